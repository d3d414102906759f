/// A token of Swift or Objective-C source, as the declaration readers see it.
///
/// Comments are never tokens, and a string literal is one token however much it holds
/// (interpolations, other strings, comments), so nothing inside either can look like a
/// declaration.
struct SourceToken: Sendable {
    enum Kind: UInt8, Sendable {
        /// A name or a keyword: `class`, `UIColor`, `IB_DESIGNABLE`.
        case identifier
        /// A name in backticks, such as `` `default` ``; the token is the name without them.
        case escapedIdentifier
        case number
        /// A string literal with its quotes and delimiters; in Objective-C a character literal too.
        case string
        /// `@` and a name: `@IBInspectable`, `@objc`, `@interface`, `@property`.
        case attribute
        /// `#` and a name that is not a conditional directive: `#colorLiteral`, `#selector`.
        case pound
        /// One byte of anything else: `{`, `:`, `=`, `.`, `-`.
        case punctuation
        /// `#if` (and Objective-C's `#ifdef`, `#ifndef`).
        case conditionalIf
        /// `#elseif` (`#elif`).
        case conditionalElseIf
        case conditionalElse
        case conditionalEnd
    }

    let kind: Kind
    /// The token's bytes.
    let start: Int
    let end: Int
    /// Whether a line break stands between this token and the one before (or it is the first).
    let startsLine: Bool
}

/// Splits source bytes into tokens in one pass, for Swift or for Objective-C.
///
/// Swift: nested block comments; string literals single-line, multi-line (`"""`) and raw
/// (`#"…"#`), with interpolations `\( )` that hold strings of their own; extended regular
/// expression literals (`#/…/#`); `#if`, `#elseif`, `#else`, `#endif`. Objective-C: C comments
/// and strings, character literals, and preprocessor lines, of which only the conditionals are
/// tokens (`#import`, `#define` and the rest are skipped, continuation lines too).
struct SourceLexer {
    private let bytes: [UInt8]
    private let language: SourceLanguage
    private var position = 0
    private var startsLine = true
    private var tokens: [SourceToken] = []

    /// The tokens of `bytes`, in order.
    static func tokens(of bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
        var lexer = SourceLexer(bytes: bytes, language: language)
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        tokens.reserveCapacity(bytes.count / 6)
    }

