import DesignerCore
import Inspectable

extension SnapshotReportFile {
    /// The reports of the shards of one run as one report, as a run of all its documents would
    /// have made it: the same results, orphans and problems, so the same counts. Reports of
    /// different runs, a shard given twice or one missing are refused, each with a message.
    static func merged(_ files: [SnapshotReportFile]) throws(CLIError) -> (run: SnapshotRun, report: SnapshotReport) {
        guard let first = files.first else { throw .invalid(["merge-reports needs at least one report."]) }
        for (index, file) in files.enumerated() {
            if let earlier = files[..<index].first(where: {
                SnapshotCommand.normalized($0.path) == SnapshotCommand.normalized(file.path)
            }) {
                throw .invalid(["\(Printable.quoted(earlier.path)) is given twice."])
            }
            if let difference = first.run.difference(from: file.run, names: (first.path, file.path)) {
                throw .invalid([
                    "\(Printable.quoted(first.path)) and \(Printable.quoted(file.path)) are reports of different runs: \(difference); merge the shards of one run."
                ])
            }
        }
        try checkShards(files)
        try checkDocuments(files)
        var run = first.run
        run.shard = nil
        let outcomes = files.flatMap(\.report.outcomes).sorted { $0.path < $1.path }
        // A run lists its orphans folder by folder, each folder's files by name, each once,
        // however many shards name it.
        let orphans = Set(files.flatMap(\.report.orphans)).sorted {
            let (first, second) = (FileSystem.split($0), FileSystem.split($1))
            return (first.folder, first.name) < (second.folder, second.name)
        }
        // Every shard searched the same paths, and met the same problems.
        let search = first.report.searchProblems + first.report.searchWarnings
        var report = SnapshotReport(outcomes: outcomes, orphans: orphans, searchProblems: search)
        report.pruned = files.contains { $0.report.pruned }
        report.pruneFailures = files.flatMap(\.report.pruneFailures).sorted { first, second in
            let place = { (failure: Diagnostic) -> Int in
                guard case .file(let path, _) = failure.location else { return orphans.count }
                return orphans.firstIndex(of: path) ?? orphans.count
            }
            return place(first) < place(second)
        }
        report.strangers = files.flatMap(\.report.strangers)
        report.matrixProblem = files.lazy.compactMap(\.report.matrixProblem).first
        return (run, report)
    }

    /// Fails unless the reports are one whole run's, or one of each shard of a run.
    private static func checkShards(_ files: [SnapshotReportFile]) throws(CLIError) {
        if files.count > 1, let whole = files.first(where: { $0.run.shard == nil }) {
            throw .invalid([
                "\(Printable.quoted(whole.path)) is the report of a run of all the documents, not of a shard; it merges alone."
            ])
        }
        var byShard: [Int: SnapshotReportFile] = [:]
        var count: (Int, String)?
        for file in files {
            guard let shard = file.run.shard else { continue }
            if let (count, path) = count, count != shard.count {
                throw .invalid([
                    "\(Printable.quoted(path)) is a shard of \(count) and \(Printable.quoted(file.path)) a shard of \(shard.count); merge the shards of one run."
                ])
            }
            count = (shard.count, file.path)
            if let other = byShard[shard.index] {
                throw .invalid([
                    "\(Printable.quoted(other.path)) and \(Printable.quoted(file.path)) are both shard \(shard.index + 1)/\(shard.count)."
                ])
            }
            byShard[shard.index] = file
        }
        guard let (count, _) = count else { return }
        let missing = (0..<count).filter { byShard[$0] == nil }.map { "\($0 + 1)/\(count)" }
        guard missing.isEmpty else {
            let given = byShard.keys.sorted().map { "\($0 + 1)/\(count)" }
            let names = missing.count == 1 ? "shard \(missing[0]) is" : "shards \(Self.list(missing)) are"
            throw .invalid([
                "\(names) missing: \(given.count == 1 ? "the report is of shard" : "the reports are of shards") \(Self.list(given)); merge every shard's report."
            ])
        }
    }

    /// Fails unless each document of the run was checked by exactly one of the reports.
    private static func checkDocuments(_ files: [SnapshotReportFile]) throws(CLIError) {
        var checkedBy: [String: SnapshotReportFile] = [:]
        for file in files {
            for outcome in file.report.outcomes {
                if let other = checkedBy[outcome.path] {
                    throw .invalid([
                        "\(Printable.quoted(outcome.path)) was checked by both \(Printable.quoted(other.path)) and \(Printable.quoted(file.path)); the shards were not split alike."
                    ])
                }
                checkedBy[outcome.path] = file
            }
        }
        if let document = files[0].run.documents.first(where: { checkedBy[$0] == nil }) {
            throw .invalid([
                "\(Printable.quoted(document)) was checked by none of the reports; the shards were not split alike."
            ])
        }
    }

    private static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
