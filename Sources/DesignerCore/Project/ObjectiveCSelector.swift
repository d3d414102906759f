/// The Objective-C selectors of methods, as Interface Builder's actions name them: a colon for
/// each argument (`tapped:` takes the sender, `go` nothing).
///
///     ObjectiveCSelector.ofSwiftMethod("tapped", labels: [""])           // "tapped:"
///     ObjectiveCSelector.ofSwiftMethod("go", labels: [])                 // "go"
///     ObjectiveCSelector.ofSwiftMethod("a", labels: ["b", "c"])          // "aWithB:c:"
///     ObjectiveCSelector.ofSwiftMethod("click", labels: ["for"])         // "clickFor:"
enum ObjectiveCSelector {
    /// The selector Swift gives a method of this base name and argument labels (`""` for `_`):
    /// the base name alone without arguments; else a first label joins the base name, after
    /// `With` unless its first word is a preposition, and every argument adds its label (or
    /// nothing) and a colon.
    static func ofSwiftMethod(_ name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        let firstWord = String(first.prefix { !$0.isUppercase })
        let joint = prepositions.contains(firstWord) ? "" : "With"
        let head = first.isEmpty ? name : name + joint + first.prefix(1).uppercased() + first.dropFirst()
        return head + ":" + labels.dropFirst().map { $0 + ":" }.joined()
    }

    /// The words Swift takes as prepositions when it makes a selector, after which it adds no `With`.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// The number of arguments a selector takes: its colons.
    static func argumentCount(of selector: String) -> Int {
        selector.utf8.count { $0 == UInt8(ascii: ":") }
    }

    /// The part of a selector before its first colon: `tapped` of `tapped:forEvent:`.
    static func baseName(of selector: String) -> Substring {
        selector.prefix { $0 != ":" }
    }

    /// The argument labels of the Swift parameters between the tokens `start` and `end` (the
    /// `)`): `_` is `""`, a single name is its own label.
    static func parameterLabels(in source: ScannedSource, from start: Int, to end: Int) -> [String] {
        var labels: [String] = []
        var depth = 0
        var parameterStart = true
        var index = start
        while index < end {
            switch source.punctuation(index) {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: ">") where !source.isPunctuation(index - 1, "-"):
                depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parameterStart = true
                index += 1
                continue
            default:
                break
            }
            if parameterStart, depth == 0, source.isName(index) {
                let label = source.text(index)
                labels.append(label == "_" ? "" : label.filter { $0 != "`" })
            }
            parameterStart = false
            index += 1
        }
        return labels
    }
}
