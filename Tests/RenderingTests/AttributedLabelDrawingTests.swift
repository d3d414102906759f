import DesignerCore
import Inspectable
import Rendering
import Testing

/// A label of attributed text is drawn as layout measures it: in its first run's font, color
/// and paragraph alignment, wrapped to the lines its laid-out box holds.
@Suite("Attributed labels drawn as laid out")
struct AttributedLabelDrawingTests {
    /// A storyboard saved on a 320-point phone: one label of 20-point red text, centred by its
    /// paragraph style, as wide as the screen less 20 points each side; the label's own
    /// attributes (17 points, left-aligned, black) are not the text's.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Adr-Vc-001">
            <device id="retina4_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Adr-Sc-001">
                    <objects>
                        <viewController id="Adr-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Adr-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Adr-Lb-001">
                                        <rect key="frame" x="20" y="100" width="280" height="20"/>
                                        <attributedString key="attributedText">
                                            <fragment content="How would you categorize your feedback today, dear user?">
                                                <attributes>
                                                    <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                                    <font key="NSFont" metaFont="system" size="20"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Adr-Lb-001" firstAttribute="leading" secondItem="Adr-Vw-001" secondAttribute="leading" constant="20" id="Adr-Cn-001"/>
                                    <constraint firstItem="Adr-Vw-001" firstAttribute="trailing" secondItem="Adr-Lb-001" secondAttribute="trailing" constant="20" id="Adr-Cn-002"/>
                                    <constraint firstItem="Adr-Lb-001" firstAttribute="top" secondItem="Adr-Vw-001" secondAttribute="top" constant="100" id="Adr-Cn-003"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The text drawings of `commands`, those in groups too.
    func texts(_ commands: [DrawingCommand]) -> [TextDrawing] {
        commands.flatMap { command -> [TextDrawing] in
            switch command {
            case .text(let text): [text]
            case .group(let group): texts(group.commands)
            default: []
            }
        }
    }

    @Test func theRunsStyleWrappedToTheLaidOutLines() throws {
        let reading = Document.read(SourceText(name: "Feedback.storyboard", text: Self.storyboard))
        let document = try #require(reading.document, "\(reading.diagnostics)")
        let layout = document.layout(on: nil)
        #expect(layout.diagnostics == [])
        let frame = try #require(layout.document.view(withID: "Adr-Lb-001")).frame
        let resolved = ResolvedDocument(layout.document, registry: .shipped, unknownClass: .warning)
        let text = try #require(texts(ViewTreeDrawing.draw(resolved).0.commands).first)
        #expect(text.font.size == 20)
        #expect(text.color == Color(red: 1, green: 0, blue: 0))
        #expect(text.style.alignment == .center)
        // As many whole lines as the laid-out box measured at 20 points holds, none cut short.
        let lines = TextLayout(text).lines
        let measured = (frame.height / TextLayout.lineHeight(of: text.font)).rounded()
        #expect(lines.count >= 2)
        #expect(Double(lines.count) == measured)
        #expect(lines.allSatisfy { !$0.text.hasSuffix("…") })
        // Centred: each line as far from the left edge as from the right.
        for line in lines {
            #expect(abs((line.x - text.rect.x) - (text.rect.maxX - line.x - line.width)) < 0.01)
        }
    }
}
