import Inspectable

/// What `layout-accuracy` prints: a row for each project (its views checked, those matched and
/// the share), the total, and every miss grouped by its likely cause, each at its `file:line` with
/// the frame Xcode saved and the one laid out.
struct LayoutAccuracyReport {
    /// The projects, in the order given, those without a view to check included.
    let projects: [String]
    let checks: [LayoutAccuracy.Check]
    /// The files that could not be read as documents.
    let unread: [String]
    /// The share of the views matched that meets the target.
    static let target = 0.9

    /// Prints the report; the target missed, if it was.
    func print() -> [String] {
        let kept = checks.count(where: \.keptWrongFrame)
        let ambiguous = checks.filter { !$0.keptWrongFrame && $0.markedAmbiguous }
        let checks = checks.filter { !$0.keptWrongFrame && !$0.markedAmbiguous }
        var rows = [["project", "files", "views", "matched", "%"]]
        for project in projects {
            let mine = checks.filter { $0.project == project }
            rows.append(row(project, mine, files: Set(mine.map(\.file)).count))
        }
        rows.append(row("total", checks, files: Set(checks.map(\.file)).count))
        Swift.print("")
        for line in Table.lines(rows) { Swift.print(line) }
        if kept > 0 {
            Swift.print(
                "\nNot counted: \(Format.count(kept)) views the layout left at the wrong frame written for them "
                    + "(no constraint names them; Xcode fixes such a view where it is saved)")
        }
        if !ambiguous.isEmpty {
            let all = checks + ambiguous
            let matched = all.count(where: \.matched)
            Swift.print(
                "\nNot counted: \(Format.count(ambiguous.count)) views Xcode saved as ambiguous (`ambiguous=\"YES\"`: "
                    + "their constraints do not fix their frames), \(ambiguous.count(where: \.matched)) of them matched; "
                    + "counted, \(Format.count(matched)) of \(Format.count(all.count)) "
                    + "(\(Format.fixed(Double(matched) / Double(all.count) * 100, 1))%)")
        }
        if !unread.isEmpty {
            Swift.print("\nNot checked (\(unread.count)):")
            for file in unread { Swift.print("  \(file)") }
        }
        let misses = checks.filter { !$0.matched }
        for cause in LayoutMissCause.allCases {
            let these = misses.filter { $0.cause == cause }
            guard !these.isEmpty else { continue }
            Swift.print("\nMisses: \(cause.rawValue) (\(these.count))")
            for miss in these {
                Swift.print(
                    "  \(miss.file):\(miss.line)  \(miss.name)  saved \(text(miss.saved))  got \(text(miss.got))")
            }
        }
        let matched = checks.count(where: \.matched)
        guard !checks.isEmpty else { return ["layout-accuracy: no view placed by constraints was found"] }
        let share = Double(matched) / Double(checks.count)
        return share >= Self.target
            ? []
            : [
                "layout-accuracy: \(Format.fixed(share * 100, 1))% of \(Format.count(checks.count)) views matched within 1 pt (target ≥ \(Format.fixed(Self.target * 100, 0))%)"
            ]
    }

    private func row(_ name: String, _ checks: [LayoutAccuracy.Check], files: Int) -> [String] {
        let matched = checks.count(where: \.matched)
        return [
            name, "\(files)", Format.count(checks.count), Format.count(matched),
            checks.isEmpty ? "–" : Format.fixed(Double(matched) / Double(checks.count) * 100, 1),
        ]
    }

    private func text(_ frame: Rect) -> String {
        let numbers = [frame.x, frame.y, frame.width, frame.height].map { Format.fixed($0, 2) }
        return "(" + numbers.joined(separator: ", ") + ")"
    }
}
