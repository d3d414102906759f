/// A value of an OpenStep-style property list, the form `project.pbxproj` is written in:
/// `{ key = value; }`, `( a, b, )`, quoted and bare strings, and comments.
///
///     let list = try PropertyList.parse(#"{ isa = PBXGroup; children = ( A1, "B 2" ); }"#)
///     list["children"]?.array?.count   // 2
enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// The string, if the value is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if the value is an array.
    var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, if the value is a dictionary.
    var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value of `key`, if the value is a dictionary that has it.
    subscript(key: String) -> PropertyList? {
        dictionary?[key]
    }

    /// The strings of an array value; the strings among its elements.
    var strings: [String] {
        array?.compactMap(\.string) ?? []
    }

    /// The property list `text` writes, one value with nothing after it but comments.
    static func parse(_ text: String) throws(ProjectFileError) -> PropertyList {
        // Read where the text lies, without a copy: a project file may be a megabyte.
        var text = text
        let result = text.withUTF8 { bytes in
            var parser = PropertyListParser(bytes: bytes)
            return Result { () throws(ProjectFileError) in try parser.parseDocument() }
        }
        return try result.get()
    }
}

/// Reads the bytes of an OpenStep property list, one value at a time.
private struct PropertyListParser {
    /// The text's bytes, valid while the parser is.
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var depth = 0

    /// Deeper nesting is no project file's: it is refused rather than risking the stack.
    static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(ProjectFileError) -> PropertyList {
        let value = try parseValue()
        skipSpaceAndComments()
        if offset < bytes.count { throw problem("unexpected \(describeCurrent()) after the property list") }
        return value
    }

    private mutating func parseValue() throws(ProjectFileError) -> PropertyList {
        skipSpaceAndComments()
        guard offset < bytes.count else { throw problem("the property list ends where a value was expected") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return try nested { parser throws(ProjectFileError) in try parser.parseDictionary() }
        case UInt8(ascii: "("):
            return try nested { parser throws(ProjectFileError) in try parser.parseArray() }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try parseQuoted())
        case UInt8(ascii: "<"):
            return .string(try parseData())
        default:
            guard let bare = parseBare() else { throw problem("unexpected \(describeCurrent()); expected a value") }
            return .string(bare)
        }
    }

    private mutating func nested(
        _ body: (inout PropertyListParser) throws(ProjectFileError) -> PropertyList
    ) throws(ProjectFileError) -> PropertyList {
        guard depth < Self.maximumDepth else {
            throw problem("the property list nests deeper than \(Self.maximumDepth)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func parseDictionary() throws(ProjectFileError) -> PropertyList {
        let opening = offset
        offset += 1
        // Gathered in order and made a dictionary once, the first of a key written twice kept.
        var entries: [(String, PropertyList)] = []
        while true {
            skipSpaceAndComments()
            guard offset < bytes.count else { throw problem("the dictionary is never closed with '}'", at: opening) }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .dictionary(Dictionary(entries, uniquingKeysWith: { first, _ in first }))
            }
            guard case .string(let key) = try parseValue() else {
                throw problem("a dictionary's key must be a string")
            }
            try expect("=", after: "the key '\(key)'")
            let value = try parseValue()
            try expect(";", after: "the value of '\(key)'")
            entries.append((key, value))
        }
    }

    private mutating func parseArray() throws(ProjectFileError) -> PropertyList {
        let opening = offset
        offset += 1
        var elements: [PropertyList] = []
        while true {
            skipSpaceAndComments()
            guard offset < bytes.count else { throw problem("the array is never closed with ')'", at: opening) }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return .array(elements)
            }
            elements.append(try parseValue())
            skipSpaceAndComments()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if offset < bytes.count, bytes[offset] != UInt8(ascii: ")") {
                throw problem("unexpected \(describeCurrent()); expected ',' or ')' in an array")
            }
        }
    }

    /// Skips `character`; `what` names what it follows, made only for the message of its absence.
    private mutating func expect(_ character: Unicode.Scalar, after what: @autoclosure () -> String)
        throws(ProjectFileError)
    {
        skipSpaceAndComments()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else {
            throw problem("expected '\(character)' after \(what()), found \(describeCurrent())")
        }
        offset += 1
    }

    private mutating func parseQuoted() throws(ProjectFileError) -> String {
        let opening = offset
        let quote = bytes[offset]
        offset += 1
        // Most strings have no escapes: they are taken as they lie.
        var end = offset
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == quote {
            defer { offset = end + 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        }
        var result = Array(bytes[offset..<end])
        offset = end
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == quote { return String(decoding: result, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\"), offset < bytes.count else {
                result.append(byte)
                continue
            }
            let escaped = bytes[offset]
            offset += 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "U"):
                let digits = bytes[offset..<min(offset + 4, bytes.count)]
                guard digits.count == 4, let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(code)
                else { throw problem("'\\U' must be followed by four hexadecimal digits", at: offset - 2) }
                offset += 4
                result += Array(String(Character(scalar)).utf8)
            default: result.append(escaped)
            }
        }
        throw problem("the string is never closed", at: opening)
    }

    /// `<0fbd7777 …>`, kept as its text: no project file this reads uses data.
    private mutating func parseData() throws(ProjectFileError) -> String {
        let opening = offset
        guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) else {
            throw problem("the data is never closed with '>'", at: opening)
        }
        offset = end + 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(opening + 1)..<end]), as: UTF8.self)
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "+"):
            true
        default: byte >= 0x80
        }
    }

    private mutating func parseBare() -> String? {
        let start = offset
        while offset < bytes.count, Self.isBare(bytes[offset]) {
            // A comment may follow a bare string with no space between them.
            if bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count,
                bytes[offset + 1] == UInt8(ascii: "*") || bytes[offset + 1] == UInt8(ascii: "/")
            {
                break
            }
            offset += 1
        }
        return offset > start
            ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) : nil
    }

    private mutating func skipSpaceAndComments() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                offset = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                var index = offset + 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                offset = min(index + 2, bytes.count)
            } else {
                return
            }
        }
    }

    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "the end of the file" }
        return "'\(String(decoding: [bytes[offset]], as: UTF8.self))'"
    }

    private func problem(_ message: String, at position: Int? = nil) -> ProjectFileError {
        let end = min(position ?? offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = 1 + bytes[lineStart..<end].count { $0 & 0xC0 != 0x80 }
        return ProjectFileError(message: message, line: line, column: column)
    }
}
