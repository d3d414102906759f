import Inspectable

/// A source file split into tokens, with what the declaration readers ask of them: their text,
/// whether one is a given word or byte, where it is, and the ends of bracketed groups.
struct ScannedSource {
    let file: SourceFile
    let tokens: [SourceToken]
    private let locations: LocationIndex

    init(_ file: SourceFile) {
        self.file = file
        self.tokens = SourceLexer.tokens(of: file.bytes, language: file.language)
        self.locations = LocationIndex(file.bytes)
    }

    var path: String { file.path }
    var count: Int { tokens.count }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: file.bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The source text from the start of one token to the end of another, its runs of spaces
    /// and line breaks made one space.
    func text(from first: Int, through last: Int) -> String {
        var result: [UInt8] = []
        var wasSpace = false
        for byte in file.bytes[tokens[first].start..<tokens[last].end] {
            let isSpace =
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            if !isSpace { result.append(byte) } else if !wasSpace { result.append(UInt8(ascii: " ")) }
            wasSpace = isSpace
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the token at `index` exists and is the identifier `word` (not `` `word` ``).
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard index < tokens.count, tokens[index].kind == .identifier else { return false }
        return spells(index, word)
    }

    /// Whether the token at `index` exists and is the attribute `word`, such as `@IBInspectable`.
    func isAttribute(_ index: Int, _ word: StaticString) -> Bool {
        guard index < tokens.count, tokens[index].kind == .attribute else { return false }
        return spells(index, word)
    }

    private func spells(_ index: Int, _ word: StaticString) -> Bool {
        let token = tokens[index]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { $0.elementsEqual(file.bytes[token.start..<token.end]) }
    }

    /// Whether the token at `index` exists and is the punctuation byte `character`.
    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index < tokens.count, tokens[index].kind == .punctuation else { return false }
        return file.bytes[tokens[index].start] == UInt8(ascii: character)
    }

    /// The punctuation byte at `index`, if that token is punctuation.
    func punctuation(_ index: Int) -> UInt8? {
        guard index < tokens.count, tokens[index].kind == .punctuation else { return nil }
        return file.bytes[tokens[index].start]
    }

    /// Whether the token at `index` is a name: an identifier or one in backticks.
    func isName(_ index: Int) -> Bool {
        index < tokens.count && (tokens[index].kind == .identifier || tokens[index].kind == .escapedIdentifier)
    }

    /// The index after the group that opens at `index` and its nested groups; the end of the
    /// tokens if it is never closed. A `(`, `[` or `{` group counts those three; a `<…>` group
    /// (generic arguments) counts angle brackets only, with `->` an arrow, and ends at a `{`.
    func afterGroup(at index: Int) -> Int {
        let angles = isPunctuation(index, "<")
        var depth = 0
        var index = index
        while index < tokens.count {
            switch punctuation(index) {
            case UInt8(ascii: "<") where angles:
                depth += 1
            case UInt8(ascii: ">") where angles && !isPunctuation(index - 1, "-"):
                depth -= 1
            case UInt8(ascii: "{") where angles:
                return index
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if !angles { depth += 1 }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if !angles { depth -= 1 }
            default: break
            }
            index += 1
            if depth <= 0 { return index }
        }
        return index
    }

    /// The 1-based line and column of a token.
    func location(of index: Int) -> SourceLocation {
        locations.location(of: index < tokens.count ? tokens[index].start : file.bytes.count, in: file.bytes)
    }

    /// A problem at the token at `index`.
    func problem(_ message: String, at index: Int, severity: Diagnostic.Severity = .warning) -> Diagnostic {
        let location = location(of: index)
        return .unreadable(message, path: path, line: location.line, column: location.column, severity: severity)
    }

    /// How a token is named in messages: `'func'`, or `the end of the file`.
    func describe(_ index: Int) -> String {
        guard index < tokens.count else { return "the end of the file" }
        return Printable.quoted(text(index))
    }
}

/// Where the lines of a file start, and the last location asked for, so that finding the line and
/// column of declarations in file order takes the bytes between them, not each declaration's
/// line from its start (`SourceText` counts from blocks of 4 KiB, which is right for a few
/// diagnostics but not for every declaration of a project). Columns count characters, and a
/// byte order mark does not count, as `SourceText` counts them.
private final class LocationIndex {
    /// Found when a location is first asked for: most files of a project declare nothing
    /// whose place is kept.
    private var lineStarts: [Int] = []
    private let hasByteOrderMark: Bool
    private var last = (offset: 0, line: 0, column: 1)

    init(_ bytes: [UInt8]) {
        hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if hasByteOrderMark { last.offset = min(3, bytes.count) }
    }

    func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        if lineStarts.isEmpty {
            var starts = [0]
            bytes.withUnsafeBufferPointer { buffer in
                for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            }
            lineStarts = starts
        }
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column: Int
        if last.line == low {
            column = last.column + Self.characters(in: bytes, from: last.offset, to: offset)
        } else {
            let start = low == 0 && hasByteOrderMark ? min(3, offset) : lineStarts[low]
            column = 1 + Self.characters(in: bytes, from: start, to: offset)
        }
        last = (offset, low, column)
        return SourceLocation(line: low + 1, column: column)
    }

    /// The characters (UTF-8 lead bytes) from `start` to `end`, negative when `end` is before `start`.
    private static func characters(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for index in min(start, end)..<max(start, end) where buffer[index] & 0xC0 != 0x80 { count += 1 }
            return end >= start ? count : -count
        }
    }
}
