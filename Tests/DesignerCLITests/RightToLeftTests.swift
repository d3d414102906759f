import Foundation
import Testing

@testable import DesignerCLI

/// `--pseudo rtl`: Xcode's Right-to-Left Pseudolanguage, the interface mirrored as UIKit mirrors it.
///
/// `Mirror.storyboard` is saved for the iPhone 8 (375 points wide). Its root view holds, in order:
/// a 100 × 30 view 20 from the leading edge ('Leading'); a 50 × 30 one 10 inside the leading
/// margin (16 points: 'Margin'); a 60 × 30 one 30 from the left edge ('Left'); a full-width view
/// that forces left to right ('Fixed') holding a 40-point square 8 from its leading edge
/// ('Inner'); a horizontal stack view 20 from the leading edge ('Row') of a 50- and a 70-point
/// view ('First', 'Second') 10 apart; a label of natural alignment and one aligned left, 20 from
/// both sides; a view placed by its frame and autoresizing mask at x 10 ('Framed'). Its
/// navigation bar has a 'Close' button on the left.
@Suite("Right to left")
struct RightToLeftTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Vc1-rt-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <scenes>
                <scene sceneID="Scn-rt-001">
                    <objects>
                        <viewController title="Mirror" id="Vc1-rt-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rot-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Led-rt-001" userLabel="Leading">
                                        <rect key="frame" x="20" y="40" width="100" height="30"/>
                                        <color key="backgroundColor" systemColor="systemRedColor"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mrg-rt-001" userLabel="Margin">
                                        <rect key="frame" x="26" y="80" width="50" height="30"/>
                                        <color key="backgroundColor" systemColor="systemGreenColor"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lft-rt-001" userLabel="Left">
                                        <rect key="frame" x="30" y="120" width="60" height="30"/>
                                        <color key="backgroundColor" systemColor="systemBlueColor"/>
                                    </view>
                                    <view contentMode="scaleToFill" semanticContentAttribute="forceLeftToRight" translatesAutoresizingMaskIntoConstraints="NO" id="Fix-rt-001" userLabel="Fixed">
                                        <rect key="frame" x="0.0" y="160" width="375" height="60"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Inn-rt-001" userLabel="Inner">
                                                <rect key="frame" x="8" y="10" width="40" height="40"/>
                                                <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="40" id="Inw-rt-001"/>
                                                    <constraint firstAttribute="height" constant="40" id="Inh-rt-001"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <color key="backgroundColor" systemColor="systemGray5Color"/>
                                        <constraints>
                                            <constraint firstItem="Inn-rt-001" firstAttribute="leading" secondItem="Fix-rt-001" secondAttribute="leading" constant="8" id="Inl-rt-001"/>
                                            <constraint firstItem="Inn-rt-001" firstAttribute="top" secondItem="Fix-rt-001" secondAttribute="top" constant="10" id="Int-rt-001"/>
                                        </constraints>
                                    </view>
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-rt-001" userLabel="Row">
                                        <rect key="frame" x="20" y="240" width="130" height="30"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="One-rt-001" userLabel="First">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                                                <color key="backgroundColor" systemColor="systemPurpleColor"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="50" id="Onw-rt-001"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Two-rt-001" userLabel="Second">
                                                <rect key="frame" x="60" y="0.0" width="70" height="30"/>
                                                <color key="backgroundColor" systemColor="systemTealColor"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="70" id="Tww-rt-001"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="Skh-rt-001"/>
                                        </constraints>
                                    </stackView>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Nat-rt-001">
                                        <rect key="frame" x="20" y="290" width="335" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Left" textAlignment="left" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lal-rt-001">
                                        <rect key="frame" x="20" y="320" width="335" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" id="Frm-rt-001" userLabel="Framed">
                                        <rect key="frame" x="10" y="360" width="80" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" systemColor="systemYellowColor"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Saf-rt-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="Led-rt-001" firstAttribute="leading" secondItem="Rot-rt-001" secondAttribute="leading" constant="20" id="Ldl-rt-001"/>
                                    <constraint firstItem="Led-rt-001" firstAttribute="top" secondItem="Rot-rt-001" secondAttribute="top" constant="40" id="Ldt-rt-001"/>
                                    <constraint firstItem="Led-rt-001" firstAttribute="width" constant="100" id="Ldw-rt-001"/>
                                    <constraint firstItem="Led-rt-001" firstAttribute="height" constant="30" id="Ldh-rt-001"/>
                                    <constraint firstItem="Mrg-rt-001" firstAttribute="leading" secondItem="Rot-rt-001" secondAttribute="leadingMargin" constant="10" id="Mgl-rt-001"/>
                                    <constraint firstItem="Mrg-rt-001" firstAttribute="top" secondItem="Rot-rt-001" secondAttribute="top" constant="80" id="Mgt-rt-001"/>
                                    <constraint firstItem="Mrg-rt-001" firstAttribute="width" constant="50" id="Mgw-rt-001"/>
                                    <constraint firstItem="Mrg-rt-001" firstAttribute="height" constant="30" id="Mgh-rt-001"/>
                                    <constraint firstItem="Lft-rt-001" firstAttribute="left" secondItem="Rot-rt-001" secondAttribute="left" constant="30" id="Lfl-rt-001"/>
                                    <constraint firstItem="Lft-rt-001" firstAttribute="top" secondItem="Rot-rt-001" secondAttribute="top" constant="120" id="Lft-rt-002"/>
                                    <constraint firstItem="Lft-rt-001" firstAttribute="width" constant="60" id="Lfw-rt-001"/>
                                    <constraint firstItem="Lft-rt-001" firstAttribute="height" constant="30" id="Lfh-rt-001"/>
                                    <constraint firstItem="Fix-rt-001" firstAttribute="leading" secondItem="Rot-rt-001" secondAttribute="leading" id="Fxl-rt-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Fix-rt-001" secondAttribute="trailing" id="Fxr-rt-001"/>
                                    <constraint firstItem="Fix-rt-001" firstAttribute="top" secondItem="Rot-rt-001" secondAttribute="top" constant="160" id="Fxt-rt-001"/>
                                    <constraint firstItem="Fix-rt-001" firstAttribute="height" constant="60" id="Fxh-rt-001"/>
                                    <constraint firstItem="Stk-rt-001" firstAttribute="leading" secondItem="Rot-rt-001" secondAttribute="leading" constant="20" id="Skl-rt-001"/>
                                    <constraint firstItem="Stk-rt-001" firstAttribute="top" secondItem="Rot-rt-001" secondAttribute="top" constant="240" id="Skt-rt-001"/>
                                    <constraint firstItem="Nat-rt-001" firstAttribute="leading" secondItem="Rot-rt-001" secondAttribute="leading" constant="20" id="Ntl-rt-001"/>
                                    <constraint firstAttribute="trailing" secondItem="Nat-rt-001" secondAttribute="trailing" constant="20" id="Ntr-rt-001"/>
                                    <constraint firstItem="Nat-rt-001" firstAttribute="top" secondItem="Rot-rt-001" secondAttribute="top" constant="290" id="Ntt-rt-001"/>
                                    <constraint firstItem="Lal-rt-001" firstAttribute="leading" secondItem="Rot-rt-001" secondAttribute="leading" constant="20" id="Lal-rt-002"/>
                                    <constraint firstAttribute="trailing" secondItem="Lal-rt-001" secondAttribute="trailing" constant="20" id="Lal-rt-003"/>
                                    <constraint firstItem="Lal-rt-001" firstAttribute="top" secondItem="Rot-rt-001" secondAttribute="top" constant="320" id="Lal-rt-004"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Mirror" id="Nav-rt-001">
                                <barButtonItem key="leftBarButtonItem" title="Close" id="Cls-rt-001"/>
                            </navigationItem>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-rt-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            </resources>
        </document>
        """

    /// `Cells.storyboard`: a table of one standard cell (375 wide) with a checkmark, its content
    /// view 335 wide, its text label 16 from the content view's left and 311 wide, and a view of
    /// its own 4 from the left, placed by its frame.
    static let cells = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tvc-rt-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Scn-rt-002">
                    <objects>
                        <tableViewController id="Tvc-rt-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tbl-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="Sec-rt-001">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" textLabel="Ttl-rt-001" style="IBUITableViewCellStyleDefault" id="Cel-rt-001">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Cel-rt-001" id="Cnt-rt-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="335" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="Ttl-rt-001">
                                                            <rect key="frame" x="16" y="0.0" width="311" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                        <view contentMode="scaleToFill" id="Own-rt-001" userLabel="Own">
                                                            <rect key="frame" x="4" y="4" width="8" height="8"/>
                                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                        </view>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-rt-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Each view's frame as `layout` lists it: `x="…" y="…" width="…" height="…"` by its id.
    private static func frames(_ listing: String) -> [String: String] {
        var frames: [String: String] = [:]
        for line in listing.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), line.hasPrefix("  ") else { continue }
            let head = line[..<colon].split(separator: " ")
            guard let id = head.last else { continue }
            frames[String(id)] = String(line[line.index(after: colon)...].split(separator: ";")[0])
                .trimmingCharacters(in: .whitespaces)
        }
        return frames
    }

    /// Mirrored: x' = 375 - x - width for the views placed by leading edges, in their superview;
    /// the left edge, the forced subtree and the frame-placed view stay where they are.
    @Test func layoutMirrorsLeadingEdgesAndStacks() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Mirror.storyboard", Self.storyboard)
        let ltr = sandbox.runInProcess(["layout", "-f", "Mirror.storyboard"])
        let rtl = sandbox.runInProcess(["layout", "-f", "Mirror.storyboard", "--pseudo", "rtl"])
        try #require(ltr.status == 0 && rtl.status == 0, "\(ltr)\n\(rtl)")
        #expect(!ltr.stdout.contains("right to left"))
        #expect(
            rtl.stdout.hasPrefix(
                "Mirror.storyboard on iPhone SE (3rd generation) (retina4_7), portrait: 375 x 667 points, scale 2, right to left\n"
            ), "\(rtl.stdout)")
        let (before, after) = (Self.frames(ltr.stdout), Self.frames(rtl.stdout))
        let expected: [(id: String, ltr: String, rtl: String)] = [
            ("Led-rt-001", #"x="20" y="40" width="100" height="30""#, #"x="255" y="40" width="100" height="30""#),
            ("Mrg-rt-001", #"x="26" y="80" width="50" height="30""#, #"x="299" y="80" width="50" height="30""#),
            ("Lft-rt-001", #"x="30" y="120" width="60" height="30""#, #"x="30" y="120" width="60" height="30""#),
            ("Inn-rt-001", #"x="8" y="10" width="40" height="40""#, #"x="8" y="10" width="40" height="40""#),
            ("Stk-rt-001", #"x="20" y="240" width="130" height="30""#, #"x="225" y="240" width="130" height="30""#),
            ("One-rt-001", #"x="0.0" y="0.0" width="50" height="30""#, #"x="80" y="0.0" width="50" height="30""#),
            ("Two-rt-001", #"x="60" y="0.0" width="70" height="30""#, #"x="0.0" y="0.0" width="70" height="30""#),
            ("Nat-rt-001", #"x="20" y="290" width="335" height="20.5""#, #"x="20" y="290" width="335" height="20.5""#),
            ("Frm-rt-001", #"x="10" y="360" width="80" height="30""#, #"x="10" y="360" width="80" height="30""#),
        ]
        for view in expected {
            #expect(before[view.id] == view.ltr, "\(view.id)")
            #expect(after[view.id] == view.rtl, "\(view.id)")
        }
        let json = sandbox.runInProcess(["layout", "-f", "Mirror.storyboard", "--pseudo", "rtl", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let device = try #require(object?["device"] as? [String: Any], "\(json)")
        #expect(device["layoutDirection"] as? String == "rightToLeft")
        let plain = sandbox.runInProcess(["layout", "-f", "Mirror.storyboard", "--json"])
        #expect(
            plain.stdout.contains(#""layoutDirection":"leftToRight""#)
                || plain.stdout.contains(#""layoutDirection": "leftToRight""#))
    }

    /// A cell lays out its content view and its standard label from its leading side, which the
    /// right-to-left pseudolanguage mirrors: x' = 375 - 0 - 335 and 335 - 16 - 311; the view the
    /// document places in the content view stays, as UIKit keeps frames it is given.
    @Test func aCellMirrorsItsContentViewAndStandardLabel() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cells.storyboard", Self.cells)
        let run = sandbox.runInProcess(["layout", "-f", "Cells.storyboard", "--pseudo", "rtl"])
        try #require(run.status == 0, "\(run)")
        let frames = Self.frames(run.stdout)
        #expect(frames["Cnt-rt-001"] == #"x="40" y="0.0" width="335" height="44""#, "\(run.stdout)")
        #expect(frames["Ttl-rt-001"] == #"x="8" y="0.0" width="311" height="44""#, "\(run.stdout)")
        #expect(frames["Own-rt-001"] == #"x="4" y="4" width="8" height="8""#, "\(run.stdout)")
        let plain = Self.frames(sandbox.runInProcess(["layout", "-f", "Cells.storyboard"]).stdout)
        #expect(plain["Cnt-rt-001"] == #"x="0.0" y="0.0" width="335" height="44""#)
        #expect(plain["Ttl-rt-001"] == #"x="16" y="0.0" width="311" height="44""#)
    }

    /// Natural text aligns right, left-aligned text stays left; the navigation bar's left item is
    /// on the right, at its mirrored place.
    @Test func renderAlignsNaturalTextRightAndMirrorsTheBars() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Mirror.storyboard", Self.storyboard)
        for (language, natural, close) in [
            ([String](), #"<text x="20""#, #"<text x="37.531""#),
            (["--pseudo", "rtl"], #"<text x="355""#, #"<text x="337.469""#),
        ] {
            let run = sandbox.runInProcess(
                ["render", "-f", "Mirror.storyboard", "--format", "svg", "-o", "out.svg"] + language)
            try #require(run.status == 0, "\(run)")
            let lines = try sandbox.read("out.svg").split(separator: "\n")
            let naturalLine = try #require(lines.first { $0.hasSuffix(">Natural</text>") })
            let leftLine = try #require(lines.first { $0.hasSuffix(">Left</text>") })
            let closeLine = try #require(lines.first { $0.hasSuffix(">Close</text>") })
            #expect(naturalLine.contains(natural), "\(naturalLine)")
            #expect(naturalLine.contains(language.isEmpty ? #"text-anchor="start""# : #"text-anchor="end""#))
            #expect(leftLine.contains(#"<text x="20""#) && leftLine.contains(#"text-anchor="start""#), "\(leftLine)")
            #expect(closeLine.contains(close), "\(closeLine)")
        }
        #expect(try sandbox.read("Mirror.storyboard") == Self.storyboard)
    }

    /// A label forced right to left aligns its natural text right in a left-to-right language;
    /// where it is placed is its superview's to say.
    @Test func aLabelForcedRightToLeftAlignsRightInALeftToRightLanguage() throws {
        let sandbox = try Sandbox()
        let forced = Self.storyboard.replacingOccurrences(
            of: #"text="Natural""#, with: #"semanticContentAttribute="forceRightToLeft" text="Natural""#)
        try sandbox.write("Forced.storyboard", forced)
        let run = sandbox.runInProcess(["render", "-f", "Forced.storyboard", "--format", "svg", "-o", "out.svg"])
        try #require(run.status == 0, "\(run)")
        let lines = try sandbox.read("out.svg").split(separator: "\n")
        let natural = try #require(lines.first { $0.hasSuffix(">Natural</text>") })
        #expect(natural.contains(#"<text x="355""#) && natural.contains(#"text-anchor="end""#), "\(natural)")
        let left = try #require(lines.first { $0.hasSuffix(">Left</text>") })
        #expect(left.contains(#"<text x="20""#), "\(left)")
    }

    /// A JSON document keeps its frames, as UIKit keeps frames it is given; its natural text
    /// aligns right.
    @Test func aJSONDocumentKeepsItsFramesAndAlignsItsTextRight() throws {
        let sandbox = try Sandbox()
        let document = #"""
            {"class": "View", "frame": {"x": 0, "y": 0, "width": 200, "height": 40},
             "subviews": [{"class": "UILabel", "frame": {"x": 10, "y": 10, "width": 100, "height": 20},
                           "attributes": {"text": "Hi"}}]}
            """#
        try sandbox.write("designer.json", document)
        let run = sandbox.runInProcess(["render", "--format", "svg", "-o", "out.svg", "--pseudo", "rtl"])
        try #require(run.status == 0, "\(run)")
        let text = try #require(try sandbox.read("out.svg").split(separator: "\n").first { $0.hasSuffix(">Hi</text>") })
        #expect(text.contains(#"<text x="110""#) && text.contains(#"text-anchor="end""#), "\(text)")
    }

    /// `--update` writes the canvas's frames: it refuses a pseudolanguage, and leaves the file as it was.
    @Test(arguments: ["rtl", "double"])
    func updateRefusesAPseudolanguage(language: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Mirror.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["layout", "-f", "Mirror.storyboard", "--update", "--pseudo", language])
        #expect(run.status == 64, "\(run)")
        #expect(
            run.stderr.hasPrefix(
                "Error: --update writes the frames Xcode's canvas shows, of the strings as written, left to right; leave out --locale and --pseudo\n"
            ), "\(run.stderr)")
        #expect(try sandbox.read("Mirror.storyboard") == Self.storyboard)
    }
}
