import DesignerCore
import Foundation
import Inspectable
import ProgressBars
import Testing

/// Long texts in documents and on command lines: errors quote a short excerpt, suggestions look
/// at names only, and one long value does not widen every line of the inspector.
@Suite("Large input")
struct LargeInputTests {
    static let long = String(repeating: "x", count: 100_000)
    static let excerpt = "'\(String(repeating: "x", count: 64))…' (100000 characters)"

    static func bar(_ members: String) -> String {
        #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "subviews": [{"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}"#
            + members + "}]}"
    }

    @Test(arguments: [
        (#", "attributes": {"barColor": "LONG"}"#, ["check"], "error: barColor: EXCERPT is not a color"),
        (#", "attributes": {"LONG": 1}"#, ["check"], "error: MyProgressBar has no attribute EXCERPT"),
        (
            #", "attributes": {"percent": 1}"#, ["get", "LONG"],
            "Error: no view in the document has an attribute EXCERPT"
        ),
        (#", "attributes": {"percent": 1}"#, ["get", "LONG.percent"], "Error: no view has the id EXCERPT"),
        (#", "attributes": {"percent": 1}"#, ["set", "percent=LONG"], "Error: percent: EXCERPT is not an Int"),
        (#", "attributes": {"percent": 1}"#, ["render", "--format", "LONG"], "Error: EXCERPT is not a format"),
    ])
    func errorsQuoteAnExcerpt(members: String, arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.bar(members.replacing("LONG", with: Self.long)))
        let run = try sandbox.run(arguments.map { $0.replacing("LONG", with: Self.long) })
        #expect(run.status != 0)
        #expect(run.stderr.contains(message.replacing("EXCERPT", with: Self.excerpt)), "\(run.stderr.prefix(300))")
        #expect(run.stderr.utf8.count < 1000, "the error quotes an excerpt, not the whole text")
    }

    @Test func aLongIdAndClassAreShownShort() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "subviews": [{"id": "\#(Self.long)", "class": "\#(Self.long)", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}}]}"#
        )
        let inspect = try sandbox.run(["inspect"])
        #expect(inspect.status == 0)
        #expect(inspect.stdout.utf8.count < 2000)
        #expect(inspect.stdout.contains(Self.excerpt))
        let check = try sandbox.run(["check"])
        #expect(check.stderr.contains("error: unknown class \(Self.excerpt)"))
        #expect(check.stderr.utf8.count < 1000)
        let render = try sandbox.run(["render", "--format", "text"])
        #expect(render.status == 0, "the placeholder's long name is cut to its box")
    }

    @Test func oneLongValueDoesNotWidenEveryLine() throws {
        let sandbox = try Sandbox()
        let value = String(repeating: "y", count: 200)
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"backImage": "\#(value).png"}}"#
        )
        let run = try sandbox.run(["inspect"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains { $0.contains(Printable.excerpt(value + ".png")) })
        #expect(lines.allSatisfy { $0.count < 200 }, "\(run.stdout)")
    }

    /// The first row of the table has no column widths to run past yet: a cell wider than a
    /// column there once crashed the inspector.
    @Test func aLongValueInTheFirstRowIsShown() throws {
        let sandbox = try Sandbox()
        let value = String(repeating: "y", count: 100)
        try sandbox.write(
            "designer.json",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "attributes": {"backgroundColor": "\#(value)"}}"#
        )
        let run = try sandbox.run(["inspect"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("is not a color"), "\(run)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.contains { $0.contains(String(repeating: "y", count: 60)) && $0.hasSuffix("invalid") }, "\(run)")
        #expect(lines.contains { $0.hasPrefix("    Alpha ") && $0.hasSuffix("default  0...1") }, "\(run)")
    }

    @Test func aNumberTooLargeIsQuotedShort() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json", Self.bar(#", "attributes": {"percent": 1"# + String(repeating: "0", count: 400) + "e999}"))
        let run = try sandbox.run(["check"])
        #expect(run.status == 1)
        #expect(run.stderr.utf8.count < 400)
        #expect(run.stderr.contains("error: number 1000"))
        #expect(run.stderr.contains("… (405 characters) is too large"))
    }

    @Test func aMatrixOfTooManyCombinationsIsRefusedBeforeAnyIsMade() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let values = (0...100).map(String.init).joined(separator: ",")
        let run = try sandbox.run(
            ["snapshot", "--format", "text", "--matrix", "percent=" + values, "--matrix", "cornerRadius=" + values],
            timeout: 20)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: --matrix gives more than 10000 combinations of values; sweep fewer keys or values at once.\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("__snapshots__")))
    }
}
