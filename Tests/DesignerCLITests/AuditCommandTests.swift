import DesignerCore
import Foundation
import Testing

@testable import DesignerCLI

/// `designer audit`: each rule firing, and not, at its boundary, on a scene written for it.
@Suite("Audit command")
struct AuditCommandTests {
    /// A white scene: labels of 17 points at 4.49:1 and 4.501:1 against white; of 17.9 and 18
    /// points at 3.5:1 (large from 18); of 10.9 and 11 points; buttons 43.5 and 44 points wide; an
    /// image-only button without a label and one with; two buttons titled Save; an image view
    /// made an element without a label and one left as UIKit has it; a card made an element,
    /// with a label of a text style inside, whose text is the label color (white in the dark).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Au-VC-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <scenes>
                <scene sceneID="Au-Sc-001">
                    <objects>
                        <viewController id="Au-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Just under" lineBreakMode="tailTruncation" id="low">
                                            <rect key="frame" x="20" y="60" width="300" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <color key="textColor" red="0.4659" green="0.4659" blue="0.4659" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Just enough" lineBreakMode="tailTruncation" id="enough">
                                            <rect key="frame" x="20" y="95" width="300" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <color key="textColor" red="0.4652" green="0.4652" blue="0.4652" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Almost large" lineBreakMode="tailTruncation" id="large179">
                                            <rect key="frame" x="20" y="130" width="300" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17.9"/>
                                            <color key="textColor" red="0.5371" green="0.5371" blue="0.5371" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Large enough" lineBreakMode="tailTruncation" id="large18">
                                            <rect key="frame" x="20" y="165" width="300" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="18"/>
                                            <color key="textColor" red="0.5371" green="0.5371" blue="0.5371" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tiny" lineBreakMode="tailTruncation" id="tiny">
                                            <rect key="frame" x="20" y="200" width="300" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="10.9"/>
                                            <color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Fine" lineBreakMode="tailTruncation" id="fine">
                                            <rect key="frame" x="20" y="230" width="300" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                            <color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="narrow">
                                            <rect key="frame" x="20" y="260" width="43.5" height="44"/>
                                            <state key="normal" title="Narrow">
                                                <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="wide">
                                            <rect key="frame" x="80" y="260" width="44" height="44"/>
                                            <state key="normal" title="Wide">
                                                <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="star">
                                            <rect key="frame" x="140" y="260" width="44" height="44"/>
                                            <state key="normal" image="star">
                                                <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="labelled">
                                            <rect key="frame" x="200" y="260" width="44" height="44"/>
                                            <accessibility key="accessibilityConfiguration" label="Favourite"/>
                                            <state key="normal" image="star">
                                                <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="save1">
                                            <rect key="frame" x="20" y="320" width="100" height="44"/>
                                            <state key="normal" title="Save">
                                                <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                        </button>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="save2">
                                            <rect key="frame" x="140" y="320" width="100" height="44"/>
                                            <state key="normal" title="Save">
                                                <color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                        </button>
                                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="star" id="photo">
                                            <rect key="frame" x="20" y="380" width="44" height="44"/>
                                            <accessibility key="accessibilityConfiguration">
                                                <bool key="isElement" value="YES"/>
                                            </accessibility>
                                        </imageView>
                                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="star" id="decoration">
                                            <rect key="frame" x="80" y="380" width="44" height="44"/>
                                        </imageView>
                                        <view contentMode="scaleToFill" id="card">
                                            <rect key="frame" x="20" y="440" width="300" height="60"/>
                                            <accessibility key="accessibilityConfiguration" label="Card">
                                                <bool key="isElement" value="YES"/>
                                            </accessibility>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inside" id="inside">
                                                    <rect key="frame" x="8" y="8" width="200" height="30"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                    <nil key="textColor"/>
                                                </label>
                                            </subviews>
                                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="star" width="24" height="24"/>
            </resources>
        </document>

