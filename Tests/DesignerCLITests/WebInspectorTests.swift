import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// The inspector behind `designer serve`'s page: every change is `designer set`'s edit, undo
/// and redo put back exact bytes, and the file's own changes are picked up.
@Suite("Web inspector")
struct WebInspectorTests {
    static let scene = """
        {
          "class": "View",
          "frame": { "x": 0, "y": 0, "width": 320, "height": 120 },
          "attributes": { "backgroundColor": "#1C1C1E" },
          "subviews": [
            {
              "id": "download",
              "class": "MyProgressBar",
              "frame": { "x": 20, "y": 30, "width": 280, "height": 24 },
              "attributes": { "percent": 72, "barColor": "#0A84FF" }
            },
            {
              "class": "CustomProgress",
              "frame": { "x": 20, "y": 80, "width": 280, "height": 20 },
              "attributes": { "progress": 0.5 }
            }
          ]
        }

        """

    /// An inspector of `text` as `scene.json` in a sandbox of its own, which the caller keeps
    /// alive as long as it uses the inspector.
    func inspector(_ text: String = scene) throws -> (WebInspector, Sandbox) {
        let sandbox = try Sandbox()
        try sandbox.write("scene.json", text)
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        return (parts.inspector(parts.live("scene.json")), sandbox)
    }

    /// The scene's progress bar, selected by its id.
    static let download = WebInspector.Selection(index: 1, id: "download")

