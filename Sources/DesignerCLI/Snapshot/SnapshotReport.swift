import DesignerCore
import Inspectable
import Rendering

/// What a snapshot run found, told to the terminal and to CI: the failures with their diffs,
/// the recordings, the orphans and a count; JUnit XML, GitHub Actions annotations and a
/// Markdown summary.
struct SnapshotReport {
    let outcomes: [DocumentOutcome]
    var orphans: [String]
    /// Folders the search could not read.
    let searchProblems: [CheckCommand.Report]
    /// What the search passed over, such as a named pipe where a document could be.
    let searchWarnings: [CheckCommand.Report]
    /// `2/4` when only a shard of the documents was checked.
    var shard: String? = nil
    /// Whether the orphans were deleted.
    var pruned = false
    /// Orphans that could not be deleted, as `path: error: …` lines.
    var pruneFailures: [Diagnostic] = []
    /// A `--matrix` key no document has.
    var matrixProblem: SnapshotMatrixProblem? = nil
    /// Files in `__snapshots__` folders that are not named as snapshots; never deleted.
    var strangers: [String] = []

    init(outcomes: [DocumentOutcome], orphans: [String], searchProblems: [CheckCommand.Report]) {
        self.outcomes = outcomes
        self.orphans = orphans
        self.searchProblems = searchProblems.filter { $0.diagnostic == .error }
        self.searchWarnings = searchProblems.filter { $0.diagnostic != .error }
    }

    var results: [SnapshotResult] { outcomes.flatMap(\.results) }

    func count(_ status: SnapshotResult.Status) -> Int { results.count { $0.status == status } }

    /// Documents that could not be checked, or whose variants are wrong.
    var brokenDocuments: Int { outcomes.count { $0.hasErrors } }

    var succeeded: Bool {
        count(.failed) == 0 && brokenDocuments == 0 && searchProblems.isEmpty && pruneFailures.isEmpty
            && matrixProblem == nil
    }

    /// The most failures the summary's table lists.
    static let summaryRows = 1_000

    /// The size of Markdown summary after which no more diffs are added.
    static let summaryDiffBytes = 512 * 1024

    /// The most lines of a diff printed; the whole actual file is in the artifacts.
    static let diffLines = 200

    // MARK: - Terminal

    /// Prints the report; with `annotates`, also as GitHub Actions annotations when it runs the
    /// command.
    func print(_ context: Writer, annotates: Bool = true) {
        for warning in searchWarnings {
            let line = Printable.visible("\(warning.path): warning: \(warning.message)")
            context.printError(context.colored(line, severity: .warning))
        }
        for problem in searchProblems {
            let line = Printable.visible("\(problem.path): error: \(problem.message)")
            context.printError(context.colored(line, severity: .error))
        }
        for outcome in outcomes {
            for problem in outcome.problems {
                let place = outcome.place(of: problem)
                let line = Printable.visible("\(place): \(problem.severity.rawValue): \(problem.message)")
                context.printError(context.colored(line, severity: problem.severity))
            }
            for result in outcome.results where result.status == .recorded || result.status == .updated {
                context.print(Printable.visible("\(result.message) \(result.path)"))
            }
            for group in SnapshotFailureGroup.groups(outcome.results) {
                context.print(Printable.visible(group.heading))
                let details = group.details(clip: Self.clipped)
                for line in Self.lines(details) where !details.isEmpty { context.print(Printable.visible(line)) }
            }
        }
        for orphan in orphans {
            let deleted = pruned && !pruneFailures.contains { $0.location == .file(path: orphan, nil) }
            context.print(
                Printable.visible(
                    deleted
                        ? "deleted orphan \(orphan)" : "orphan: \(orphan): no document produces it (--prune deletes it)"
                ))
        }
        for stranger in strangers {
            context.print(
                Printable.visible(
                    "not a snapshot: \(stranger): not named <document>.<variant>.<ext>; designer leaves it alone"))
        }
        context.report(pruneFailures)
        if let matrixProblem {
            context.printError(context.colored(Printable.visible(matrixProblem.line), severity: .error))
        }
        if annotates, context.environment["GITHUB_ACTIONS"] == "true" {
            for line in annotations() { context.print(Printable.visible(line)) }
        }
        context.print(Printable.visible(summaryLine))
    }

