import Inspectable
import Synchronization

/// The bytes of a document and its name, with line and column lookup for diagnostics.
public struct SourceText: Sendable {
    /// How the document is named in diagnostics: the path as the user gave it.
    public let name: String
    /// The text in UTF-8: an XML document written in another encoding is decoded.
    public let bytes: [UInt8]
    /// The encoding an XML document is written in, when it is not UTF-8; `nil` for UTF-8.
    public let encoding: String?
    /// Why the text, an XML document in another encoding than UTF-8, cannot be decoded.
    let decodingProblem: XMLSyntaxError?
    /// Where lines start, found the first time a location is asked for.
    private let lines = LineTable()

    /// The text of the bytes of a document, decoded if they are XML in another encoding than UTF-8.
    public init(name: String, bytes: [UInt8]) {
        if let decoding = XMLDecoding.decoding(bytes) {
            self.init(name: name, utf8: decoding.bytes, encoding: decoding.encoding, problem: decoding.problem)
        } else {
            self.init(name: name, utf8: bytes, encoding: nil, problem: nil)
        }
    }

    /// A text already decoded, whatever its XML declaration says.
    public init(name: String, text: String) {
        self.init(name: name, utf8: Array(text.utf8), encoding: nil, problem: nil)
    }

    private init(name: String, utf8: [UInt8], encoding: String?, problem: XMLSyntaxError?) {
        (self.name, bytes, self.encoding, decodingProblem) = (name, utf8, encoding, problem)
    }

    /// The same document's text after an edit of `bytes`: the edited text is UTF-8, as `bytes`
    /// are, and is not decoded again whatever its XML declaration says.
    public func edited(_ edited: [UInt8]) -> SourceText {
        SourceText(name: name, utf8: edited, encoding: encoding, problem: nil)
    }

    /// Whether the text begins with a UTF-8 byte order mark.
    public var hasByteOrderMark: Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// The 1-based line and column of a byte offset; columns count characters (Unicode scalars),
    /// and a byte order mark does not count.
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        let index = lines.index(of: bytes)
        let lineStarts = index.starts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var start = lineStarts[low]
        if low == 0, hasByteOrderMark { start = min(3, offset) }
        var column = 1 + index.characters(before: offset, in: bytes) - index.characters(before: start, in: bytes)
        // A position inside a multi-byte character points at that character; a stray
        // continuation byte after an ASCII one is a character of its own.
        if offset < bytes.count, bytes[offset] & 0xC0 == 0x80, column > 1, bytes[offset - 1] >= 0x80 { column -= 1 }
        return SourceLocation(line: low + 1, column: column)
    }

    /// The line break the text uses: "\r\n" when its first line break is CRLF, otherwise "\n".
    public var lineBreak: String {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}

/// A 1-based line and column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Where the lines of a text start, and how many characters come before every 4 KiB of it,
/// computed once and shared by copies of the text: a column is then found without counting
/// from the start of its line, which on a one-line document of many diagnostics was quadratic.
private final class LineTable: Sendable {
    struct Index {
        /// The offsets where lines start.
        let starts: [Int]
        /// The characters (UTF-8 lead bytes) before each block of 4 KiB.
        let blockCharacters: [Int]

        static let blockShift = 12

        /// The characters before `offset`.
        func characters(before offset: Int, in bytes: [UInt8]) -> Int {
            let block = offset >> Self.blockShift
            var count = blockCharacters[block]
            for index in (block << Self.blockShift)..<offset where bytes[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    private let cache = Mutex<Index?>(nil)

    func index(of bytes: [UInt8]) -> Index {
        cache.withLock { cached in
            if let cached { return cached }
            var starts = [0]
            var blockCharacters = [0]
            var characters = 0
            bytes.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "\n") { starts.append(index + 1) }
                    if byte & 0xC0 != 0x80 { characters += 1 }
                    if (index + 1) & (1 << Index.blockShift - 1) == 0 { blockCharacters.append(characters) }
                }
            }
            let index = Index(starts: starts, blockCharacters: blockCharacters)
            cached = index
            return index
        }
    }
}
