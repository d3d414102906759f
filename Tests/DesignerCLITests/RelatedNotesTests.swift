import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// A problem that involves a second place, such as the first view with an id given twice,
/// carries that place as a related note: `check --format json` lists it, while the line of text
/// stays one line that names the place in its message.
@Suite("Related notes")
struct RelatedNotesTests {
    /// The notes of the problems of `text` read as `name`, each as "line:column: message" of
    /// the problem's own line and column, then its notes' in brackets.
    private func notes(_ text: String, name: String) -> [String] {
        let source = SourceText(name: name, bytes: Array(text.utf8))
        return Document.read(source).diagnostics.map { Self.placed($0, in: source) }
    }

    private static func placed(_ diagnostic: Diagnostic, in source: SourceText) -> String {
        let notes = diagnostic.related.map { note in
            guard case .document(let offset) = note.location else { return "elsewhere: \(note.message)" }
            return "\(source.location(of: offset)): \(note.message)"
        }
        return "\(source.location(of: diagnostic.offset)) [\(notes.joined(separator: "; "))]"
    }

    @Test func aDuplicateIDOfAJSONDocumentNamesTheFirstView() {
        #expect(
            notes(CheckRulesTests.twice, name: "twice.json") == ["1:173 [1:91: the first view with id 'a']"])
    }

    @Test func aDuplicateIDOfAnInterfaceBuilderDocumentNamesTheFirstObject() {
        let text = IBFixture.xib(
            IBFixture.view("Bar-Vw-001", className: "UIView") + IBFixture.view("Bar-Vw-001", className: "UIView"))
        #expect(
            notes(text, name: "bars.xib").filter { $0.contains("first") } == [
                "8:45 [5:45: the first object with id 'Bar-Vw-001']"
            ])
    }

    @Test func aDuplicateVariantNamesTheOther() {
        let text = #"""
            {"class": "View", "frame": {"x": 0, "y": 0, "width": 9, "height": 9},
             "variants": {"dark": {}, "Dark": {}}}
            """#
        #expect(notes(text, name: "variants.json") == ["2:27 [2:15: the variant 'dark']"])
    }

    @Test func aWrongEndTagNamesTheElementItMeantToClose() {
        #expect(notes("<a>\n  <b>\n</a>", name: "broken.xib") == ["3:1 [2:3: the element still open]"])
        #expect(notes("<a>", name: "open.xib") == ["1:1 []"])
    }

    @Test func aDuplicateStoryboardIdentifierNamesTheFirst() throws {
        let text = SceneFixture.storyboard(
            replacing: "storyboardIdentifier=\"About\"", with: "storyboardIdentifier=\"Settings\"")
        let source = SourceText(name: "Main.storyboard", bytes: Array(text.utf8))
        let document = try #require(Document.read(source).document)
        #expect(
            XIBStoryboardChecks.problems(in: document).map { Self.placed($0, in: source) } == [
                "69:55 [6:60: the first storyboard identifier 'Settings']"
            ])
    }

    @Test func aViewOfARejectedComponentNamesItsDeclaration() throws {
        let registry = ComponentRegistry(rejectingInvalid: [Pip.self, Lopsided.self])
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", RejectedComponentCommandTests.document)
        let run = sandbox.runInProcess(["check", "--format", "json"], registry: registry)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let use = try #require(reports.first { $0["file"] as? String == "designer.json" })
        let related = try #require(use["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(
            related.first?["file"] as? String
                == #filePath.replacingOccurrences(of: "RelatedNotesTests", with: "RejectedComponentCommandTests"))
        #expect(related.first?["line"] as? Int == Lopsided.line)
        #expect(related.first?["column"] as? Int == 6)
        #expect(related.first?["message"] as? String == "Lopsided.stride: step 0 is not greater than 0")
        // The declaration's own finding involves no other place.
        #expect(reports.filter { $0["related"] != nil }.count == 1)
    }

    @Test func checkListsTheNotesInJSONOnlyAndKeepsItsLinesAndAnnotations() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/twice.json", CheckRulesTests.twice)
        try sandbox.write("docs/broken.json", #"{"class": "View""#)
        let json = sandbox.runInProcess(["check", "docs", "--format", "json"])
        #expect(json.status == 1)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(reports.count == 2)
        #expect(reports.first?.keys.sorted() == ["column", "file", "line", "message", "rule", "severity"])
        let related = try #require(reports.last?["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related.first?.keys.sorted() == ["column", "file", "line", "message"])
        #expect(related.first?["file"] as? String == "docs/twice.json")
        #expect(related.first?["line"] as? Int == 1)
        #expect(related.first?["column"] as? Int == 91)
        #expect(related.first?["message"] as? String == "the first view with id 'a'")
        // The key follows the others, so that a reader of the text sees the finding first.
        #expect(json.stdout.contains(#""message": "duplicate id 'a'; it is also at 1:91","#))
        let text = sandbox.runInProcess(["check", "docs"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(
            text.stderr.contains("docs/twice.json:1:173: error: duplicate id 'a'; it is also at 1:91 [duplicate-id]\n"))
        #expect(!text.stderr.contains("first view"))
        #expect(
            text.stdout.hasSuffix(
                "::error file=docs/twice.json,line=1,col=173,title=duplicate-id::duplicate id 'a'; it is also at 1:91\n"
            ))
    }
}