    /// `12 snapshots of 4 documents: 10 passed, 1 failed, 1 recorded; 1 orphan`
    var summaryLine: String {
        var parts = ["\(count(.passed)) passed"]
        if count(.failed) > 0 {
            // The failures of one variant, in every format and appearance, are reported as one.
            let groups = SnapshotFailureGroup.groups(results).count
            parts.append(
                "\(count(.failed)) failed" + (groups < count(.failed) ? " in \(Self.plural(groups, "variant"))" : ""))
        }
        if count(.recorded) > 0 { parts.append("\(count(.recorded)) recorded") }
        if count(.updated) > 0 { parts.append("\(count(.updated)) updated") }
        if brokenDocuments > 0 { parts.append("\(Self.plural(brokenDocuments, "document")) with errors") }
        if !searchProblems.isEmpty {
            parts.append("\(Self.plural(searchProblems.count, "path")) with a problem")
        }
        var line =
            "\(Self.plural(results.count, "snapshot")) of \(Self.plural(outcomes.count, "document"))"
            + (shard.map { " (shard \($0))" } ?? "") + ": " + parts.joined(separator: ", ")
        if !orphans.isEmpty {
            let deleted = orphans.count - pruneFailures.count
            line += "; \(Self.plural(orphans.count, "orphan"))" + (pruned ? ", \(deleted) deleted" : "")
        }
        return line
    }

    private static func clipped(_ details: String) -> String {
        let lines = lines(details)
        guard lines.count > diffLines else { return lines.joined(separator: "\n") }
        return lines.prefix(diffLines).joined(separator: "\n") + "\n… \(lines.count - diffLines) more lines"
    }

    /// The lines of a text, cut at each line feed byte (a carriage return before one stays in
    /// its line, to be shown), without a last empty line.
    static func lines(_ text: String) -> [String] {
        UnifiedDiff.textLines(text).map { line in
            line.utf8.last == UInt8(ascii: "\n") ? String(decoding: line.utf8.dropLast(), as: UTF8.self) : String(line)
        }
    }

