/// Escaping and unescaping of XML text and attribute values.
enum XMLText {
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

    /// The text `bytes` stands for, with its references replaced and its line breaks read as
    /// XML reads them: a carriage return and line feed, or a lone carriage return, is a line
    /// feed; in an attribute's value (`isAttributeValue`) every literal line break and tab is a
    /// space, while `&#10;` and `&#9;` stay what they are. A CDATA section's contents
    /// (`isCDATA`) have no references.
    static func unescaped(
        _ bytes: ArraySlice<UInt8>, isAttributeValue: Bool = false, isCDATA: Bool = false
    ) -> String {
        let hasSpecialBytes = bytes.contains { byte in
            (byte == UInt8(ascii: "&") && !isCDATA) || byte == 0x0D
                || (isAttributeValue && (byte == 0x0A || byte == 0x09))
        }
        guard hasSpecialBytes else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"), !isCDATA,
                let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
                let scalar = reference(bytes[(index + 1)..<semicolon])
            {
                UTF8.encode(scalar) { result.append($0) }
                index = semicolon + 1
                continue
            }
            if byte == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A {
                index += 1
                continue
            }
            let isBreak = byte == 0x0A || byte == 0x0D
            if isAttributeValue, isBreak || byte == 0x09 {
                result.append(UInt8(ascii: " "))
            } else {
                result.append(isBreak ? 0x0A : byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether XML allows `scalar` in a document, as a character or a reference.
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// The first character of `text` XML cannot hold, even escaped: a control character (but tab,
    /// line feed and carriage return), U+FFFE or U+FFFF.
    static func unwritableCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isCharacter($0) }
    }

    /// `text` as the content of an element, escaped as Xcode writes it: line breaks and quotes
    /// as they are, a carriage return (which XML would read as a line feed) as a reference.
    static func escapedContent(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    /// `text` as an attribute value in double quotes, escaped as Xcode writes it.
    static func escaped(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    /// `text` with what XML reads as markup written as references; in an attribute, also the
    /// quote and the whitespace that attribute-value normalization would turn into spaces.
    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
