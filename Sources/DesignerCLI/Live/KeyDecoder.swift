/// A key pressed, as a terminal sends it.
enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    /// The arrows with Shift held: steps ten times as large.
    case shiftLeft, shiftRight
    case pageUp, pageDown
    case enter, escape, backspace, tab, backTab
    /// Ctrl and a letter, such as Ctrl-Z (`control("z")`).
    case control(Character)
    /// A key the inspector has no use for (Home, Delete, a function key): ignored, not Escape.
    case other
}

/// Turns the bytes a terminal sends into keys, escape sequences included.
struct KeyDecoder {
    private static let sequences: [String: Key] = [
        "[A": .up, "[B": .down, "[C": .right, "[D": .left, "OA": .up, "OB": .down, "OC": .right, "OD": .left,
        "[1;2C": .shiftRight, "[1;2D": .shiftLeft, "[1;2A": .pageUp, "[1;2B": .pageDown,
        "[5~": .pageUp, "[6~": .pageDown, "[Z": .backTab,
    ]

    func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                // An escape sequence runs to its final letter or `~`; a lone Escape has none.
                var end = index
                if end < bytes.count, bytes[end] == UInt8(ascii: "[") || bytes[end] == UInt8(ascii: "O") {
                    end += 1
                    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                    end = min(end + 1, bytes.count)
                }
                let body = String(decoding: bytes[index..<end], as: UTF8.self)
                keys.append(end == index ? .escape : Self.sequences[body] ?? .other)
                index = end
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x09: keys.append(.tab)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            default:
                // A character of one or more UTF-8 bytes.
                var end = index
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                if let character = String(decoding: bytes[index - 1..<end], as: UTF8.self).first {
                    keys.append(.character(character))
                }
                index = end
            }
        }
        return keys
    }
}
