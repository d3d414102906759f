import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

/// A value type whose text form does not read back: registration catches it.
struct Angle: InspectableValue, Comparable {
    var degrees: Double
    static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.degrees < rhs.degrees }
    init(degrees: Double) { self.degrees = degrees }
    init(text: String) throws(ValueError) {
        guard let value = Double(text) else { throw .invalidText(text, type: "Angle", expected: "degrees") }
        degrees = value
    }
    var text: String { "\(degrees)°" }
    init(json: JSONValue) throws(ValueError) { self = try Angle(text: json.serialized) }
    var json: JSONValue { .number(JSONNumber(degrees)!) }
    static var jsonSchema: JSONObject { JSONObject(["type": .string("number")]) }
}

struct Careless: Component {
    @Inspectable(range: 0...100) var percent: Int = 150
    @Inspectable var color: Color = .white
    @Inspectable(name: "color") var tint: Color = .red
    @Inspectable(range: 1..<1) var ratio: Double = 0.5
    @Inspectable(step: 0) var stride: Int = 1
    @Inspectable var speed: Double = .nan
    @Inspectable(range: 0...Double.infinity) var radius: Double = 0
    @Inspectable var twice: Int?? = nil
    @Inspectable(name: "frame") var box: Rect = .zero
    @Inspectable(name: "bar color") var barColor: Color = .orange
    @Inspectable var heading: Angle = Angle(degrees: 90)
    @Inspectable var alpha: Double = 1
}

struct Tidy: Component {
    @Inspectable var title: String = "OK"
}

struct Renamed: Component {
    static var className: String { "Tidy" }
}

struct BadlyNamed: Component {
    static var className: String { "My Widget" }
}

@Suite("Registration validation")
struct RegistrationValidationTests {
    @Test func everyProblemIsReportedAtOnce() {
        do {
            _ = try ComponentRegistry([Tidy.self, Careless.self])
            Issue.record("registration succeeded")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "Careless: two attributes are named 'color' (declared by Careless.color and Careless.tint)",
                    "Careless: two attributes are named 'alpha' (declared by Careless.alpha and View.alpha)",
                    "Careless.percent: default 150 is outside 0...100",
                    "Careless.ratio: range 1.0..<1.0 is empty; no value could be set",
                    "Careless.stride: step 0 is not greater than 0",
                    "Careless.speed: default 'nan' is not a finite number",
                    "Careless.radius: range upper bound 'inf' is not a finite number; leave the bound out for an open range",
                    "Careless.twice: type Int?? is not supported: an optional of an optional has no single 'unset'",
                    "Careless.frame: the name is reserved for the view itself",
                    "Careless.bar color: the name is not an identifier (letters, digits and _, not starting with a digit)",
                    "Careless.heading: the default's text form '90.0°' does not read back: '90.0°' is not an Angle; expected degrees",
                ])
            #expect(error.description.hasPrefix("invalid component declarations:\n  Careless: two attributes"))
        }
    }

    @Test func classNamesAreCheckedToo() {
        #expect(throws: RegistrationError(problems: [.duplicateClass("Tidy")])) {
            try ComponentRegistry([Tidy.self, Renamed.self])
        }
        #expect(throws: RegistrationError(problems: [.duplicateClass("MyProgressBar")])) {
            try ComponentRegistry.progressBars.adding([MyProgressBar.self])
        }
        do {
            _ = try ComponentRegistry([BadlyNamed.self])
            Issue.record("registration succeeded")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "class name 'My Widget' is not an identifier (letters, digits and _, not starting with a digit)"
                ])
        }
    }
}
