import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

/// A document read and resolved, as the live commands hold it.
private func resolved(_ text: String) throws -> ResolvedDocument {
    let reading = Document.read(SourceText(name: "t.json", text: text))
    let document = try #require(reading.document, "\(reading.diagnostics)")
    return ResolvedDocument(document, registry: .progressBars, unknownClass: .warning)
}

private let scene = """
    {"class": "View", "frame": {"x": 0, "y": 0, "width": 300, "height": 100}, "subviews": [
      {"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20},
       "attributes": {"percent": 150, "color": "#FFFFFF", "barColor": "nope", "barBgColor": "#000000"}},
      {"id": "ghost", "class": "Ghost", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
      {"id": "upload", "class": "CustomProgress", "frame": {"x": 0, "y": 30, "width": 200, "height": 20}}
    ]}
    """

/// The one model of the inspector that `inspect`, `inspect --json` and `edit` draw.
@Suite("The inspector model says how each value was given, as every front end shows it")
struct InspectorModelTests {
    @Test func eachAttributeSaysHowTheDocumentGaveItsValue() throws {
        let document = try resolved(scene)
        let bar = InspectedView(try #require(document.allViews.first { $0.node.id == "bar" }))
        #expect(bar.sections.map(\.title) == ["My Progress Bar", "View"])
        func entry(_ name: String) throws -> InspectedView.Entry {
            try bar.entry(for: #require(bar.attributes.first { $0.name == name }))
        }
        #expect(
            try entry("percent")
                == .init(value: AttributeValue(100), state: .clamped(written: .number(JSONNumber(150)))))
        #expect(try entry("color").state == .isDefault, "written as the default")
        #expect(try entry("barColor").state == .invalid(written: .string("nope")))
        #expect(try entry("barColor").value == AttributeValue(Color.orange), "the default is in effect")
        #expect(try entry("barBgColor") == .init(value: AttributeValue(Color.black), state: .set))
        #expect(try entry("alpha").isDefault, "left out")
    }

    @Test func aValueClampedToTheDefaultIsClampedNotTheDefault() throws {
        let document = try resolved(
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"alpha": 5}}"#)
        let root = InspectedView(document.root)
        let alpha = try #require(root.attributes.first { $0.name == "alpha" })
        #expect(
            root.entry(for: alpha)
                == .init(value: AttributeValue(1.0), state: .clamped(written: .number(JSONNumber(5)))))
    }

    /// A value written by one of UIKit's key paths is shown as invalid or clamped as it would be
    /// by the attribute's own name, and found by position as by attribute.
    @Test func keyPathsAreInvalidOrClampedAsTheirAttributes() throws {
        let document = try resolved(
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"layer.borderWidth": "x", "layer.shadowOpacity": 3}}"#
        )
        let root = InspectedView(document.root)
        let attributes = root.attributes
        let width = try #require(attributes.firstIndex { $0.name == "borderWidth" })
        let opacity = try #require(attributes.firstIndex { $0.name == "shadowOpacity" })
        #expect(root.entry(for: attributes[width]).state == .invalid(written: .string("x")))
        #expect(root.entry(for: attributes[opacity]).state == .clamped(written: .number(JSONNumber(3))))
        #expect(!root.isLeftOut(at: width) && !root.isLeftOut(at: opacity))
        #expect(attributes.indices.map(root.entry(at:)) == attributes.map(root.entry(for:)))
    }

    @Test func aViewOfAnUnknownClassHasNoAttributes() throws {
        let ghost = InspectedView(try #require(try resolved(scene).allViews.first { $0.node.id == "ghost" }))
        #expect(ghost.componentClass == nil)
        #expect(ghost.sections.isEmpty && ghost.attributes.isEmpty)
    }

    @Test func aViewReadOnItsOwnIsInspectedAsTheWholeDocumentIs() throws {
        let whole = try resolved(scene)
        let node = try #require(whole.document.view(withID: "bar"))
        let alone = InspectedView(node, ResolvedDocument.resolve(node, in: whole.document, registry: .progressBars))
        let inWhole = InspectedView(try #require(whole.allViews.first { $0.node.id == "bar" }))
        #expect(alone.attributes.map(alone.entry) == inWhole.attributes.map(inWhole.entry))
    }
}

/// The edit session: intents in, edits out, undo and redo replayed, with no keys or terminal.
@Suite("Edit session")
struct EditSessionTests {
    /// The session with the progress bar (view 2 of 4) selected.
    private func session(on document: ResolvedDocument) -> EditSession {
        var session = EditSession()
        _ = session.perform(.selectView(by: 1), in: document)
        return session
    }

    @Test func stepsMoveTheSelectedValueWithinItsRange() throws {
        let document = try resolved(scene)
        var session = session(on: document)
        guard case .write(let down) = session.perform(.step(-10), in: document) else {
            Issue.record("no edit")
            return
        }
        #expect(down.attribute == "percent" && down.value == .number(JSONNumber(90)) && down.view == 1)
        #expect(session.perform(.step(1), in: document) == .none, "100 is the end of the range")
        #expect(session.message == "percent is already 100, at the end of its range")
    }

    @Test func textIsReadAndClampedAsSetReadsIt() throws {
        let document = try resolved(scene)
        var session = session(on: document)
        guard case .write(let edit) = session.perform(.set(text: "-5"), in: document) else {
            Issue.record("no edit")
            return
        }
        #expect(edit.value == .number(JSONNumber(0)))
        #expect(edit.clamping == "-5 is outside 0...100; using 0")
        #expect(session.perform(.set(text: "lots"), in: document) == .none)
        #expect(session.message == "'lots' is not an Int; expected a whole number such as 42")
    }

    @Test func toggleSwitchesOnlyABool() throws {
        let document = try resolved(scene)
        var session = session(on: document)
        #expect(session.perform(.toggle, in: document) == .none)
        #expect(session.message == "space toggles a Bool; percent is Int")
        let hidden = try #require(session.selectedView(in: document)?.attributes.firstIndex { $0.name == "isHidden" })
        _ = session.perform(.selectAttribute(by: hidden), in: document)
        guard case .write(let edit) = session.perform(.toggle, in: document) else {
            Issue.record("no edit")
            return
        }
        #expect(edit.attribute == "isHidden" && edit.value == .bool(true))
    }

    @Test func undoAndRedoReplayTheTextsOfAChange() throws {
        let document = try resolved(scene)
        var session = session(on: document)
        #expect(session.perform(.undo, in: document) == .none)
        #expect(session.message == "nothing to undo")
        guard case .write(let reset) = session.perform(.reset, in: document) else {
            Issue.record("no edit")
            return
        }
        #expect(reset.value == nil && reset.purpose == .change)
        let texts = EditSession.Texts(expected: Array("before".utf8), replacement: Array("after".utf8))
        session.wrote(reset, before: .number(JSONNumber(150)), texts: texts)
        #expect(session.message == "saved: percent = its default")
        // The file as the reset left it; undo replays only onto the value the change left.
        let afterReset = try resolved(scene.replacing(#""percent": 150, "#, with: ""))
        guard case .write(let undo) = session.perform(.undo, in: afterReset) else {
            Issue.record("no undo")
            return
        }
        #expect(undo.purpose == .undo && undo.value == .number(JSONNumber(150)) && undo.viewID == "bar")
        #expect(undo.restoring == EditSession.Texts(expected: texts.replacement, replacement: texts.expected))
        session.wrote(undo, before: nil, texts: texts)
        guard case .write(let redo) = session.perform(.redo, in: document) else {
            Issue.record("no redo")
            return
        }
        #expect(redo.purpose == .redo && redo.value == nil && redo.restoring == texts)
    }

    @Test func theSelectionFollowsItsViewByIDWhenTheFileChanges() throws {
        let old = try resolved(scene)
        var session = session(on: old)
        // The bar moves after the upload view.
        let moved = try resolved(
            """
            {"class": "View", "frame": {"x": 0, "y": 0, "width": 300, "height": 100}, "subviews": [
              {"id": "upload", "class": "CustomProgress", "frame": {"x": 0, "y": 30, "width": 200, "height": 20}},
              {"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}}
            ]}
            """)
        #expect(session.follow(from: old, to: moved) == .kept)
        #expect(session.viewIndex == 2)
        let gone = try resolved(#"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#)
        #expect(session.follow(from: moved, to: gone) == .viewGone)
        #expect(session.message == "the view 'bar' is no longer in the file")
    }

    @Test func viewsGoRoundBothWays() throws {
        let document = try resolved(scene)
        var session = EditSession()
        _ = session.perform(.selectView(by: -1), in: document)
        #expect(session.viewIndex == 3)
        _ = session.perform(.selectView(by: 1), in: document)
        #expect(session.viewIndex == 0)
    }
}
