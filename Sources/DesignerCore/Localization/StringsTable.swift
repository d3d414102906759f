/// A `.strings` file: the translations of one table, by key, as Xcode writes them beside an
/// Interface Builder document (`fr.lproj/Main.strings`, keyed by object id and property).
///
///     /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */
///     "abc-12-xyz.text" = "Bonjour";
///
/// The file may be UTF-8 or UTF-16 (with its byte order mark, as Xcode writes it, or without),
/// in the text form above (`/* */` and `//` comments, `\"`, `\\`, `\n`, `\t`, `\U00E9` and octal
/// escapes, unquoted keys and values, a key alone meaning itself), or a property list of one
/// dictionary of strings, XML or binary.
public struct StringsTable: Sendable {
    /// The translations by key.
    public let translations: [String: String]

    /// A problem of a strings file or string catalog, at `offset` of `source`, the file's text as
    /// UTF-8 (what `StringsTable.text(of:)` gives).
    public struct Problem: Error, Sendable {
        public let source: SourceText
        public let offset: Int
        public let message: String
    }

    /// Reads the file `file` holds.
    public init(reading file: SourceText) throws(Problem) {
        if file.bytes.starts(with: Array("bplist".utf8)) {
            translations = try BinaryStringsTable.translations(file.bytes, source: file)
            return
        }
        let source = Self.text(of: file)
        if let problem = source.decodingProblem {
            throw Problem(source: source, offset: problem.offset, message: problem.message)
        }
        var reader = Reader(source: source)
        reader.skipSpace()
        if reader.peek == UInt8(ascii: "<") {
            translations = try Self.propertyList(source)
        } else {
            translations = try reader.entries()
        }
    }

    /// The text of a strings file as UTF-8: UTF-16 (known by its byte order mark, or by a zero
    /// byte beside the first character) decoded, a UTF-8 byte order mark dropped.
    public static func text(of file: SourceText) -> SourceText {
        let bytes = file.bytes
        func utf16(from start: Int, bigEndian: Bool) -> SourceText {
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = start
            while index + 1 < bytes.count {
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return SourceText(name: file.name, bytes: Array(String(decoding: units, as: UTF16.self).utf8))
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(from: 2, bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(from: 2, bigEndian: true) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return SourceText(name: file.name, bytes: Array(bytes.dropFirst(3)))
        }
        if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 { return utf16(from: 0, bigEndian: false) }
        if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return utf16(from: 0, bigEndian: true) }
        return file
    }

    /// An XML property list of one dictionary whose values are strings.
    private static func propertyList(_ source: SourceText) throws(Problem) -> [String: String] {
        let xml: XMLSyntax
        do {
            xml = try XMLSyntax(parsing: source)
        } catch {
            throw Problem(source: source, offset: error.offset, message: error.message)
        }
        let root = xml.name(of: xml.root) == "plist" ? xml.children(of: xml.root).first : xml.root
        guard let dictionary = root, xml.name(of: dictionary) == "dict" else {
            throw Problem(
                source: source, offset: xml.elements[root ?? xml.root].start,
                message: "a strings property list holds one <dict> of <key> and <string> pairs")
        }
        var result: [String: String] = [:]
        let children = xml.children(of: dictionary)
        var index = 0
        while index < children.count {
            let key = children[index]
            guard xml.name(of: key) == "key", index + 1 < children.count, xml.name(of: children[index + 1]) == "string"
            else {
                throw Problem(
                    source: source, offset: xml.elements[key].start,
                    message: "expected a <key> followed by its <string>, not <\(xml.name(of: key))>")
            }
            result[xml.text(of: key)] = xml.text(of: children[index + 1])
            index += 2
        }
        return result
    }

    /// Reads the text form: `key = value;` pairs between comments.
    private struct Reader {
        let source: SourceText
        var position = 0

        var bytes: [UInt8] { source.bytes }
        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        func problem(_ message: String, at offset: Int) -> Problem {
            Problem(source: source, offset: offset, message: message)
        }

        /// Every pair up to the end of the text; a later pair of a key wins, as in Foundation.
        mutating func entries() throws(Problem) -> [String: String] {
            var result: [String: String] = [:]
            try skipSpaceAndComments()
            while position < bytes.count {
                // A missing `=` or `;` is said where it belongs, before any line break.
                let key = try string(role: "a key")
                var end = position
                try skipSpaceAndComments()
                if peek == UInt8(ascii: ";") {
                    position += 1
                    result[key] = key
                } else {
                    guard peek == UInt8(ascii: "=") else { throw problem(expected("'=' after the key"), at: end) }
                    position += 1
                    try skipSpaceAndComments()
                    let value = try string(role: "the value")
                    end = position
                    try skipSpaceAndComments()
                    guard peek == UInt8(ascii: ";") else { throw problem(expected("';' after the value"), at: end) }
                    position += 1
                    result[key] = value
                }
                try skipSpaceAndComments()
            }
            return result
        }

        /// `what` expected, and what was found instead.
        func expected(_ what: String) -> String {
            guard peek != nil else { return "expected \(what), found the end of the file" }
            let found = String(decoding: bytes[position...].prefix(while: { $0 != 10 }).prefix(12), as: UTF8.self)
            return "expected \(what), found '\(found)'"
        }

        mutating func skipSpace() {
            while let byte = peek, byte == 32 || byte == 9 || byte == 10 || byte == 13 { position += 1 }
        }

        mutating func skipSpaceAndComments() throws(Problem) {
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "/"), position + 1 < bytes.count else { return }
                let start = position
                switch bytes[position + 1] {
                case UInt8(ascii: "*"):
                    guard let end = bytes[(position + 2)...].firstRange(of: Array("*/".utf8)) else {
                        throw problem("the comment is not closed with '*/'", at: start)
                    }
                    position = end.upperBound
                case UInt8(ascii: "/"):
                    while let byte = peek, byte != 10 { position += 1 }
                default:
                    return
                }
            }
        }

