import Inspectable
import Testing

@testable import DesignerCore

/// An Interface Builder document reads as the views Xcode shows: each view's class, frame and
/// place in the tree, its standard properties and its user-defined runtime attributes, in the
/// scenes of a storyboard; what designer does not model (outlets, constraints) stays in the text.
@Suite("Interface Builder documents read as the views Xcode shows")
struct XIBReadingTests {
    @Test func aXibsViewsAreItsTreeWithTheirClassesAndFrames() throws {
        let document = try InterfaceBuilderTexts.read(InterfaceBuilderTexts.card)
        #expect(document.root.id == "Crd-Vw-001")
        #expect(document.root.className == "Card")
        #expect(document.root.customModule == "App")
        #expect(document.root.frame == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(document.subviews(of: document.root).map(\.id) == ["Crd-Lb-001", "Crd-Bt-001", "Crd-Im-001"])
        #expect(document.allViews.map(\.className) == ["Card", "UILabel", "UIButton", "UIImageView"])
        #expect(document.allViews.map(\.frame.height) == [200, 24.5, 34, 32])
        let label = try InterfaceBuilderTexts.view("Crd-Lb-001", in: document)
        #expect(label.frame == Rect(x: 16, y: 16, width: 288, height: 24.5))
        #expect(label.elementClassName == "UILabel")
    }

