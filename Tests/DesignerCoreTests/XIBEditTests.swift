import Inspectable
import Testing

@testable import DesignerCore

private let card = InterfaceBuilderTexts.card

/// An edit of an Interface Builder document replaces the bytes of the value it changes and
/// nothing else: the rest of the file, its spacing, its order and what designer does not
/// model, is the same byte for byte.
@Suite("XIB edits change only the edited attribute's bytes")
struct XIBEditTests {
    /// A value written as an XML attribute changes inside its quotes: the text is the old one
    /// with that value's bytes replaced.
    @Test(arguments: [
        ("Crd-Im-001", "alpha", JSONValue.number(JSONNumber(literal: "0.25")!), #"alpha="0.5""#, #"alpha="0.25""#),
        ("Crd-Lb-001", "text", .string("Fish & chips"), #"text="Title""#, #"text="Fish &amp; chips""#),
        ("Crd-Lb-001", "textAlignment", .string("right"), #"textAlignment="center""#, #"textAlignment="right""#),
        ("Crd-Im-001", "contentMode", .string("center"), #"contentMode="scaleAspectFit""#, #"contentMode="center""#),
    ])
    func anAttributesValue(id: String, name: String, value: JSONValue, before: String, after: String) throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setAttribute(name, to: value, of: try InterfaceBuilderTexts.view(id, in: document))
        }
        #expect(edited == card.replacingOnly(before, with: after))
    }

    /// An image changes inside its quotes, and the entry of the image no longer used leaves the
    /// document's resources: Xcode keeps one for each image the document uses.
    @Test func anImagesValueAndTheEntryOfTheImageItReplaces() throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setAttribute(
                "image", to: .string("moon"), of: try InterfaceBuilderTexts.view("Crd-Im-001", in: document))
        }
        #expect(
            edited
                == card.replacingOnly(#"image="star" "#, with: #"image="moon" "#).replacingOnly(
                    "        <image name=\"star\" width=\"32\" height=\"32\"/>\n", with: ""))
    }

    /// A font's size and weight change their attributes of its `<fontDescription>`; a switch
    /// turned off loses its `on`, as Xcode leaves out what UIKit implies.
    @Test func propertiesInTheirOwnSpelling() throws {
        let size = try InterfaceBuilderTexts.edit(card) { edit, document in
            let label = try InterfaceBuilderTexts.view("Crd-Lb-001", in: document)
            edit.setAttribute("fontSize", to: .number(JSONNumber(24)), of: label)
        }
        #expect(
            size == card.replacingOnly(#"type="boldSystem" pointSize="20""#, with: #"type="boldSystem" pointSize="24""#)
        )
        let weight = try InterfaceBuilderTexts.edit(card) { edit, document in
            let label = try InterfaceBuilderTexts.view("Crd-Lb-001", in: document)
            edit.setAttribute("fontWeight", to: .string("regular"), of: label)
        }
        #expect(
            weight == card.replacingOnly(#"type="boldSystem" pointSize="20""#, with: #"type="system" pointSize="20""#))
        let storyboard = InterfaceBuilderTexts.storyboard
        let off = try InterfaceBuilderTexts.edit(storyboard, name: "Main.storyboard") { edit, document in
            edit.setAttribute("on", to: .bool(false), of: try InterfaceBuilderTexts.view("Lst-Sw-001", in: document))
        }
        #expect(off == storyboard.replacingOnly(#" on="YES""#, with: ""))
    }

    /// Text of several lines cannot be an attribute (XML would read its line breaks as spaces):
    /// it becomes a `<string key="text">` element where Xcode writes one.
    @Test func textOfSeveralLinesBecomesAnElement() throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setAttribute(
                "text", to: .string("One\nTwo"), of: try InterfaceBuilderTexts.view("Crd-Lb-001", in: document))
        }
        let font = String(repeating: " ", count: 20) + #"<fontDescription key="fontDescription" type="boldSystem""#
        let text = String(repeating: " ", count: 20) + #"<string key="text">One"# + "\n" + "Two</string>\n"
        #expect(
            edited == card.replacingOnly(#" text="Title""#, with: "").replacingOnly(font, with: text + font))
    }

    /// A runtime attribute's value changes inside its value element.
    @Test(arguments: [
        ("cornerRadius", JSONValue.number(JSONNumber(8)), "Double", "12", "8"),
        ("lines", .number(JSONNumber(3)), "Int", "2", "3"),
        ("isElevated", .bool(false), "Bool", "YES", "NO"),
        ("caption", .string("Salt < pepper"), "String", "Fish &amp; chips", "Salt &lt; pepper"),
        (
            "offset", .object(JSONObject(["x": .number(JSONNumber(2)), "y": .number(JSONNumber(4))])), "Point", "-3",
            "4"
        ),
    ])
    func aRuntimeAttributesValue(name: String, value: JSONValue, typeName: String, removed: String, added: String)
        throws
    {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setAttribute(name, to: value, typeName: typeName, of: document.root)
        }
        #expect(InterfaceBuilderTexts.difference(card, edited) == (removed, added))
    }

    /// A frame changes only the numbers that differ.
    @Test func aFrameChangesOnlyItsChangedNumbers() throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            let label = try InterfaceBuilderTexts.view("Crd-Lb-001", in: document)
            edit.setFrame(Rect(x: 16, y: 20, width: 288, height: 24.5), of: label)
        }
        #expect(InterfaceBuilderTexts.difference(card, edited) == ("16", "20"))
        #expect(
            edited
                == card.replacingOnly(
                    #"<rect key="frame" x="16" y="16" width="288""#,
                    with: #"<rect key="frame" x="16" y="20" width="288""#)
        )
        let both = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setFrame(Rect(x: 0, y: 0, width: 375, height: 180.5), of: document.root)
        }
        #expect(
            both
                == card.replacingOnly(
                    #"<rect key="frame" x="0.0" y="0.0" width="320" height="200"/>"#,
                    with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="180.5"/>"#))
    }

    /// A color changes its element's attributes, in the color space Xcode writes.
    @Test func aColorChangesItsElementOnly() throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setAttribute("backgroundColor", to: .string("#FF9500"), of: document.root)
        }
        #expect(
            edited
                == card.replacingOnly(
                    #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
                    with:
                        #"<color key="backgroundColor" red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
                ))
    }

    /// Edits of several views and values at once each change their own bytes.
    @Test func severalEditsAtOnce() throws {
        let edited = try InterfaceBuilderTexts.edit(card) { edit, document in
            edit.setAttribute("lines", to: .number(JSONNumber(5)), typeName: "Int", of: document.root)
            edit.setAttribute(
                "alpha", to: .number(JSONNumber(1)), of: try InterfaceBuilderTexts.view("Crd-Im-001", in: document))
            edit.setAttribute(
                "title", to: .string("Close"), of: try InterfaceBuilderTexts.view("Crd-Bt-001", in: document))
        }
        let expected =
            card
            .replacingOnly(#"<integer key="value" value="2"/>"#, with: #"<integer key="value" value="5"/>"#)
            .replacingOnly(#" alpha="0.5" contentMode="scaleAspectFit""#, with: #" contentMode="scaleAspectFit""#)
            .replacingOnly(#"<state key="normal" title="Open"/>"#, with: #"<state key="normal" title="Close"/>"#)
        #expect(edited == expected)
    }

    /// Setting what is written already writes nothing.
    @Test func settingTheWrittenValueChangesNothing() throws {
        let document = try InterfaceBuilderTexts.read(card)
        var edit = DocumentEdit(document)
        edit.setAttribute("cornerRadius", to: .number(JSONNumber(12)), typeName: "Double", of: document.root)
        edit.setAttribute(
            "alpha", to: .number(JSONNumber(literal: "0.5")!),
            of: try InterfaceBuilderTexts.view("Crd-Im-001", in: document))
        edit.setFrame(Rect(x: 0, y: 0, width: 320, height: 200), of: document.root)
        let applied = edit.apply()
        #expect(applied.isUnchanged)
        #expect(applied.bytes == document.source.bytes)
    }

    /// A file written with carriage returns and line feeds keeps them in what an edit adds.
    @Test func aCRLFFileKeepsItsLineBreaks() throws {
        let crlf = card.replacing("\n", with: "\r\n")
        let edited = try InterfaceBuilderTexts.edit(crlf) { edit, document in
            edit.setAttribute("weight", to: .number(JSONNumber(2)), typeName: "Double", of: document.root)
        }
        #expect(
            !edited.utf8.indices.contains { index in
                edited.utf8[index] == 0x0A
                    && (index == edited.utf8.startIndex || edited.utf8[edited.utf8.index(before: index)] != 0x0D)
            })
        #expect(edited.replacing("\r\n", with: "\n").ranges(of: #"keyPath="weight""#).count == 1)
    }
}
