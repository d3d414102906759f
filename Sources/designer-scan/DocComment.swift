/// A doc comment as an attribute's description: its text without the `///` or `/** */` marks,
/// as one paragraph of prose (`DocCommentProse` says what is left out).
///
/// ```
/// /// How full the meter is,
/// /// in percent.
/// ///
/// /// - Note: Clamped to 0...100.
/// ```
///
/// is "How full the meter is, in percent."
struct DocComment {
    /// The description, one line; empty where the comment holds nothing but what is left out.
    let paragraph: String

    /// The comment from its tokens: `/// …` lines, or one `/** … */`, as they stand in the source.
    init(_ comment: [String]) {
        var lines: [Substring] = []
        for token in comment {
            if token.hasPrefix("///") {
                lines.append(token.dropFirst(3))
                continue
            }
            var body = token.dropFirst(3)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
            for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                // A block's lines may start with ` * `.
                let text = line.drop { $0 == " " || $0 == "\t" }
                lines.append(text.hasPrefix("*") ? text.dropFirst() : line)
            }
        }
        paragraph = DocCommentProse.paragraph(of: lines)
    }
}