    /// Standard properties read from the element's attributes and keyed children, with what
    /// UIKit implies where the file writes nothing.
    @Test(arguments: [
        ("Crd-Lb-001", "text", #""Title""#),
        ("Crd-Lb-001", "textAlignment", #""center""#),
        ("Crd-Lb-001", "lineBreakMode", #""byTruncatingTail""#),
        ("Crd-Lb-001", "fontSize", "20"),
        ("Crd-Lb-001", "fontWeight", #""bold""#),
        ("Crd-Lb-001", "textColor", #""label""#),
        ("Crd-Bt-001", "title", #""Open""#),
        ("Crd-Im-001", "image", #""star""#),
        ("Crd-Im-001", "contentMode", #""scaleAspectFit""#),
        ("Crd-Im-001", "alpha", "0.5"),
        ("Crd-Im-001", "clipsToBounds", "true"),
        ("Crd-Vw-001", "backgroundColor", "\"#FFFFFF\""),
    ])
    func standardProperties(id: String, name: String, json: String) throws {
        let document = try InterfaceBuilderTexts.read(InterfaceBuilderTexts.card)
        #expect(try InterfaceBuilderTexts.attributes(of: id, in: document)[name] == json)
    }

    /// Runtime attributes of each type read as their values: numbers, booleans, escaped
    /// strings, colors (Display P3's orange converted to sRGB, beyond its 8-bit steps) and points.
    @Test(arguments: [
        ("cornerRadius", "12"),
        ("lines", "2"),
        ("isElevated", "true"),
        ("caption", #""Fish & chips""#),
        ("accent", "\"rgb(255, 142.151094, 0)\""),
        ("offset", #"{"x": 2, "y": -3}"#),
    ])
    func runtimeAttributes(name: String, json: String) throws {
        let document = try InterfaceBuilderTexts.read(InterfaceBuilderTexts.card)
        #expect(try InterfaceBuilderTexts.attributes(of: "Crd-Vw-001", in: document)[name] == json)
    }

    /// Each attribute points at where its value is written, for diagnostics and edits.
    @Test func attributesPointAtTheirValues() throws {
        let document = try InterfaceBuilderTexts.read(InterfaceBuilderTexts.card)
        let label = try InterfaceBuilderTexts.view("Crd-Lb-001", in: document)
        let text = try #require(document.syntax.attributes(of: label).first { $0.name == "text" })
        let bytes = document.source.bytes
        #expect(String(decoding: bytes[text.valueOffset..<(text.valueOffset + 5)], as: UTF8.self) == "Title")
        #expect(String(decoding: bytes[text.nameOffset..<(text.nameOffset + 4)], as: UTF8.self) == "text")
        #expect(document.source.location(of: text.valueOffset).line == 20)
    }

    /// A storyboard's scenes are its documents: the initial view controller's is read (for a
    /// navigation controller, its root's), and each scene is named by its controller's id,
    /// title and class.
    @Test func aStoryboardsScenesAreReadOneAtATime() throws {
        let document = try InterfaceBuilderTexts.read(InterfaceBuilderTexts.storyboard, name: "Main.storyboard")
        #expect(document.scenes.map(\.id) == ["Dtl-Sc-001", "Lst-Sc-001", "Nav-Sc-001"])
        #expect(document.scenes.map(\.hasView) == [true, true, false])
        #expect(
            document.scenes.map(\.title) == [
                "View Controller (Dtl-Sc-001)", "Inbox (Lst-Sc-001)", "Navigation Controller (Nav-Sc-001)",
            ])
        #expect(document.sceneIndex == 1)
        #expect(document.root.id == "Lst-Vw-001")
        #expect(document.allViews.map(\.className) == ["View", "UISwitch"])
        #expect(
            ["Lst-Ct-001", "Inbox", "ListController", "UIViewController"].map { document.sceneIndex(named: $0) } == [
                1, 1, 1, 0,
            ])
        #expect(document.sceneIndex(named: "UINavigationController") == 2)
        let detail = try #require(document.readScene(0).document)
        #expect(detail.root.id == "Dtl-Vw-001")
        #expect(detail.root.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        let background = try InterfaceBuilderTexts.attributes(of: "Dtl-Vw-001", in: detail)["backgroundColor"]
        #expect(background == "\"#336699CC\"")
    }

    /// Colors in each of Interface Builder's spellings read as the same values.
    @Test(arguments: [
        (#"red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#, "#FF0000"),
        (#"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#, "gray"),
        (#"red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#, "#FF0000"),
        (#"red="0.0" green="0.0" blue="1" alpha="0.5" colorSpace="calibratedRGB""#, "rgba(0, 0, 255, 0.5)"),
        (#"white="1" alpha="1" colorSpace="calibratedWhite""#, "#FFFFFF"),
        (#"systemColor="systemRedColor""#, "systemRed"),
        (#"cocoaTouchSystemColor="darkTextColor""#, "#000000"),
        (#"cocoaTouchSystemColor="groupTableViewBackgroundColor""#, "systemGroupedBackground"),
        (#"name="systemBlueColor" catalog="System" colorSpace="catalog""#, "systemBlue"),
    ])
    func colorsInEachSpace(written: String, color: String) throws {
        let text = InterfaceBuilderTexts.card.replacingOnly(
            #"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
            with: written)
        let read = try InterfaceBuilderTexts.attributes(
            of: "Crd-Vw-001", in: try InterfaceBuilderTexts.read(text))["backgroundColor"]
        #expect(read == "\"\(color)\"")
    }

    /// Fonts read as a size and a weight, from a system font, a named font or a text style.
    @Test(arguments: [
        (#"type="system" pointSize="17""#, "17", "regular"),
        (#"type="boldSystem" pointSize="20""#, "20", "bold"),
        (#"type="system" weight="semibold" pointSize="15""#, "15", "semibold"),
        (#"name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="12""#, "12", "light"),
        (#"style="UICTFontTextStyleHeadline""#, "17", "semibold"),
    ])
    func fonts(written: String, size: String, weight: String) throws {
        let text = InterfaceBuilderTexts.card.replacingOnly(#"type="boldSystem" pointSize="20""#, with: written)
        let attributes = try InterfaceBuilderTexts.attributes(
            of: "Crd-Lb-001", in: try InterfaceBuilderTexts.read(text))
        #expect(attributes["fontSize"] == size)
        #expect(attributes["fontWeight"] == "\"\(weight)\"")
    }

    /// Outlets, segues and constraints are no attributes of a view, and an edit of the view
    /// leaves them as they are written.
    @Test func connectionsAndConstraintsAreKept() throws {
        let edited = try InterfaceBuilderTexts.edit(InterfaceBuilderTexts.storyboard, name: "Main.storyboard") {
            edit, document in
            edit.setAttribute("alpha", to: .number(JSONNumber(literal: "0.5")!), of: document.root)
        }
        for kept in [
            #"<outlet property="toggle" destination="Lst-Sw-001" id="Lst-Ot-001"/>"#,
            #"<segue destination="Dtl-Ct-001" kind="show" identifier="detail" id="Lst-Sg-001"/>"#,
            #"<constraint firstItem="Lst-Sw-001" firstAttribute="leading" secondItem="Lst-Sa-001" secondAttribute="leading" constant="20" id="Lst-Cn-001"/>"#,
        ] {
            #expect(edited.ranges(of: kept).count == 1)
        }
        let attributes = try InterfaceBuilderTexts.attributes(
            of: "Lst-Vw-001", in: try InterfaceBuilderTexts.read(edited, name: "Main.storyboard"))
        #expect(attributes["alpha"] == "0.5")
        #expect(attributes.keys.allSatisfy { !["constraints", "connections", "toggle"].contains($0) })
    }

    /// Text that is XML but no iOS Interface Builder document is refused with one diagnostic.
    @Test(arguments: [
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>", "Interface Builder document"),
        ("<plist version=\"1.0\"><dict/></plist>", "is not an iOS Interface Builder document"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects/></document>", "has no views"),
        ("<document", "unexpected end of file"),
    ])
    func otherTextIsRefused(text: String, says: String) {
        let reading = Document.read(SourceText(name: "Other.xib", text: text))
        #expect(reading.document == nil)
        #expect(reading.diagnostics.count == 1)
        #expect(reading.diagnostics.first?.severity == .error)
        #expect(reading.diagnostics.first?.message.contains(says) == true, "\(reading.diagnostics)")
    }
}
