/// The documentation comment of a declaration, as one paragraph: the `///` lines (`//!` in
/// Objective-C) or the `/** … */` block (`/*! … */`) that end just before it, with nothing but
/// spaces, line breaks and blank lines between.
///
///     /// How far round the ring is filled,
///     /// from 0 to 1.
///     ///
///     /// - Note: Values outside are clamped.
///     @IBInspectable var progress: CGFloat = 0
///
/// gives "How far round the ring is filled, from 0 to 1." Markup that is not prose is left out:
/// callouts (`- Parameter x:`, `- Returns:`, `- Note:` and the lines that continue them), code
/// blocks between fences, and HeaderDoc and Doxygen tags (`@param`, `@see`), but for
/// `@brief`, `@abstract` and `@discussion`, whose text is kept.
enum DocComment {
    /// The doc comment that ends before the token at `index` of `source`; `nil` when none does,
    /// or when another comment or a preprocessor line comes between it and the token.
    static func text(before index: Int, in source: ScannedSource) -> String? {
        let bytes = source.file.bytes
        let start = index > 0 ? source.tokens[index - 1].end : 0
        let end = index < source.count ? source.tokens[index].start : bytes.count
        guard start < end else { return nil }
        let comments = Self.comments(in: bytes[start..<end], afterToken: index > 0)
        guard let last = comments.last, last.isDoc else { return nil }
        let lines: [Substring]
        if last.isBlock {
            lines = blockLines(last.text)
        } else {
            // The run of `///` lines that ends with the last one.
            let run = comments.reversed().prefix { $0.isDoc && !$0.isBlock }
            lines = run.reversed().map { $0.text.dropFirst(3) }
        }
        return paragraph(of: lines)
    }

    /// A comment of the gap between two tokens.
    private struct Comment {
        let text: Substring
        let isBlock: Bool
        /// Whether it is a documentation comment that starts a line of its own.
        let isDoc: Bool
    }

    /// The comments of `gap`, in order; a preprocessor line counts as a comment that documents
    /// nothing, as does a comment on the line of the token before.
    private static func comments(in gap: ArraySlice<UInt8>, afterToken: Bool) -> [Comment] {
        var result: [Comment] = []
        var position = gap.startIndex
        var startsLine = !afterToken
        func text(_ range: Range<Int>) -> Substring { Substring(String(decoding: gap[range], as: UTF8.self)) }
        while position < gap.endIndex {
            let byte = gap[position]
            let next = position + 1 < gap.endIndex ? gap[position + 1] : 0
            if byte == UInt8(ascii: "\n") {
                startsLine = true
                position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                position += 1
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                let lineEnd = gap[position...].firstIndex(of: UInt8(ascii: "\n")) ?? gap.endIndex
                let comment = text(position..<lineEnd)
                let isDoc = (comment.hasPrefix("///") && !comment.hasPrefix("////")) || comment.hasPrefix("//!")
                result.append(Comment(text: comment, isBlock: false, isDoc: isDoc && startsLine))
                (position, startsLine) = (lineEnd, false)
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                let close = blockEnd(in: gap, from: position)
                let comment = text(position..<close)
                let isDoc =
                    (comment.hasPrefix("/**") && !comment.hasPrefix("/***") && comment != "/**/")
                    || comment.hasPrefix("/*!")
                result.append(Comment(text: comment, isBlock: true, isDoc: isDoc && startsLine))
                (position, startsLine) = (close, false)
            } else {
                // A preprocessor line of Objective-C (`#pragma mark`): it ends what documents.
                let lineEnd = gap[position...].firstIndex(of: UInt8(ascii: "\n")) ?? gap.endIndex
                result.append(Comment(text: text(position..<lineEnd), isBlock: false, isDoc: false))
                position = lineEnd
            }
        }
        return result
    }

    /// The index after the block comment that opens at `start`, nested ones counted as Swift does.
    private static func blockEnd(in gap: ArraySlice<UInt8>, from start: Int) -> Int {
        var depth = 0
        var position = start
        while position + 1 < gap.endIndex {
            if gap[position] == UInt8(ascii: "/"), gap[position + 1] == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if gap[position] == UInt8(ascii: "*"), gap[position + 1] == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return position }
            } else {
                position += 1
            }
        }
        return gap.endIndex
    }

    /// The lines of a `/** … */` comment without its delimiters and the `*` that starts each line.
    private static func blockLines(_ comment: Substring) -> [Substring] {
        var body = comment.dropFirst(3)
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("*") ? trimmed.dropFirst() : trimmed
        }
    }

    /// The prose of the lines as one paragraph; `nil` when there is none.
    private static func paragraph(of lines: [Substring]) -> String? {
        let paragraph = DocCommentProse.paragraph(of: lines)
        return paragraph.isEmpty ? nil : paragraph
    }
}