        /// A quoted string with its escapes, or a word of letters, digits and `_$+/:.-`.
        mutating func string(role: String) throws(Problem) -> String {
            guard peek == UInt8(ascii: "\"") else {
                let start = position
                while let byte = peek, Self.isWordByte(byte) { position += 1 }
                guard position > start else { throw problem(expected(role + " in double quotes"), at: position) }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
            let opening = position
            position += 1
            var scalars = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            var start = position
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars)
            }
            while true {
                guard let byte = peek else { throw problem("the string is not closed with '\"'", at: opening) }
                if byte == UInt8(ascii: "\"") {
                    flush(position)
                    position += 1
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                flush(position)
                let escape = position
                position += 1
                guard let next = peek else { throw problem("the string is not closed with '\"'", at: opening) }
                position += 1
                var code: UInt32
                switch next {
                case UInt8(ascii: "n"): code = 10
                case UInt8(ascii: "t"): code = 9
                case UInt8(ascii: "r"): code = 13
                case UInt8(ascii: "a"): code = 7
                case UInt8(ascii: "b"): code = 8
                case UInt8(ascii: "f"): code = 12
                case UInt8(ascii: "v"): code = 11
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    let digits = bytes[position...].prefix(4)
                    guard digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
                    else { throw problem("\\U is followed by four hexadecimal digits", at: escape) }
                    position += 4
                    code = value
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(next - 48)
                    while position < bytes.count, position - escape < 4, (48...55).contains(bytes[position]) {
                        value = value * 8 + UInt32(bytes[position] - 48)
                        position += 1
                    }
                    code = value
                default:
                    // `\"`, `\\`, `\'` and any other character escaped stand for themselves.
                    start = escape + 1
                    continue
                }
                start = position
                if (0xD800..<0xDC00).contains(code) {
                    pendingHigh = code
                    continue
                }
                if let high = pendingHigh, (0xDC00..<0xE000).contains(code) {
                    code = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                }
                pendingHigh = nil
                guard let scalar = Unicode.Scalar(code) else {
                    throw problem("the escape stands for no character", at: escape)
                }
                scalars.append(scalar)
            }
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default: Array("_$+/:.-".utf8).contains(byte)
            }
        }
    }
}
