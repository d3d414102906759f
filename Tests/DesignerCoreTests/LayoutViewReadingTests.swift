import Graphics
import Inspectable
import Layout
import Testing

@testable import DesignerCore

/// How one view element takes part in layout: its natural size, margins, priorities and mask,
/// and its constraints' spellings, read from a xib of one view holding it.
@Suite("Interface Builder views read for layout")
struct LayoutViewReadingTests {
    /// A xib whose top-level view holds `subview`, `constraints` and `variations`, with `resources`.
    /// `toolsVersion` is the Xcode that saved it.
    static func xib(
        _ subview: String, constraints: String = "", variations: String = "", resources: String = "",
        toolsVersion: String = "22155"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="One-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        \(subview)
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                    \(variations)
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
            <resources>
                \(resources)
            </resources>
        </document>
        """
    }

    /// The tree of a xib of one view holding `subview`, and the reading's problems.
    static func read(
        _ subview: String, constraints: String = "", resources: String = "", toolsVersion: String = "22155",
        contentSize: ContentSizeCategory = .large
    ) throws -> (tree: LayoutTree, diagnostics: [Diagnostic], document: Document) {
        let text = xib(subview, constraints: constraints, resources: resources, toolsVersion: toolsVersion)
        let document = try InterfaceBuilderTexts.read(text, name: "One.xib")
        let syntax = try #require(document.syntax as? XIBDocumentSyntax)
        let reading = XIBLayoutReader.tree(
            of: document, syntax: syntax, horizontal: .compact, vertical: .regular, contentSize: contentSize)
        return (reading.tree, reading.diagnostics, document)
    }

    static func width(_ text: String, size: Double, weight: Font.Weight = .regular) -> Double {
        TextLayout.size(of: text, font: Font(size: size, weight: weight), style: TextStyle(), width: .infinity).width
            .rounded(.up)
    }

    /// A line of the system font, as UIKit measures a button's title: San Francisco's line
    /// height, 2,444 units of its 2,048 to the em, rounded up to whole points.
    static func height(size: Double) -> Double {
        (size * 2444 / 2048).rounded(.up)
    }

    /// Elements, each with the natural size UIKit gives it: the standard controls', and text's
    /// measured in designer's font.
    static let naturalSizeCases: [(String, IntrinsicContentSize)] = [
        (#"<switch opaque="NO" contentMode="scaleToFill" id="a"/>"#, IntrinsicContentSize.fixed(width: 49, height: 31)),
        (#"<stepper opaque="NO" contentMode="scaleToFill" maximumValue="100" id="a"/>"#, .fixed(width: 94, height: 32)),
        (
            #"<slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="a"/>"#,
            .fixed(width: nil, height: 30)
        ),
        (
            #"<progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="a"/>"#,
            .fixed(width: nil, height: 4)
        ),
        (
            #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" id="a"/>"#,
            .fixed(width: 37, height: 37)
        ),
        (
            #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" style="gray" id="a"/>"#,
            .fixed(width: 20, height: 20)
        ),
        (
            #"<view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44" id="a"/>"#,
            .fixed(width: nil, height: 44)
        ),
        (#"<imageView contentMode="scaleToFill" image="nowhere" id="a"/>"#, .none),
        (#"<imageView contentMode="scaleToFill" image="star" id="a"/>"#, .fixed(width: 24, height: 18)),
        (#"<view contentMode="scaleToFill" id="a"/>"#, .none),
        (#"<pickerView contentMode="scaleToFill" id="a"/>"#, .fixed(width: 320, height: 216)),
        (
            #"<segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="a"><segments><segment title="One"/><segment title="Three"/></segments></segmentedControl>"#,
            .fixed(width: 2 * (width("Three", size: 13) + 16), height: 32)
        ),
        (
            #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" id="a"><fontDescription key="fontDescription" type="system" pointSize="14"/></textField>"#,
            .fixed(width: width("Name", size: 14) + 14, height: 34)
        ),
        (
            #"<textField opaque="NO" contentMode="scaleToFill" text="Hello" id="a"/>"#,
            .fixed(width: width("Hello", size: 14), height: height(size: 14))
        ),
        // A text view that does not scroll: an empty one is its line and 8 points above and
        // below; one with text, or one that scrolls, has no natural size here.
        (
            #"<textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" textAlignment="natural" id="a"><fontDescription key="fontDescription" type="system" pointSize="15"/></textView>"#,
            .fixed(width: nil, height: height(size: 15) + 16)
        ),
        (
            #"<textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Hi" id="a"/>"#,
            .none
        ),
        (#"<textView clipsSubviews="YES" contentMode="scaleToFill" id="a"/>"#, .none),
        (
            #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="a"><state key="normal" title="Done"/></button>"#,
            .fixed(width: width("Done", size: 15), height: height(size: 15) + 12)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><fontDescription key="fontDescription" type="boldSystem" pointSize="13"/><inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/><state key="normal" title="ALL"/></button>"#,
            // A title narrower than 30 points leaves the button UIKit's least width, 30.
            .fixed(width: 30, height: height(size: 13) + 12)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" title="Go" image="star"/><inset key="contentEdgeInsets" minX="4" minY="2" maxX="6" maxY="0.0"/></button>"#,
            .fixed(width: width("Go", size: 15) + 24 + 10, height: max(height(size: 15), 18) + 2)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><buttonConfiguration key="configuration" style="filled" title="Buy"/></button>"#,
            .fixed(width: width("Buy", size: 17) + 24, height: height(size: 17) + 14)
        ),
        // Without a title a button's content is at least 22 tall: an image of 18 points makes it
        // 22, one of 40 as tall as the image; an empty button is UIKit's 30 × 34, its insets
        // added to the 22 where it has some.
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" image="star"/></button>"#,
            .fixed(width: 24, height: 22)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" image="tall"/></button>"#,
            .fixed(width: 10, height: 40)
        ),
        (#"<button opaque="NO" contentMode="scaleToFill" id="a"/>"#, .fixed(width: 30, height: 34)),
        // A title beside an image is not padded.
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" title="Open" image="tall"/></button>"#,
            .fixed(width: width("Open", size: 15) + 10, height: 40)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/></button>"#,
            .fixed(width: 30, height: 43)
        ),
        // A background image alone is the button's size; with a title, its least size.
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" backgroundImage="star"/></button>"#,
            .fixed(width: 24, height: 18)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" backgroundImage="dot"/></button>"#,
            .fixed(width: 8, height: 8)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" title="Go" backgroundImage="tall"/></button>"#,
            .fixed(width: 30, height: 40)
        ),
        // The state the button is drawn in, falling back to the normal state for what it leaves out.
        (
            #"<button opaque="NO" contentMode="scaleToFill" selected="YES" id="a"><state key="normal" title="Go"/><state key="selected" title="Selected"/></button>"#,
            .fixed(width: width("Selected", size: 15), height: height(size: 15) + 12)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" enabled="NO" id="a"><state key="normal" image="star"/><state key="disabled" image="tall"/></button>"#,
            .fixed(width: 10, height: 40)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" selected="YES" id="a"><state key="normal" image="tall"/><state key="selected" title="On"/></button>"#,
            .fixed(width: width("On", size: 15) + 10, height: 40)
        ),
        // An SF Symbol is 20 points for its resource's 128 units, 26 at the large scale.
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" image="plus" catalog="system"/></button>"#,
            .fixed(width: 20, height: 22)
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><buttonConfiguration key="configuration" style="plain"><imageReference key="image" image="plus" catalog="system" symbolScale="large"/></buttonConfiguration></button>"#,
            .fixed(width: 26 + 24, height: 26 + 14)
        ),
        // An attributed title in its run's font, not the button's.
        (
            #"<button opaque="NO" contentMode="scaleToFill" hasAttributedTitle="YES" id="a"><fontDescription key="fontDescription" type="system" pointSize="40"/><state key="normal"><attributedString key="attributedTitle"><fragment content="Edit text"><attributes><font key="NSFont" size="20" metaFont="systemBold"/></attributes></fragment></attributedString></state></button>"#,
            .fixed(width: width("Edit text", size: 20, weight: .bold), height: height(size: 20) + 12)
        ),
    ]

    /// A font of size 0 is its text style's size, else Core Text's 12 points.
    @Test(arguments: [
        (#"type="system" pointSize="0.0""#, 12.0), (#"style="UICTFontTextStyleFootnote" pointSize="0.0""#, 13),
        (#"style="UICTFontTextStyleFootnote" pointSize="20""#, 20),
    ])
    func aFontOfSizeZeroIsItsStylesOrCoreTextsDefault(font: String, size: Double) throws {
        let (tree, _, _) = try Self.read(
            #"<label text="Zero" id="a"><fontDescription key="fontDescription" \#(font)/></label>"#, resources: "")
        guard case .text(let content) = tree.items[1].view.intrinsicContentSize else {
            Issue.record("\(tree.items[1].view.intrinsicContentSize)")
            return
        }
        #expect(content.font.size == size)
    }

    /// UIKit's natural sizes of the standard controls, and of text measured in designer's font.
    @Test(arguments: naturalSizeCases)
    func naturalSizes(element: String, size: IntrinsicContentSize) throws {
        let (tree, diagnostics, _) = try Self.read(
            element,
            resources:
                #"<image name="star" width="24" height="18"/><image name="tall" width="10" height="40"/><image name="dot" width="8" height="8"/><image name="plus" catalog="system" width="128" height="128"/>"#
        )
        #expect(diagnostics == [])
        #expect(tree.items[1].view.intrinsicContentSize == size)
    }

    /// A designable view's natural size is the one Xcode's canvas saved under `<designables>`
    /// (-1 for none on an axis), not its element's; a label that wraps keeps its text, which
    /// wraps at the width it gets (nil: not the saved size).
    @Test(
        arguments: [
            (
                #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="a" customClass="PaddedButton"><state key="normal" title="Done"/></button>"#,
                "84", IntrinsicContentSize.fixed(width: 84, height: 43)
            ),
            (#"<view contentMode="scaleToFill" id="a" customClass="Meter"/>"#, "-1", .fixed(width: nil, height: 43)),
            (#"<label opaque="NO" text="Done" id="a" customClass="Caption"/>"#, "84", .fixed(width: 84, height: 43)),
            (#"<label opaque="NO" text="Done" numberOfLines="0" id="a" customClass="Caption"/>"#, "84", nil),
        ]
    )
    func designableSizes(element: String, savedWidth: String, size: IntrinsicContentSize?) throws {
        let designables = """
            <designables>
                <designable name="a">
                    <size key="intrinsicContentSize" width="\(savedWidth)" height="43"/>
                </designable>
            </designables>
            </document>
            """
        let text = Self.xib(element).replacing("</document>", with: designables)
        let document = try InterfaceBuilderTexts.read(text, name: "One.xib")
        let syntax = try #require(document.syntax as? XIBDocumentSyntax)
        let view = XIBLayoutReader.tree(of: document, syntax: syntax, horizontal: .compact, vertical: .regular).tree
            .items[1].view
        if let size {
            #expect(view.intrinsicContentSize == size)
        } else {
            #expect(view.intrinsicContentSize != .fixed(width: 84, height: 43))
        }
    }

    /// The controls whose frames reach beyond their alignment rectangles: a switch's 2 points
    /// right, a slider's 2 points left and right and 1 below; other views' do not.
    @Test(
        arguments: [
            (
                #"<switch opaque="NO" contentMode="scaleToFill" id="a"/>"#,
                EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
            ),
            (
                #"<slider opaque="NO" contentMode="scaleToFill" id="a"/>"#,
                EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
            ),
            (#"<stepper opaque="NO" contentMode="scaleToFill" id="a"/>"#, EdgeInsets.zero),
            (#"<view contentMode="scaleToFill" id="a"/>"#, EdgeInsets.zero),
        ])
    func alignmentRectInsets(element: String, insets: EdgeInsets) throws {
        let (tree, _, _) = try Self.read(element)
        #expect(tree.items[1].view.alignmentRectInsets == insets)
    }

    /// The canvas of the Xcode that saved the document: before Xcode 11 (tools version 14490,
    /// iOS 12) a rounded text field of a 14-point font is 30 points tall, its line's padding 12,
    /// a progress view 2 and a segmented control 29; from Xcode 11 (15505) on, 34, 14, 4 and 32.
    @Test(arguments: [("14490.70", 30.0, 12.0, 2.0, 29.0), ("15505", 34, 14, 4, 32), ("22155", 34, 14, 4, 32)])
    func controlsOfOlderCanvases(
        toolsVersion: String, textFieldHeight: Double, padding: Double, progressHeight: Double,
        segmentedHeight: Double
    ) throws {
        let field = #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="a"/>"#
        let progress = #"<progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="a"/>"#
        let read = { (element: String) in try Self.read(element, toolsVersion: toolsVersion).tree.items[1] }
        #expect(try read(field).view.intrinsicContentSize == .fixed(width: 14, height: textFieldHeight))
        // A 40-point line is taller than the least height: the field is its line and the padding.
        let large =
            #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="a"><fontDescription key="fontDescription" type="system" pointSize="40"/></textField>"#
        let largeHeight = Self.height(size: 40) + padding
        #expect(try read(large).view.intrinsicContentSize == .fixed(width: 14, height: largeHeight))
        #expect(try read(progress).view.intrinsicContentSize == .fixed(width: nil, height: progressHeight))
        let segmented = #"<segmentedControl opaque="NO" contentMode="scaleToFill" id="a"/>"#
        #expect(try read(segmented).view.intrinsicContentSize == .fixed(width: 0, height: segmentedHeight))
    }

    /// A label's text, font (a text style, a custom font's name and its weight from the name, the
    /// system font under Apple's own name; an attributed text's first run's font and paragraph
    /// line height in place of the label's own), lines, preferred width and line spacing (a text
    /// style's leading, a paragraph's `lineSpacing`), which the layout measures.
    @Test(
        arguments: [
            (
                #"<label text="Hi" numberOfLines="0" lineBreakMode="wordWrap" preferredMaxLayoutWidth="100" id="a"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>"#,
                // The headline's leading, 22, less its line's 20.29: what its lines have between.
                TextContent(
                    text: "Hi", font: Font(size: 17, weight: .semibold),
                    style: TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping), preferredMaxLayoutWidth: 100,
                    lineSpacing: 22 - 17 * 2444 / 2048)
            ),
            (
                #"<label usesAttributedText="YES" numberOfLines="0" id="a"><attributedString key="attributedText"><fragment content="Spaced"><attributes><font key="NSFont" metaFont="label" size="14"/><paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" lineSpacing="7" tighteningFactorForTruncation="0.0"/></attributes></fragment></attributedString></label>"#,
                TextContent(
                    text: "Spaced", font: .system(size: 14), style: TextStyle(numberOfLines: 0), lineSpacing: 7)
            ),
            (
                #"<label id="a"><string key="text">Two\#nlines</string><fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="20"/></label>"#,
                TextContent(
                    text: "Two\nlines", font: .named("Avenir-Heavy", family: "Avenir", size: 20, weight: .heavy),
                    style: TextStyle())
            ),
            (
                #"<label text="Sys" id="a"><fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="15"/></label>"#,
                TextContent(text: "Sys", font: .system(size: 15), style: TextStyle())
            ),
            (
                #"<label text="Zero" id="a"><fontDescription key="fontDescription" type="system" pointSize="0.0"/></label>"#,
                TextContent(text: "Zero", font: Font(size: 12, weight: .regular), style: TextStyle())
            ),

            (
                #"<label usesAttributedText="YES" numberOfLines="0" id="a"><attributedString key="attributedText"><fragment content="Let's go"><attributes><font key="NSFont" metaFont="system" size="20"/><paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" lineHeightMultiple="1.1" tighteningFactorForTruncation="0.0"/></attributes></fragment></attributedString><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#,
                TextContent(
                    text: "Let's go", font: .system(size: 20),
                    style: TextStyle(numberOfLines: 0, lineHeightMultiple: 1.1))
            ),
            (
                #"<label usesAttributedText="YES" id="a"><attributedString key="attributedText"><fragment content="Bold"><attributes><font key="NSFont" size="14" metaFont="systemBold"/></attributes></fragment><fragment content="!"><attributes><font key="NSFont" size="9" name="Avenir-Light"/></attributes></fragment></attributedString><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#,
                TextContent(text: "Bold!", font: .system(size: 14, weight: .bold), style: TextStyle())
            ),
            (
                #"<label usesAttributedText="YES" id="a"><attributedString key="attributedText"><fragment content="Helvetica"><attributes><font key="NSFont" size="14" name="HelveticaNeue-Medium"/></attributes></fragment></attributedString></label>"#,
                TextContent(
                    text: "Helvetica", font: .named("HelveticaNeue-Medium", size: 14, weight: .medium),
                    style: TextStyle())
            ),
        ] as [(String, TextContent)])
    func labels(element: String, text: TextContent) throws {
        let (tree, _, _) = try Self.read(element)
        #expect(tree.items[1].view.intrinsicContentSize == .text(text))
    }

    /// A text style's font and leading at the text size the screen has, from Apple's type scale
    /// (at the largest, the headline's leading is less than its font's own line: nothing is added);
    /// a font of a fixed size keeps it at every text size.
    @Test(arguments: [
        (ContentSizeCategory.extraSmall, 14.0, 19.0), (.large, 17, 22), (.extraExtraExtraLarge, 23, 29),
        (.accessibilityMedium, 28, 34), (.accessibilityExtraExtraExtraLarge, 53, 62),
    ])
    func textStylesAtTextSizes(contentSize: ContentSizeCategory, size: Double, leading: Double) throws {
        let (tree, _, _) = try Self.read(
            #"""
            <label text="Hi" numberOfLines="0" id="a"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
            <label text="Fixed" id="b"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """#, contentSize: contentSize)
        let headline = Font(size: size, weight: .semibold)
        #expect(
            tree.items[1].view.intrinsicContentSize
                == .text(
                    TextContent(
                        text: "Hi", font: headline, style: TextStyle(numberOfLines: 0),
                        lineSpacing: max(leading - TextLayout.lineHeight(of: headline), 0))))
        #expect(
            tree.items[2].view.intrinsicContentSize
                == .text(TextContent(text: "Fixed", font: .system(size: 17), style: TextStyle())))
    }

    /// Margins as written, plain or directional, whether they follow the superview's and the
    /// safe area; priorities; the autoresizing mask of a view left to it.
    @Test func marginsPrioritiesAndMasks() throws {
        let (tree, _, _) = try Self.read(
            """
            <view contentMode="scaleToFill" horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            </view>
            <view contentMode="scaleToFill" id="b">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>
            </view>
            """)
        let (a, b) = (tree.items[1].view, tree.items[2].view)
        #expect(a.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) && !a.marginsAreDirectional)
        #expect(a.preservesSuperviewLayoutMargins && !a.insetsLayoutMarginsFromSafeArea)
        #expect(a.contentHugging == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(a.compressionResistance == AxisPriorities(horizontal: 750, vertical: 1000))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && a.autoresizingMask == [])
        #expect(b.layoutMargins == EdgeInsets(top: 5, left: 6, bottom: 7, right: 8) && b.marginsAreDirectional)
        #expect(!b.preservesSuperviewLayoutMargins && b.insetsLayoutMarginsFromSafeArea)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
        #expect(
            b.autoresizingMask == [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ])
    }

    /// Attributes as Xcode spells them: `baseline` is the last baseline.
    @Test(arguments: [
        ("baseline", LayoutAttribute.lastBaseline), ("firstBaseline", .firstBaseline), ("left", .left),
        ("right", .right), ("centerXWithinMargins", .centerXWithinMargins), ("bottomMargin", .bottomMargin),
        ("topMargin", .topMargin), ("leadingMargin", .leadingMargin), ("centerY", .centerY),
    ])
    func attributes(spelling: String, attribute: LayoutAttribute) throws {
        let (tree, diagnostics, _) = try Self.read(
            #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>"#,
            constraints:
                #"<constraint firstItem="a" firstAttribute="\#(spelling)" secondAttribute="\#(spelling)" constant="-3" id="c"/>"#
        )
        #expect(diagnostics == [])
        #expect(
            tree.constraints == [
                LayoutConstraint(
                    id: "c", firstItem: 1, firstAttribute: attribute, secondItem: 0, secondAttribute: attribute,
                    constant: -3, place: tree.constraints.first?.place ?? -1)
            ])
    }

    /// A constraint UIKit could not load is left out, with an error at the value.
    @Test(arguments: [
        (
            #"firstAttribute="top" secondItem="One-Vw-001" secondAttribute="middle""#,
            "One.xib:12:105: error: the constraint's secondAttribute 'middle' is no layout attribute; UIKit cannot load it"
        ),
        (
            #"firstAttribute="width" multiplier="1:0""#,
            "One.xib:12:78: error: the constraint's multiplier '1:0' is not a number; UIKit cannot load it"
        ),
        (
            #"firstAttribute="width" relation="lessThan""#,
            "One.xib:12:76: error: the constraint's relation 'lessThan' is no relation; UIKit cannot load it"
        ),
        (
            #"firstAttribute="width" constant="wide""#,
            "One.xib:12:76: error: the constraint's constant 'wide' is not a number; UIKit cannot load it"
        ),
    ])
    func constraintsUIKitCannotLoad(attributes: String, message: String) throws {
        let (tree, diagnostics, document) = try Self.read(
            #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>"#,
            constraints: #"<constraint firstItem="a" \#(attributes) id="c"/>"#)
        #expect(tree.constraints.isEmpty)
        #expect(diagnostics.map { $0.formatted(in: document.source) } == [message])
        #expect(diagnostics.allSatisfy { $0.rule == .invalidConstraint })
    }

    /// `installed="NO"` leaves a constraint or a view out, unless a variation for the screen's
    /// size classes installs it.
    @Test(arguments: [(SizeClass.compact, false), (.regular, true)])
    func installedOrNot(horizontal: SizeClass, installed: Bool) throws {
        let text = Self.xib(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" installed="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """,
            constraints: """
                <constraint firstItem="b" firstAttribute="width" constant="10" installed="NO" id="c1"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c2"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c3"/>
                """,
            variations: """
                <variation key="widthClass=regular">
                    <mask key="subviews">
                        <include reference="a"/>
                    </mask>
                    <mask key="constraints">
                        <include reference="c1"/>
                    </mask>
                </variation>
                """)
        let document = try InterfaceBuilderTexts.read(text, name: "One.xib")
        let syntax = try #require(document.syntax as? XIBDocumentSyntax)
        let reading = XIBLayoutReader.tree(of: document, syntax: syntax, horizontal: horizontal, vertical: .regular)
        #expect(reading.tree.constraints.map(\.id) == (installed ? ["c1", "c2", "c3"] : ["c2"]))
        #expect(reading.tree.items[1].isHidden == !installed)
    }

    /// A layout guide of a kind designer does not know is placed by its constraints alone.
    @Test func guidesOfTheirOwn() throws {
        let (tree, diagnostics, _) = try Self.read(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <viewLayoutGuide key="somethingNew" id="g1"/>
                <viewLayoutGuide id="g2" userLabel="Gap"/>
            </view>
            """,
            constraints: #"<constraint firstItem="g2" firstAttribute="width" constant="4" id="c"/>"#)
        #expect(diagnostics == [])
        #expect(tree.items.dropFirst(2).map(\.kind) == [.guide(.custom), .guide(.custom)])
        #expect(tree.items.dropFirst(2).map(\.name) == ["Layout Guide", "Gap"])
        #expect(tree.items.dropFirst(2).map(\.parent) == [1, 1])
        // The guide's constraint, then the four that hold `a`, named by none, at its saved frame.
        #expect(tree.constraints.map(\.firstItem) == [3, 1, 1, 1, 1])
    }

    /// A collection view's cells are its flow layout's item size.
    @Test func collectionCells() throws {
        let (tree, _, _) = try Self.read(
            """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                    <size key="itemSize" width="68" height="90"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """)
        #expect(tree.items[1].view.role == .scroll)
        #expect(tree.items[2].view.role == .collectionCell(size: Size(width: 68, height: 90)))
        #expect(tree.items[2].parent == 1)
    }
}
