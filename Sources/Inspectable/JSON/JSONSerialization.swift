extension JSONValue {
    /// The value as JSON text on one line: `{"x": 10, "y": 20}`, `[1, 2]`, `"text"`.
    ///
    /// Objects keep their member order; strings are escaped as RFC 8259 requires,
    /// with other characters written as they are.
    public var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let number): output += number.literal
        case .string(let string): JSONValue.writeQuoted(string, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.write(to: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += ", " }
                JSONValue.writeQuoted(member.key, to: &output)
                output += ": "
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Appends `string` as a JSON string literal.
    public static func writeQuoted(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension JSONValue {
    /// The value as indented JSON text, a member or element per line; an object or array of
    /// plain values that fits in 72 characters stays on one line, as people write frames.
    ///
    /// - Parameters:
    ///   - indent: One level of indentation.
    ///   - level: The level the value starts at, for a value printed inside other text.
    public func prettyPrinted(indent: String = "  ", level: Int = 0) -> String {
        var output = ""
        writePretty(to: &output, indent: indent, level: level)
        return output
    }

    func writePretty(to output: inout String, indent: String, level: Int) {
        switch self {
        case .array(let elements) where !elements.isEmpty && !fitsOnOneLine:
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: indent, count: level + 1)
                element.writePretty(to: &output, indent: indent, level: level + 1)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += String(repeating: indent, count: level) + "]"
        case .object(let object) where !object.members.isEmpty && !fitsOnOneLine:
            output += "{\n"
            for (index, member) in object.members.enumerated() {
                output += String(repeating: indent, count: level + 1)
                JSONValue.writeQuoted(member.key, to: &output)
                output += ": "
                member.value.writePretty(to: &output, indent: indent, level: level + 1)
                output += index + 1 < object.members.count ? ",\n" : "\n"
            }
            output += String(repeating: indent, count: level) + "}"
        default:
            write(to: &output)
        }
    }

    /// Whether a container holds only plain values and is short.
    private var fitsOnOneLine: Bool {
        let children: [JSONValue]
        switch self {
        case .array(let elements): children = elements
        case .object(let object): children = object.members.map(\.value)
        default: return true
        }
        let isPlain = children.allSatisfy {
            switch $0 {
            case .array, .object: false
            default: true
            }
        }
        return isPlain && serialized.count <= 72
    }
}
