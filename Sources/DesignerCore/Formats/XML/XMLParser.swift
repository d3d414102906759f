import Inspectable

/// Reads XML text into elements and attributes, strictly enough that a text it accepts is
/// well-formed: tags nest and match, attributes are quoted and not repeated, references are
/// known, and nothing but comments, processing instructions and space surrounds the root.
struct XMLParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var elements: [XMLSyntax.Element] = []
    var attributes: [XMLSyntax.Attribute] = []
    /// The elements whose end tag is still to come.
    private var open: [Int] = []
    /// `byteClasses` and `nameBytes`, held here so that reading them costs no check that the
    /// static tables are made.
    let classes = XMLParser.byteClasses
    let nameClasses = XMLParser.nameBytes

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
        try checkUTF8()
        if isDeclaration() { try skipDeclaration() }
        try skipMisc(allowsDocumentType: true)
        guard position < bytes.count else { throw error("the document is empty; expected an XML element") }
        guard bytes[position] == UInt8(ascii: "<") else { throw error("expected '<' to start the document's element") }
        try parseElement()
        while let current = open.last {
            try parseContent(of: current)
        }
        try skipMisc(allowsDocumentType: false)
        if position < bytes.count { throw error("unexpected text after the document's element") }
    }

    /// Space, comments and processing instructions outside the root, and before it
    /// (`allowsDocumentType`) one document type declaration, as XML allows it there only.
    private mutating func skipMisc(allowsDocumentType: Bool) throws(XMLSyntaxError) {
        var allowsDocumentType = allowsDocumentType
        while true {
            skipSpace()
            if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!--") {
                try skipComment()
            } else if allowsDocumentType, starts(with: "<!DOCTYPE") {
                try skipPast(">", what: "document type declaration")
                allowsDocumentType = false
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
                // Most markup is a start or end tag, told apart by the byte after `<` alone.
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if next == UInt8(ascii: "/") {
                    try parseEndTag(of: element)
                    return
                } else if next != UInt8(ascii: "!"), next != UInt8(ascii: "?") {
                    try parseElement()
                    return
                } else if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    try skipPast("]]>", what: "CDATA section")
                } else if starts(with: "<?") {
                    try skipProcessingInstruction()
                } else {
                    try parseElement()
                    return
                }
            } else if byte == UInt8(ascii: "&") {
                try skipReference()
            } else {
                // Text and the space between tags, up to the next markup or reference.
                if classes[Int(byte)] >= 4 { try checkText() }
                position += 1
                while position < bytes.count {
                    let kind = classes[Int(bytes[position])]
                    if kind == 1 { break }
                    if kind >= 4 { try checkText() }
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
        var names: Set<[UInt8]>?
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { throw error("unexpected end of file in the tag <\(text(name))>") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") || (byte == UInt8(ascii: "/") && starts(with: "/>")) { break }
            guard hadSpace else { throw error("expected a space before the attribute") }
            try parseAttribute(from: firstAttribute, names: &names)
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

    /// Reads one attribute of the start tag whose first attribute is at `firstAttribute`;
    /// `names` holds the names of its attributes once it has many.
    private mutating func parseAttribute(from firstAttribute: Int, names: inout Set<[UInt8]>?)
        throws(XMLSyntaxError)
    {
        let nameStart = position
        let name = try parseName(what: "an attribute name")
        if !isNew(name, after: firstAttribute, names: &names) {
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

    /// Whether no attribute of the start tag so far is named `name`: a few are compared in
    /// place, and once there are many their names are kept in a set, so that a tag of n
    /// attributes is read in time linear in n.
    private func isNew(_ name: Range<Int>, after firstAttribute: Int, names: inout Set<[UInt8]>?) -> Bool {
        if names == nil {
            for earlier in attributes[firstAttribute...] where same(earlier.name, name) { return false }
            guard attributes.count - firstAttribute >= 16 else { return true }
            names = Set(attributes[firstAttribute...].map { Array(bytes[$0.name]) })
        }
        return names?.insert(Array(bytes[name])).inserted ?? true
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
    /// return); 4 check it (another control character, the lead byte of U+FFFE and U+FFFF);
    /// 5 check it in text, which may not hold `]]>`.
    private static let byteClasses: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "<"), UInt8(ascii: "&"): 1
        case UInt8(ascii: "\""), UInt8(ascii: "'"): 2
        case 0x09, 0x0A, 0x0D: 3
        case 0x00..<0x20, 0xEF: 4
        case UInt8(ascii: "]"): 5
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

    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position > start
            }
        }
        return position > start
    }

    func starts(with text: StaticString) -> Bool {
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

    func error(_ message: String) -> XMLSyntaxError {
        XMLSyntaxError(message: message, offset: position)
    }
}
