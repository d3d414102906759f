import Testing

@testable import DesignerCore

/// Reads `text` as XML; a test that gives a text the reader refuses fails with its message.
private func read(_ text: String) throws -> XMLSyntax {
    let source = SourceText(name: "test.xml", text: text)
    do {
        return try XMLSyntax(parsing: source)
    } catch {
        Issue.record("\(source.location(of: error.offset)): \(error.message)")
        throw error
    }
}

/// The text of a byte range of `xml`'s source.
private func written(_ range: Range<Int>, in xml: XMLSyntax) -> String {
    String(decoding: xml.source.bytes[range], as: UTF8.self)
}

/// Where a byte offset is, as "line:column".
private func place(_ offset: Int, in xml: XMLSyntax) -> String {
    xml.source.location(of: offset).description
}

/// A well-formed text is read into its elements in document order, each with the bytes of its
/// name, tags and attributes, so that an edit can replace one value and a diagnostic point at it.
@Suite("The XML reader keeps every element and attribute where it is written")
struct XMLStructureTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a document of our own -->
        <document type='card' version="3.0">
            <objects>
                <view id="v1" contentMode = "scaleToFill">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <string key="text">Hello</string>
                </view>
                <placeholder id="-1"/>
            </objects>
        </document>

        """

    @Test func elementsAreInDocumentOrderWithTheirNames() throws {
        let xml = try read(Self.document)
        #expect(
            (0..<xml.elements.count).map { xml.name(of: $0) } == [
                "document", "objects", "view", "rect", "string", "placeholder",
            ])
        #expect(xml.children(of: xml.root) == [1])
        #expect(xml.children(of: 1).map { xml.name(of: $0) } == ["view", "placeholder"])
        #expect(xml.children(of: 2).map { xml.name(of: $0) } == ["rect", "string"])
        #expect(xml.children(of: 3).isEmpty)
        #expect(xml.child(of: 2, named: "rect", key: "frame") == 3)
        #expect(xml.child(of: 2, named: "rect", key: "bounds") == nil)
        #expect(xml.isElement(5, named: "placeholder"))
    }

    @Test func elementsAreFoundByWhereTheyStart() throws {
        let xml = try read(Self.document)
        for (index, element) in xml.elements.enumerated() {
            #expect(xml.element(startingAt: element.start) == index)
            #expect(xml.element(startingAt: element.start + 1) == nil)
        }
    }

    /// Each element's `<`, name and tags are reported at their line and column.
    @Test(arguments: [
        (0, "3:1", "3:2", "document"),
        (1, "4:5", "4:6", "objects"),
        (2, "5:9", "5:10", "view"),
        (3, "6:13", "6:14", "rect"),
        (4, "7:13", "7:14", "string"),
        (5, "9:9", "9:10", "placeholder"),
    ])
    func elementsAreWhereTheyAreWritten(element: Int, start: String, nameStart: String, name: String) throws {
        let xml = try read(Self.document)
        let tags = xml.elements[element]
        #expect(place(tags.start, in: xml) == start)
        #expect(place(tags.name.lowerBound, in: xml) == nameStart)
        #expect(xml.name(of: element) == name)
        // The start tag ends just past its `>`; the element just past its end tag.
        #expect(xml.source.bytes[tags.startTagEnd - 1] == UInt8(ascii: ">"))
        #expect(xml.source.bytes[tags.end - 1] == UInt8(ascii: ">"))
        if tags.isEmptyTag {
            #expect(tags.contentEnd == tags.startTagEnd)
            #expect(tags.end == tags.startTagEnd)
        } else {
            #expect(written(tags.contentEnd..<tags.end, in: xml) == "</\(name)>")
        }
    }

    @Test func emptyTagsAreToldFromElementsWithContent() throws {
        let xml = try read(Self.document)
        #expect(xml.elements.map(\.isEmptyTag) == [false, false, false, true, false, true])
        #expect(written(xml.elements[3].start..<xml.elements[3].end, in: xml).hasSuffix("height=\"80\"/>"))
        // An element's descendants follow it, up to `after`.
        #expect(xml.elements.map(\.after) == [6, 6, 5, 4, 5, 6])
    }

    /// Attributes keep the bytes of their names and of their values inside the quotes, in
    /// either quote, with space around `=`.
    @Test func attributesAreWhereTheyAreWritten() throws {
        let xml = try read(Self.document)
        let root = xml.elements[xml.root].attributes.map { (xml.attributeName($0), xml.value(of: $0)) }
        #expect(root.map(\.0) == ["type", "version"])
        #expect(root.map(\.1) == ["card", "3.0"])
        let type = try #require(xml.attributeIndex(xml.root, "type"))
        #expect(place(xml.attributes[type].name.lowerBound, in: xml) == "3:11")
        #expect(place(xml.attributes[type].value.lowerBound, in: xml) == "3:17")
        #expect(written(xml.attributes[type].value, in: xml) == "card")
        let mode = try #require(xml.attributeIndex(2, "contentMode"))
        #expect(place(xml.attributes[mode].value.lowerBound, in: xml) == "5:38")
        #expect(xml.attribute(2, "contentMode") == "scaleToFill")
        #expect(xml.attribute(2, "missing") == nil)
        #expect(xml.hasAttribute(3, "width", equalTo: "320"))
        #expect(!xml.hasAttribute(3, "width", equalTo: "32"))
        #expect(xml.text(of: 4) == "Hello")
    }

    /// References stand for their characters in values and text; the bytes kept are as written.
    @Test(arguments: [
        ("&amp;", "&"), ("&lt;&gt;", "<>"), ("&quot;&apos;", "\"'"), ("&#65;&#x42;&#x1F600;", "AB😀"),
        ("a &amp;amp; b", "a &amp; b"), ("&#xD7FF;", "\u{D7FF}"), ("&#9;", "\t"),
    ])
    func referencesStandForTheirCharacters(reference: String, meant: String) throws {
        let xml = try read("<a b=\"\(reference)\" c='\(reference)'>\(reference)</a>")
        #expect(xml.attribute(xml.root, "b") == meant)
        #expect(xml.attribute(xml.root, "c") == meant)
        #expect(xml.text(of: xml.root) == meant)
        let index = try #require(xml.attributeIndex(xml.root, "b"))
        #expect(written(xml.attributes[index].value, in: xml) == reference)
    }

    /// Each quote may hold the other.
    @Test func aValueMayHoldTheOtherQuote() throws {
        let xml = try read(#"<a double="it's" single='say "hi"'/>"#)
        #expect(xml.attribute(xml.root, "double") == "it's")
        #expect(xml.attribute(xml.root, "single") == "say \"hi\"")
    }

    /// Comments, processing instructions and CDATA sections are not elements, wherever they are;
    /// a CDATA section's `<` is no tag.
    @Test func markupThatIsNoElementIsPassedOver() throws {
        let xml = try read(
            """
            <?xml version="1.0"?>
            <!DOCTYPE plist>
            <?pi before?>
            <a>
                <!-- <b/> -->
                <?pi <c/> ?>
                <![CDATA[<d/> & <e>]]>
                <f/>
            </a>
            <!-- after -->
            """)
        #expect((0..<xml.elements.count).map { xml.name(of: $0) } == ["a", "f"])
        #expect(place(xml.elements[1].start, in: xml) == "8:5")
        #expect(xml.text(of: xml.root).filter { !$0.isWhitespace } == "<d/>&<e>")
    }

    /// Names may hold what XML allows: a namespace prefix, digits, dots, dashes and letters
    /// beyond ASCII.
    @Test func namesBeyondLetters() throws {
        let xml = try read(#"<ns:a-b.c_1 xml:lang="de" größe="2"><_x/></ns:a-b.c_1>"#)
        #expect(xml.name(of: xml.root) == "ns:a-b.c_1")
        #expect(xml.attribute(xml.root, "xml:lang") == "de")
        #expect(xml.attribute(xml.root, "größe") == "2")
        #expect(xml.name(of: 1) == "_x")
    }

    /// A UTF-8 byte order mark is no part of the document, nor of its columns.
    @Test func aByteOrderMarkIsPassedOver() throws {
        let source = SourceText(name: "test.xml", bytes: [0xEF, 0xBB, 0xBF] + Array("<a>\n <b/></a>".utf8))
        let xml = try XMLSyntax(parsing: source)
        #expect(xml.elements[0].start == 3)
        #expect(source.location(of: xml.elements[0].start).description == "1:1")
        #expect(source.location(of: xml.elements[1].start).description == "2:2")
    }

    /// Elements as deep as the reader allows are read; one deeper is refused at its `<`.
    @Test func nestingIsBoundedAtItsLimit() throws {
        let depth = XMLParser.maximumDepth
        let deepest = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(try read(deepest).elements.count == depth)
        let tooDeep = String(repeating: "<a>", count: depth + 1) + String(repeating: "</a>", count: depth + 1)
        let source = SourceText(name: "test.xml", text: tooDeep)
        #expect {
            _ = try XMLSyntax(parsing: source)
        } throws: { error in
            guard let error = error as? XMLSyntaxError else { return false }
            return error.message == "elements nest deeper than \(depth) levels" && error.offset == depth * 3
        }
    }
}