    private mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: "\n"):
                startsLine = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                let start = position
                if language == .swift { skipSwiftString() } else { skipCString() }
                emit(.string, from: start)
            case UInt8(ascii: "'") where language == .objectiveC:
                let start = position
                skipCString()
                emit(.string, from: start)
            case UInt8(ascii: "#"):
                if language == .swift { swiftPound() } else { objectiveCPound() }
            case UInt8(ascii: "@") where Self.isIdentifierStart(byte(at: position + 1)):
                let start = position
                position += 1
                skipIdentifier()
                emit(.attribute, from: start)
            case UInt8(ascii: "`") where language == .swift:
                escapedIdentifier()
            case _ where Self.isIdentifierStart(current):
                let start = position
                skipIdentifier()
                emit(.identifier, from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            default:
                position += 1
                emit(.punctuation, from: position - 1)
            }
        }
    }

    private mutating func emit(_ kind: SourceToken.Kind, from start: Int, to end: Int? = nil) {
        tokens.append(SourceToken(kind: kind, start: start, end: end ?? position, startsLine: startsLine))
        startsLine = false
    }

    private func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: "$"), 0x80...:
            true
        default: false
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipIdentifier() {
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
    }

    // MARK: - Comments

    /// Skips to the end of the line, leaving the line break.
    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
    }

    /// Skips a block comment; Swift's nest, C's do not. One left open runs to the end of the file.
    private mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*"),
                language == .swift
            {
                position += 2
                depth += 1
            } else {
                if byte == UInt8(ascii: "\n") { startsLine = true }
                position += 1
            }
        }
    }

    // MARK: - Strings

    /// What the string reader is inside: a string literal, or an interpolation in one.
    private enum StringFrame {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    /// Whether a Swift string literal starts at `index`: `"`, or `#`s then `"`.
    private func swiftStringStarts(at index: Int) -> Bool {
        var index = index
        while byte(at: index) == UInt8(ascii: "#") { index += 1 }
        return byte(at: index) == UInt8(ascii: "\"")
    }

    /// Whether `count` `#`s stand at `index`.
    private func hashes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: index + $0) == UInt8(ascii: "#") }
    }

    /// Reads the opening delimiter of a Swift string at `position` onto `frames`.
    private mutating func openSwiftString(_ frames: inout [StringFrame]) {
        var hashes = 0
        while byte(at: position) == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        let multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        frames.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Skips a Swift string literal and every interpolation in it, however deeply they nest, with
    /// a stack rather than recursion. A single-line string left open ends at its line's end.
    private mutating func skipSwiftString() {
        let lineState = startsLine
        defer { startsLine = lineState }
        var frames: [StringFrame] = []
        openSwiftString(&frames)
        while position < bytes.count, let frame = frames.last {
            let byte = bytes[position]
            switch frame {
            case .string(let hashes, let multiline):
                if byte == UInt8(ascii: "\\"), self.hashes(hashes, at: position + 1) {
                    let after = position + 1 + hashes
                    if self.byte(at: after) == UInt8(ascii: "(") { frames.append(.interpolation(depth: 1)) }
                    position = after + 1
                } else if byte == UInt8(ascii: "\""), closesString(hashes: hashes, multiline: multiline) {
                    position += (multiline ? 3 : 1) + hashes
                    frames.removeLast()
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    frames.removeLast()
                } else {
                    position += 1
                }
            case .interpolation(let depth):
                if byte == UInt8(ascii: "("), depth > 0 {
                    frames[frames.count - 1] = .interpolation(depth: depth + 1)
                    position += 1
                } else if byte == UInt8(ascii: ")") {
                    if depth == 1 {
                        frames.removeLast()
                    } else {
                        frames[frames.count - 1] = .interpolation(depth: depth - 1)
                    }
                    position += 1
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#"), swiftStringStarts(at: position) {
                    openSwiftString(&frames)
                } else if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                    skipLineComment()
                } else if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    position += 1
                }
            }
        }
    }

    /// Whether the `"` at `position` closes a string of these delimiters.
    private func closesString(hashes: Int, multiline: Bool) -> Bool {
        if multiline {
            guard byte(at: position + 1) == UInt8(ascii: "\""), byte(at: position + 2) == UInt8(ascii: "\"") else {
                return false
            }
            return self.hashes(hashes, at: position + 3)
        }
        return self.hashes(hashes, at: position + 1)
    }

    /// Skips a C string or character literal: to its closing quote, or the end of its line.
    private mutating func skipCString() {
        let quote = bytes[position]
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
            } else if byte == quote {
                position += 1
                return
            } else if byte == UInt8(ascii: "\n") {
                return
            } else {
                position += 1
            }
        }
        position = min(position, bytes.count)
    }

    // MARK: - Names and numbers

    private mutating func escapedIdentifier() {
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start else {
            position += 1
            emit(.punctuation, from: position - 1)
            return
        }
        position = end + 1
        emit(.escapedIdentifier, from: start, to: end)
    }

    /// A number literal: digits, `_`, letters (hex digits, exponents, `0x`), a `.` before a
    /// digit, and a sign after an exponent.
    private mutating func number() {
        let start = position
        let isHex = bytes[start] == UInt8(ascii: "0") && byte(at: start + 1) | 0x20 == UInt8(ascii: "x")
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierByte(byte), byte < 0x80 {
                position += 1
            } else if byte == UInt8(ascii: "."),
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self.byte(at: position + 1))
            {
                position += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                self.byte(at: position - 1) | 0x20 == (isHex ? UInt8(ascii: "p") : UInt8(ascii: "e"))
            {
                position += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    // MARK: - Directives

    /// `#if` and its kin, a raw string, an extended regular expression, `#colorLiteral` and
    /// other `#` names, or a lone `#`.
    private mutating func swiftPound() {
        let start = position
        if swiftStringStarts(at: position) {
            skipSwiftString()
            emit(.string, from: start)
            return
        }
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(at: position + hashes) == UInt8(ascii: "/") {
            position += hashes + 1
            while position < bytes.count,
                !(bytes[position] == UInt8(ascii: "/") && self.hashes(hashes, at: position + 1))
            {
                position += 1
            }
            position = min(position + 1 + hashes, bytes.count)
            emit(.string, from: start)
            return
        }
        position += 1
        guard hashes == 1, Self.isIdentifierStart(byte(at: position)) else {
            emit(.punctuation, from: start)
            return
        }
        skipIdentifier()
        emit(Self.conditional(bytes[start + 1..<position]) ?? .pound, from: start)
    }

    /// A preprocessor line: a conditional is a token, the rest of its line skipped with any other
    /// directive; a `#` elsewhere is punctuation.
    private mutating func objectiveCPound() {
        let start = position
        position += 1
        guard startsLine else {
            emit(.punctuation, from: start)
            return
        }
        while byte(at: position) == UInt8(ascii: " ") || byte(at: position) == UInt8(ascii: "\t") { position += 1 }
        let wordStart = position
        skipIdentifier()
        if let kind = Self.conditional(bytes[wordStart..<position]) { emit(kind, from: start) }
        skipDirectiveLine()
    }

    /// Skips to the end of a preprocessor line and its continuation lines, over strings and comments.
    private mutating func skipDirectiveLine() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"): return
            case UInt8(ascii: "\\") where self.byte(at: position + 1) == UInt8(ascii: "\n"): position += 2
            case UInt8(ascii: "\\") where self.byte(at: position + 1) == UInt8(ascii: "\r"): position += 3
            case UInt8(ascii: "\""), UInt8(ascii: "'"): skipCString()
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"): skipLineComment()
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"): skipBlockComment()
            default: position += 1
            }
        }
    }

    /// The kind of a conditional directive by its word, without the `#`.
    private static func conditional(_ word: ArraySlice<UInt8>) -> SourceToken.Kind? {
        switch String(decoding: word, as: UTF8.self) {
        case "if", "ifdef", "ifndef": .conditionalIf
        case "elseif", "elif": .conditionalElseIf
        case "else": .conditionalElse
        case "endif": .conditionalEnd
        default: nil
        }
    }
}
