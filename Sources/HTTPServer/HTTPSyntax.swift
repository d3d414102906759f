/// The byte classes of HTTP's grammar (RFC 9110, section 5.6) and the small comparisons the
/// parser and the server share.
enum HTTPSyntax {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let colon: UInt8 = 0x3A

    /// Whether `byte` is a `tchar`, a byte of a token: a letter, a digit or one of ``!#$%&'*+-.^_`|~``.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// Whether `bytes` is a token: one or more `tchar`s.
    static func isToken(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isTokenByte)
    }

    /// Whether `text` is a token.
    static func isToken(_ text: String) -> Bool { isToken(text.utf8) }

    /// Whether `byte` is optional whitespace, a space or a horizontal tab.
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Whether `byte` is a control byte other than a horizontal tab, which a field value may not hold.
    static func isForbiddenInValue(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != tab) || byte == 0x7F }

    /// `bytes` without the optional whitespace at either end.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, isWhitespace(first) { slice.removeFirst() }
        while let last = slice.last, isWhitespace(last) { slice.removeLast() }
        return slice
    }

    /// `text` without the optional whitespace at either end.
    static func trimmed(_ text: Substring) -> Substring {
        var slice = text
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }

    /// Whether two ASCII names are equal regardless of case, as header names and connection options are.
    static func namesEqual(_ left: some StringProtocol, _ right: some StringProtocol) -> Bool {
        left.utf8.count == right.utf8.count
            && zip(left.utf8, right.utf8).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// The ASCII lowercase of `byte`; any other byte is itself.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    /// Whether the comma-separated list of `values` (each a `Connection` field value) names `option`.
    static func listContains(_ values: [String], _ option: String) -> Bool {
        values.contains { value in
            value.split(separator: ",", omittingEmptySubsequences: true).contains { namesEqual(trimmed($0), option) }
        }
    }
}
