import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// Problems are values until an output renders them: an edit's plan, a save and a live document
/// return diagnostics, and each output (a line on standard error, the inspectors' status line)
/// renders them in one place.
@Suite("Problems as data")
struct DiagnosticValueTests {
    static let source = SourceText(name: "a.json", text: "{\n  \"x\": 1\n}\n")

    @Test func aLineIsPlacedByWhereItsProblemIs() {
        let inDocument = Diagnostic(.error, "bad", at: 4)
        let inSource = Diagnostic(
            .warning, "cannot read it", location: .file(path: "B.swift", SourceLocation(line: 3, column: 5)),
            rule: .unreadableSource)
        let wholeFile = Diagnostic(.error, "is empty", location: .file(path: "C.json", nil), rule: .invalidDocument)
        let ofTheCommandLine = Diagnostic(.note, "removed it", location: .commandLine, rule: .unknownAttribute)
        let style = DiagnosticStyle.plain
        #expect(style.line(inDocument, in: Self.source) == "a.json:2:3: error: bad")
        #expect(style.line(inSource) == "B.swift:3:5: warning: cannot read it")
        #expect(style.line(wholeFile) == "C.json: error: is empty")
        #expect(style.line(ofTheCommandLine) == "note: removed it")
    }

    @Test func onAColorTerminalTheSeverityOfAPlacedProblemIsColored() {
        let style = DiagnosticStyle(colored: true)
        #expect(style.line(.error("bad", at: 4), in: Self.source) == "a.json:2:3: \u{1B}[1;31merror:\u{1B}[0m bad")
        #expect(
            style.line(.warning("odd", at: 4), in: Self.source) == "a.json:2:3: \u{1B}[1;35mwarning:\u{1B}[0m odd")
        // A remark about the command line is printed plain, as it always was.
        let remark = Diagnostic(.warning, "percent: 150 is above", location: .commandLine, rule: .clampedValue)
        #expect(style.line(remark) == "warning: percent: 150 is above")
    }

    @Test func controlCharactersOfADocumentAreShownAsEscapes() {
        let line = DiagnosticStyle.plain.line(.error("a \u{1B}[2J b", at: 0), in: Self.source)
        #expect(!line.contains("\u{1B}"))
        #expect(line.hasPrefix("a.json:1:1: error: a "))
    }

    @Test func checkReportsADiagnosticWhereverItIsWithItsRule() {
        let inDocument = CheckCommand.Report(.error("bad", at: 4), in: Self.source)
        #expect(inDocument.line == "a.json:2:3: error: bad [invalid-document]")
        let inSource = CheckCommand.Report(
            .unreadable("cannot read it", path: "/project/B.swift", line: 3, column: 5),
            shown: { $0.replacingOccurrences(of: "/project/", with: "") })
        #expect(inSource.line == "B.swift:3:5: warning: cannot read it [unreadable-source]")
        let wholeFile = CheckCommand.Report(.unreadable("is not a folder", path: "Sources", severity: .note))
        #expect(wholeFile.line == "Sources: note: is not a folder [unreadable-source]")
        #expect(
            wholeFile.json.serialized
                == #"{"file": "Sources", "line": null, "column": null, "severity": "note", "rule": "unreadable-source", "message": "is not a folder"}"#
        )
    }

    @Test func aPlanSaysWhatItFoundAsDiagnostics() throws {
        let document = try #require(Document.read(SourceText(name: "d.json", text: progressBarDocument)).document)
        var plan = EditPlan(document: document, registry: .shipped)
        plan.set([(key: "percent", value: "150"), (key: "nothing", value: "1")], in: nil, strict: false)
        let clamped = try #require(plan.remarks.first)
        #expect(plan.remarks.count == 1)
        #expect(clamped.severity == .warning)
        #expect(clamped.rule == .clampedValue)
        #expect(clamped.location == .commandLine)
        #expect(clamped.key == "percent")
        #expect(clamped.message.hasPrefix("percent: 150 is outside 0...100"))
        let unknown = try #require(plan.errors.first)
        #expect(plan.errors.count == 1)
        #expect(unknown.location == .commandLine)
        #expect(unknown.rule == .unknownAttribute)
        #expect(unknown.message.hasPrefix("no view in the document has an attribute 'nothing'"))
    }

    @Test func aSaveReturnsItsNotesRatherThanPrintingThem() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        #expect(link(path, sandbox.path("other.json")) == 0)
        let context = CommandContext(registry: .shipped, workingDirectory: sandbox.path)
        let parts = CommandParts(context)
        var notes: [Diagnostic] = []
        let text = try parts.documents.editDocument(at: "designer.json", notes: &notes) { document throws(CLIError) in
            var plan = EditPlan(document: document, registry: parts.project.registry)
            plan.set([(key: "percent", value: "70")], in: nil, strict: false)
            return plan.edit
        }
        #expect(String(decoding: text, as: UTF8.self).contains("\"percent\": 70"))
        #expect(
            notes == [
                Diagnostic(
                    .note, "designer.json has other hard links; they keep the old contents", location: .commandLine,
                    rule: .invalidDocument)
            ])
        #expect((parts.writer.errorOutput as? StringSink)?.text == "", "nothing is printed")
        // The inspectors show them after the save's message, each as its line reads.
        let removed = Diagnostic(.note, "removed tint", location: .commandLine, rule: .unknownAttribute)
        let written = WrittenEdit(before: nil, texts: .init(expected: [], replacement: []), notes: [removed] + notes)
        #expect(
            written.statusNote
                == "note: removed tint; note: designer.json has other hard links; they keep the old contents")
    }
}
