import DesignerCore
import Inspectable

/// `designer merge-reports`: the JSON reports of the shards of one snapshot run, made into the
/// reports one run of all the documents would have written.
enum MergeReportsCommand: Command {
    static let spec = CommandSpec(
        name: "merge-reports", abstract: "Merge the JSON reports of the shards of a snapshot run into one report.",
        discussion:
            "Each shard of a CI matrix runs 'snapshot --shard I/N --report FILE.json'; merge-reports takes one report of each shard (or one of a whole run) and writes the JUnit XML and Markdown summary that one run of all the documents would have written, with the same counts, and prints its results and the same count line. With GitHub Actions the summary goes to the step summary unless --summary names a file. The exit status is 1 when any snapshot failed, a document had errors or an orphan could not be deleted, as the run's would be. Reports of different runs (other options, documents or contents, another designer), a shard given twice or missing, or a report that cannot be read are errors, and nothing is written.",
        arguments: [
            .init(
                "report", help: "The JSON reports of 'snapshot --report', one of each shard of a run.",
                isRepeating: true)
        ],
        options: [junit, summary, report])

    static let junit = TypedOption<String>("junit", value: "file", help: "Write the merged JUnit XML report.")
    static let summary = TypedOption<String>(
        "summary", value: "file",
        help: "Write the merged Markdown summary (default with GitHub Actions: its step summary).")
    static let report = TypedOption<String>(
        "report", value: "file", help: "Write the merged JSON report, for the next run's --timings.")

    struct Options: CommandOptions {
        let reports: [String]
        /// The command line, from which `SnapshotReport.Files` reads the files to write.
        let arguments: ParsedArguments

        init(_ arguments: ParsedArguments) {
            reports = arguments.positionals
            self.arguments = arguments
        }

        /// None: the command reads reports, not documents.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents source: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let files = try SnapshotReport.Files(options.arguments, source, environment: writer.environment, spec: spec)
        try files.check(againstReports: options.reports, source)
        var reports: [SnapshotReportFile] = []
        for path in options.reports { reports.append(try SnapshotReportFile.read(path, source)) }
        let (run, report) = try SnapshotReportFile.merged(reports)
        // No output takes the place of a snapshot, or of a document of the run where it was made.
        try files.check(against: run.documents.map { run.root + "/" + $0 }, source)
        // The shards' own runs annotated their failures already.
        report.print(writer, annotates: false)
        try report.write(files, run: run, context: source)
        if !report.succeeded { throw .failed }
    }
}
