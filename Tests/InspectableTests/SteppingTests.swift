import DesignerCore
import Inspectable
import ProgressBars
import Testing

/// A component with one attribute of each kind the stepper treats differently.
struct Dial: Component {
    enum Needle: String, CaseIterable, InspectableValue {
        case thin, medium, thick
    }

    @Inspectable(range: 0...100) var percent: Int = 0
    @Inspectable(range: 0...1, step: 0.05) var level: Double = 0.5
    @Inspectable(range: 0...1) var progress: Double = 0
    @Inspectable(range: 0...) var radius: Double = 0
    @Inspectable(step: 2) var count: Int? = nil
    @Inspectable var isLit: Bool = false
    @Inspectable var needle: Needle = .thin
    @Inspectable var tint: Color = .red
    @Inspectable var caption: String = ""
}

@Suite("Stepping")
struct SteppingTests {
    let dial = try! ComponentRegistry([Dial.self]).componentClass(named: "Dial")!

    private func stepped(_ name: String, from text: String, by count: Int) throws -> String? {
        let attribute = try #require(dial.attribute(named: name))
        return attribute.stepped(try attribute.assignment(text: text).applied, by: count)?.text
    }

    @Test(
        arguments: [
            ("percent", "50", 1, "51"),
            ("percent", "50", -10, "40"),
            ("percent", "95", 10, "100"),
            ("percent", "0", -1, "0"),
            // The declared step, rounded to its decimals so that sums show as typed.
            ("level", "0.5", 1, "0.55"),
            ("level", "0.1", 4, "0.3"),
            ("level", "0.98", 1, "1"),
            // Without a step: a hundredth of a closed range, 1 for an open one.
            ("progress", "0.1", 2, "0.12"),
            ("progress", "0.1", 20, "0.3"),
            ("radius", "1.5", 1, "2.5"),
            ("radius", "0.5", -10, "0"),
            // An optional steps when set, and stays unset.
            ("count", "4", 1, "6"),
            ("count", "nil", 1, "nil"),
            ("isLit", "false", 1, "true"),
            ("isLit", "false", -1, "true"),
            ("isLit", "true", 10, "true"),
            ("needle", "thin", 1, "medium"),
            ("needle", "thick", 1, "thin"),
            ("needle", "thin", -1, "thick"),
            ("needle", "thin", 10, "medium"),
        ] as [(String, String, Int, String)])
    func steps(name: String, from: String, count: Int, expected: String) throws {
        #expect(try stepped(name, from: from, by: count) == expected)
    }

    @Test func colorsAndStringsHaveNoSteps() throws {
        #expect(try stepped("tint", from: "red", by: 1) == nil)
        #expect(try stepped("caption", from: "hi", by: 1) == nil)
    }

    @Test func integersStopAtTheirLimits() throws {
        #expect(try stepped("count", from: "\(Int.max - 1)", by: 10) == "\(Int.max)")
    }
}
