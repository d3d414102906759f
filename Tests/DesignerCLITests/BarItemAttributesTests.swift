import Foundation
import Testing

/// The attributes of a scene's bar items, which its bars draw: a navigation item's, a bar button
/// item's and a tab bar item's `title`, a bar button item's `style`, a tab bar item's `badgeValue`.
@Suite("Bar item attributes") struct BarItemAttributesTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Itm-VC-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Itm-Sc-001">
                    <objects>
                        <viewController id="Itm-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Itm-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Inbox" image="tray" id="Itm-Tb-001"/>
                            <navigationItem key="navigationItem" title="Mail" id="Itm-Nv-001">
                                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="Itm-Bb-001"/>
                                <barButtonItem key="rightBarButtonItem" title="Send" style="done" id="Itm-Bb-002"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func inspectListsEachItemWithItsAttributes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["inspect", "-f", "Main.storyboard"])
        #expect(run.status == 0, "\(run)")
        for line in [
            "UITabBarItem 'Itm-Tb-001', not a view", "UINavigationItem 'Itm-Nv-001', not a view",
            "UIBarButtonItem 'Itm-Bb-002', not a view",
        ] {
            #expect(run.stdout.contains(line), "\(run.stdout)")
        }
        let get = sandbox.runInProcess([
            "get", "-f", "Main.storyboard", "Itm-Nv-001.title", "Itm-Bb-002.title", "Itm-Bb-002.style",
            "Itm-Bb-001.style", "Itm-Tb-001.title", "Itm-Tb-001.badgeValue",
        ])
        #expect(get == Run(status: 0, stdout: "Mail\nSend\ndone\nplain\nInbox\nnil\n", stderr: ""))
    }

    /// Each edit changes only the attribute it names, written where Xcode writes it; a value
    /// UIKit gives by default (`plain`, no title) is left out.
    @Test(arguments: [
        (
            ["Itm-Bb-001.title=Change", "Itm-Bb-001.style=done"],
            #"<barButtonItem key="leftBarButtonItem" systemItem="edit" id="Itm-Bb-001"/>"#,
            #"<barButtonItem key="leftBarButtonItem" title="Change" style="done" systemItem="edit" id="Itm-Bb-001"/>"#
        ),
        (
            ["Itm-Bb-002.style=plain", "Itm-Bb-002.title=nil"],
            #"<barButtonItem key="rightBarButtonItem" title="Send" style="done" id="Itm-Bb-002"/>"#,
            #"<barButtonItem key="rightBarButtonItem" id="Itm-Bb-002"/>"#
        ),
        (
            ["Itm-Nv-001.title=All & Sent"],
            #"<navigationItem key="navigationItem" title="Mail" id="Itm-Nv-001">"#,
            #"<navigationItem key="navigationItem" title="All &amp; Sent" id="Itm-Nv-001">"#
        ),
        (
            ["Itm-Tb-001.badgeValue=12", "Itm-Tb-001.title=Mail"],
            #"<tabBarItem key="tabBarItem" title="Inbox" image="tray" id="Itm-Tb-001"/>"#,
            #"<tabBarItem key="tabBarItem" title="Mail" image="tray" badgeValue="12" id="Itm-Tb-001"/>"#
        ),
    ])
    func setWritesInPlace(pairs: [String], before: String, after: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["set", "-f", "Main.storyboard"] + pairs)
        #expect(run.status == 0, "\(run)")
        #expect(try sandbox.read("Main.storyboard") == Self.storyboard.replacingOccurrences(of: before, with: after))
    }

    /// A value the attribute cannot take, or an attribute a bar item does not have, is refused
    /// and the file left as it was; one the file holds is an error at its place.
    @Test(arguments: [
        (
            "Itm-Bb-002.style=bold",
            "Error: Itm-Bb-002.style: 'bold' is not a BarButtonItemStyle; expected one of 'plain', 'done'"
        ),
        ("Itm-Nv-001.backgroundColor=red", "Error: UINavigationItem has no attribute 'backgroundColor'"),
    ])
    func badValuesAreRefused(pair: String, message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["set", "-f", "Main.storyboard", pair])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message + "\n"), "\(run.stderr)")
        #expect(try sandbox.read("Main.storyboard") == Self.storyboard)
    }

    @Test func aBadStyleInTheFileIsAnErrorAtItsPlace() throws {
        let sandbox = try Sandbox()
        let text = Self.storyboard.replacingOccurrences(of: #"style="done""#, with: #"style="bold""#)
        try sandbox.write("Main.storyboard", text)
        let run = sandbox.runInProcess(["check", "Main.storyboard"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "Main.storyboard:14:85: error: style: 'bold' is none of plain, done; it is left out [invalid-value]"),
            "\(run)")
    }
}
