import Inspectable

/// An XML text read for looking up and patching: every element, in document order, with the
/// byte ranges of its name, its attributes and its tags, so an edit can replace just the
/// bytes of one value and a diagnostic can point at it.
///
/// Elements are kept in one array, depth first; an element's descendants follow it, up to
/// `after`. Attributes are kept in one array too, each element owning a range of it.
package struct XMLSyntax: Sendable {
    /// One element: `<name attribute="value">…</name>` or `<name …/>`.
    package struct Element: Sendable {
        /// Where `<` is.
        package let start: Int
        package let name: Range<Int>
        /// The element's attributes, as positions in `XMLSyntax.attributes`.
        package let attributes: Range<Int>
        /// Just past the `>` of the start tag.
        package let startTagEnd: Int
        /// Where the end tag `</name>` starts; the start tag's end for an empty element.
        package internal(set) var contentEnd: Int
        /// Just past the element's last byte.
        package internal(set) var end: Int
        /// The position just past the element's last descendant.
        package internal(set) var after: Int
        /// Whether the element is written `<name …/>`.
        package let isEmptyTag: Bool
    }

    /// One attribute: its name, and its value inside the quotes (still escaped).
    package struct Attribute: Sendable {
        package let name: Range<Int>
        package let value: Range<Int>
    }

    package let source: SourceText
    package let elements: [Element]
    package let attributes: [Attribute]

    /// Parses `source`, which must be one well-formed XML element with an optional prolog.
    package init(parsing source: SourceText) throws(XMLSyntaxError) {
        let parsed: Result<(elements: [Element], attributes: [Attribute]), XMLSyntaxError> =
            source.bytes.withUnsafeBufferPointer { buffer in
                var parser = XMLParser(bytes: buffer)
                do throws(XMLSyntaxError) {
                    try parser.parse()
                    return .success((parser.elements, parser.attributes))
                } catch {
                    return .failure(error)
                }
            }
        do {
            (elements, attributes) = try parsed.get()
        } catch {
            var error = error
            if let opened = error.openedAt { error.message += ", opened at \(source.location(of: opened))" }
            throw error
        }
        self.source = source
    }

    package var root: Int { 0 }

    /// Whether the element's name is `name`.
    package func isElement(_ element: Int, named name: String) -> Bool {
        equals(elements[element].name, name)
    }

    /// The element whose `<` is at `offset`.
    package func element(startingAt offset: Int) -> Int? {
        var (low, high) = (0, elements.count)
        while low < high {
            let middle = (low + high) / 2
            if elements[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < elements.count && elements[low].start == offset ? low : nil
    }

    /// The element's name.
    package func name(of element: Int) -> String {
        String(decoding: source.bytes[elements[element].name], as: UTF8.self)
    }

    /// The elements directly inside `element`, in order.
    package func children(of element: Int) -> [Int] {
        var result: [Int] = []
        var child = element + 1
        while child < elements[element].after {
            result.append(child)
            child = elements[child].after
        }
        return result
    }

    /// The first child of `element` named `name`, whose `key` attribute is `key` when one is given.
    package func child(of element: Int, named name: String, key: String? = nil) -> Int? {
        var child = element + 1
        while child < elements[element].after {
            if isElement(child, named: name), key.map({ hasAttribute(child, "key", equalTo: $0) }) ?? true {
                return child
            }
            child = elements[child].after
        }
        return nil
    }

    /// The position in `attributes` of the element's attribute `name`.
    package func attributeIndex(_ element: Int, _ name: String) -> Int? {
        elements[element].attributes.first { equals(attributes[$0].name, name) }
    }

    /// The unescaped value of the element's attribute `name`.
    package func attribute(_ element: Int, _ name: String) -> String? {
        attributeIndex(element, name).map { value(of: $0) }
    }

    /// The unescaped value of the attribute at `index` in `attributes`.
    package func value(of index: Int) -> String {
        XMLText.unescaped(source.bytes[attributes[index].value])
    }

    /// The attribute's name as written.
    package func attributeName(_ index: Int) -> String {
        String(decoding: source.bytes[attributes[index].name], as: UTF8.self)
    }

    /// Whether the element's attribute `name` is written exactly as `value`.
    package func hasAttribute(_ element: Int, _ name: String, equalTo value: String) -> Bool {
        guard let index = attributeIndex(element, name) else { return false }
        return equals(attributes[index].value, value)
    }

    /// The unescaped text directly inside an element, as `<string key="text">…</string>` holds it.
    package func text(of element: Int) -> String {
        let range = elements[element].startTagEnd..<max(elements[element].startTagEnd, elements[element].contentEnd)
        return XMLText.unescaped(source.bytes[range])
    }

    private func equals(_ range: Range<Int>, _ text: String) -> Bool {
        range.count == text.utf8.count && source.bytes[range].elementsEqual(text.utf8)
    }
}

/// Why a text is not well-formed XML, and where.
package struct XMLSyntaxError: Error, Sendable {
    package var message: String
    package let offset: Int
    /// Where the element a wrong end tag meant to close starts.
    var openedAt: Int? = nil
}

/// Reads XML text into elements and attributes, strictly enough that a text it accepts is
/// well-formed: tags nest and match, attributes are quoted and not repeated, references are
/// known, and nothing but comments, processing instructions and space surrounds the root.
private struct XMLParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var elements: [XMLSyntax.Element] = []
    var attributes: [XMLSyntax.Attribute] = []
    /// The elements whose end tag is still to come.
    private var open: [Int] = []
    /// `byteClasses` and `nameBytes`, held here so that reading them costs no check that the
    /// static tables are made.
    private let classes = XMLParser.byteClasses
    private let nameClasses = XMLParser.nameBytes

    /// How deep elements may nest: far deeper than Interface Builder writes, and shallow enough
    /// that nothing built on the tree runs out of stack.
    static let maximumDepth = 512

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        elements.reserveCapacity(bytes.count / 80)
        attributes.reserveCapacity(bytes.count / 30)
    }

    mutating func parse() throws(XMLSyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipMisc()
        guard position < bytes.count else { throw error("the document is empty; expected an XML element") }
        guard bytes[position] == UInt8(ascii: "<") else { throw error("expected '<' to start the document's element") }
        try parseElement()
        while let current = open.last {
            try parseContent(of: current)
        }
        try skipMisc()
        if position < bytes.count { throw error("unexpected text after the document's element") }
    }

    /// Space, comments, processing instructions and a document type declaration, outside the root.
    private mutating func skipMisc() throws(XMLSyntaxError) {
        while true {
            skipSpace()
            if starts(with: "<?") {
                try skipPast("?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<!DOCTYPE") {
                try skipPast(">", what: "document type declaration")
            } else {
                return
            }
        }
    }

    /// Reads what follows an open element up to its end tag or its next child's start tag.
    private mutating func parseContent(of element: Int) throws(XMLSyntaxError) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if starts(with: "</") {
                    try parseEndTag(of: element)
                    return
                } else if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    try skipPast("]]>", what: "CDATA section")
                } else if starts(with: "<?") {
                    try skipPast("?>", what: "processing instruction")
                } else {
                    try parseElement()
                    return
                }
            } else if byte == UInt8(ascii: "&") {
                try skipReference()
            } else {
                // Text and the space between tags, up to the next markup or reference.
                if byte < 0x20 || byte == 0xEF { try checkCharacter() }
                position += 1
                while position < bytes.count {
                    let kind = classes[Int(bytes[position])]
                    if kind == 1 { break }
                    if kind == 4 { try checkCharacter() }
                    position += 1
                }
            }
        }
        let name = String(decoding: bytes[elements[element].name], as: UTF8.self)
        throw XMLSyntaxError(
            message: "the element <\(Printable.excerpt(name))> is never closed", offset: elements[element].start)
    }

    private mutating func parseElement() throws(XMLSyntaxError) {
        let start = position
        position += 1
        let name = try parseName(what: "an element name")
        let firstAttribute = attributes.count
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { throw error("unexpected end of file in the tag <\(text(name))>") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") || (byte == UInt8(ascii: "/") && starts(with: "/>")) { break }
            guard hadSpace else { throw error("expected a space before the attribute") }
            try parseAttribute(from: firstAttribute)
        }
        let isEmpty = bytes[position] == UInt8(ascii: "/")
        position += isEmpty ? 2 : 1
        let index = elements.count
        elements.append(
            XMLSyntax.Element(
                start: start, name: name, attributes: firstAttribute..<attributes.count, startTagEnd: position,
                contentEnd: position, end: position, after: index + 1, isEmptyTag: isEmpty))
        if !isEmpty {
            guard open.count < Self.maximumDepth else {
                throw XMLSyntaxError(
                    message: "elements nest deeper than \(Self.maximumDepth) levels", offset: start)
            }
            open.append(index)
        }
    }

    private mutating func parseAttribute(from firstAttribute: Int) throws(XMLSyntaxError) {
        let nameStart = position
        let name = try parseName(what: "an attribute name")
        for earlier in attributes[firstAttribute...] where same(earlier.name, name) {
            throw XMLSyntaxError(message: "the attribute '\(text(name))' is given twice", offset: nameStart)
        }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw error("expected '=' after the attribute '\(text(name))'")
        }
        position += 1
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
        else { throw error("the value of '\(text(name))' must be in quotes") }
        let quote = bytes[position]
        position += 1
        let valueStart = position
        while position < bytes.count {
            // Ordinary bytes are passed over in one tight loop.
            while position < bytes.count, classes[Int(bytes[position])] == 0 { position += 1 }
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw error("'<' is not allowed in an attribute value; write &lt;") }
            if byte < 0x20 || byte == 0xEF { try checkCharacter() }
            if byte == UInt8(ascii: "&") { try skipReference() } else { position += 1 }
        }
        guard position < bytes.count else {
            throw XMLSyntaxError(message: "the value of '\(text(name))' is never closed", offset: valueStart - 1)
        }
        attributes.append(XMLSyntax.Attribute(name: name, value: valueStart..<position))
        position += 1
    }

    private mutating func parseEndTag(of element: Int) throws(XMLSyntaxError) {
        let start = position
        position += 2
        let name = try parseName(what: "an element name")
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error("expected '>' to end the tag </\(text(name))>")
        }
        let expected = elements[element].name
        guard same(name, expected) else {
            throw XMLSyntaxError(
                message: "</\(text(name))> does not close <\(text(expected))>", offset: start,
                openedAt: elements[element].start)
        }
        position += 1
        open.removeLast()
        elements[element].contentEnd = start
        elements[element].end = position
        elements[element].after = elements.count
    }

    private mutating func parseName(what: String) throws(XMLSyntaxError) -> Range<Int> {
        let start = position
        guard position < bytes.count, nameClasses[Int(bytes[position])] == 2 else { throw error("expected \(what)") }
        position += 1
        while position < bytes.count, nameClasses[Int(bytes[position])] != 0 { position += 1 }
        return start..<position
    }

    /// For each byte, what scanning text must do at it: 0 pass over it; 1 stop (`<`, `&`); 2 stop
    /// in an attribute value (a quote); 3 pass over it, as space (tab, line feed, carriage
    /// return); 4 check it (another control character, the lead byte of U+FFFE and U+FFFF).
    private static let byteClasses: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "<"), UInt8(ascii: "&"): 1
        case UInt8(ascii: "\""), UInt8(ascii: "'"): 2
        case 0x09, 0x0A, 0x0D: 3
        case 0x00..<0x20, 0xEF: 4
        default: 0
        }
    }

    /// For each byte: 2 if it may start a name (a letter, `_`, `:` or a byte of a non-ASCII
    /// character), 1 if it may only follow (a digit, `-`, `.`), 0 if it ends one.
    private static let nameBytes: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...:
            2
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): 1
        default: 0
        }
    }

    /// That the byte at `position` starts a character XML allows: no control character but tab,
    /// line feed and carriage return, and neither U+FFFE nor U+FFFF.
    private func checkCharacter() throws(XMLSyntaxError) {
        let byte = bytes[position]
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
            let hex = String(byte, radix: 16, uppercase: true)
            throw error(
                "the control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) is not allowed in XML")
        }
        if byte == 0xEF, position + 2 < bytes.count, bytes[position + 1] == 0xBF, bytes[position + 2] >= 0xBE {
            throw error("U+FFF\(bytes[position + 2] == 0xBE ? "E" : "F") is not a character XML allows")
        }
    }

    /// `&amp;`, `&#10;`, `&#x1F600;` and the other predefined references; anything else is an error.
    private mutating func skipReference() throws(XMLSyntaxError) {
        let start = position
        guard let semicolon = bytes[position..<min(position + 12, bytes.count)].firstIndex(of: UInt8(ascii: ";"))
        else {
            throw XMLSyntaxError(
                message: "'&' must start a reference such as &amp; or &#10;; write &amp; for '&'", offset: start)
        }
        guard XMLText.reference(Array(bytes[(start + 1)..<semicolon])[...]) != nil else {
            let written = String(decoding: bytes[start...semicolon], as: UTF8.self)
            throw XMLSyntaxError(
                message:
                    "\(Printable.quoted(written)) is no character XML allows or knows by name; write &amp; for '&'",
                offset: start)
        }
        position = semicolon + 1
    }

    private mutating func skipComment() throws(XMLSyntaxError) {
        try skipPast("-->", what: "comment")
    }

    private mutating func skipPast(_ terminator: StaticString, what: String) throws(XMLSyntaxError) {
        let start = position
        while position < bytes.count {
            if starts(with: terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw XMLSyntaxError(message: "the \(what) is never closed", offset: start)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position > start
            }
        }
        return position > start
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in
            for index in 0..<count where bytes[position + index] != expected[index] { return false }
            return true
        }
    }

    /// Whether two ranges of the text hold the same bytes.
    private func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        for offset in 0..<first.count where bytes[first.lowerBound + offset] != bytes[second.lowerBound + offset] {
            return false
        }
        return true
    }

    private func text(_ range: Range<Int>) -> String {
        Printable.excerpt(String(decoding: bytes[range], as: UTF8.self))
    }

    private func error(_ message: String) -> XMLSyntaxError {
        XMLSyntaxError(message: message, offset: position)
    }
}

