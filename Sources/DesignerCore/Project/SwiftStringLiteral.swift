/// The value of a Swift string literal as its source spells it: `"Hi\n"`, `#"C:\dir"#`, or a
/// multi-line `"""` literal, whose lines lose the indentation of its closing delimiter.
enum SwiftStringLiteral {
    /// The string a literal stands for; `nil` when it interpolates (`"\(count) items"`), when
    /// it is no string literal (an Objective-C one, a regular expression), or when an escape
    /// is malformed.
    static func value(_ literal: String) -> String? {
        let bytes = Array(literal.utf8)
        var hashes = 0
        while hashes < bytes.count, bytes[hashes] == UInt8(ascii: "#") { hashes += 1 }
        let multiline = bytes[hashes...].starts(with: Array("\"\"\"".utf8))
        let quotes = multiline ? 3 : 1
        let contentStart = hashes + quotes
        let contentEnd = bytes.count - hashes - quotes
        guard contentStart <= contentEnd, bytes[hashes...].first == UInt8(ascii: "\""),
            bytes[contentEnd..<bytes.count - hashes].allSatisfy({ $0 == UInt8(ascii: "\"") }),
            bytes[(bytes.count - hashes)...].allSatisfy({ $0 == UInt8(ascii: "#") })
        else {
            return nil
        }
        var content = Array(bytes[contentStart..<contentEnd])
        if multiline {
            guard let lines = dedented(content) else { return nil }
            content = lines
        }
        return unescaped(content, hashes: hashes)
    }

    /// The lines of a multi-line literal's content without the first line break, the last line
    /// (the closing delimiter's indentation) and that indentation at the start of every line.
    private static func dedented(_ content: [UInt8]) -> [UInt8]? {
        var lines = content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
        guard lines.count >= 2, let indentation = lines.last,
            indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        else {
            return nil
        }
        lines.removeFirst()
        lines.removeLast()
        var result: [UInt8] = []
        for (number, line) in lines.enumerated() {
            if number > 0 { result.append(UInt8(ascii: "\n")) }
            result += line.starts(with: indentation) ? line.dropFirst(indentation.count) : line
        }
        return result
    }

    /// The content with its escapes (`\n`, `\"`, `\u{1F600}`, and in a multi-line literal a `\`
    /// that ends a line) replaced; a raw literal's escapes take its `#`s after the `\`.
    private static func unescaped(_ content: [UInt8], hashes: Int) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(content.count)
        var index = 0
        while index < content.count {
            let byte = content[index]
            let escape = index + 1 + hashes
            guard byte == UInt8(ascii: "\\"),
                content[index + 1..<min(escape, content.count)].allSatisfy({ $0 == UInt8(ascii: "#") }),
                escape < content.count
            else {
                result.append(byte)
                index += 1
                continue
            }
            index = escape + 1
            switch content[escape] {
            case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): result.append(0)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): result.append(content[escape])
            case UInt8(ascii: "("): return nil
            case UInt8(ascii: "u"):
                guard index < content.count, content[index] == UInt8(ascii: "{"),
                    let close = content[index...].firstIndex(of: UInt8(ascii: "}")),
                    let value = UInt32(String(decoding: content[index + 1..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else {
                    return nil
                }
                UTF8.encode(scalar) { result.append($0) }
                index = close + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                // A line continuation: spaces, then the line break, which the string leaves out.
                var next = escape
                while next < content.count, content[next] == UInt8(ascii: " ") || content[next] == UInt8(ascii: "\t") {
                    next += 1
                }
                guard next < content.count, content[next] == UInt8(ascii: "\n") else { return nil }
                index = next + 1
            default:
                return nil
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
