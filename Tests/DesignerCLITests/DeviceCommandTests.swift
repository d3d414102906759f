import DesignerCore
import Foundation
import Graphics
import Layout
import Testing

@testable import DesignerCLI

/// `--device` and `--orientation` on the commands that draw: the document laid out on that screen,
/// by default on the device it was saved for, and a usage error for a device that is none.
@Suite("Device commands")
struct DeviceCommandTests {
    /// A scene saved on an iPhone SE (`retina4_7`, 375 × 667, 20 points of status bar): a bar 16
    /// points in from the safe area's sides, 8 below its top, 44 tall.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Dev-VC-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="Dev-Sc-001">
                    <objects>
                        <viewController id="Dev-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                                        <rect key="frame" x="16" y="28" width="343" height="44"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="Dev-C-04"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Dev-SA-001"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="Dev-SA-001" secondAttribute="leading" constant="16" id="Dev-C-01"/>
                                    <constraint firstItem="Dev-SA-001" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="Dev-C-02"/>
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="Dev-SA-001" secondAttribute="top" constant="8" id="Dev-C-03"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The frames `inspect --json` gives the root and the bar, as `x y width height`.
    private static func frames(_ sandbox: Sandbox, _ options: [String]) throws -> [String: String] {
        let run = sandbox.runInProcess(["inspect", "-f", "Main.storyboard", "--json"] + options)
        try #require(run.status == 0, "\(run)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var frames: [String: String] = [:]
        for case let view as [String: Any] in json["views"] as? [Any] ?? [] {
            guard let id = view["id"] as? String, let frame = view["frame"] as? [String: Double] else { continue }
            frames[id] = ["x", "y", "width", "height"].map { String(format: "%g", frame[$0] ?? .nan) }
                .joined(separator: " ")
        }
        return frames
    }

    @Test(arguments: [
        ([], "0 0 375 667", "16 28 343 44"),
        (["--device", "ipad9_7"], "0 0 768 1024", "16 28 736 44"),
        (["--device", "iPhone 15 Pro"], "0 0 393 852", "16 67 361 44"),
        (["--device", "retina6_1", "--orientation", "landscape"], "0 0 896 414", "64 8 768 44"),
        (["--orientation", "landscape"], "0 0 667 375", "16 8 635 44"),
        (["--device", "800x600"], "0 0 800 600", "16 8 768 44"),
    ])
    func inspectShowsTheFramesOnTheDevice(_ options: [String], root: String, bar: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        #expect(try Self.frames(sandbox, options) == ["root": root, "bar": bar])
        #expect(try sandbox.read("Main.storyboard") == Self.storyboard)
    }

    @Test(arguments: [(["--device", "ipad9_7"], 768, 1024), (["--orientation", "landscape"], 667, 375)])
    func renderDrawsTheScreenOfTheDevice(_ options: [String], width: Int, height: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["render", "-f", "Main.storyboard", "--format", "svg"] + options)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(#"width="\#(width)" height="\#(height)""#))
    }

    /// Every command that draws takes the options, and refuses a device that is none before it
    /// reads, draws, serves or watches anything.
    @Test(arguments: ["render", "inspect", "snapshot", "watch", "edit", "serve"])
    func aWrongDeviceIsAUsageErrorOfEveryCommandThatDraws(_ command: String) throws {
        let spec = try #require(DesignerCLI.commands.first { $0.spec.name == command }?.spec)
        #expect(spec.options.contains { $0.name == "device" })
        #expect(spec.options.contains { $0.name == "orientation" })
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", AppearanceCommandTests.document)
        let run = sandbox.runInProcess([command, "--device", "iphone 15 pr"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: "))
        #expect(run.stderr.contains("'iphone 15 pr' is not a device"))
        #expect(run.stderr.contains("Did you mean 'iPhone 15 Pro'?"))
        #expect(run.stderr.contains("Usage: designer \(command) "))
        #expect(try sandbox.read("designer.json") == AppearanceCommandTests.document)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("__snapshots__")))
    }

    /// A JSON document has no constraints: its frames are its own on every device, which a
    /// note says.
    @Test func aJSONDocumentKeepsItsFramesOnEveryDevice() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", AppearanceCommandTests.document)
        let saved = sandbox.runInProcess(["render", "--format", "text"])
        for device in ["ipad12_9rounded", "retina3_5", "1000x20"] {
            let run = sandbox.runInProcess(["render", "--format", "text", "--device", device])
            #expect(run.status == saved.status && run.stdout == saved.stdout)
            #expect(run.stderr.hasPrefix("note: designer.json is a JSON document: its frames are its layout"))
        }
    }

    /// `watch`, `edit` and `serve` keep one layout session across versions of the file: each save
    /// is laid out again; and the page's device menu lays the scene out on another screen.
    @Test func aLiveDocumentIsLaidOutAgainAfterEachSaveAndOnTheScreenThePageChooses() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        func bar(_ live: LiveDocument) -> Rect? {
            live.current?.document.allViews.first { $0.id == "bar" }?.frame
        }
        var live = parts.live("Main.storyboard")
        live.reload(parts.documents, parts.project.registry, parts.writer, now: 0)
        #expect(bar(live) == Rect(x: 16, y: 28, width: 343, height: 44))
        // The saved frame stays as it was: the bar is where its constraint now puts it.
        try sandbox.write(
            "Main.storyboard",
            Self.storyboard.replacingOccurrences(
                of: #"constant="8" id="Dev-C-03""#, with: #"constant="30" id="Dev-C-03""#))
        live.reload(parts.documents, parts.project.registry, parts.writer, now: 1)
        #expect(bar(live) == Rect(x: 16, y: 50, width: 343, height: 44))

        let inspector = parts.inspector(parts.live("Main.storyboard"))
        inspector.showScreen(ScreenChoice(named: try ScreenChoice.Named("ipad9_7"), orientation: .landscape))
        #expect(bar(inspector.live) == Rect(x: 16, y: 50, width: 992, height: 44))
        #expect(inspector.live.current?.document.root.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    }
}
