import DesignerCore
import Inspectable
import ProgressBars
import Testing

/// A component with clamped attributes of several kinds.
struct Gauge: Component {
    @Inspectable(range: 0...100) var percent: Int = 0
    @Inspectable(range: 0...1, step: 0.1) var level: Double = 0.5
    @Inspectable(range: 0...) var radius: Double = 0
    @Inspectable(range: ...10) var offset: Int = 0
    @Inspectable(range: 1...5) var limit: Int? = nil
    @Inspectable(step: 2) var stride: Int = 0
    @Inspectable(step: 0.25) var scale: Double? = nil
    @Inspectable var note: String = ""
}

@Suite("Clamping")
struct ClampingTests {
    let gauge = try! ComponentRegistry([Gauge.self]).componentClass(named: "Gauge")!

    @Test(
        arguments: [
            ("percent", "150", "100", "150 is outside 0...100; using 100"),
            ("percent", "-5", "0", "-5 is outside 0...100; using 0"),
            ("percent", "50", "50", nil),
            ("percent", "9223372036854775807", "100", "9223372036854775807 is outside 0...100; using 100"),
            ("level", "1.5", "1", "1.5 is outside 0...1; using 1"),
            ("level", "-0.1", "0", "-0.1 is outside 0...1; using 0"),
            ("radius", "-3", "0", "-3 is outside 0...; using 0"),
            ("radius", "1e300", "1e+300", nil),
            ("offset", "11", "10", "11 is outside ...10; using 10"),
            ("offset", "-1000", "-1000", nil),
            ("limit", "9", "5", "9 is outside 1...5; using 5"),
            ("limit", "nil", "nil", nil),
        ] as [(String, String, String, String?)])
    func fromText(name: String, text: String, applied: String, note: String?) throws {
        var configuration = gauge.defaults
        let assignment = try configuration.set(name, text: text)
        #expect(assignment.applied.text == applied)
        #expect(assignment.requested.text == (try gauge.attribute(named: name)!.valueType.init(text: text).text))
        #expect(assignment.isClamped == (note != nil))
        #expect(assignment.clampDescription == note)
        #expect(configuration.value(of: name)?.text == applied)
    }

    @Test(arguments: [
        ("percent", JSONValue.number(JSONNumber(150)), "100"),
        ("percent", .number(JSONNumber(literal: "-1e3")!), "0"),
        ("level", .number(JSONNumber(literal: "2.5")!), "1"),
        ("limit", .number(JSONNumber(0)), "1"),
        ("limit", .null, "nil"),
    ])
    func fromJSON(name: String, json: JSONValue, applied: String) throws {
        var configuration = gauge.defaults
        #expect(try configuration.set(name, json: json).applied.text == applied)
    }

    @Test func fromTypedValues() throws {
        var configuration = gauge.defaults
        let assignment = try configuration.set("percent", value: AttributeValue(400))
        #expect(assignment.applied == AttributeValue(100))
        #expect(assignment.requested == AttributeValue(400))
    }

    @Test func fromCode() {
        var gauge = Gauge()
        gauge.percent = 150
        #expect(gauge.percent == 100)
        gauge.percent = -1
        #expect(gauge.percent == 0)
        gauge.level = 7
        #expect(gauge.level == 1)
        gauge.limit = 0
        #expect(gauge.limit == 1)
        gauge.limit = nil
        #expect(gauge.limit == nil)
    }

    @Test func nonFiniteNumbersAreRejectedInCode() {
        var gauge = Gauge()
        gauge.level = 0.3
        gauge.level = .nan
        #expect(gauge.level == 0.3)
        gauge.radius = .infinity
        #expect(gauge.radius == 0)
        gauge.level = -.infinity
        #expect(gauge.level == 0.3)
    }

    @Test func builtInstancesKeepClampingInCode() throws {
        var configuration = gauge.defaults
        try configuration.set("percent", text: "20")
        var built = try #require(try configuration.instantiate().component as? Gauge)
        #expect(built.percent == 20)
        built.percent = 1000
        #expect(built.percent == 100)
    }

    @Test func stepsAndOneSidedRanges() throws {
        #expect(gauge.attribute(named: "level")?.step?.text == "0.1")
        #expect(gauge.attribute(named: "stride")?.step?.text == "2")
        #expect(gauge.attribute(named: "stride")?.range == nil)
        #expect(gauge.attribute(named: "scale")?.step?.text == "0.25")
        #expect(gauge.attribute(named: "scale")?.typeName == "Double?")
        #expect(gauge.attribute(named: "radius")?.range == "0...")
        #expect(gauge.attribute(named: "offset")?.range == "...10")
        #expect(gauge.attribute(named: "note")?.step == nil)
    }
}
