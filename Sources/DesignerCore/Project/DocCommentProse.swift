/// The prose of a documentation comment's lines, as one paragraph: an attribute's description.
///
/// Markup that is not prose is left out: callouts (`- Parameter x:`, `- Returns:`, `- Note:` and
/// the lines that continue them, to a blank line), code blocks (between fences, or indented four
/// columns past the comment's margin after a blank line), headings, and HeaderDoc and Doxygen
/// tags (`@param`, `\see`), but for `@brief`, `@abstract` and `@discussion`, whose text is kept.
///
///     How full the meter is,
///     in percent.
///
///     - Note: Clamped to 0...100.
///
/// is "How full the meter is, in percent." One file serves the sources designer reads (an iOS
/// project's `@IBInspectable` properties) and the package plugins (a component's `@Inspectable`
/// ones), which cannot link designer's libraries and compile it through a link of their own, so
/// that a comment describes an attribute the same way wherever it is read.
enum DocCommentProse {
    /// The paragraph `lines` make, without their comment marks; empty when they hold no prose.
    static func paragraph(of lines: [Substring]) -> String {
        let margin = lines.filter { !isBlank($0) }.map(indent).min() ?? 0
        var words: [Substring] = []
        var isInCallout = false
        var isInFence = false
        var isInCode = false
        var followsBlank = true
        for line in lines {
            let text = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            defer { followsBlank = isBlank(text) }
            if text.hasPrefix("```") || text.hasPrefix("~~~") {
                isInFence.toggle()
                continue
            }
            if isInFence { continue }
            if isBlank(text) {
                isInCallout = false
                continue
            }
            if indent(line) >= margin + 4, followsBlank || isInCode, !isInCallout {
                isInCode = true
                continue
            }
            isInCode = false
            if let tag = tag(of: text) {
                isInCallout = !keptTags.contains(tag)
                if !isInCallout { words += text.dropFirst(tag.count + 1).split(whereSeparator: \.isWhitespace) }
                continue
            }
            if isCallout(text) {
                isInCallout = true
                continue
            }
            let isHeading = text.hasPrefix("#") && text.drop { $0 == "#" }.first == " "
            if isInCallout || isHeading { continue }
            words += text.split(whereSeparator: \.isWhitespace)
        }
        return words.joined(separator: " ")
    }

    /// HeaderDoc's and Doxygen's tags whose text is prose.
    private static let keptTags: Set<Substring> = ["brief", "abstract", "discussion"]

    /// The tag a line starts with, `param` of `@param x …` or `\param x …`.
    private static func tag(of line: Substring) -> Substring? {
        guard let first = line.first, first == "@" || first == "\\" else { return nil }
        let name = line.dropFirst().prefix { $0.isLetter }
        return name.isEmpty ? nil : name
    }

    /// Whether the line is a list item that is a Swift callout: `- Parameter x:`, `- Note:`.
    private static func isCallout(_ line: Substring) -> Bool {
        guard line.hasPrefix("- ") || line.hasPrefix("+ ") || line.hasPrefix("* ") else { return false }
        let item = line.dropFirst(2)
        guard let colon = item.firstIndex(of: ":") else { return false }
        let head = item[..<colon].split(separator: " ")
        guard let keyword = head.first, head.count <= 2 else { return false }
        return callouts.contains(keyword.lowercased())
    }

    /// The callouts of Swift's documentation markup, lowercased.
    private static let callouts: Set<String> = [
        "attention", "author", "authors", "bug", "complexity", "copyright", "date", "experiment", "important",
        "invariant", "keyword", "localizationkey", "mutatingvariant", "nonmutatingvariant", "note", "parameter",
        "parameters", "postcondition", "precondition", "recommended", "recommendedover", "remark", "remarks",
        "requires", "returns", "seealso", "since", "tag", "throws", "todo", "version", "warning",
    ]

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy(\.isWhitespace)
    }

    /// The columns of white space `line` starts with, a tab as four.
    private static func indent(_ line: Substring) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }
}
