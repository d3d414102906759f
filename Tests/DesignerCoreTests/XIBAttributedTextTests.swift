import Inspectable
import Testing

@testable import DesignerCore

/// A label of attributed text reads as UIKit draws it: in its first run's font, color,
/// alignment and line break mode, not in the label's own, which Xcode saves beside them unused.
@Suite("Attributed labels read in their runs' style")
struct XIBAttributedTextTests {
    /// A xib of one label of attributed text, whose own attributes say otherwise (17 points,
    /// gray, left-aligned, tail truncation); `attributes` are its first run's.
    static func label(attributes: String, content: String = #"<fragment content="Hello there">"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Atr-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Atr-Lb-001">
                            <rect key="frame" x="16" y="16" width="288" height="48"/>
                            <attributedString key="attributedText">
                                \(content)
                                    <attributes>
                                        \(attributes)
                                    </attributes>
                                </fragment>
                                <fragment content=" and more">
                                    <attributes>
                                        <font key="NSFont" metaFont="system" size="9"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Atr-Lb-001" firstAttribute="leading" secondItem="Atr-Vw-001" secondAttribute="leading" constant="16" id="Atr-Cn-001"/>
                        <constraint firstItem="Atr-Lb-001" firstAttribute="top" secondItem="Atr-Vw-001" secondAttribute="top" constant="16" id="Atr-Cn-002"/>
                        <constraint firstItem="Atr-Lb-001" firstAttribute="width" constant="288" id="Atr-Cn-003"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    static let run = """
        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
        <font key="NSFont" metaFont="systemBold" size="20"/>
        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
        """

    func attributes(_ text: String) throws -> [String: String] {
        try InterfaceBuilderTexts.attributes(of: "Atr-Lb-001", in: InterfaceBuilderTexts.read(text))
    }

    /// Each style property is the first run's: its font's size and weight, its color, its
    /// paragraph's alignment and line break mode (spelt as a paragraph style spells them).
    @Test(arguments: [
        ("fontSize", "20"),
        ("fontWeight", #""bold""#),
        ("textColor", "\"#FF0000\""),
        ("textAlignment", #""center""#),
        ("lineBreakMode", #""byWordWrapping""#),
        ("numberOfLines", "0"),
        ("text", #""Hello there and more""#),
    ])
    func theFirstRunsStyle(name: String, json: String) throws {
        #expect(try attributes(Self.label(attributes: Self.run))[name] == json)
    }

    /// A font named in the run gives its weight by its name; what the run leaves out (here its
    /// color and paragraph style) is the label's own.
    @Test func whatTheRunLeavesOutIsTheLabels() throws {
        let named = #"<font key="NSFont" size="15" name="HelveticaNeue-Medium"/>"#
        let read = try attributes(Self.label(attributes: named))
        #expect(read["fontSize"] == "15")
        #expect(read["fontWeight"] == #""medium""#)
        #expect(read["textAlignment"] == #""left""#)
        #expect(read["lineBreakMode"] == #""byTruncatingTail""#)
        #expect(read["textColor"] != "\"#FF0000\"")
        #expect(read["textColor"] != nil)
    }

    /// Text of several lines is saved as a `<string key="content">` in its fragment: it is read,
    /// and laid out, as the label's text.
    @Test func contentOfSeveralLinesIsTheText() throws {
        let content = "<fragment>\n<string key=\"content\">First line\nSecond line</string>"
        let text = Self.label(attributes: Self.run, content: content)
        #expect(try attributes(text)["text"] == #""First line\nSecond line and more""#)
        let document = try InterfaceBuilderTexts.read(text)
        let label = try #require(document.layout(on: nil).document.view(withID: "Atr-Lb-001"))
        // Two lines at 20 points, not the one line of " and more" alone.
        #expect(label.frame.height > 40)
    }

    /// A style property set on an attributed label would be written where UIKit does not read
    /// it: the edit is refused and writes nothing.
    @Test(arguments: [
        ("textColor", JSONValue.string("#00FF00")), ("textAlignment", .string("right")),
        ("fontSize", .number(JSONNumber(30))),
    ])
    func settingTheStyleIsRefused(name: String, value: JSONValue) throws {
        let document = try InterfaceBuilderTexts.read(Self.label(attributes: Self.run))
        var edit = DocumentEdit(document)
        edit.setAttribute(name, to: value, of: try InterfaceBuilderTexts.view("Atr-Lb-001", in: document))
        let applied = edit.apply()
        #expect(
            applied.refusals.map(\.message) == [
                "\(name) is set by the runs of the attributed text, which designer cannot write yet; edit it in Xcode"
            ])
        #expect(applied.isUnchanged)
    }
}
