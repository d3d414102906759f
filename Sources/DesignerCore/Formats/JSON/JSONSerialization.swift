public import Inspectable

extension JSONValue {
    /// The value as JSON text on one line: `{"x": 10, "y": 20}`, `[1, 2]`, `"text"`.
    ///
    /// Objects keep their member order; strings are escaped as RFC 8259 requires,
    /// with other characters written as they are.
    public var serialized: String {
        var writer = JSONWriter()
        writer.write(self)
        return writer.text
    }

    /// The value as indented JSON text, a member or element per line; an object or array of
    /// plain values that fits in 72 characters stays on one line, as people write frames.
    ///
    /// - Parameters:
    ///   - indent: One level of indentation.
    ///   - level: The level the value starts at, for a value printed inside other text.
    public func prettyPrinted(indent: String = "  ", level: Int = 0) -> String {
        var writer = JSONWriter()
        writer.writePretty(self, indent: Array(indent.utf8), level: level)
        return writer.text
    }

    /// Appends `string` as a JSON string literal.
    public static func writeQuoted(_ string: String, to output: inout String) {
        var writer = JSONWriter()
        writer.writeQuoted(string)
        output += writer.text
    }
}

/// Writes JSON text into bytes.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `value` on one line.
    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): append(number.literal)
        case .string(let string): writeQuoted(string)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { append(", ") }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { append(", ") }
                writeQuoted(member.key)
                append(": ")
                write(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Writes `value` indented, a member or element per line, keeping short plain containers on one line.
    public mutating func writePretty(_ value: JSONValue, indent: [UInt8], level: Int) {
        switch value {
        case .array(let elements) where !elements.isEmpty && !Self.fitsOnOneLine(value):
            append("[\n")
            for (index, element) in elements.enumerated() {
                writeIndent(indent, level + 1)
                writePretty(element, indent: indent, level: level + 1)
                append(index + 1 < elements.count ? ",\n" : "\n")
            }
            writeIndent(indent, level)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object) where !object.members.isEmpty && !Self.fitsOnOneLine(value):
            append("{\n")
            for (index, member) in object.members.enumerated() {
                writeIndent(indent, level + 1)
                writeQuoted(member.key)
                append(": ")
                writePretty(member.value, indent: indent, level: level + 1)
                append(index + 1 < object.members.count ? ",\n" : "\n")
            }
            writeIndent(indent, level)
            bytes.append(UInt8(ascii: "}"))
        default:
            write(value)
        }
    }

    /// Appends `string` as a JSON string literal, escaping what RFC 8259 requires, and also the
    /// C1 controls, the line and paragraph separators and the bidirectional controls, which
    /// would make a terminal or an editor show the text as something else.
    public mutating func writeQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var clean = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let hidden = Self.hiddenScalar(utf8, at: index)
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || hidden != nil else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: utf8[clean..<index])
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default: appendEscape(hidden?.scalar ?? UInt32(byte))
                }
                index += hidden?.length ?? 1
                clean = index
            }
            bytes.append(contentsOf: utf8[clean...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\u00XX` for a scalar below U+10000.
    private mutating func appendEscape(_ scalar: UInt32) {
        let digits = Array("0123456789ABCDEF".utf8)
        append("\\u")
        for shift in [12, 8, 4, 0] { bytes.append(digits[Int(scalar >> UInt32(shift) & 0xF)]) }
    }

    /// The scalar, and its length in bytes, if the UTF-8 at `index` is one that is written escaped
    /// though JSON allows it raw: a C1 control, U+2028, U+2029, or a bidirectional control.
    private static func hiddenScalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (
        scalar: UInt32, length: Int
    )? {
        switch utf8[index] {
        case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
            return (UInt32(utf8[index + 1]), 2)
        case 0xD8 where index + 1 < utf8.count && utf8[index + 1] == 0x9C:
            return (0x061C, 2)
        case 0xE2 where index + 2 < utf8.count:
            let scalar = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
            guard utf8[index + 1] & 0xC0 == 0x80, utf8[index + 2] & 0xC0 == 0x80 else { return nil }
            switch scalar {
            case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return (scalar, 3)
            default: return nil
            }
        default:
            return nil
        }
    }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Writes `value` as `Double`'s JSON form has it (`null` if it is not finite), whole
    /// numbers straight into the bytes.
    public mutating func write(number value: Double) {
        guard value.isFinite else { return append("null") }
        guard value.magnitude < 0x1p50, value.rounded(.towardZero) == value else {
            return append(DecimalText.shortest(value))
        }
        var whole = Int64(value)
        if whole < 0 { bytes.append(UInt8(ascii: "-")) }
        whole = abs(whole)
        // Digits from the most significant: reversing them in place copied the whole text.
        var power: Int64 = 1
        while whole / power >= 10 { power *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(whole / power % 10))
            power /= 10
        } while power > 0
    }

    public mutating func append(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Empties the text, keeping its room: a writer used for one piece after another grows once.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func writeIndent(_ indent: [UInt8], _ level: Int) {
        for _ in 0..<level { bytes.append(contentsOf: indent) }
    }

    /// Whether a container holds only plain values and its one-line form fits in 72 bytes.
    static func fitsOnOneLine(_ value: JSONValue) -> Bool {
        var length = 2
        let children: [JSONValue]
        switch value {
        case .array(let elements): children = elements
        case .object(let object):
            children = object.members.map(\.value)
            length += object.members.reduce(0) { $0 + $1.key.utf8.count + 4 }
        default: return true
        }
        for child in children {
            switch child {
            case .array, .object: return false
            case .null: length += 6
            case .bool(let flag): length += flag ? 6 : 7
            case .number(let number): length += number.literal.utf8.count + 2
            case .string(let string): length += string.utf8.count + 4
            }
            if length > 72 { return false }
        }
        return true
    }
}