        """

    /// The findings of a run, as `line [rule]`, but the fixed-font-size ones, which every fixed
    /// font here has.
    private static func findings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let rule = line.split(separator: "[").last, !line.contains("[fixed-font-size]"),
                line.hasPrefix("Audit.storyboard:")
            else { return nil }
            let number = line.split(separator: ":")[1]
            return "\(number) [\(rule)"
        }
    }

    @Test func eachRuleFiresAtItsBoundary() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Audit.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["audit", "Audit.storyboard", "--appearance", "light"])
        #expect(run.status == 1, "\(run)")
        #expect(
            Self.findings(run.stderr).sorted() == [
                "15 [contrast]", "25 [contrast]", "35 [small-text]", "45 [text-cut-off]", "45 [touch-target]",
                "57 [missing-label]",
                "76 [duplicate-label]", "82 [missing-label]", "97 [nested-element]",
            ], "\(run)")
        #expect(run.stderr.contains("a contrast of 4.49:1"), "\(run)")
        #expect(run.stderr.contains("a contrast of 3.49:1"), "\(run)")
        #expect(run.stderr.contains("the button is 43.5 × 44 points"), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasSuffix(" in 1 file of 1 audited\n"), "\(run)")
        #expect(try sandbox.read("Audit.storyboard") == Self.storyboard)
    }

    /// In the dark, the card's label is white on the card's white: only then does it fail.
    @Test func bothAppearancesByDefault() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Audit.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["audit", "Audit.storyboard"])
        #expect(Self.findings(run.stderr).filter { $0 == "97 [contrast]" }.count == 1, "\(run)")
        #expect(run.stderr.contains("'Inside': the text 'Inside' has a contrast of 1:1"), "\(run)")
        #expect(run.stderr.contains("in the dark appearance"), "\(run)")
        let light = sandbox.runInProcess(["audit", "Audit.storyboard", "--appearance", "light"])
        #expect(!light.stderr.contains("dark appearance"), "\(light)")
    }

    /// Text in a fixed font is a warning; the text style's is not.
    @Test func fixedFontsAreWarnings() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Audit.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["audit", "Audit.storyboard", "--appearance", "light"])
        let fixed = run.stderr.split(separator: "\n").filter { $0.contains("[fixed-font-size]") }
        #expect(fixed.count == 10, "\(run)")
        #expect(!fixed.contains { $0.contains("'Inside'") })
        #expect(fixed.contains { $0.contains("'Just under': its font is a fixed 17 points") })
    }

    /// The configuration check reads turns audit rules off and changes their severity; --strict
    /// fails on warnings; --format json gives the findings alone on standard output.
    @Test func configurationFormatsAndExitStatus() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Audit.storyboard", Self.storyboard)
        try sandbox.write(
            ".designer-check.json",
            #"{"disabled": ["contrast", "missing-label", "fixed-font-size"], "severity": {"touch-target": "note"}}"#)
        let run = sandbox.runInProcess(["audit", "Audit.storyboard"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("[contrast]") && !run.stderr.contains("[missing-label]"), "\(run)")
        #expect(run.stderr.contains("note: 'Narrow'"), "\(run)")
        let strict = sandbox.runInProcess(["audit", "Audit.storyboard", "--strict"])
        #expect(strict.status == 1, "\(strict)")
        let json = sandbox.runInProcess(["audit", "Audit.storyboard", "--format", "json"])
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json)")
        #expect(
            Set(findings.compactMap { $0["rule"] as? String }) == [
                "small-text", "touch-target", "duplicate-label", "nested-element", "text-cut-off",
            ])
        // check takes the same file, audit's rules and all.
        let check = sandbox.runInProcess(["check", "Audit.storyboard"])
        #expect(!check.stderr.contains("unknown rule"), "\(check)")
    }

    /// Bad input is a usage error or a finding at its place, and no file changes.
    @Test func badInput() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Audit.storyboard", Self.storyboard)
        let appearance = sandbox.runInProcess(["audit", "Audit.storyboard", "--appearance", "dim"])
        #expect(appearance.status == 64 && appearance.stderr.contains("'dim' is not an appearance"), "\(appearance)")
        try sandbox.write("Broken.storyboard", "<document")
        let broken = sandbox.runInProcess(["audit", "Broken.storyboard"])
        #expect(broken.status == 1, "\(broken)")
        #expect(broken.stderr.hasPrefix("Broken.storyboard:1:"), "\(broken)")
        let missing = sandbox.runInProcess(["audit", "Missing.storyboard"])
        #expect(missing.status == 1 && missing.stderr.contains("Missing.storyboard"), "\(missing)")
        #expect(try sandbox.read("Broken.storyboard") == "<document")
    }

    /// Two labels of the body style, one line each, in frames 50 points tall that overlap by 10:
    /// whole and apart at the default text size; at AX3 (40 points, lines 48 tall) the first is
    /// cut off and the second's line reaches into the first's.
    static let stacked = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="110"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sign in to continue" id="first">
                            <rect key="frame" x="10" y="10" width="200" height="50"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            <nil key="textColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Forgot?" id="second">
                            <rect key="frame" x="10" y="50" width="200" height="50"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            <nil key="textColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>

        """

