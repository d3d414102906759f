import Inspectable

/// A `--matrix` key (or a configuration's) that no document of the run has: a mistake of the
/// run, not a sweep of nothing. The report tells it in the terminal, JUnit, GitHub and Markdown.
struct SnapshotMatrixProblem {
    /// Where the keys were given: `--matrix`, or the configuration file's field.
    let origin: String
    /// The keys of the first combination, as given.
    let keys: [String]
    /// Why the documents lack them, such as a suggestion of a key they have.
    let reason: String
    /// Whether a key is the appearance, which is an option of its own and not a document's value.
    let namesAppearance: Bool

    /// The problem without its severity, as an annotation gives it.
    var message: String {
        let keys = keys.map { Printable.excerpt($0) }.joined(separator: ", ")
        let hint = namesAppearance ? "; to snapshot both appearances, give --appearance light,dark" : ""
        return "\(origin) \(keys): no document has it; \(reason)\(hint)"
    }

    /// The problem as an error line.
    var line: String { "error: " + message }
}
