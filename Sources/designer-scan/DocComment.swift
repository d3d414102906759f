/// A doc comment as an attribute's description: its text without the `///` or `/** */` marks,
/// its lines and paragraphs joined into one paragraph, with Markup's callouts (`- Parameter x:`,
/// `- Note:`, `- Returns:` and the rest, each with the lines that continue it), code blocks and
/// headings left out.
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

    /// The callouts Swift's Markup knows, lowercased.
    private static let callouts: Set<String> = [
        "attention", "author", "authors", "bug", "complexity", "copyright", "date", "experiment", "important",
        "invariant", "keyword", "localizationkey", "mutatingvariant", "nonmutatingvariant", "note", "parameter",
        "parameters", "postcondition", "precondition", "recommended", "recommendedover", "remark", "remarks",
        "requires", "returns", "seealso", "since", "tag", "throws", "todo", "version", "warning",
    ]

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
        let indents = lines.filter { !Self.isBlank($0) }.map(Self.indent)
        let margin = indents.min() ?? 0
        var words: [Substring] = []
        var isInCallout = false
        var isInFence = false
        var isInCode = false
        var followsBlank = true
        for line in lines {
            let text = line.drop { $0.isWhitespace }
            defer { followsBlank = text.isEmpty }
            if text.hasPrefix("```") || text.hasPrefix("~~~") {
                isInFence.toggle()
                continue
            }
            if isInFence { continue }
            if text.isEmpty {
                isInCallout = false
                continue
            }
            if Self.indent(line) >= margin + 4, followsBlank || isInCode, !isInCallout {
                isInCode = true
                continue
            }
            isInCode = false
            let isListItem = ["- ", "* ", "+ "].contains { text.hasPrefix($0) }
            if isListItem { isInCallout = Self.isCallout(text.dropFirst(2)) }
            let isHeading = text.hasPrefix("#") && text.drop { $0 == "#" }.first == " "
            if isInCallout || isHeading { continue }
            words += text.split(whereSeparator: \.isWhitespace)
        }
        paragraph = words.joined(separator: " ")
    }

    /// Whether a list item's text is a callout: `Note: …`, `Parameter name: …`.
    private static func isCallout(_ item: Substring) -> Bool {
        let word = item.prefix { $0.isLetter }
        return callouts.contains(word.lowercased()) && item.dropFirst(word.count).contains(":")
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy(\.isWhitespace)
    }

    /// The columns of white space `line` starts with, a tab as four.
    private static func indent(_ line: Substring) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }
}
