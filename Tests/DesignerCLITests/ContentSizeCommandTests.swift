import DesignerCore
import Foundation
import Graphics
import Testing

@testable import DesignerCLI

/// `--content-size`: the text size the user picked, at which text in a text style is laid out and
/// drawn, as UIKit makes a text style's font; text of a fixed size keeps it.
@Suite("Content size commands")
struct ContentSizeCommandTests {
    /// A body label pinned to the top and sides, a fixed 17-point label below it.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="CS-VC-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <scenes>
                <scene sceneID="CS-Sc-001">
                    <objects>
                        <viewController id="CS-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label opaque="NO" text="Body text" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                        <rect key="frame" x="20" y="64" width="374" height="20.5"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <nil key="textColor"/>
                                    </label>
                                    <label opaque="NO" text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                                        <rect key="frame" x="20" y="92.5" width="374" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="CS-SA-001"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="body" firstAttribute="top" secondItem="CS-SA-001" secondAttribute="top" constant="20" id="CS-C-01"/>
                                    <constraint firstItem="body" firstAttribute="leading" secondItem="CS-SA-001" secondAttribute="leading" constant="20" id="CS-C-02"/>
                                    <constraint firstItem="CS-SA-001" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" constant="20" id="CS-C-03"/>
                                    <constraint firstItem="fixed" firstAttribute="top" secondItem="body" secondAttribute="bottom" constant="8" id="CS-C-04"/>
                                    <constraint firstItem="fixed" firstAttribute="leading" secondItem="body" secondAttribute="leading" id="CS-C-05"/>
                                    <constraint firstItem="fixed" firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="CS-C-06"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The `font-size` of each text an SVG draws, in order.
    private static func fontSizes(_ svg: String) -> [String] {
        svg.components(separatedBy: "font-size=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The body label's size follows the text size; the fixed label keeps 17 points; the layout
    /// makes room for the larger text, and says at which size it laid the scene out.
    @Test(arguments: [("L", "17", "20.5"), ("xS", "14", "17"), ("AX5", "53", "63.5"), ("ax5", "53", "63.5")])
    func textStylesFollowTheTextSize(size: String, fontSize: String, height: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let render = sandbox.runInProcess(
            ["render", "-f", "Main.storyboard", "--format", "svg", "--content-size", size, "-o", "out.svg"])
        try #require(render.status == 0, "\(render)")
        // The status bar's clock, drawn after the scene's views, keeps its own size.
        #expect(Self.fontSizes(try sandbox.read("out.svg")) == [fontSize, "17", "17"])
        let layout = sandbox.runInProcess(["layout", "-f", "Main.storyboard", "--content-size", size])
        try #require(layout.status == 0, "\(layout)")
        #expect(layout.stdout.contains(#"UILabel body: x="20" y="68" width="374" height="\#(height)""#), "\(layout)")
        #expect(layout.stdout.contains("text size") == (size != "L"), "\(layout)")
        let json = sandbox.runInProcess(["layout", "-f", "Main.storyboard", "--content-size", size, "--json"])
        let canonical = ContentSizeCategory(named: size)?.name ?? "?"
        #expect(json.stdout.contains(#""contentSize": "\#(canonical)""#), "\(json)")
    }

    /// A name that is no text size is a usage error that lists them and suggests the nearest.
    @Test func aSizeThatIsNoneIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["render", "-f", "Main.storyboard", "--content-size", "AX6"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'AX6' is not a content size"), "\(run)")
        #expect(run.stderr.contains("xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4 or AX5"), "\(run)")
        #expect(run.stdout.isEmpty)
    }

    /// `layout --update` writes the frames Xcode's canvas shows, at the default size: another size
    /// is refused, and the document is left as it was.
    @Test func updateRefusesAnotherTextSize() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Main.storyboard", Self.storyboard)
        let run = sandbox.runInProcess(["layout", "-f", "Main.storyboard", "--content-size", "AX1", "--update"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("leave out --content-size"), "\(run)")
        #expect(try sandbox.read("Main.storyboard") == Self.storyboard)
    }

    /// A JSON document's label of a text style takes the text size too, and a text size alone
    /// does not say that the device changes nothing.
    @Test func jsonTextStylesFollowTheTextSize() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "label.json",
            """
            {
              "class": "View",
              "frame": { "x": 0, "y": 0, "width": 300, "height": 100 },
              "subviews": [
                {
                  "id": "title", "class": "UILabel", "frame": { "x": 0, "y": 0, "width": 300, "height": 60 },
                  "attributes": { "text": "Title", "textStyle": "UICTFontTextStyleTitle1", "fontSize": 28 }
                },
                {
                  "id": "caption", "class": "UILabel", "frame": { "x": 0, "y": 60, "width": 300, "height": 20 },
                  "attributes": { "text": "Caption", "textStyle": "UICTFontTextStyleCaption2" }
                }
              ]
            }
            """)
        let run = sandbox.runInProcess(
            ["render", "-f", "label.json", "--format", "svg", "--content-size", "xxxL", "-o", "out.svg"])
        try #require(run.status == 0, "\(run)")
        #expect(Self.fontSizes(try sandbox.read("out.svg")) == ["34", "17"])
        #expect(run.stderr.isEmpty, "\(run)")
        // At the default size too, a text style's size is the style's, whatever fontSize says.
        let large = sandbox.runInProcess(["render", "-f", "label.json", "--format", "svg", "-o", "large.svg"])
        try #require(large.status == 0, "\(large)")
        #expect(Self.fontSizes(try sandbox.read("large.svg")) == ["28", "11"])
    }
}
