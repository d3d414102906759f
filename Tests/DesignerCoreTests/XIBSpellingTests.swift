import Inspectable
import Testing

@testable import DesignerCore

private let card = InterfaceBuilderTexts.card

/// Sets `name` to `value` on the view `id` of the card (its root when nil) and gives the new text.
private func set(
    _ name: String, _ value: JSONValue, typeName: String? = nil, on id: String? = nil, in text: String = card
)
    throws -> String
{
    try InterfaceBuilderTexts.edit(text) { edit, document in
        let view = try id.map { try InterfaceBuilderTexts.view($0, in: document) } ?? document.root
        edit.setAttribute(name, to: value, typeName: typeName, of: view)
    }
}

/// What designer writes is what Xcode would write for the same change, so that opening and
/// saving the file in Xcode changes nothing more: numbers, colors and booleans in Xcode's
/// spelling, new attributes and elements in Xcode's order and at the file's indentation.
@Suite("Interface Builder values are spelled as Xcode spells them")
struct XIBSpellingTests {
    /// Zero as `0.0`, whole numbers without a fraction, others with 17 significant digits.
    @Test(
        arguments: [
            (0.0, "0.0"), (-0.0, "0.0"), (1, "1"), (-2, "-2"), (24.5, "24.5"), (0.5, "0.5"),
            (0.1, "0.10000000000000001"),
            (1.0 / 3, "0.33333333333333331"), (0.58431372549019611, "0.58431372549019611"),
            (1e-5, "1.0000000000000001e-05"),
            (123_456_789, "123456789"), (1e15, "1000000000000000"), (1e20, "1e+20"),
        ] as [(Double, String)])
    func numbers(value: Double, written: String) {
        #expect(XIBColor.number(value) == written)
    }