    /// Text that fits at the default size is cut off and overlaps at a larger one, said at the
    /// first size it happens at.
    @Test(arguments: [
        (["--content-size", "L"], [String]()),
        (["--content-size", "AX3"], ["8 [text-cut-off]", "13 [text-overlap]"]),
        // From AX4, the body's lines are taller than the labels: the second is cut off too.
        (["--content-size", "all"], ["8 [text-cut-off]", "13 [text-overlap]", "13 [text-cut-off]"]),
    ])
    func textThatNoLongerFits(_ options: [String], findings: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Stacked.xib", Self.stacked)
        let run = sandbox.runInProcess(["audit", "Stacked.xib", "--appearance", "light"] + options)
        let lines = run.stderr.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("Stacked.xib:"), let rule = line.split(separator: "[").last,
                rule.hasPrefix("text-")
            else { return nil }
            return "\(line.split(separator: ":")[1]) [\(rule)"
        }
        #expect(lines == findings, "\(run)")
        if options.last == "all" {
            #expect(
                run.stderr.contains("cut off at text size xxxL") || run.stderr.contains("cut off at text size AX1"),
                "\(run)")
        }
    }

    /// A long text cut off is named by its first 40 characters and said where it is cut: the
    /// end of what it shows, not the same 40 characters again.
    @Test func aLongTextCutOffSaysWhereItIsCut() throws {
        let sandbox = try Sandbox()
        let long =
            "Allow the app to manage the pop-ups of the sites you visit, the cookies they ask for and the rest of it"
        let wide = Self.stacked.replacingOccurrences(of: "Sign in to continue", with: long)
            .replacingOccurrences(of: "width=\"320\"", with: "width=\"620\"")
            .replacingOccurrences(of: "width=\"200\"", with: "width=\"600\"")
        try sandbox.write("Stacked.xib", wide)
        let run = sandbox.runInProcess(["audit", "Stacked.xib", "--appearance", "light"])
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasSuffix("[text-cut-off]") }, "\(run)")
        #expect(line.contains(": '\(long.prefix(39))…': the text is cut off"), "\(run)")
        let shown = try #require(line.split(separator: "it shows '").last)
        #expect(shown.hasPrefix("…") && shown.hasSuffix("…' [text-cut-off]") && !shown.contains("Allow the"), "\(run)")
    }

    /// White text over a view of a class designer cannot run (drawn as a placeholder) and over an
    /// image it cannot find is not measured, and a note says so; white text over white is.
    @Test func textOverWhatCannotBeDrawnIsNotMeasured() throws {
        let sandbox = try Sandbox()
        let label = { (id: String, y: Int) in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="On \(id)" id="\(id)-text">
                <rect key="frame" x="10" y="\(y + 10)" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </label>
            """
        }
        try sandbox.write(
            "Over.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="150"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="gradient" customClass="BackdropView" customModule="App">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                            </view>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="photo" id="photo">
                                <rect key="frame" x="0.0" y="50" width="320" height="50"/>
                            </imageView>
            \(label("gradient", 0))
            \(label("photo", 50))
            \(label("white", 100))
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </objects>
                <resources>
                    <image name="photo" width="320" height="50"/>
                </resources>
            </document>

            """)
        let run = sandbox.runInProcess(["audit", "Over.xib", "--appearance", "light"])
        let contrast = run.stderr.split(separator: "\n").filter { $0.contains("[contrast]") }
        #expect(contrast.count == 2, "\(run)")
        #expect(contrast.contains { $0.contains("error: 'On white'") }, "\(run)")
        #expect(
            contrast.contains {
                $0.contains("note: 2 texts (the first 'On gradient') are drawn over views designer cannot draw")
            }, "\(run)")
    }

    /// Text a clipping superview hides is no text the user sees: neither its contrast nor its
    /// place is measured; text clipped at its label's edge is measured where it shows, over the
    /// view behind it, in both appearances alike.
    @Test func clippedTextIsMeasuredWhereItShows() throws {
        let sandbox = try Sandbox()
        let label = { (id: String, text: String, y: Int, breaks: String) in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="\(breaks)" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="150" height="40"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" white="0.55" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </label>
            """
        }
        try sandbox.write(
            "Clip.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view clipsSubviews="YES" contentMode="scaleToFill" id="box">
                                <rect key="frame" x="10" y="10" width="150" height="40"/>
                                <subviews>
            \(label("long", "Clipped text that goes on and on and on and on", 0, "clip"))
            \(label("gone", "Never visible", 60, "tailTruncation"))
                                </subviews>
                                <color key="backgroundColor" white="0.2" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </objects>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """)
        let run = sandbox.runInProcess(["audit", "Clip.xib"])
        let contrast = run.stderr.split(separator: "\n").filter { $0.contains("[contrast]") }
        #expect(!run.stderr.contains("'Never visible'"), "\(run)")
        #expect(contrast.count == 2, "\(run)")
        #expect(contrast.allSatisfy { $0.contains("'Clipped text that goes on and on and on…'") }, "\(run)")
        #expect(
            contrast.contains { $0.contains("light appearance") }
                && contrast.contains { $0.contains("dark appearance") })
        let ratios = Set(contrast.map { $0.components(separatedBy: "contrast of ")[1].prefix(4) })
        #expect(ratios.count == 1, "the same text on the same grey in both: \(run)")
    }

    /// Every audit rule is listed, with its severity.
    @Test func listRules() throws {
        let run = try Sandbox().runInProcess(["audit", "--list-rules"])
        #expect(run.status == 0)
        for rule in RuleCatalog.auditRules {
            #expect(run.stdout.contains("\(rule.rawValue) "), "\(rule.rawValue)")
        }
        #expect(!run.stdout.contains("duplicate-id"))
    }
}
