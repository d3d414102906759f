import DesignerCore
import Foundation
import Inspectable
import Testing

/// `designer render --accessibility`: the scene beside the legend of what VoiceOver reads there.
@Suite("Accessibility picture")
struct AccessibilityPictureTests {
    /// A tab bar controller whose first tab is a navigation controller showing "Profile", with
    /// an Edit button and an image button on its bar: a photo made an element, a name made a
    /// heading, a hidden label and a transparent one, a switch a few points above the label
    /// beside it, a disabled slider at half its range, a text field with a placeholder and a
    /// text, a segmented control with its second segment selected, and a selected button with a hint.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tab-ctl-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tab-scn-001">
                    <objects>
                        <tabBarController id="tab-ctl-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-ctl-001" kind="relationship" relationship="viewControllers" id="seg-tab-001"/>
                                <segue destination="oth-ctl-001" kind="relationship" relationship="viewControllers" id="seg-tab-002"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="nav-scn-001">
                    <objects>
                        <navigationController id="nav-ctl-001" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Profile" id="tbi-pro-001"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar-001">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="pro-ctl-001" kind="relationship" relationship="rootViewController" id="seg-nav-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="pro-scn-001">
                    <objects>
                        <viewController id="pro-ctl-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pro-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="avatar">
                                        <rect key="frame" x="20" y="110" width="60" height="60"/>
                                        <accessibility key="accessibilityConfiguration" label="Your photo">
                                            <bool key="isElement" value="YES"/>
                                        </accessibility>
                                    </imageView>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada Lovelace" lineBreakMode="tailTruncation" id="name">
                                        <rect key="frame" x="96" y="120" width="250" height="30"/>
                                        <accessibility key="accessibilityConfiguration">
                                            <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                                        </accessibility>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hidden" lineBreakMode="tailTruncation" hidden="YES" id="hidden">
                                        <rect key="frame" x="20" y="180" width="200" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" alpha="0.0" contentMode="left" text="Transparent" lineBreakMode="tailTruncation" id="clear">
                                        <rect key="frame" x="220" y="180" width="150" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="NO" id="notify">
                                        <rect key="frame" x="345" y="206" width="51" height="31"/>
                                    </switch>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Notifications" lineBreakMode="tailTruncation" id="notifyLabel">
                                        <rect key="frame" x="20" y="211" width="200" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" enabled="NO" value="25" minValue="0.0" maxValue="50" id="volume">
                                        <rect key="frame" x="18" y="250" width="378" height="31"/>
                                        <accessibility key="accessibilityConfiguration" label="Volume"/>
                                    </slider>
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ada" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" id="field">
                                        <rect key="frame" x="20" y="300" width="374" height="34"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="period">
                                        <rect key="frame" x="20" y="350" width="374" height="32"/>
                                        <segments>
                                            <segment title="Day"/>
                                            <segment title="Week"/>
                                        </segments>
                                    </segmentedControl>
                                    <button opaque="NO" contentMode="scaleToFill" selected="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="save">
                                        <rect key="frame" x="20" y="400" width="374" height="44"/>
                                        <accessibility key="accessibilityConfiguration" hint="Keeps your changes"/>
                                        <state key="normal" title="Save"/>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <navigationItem key="navigationItem" title="Profile" id="pro-nav-001">
                                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="itm-edt-001"/>
                                <barButtonItem key="rightBarButtonItem" image="gear" id="itm-gea-001"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="oth-scn-001">
                    <objects>
                        <viewController id="oth-ctl-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="oth-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Search" systemItem="search" id="tbi-sea-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="gear" width="24" height="24"/>
            </resources>
        </document>

        """

    /// What VoiceOver reads, in its order: the navigation bar from left to right, the views in
    /// rows from the top (the switch after the label beside it), the tab bar; no hidden or
    /// transparent label.
    static let legend = """
         1. Edit. Button.
         2. Profile. Heading.
         3. gear. Button.
         4. Your photo. Image.
         5. Ada Lovelace. Heading.
         6. Notifications.
         7. Off. Switch Button.
         8. Volume. 50%. Adjustable. Dimmed.
         9. Name. Ada. Text Field.
        10. Day. Button.
        11. Selected. Week. Button.
        12. Selected. Save. Button.
            Keeps your changes
        13. Selected. Profile. Tab.
        14. Search. Tab.

