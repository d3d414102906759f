import Inspectable

/// Reads the `variants` object of a JSON document's root view.
enum JSONVariantReader {
    /// Reads the `variants` object of a root view, reporting each problem at its place.
    static func read(_ object: JSONSyntax.Index, in syntax: JSONSyntax, diagnostics: inout [Diagnostic]) -> [Variant] {
        func report(_ message: String, at index: JSONSyntax.Index, related: [Diagnostic.Note] = []) {
            diagnostics.append(.error(message, at: syntax.start(index), rule: .invalidVariant, related: related))
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
                    at: key,
                    related: [
                        .init(
                            "the variant \(Printable.quoted(other))", location: .document(offset: syntax.start(first)))
                    ])
                continue
            }
            seen[name.lowercased()] = key
            guard syntax.kind(value) == .object else {
                report(
                    "variant \(Printable.quoted(name)) must be an object of values such as { \"percent\": 0 }, not \(syntax.kind(value).kindDescription)",
                    at: value)
                continue
            }
            var values: [Variant.Value] = []
            var appearance: Appearance?
            var isReadable = true
            for member in syntax.members(value) {
                let memberKey = syntax.string(member.key)
                guard memberKey == Variant.appearanceKey else {
                    values.append(
                        Variant.Value(
                            key: memberKey, keyOffset: syntax.start(member.key), value: syntax.value(member.value)))
                    continue
                }
                do {
                    appearance = try Appearance(json: syntax.value(member.value))
                } catch {
                    report("variant \(Printable.quoted(name)): \(Variant.appearanceKey): \(error)", at: member.value)
                    isReadable = false
                }
            }
            guard isReadable else { continue }
            variants.append(Variant(name: name, nameOffset: syntax.start(key), values: values, appearance: appearance))
        }
        return variants
    }
}

extension Diagnostic.Rule {
    /// A variant that cannot be applied to its document.
    public static let invalidVariant = Diagnostic.Rule(
        "invalid-variant", .error,
        "A variant of a JSON document written wrong, or setting a value its view cannot take.")
}
