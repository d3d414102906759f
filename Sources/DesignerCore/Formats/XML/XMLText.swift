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
