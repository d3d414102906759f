import Inspectable

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
        if let offset = Self.invalidUTF8(in: source.bytes) {
            throw Problem(
                source: source, offset: offset,
                message:
                    "invalid UTF-8 byte 0x\(String(source.bytes[offset], radix: 16, uppercase: true)); a strings table is UTF-8 or UTF-16"
            )
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

    /// The offset of the first byte of `bytes` that is not part of valid UTF-8, if any.
    static func invalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index] < 0x80 {
                    index += 1
                } else if let length = JSONParser.validUTF8Length(buffer, at: index) {
                    index += length
                } else {
                    return index
                }
            }
            return nil
        }
    }

    /// What to say of a translation holding `scalar`, which XML cannot hold even escaped, so no
    /// Interface Builder document can show it: a problem of the table, not of the document.
    static func unwritable(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let what = scalar.value < 0x20 ? "the control character \(code)" : "\(code), which is no character"
        return "a translation may not hold \(what): an Interface Builder document cannot carry it"
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
            guard xml.name(of: key) == "key" else {
                throw Problem(
                    source: source, offset: xml.elements[key].start,
                    message: "expected a <key> followed by its <string>, not <\(xml.name(of: key))>")
            }
            guard index + 1 < children.count else {
                throw Problem(
                    source: source, offset: xml.elements[key].start,
                    message: "the <key> \(Printable.quoted(xml.text(of: key))) is not followed by its <string>")
            }
            let value = children[index + 1]
            guard xml.name(of: value) == "string" else {
                throw Problem(
                    source: source, offset: xml.elements[value].start,
                    message: "expected the <string> of the <key> before it, not <\(xml.name(of: value))>")
            }
            result[xml.text(of: key)] = xml.text(of: value)
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
            // An old-style property list's dictionary, `{ key = value; }`, is the same pairs.
            let braced = peek == UInt8(ascii: "{")
            if braced {
                position += 1
                try skipSpaceAndComments()
            }
            while position < bytes.count, !(braced && peek == UInt8(ascii: "}")) {
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
            if braced {
                guard peek == UInt8(ascii: "}") else {
                    throw problem(expected("'}' closing the dictionary"), at: position)
                }
                position += 1
                try skipSpaceAndComments()
                guard peek == nil else { throw problem(expected("the end of the file after '}'"), at: position) }
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
                    if byte < 0x20 || byte == 0xEF, let scalar = Self.unwritableScalar(in: bytes, at: position) {
                        throw problem(StringsTable.unwritable(scalar), at: position)
                    }
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
                guard XMLText.isCharacter(scalar) else { throw problem(StringsTable.unwritable(scalar), at: escape) }
                scalars.append(scalar)
            }
        }

        /// The character XML cannot hold whose UTF-8 begins at `index`, if it is one: a control
        /// character but tab, line feed and carriage return, U+FFFE or U+FFFF.
        static func unwritableScalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
            let byte = bytes[index]
            if byte < 0x20 { return [9, 10, 13].contains(byte) ? nil : Unicode.Scalar(byte) }
            guard byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE else {
                return nil
            }
            return Unicode.Scalar(0xFFFE + UInt32(bytes[index + 2] - 0xBE))
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
