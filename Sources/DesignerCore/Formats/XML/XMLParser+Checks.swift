import Inspectable

/// The checks of the characters XML allows, and the markup the parser checks and skips:
/// the XML declaration, processing instructions, references and comments.
extension XMLParser {
    /// That the byte at `position` starts a character XML allows: no control character but tab,
    /// line feed and carriage return, and neither U+FFFE nor U+FFFF.
    func checkCharacter() throws(XMLSyntaxError) {
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

    /// That the byte at `position` of text between tags starts a character XML allows there:
    /// one `checkCharacter` allows, and not the `]]>` that ends a CDATA section.
    func checkText() throws(XMLSyntaxError) {
        if bytes[position] == UInt8(ascii: "]") {
            if starts(with: "]]>") { throw error("']]>' is not allowed in text; write ]]&gt;") }
        } else {
            try checkCharacter()
        }
    }

    /// That the text is UTF-8, as a document without another encoding declared must be: every
    /// byte of it, names, values, text and comments alike.
    func checkUTF8() throws(XMLSyntaxError) {
        var index = position
        let raw = UnsafeRawBufferPointer(bytes)
        while index < bytes.count {
            // ASCII, the most of a document, is passed over eight bytes at a time.
            if index + 8 <= bytes.count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            } else if bytes[index] < 0x80 {
                index += 1
            } else if let length = JSONParser.validUTF8Length(bytes, at: index) {
                index += length
            } else {
                throw XMLSyntaxError(
                    message:
                        "invalid UTF-8 byte 0x\(String(bytes[index], radix: 16, uppercase: true)); a document in another encoding must declare it, as <?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>",
                    offset: index)
            }
        }
    }

    /// Whether `position` is at an XML declaration, `<?xml` and a space.
    func isDeclaration() -> Bool {
        guard starts(with: "<?xml"), position + 5 < bytes.count else { return false }
        return [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains(bytes[position + 5])
    }

    /// The XML declaration, which gives the version first: `<?xml version="1.0" …?>`.
    mutating func skipDeclaration() throws(XMLSyntaxError) {
        let start = position
        position += 5
        skipSpace()
        let version = position
        if starts(with: "version") {
            position += 7
            skipSpace()
            if starts(with: "=") { position += 1 }
            skipSpace()
        }
        guard starts(with: "\"1.") || starts(with: "'1.") else {
            position = version
            throw error("the XML declaration must start with a version 1.x, as <?xml version=\"1.0\"?>")
        }
        position = start
        try skipPast("?>", what: "XML declaration")
    }

    /// A processing instruction, which may not be an XML declaration: that is only at the start.
    mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
        let target = position + 2
        var end = target
        while end < bytes.count, nameClasses[Int(bytes[end])] != 0 { end += 1 }
        if end - target == 3, bytes[target..<end].map({ $0 | 0x20 }).elementsEqual("xml".utf8) {
            throw error("the XML declaration <?xml …?> is allowed only at the very start of the document")
        }
        try skipPast("?>", what: "processing instruction")
    }

    /// `&amp;`, `&#10;`, `&#x1F600;` and the other predefined references; anything else is an error.
    mutating func skipReference() throws(XMLSyntaxError) {
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

    /// A comment, which may not hold `--` but as its end.
    mutating func skipComment() throws(XMLSyntaxError) {
        let start = position
        position += 4
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "-"), starts(with: "--") {
                guard starts(with: "-->") else { throw error("'--' is not allowed in a comment") }
                position += 3
                return
            }
            if classes[Int(bytes[position])] == 4 { try checkCharacter() }
            position += 1
        }
        throw XMLSyntaxError(message: "the comment is never closed", offset: start)
    }

    /// Passes over markup up to `terminator`, checking its characters.
    mutating func skipPast(_ terminator: StaticString, what: String) throws(XMLSyntaxError) {
        let start = position
        let first = terminator.utf8Start.pointee
        while position < bytes.count {
            let byte = bytes[position]
            if byte == first, starts(with: terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            if classes[Int(byte)] == 4 { try checkCharacter() }
            position += 1
        }
        throw XMLSyntaxError(message: "the \(what) is never closed", offset: start)
    }
}
