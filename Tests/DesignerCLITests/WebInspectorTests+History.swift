import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// The web inspector's history: undo and redo put back exact bytes and never overwrite another
/// program's save, and the file's own changes are picked up without losing the selection.
extension WebInspectorTests {
    @Test func aChangeIsTheMinimalEditAndUndoPutsBackTheExactBytes() throws {
        let (inspector, sandbox) = try inspector()
        let before = try sandbox.bytes("scene.json")
        let outcome = inspector.perform(.set(key: "percent", text: "50"), on: Self.download)
        #expect(outcome.saved)
        #expect(outcome.message == "saved: percent = 50")
        #expect(try sandbox.read("scene.json") == Self.scene.replacingOccurrences(of: "72", with: "50"))
        let colored = inspector.perform(.set(key: "barColor", text: "#FF0000"), on: Self.download)
        #expect(colored.saved)
        #expect(
            try sandbox.read("scene.json")
                == Self.scene.replacingOccurrences(of: "72", with: "50").replacingOccurrences(
                    of: "#0A84FF", with: "#FF0000"))
        #expect(inspector.perform(.undo, on: Self.download).saved)
        #expect(inspector.perform(.undo, on: Self.download).saved)
        #expect(try sandbox.bytes("scene.json") == before)
        #expect(inspector.perform(.redo, on: Self.download).saved)
        #expect(try sandbox.read("scene.json") == Self.scene.replacingOccurrences(of: "72", with: "50"))
        let state = inspector.state(selection: Self.download, canvas: .init(appearance: .light))
        #expect(object(state)?["canUndo"] == .bool(true) && object(state)?["canRedo"] == .bool(true))
    }

    @Test func undoNeverOverwritesWhatSomeoneElseSetSince() throws {
        let (inspector, sandbox) = try inspector()
        #expect(inspector.perform(.set(key: "percent", text: "50"), on: Self.download).saved)
        #expect(inspector.perform(.set(key: "barColor", text: "red"), on: Self.download).saved)
        let outside = try sandbox.read("scene.json").replacingOccurrences(
            of: "\"percent\": 50", with: "\"percent\": 30")
        try sandbox.write("scene.json", outside)
        #expect(inspector.filesChanged(["scene.json"]))
        // The color was left as the change left it: it goes back, the rest of the file as it is.
        let color = inspector.perform(.undo, on: Self.download)
        #expect(color.saved, "\(color.message ?? "")")
        let undone = try sandbox.read("scene.json")
        #expect(undone == outside.replacingOccurrences(of: "\"#FF0000\"", with: "\"#0A84FF\""), "\(undone)")
        let percent = inspector.perform(.undo, on: Self.download)
        #expect(!percent.saved)
        #expect(percent.message == "cannot undo: percent was changed in the file since")
        #expect(try sandbox.read("scene.json").contains("\"percent\": 30"))
    }

    @Test func undoNeedsNoSelectedViewThatIsStillThere() throws {
        let (inspector, sandbox) = try inspector()
        #expect(inspector.perform(.set(key: "progress", text: "0.9"), on: .init(index: 2, id: nil)).saved)
        // Another program removes the view the page has selected; undo still finds its own.
        let edited = try sandbox.read("scene.json")
        let removed = edited.replacingOccurrences(of: #"      "id": "download","#, with: #"      "id": "gone","#)
        try sandbox.write("scene.json", removed)
        #expect(inspector.filesChanged(["scene.json"]))
        let undone = inspector.perform(.undo, on: Self.download)
        #expect(undone.saved, "\(undone.message ?? "")")
        #expect(try sandbox.read("scene.json") == removed.replacingOccurrences(of: "0.9", with: "0.5"))
    }

    @Test func aChangeOnDiskIsPickedUpAndTheSelectionKeptByID() throws {
        let (inspector, sandbox) = try inspector()
        let version = inspector.version
        // A view is added before the selected one: its id still finds it.
        let moved = Self.scene.replacingOccurrences(
            of: "\"subviews\": [\n",
            with:
                "\"subviews\": [\n    { \"class\": \"View\", \"frame\": { \"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1 } },\n"
        )
        try sandbox.write("scene.json", moved)
        #expect(inspector.filesChanged(["scene.json"]))
        #expect(inspector.version > version)
        #expect(inspector.resolved(Self.download) == WebInspector.Selection(index: 2, id: "download"))
        #expect(!inspector.filesChanged(["scene.json"]), "the same bytes are nothing new")
        #expect(!inspector.filesChanged(["other.json"]))
    }

    @Test func aViewWithoutAnIdIsNotChangedOnceTheViewsHaveChangedUnderIt() throws {
        let (inspector, sandbox) = try inspector()
        let seen = inspector.version
        // The page shows the id-less CustomProgress as view 3; a view is then added before it.
        let moved = Self.scene.replacingOccurrences(
            of: "    {\n      \"class\": \"CustomProgress\"",
            with:
                "    {\n      \"class\": \"CustomProgress\",\n      \"frame\": { \"x\": 0, \"y\": 0, \"width\": 5, \"height\": 5 }\n    },\n    {\n      \"class\": \"CustomProgress\""
        )
        try sandbox.write("scene.json", moved)
        #expect(inspector.filesChanged(["scene.json"]))
        let stale = WebInspector.Selection(index: 2, id: nil, className: "CustomProgress", seenVersion: seen)
        let outcome = inspector.perform(.set(key: "progress", text: "0.1"), on: stale)
        #expect(!outcome.saved)
        #expect(outcome.message == "the file's views changed since the page showed them; select the view again")
        #expect(try sandbox.read("scene.json") == moved)
        let fresh = WebInspector.Selection(
            index: 2, id: nil, className: "CustomProgress", seenVersion: inspector.version)
        #expect(inspector.perform(.set(key: "progress", text: "0.1"), on: fresh).saved)
    }

    @Test func aBrokenSaveKeepsTheLastPictureWithThePositionedErrors() throws {
        let (inspector, sandbox) = try inspector()
        let good = inspector.state(selection: Self.download, canvas: .init(appearance: .light))
        try sandbox.write("scene.json", "{\n  \"class\": \"View\",\n  \"frame\": \n}\n")
        #expect(inspector.filesChanged(["scene.json"]))
        let state = inspector.state(selection: Self.download, canvas: .init(appearance: .light))
        #expect(object(state)?["readable"] == .bool(false))
        let problems = array(object(state)?["problems"])
        let first = object(problems.first)
        #expect(first?["severity"] == .string("error"), "\(problems)")
        #expect(first?["line"].map { "\($0)".contains("scene.json:4:1: error") } == true, "\(problems)")
        #expect(object(object(state)?["canvas"])?["svg"] == object(object(good)?["canvas"])?["svg"])
        // Nothing is written over a file that does not read.
        let outcome = inspector.perform(.set(key: "percent", text: "10"), on: Self.download)
        #expect(!outcome.saved && outcome.message == EditSession.fileHasProblems)
        #expect(try sandbox.read("scene.json") == "{\n  \"class\": \"View\",\n  \"frame\": \n}\n")
    }

    @Test func aClassChangeIsUndoneWithTheAttributesItRemovedAfterOtherChanges() throws {
        let (inspector, sandbox) = try inspector()
        let second = WebInspector.Selection(index: 2, id: nil)
        let changed = inspector.perform(.className("MyProgressBar"), on: second)
        #expect(changed.saved)
        #expect(!(try sandbox.read("scene.json").contains("\"progress\"")))
        // Another program changes another view: the text the class change left is gone.
        let outside = try sandbox.read("scene.json").replacingOccurrences(
            of: "\"percent\": 72", with: "\"percent\": 30")
        try sandbox.write("scene.json", outside)
        #expect(inspector.filesChanged(["scene.json"]))
        let undone = inspector.perform(.undo, on: second)
        #expect(undone.saved, "\(undone.message ?? "")")
        let text = try sandbox.read("scene.json")
        #expect(text.contains("\"class\": \"CustomProgress\""), "\(text)")
        #expect(text.contains("\"progress\": 0.5"), "\(text)")
        #expect(text.contains("\"percent\": 30"), "what the other program set stays")
        // Redone, the attribute goes again; undone again, it comes back again.
        #expect(inspector.perform(.redo, on: second).saved)
        #expect(!(try sandbox.read("scene.json").contains("\"progress\"")))
        #expect(inspector.perform(.undo, on: second).saved)
        #expect(try sandbox.read("scene.json") == text)
    }

    @Test func undoShowsTheSceneOfTheChangeItUndoes() throws {
        let (sandbox, path, inspector) = try Self.exampleStoryboard()
        let before = try sandbox.bytes(path)
        #expect(inspector.showScene(1))
        let views = try #require(inspector.live.current?.allViews)
        let index = try #require(views.firstIndex { $0.node.className == "MyProgressBar" })
        let bar = WebInspector.Selection(index: index, id: views[index].node.id)
        #expect(inspector.perform(.set(key: "percent", text: "10"), on: bar).saved)
        #expect(try sandbox.bytes(path) != before)
        #expect(inspector.showScene(2))
        let undone = inspector.perform(.undo, on: .init(index: 0, id: nil))
        #expect(undone.saved, "\(undone.message ?? "")")
        #expect(try sandbox.bytes(path) == before)
        let state = inspector.state(selection: undone.selection, canvas: .init(appearance: .light))
        #expect(object(state)?["scene"] == .number(JSONNumber(1)))
        #expect(object(object(state)?["selected"])?["class"] == .string("MyProgressBar"))
    }

    /// A change the page sent before the inspector heard of another program's save that removed
    /// its view: the view the change names is looked for by its id in the file as it is, and the
    /// view now at its position, of the same class, is left alone.
    @Test func aChangeForAViewRemovedOnDiskIsNotWrittenIntoTheViewNowInItsPlace() throws {
        let twoBars = Self.scene.replacingOccurrences(
            of: #""class": "CustomProgress","#, with: #""id": "upload", "class": "MyProgressBar","#)
        let (inspector, sandbox) = try inspector(twoBars)
        let start = try #require(twoBars.range(of: "    {\n      \"id\": \"download\""))
        let end = try #require(twoBars.range(of: "    },\n", range: start.upperBound..<twoBars.endIndex))
        let removed = twoBars.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        try sandbox.write("scene.json", removed)
        let outcome = inspector.perform(.set(key: "barColor", text: "#FF0000"), on: Self.download)
        #expect(!outcome.saved)
        #expect(outcome.message?.contains("'download' is no longer") == true, "\(outcome.message ?? "")")
        #expect(try sandbox.read("scene.json") == removed)
    }
}