    private static func plural(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// GitHub Actions workflow commands: an error on each failing document, a warning on each orphan.
    func annotations() -> [String] {
        var lines = (searchProblems + searchWarnings).map(CheckCommand.annotation)
        for outcome in outcomes {
            for problem in outcome.problems where problem.severity == .error {
                lines.append(
                    CheckCommand.annotation(
                        .init(
                            path: problem.file ?? outcome.path, location: problem.location, diagnostic: .error,
                            message: problem.message
                        )))
            }
            for group in SnapshotFailureGroup.groups(outcome.results) {
                let first = group.failures[0]
                let details = Self.lines(group.details(clip: Self.clipped)).prefix(40).joined(separator: "\n")
                lines.append(
                    CheckCommand.annotation(
                        .init(
                            path: first.document, location: first.location, diagnostic: .error,
                            message: group.message + (details.isEmpty ? "" : "\n" + details))))
            }
        }
        if let matrixProblem {
            lines.append(
                CheckCommand.annotation(
                    .init(
                        path: "", location: nil, diagnostic: .error,
                        message: matrixProblem.message)))
        }
        for orphan in orphans
        where !pruned || pruneFailures.contains(where: { $0.location == .file(path: orphan, nil) }) {
            lines.append(
                CheckCommand.annotation(
                    .init(
                        path: orphan, location: nil, diagnostic: .warning, message: "no document produces this snapshot"
                    )))
        }
        return lines
    }

    // MARK: - Files

    /// Where the reports go, checked before anything is drawn or written.
    struct Files {
        var junit: String?
        var summary: String?
        /// The JSON report (`SnapshotReport+JSON`).
        var report: String?
        /// GitHub's step summary, which is added to rather than replaced.
        var stepSummary: String?
        /// The command whose options name the files, for its usage errors.
        let spec: CommandSpec

        init(
            _ arguments: ParsedArguments, _ context: DocumentSource, environment: [String: String], spec: CommandSpec
        ) throws(CLIError) {
            self.spec = spec
            junit = arguments.value("junit")
            summary = arguments.value("summary")
            report = arguments.value("report")
            if summary == nil, let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                stepSummary = path
            }
            for (option, path) in options {
                guard let problem = FileSystem.problemCreating(path, folder: false, from: context.workingDirectory)
                else {
                    continue
                }
                // The step summary is the CI system's, not the command line's.
                if option == "GITHUB_STEP_SUMMARY" { throw .file(FileError(path, "cannot be written: \(problem)")) }
                throw .usage("\(option) \(Printable.quoted(path)): \(problem).", spec)
            }
            let named = options.filter { $0.option.hasPrefix("--") }
            for (index, first) in named.enumerated() {
                for second in named[(index + 1)...]
                where SnapshotCommand.normalized(first.path) == SnapshotCommand.normalized(second.path)
                    || FileSystem.isSameFile(context.onFileResolved(first.path), context.onFileResolved(second.path))
                {
                    throw .usage(
                        "\(first.option) and \(second.option) name the same file, \(Printable.quoted(first.path)); give each its own.",
                        spec)
                }
            }
        }

        private var options: [(option: String, path: String)] {
            [("--junit", junit), ("--summary", summary), ("--report", report), ("GITHUB_STEP_SUMMARY", stepSummary)]
                .compactMap { option, path in path.map { (option, $0) } }
        }

        /// Fails if a report would take the place of a document of the run or of a snapshot.
        func check(against documents: [String], _ context: DocumentSource) throws(CLIError) {
            let protected = OutputFile.Protected(
                documents: documents.map { (context.onFileResolved($0), $0) }, snapshots: true)
            for (option, path) in options {
                guard let problem = OutputFile.problem(context.onFileResolved(path), protected) else { continue }
                throw .usage("\(option) \(Printable.quoted(path)) \(problem).", spec)
            }
        }

        /// Fails if a report would take the place of one of `reports`, the files read: those
        /// merged, or the one whose times balance the shards.
        func check(againstReports reports: [String], _ context: DocumentSource) throws(CLIError) {
            for (option, path) in options {
                for report in reports
                where SnapshotCommand.normalized(report) == SnapshotCommand.normalized(path)
                    || FileSystem.isSameFile(context.onFileResolved(report), context.onFileResolved(path))
                {
                    throw .usage(
                        "\(option) \(Printable.quoted(path)) is one of the reports read; give another file.", spec)
                }
            }
        }
    }

    /// Writes the JUnit report, the Markdown summary and the JSON report of `run`; report folders
    /// are made as needed, as CI configurations expect.
    func write(_ files: Files, run: SnapshotRun?, context: DocumentSource) throws(CLIError) {
        do {
            if let path = files.report, let run {
                try context.onFile(path) { path throws(FileError) in
                    try FileSystem.createFolders(FileSystem.split(path).folder)
                    let text = json(run, context).prettyPrinted() + "\n"
                    try FileSystem.writeAtomically(Array(text.utf8), to: path, durable: false)
                }
            }
            if let path = files.junit {
                try context.onFile(path) { path throws(FileError) in
                    try FileSystem.createFolders(FileSystem.split(path).folder)
                    try FileSystem.writeAtomically(Array(junit().utf8), to: path, durable: false)
                }
            }
            if let path = files.summary {
                try context.onFile(path) { path throws(FileError) in
                    try FileSystem.createFolders(FileSystem.split(path).folder)
                    try FileSystem.writeAtomically(Array(markdown().utf8), to: path, durable: false)
                }
            }
            if let path = files.stepSummary {
                try context.onFile(path) { path throws(FileError) in
                    try FileSystem.append(Array(markdown().utf8), to: path)
                }
            }
        } catch {
            throw .file(error)
        }
    }

