import Inspectable

/// Reads the `variants` object of a JSON document's root view.
enum JSONVariantReader {
    /// Reads the `variants` object of a root view, reporting each problem at its place.
    static func read(_ object: JSONSyntax.Index, in syntax: JSONSyntax, diagnostics: inout [Diagnostic]) -> [Variant] {
        func report(_ message: String, at index: JSONSyntax.Index) {
            diagnostics.append(.error(message, at: syntax.start(index)))
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
            if let problem = Variant.nameProblem(name) {
                report("variant name \(Printable.quoted(name)) \(problem)", at: key)
                continue
            }
            // Names that differ only in case would share a file on a case-insensitive file system.
            if let first = seen[name.lowercased()] {
                let location = syntax.source.location(of: syntax.start(first))
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
                Variant.Value(
                    key: syntax.string(member.key), keyOffset: syntax.start(member.key),
                    value: syntax.value(member.value))
            }
            variants.append(Variant(name: name, nameOffset: syntax.start(key), values: values))
        }
        return variants
    }
}
