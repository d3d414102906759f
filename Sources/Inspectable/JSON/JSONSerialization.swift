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
