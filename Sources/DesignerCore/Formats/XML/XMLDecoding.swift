import Inspectable

/// An XML document written in an encoding other than UTF-8, decoded to the UTF-8 text it is read
/// as.
///
/// The encoding is found as XML's appendix F finds it, and as Xcode's parser does: a UTF-16 byte
/// order mark, or `<?` written in UTF-16, or else the `encoding` of the XML declaration. A
/// document in UTF-8 (with or without a byte order mark or declaration) needs no decoding, and a
/// text that is not XML is left alone.
///
///     <?xml version="1.0" encoding="ISO-8859-1"?>   →  ISO-8859-1, "H\u{E9}llo" read as "Héllo"
struct XMLDecoding: Sendable {
    /// The text in UTF-8; when it cannot be decoded, the text decoded up to the problem, then
    /// the rest of the bytes as they are, so that the problem's offset has its line and column.
    let bytes: [UInt8]
    /// The encoding's name, as the declaration or the byte order mark gives it.
    let encoding: String
    /// Why the text cannot be decoded, at an offset of `bytes`.
    let problem: XMLSyntaxError?

    /// How `bytes` read if they are an XML document in an encoding other than UTF-8; `nil` for
    /// any other text.
    static func decoding(_ bytes: [UInt8]) -> XMLDecoding? {
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes, from: 2, bigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes, from: 2, bigEndian: false) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return utf16(bytes, from: 0, bigEndian: true) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return utf16(bytes, from: 0, bigEndian: false) }
        guard let (name, offset) = declaredEncoding(bytes) else { return nil }
        switch name.uppercased() {
        case "UTF-8", "UTF8":
            return nil
        case "UTF-16", "UTF16":
            // A document that says UTF-16 but has no byte order mark and no UTF-16 `<?` is read
            // as the UTF-8 it is, as Xcode's parser reads it.
            return nil
        case "ISO-8859-1", "ISO_8859-1", "ISO-LATIN-1", "ISO LATIN 1", "LATIN1", "L1":
            var decoded: [UInt8] = []
            decoded.reserveCapacity(bytes.count + bytes.count / 8)
            for byte in bytes {
                if byte < 0x80 {
                    decoded.append(byte)
                } else {
                    decoded.append(0xC0 | byte >> 6)
                    decoded.append(0x80 | byte & 0x3F)
                }
            }
            return XMLDecoding(bytes: decoded, encoding: name, problem: nil)
        case "US-ASCII", "ASCII":
            guard let index = bytes.firstIndex(where: { $0 >= 0x80 }) else {
                return XMLDecoding(bytes: bytes, encoding: name, problem: nil)
            }
            let hex = String(bytes[index], radix: 16, uppercase: true)
            return XMLDecoding(
                bytes: bytes, encoding: name,
                problem: XMLSyntaxError(
                    message: "the byte 0x\(hex) is not US-ASCII, the encoding the document declares", offset: index))
        default:
            return XMLDecoding(
                bytes: bytes, encoding: name,
                problem: XMLSyntaxError(
                    message:
                        "the encoding \(Printable.quoted(name)) is not one designer reads (UTF-8, UTF-16, ISO-8859-1, US-ASCII); save the document as UTF-8",
                    offset: offset))
        }
    }

    /// The `encoding` of an XML declaration at the start of `bytes`, and where its name is.
    private static func declaredEncoding(_ bytes: [UInt8]) -> (String, Int)? {
        guard bytes.starts(with: Array("<?xml".utf8)), bytes.count > 5,
            [0x20, 0x09, 0x0A, 0x0D].contains(bytes[5])
        else { return nil }
        let declaration = bytes.prefix(512)
        guard let end = declaration.firstRange(of: Array("?>".utf8))?.lowerBound,
            let key = declaration[..<end].firstRange(of: Array("encoding".utf8))?.upperBound
        else { return nil }
        var index = key
        while index < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
            let close = bytes[(index + 1)..<end].firstIndex(of: bytes[index])
        else { return nil }
        return (String(decoding: bytes[(index + 1)..<close], as: UTF8.self), index + 1)
    }

    /// The UTF-16 text of `bytes` from `start`, in UTF-8.
    private static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) -> XMLDecoding {
        let encoding = "UTF-16"
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = start
        func unit(at index: Int) -> UInt16 {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            return UInt16(high) << 8 | UInt16(low)
        }
        func failure(_ message: String) -> XMLDecoding {
            XMLDecoding(
                bytes: decoded + bytes[index...], encoding: encoding,
                problem: XMLSyntaxError(message: message, offset: decoded.count))
        }
        while index + 1 < bytes.count {
            let first = unit(at: index)
            var scalar = UInt32(first)
            var length = 2
            if (0xD800...0xDBFF).contains(first) {
                guard index + 3 < bytes.count, (0xDC00...0xDFFF).contains(unit(at: index + 2)) else {
                    return failure(
                        "invalid UTF-16: the surrogate U+\(String(first, radix: 16, uppercase: true)) has no pair")
                }
                scalar = 0x10000 + (UInt32(first) - 0xD800) << 10 + (UInt32(unit(at: index + 2)) - 0xDC00)
                length = 4
            } else if (0xDC00...0xDFFF).contains(first) {
                return failure(
                    "invalid UTF-16: the surrogate U+\(String(first, radix: 16, uppercase: true)) has no pair")
            }
            // Every scalar here is valid: surrogates were paired above.
            UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { decoded.append($0) }
            index += length
        }
        if index < bytes.count { return failure("invalid UTF-16: the document ends in half a character") }
        return XMLDecoding(bytes: decoded, encoding: encoding, problem: nil)
    }
}
