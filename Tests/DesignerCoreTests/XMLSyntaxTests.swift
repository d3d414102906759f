import Testing

@testable import DesignerCore

/// Parses `bytes` and gives "ok", or "line:column: message" where the reader refused them.
private func problem(_ bytes: [UInt8]) -> String {
    let source = SourceText(name: "test.xib", bytes: bytes)
    do {
        _ = try XMLSyntax(parsing: source)
        return "ok"
    } catch {
        return "\(source.location(of: error.offset)): \(error.message)"
    }
}

private func problem(_ text: String) -> String { problem(Array(text.utf8)) }

/// The syntax of a text the reader accepts.
private func syntax(_ bytes: [UInt8]) throws -> XMLSyntax {
    try XMLSyntax(parsing: SourceText(name: "test.xib", bytes: bytes))
}

@Suite("The XML reader takes what XML allows, in its encodings, and refuses the rest")
struct XMLSyntaxTests {
    /// What Xcode's parser (libxml2) refuses, refused at its place.
    @Test(arguments: [
        ("<a>x ]]> y</a>", "1:6: ']]>' is not allowed in text; write ]]&gt;"),
        ("<a>]]]></a>", "1:5: ']]>' is not allowed in text; write ]]&gt;"),
        ("<a><!-- a -- b --></a>", "1:11: '--' is not allowed in a comment"),
        ("<a><!-- a ---></a>", "1:11: '--' is not allowed in a comment"),
        ("<!-- x -- y -->\n<a/>", "1:8: '--' is not allowed in a comment"),
        (
            "\n<?xml version=\"1.0\"?><a/>",
            "2:1: the XML declaration <?xml …?> is allowed only at the very start of the document"
        ),
        (
            "<a><?xml version=\"1.0\"?></a>",
            "1:4: the XML declaration <?xml …?> is allowed only at the very start of the document"
        ),
        (
            "<?xml version=\"1.0\"?><?XML version=\"1.0\"?><a/>",
            "1:22: the XML declaration <?xml …?> is allowed only at the very start of the document"
        ),
        (
            "<?xml encoding=\"UTF-8\"?><a/>",
            "1:7: the XML declaration must start with a version 1.x, as <?xml version=\"1.0\"?>"
        ),
        (
            "<?xml version=\"2.0\"?><a/>",
            "1:7: the XML declaration must start with a version 1.x, as <?xml version=\"1.0\"?>"
        ),
        ("<a><!-- \u{1} --></a>", "1:9: the control character U+0001 is not allowed in XML"),
        ("<a><![CDATA[\u{2}]]></a>", "1:13: the control character U+0002 is not allowed in XML"),
    ])
    func malformedDocuments(text: String, message: String) {
        #expect(problem(text) == message)
    }

    @Test(arguments: [
        "<a b=\"]]>\"/>", "<a><![CDATA[ ]] > ]]></a>", "<a><!-- - - --></a>", "<?xml version=\"1.0\"?>\n<a/>",
        "<?xml version = '1.1' encoding=\"UTF-8\" standalone=\"no\"?><a/>",
        "<?xml-stylesheet href=\"a\"?><a/>", "<a>]] ]></a>",
    ])
    func wellFormedDocuments(text: String) {
        #expect(problem(text) == "ok")
    }