    /// A system color by its name, any other in sRGB components; a color that differs in the
    /// dark and is no system color has no inline spelling.
    @Test(arguments: [
        (
            "#FF9500",
            #"red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        ),
        (
            "#00000080",
            #"red="0.0" green="0.0" blue="0.0" alpha="0.50196078431372548" colorSpace="custom" customColorSpace="sRGB""#
        ),
        ("white", #"red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#),
        ("clear", #"red="0.0" green="0.0" blue="0.0" alpha="0.0" colorSpace="custom" customColorSpace="sRGB""#),
        ("systemRed", #"systemColor="systemRedColor""#),
        ("label", #"systemColor="labelColor""#),
    ])
    func colors(text: String, attributes: String) throws {
        #expect(XIBColor.attributes(for: try Color(text: text)) == attributes)
    }

    @Test func aColorThatChangesInTheDarkHasNoInlineSpelling() throws {
        let color = try Color(text: "systemRed").resolved(for: .light)
        #expect(XIBColor.attributes(for: Color(light: color, dark: try Color(text: "#000000"))) == nil)
    }

    /// A boolean is `YES` or `NO`, and a new attribute goes among the element's attributes
    /// where Xcode writes it: only its own bytes are added.
    @Test(arguments: [
        ("isHidden", JSONValue.bool(true), #"<label opaque="NO""#, #"<label hidden="YES" opaque="NO""#),
        (
            "clipsToBounds", .bool(true), #"<label opaque="NO" userInteractionEnabled"#,
            #"<label opaque="NO" clipsSubviews="YES" userInteractionEnabled"#
        ),
        (
            "alpha", .number(JSONNumber(literal: "0.75")!), #"userInteractionEnabled="NO" contentMode="left""#,
            #"userInteractionEnabled="NO" alpha="0.75" contentMode="left""#
        ),
        (
            "numberOfLines", .number(JSONNumber(2)), #"lineBreakMode="tailTruncation" baselineAdjustment"#,
            #"lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment"#
        ),
    ])
    func aNewAttributeGoesWhereXcodeWritesIt(name: String, value: JSONValue, before: String, after: String) throws {
        #expect(try set(name, value, on: "Crd-Lb-001") == card.replacingOnly(before, with: after))
    }

    /// A runtime attribute of each type is spelled as Xcode spells it, after the others: a
    /// whole number declared `Double` or `Float` is a `<real>`, one typed as a key path into the
    /// table (`layer.borderWidth`) an `<integer>`.
    @Test(arguments: [
        (
            "weight", JSONValue.number(JSONNumber(literal: "2.5")!), "Double",
            """
                            <userDefinedRuntimeAttribute type="number" keyPath="weight">
                                <real key="value" value="2.5"/>
                            </userDefinedRuntimeAttribute>

            """
        ),
        (
            "weight", .number(JSONNumber(2)), "Float",
            """
                            <userDefinedRuntimeAttribute type="number" keyPath="weight">
                                <real key="value" value="2"/>
                            </userDefinedRuntimeAttribute>

            """
        ),
        (
            "layer.borderWidth", .number(JSONNumber(4)), "Double",
            """
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                <integer key="value" value="4"/>
                            </userDefinedRuntimeAttribute>

            """
        ),
        (
            "count", .number(JSONNumber(7)), "Int",
            """
                            <userDefinedRuntimeAttribute type="number" keyPath="count">
                                <integer key="value" value="7"/>
                            </userDefinedRuntimeAttribute>

            """
        ),
        (
            "isOn", .bool(false), "Bool",
            """
                            <userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="NO"/>

            """
        ),
        (
            "note", .string("a \"quoted\"\nline"), "String",
            """
                            <userDefinedRuntimeAttribute type="string" keyPath="note" value="a &quot;quoted&quot;&#10;line"/>

            """
        ),
        (
            "tint", .string("#336699"), "Color",
            """
                            <userDefinedRuntimeAttribute type="color" keyPath="tint">
                                <color key="value" red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </userDefinedRuntimeAttribute>

            """
        ),
        (
            "box",
            .object(JSONObject(["width": .number(JSONNumber(3)), "height": .number(JSONNumber(literal: "0.5")!)])),
            "Size",
            """
                            <userDefinedRuntimeAttribute type="size" keyPath="box">
                                <size key="value" width="3" height="0.5"/>
                            </userDefinedRuntimeAttribute>

            """
        ),
    ])
    func aNewRuntimeAttribute(name: String, value: JSONValue, typeName: String, written: String) throws {
        let last = """
                                <point key="value" x="2" y="-3"/>
                            </userDefinedRuntimeAttribute>

            """
        #expect(try set(name, value, typeName: typeName) == card.replacingOnly(last, with: last + written))
    }

    /// A view without runtime attributes gets a block of them where Xcode writes it, indented as
    /// the file is: by four spaces, or by tabs.
    @Test(arguments: ["    ", "\t"])
    func aNewBlockOfRuntimeAttributes(indent: String) throws {
        let text = card.replacing("    ", with: indent)
        let edited = try set("maximumLines", .number(JSONNumber(3)), typeName: "Int", on: "Crd-Lb-001", in: text)
        let before = String(repeating: indent, count: 5) + #"<nil key="highlightedColor"/>"# + "\n"
        let block = [
            (5, "<userDefinedRuntimeAttributes>"),
            (6, #"<userDefinedRuntimeAttribute type="number" keyPath="maximumLines">"#),
            (7, #"<integer key="value" value="3"/>"#),
            (6, "</userDefinedRuntimeAttribute>"),
            (5, "</userDefinedRuntimeAttributes>"),
        ].map { String(repeating: indent, count: $0) + $1 + "\n" }.joined()
        #expect(edited == text.replacingOnly(before, with: before + block))
    }

    /// A new child element goes among the others where Xcode writes it.
    @Test func aNewColorGoesWhereXcodeWritesIt() throws {
        let edited = try set("backgroundColor", .string("#FFFFFF"), on: "Crd-Lb-001")
        let frame = #"                    <rect key="frame" x="16" y="16" width="288" height="24.5"/>"# + "\n"
        let color =
            #"                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            + "\n"
        #expect(edited == card.replacingOnly(frame, with: frame + color))
    }

    /// An element written self-closing is opened to hold a new child.
    @Test func aSelfClosingElementIsOpenedForAChild() throws {
        let edited = try set("titleColor", .string("#FF0000"), on: "Crd-Bt-001")
        let (state, color) = (String(repeating: " ", count: 20), String(repeating: " ", count: 24))
        let opened =
            state + #"<state key="normal" title="Open">"# + "\n" + color
            + #"<color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            + "\n" + state + "</state>"
        #expect(edited == card.replacingOnly(state + #"<state key="normal" title="Open"/>"#, with: opened))
    }

    /// A new xib is written as Xcode writes one, and reads back with its attributes.
    @Test func aNewXibReadsBackAsItWasMade() throws {
        let text = XIBFormat.newDocument(
            className: "Card", frame: Rect(x: 0, y: 0, width: 320, height: 180.5),
            attributes: [("radius", .number(JSONNumber(8)), "Double"), ("isOn", .bool(true), "Bool")])
        #expect(
            text.ranges(
                of: """
                                <rect key="frame" x="0.0" y="0.0" width="320" height="180.5"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="radius">
                                        <real key="value" value="8"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </view>

                    """
            ).count == 1, "\(text)")
        let document = try InterfaceBuilderTexts.read(text)
        #expect(document.root.className == "Card")
        let attributes = try InterfaceBuilderTexts.attributes(of: "iN0-l3-epB", in: document)
        #expect(attributes["radius"] == "8")
        #expect(attributes["isOn"] == "true")
    }
}
