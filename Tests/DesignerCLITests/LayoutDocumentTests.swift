import Foundation
import Testing

@testable import DesignerCLI

/// `designer layout` on documents that are out of the ordinary: a storyboard with no view to lay
/// out, one that cannot be read (with `--json`), one saved for a device designer does not know,
/// Xcode 8's frames written as insets, and saved frames out of range.
@Suite struct LayoutDocumentTests {
    /// A storyboard whose only scene is a tab bar controller's, as Xcode saves one: no
    /// `<view key="view">`, its tab bar the one view it holds.
    static let tabsOnly = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Tab-aa-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Scn-tb-001">
                    <objects>
                        <tabBarController id="Tab-aa-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="Bar-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-tb-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
            </scenes>
        </document>

        """

    /// Xcode opens a storyboard of controllers without views: it is listed as having nothing
    /// to lay out, not refused, and `--update` leaves it as it is.
    @Test(arguments: [
        ([String](), "Tabs.storyboard has no scene with a view to lay out.\n"),
        (["--update"], "Tabs.storyboard has no scene with a view to lay out; nothing was written.\n"),
        (["--json"], #"{"device": null, "scenes": [], "problems": []}"#),
    ])
    func aStoryboardWithoutViewsHasNothingToLayOut(_ arguments: [String], _ expected: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Tabs.storyboard", Self.tabsOnly)
        let run = sandbox.runInProcess(["layout", "-f", "Tabs.storyboard"] + arguments)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty)
        if arguments == ["--json"] {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSDictionary)
            let wanted = try #require(try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary)
            #expect(object == wanted)
        } else {
            #expect(run.stdout == expected)
        }
        #expect(try sandbox.read("Tabs.storyboard") == Self.tabsOnly)
    }

    /// A document that cannot be read fails with `--json` as a constraint's error does: the
    /// listing's JSON, with no scenes and the errors among its problems.
    @Test func aDocumentErrorIsJSONWithJSON() throws {
        let sandbox = try Sandbox()
        let twice = LayoutFixture.headerOnly.replacingOccurrences(of: #"id="Dot-aa-001""#, with: #"id="Box-aa-001""#)
        try sandbox.write("Header.storyboard", twice)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["scenes"] as? [Any] != nil && (object["scenes"] as? [Any])?.isEmpty == true)
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(
            problems.contains { ($0["severity"] as? String) == "error" && ($0["line"] as? Int) != nil }, "\(problems)")
        #expect(run.stderr.isEmpty)
    }

    /// Update Frames rounds each frame to the pixels of the document's device: for a device
    /// designer does not know, whose scale it cannot know, `--update` writes nothing.
    @Test func updateRefusesADeviceItDoesNotKnow() throws {
        let sandbox = try Sandbox()
        let unknown = LayoutFixture.headerOnly.replacingOccurrences(
            of: #"<device id="retina4_7""#, with: #"<device id="retina9_9""#)
        try sandbox.write("Header.storyboard", unknown)
        let run = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "Header.storyboard:3:17: error: --update does not write frames for 'retina9_9', a device designer does not know"
            ), "\(run)")
        #expect(try sandbox.read("Header.storyboard") == unknown)
        #expect(sandbox.runInProcess(["layout", "-f", "Header.storyboard"]).status == 0)
        // With --json, the refusal is among the listing's problems, as a constraint's error is.
        let json = sandbox.runInProcess(["layout", "-f", "Header.storyboard", "--update", "--json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(problems.map { $0["rule"] as? String } == ["layout-unknown-device"])
        #expect(try sandbox.read("Header.storyboard") == unknown)
    }

    /// A top-level view 375 x 600 holding a view whose frame is Xcode 8's `frameInset`.
    static func inset(_ attributes: String, constraints: String = "") -> String {
        IBFixture.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="box">
                                <frame key="frameInset" \(attributes)/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>\(constraints)
                    </view>

            """)
    }

    /// The saved frame of Xcode 8's insets: from the near edges, from the far ones, or both.
    @Test(arguments: [
        (#"minX="15" width="345" height="43.5""#, [15, 0, 345, 43.5]),
        (#"width="375" height="43.5""#, [0, 0, 375, 43.5]),
        (#"minX="16" maxX="24" minY="10" maxY="40""#, [16, 10, 335, 550]),
        (#"maxX="20" width="100" maxY="30" height="50""#, [255, 520, 100, 50]),
    ])
    func xcode8FrameInsetsAreTheSavedFrame(_ attributes: String, _ expected: [Double]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Old.xib", Self.inset(attributes))
        let run = sandbox.runInProcess(["layout", "-f", "Old.xib", "--json"])
        #expect(run.status == 0, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let views = try #require((object["scenes"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "box" })
        let saved = try #require(box["savedFrame"] as? [String: Double])
        #expect(["x", "y", "width", "height"].map { saved[$0] } == expected)
    }

    /// `--update` does not write a second frame beside Xcode 8's insets, nor rewrite them.
    @Test func updateRefusesXcode8FrameInsets() throws {
        let sandbox = try Sandbox()
        let text = Self.inset(
            #"minX="15" width="345" height="43.5""#,
            constraints: """

                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="345" id="c3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="43.5" id="c4"/>
                        </constraints>
                """
        )
        .replacingOccurrences(
            of: #"<view contentMode="scaleToFill" id="box">"#,
            with: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#)
        try sandbox.write("Old.xib", text)
        let run = sandbox.runInProcess(["layout", "-f", "Old.xib", "--update"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("Xcode 8's format"), "\(run)")
        #expect(try sandbox.read("Old.xib") == text)
    }

    /// A JSON document's frames are its layout on every device: asking for one is said to change nothing.
    @Test(arguments: ["layout", "render"])
    func aDeviceAskedOfAJSONDocumentIsANote(_ command: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("box.json", #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}"#)
        let output = command == "render" ? ["-o", "box.svg"] : []
        let run = sandbox.runInProcess([command, "-f", "box.json", "--device", "retina4_0"] + output)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr
                == "note: box.json is a JSON document: its frames are its layout on every device; --device and --orientation change nothing\n"
        )
        #expect(sandbox.runInProcess([command, "-f", "box.json"] + output).stderr.isEmpty)
    }

    /// A saved frame's number that is a number, but beyond what a frame holds, is said to be so.
    @Test(arguments: [
        (#"y="1e308""#, "frame y '1e308' is out of range (at most 1000000000 points either way)"),
        (#"y="12abc""#, "frame y '12abc' is not a number"),
    ])
    func aSavedFrameOutOfRangeIsSaidToBe(_ value: String, _ message: String) throws {
        let sandbox = try Sandbox()
        let text = XMLReadingTests.document().replacingOccurrences(of: #"y="70""#, with: value)
        try sandbox.write("t.xib", text)
        let run = sandbox.runInProcess(["layout", "-f", "t.xib"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: \(message)"), "\(run)")
    }
}