    /// A finished animation still counts as playing once, so that the live commands draw its
    /// end however late their last frame was drawn; then it is over.
    @Test func anAnimationEndsOnTheDocumentItself() throws {
        let sandbox = try Sandbox()
        try sandbox.write("scene.json", Self.scene)
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        var live = parts.live("scene.json")
        _ = live.reload(parts.documents, parts.project.registry, parts.writer, now: 0)
        let changed = Self.scene.replacingOccurrences(of: #""progress": 0.5"#, with: #""progress": 0.9"#)
        try sandbox.write("scene.json", changed)
        let reloaded = live.reload(parts.documents, parts.project.registry, parts.writer, now: 1)
        #expect(reloaded)
        let (playing, ended, over) = (live.isAnimating(at: 1.1), live.isAnimating(at: 100), live.isAnimating(at: 100))
        #expect(playing && ended, "the end is still to be drawn")
        #expect(!over)
    }

    /// `value`'s object, if it is one.
    func object(_ value: JSONValue?) -> JSONObject? {
        if case .object(let object)? = value { return object }
        return nil
    }

    /// `value`'s array, or none.
    func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let values)? = value { return values }
        return []
    }

    /// The attribute `name` of the selected view, as the page is sent it.
    private func attribute(_ name: String, in state: JSONValue) -> JSONObject? {
        let sections = array(object(object(state)?["selected"])?["sections"])
        for section in sections {
            for attribute in array(object(section)?["attributes"]) where object(attribute)?["name"] == .string(name) {
                return object(attribute)
            }
        }
        return nil
    }

    /// A scene under an opaque navigation bar is drawn as its screen, the bar above its root
    /// view: the outline places the root where the canvas draws it, below the bar.
    @Test func theOutlineOfASceneUnderAnOpaqueBarIsPlacedOnItsScreen() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Opq-Nc-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Opq-Sc-001">
                        <objects>
                            <navigationController id="Opq-Nc-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Opq-Nb-001">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Opq-Vc-001" kind="relationship" relationship="rootViewController" id="Opq-Sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Opq-Sc-002">
                        <objects>
                            <viewController id="Opq-Vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Opq-Vw-001">
                                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                </view>
                                <navigationItem key="navigationItem" title="Opaque" id="Opq-Ni-001"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", storyboard)
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        let inspector = parts.inspector(parts.live("Main.storyboard"))
        let state = inspector.state(
            selection: WebInspector.Selection(index: 0, id: "Opq-Vw-001"), canvas: .init(appearance: .light))
        let views = array(object(state)?["views"])
        #expect(
            object(views.first)?["frame"].map { "\($0.serialized)" }
                == #"{"x": 0, "y": 64, "width": 375, "height": 603}"#)
        let canvas = try #require(object(object(state)?["canvas"]))
        #expect(canvas["width"] == .number(JSONNumber(375)) && canvas["height"] == .number(JSONNumber(667)))
    }

    @Test func theStateHasTheOutlineTheInspectorsAndTheCanvas() throws {
        let (inspector, sandbox) = try inspector()
        defer { withExtendedLifetime(sandbox) {} }
        let state = inspector.state(selection: Self.download, canvas: .init(appearance: .light))
        let views = array(object(state)?["views"])
        #expect(views.count == 3)
        // Frames are placed on the canvas: the root at the origin, a subview inside its parent.
        #expect(
            object(views[1])?["frame"].map { "\($0.serialized)" } == #"{"x": 20, "y": 30, "width": 280, "height": 24}"#)
        #expect(object(views[1])?["depth"] == .number(JSONNumber(1)))
        let percent = try #require(attribute("percent", in: state))
        #expect(percent["label"] == .string("Percent"))
        #expect(percent["control"] == .string("number"))
        #expect(percent["integer"] == .bool(true))
        #expect(percent["value"] == .number(JSONNumber(72)))
        #expect(percent["minimum"] == .number(JSONNumber(0)) && percent["maximum"] == .number(JSONNumber(100)))
        #expect(percent["state"] == .string("set"))
        let color = try #require(attribute("barColor", in: state))
        #expect(color["control"] == .string("color"))
        #expect(color["light"] == .string("#0a84ffff"))
        let canvas = try #require(object(object(state)?["canvas"]))
        guard case .string(let svg)? = canvas["svg"] else {
            Issue.record("no SVG")
            return
        }
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(canvas["width"] == .number(JSONNumber(320)))
    }

    @Test func theIdentityInspectorNamesTheWrittenAttributesTheClassDoesNotHave() throws {
        let text = Self.scene.replacingOccurrences(
            of: ##""percent": 72, "barColor": "#0A84FF""##,
            with: #""percent": 72, "progress": 0.5, "layer.cornerRadius": 4"#)
        let (inspector, sandbox) = try inspector(text)
        defer { withExtendedLifetime(sandbox) {} }
        let state = inspector.state(selection: Self.download, canvas: .init(appearance: .light))
        // layer.cornerRadius is cornerRadius by the name Interface Builder writes it.
        #expect(object(object(state)?["selected"])?["notApplicable"] == .array([.string("progress")]))
    }

    /// The page says a clamped value beside its field from the outcome, as `set` says it.
    @Test(
        arguments: [
            ("150", 100, "150 is outside 0...100; using 100"), ("-5", 0, "-5 is outside 0...100; using 0"),
            ("40", 40, nil),
        ] as [(String, Int, String?)])
    func aClampedValueIsSavedClampedAndSaysSo(typed: String, saved: Int, clamping: String?) throws {
        let (inspector, sandbox) = try inspector()
        let outcome = inspector.perform(.set(key: "percent", text: typed), on: Self.download)
        #expect(outcome.saved && outcome.clamping == clamping)
        #expect(try sandbox.read("scene.json") == Self.scene.replacingOccurrences(of: "72", with: "\(saved)"))
        let undone = inspector.perform(.undo, on: Self.download)
        #expect(undone.saved && undone.clamping == nil)
    }

    @Test func theImagePickerOffersAStoryboardTheNamesOfItsAssetCatalogsImages() throws {
        let storyboard = ExamplesTests.examples.appendingPathComponent(
            "ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard")
        let parts = CommandParts(CommandContext(registry: .shipped), document: storyboard.path)
        #expect(parts.inspector(parts.live(storyboard.path)).imageChoices() == ["track"])
    }

    /// The example app's storyboard, copied into a sandbox, in an inspector of its own.
    static func exampleStoryboard() throws -> (sandbox: Sandbox, path: String, inspector: WebInspector) {
        let sandbox = try Sandbox()
        let project = ExamplesTests.examples.appendingPathComponent("ProgressDemo")
        try FileManager.default.copyItem(at: project, to: sandbox.url.appendingPathComponent("ProgressDemo"))
        let path = "ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard"
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path), document: path)
        return (sandbox, path, parts.inspector(parts.live(path)))
    }

    @Test func aStoryboardsScenesAreListedAndEachCanBeShown() throws {
        let (sandbox, path, inspector) = try Self.exampleStoryboard()
        let before = try sandbox.bytes(path)
        let first = inspector.state(selection: .init(index: 0, id: nil), canvas: .init(appearance: .light))
        let scenes = array(object(first)?["scenes"]).count
        #expect(scenes == 3)
        let shown = try #require(
            object(first)?["scene"].flatMap { if case .number(let n) = $0 { Int(n.literal) } else { nil } })
        let other = shown == 1 ? 2 : 1
        #expect(inspector.showScene(other))
        let second = inspector.state(selection: .init(index: 0, id: nil), canvas: .init(appearance: .light))
        #expect(object(second)?["scene"] == .number(JSONNumber(other)))
        #expect(object(second)?["views"] != object(first)?["views"])
        #expect(!inspector.showScene(7))
        #expect(!inspector.showScene(0), "the navigation controller's scene has no view of its own")
        #expect(try sandbox.bytes(path) == before, "showing a scene changes nothing in the file")
    }

    @Test func aValueOutsideTheRangeIsClampedAndSaidSo() throws {
        let (inspector, sandbox) = try inspector()
        let outcome = inspector.perform(.set(key: "percent", text: "150"), on: Self.download)
        #expect(outcome.saved)
        #expect(outcome.message?.contains("150") == true)
        #expect(try sandbox.read("scene.json").contains("\"percent\": 100"))
    }

    @Test(arguments: [
        (WebInspector.Change.set(key: "percent", text: "lots"), "'lots'"),
        (.set(key: "barColour", text: "#FF0000"), "has no attribute 'barColour'"),
        (.className("NoSuchView"), "unknown class 'NoSuchView'"),
        (.frame(Rect(x: 0, y: 0, width: -5, height: 20)), "negative width"),
        (.reset(key: "nothing"), "has no attribute 'nothing'"),
        (.undo, "nothing to undo"),
    ])
    func aChangeThatCannotBeMadeSaysWhyAndLeavesTheFile(change: WebInspector.Change, says: String) throws {
        let (inspector, sandbox) = try inspector()
        let before = try sandbox.bytes("scene.json")
        let outcome = inspector.perform(change, on: Self.download)
        #expect(!outcome.saved)
        #expect(outcome.message?.contains(says) == true, "\(outcome.message ?? "no message")")
        #expect(try sandbox.bytes("scene.json") == before)
    }

    @Test func theFrameAndTheClassAreSetAsDesignerSetSetsThem() throws {
        let (inspector, sandbox) = try inspector()
        let second = WebInspector.Selection(index: 2, id: nil)
        #expect(inspector.perform(.frame(Rect(x: 10, y: 80, width: 300, height: 20)), on: second).saved)
        #expect(try sandbox.read("scene.json").contains(#""frame": { "x": 10, "y": 80, "width": 300, "height": 20 }"#))
        let changed = inspector.perform(.className("MyProgressBar"), on: second)
        #expect(changed.saved)
        // The attribute the new class does not have is removed, and the message says so.
        #expect(changed.message?.contains("progress") == true)
        #expect(!(try sandbox.read("scene.json").contains("\"progress\"")))
        #expect(inspector.perform(.undo, on: second).saved)
        #expect(inspector.perform(.undo, on: second).saved)
        #expect(try sandbox.read("scene.json") == Self.scene)
    }

    @Test func aChangeOfAnAnimatedAttributeSendsItsAnimation() throws {
        let (inspector, sandbox) = try inspector()
        defer { withExtendedLifetime(sandbox) {} }
        #expect(inspector.perform(.set(key: "progress", text: "0.9"), on: .init(index: 2, id: nil)).saved)
        let canvas = try #require(inspector.canvas(.init(appearance: .light)))
        let animation = try #require(canvas.animation)
        #expect(animation.svg.contains("<set"))
        #expect(animation.duration > 0)
    }

    @Test func variantsAndTheDarkAppearanceAreDrawnOnRequest() throws {
        let text = Self.scene.replacingOccurrences(
            of: "\"#1C1C1E\" },", with: "\"systemBackground\" },"
        )
        .replacingOccurrences(
            of: "  \"subviews\"", with: "  \"variants\": { \"empty\": { \"download.percent\": 0 } },\n  \"subviews\"")
        let (inspector, sandbox) = try inspector(text)
        defer { withExtendedLifetime(sandbox) {} }
        #expect(inspector.hasDarkAppearance())
        let light = try #require(inspector.canvas(.init(appearance: .light)))
        let dark = try #require(inspector.canvas(.init(appearance: .dark)))
        #expect(light.svg != dark.svg)
        let empty = try #require(inspector.canvas(.init(appearance: .light, variant: "empty")))
        #expect(empty.svg != light.svg && empty.problem == nil)
        let missing = try #require(inspector.canvas(.init(appearance: .light, variant: "full")))
        #expect(missing.problem == "the document has no variant 'full'")
    }
}
