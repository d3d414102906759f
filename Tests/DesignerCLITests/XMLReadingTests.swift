import DesignerCLI
import DesignerCore
import Foundation
import Inspectable
import Testing

/// Interface Builder documents read as strictly as Xcode's XML parser reads them, in the
/// encodings it reads, by the built `designer`.
@Suite("XML documents as Xcode reads them")
struct XMLReadingTests {
    /// A xib of one label whose start tag is `label`, and `extra` after it inside the view.
    static func document(label: String = #"<label text="Hi" id="lab">"#, extra: String = "") -> String {
        IBFixture.xib(
            """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        <subviews>
                            \(label)
                                <rect key="frame" x="10" y="70" width="100" height="20"/>
                            </label>
                        </subviews>\(extra)
                    </view>

            """)
    }

    /// A document in ISO-8859-1: the label's text "Héllo", with é as the one byte 0xE9.
    static var latin1: Data {
        let text = document(label: #"<label text="H_llo" id="lab">"#)
            .replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="ISO-8859-1""#)
        return Data(text.utf8.map { $0 == UInt8(ascii: "_") ? 0xE9 : $0 })
    }

    @Test(arguments: [
        (#"<label text="Hi" id="lab">x ]]> y"#, "8:45: error: ']]>' is not allowed in text"),
        (#"<label text="Hi" id="lab"><!-- a -- b -->"#, "8:50: error: '--' is not allowed in a comment"),
        (
            #"<label text="Hi" id="lab"><?xml version="1.0"?>"#,
            "8:43: error: the XML declaration <?xml …?> is allowed only at the very start"
        ),
    ])
    func malformedXMLIsRefusedWithItsPlaceAndTheFileKept(label: String, message: String) throws {
        let sandbox = try Sandbox()
        let original = Self.document(label: label)
        try sandbox.write("t.xib", original)
        let set = try sandbox.run(["set", "-f", "t.xib", "lab.text=Bye"])
        #expect(set.status == 1)
        #expect(set.stderr.hasPrefix("t.xib:\(message)"), "\(set)")
        #expect(set.stderr.split(separator: "\n").count == 1, "\(set)")
        #expect(try sandbox.read("t.xib") == original)
    }

    @Test func invalidUTF8IsRefusedAtItsByteAndTheFileKept() throws {
        let sandbox = try Sandbox()
        let original = Data(
            Self.document(label: #"<label text="Hi" i_d="lab">"#).utf8.map { $0 == UInt8(ascii: "_") ? 0xFF : $0 })
        try sandbox.write("t.xib", original)
        let check = try sandbox.run(["check", "t.xib"])
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("t.xib:8:35: error: invalid UTF-8 byte 0xFF"), "\(check)")
        let set = try sandbox.run(["set", "-f", "t.xib", "lab.text=Bye"])
        #expect(set.status == 1)
        #expect(try sandbox.bytes("t.xib") == original)
    }

    /// A document in ISO-8859-1 is read in it, and converted to the same text; an edit, which
    /// would have to be written in it, is refused and the file kept.
    @Test func aLatin1DocumentIsReadAndNotRewritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.xib", Self.latin1)
        #expect(try sandbox.run(["get", "-f", "t.xib", "lab.text"]).stdout == "Héllo\n")
        let converted = try sandbox.run(["convert", "t.xib"])
        #expect(converted.status == 0)
        #expect(converted.stdout.contains(#""text": "Héllo""#), "\(converted)")
        let set = try sandbox.run(["set", "-f", "t.xib", "lab.text=Bye"])
        #expect(set.status == 1)
        #expect(
            set.stderr.hasPrefix(
                "t.xib: error: is written in ISO-8859-1, and designer writes only UTF-8, as Xcode saves documents; save it as UTF-8 to edit it; nothing was written"
            ), "\(set)")
        #expect(try sandbox.bytes("t.xib") == Self.latin1)
    }

    @Test func aUTF16DocumentIsRead() throws {
        let sandbox = try Sandbox()
        let text = Self.document(label: #"<label text="Héllo 😀" id="lab">"#)
            .replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        try sandbox.write("t.xib", Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!)
        let get = try sandbox.run(["get", "-f", "t.xib", "lab.text"])
        #expect(get == Run(status: 0, stdout: "Héllo 😀\n", stderr: ""))
    }

    @Test func anUnknownEncodingIsRefusedAtItsName() throws {
        let sandbox = try Sandbox()
        let original = Self.document().replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="KOI8-R""#)
        try sandbox.write("t.xib", original)
        let check = try sandbox.run(["check", "t.xib"])
        #expect(check.status == 1)
        #expect(
            check.stderr.hasPrefix("t.xib:1:31: error: the encoding 'KOI8-R' is not one designer reads"), "\(check)")
    }

    /// A label's text written as an element, as Xcode writes text with line breaks: a CDATA
    /// section in it is text, a comment is not.
    @Test func textElementsReadCDATAAndSkipComments() throws {
        let sandbox = try Sandbox()
        let label = """
            <label id="lab">
                                            <string key="text">a<!-- note --><![CDATA[<b>&amp;]]>&amp;c</string>
            """
        try sandbox.write("t.xib", Self.document(label: label))
        #expect(
            try sandbox.run(["get", "-f", "t.xib", "lab.text"]) == Run(status: 0, stdout: "a<b>&amp;&c\n", stderr: ""))
    }

    /// Numbers in an Interface Builder document are decimal, as Xcode writes them: "0x10" is
    /// no 16, in a frame, a color or a runtime attribute.
    @Test(arguments: [
        ("", #"width="100""#, #"width="0x10""#, "9:60: error: frame width '0x10' is not a number"),
        (
            #"<color key="backgroundColor" red="0x1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            "", "", "11:24: error: backgroundColor: the color's 'red' '0x1' is not a number"
        ),
        (
            #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="0x10"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#,
            "", "", "11:106: error: layer.cornerRadius: '0x10' is not a number"
        ),
    ])
    func aHexadecimalNumberIsNoNumber(extra: String, before: String, after: String, message: String) throws {
        let sandbox = try Sandbox()
        var original = Self.document(extra: extra)
        if !before.isEmpty { original = original.replacingOccurrences(of: before, with: after) }
        try sandbox.write("t.xib", original)
        let check = try sandbox.run(["check", "t.xib"])
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("t.xib:\(message)"), "\(check)")
        #expect(try sandbox.run(["set", "-f", "t.xib", "lab.text=Bye"]).status == 1)
        #expect(try sandbox.read("t.xib") == original)
    }
}
