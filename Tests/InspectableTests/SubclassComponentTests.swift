import DesignerCore
import Inspectable
import Testing

/// A class component that others subclass, as a UIKit view is subclassed.
class Meter: Component, @unchecked Sendable {
    @Inspectable(range: 0...100, description: "How far the meter reads.") var level: Int = 0
    @Inspectable var needleColor: Color = .red
    required init() {}
}

/// A subclass that decodes its own attributes and lets its superclass decode the rest.
final class LabeledMeter: Meter, @unchecked Sendable {
    @Inspectable var caption: String = "Speed"

    required init() { super.init() }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _caption = try container.decode(Inspectable<String>.self, forKey: .caption)
        try super.init(from: decoder)
    }

    private enum CodingKeys: String, CodingKey { case caption }
}

/// A subclass that inherits its superclass's `init(from:)`, which cannot know of `caption`.
final class ForgetfulMeter: Meter, @unchecked Sendable {
    @Inspectable var caption: String = "Speed"
}

@Suite("Subclassed components")
struct SubclassComponentTests {
    @Test func aSubclassHasItsOwnSectionThenItsSuperclassesThenView() throws {
        let registry = try ComponentRegistry([Meter.self, LabeledMeter.self])
        let labeled = try #require(registry.componentClass(named: "LabeledMeter"))
        #expect(labeled.sections.map(\.className) == ["LabeledMeter", "Meter", "View"])
        #expect(labeled.sections.map(\.title) == ["Labeled Meter", "Meter", "View"])
        #expect(labeled.attribute(named: "level")?.className == "Meter")
        #expect(labeled.attribute(named: "level")?.summary == "How far the meter reads.")
        #expect(labeled.attribute(named: "caption")?.className == "LabeledMeter")
    }

    @Test func aSubclassIsBuiltWithEveryLevelsValuesClamped() throws {
        let registry = try ComponentRegistry([LabeledMeter.self])
        let labeled = try #require(registry.componentClass(named: "LabeledMeter"))
        var configuration = labeled.defaults
        try configuration.set("level", text: "150")
        try configuration.set("caption", text: "Fuel")
        try configuration.set("alpha", text: "0.5")
        let instance = try configuration.instantiate()
        let built = try #require(instance.component as? LabeledMeter)
        #expect(built.level == 100)
        #expect(built.caption == "Fuel")
        #expect(built.needleColor == .red)
        #expect(instance.view.alpha == 0.5)
        built.level = -5
        #expect(built.level == 0)
        // What the instance holds reads back, superclass's attributes included.
        let read = try labeled.configuration(of: built)
        #expect(read.value(of: "caption")?.text == "Fuel")
        #expect(read.value(of: "level")?.text == "0")
    }

    @Test func aSubclassWhoseAttributesAreNeverDecodedIsRefusedSayingWhy() {
        #expect {
            try ComponentRegistry([ForgetfulMeter.self])
        } throws: { error in
            (error as? RegistrationError)?.problems.map(\.description) == [
                "ForgetfulMeter: its init(from:) does not decode 'caption', which documents could then not set; a subclass of a class component needs a required init(from:) of its own that decodes its attributes and calls super.init(from:)"
            ]
        }
    }
}