        """

    @Test(arguments: ["text", "ansi"])
    func legendInVoiceOverOrder(format: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Profile.storyboard", Self.storyboard)
        let run = sandbox.runInProcess([
            "render", "-f", "Profile.storyboard", "--scene", "pro-ctl-001", "--accessibility", "--format", format,
        ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == Self.legend, "\(run)")
    }

    /// Right to left, each row is read from the right: the name before the photo, the switch
    /// before its label, the segments as they are drawn, mirrored: the first, at the right, first. The bars are mirrored too, so the left bar
    /// button item, at the right, is still read first.
    @Test func legendRightToLeft() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Profile.storyboard", Self.storyboard)
        let run = sandbox.runInProcess([
            "render", "-f", "Profile.storyboard", "--scene", "pro-ctl-001", "--accessibility", "--format", "text",
            "--pseudo", "rtl",
        ])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines.prefix(5) == [
                "1. Edit. Button.", "2. Profile. Heading.", "3. gear. Button.", "4. Ada Lovelace. Heading.",
                "5. Your photo. Image.",
            ]
                && lines.contains("6. Off. Switch Button.") && lines.contains("7. Notifications.")
                && lines.contains("10. Day. Button.") && lines.contains("11. Selected. Week. Button."), "\(run)")
    }

    /// A grouped static table: its section's header is read as a heading above the cell, its
    /// footer as text below it, each where it is drawn.
    @Test func sectionTitles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Settings.storyboard", Self.table)
        let run = sandbox.runInProcess(["render", "-f", "Settings.storyboard", "--accessibility", "--format", "text"])
        #expect(
            run.status == 0 && run.stdout == "1. ACTION. Heading.\n2. Clear.\n3. Clears the history.\n", "\(run)")
    }

    /// A grouped static table of one section, "Action", footed, of one cell labelled "Clear".
    static let table = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="set-tvc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="set-scn">
                    <objects>
                        <tableViewController id="set-tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="set-tbl">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <sections>
                                    <tableViewSection headerTitle="Action" footerTitle="Clears the history." id="set-sec">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" textLabel="set-lbl" style="IBUITableViewCellStyleDefault" id="set-cel">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="set-cel" id="set-cnt">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" contentMode="left" text="Clear" lineBreakMode="tailTruncation" id="set-lbl">
                                                            <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// One view and its subviews: no bars, only the elements inside it.
    @Test func oneView() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Profile.storyboard", Self.storyboard)
        let run = sandbox.runInProcess([
            "render", "-f", "Profile.storyboard", "--scene", "pro-ctl-001", "--view", "period", "--accessibility",
            "--format", "text",
        ])
        #expect(run.status == 0 && run.stdout == "1. Day. Button.\n2. Selected. Week. Button.\n", "\(run)")
    }

    /// The picture is the scene (414 points wide), the margins and the legend; the SVG holds the
    /// legend's texts in its order.
    @Test func pngAndSVG() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Profile.storyboard", Self.storyboard)
        let png = sandbox.runInProcess([
            "render", "-f", "Profile.storyboard", "--scene", "pro-ctl-001", "--accessibility", "-o", "profile.png",
        ])
        #expect(png.status == 0, "\(png)")
        let bytes = [UInt8](try sandbox.bytes("profile.png"))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 414 + 300 + 3 * 16 && height == 896 + 2 * 16)
        let svg = sandbox.runInProcess([
            "render", "-f", "Profile.storyboard", "--scene", "pro-ctl-001", "--accessibility", "--format", "svg",
        ])
        #expect(svg.status == 0, "\(svg)")
        let texts = ["Edit. Button.", "Volume. 50%. Adjustable. Dimmed.", "Keeps your changes", "Search. Tab."]
        let positions = texts.compactMap { svg.stdout.range(of: $0)?.lowerBound }
        #expect(positions.count == texts.count && positions == positions.sorted(), "\(svg)")
    }

    /// An animation cannot be drawn with its legend: a usage error, and no file is written.
    @Test func withAnAnimation() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Profile.storyboard", Self.storyboard)
        let run = sandbox.runInProcess([
            "render", "-f", "Profile.storyboard", "--scene", "pro-ctl-001", "--accessibility", "--from",
            "save.alpha=0", "--at", "0.1", "-o", "profile.png",
        ])
        #expect(run.status == 64, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "Error: --accessibility draws the document as it is; give it without --from.\n"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("profile.png")))
        #expect(try sandbox.read("Profile.storyboard") == Self.storyboard)
    }

    /// The list numbers the elements in a column, puts a text of several lines on one, and a
    /// hint below its element.
    @Test func listing() {
        let elements = (1...10).map { index in
            AccessibilityElement(
                view: nil, label: index == 1 ? "Trial\nHappy podcasting!" : "Item \(index)",
                hint: index == 10 ? "Opens it" : nil, traits: [], frame: .zero)
        }
        #expect(
            AccessibilityPicture.listing(elements) == """
                 1. Trial Happy podcasting!
                 2. Item 2.
                 3. Item 3.
                 4. Item 4.
                 5. Item 5.
                 6. Item 6.
                 7. Item 7.
                 8. Item 8.
                 9. Item 9.
                10. Item 10.
                    Opens it

                """)
    }

    /// What the legend says for an element: "Selected" first, "Dimmed" last, a full stop after
    /// each part that does not end in one.
    @Test(arguments: [
        (AccessibilityElement(view: nil, label: "Play", traits: [.button], frame: .zero), "Play. Button."),
        (
            AccessibilityElement(view: nil, label: "Home", traits: [.tab, .selected], frame: .zero),
            "Selected. Home. Tab."
        ),
        (
            AccessibilityElement(
                view: nil, label: "Ready?", value: "50%", traits: [.adjustable, .notEnabled], frame: .zero),
            "Ready? 50%. Adjustable. Dimmed."
        ),
        (AccessibilityElement(view: nil, label: nil, traits: [.staticText], frame: .zero), ""),
    ])
    func description(element: AccessibilityElement, expected: String) {
        #expect(element.description == expected)
    }
}