/// Escaping and unescaping of XML text and attribute values.
package enum XMLText {
    /// The character a reference's body (between `&` and `;`) stands for.
    static func reference(_ body: ArraySlice<UInt8>) -> Unicode.Scalar? {
        switch Array(body) {
        case Array("amp".utf8): return "&"
        case Array("lt".utf8): return "<"
        case Array("gt".utf8): return ">"
        case Array("quot".utf8): return "\""
        case Array("apos".utf8): return "'"
        default: break
        }
        guard body.first == UInt8(ascii: "#") else { return nil }
        let isHex = body.dropFirst().first == UInt8(ascii: "x")
        let digits = body.dropFirst(isHex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8,
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: isHex ? 16 : 10),
            let scalar = Unicode.Scalar(value), isCharacter(scalar)
        else { return nil }
        return scalar
    }

    /// The text `bytes` stands for, with its references replaced.
    package static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "&"),
                let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
                let scalar = reference(bytes[(index + 1)..<semicolon])
            {
                result.append(contentsOf: String(Character(scalar)).utf8)
                index = semicolon + 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether XML allows `scalar` in a document, as a character or a reference.
    package static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// The first character of `text` XML cannot hold, even escaped: a control character (but tab,
    /// line feed and carriage return), U+FFFE or U+FFFF.
    package static func unwritableCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isCharacter($0) }
    }

    /// `text` as the content of an element, escaped as Xcode writes it: line breaks and quotes
    /// as they are, a carriage return (which XML would read as a line feed) as a reference.
    package static func escapedContent(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as an attribute value in double quotes, escaped as Xcode writes it.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