    /// A Markdown summary: the counts, then each failure with its diff.
    func markdown() -> String {
        var text = "## designer snapshot\n\n"
        text += (succeeded ? "✅ " : "❌ ") + summaryLine + "\n"
        let failed = results.filter { $0.status == .failed }
        let broken = outcomes.filter(\.hasErrors)
        if !failed.isEmpty || !broken.isEmpty || !searchProblems.isEmpty || matrixProblem != nil
            || !pruneFailures.isEmpty
        {
            text += "\n| document | snapshot | problem |\n| --- | --- | --- |\n"
            for problem in searchProblems {
                text += "| \(Self.code(problem.path)) | | \(Self.cell(problem.message)) |\n"
            }
            for outcome in broken {
                let message = outcome.problems.first { $0.severity == .error }?.message ?? ""
                text += "| \(Self.code(outcome.path)) | | \(Self.cell(message)) |\n"
            }
            for result in failed.prefix(Self.summaryRows) {
                text += "| \(Self.code(result.document)) | \(Self.code(result.name)) | \(Self.cell(result.message)) |\n"
            }
            if failed.count > Self.summaryRows {
                text += "| | | … and \(failed.count - Self.summaryRows) more failures |\n"
            }
            for line in pruneFailures.map(\.description) + (matrixProblem.map { [$0.line] } ?? []) {
                text += "| | | \(Self.cell(line)) |\n"
            }
            // A diff a variant, as the terminal shows them.
            let groups = SnapshotFailureGroup.groups(failed)
            for (index, group) in groups.enumerated() {
                let written = group.details(clip: Self.clipped)
                guard !written.isEmpty else { continue }
                // Line by line as the terminal shows them: a control character in a snapshot
                // reaches the summary escaped.
                let details = Self.lines(written).map(Printable.visible).joined(separator: "\n")
                // GitHub drops a step summary over 1 MiB whole; the diffs stop well before.
                guard text.utf8.count < Self.summaryDiffBytes else {
                    text += "\n… the diffs of \(groups.count - index) more failures are in the run's output\n"
                    break
                }
                let fence = details.contains("```") ? "~~~~" : "```"
                let names = group.failures.map { Printable.visible($0.name) }.joined(separator: ", ")
                text += "\n<details><summary>\(Self.html(names))</summary>\n\n\(fence)"
                text += group.showsDiff ? "diff\n" : "\n"
                text += details + "\n\(fence)\n\n</details>\n"
            }
        }
        let recorded = results.filter { $0.status == .recorded || $0.status == .updated }
        if !recorded.isEmpty {
            text +=
                "\n\(recorded.count) recorded: "
                + recorded.prefix(20).map { Self.code($0.path) }.joined(separator: ", ")
            text += recorded.count > 20 ? " …\n" : "\n"
        }
        if !orphans.isEmpty {
            let deleted = pruned ? ", \(orphans.count - pruneFailures.count) deleted" : ""
            text += "\n\(orphans.count) orphan\(orphans.count == 1 ? "" : "s")\(deleted): "
            text += orphans.prefix(20).map(Self.code).joined(separator: ", ") + (orphans.count > 20 ? " …\n" : "\n")
        }
        return text
    }

    /// Text for a table cell: HTML's characters escaped, no line breaks, no column separators.
    private static func cell(_ text: String) -> String {
        // Markdown's own characters are escaped, so that a name can make no link, image or emphasis.
        var result = ""
        for character in html(Printable.visible(text)) {
            if "\\`*_[]!#~|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A name as code: shown as written (entities would show literally inside a code span), with
    /// the table's separator escaped, as GitHub reads it even there.
    private static func code(_ text: String) -> String {
        "`" + Printable.visible(text).replacing("`", with: "'").replacing("|", with: "\\|") + "`"
    }

    private static func html(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}

extension Diagnostic {
    /// An orphan that `--prune` could not delete, and why.
    static func pruneFailure(_ orphan: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, message, location: .file(path: orphan, nil), rule: .invalidDocument)
    }
}
