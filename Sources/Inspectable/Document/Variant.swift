/// A named set of values a document is also drawn with, declared on the root view so that one
/// document covers the states of a component (empty, half, full) in its snapshots:
///
///     "variants": {
///       "empty": { "percent": 0 },
///       "full": { "percent": 100, "download.barColor": "systemGreen" }
///     }
///
/// Keys are those `designer set` takes; values are written as in `attributes`.
public struct Variant: Sendable {
    /// One `key: value` member of a variant.
    public struct Value: Sendable {
        public let key: String
        /// The key's string, for diagnostics.
        public let keyIndex: JSONSyntax.Index
        public let value: JSONSyntax.Index
    }

    public let name: String
    /// The name's string, for diagnostics.
    public let nameIndex: JSONSyntax.Index
    public let values: [Value]

    /// The name of the document as it is written, which no declared variant may take.
    public static let defaultName = "default"

    /// Why `name` cannot name a variant: it becomes part of a file name.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == defaultName { return "is the name of the document as it is written" }
        let allowed = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        return allowed ? nil : "may contain only letters, digits, '-' and '_'"
    }

    /// Reads the `variants` object of a root view, reporting each problem at its place.
    static func read(_ object: JSONSyntax.Index, in syntax: JSONSyntax, diagnostics: inout [Diagnostic]) -> [Variant] {
        func report(_ message: String, at index: JSONSyntax.Index) {
            diagnostics.append(.error(message, at: syntax.range(index).lowerBound))
        }
        guard syntax.kind(object) == .object else {
            report(
                "'variants' must be an object of named variants, not \(syntax.kind(object).kindDescription)", at: object
            )
            return []
        }
        var variants: [Variant] = []
        var seen: [String: JSONSyntax.Index] = [:]
        for (key, value) in syntax.members(object) {
            let name = syntax.string(key)
            if let problem = nameProblem(name) {
                report("variant name \(Printable.quoted(name)) \(problem)", at: key)
                continue
            }
            // Names that differ only in case would share a file on a case-insensitive file system.
            if let first = seen[name.lowercased()] {
                let location = syntax.source.location(of: syntax.range(first).lowerBound)
                let other = syntax.string(first)
                report(
                    "duplicate variant \(Printable.quoted(name)); \(other == name ? "it" : Printable.quoted(other)) is also at \(location)",
                    at: key)
                continue
            }
            seen[name.lowercased()] = key
            guard syntax.kind(value) == .object else {
                report(
                    "variant \(Printable.quoted(name)) must be an object of values such as { \"percent\": 0 }, not \(syntax.kind(value).kindDescription)",
                    at: value)
                continue
            }
            let values = syntax.members(value).map { member in
                Value(key: syntax.string(member.key), keyIndex: member.key, value: member.value)
            }
            variants.append(Variant(name: name, nameIndex: key, values: values))
        }
        return variants
    }
}