    /// Texts of one invalid UTF-8 byte sequence (written `%`), and where it is.
    static let invalidUTF8Texts: [(String, [UInt8], String)] = [
        (#"<a b="%"/>"#, [0xFF], "1:7"),
        (#"<a b%="1"/>"#, [0xC3], "1:5"),
        ("<a%/>", [0xE9], "1:3"),
        ("<a>\nx%</a>", [0xED, 0xA0, 0x80], "2:2"),
        ("<a><!-- % --></a>", [0x80], "1:9"),
        ("<a></a>%", [0xF8], "1:8"),
    ]

    /// Invalid UTF-8 is refused wherever it is, names included, at its byte.
    @Test(arguments: invalidUTF8Texts)
    func invalidUTF8(text: String, invalid: [UInt8], place: String) {
        let bytes = Array(text.utf8).split(separator: UInt8(ascii: "%"), omittingEmptySubsequences: false)
            .map(Array.init).joined(separator: invalid).map { $0 }
        #expect(problem(bytes).hasPrefix("\(place): invalid UTF-8 byte"), "\(problem(bytes))")
    }

    /// The declared encoding is the one the text is read in.
    @Test(arguments: [
        ("ISO-8859-1", [0xE9] as [UInt8], "Héllo"),
        ("latin1", [0xE9], "Héllo"),
        ("US-ASCII", Array("&#233;".utf8), "Héllo"),
        ("UTF-8", [0xC3, 0xA9], "Héllo"),
    ])
    func declaredEncodings(encoding: String, e: [UInt8], text: String) throws {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<a b=\"H".utf8) + e + Array("llo\"/>".utf8)
        let xml = try syntax(bytes)
        #expect(xml.attribute(xml.root, "b") == text)
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMark(bigEndian: Bool) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a b=\"Héllo 😀\">\n<c/></a>"
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let source = SourceText(name: "test.xib", bytes: bytes)
        #expect(source.encoding == "UTF-16")
        let xml = try XMLSyntax(parsing: source)
        #expect(xml.attribute(xml.root, "b") == "Héllo 😀")
        #expect(source.location(of: xml.elements[1].start).description == "3:1")
        #expect(problem(Array(bytes.dropLast())) == "3:8: invalid UTF-16: the document ends in half a character")
    }

    @Test(arguments: [
        (
            "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?><a/>",
            "1:31: the encoding 'EBCDIC-US' is not one designer reads (UTF-8, UTF-16, ISO-8859-1, US-ASCII); save the document as UTF-8"
        ),
        (
            "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n<a>é</a>",
            "2:4: the byte 0xC3 is not US-ASCII, the encoding the document declares"
        ),
    ])
    func encodingsRefused(text: String, message: String) {
        #expect(problem(text) == message)
    }

    /// A literal line break or tab in an attribute's value reads as a space; a reference to one
    /// reads as itself; line breaks in text read as line feeds.
    @Test func attributeValuesAreNormalized() throws {
        let xml = try syntax(Array("<a b=\"1\n2\t3\r\n4\r5\" c=\"1&#10;2&#9;3&#13;\">x\r\ny\rz</a>".utf8))
        #expect(xml.attribute(xml.root, "b") == "1 2 3 4 5")
        #expect(xml.attribute(xml.root, "c") == "1\n2\t3\r")
        #expect(xml.text(of: xml.root) == "x\ny\nz")
    }

    /// A CDATA section's contents are text as written; comments and processing instructions are none.
    @Test func textHoldsCDATAButNotComments() throws {
        let xml = try syntax(
            Array("<s>a<!-- not text -->b<![CDATA[<c> &amp; d]]>e&amp;<?pi x?>f<![CDATA[]]></s>".utf8))
        #expect(xml.text(of: xml.root) == "ab<c> &amp; de&f")
    }

    /// The names of an element's attributes are compared in a set once there are many: an
    /// element of 400,000 attributes, which took minutes when each was compared with every
    /// earlier one, is read in about a second; the bound is thirty times that, for a loaded machine.
    @Test func manyAttributesAreReadInLinearTime() throws {
        var text = "<a"
        for index in 0..<400_000 { text += " a\(index)=\"v\"" }
        let bytes = Array((text + "/>").utf8)
        var count = 0
        let elapsed = try ContinuousClock().measure { count = try syntax(bytes).attributes.count }
        #expect(elapsed < .seconds(30), "reading the element took \(elapsed): quadratic again?")
        #expect(count == 400_000)
        #expect(problem(text + " a399999=\"w\"/>") == "1:\(text.count + 2): the attribute 'a399999' is given twice")
        #expect(
            problem("<a" + String(repeating: " b=\"1\"", count: 2) + "/>") == "1:10: the attribute 'b' is given twice")
    }
}
