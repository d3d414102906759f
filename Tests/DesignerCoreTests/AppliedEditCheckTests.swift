import ProgressBars
import Testing

@testable import DesignerCore
@testable import Inspectable

/// The check of an edited text catches a text that does not do what the edit intended.
@Suite("Edit checks")
struct AppliedEditCheckTests {
    let document = Document.read(
        SourceText(
            name: "t.json",
            text:
                #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": [{"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": 5}}]}"#
        )
    ).document!

    private func check(_ text: String, patches: [Patch]) -> [String] {
        var edit = DocumentEdit(document)
        edit.setAttribute("percent", to: .number(JSONNumber(50)), of: document.view(withID: "bar")!)
        let intended = edit.apply()
        return AppliedEdit(bytes: Array(text.utf8), patches: patches, check: intended.check).problems().map(\.message)
    }

    @Test func aCorrectEditPasses() {
        var edit = DocumentEdit(document)
        edit.setAttribute("percent", to: .number(JSONNumber(50)), of: document.view(withID: "bar")!)
        edit.setFrame(Rect(x: 1, y: 2, width: 3, height: 4), of: document.root)
        #expect(edit.apply().problems() == [])
    }

    @Test func textThatIsNotJSONFails() {
        let broken = String(decoding: document.source.bytes, as: UTF8.self).replacingOccurrences("5}}]}", with: "50}}]")
        #expect(check(broken, patches: []) == ["the edited text is not JSON: unexpected end of file; expected '}'"])
    }

    @Test func aValueOtherThanIntendedFails() {
        let wrong = String(decoding: document.source.bytes, as: UTF8.self).replacingOccurrences(
            "\"percent\": 5", with: "\"percent\": 6")
        let patch = Patch(range: 201..<202, bytes: Array("6".utf8))
        #expect(check(wrong, patches: [patch]) == ["'percent' did not become 50"])
    }

    @Test func aChangeOutsideTheEditedViewsFails() {
        let moved = String(decoding: document.source.bytes, as: UTF8.self).replacingOccurrences(
            "\"percent\": 5", with: "\"percent\": 50")
        let patches = [Patch(range: 2..<2, bytes: []), Patch(range: 201..<202, bytes: Array("50".utf8))]
        #expect(check(moved, patches: patches) == ["a change at byte 2 lies outside the views being edited"])
    }

    @Test func aFailedCheckIsAnErrorOfTheEditPlacedInNoFile() throws {
        var edit = DocumentEdit(document)
        edit.setAttribute("percent", to: .number(JSONNumber(50)), of: document.view(withID: "bar")!)
        let intended = edit.apply()
        let problems = AppliedEdit(bytes: document.source.bytes, patches: [], check: intended.check).problems()
        let problem = try #require(problems.first)
        #expect(problem.severity == .error)
        #expect(problem.location == .commandLine)
        #expect(problem.message == "'percent' did not become 50")
    }

    @Test func offsetsMoveWithThePatchesBeforeThem() {
        let patches = [Patch(range: 2..<4, bytes: Array("abcd".utf8)), Patch(range: 10..<10, bytes: Array("xy".utf8))]
        #expect(Patch.map(1, through: patches) == 1)
        #expect(Patch.map(5, through: patches) == 7)
        #expect(Patch.map(10, through: patches) == 14)
        #expect(Patch.map(11, through: patches) == 15)
    }
}
