import Inspectable

/// Strings: escapes, surrogate pairs and UTF-8, checked as they are read.
extension JSONParser {

    mutating func parseString() throws(JSONSyntaxError) {
        let start = position
        position += 1
        var hasEscapes = false
        while true {
            guard position < bytes.count else {
                throw JSONSyntaxError(offset: start, message: "unterminated string")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                break
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try skipEscape()
            } else if byte < 0x20 {
                throw error("unescaped control character \(Self.hexScalar(UInt32(byte))) in a string")
            } else if byte < 0x80 {
                position += 1
            } else {
                try skipMultiByteCharacter()
            }
        }
        appendLeaf(.string, start: start, hasEscapes: hasEscapes)
    }

    private mutating func skipEscape() throws(JSONSyntaxError) {
        let escape = position
        position += 1
        guard position < bytes.count else { throw JSONSyntaxError(offset: escape, message: "unterminated string") }
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            let unit = try readHexUnit(at: escape)
            if (0xDC00...0xDFFF).contains(unit) {
                throw JSONSyntaxError(offset: escape, message: "lone surrogate \(Self.escapeText(unit)) in a string")
            }
            if (0xD800...0xDBFF).contains(unit) {
                let next = position
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw JSONSyntaxError(
                        offset: escape, message: "lone surrogate \(Self.escapeText(unit)) in a string")
                }
                position += 1
                let low = try readHexUnit(at: next)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(
                        offset: escape, message: "lone surrogate \(Self.escapeText(unit)) in a string")
                }
            }
        default:
            let byte = bytes[position]
            let message =
                (0x21..<0x7F).contains(byte)
                ? "invalid escape '\\\(Character(Unicode.Scalar(byte)))'"
                : "invalid escape: '\\' followed by \(describeByte(at: position))"
            throw JSONSyntaxError(offset: escape, message: message)
        }
    }

    /// Reads the `uXXXX` of an escape; `position` is at the `u`.
    private mutating func readHexUnit(at escape: Int) throws(JSONSyntaxError) -> UInt32 {
        position += 1
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
                throw JSONSyntaxError(offset: escape, message: "a \\u escape needs four hex digits")
            }
            unit = unit * 16 + digit
            position += 1
        }
        return unit
    }

    private mutating func skipMultiByteCharacter() throws(JSONSyntaxError) {
        guard let length = Self.validUTF8Length(bytes, at: position) else {
            throw error("invalid UTF-8 byte 0x\(String(bytes[position], radix: 16, uppercase: true))")
        }
        position += length
    }

    /// The length of the valid UTF-8 sequence at `index`, or `nil` if it is not one.
    static func validUTF8Length(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return length
    }

    /// The text of a string's contents with its escapes resolved.
    ///
    /// The text is gathered as UTF-8 bytes and made a `String` once: appending to a `String`'s
    /// scalars copies all of it at every append, which made a long string of escapes and
    /// letters take time quadratic in its length.
    static func unescape(_ contents: ArraySlice<UInt8>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(contents.count)
        var index = contents.startIndex
        func hexUnit(at start: Int) -> UInt32 {
            contents[start..<start + 4].reduce(0) { $0 * 16 + (hexValue($1) ?? 0) }
        }
        while index < contents.endIndex {
            let byte = contents[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            let escaped = contents[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var unit = hexUnit(at: index)
                index += 4
                if (0xD800...0xDBFF).contains(unit) {
                    let low = hexUnit(at: index + 2)
                    index += 6
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                }
                UTF8.encode(Unicode.Scalar(unit) ?? "\u{FFFD}") { utf8.append($0) }
            default: utf8.append(escaped)
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    static func hexScalar(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func escapeText(_ unit: UInt32) -> String {
        "\\u" + String(unit, radix: 16, uppercase: true)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
