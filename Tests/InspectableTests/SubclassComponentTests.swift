import DesignerCore
import Inspectable
import Testing

/// A class component that others subclass, as a UIKit view is subclassed.
class Meter: Component, @unchecked Sendable {
    @Inspectable(range: 0...100, description: "How far the meter reads.") var level: Int = 0
    @Inspectable var needleColor: Color = .red
    /// Not an attribute: keeps what `init()` gives it.
    var ticks = [0, 50, 100]
    required init() {}
}

/// A struct component that a subclass embeds.
struct Upright: Component {
    @Inspectable var title: String = "OK"
}

/// A subclass that declares nothing of its own.
class PlainMeter: Meter, @unchecked Sendable {}

/// The third level: attributes of its own and an embedded component, with no initializer.
final class LabeledMeter: PlainMeter, @unchecked Sendable {
    @Inspectable var caption: String = "Speed"
    @Inspectable(range: 0..<10) var digits: Int? = nil
    var badge = Upright()
}

/// A subclass whose `init()` changes its superclass's default. Swift asks a subclass with an
/// initializer of its own for `init(from:)` too; designer never calls it.
final class TunedMeter: Meter, @unchecked Sendable {
    required init() {
        super.init()
        level = 40
    }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
    }
}

@Suite("Subclassed components")
struct SubclassComponentTests {
    @Test func sectionsAreMostDerivedFirstAndALevelWithoutAttributesHasNone() throws {
        let registry = try ComponentRegistry([Meter.self, PlainMeter.self, LabeledMeter.self])
        let labeled = try #require(registry.componentClass(named: "LabeledMeter"))
        #expect(labeled.sections.map(\.className) == ["LabeledMeter", "Meter", "Upright", "View"])
        #expect(labeled.sections.map(\.title) == ["Labeled Meter", "Meter", "Upright", "View"])
        #expect(labeled.attribute(named: "level")?.className == "Meter")
        #expect(labeled.attribute(named: "level")?.summary == "How far the meter reads.")
        #expect(labeled.attribute(named: "caption")?.className == "LabeledMeter")
        let plain = try #require(registry.componentClass(named: "PlainMeter"))
        #expect(plain.sections.map(\.className) == ["PlainMeter", "Meter", "View"])
        #expect(plain.sections.first?.attributes.isEmpty == true)
    }

    @Test func aSubclassTakesTheDefaultItsInitGives() throws {
        let registry = try ComponentRegistry([Meter.self, TunedMeter.self])
        #expect(registry.componentClass(named: "TunedMeter")?.attribute(named: "level")?.defaultValue.text == "40")
        #expect(registry.componentClass(named: "Meter")?.attribute(named: "level")?.defaultValue.text == "0")
        let built = try #require(try registry.componentClass(named: "TunedMeter")?.defaults.instantiate())
        #expect((built.component as? TunedMeter)?.level == 40)
    }

    @Test func everyLevelsAttributesAreSetWithoutAnInitFrom() throws {
        let registry = try ComponentRegistry([LabeledMeter.self])
        let labeled = try #require(registry.componentClass(named: "LabeledMeter"))
        var configuration = labeled.defaults
        for (name, text) in [
            ("level", "150"), ("caption", "Fuel"), ("needleColor", "blue"), ("alpha", "0.5"), ("digits", "12"),
            ("title", "Go"),
        ] {
            _ = try configuration.set(name, text: text)
        }
        let instance = try configuration.instantiate()
        let built = try #require(instance.component as? LabeledMeter)
        #expect(built.level == 100)
        #expect(built.caption == "Fuel")
        #expect(built.needleColor == .blue)
        #expect(built.digits == 9)
        #expect(built.badge.title == "Go")
        #expect(built.ticks == [0, 50, 100])
        #expect(instance.view.alpha == 0.5)
        // The ranges come with the values: assignments in code clamp at every level.
        built.level = -5
        built.digits = 50
        #expect(built.level == 0)
        #expect(built.digits == 9)
        // What the instance holds reads back, superclasses' attributes included.
        let read = try labeled.configuration(of: built)
        #expect(read.value(of: "caption")?.text == "Fuel")
        #expect(read.value(of: "level")?.text == "0")
        // Each build is an instance of its own: the prototype and earlier builds are untouched.
        let other = try #require(try labeled.defaults.instantiate().component as? LabeledMeter)
        #expect(other.caption == "Speed")
        #expect(other !== built)
        #expect(built.caption == "Fuel")
    }
}
