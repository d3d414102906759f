import Inspectable

/// The failed snapshots of one variant of one document, in every format and appearance, which a
/// report shows as one failure: one attribute change fails the text picture, the SVG and the PNG
/// of each appearance together, and one diff says what changed.
///
/// The diff shown is the most readable format's (the text picture before the SVG, the SVG before
/// the PNG), of the first appearance; the other snapshots are named, each with its files.
struct SnapshotFailureGroup {
    /// The failures, in the order they were checked.
    let failures: [SnapshotResult]

    /// The failures of `results`, grouped by document and variant in the order first met.
    static func groups(_ results: [SnapshotResult]) -> [SnapshotFailureGroup] {
        var order: [String] = []
        var failures: [String: [SnapshotResult]] = [:]
        for result in results where result.status == .failed {
            // No path or variant name holds a NUL.
            let key = result.document + "\u{0}" + result.variant
            if failures[key] == nil { order.append(key) }
            failures[key, default: []].append(result)
        }
        return order.compactMap { failures[$0].map(SnapshotFailureGroup.init) }
    }

    /// The failure whose details are shown in full.
    var shown: SnapshotResult {
        var best = failures[0]
        for failure in failures.dropFirst()
        where failure.formatRank < best.formatRank || best.details.isEmpty && !failure.details.isEmpty {
            best = failure
        }
        return best
    }

    /// What failed, in one line: the failure's message, or the snapshots that failed when there
    /// are several.
    var message: String {
        let first = failures[0]
        guard failures.count > 1 else { return "\(first.name) \(first.message)" }
        return "variant \(Printable.quoted(first.variant)) fails in \(failures.count) snapshots: "
            + failures.map(\.name).joined(separator: ", ")
    }

    /// The line a report gives the failure: `path:line:column: error: message`.
    var heading: String { "\(failures[0].document):\(failures[0].location): error: \(message)" }

    /// What follows the heading: the shown failure's details, clipped by `clip`, then each other
    /// failure's name and message, and its files. Names are made visible here, before the
    /// details are cut into lines, and indented: no name may start a line, which CI could take
    /// for a command.
    func details(clip: (String) -> String) -> String {
        let shown = shown
        guard failures.count > 1 else { return clip(shown.details) }
        func heading(_ failure: SnapshotResult) -> String {
            "  " + Printable.visible("\(failure.name) \(failure.message)")
        }
        var parts = [heading(shown)]
        if !shown.details.isEmpty { parts.append(clip(shown.details)) }
        for failure in failures where failure.name != shown.name {
            parts.append(heading(failure))
            if !failure.files.isEmpty {
                parts.append(SnapshotReport.lines(failure.files).map { "  " + $0 }.joined(separator: "\n"))
            }
        }
        return parts.joined(separator: "\n")
    }

    /// Whether the details are a diff first of all, for Markdown to color them.
    var showsDiff: Bool { shown.details.hasPrefix("---") }
}
