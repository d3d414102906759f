import Inspectable
import Testing

@testable import DesignerCore

/// A button shows the state it is in, an image view's keys name its image and highlighted image, and
/// an SF Symbol is known as one: what Interface Builder documents say of the images UIKit draws.
@Suite("Images and states of Interface Builder buttons and image views")
struct XIBButtonStateTests {
    static let resources =
        #"<image name="plus" catalog="system" width="128" height="113"/><image name="ring" width="30" height="20"/><image name="pill" width="8" height="8"/>"#

    private func attributes(_ element: String) throws -> [String: String] {
        let text = LayoutViewReadingTests.xib(element, resources: Self.resources)
        let document = try InterfaceBuilderTexts.read(text, name: "One.xib")
        return try InterfaceBuilderTexts.attributes(of: "a", in: document)
    }

    @Test(arguments: [
        // The normal state.
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><state key="normal" title="Go" image="ring" backgroundImage="pill"/></button>"#,
            #""Go""#, #""ring""#, #"{"width": 30, "height": 20}"#, #""pill""#
        ),
        // A selected button's selected title, and the normal state's images it leaves out.
        (
            #"<button opaque="NO" contentMode="scaleToFill" selected="YES" id="a"><state key="normal" title="Go" image="ring"/><state key="selected" title="Stop" backgroundImage="pill"/></button>"#,
            #""Stop""#, #""ring""#, #"{"width": 30, "height": 20}"#, #""pill""#
        ),
        // A disabled button is drawn disabled even when selected.
        (
            #"<button opaque="NO" contentMode="scaleToFill" enabled="NO" selected="YES" id="a"><state key="normal" title="Go"/><state key="selected" title="Stop"/><state key="disabled" title="Off" image="ring"/></button>"#,
            #""Off""#, #""ring""#, #"{"width": 30, "height": 20}"#, nil
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" highlighted="YES" id="a"><state key="normal" title="Go"/><state key="highlighted" title="Pressed"/></button>"#,
            #""Pressed""#, nil, nil, nil
        ),
        // An iOS 15 button's configured image; an SF Symbol's size in points.
        (
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><buttonConfiguration key="configuration" style="plain" title="Add"><imageReference key="image" image="plus" catalog="system"/></buttonConfiguration></button>"#,
            #""Add""#, #""plus""#, #"{"width": 20, "height": 17.65625}"#, nil
        ),
    ])
    func aButtonShowsItsState(
        element: String, title: String, image: String?, imageSize: String?, backgroundImage: String?
    ) throws {
        let read = try attributes(element)
        #expect(read["title"] == title)
        #expect(read["image"] == image)
        #expect(read["imageSize"] == imageSize)
        #expect(read["backgroundImage"] == backgroundImage)
    }

    /// A button's content alignments and line break mode, in Interface Builder's names.
    @Test func aButtonsAlignmentsAndLineBreakModeAreRead() throws {
        let read = try attributes(
            #"<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="trailing" contentVerticalAlignment="top" buttonType="system" lineBreakMode="headTruncation" id="a"><state key="normal" title="Go"/></button>"#
        )
        #expect(read["contentHorizontalAlignment"] == #""trailing""#)
        #expect(read["contentVerticalAlignment"] == #""top""#)
        #expect(read["lineBreakMode"] == #""byTruncatingHead""#)
    }

    /// Interface Builder's insets, by their edges' coordinates, as UIKit's top, left, bottom and right.
    @Test func aButtonsEdgeInsetsAreRead() throws {
        let read = try attributes(
            #"<button opaque="NO" contentMode="scaleToFill" id="a"><inset key="imageEdgeInsets" minX="0.0" minY="2" maxX="5" maxY="0.0"/><state key="normal" title="Go" image="ring"/></button>"#
        )
        #expect(read["imageEdgeInsets"] == #"{"top": 2, "left": 0, "bottom": 0, "right": 5}"#)
        #expect(read["titleEdgeInsets"] == nil)
    }

    /// Each key addresses the image it names, highlighted or not: the drawing, not the key,
    /// shows the highlighted image (`ImageView.shownImage`).
    @Test(arguments: [
        (
            #"<imageView contentMode="center" image="ring" highlightedImage="pill" id="a"/>"#, #""ring""# as String?,
            #""pill""# as String?, nil as String?
        ),
        (
            #"<imageView contentMode="center" highlighted="YES" image="ring" highlightedImage="pill" id="a"/>"#,
            #""ring""#, #""pill""#, "true"
        ),
        (#"<imageView contentMode="center" highlighted="YES" image="ring" id="a"/>"#, #""ring""#, nil, "true"),
        (
            #"<imageView contentMode="center" highlighted="YES" id="a"><imageReference key="highlightedImage" image="plus" catalog="system"/></imageView>"#,
            nil, #""plus""#, "true"
        ),
    ])
    func anImageViewsKeysNameItsImages(element: String, image: String?, highlighted: String?, isHighlighted: String?)
        throws
    {
        let read = try attributes(element)
        #expect(read["image"] == image)
        #expect(read["highlightedImage"] == highlighted)
        #expect(read["isHighlighted"] == isHighlighted)
    }

    /// A symbol is drawn at 20 points for its resource's 128 units, by the scale of the first
    /// configuration that names it; a resource of no sensible size is no symbol.
    @Test func symbolsAreKnownByTheirResources() throws {
        let element =
            #"<imageView contentMode="center" image="plus" catalog="system" id="a"><preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small"/></imageView>"#
        let text = LayoutViewReadingTests.xib(
            element,
            resources: Self.resources + #"<image name="huge" catalog="system" width="100000" height="128"/>"#)
        let document = try InterfaceBuilderTexts.read(text, name: "One.xib")
        let symbols = document.syntax.systemSymbols
        #expect(symbols.keys.sorted() == ["plus"])
        #expect(symbols["plus"]?.size == Size(width: 16, height: 113 * 16 / 128))
    }

    /// A view without a tint of its own takes its nearest enclosing view's; an image view only
    /// for an SF Symbol, which is a template, not for an image drawn in its own colors.
    @Test func aTintIsInheritedDownTheViewTree() throws {
        func tintColor(_ components: String) -> String {
            #"<color key="tintColor" \#(components) alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        }
        let red = tintColor(#"red="1" green="0.0" blue="0.0""#)
        let green = tintColor(#"red="0.0" green="1" blue="0.0""#)
        let element = """
            <view contentMode="scaleToFill" id="outer"><subviews>
            <view contentMode="scaleToFill" id="inner"><subviews>
            <button opaque="NO" contentMode="scaleToFill" id="b"><state key="normal" title="Go" image="plus" catalog="system"/></button>
            <button opaque="NO" contentMode="scaleToFill" id="own"><state key="normal" title="Go"/>\(green)</button>
            <imageView contentMode="center" image="plus" catalog="system" id="symbol"/>
            <imageView contentMode="center" image="ring" id="photo"/>
            </subviews>\(red)</view>
            </subviews>\(green)</view>
            """
        let text = LayoutViewReadingTests.xib(element, resources: Self.resources)
        let document = try InterfaceBuilderTexts.read(text, name: "One.xib")
        func tint(_ id: String) throws -> String? {
            try InterfaceBuilderTexts.attributes(of: id, in: document)["tintColor"]
        }
        #expect(try tint("b") == ##""#FF0000""##)
        #expect(try tint("own") == ##""#00FF00""##)
        #expect(try tint("symbol") == ##""#FF0000""##)
        #expect(try tint("photo") == nil)
        #expect(try InterfaceBuilderTexts.attributes(of: "b", in: document)["tintsImage"] == "true")
    }
}
