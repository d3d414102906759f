import Gallery
import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

@Suite("Registered components describe, build and reset their attributes as declared")
struct RegistryTests {
    /// The `designer` executable registers the progress bars without validating them at every
    /// start, because this validates them.
    @Test func builtInComponentsPassValidation() throws {
        let validated = try ComponentRegistry(ProgressBars.components)
        #expect(validated.classes.map(\.name) == ["View", "MyProgressBar", "CustomProgress"])
        let shipped = ComponentRegistry(validatedByTests: ProgressBars.components)
        #expect(shipped.classes.map(\.name) == validated.classes.map(\.name))
        #expect(shipped.classes.map(\.attributes.count) == validated.classes.map(\.attributes.count))
        let gallery = try ComponentRegistry(ProgressBars.components + Gallery.components)
        #expect(
            gallery.classes.map(\.name) == [
                "View", "MyProgressBar", "CustomProgress", "CircularProgressRing", "GradientView", "DesignableButton",
                "RatingView",
            ])
    }

    @Test func sectionsAreMostDerivedFirstThenView() throws {
        let bar = try #require(ComponentRegistry.progressBars.componentClass(named: "MyProgressBar"))
        #expect(bar.sections.map(\.title) == ["My Progress Bar", "View"])
        #expect(bar.sections[0].attributes.map(\.name) == ["percent", "color", "barColor", "barBgColor"])
        #expect(
            bar.sections[1].attributes.map(\.name) == [
                "backgroundColor", "alpha", "isHidden", "cornerRadius", "borderWidth", "borderColor", "clipsToBounds",
                "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
            ])
        let view = try #require(ComponentRegistry.progressBars.componentClass(named: "View"))
        #expect(view.sections.map(\.title) == ["View"])
    }

    @Test func attributeTablesDescribeTheSeedProgressBar() throws {
        let bar = try #require(ComponentRegistry.progressBars.componentClass(named: "MyProgressBar"))
        let percent = try #require(bar.attribute(named: "percent"))
        #expect(percent.label == "Percent")
        #expect(percent.typeName == "Int")
        #expect(percent.defaultValue.text == "0")
        #expect(percent.range == "0...100")
        #expect(percent.className == "MyProgressBar")
        #expect(percent.summary == "Progress in percent; values outside 0...100 are clamped.")
        let barBgColor = try #require(bar.attribute(named: "barBgColor"))
        #expect(barBgColor.label == "Bar Bg Color")
        #expect(barBgColor.typeName == "Color")
        #expect(barBgColor.defaultValue == AttributeValue(Color.lightGray))
        #expect(barBgColor.range == nil)
        #expect(bar.attribute(named: "color")?.defaultValue == AttributeValue(Color.white))
        #expect(bar.attribute(named: "barColor")?.defaultValue == AttributeValue(Color.orange))
    }

    @Test func viewAttributesHaveUIViewDefaults() throws {
        let view = try #require(ComponentRegistry.progressBars.componentClass(named: "View"))
        let defaults = view.attributes.map { "\($0.name)=\($0.defaultValue.text) \($0.range ?? "")" }
        #expect(
            defaults == [
                "backgroundColor=#00000000 ", "alpha=1 0...1", "isHidden=false ", "cornerRadius=0 0...",
                "borderWidth=0 0...", "borderColor=#000000 ", "clipsToBounds=false ", "shadowColor=#000000 ",
                "shadowOpacity=0 0...1", "shadowOffset=0,-3 ", "shadowRadius=3 0...",
            ])
        #expect(view.attribute(named: "alpha")?.step?.text == "0.05")
    }

    @Test func customProgressCarriesTheSeedsSemantics() throws {
        let progress = try #require(ComponentRegistry.progressBars.componentClass(named: "CustomProgress"))
        let attribute = try #require(progress.attribute(named: "progress"))
        #expect(attribute.typeName == "Float")
        #expect(attribute.range == "0...1")
        #expect(attribute.animation == Animation(duration: 1.5, curve: .easeInOut))
        #expect(progress.attribute(named: "backImage")?.typeName == "Image?")
        #expect(progress.attribute(named: "backImage")?.defaultValue.text == "nil")
        #expect(progress.attribute(named: "leftCapWidth")?.defaultValue.text == "14")
        #expect(progress.attribute(named: "topCapHeight")?.defaultValue.text == "0")
        var configuration = progress.defaults
        let assignment = try configuration.set("progress", text: "1.2")
        #expect(assignment.applied.text == "1")
        let instance = try configuration.instantiate()
        let component = try #require(instance.component as? CustomProgress)
        #expect(component.progress == 1)
        #expect(component.foregroundWidth(in: 240) == 240)
    }

    @Test func unknownClassesGetASuggestion() {
        #expect(ComponentRegistry.progressBars.componentClass(named: "MyProgresBar") == nil)
        #expect(ComponentRegistry.progressBars.suggestion(for: "MyProgresBar") == "MyProgressBar")
        #expect(ComponentRegistry.progressBars.suggestion(for: "Slider") == nil)
    }

    @Test func aComponentIsBuiltWithItsValuesAndItsView() throws {
        let bar = try #require(ComponentRegistry.progressBars.componentClass(named: "MyProgressBar"))
        var configuration = bar.defaults
        try configuration.set("percent", json: .number(JSONNumber(50)))
        try configuration.set("barColor", text: "#FF9500")
        try configuration.set("cornerRadius", text: "4")
        #expect(configuration.isSet("percent"))
        #expect(!configuration.isSet("color"))
        let instance = try configuration.instantiate()
        let component = try #require(instance.component as? MyProgressBar)
        #expect(component.percent == 50)
        #expect(component.labelText == "50%")
        #expect(component.filledWidth(in: 200) == 100)
        #expect(component.barColor == Color(red255: 255, green255: 149, blue255: 0))
        #expect(component.color == .white)
        #expect(instance.view.cornerRadius == 4)
        #expect(instance.view.alpha == 1)
    }

    @Test func resetReturnsToTheDefault() throws {
        let bar = try #require(ComponentRegistry.progressBars.componentClass(named: "MyProgressBar"))
        var configuration = bar.defaults
        try configuration.set("percent", text: "70")
        try configuration.reset("percent")
        #expect(configuration.value(of: "percent")?.text == "0")
        #expect(!configuration.isSet("percent"))
        #expect(throws: AttributeError.unknownAttribute("precent", className: "MyProgressBar", suggestion: "percent")) {
            try configuration.reset("precent")
        }
    }

    @Test(arguments: [
        ("precent", "50", "MyProgressBar has no attribute 'precent'; did you mean 'percent'?"),
        ("speed", "1", "MyProgressBar has no attribute 'speed'"),
        ("percent", "fifty", "percent: 'fifty' is not an Int; expected a whole number such as 42"),
        ("barColor", "ornage", "barColor: 'ornage' is not a color; did you mean 'orange'?"),
        ("alpha", "nan", "alpha: 'nan' is not a finite number"),
        ("isHidden", "yes", "isHidden: 'yes' is not a Bool; expected 'true' or 'false'"),
    ])
    func settingBadTextNamesTheAttribute(name: String, text: String, message: String) throws {
        let bar = try #require(ComponentRegistry.progressBars.componentClass(named: "MyProgressBar"))
        var configuration = bar.defaults
        do {
            try configuration.set(name, text: text)
            Issue.record("setting \(name)=\(text) succeeded")
        } catch {
            #expect(error.description == message)
        }
        #expect(!configuration.isSet(name))
    }

    @Test func aValueOfTheWrongTypeIsRejected() throws {
        let bar = try #require(ComponentRegistry.progressBars.componentClass(named: "MyProgressBar"))
        var configuration = bar.defaults
        #expect(throws: AttributeError.invalidValue(attribute: "percent", .wrongType(expected: "Int", found: "Double")))
        {
            try configuration.set("percent", value: AttributeValue(50.0))
        }
    }
}

/// A class name, unless a component gives its own (as the standard views give UIKit's), is the
/// type's own name as `String(describing:)` gives it.
@Suite("Class names")
struct ClassNameTests {
    fileprivate enum Namespace {
        struct Nested: Component {
            func draw(in context: inout GraphicsContext) {}
        }
    }

    @Test func aClassIsNamedForItsTypeAsStringDescribingNamesIt() {
        let types: [any Component.Type] = ProgressBars.components + Gallery.components + [Namespace.Nested.self]
        for type in types {
            #expect(type.className == String(describing: type), "\(type)")
        }
        #expect(Namespace.Nested.className == "Nested")
    }
}
