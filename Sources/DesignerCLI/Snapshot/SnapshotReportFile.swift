import DesignerCore
import Inspectable

/// A JSON report `snapshot --report` wrote, read back: the run it comes from and its results.
/// Every mistake in it is an error at its line and column.
struct SnapshotReportFile {
    /// The file as the user named it.
    let path: String
    let run: SnapshotRun
    let report: SnapshotReport

    /// What a report is, for messages, and the most it may hold.
    static let contents = FileSystem.Contents(noun: "a snapshot report", limit: 1 << 30)

    /// Reads the report at `path`.
    static func read(_ path: String, _ source: DocumentSource) throws(CLIError) -> SnapshotReportFile {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(source.onFileResolved(path), as: contents)
        } catch {
            throw .problem(in: path, error.reason)
        }
        return try SnapshotReportFile(reading: SourceText(name: path, bytes: bytes))
    }

    /// The report `text` holds.
    init(reading text: SourceText) throws(CLIError) {
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: text)
        } catch {
            throw .problem(in: text, at: error.offset, error.message)
        }
        let reader = Reader(source: text, syntax: syntax)
        let root = try reader.object(syntax.root, "a snapshot report")
        guard try root.string("report") == SnapshotReport.reportKind else {
            throw reader.fail(
                "not a report of snapshot --report: its 'report' is not \(Printable.quoted(SnapshotReport.reportKind))",
                at: try root.value("report"))
        }
        let version = try root.value("version")
        guard try reader.int(version, "version") == SnapshotReport.reportVersion else {
            throw reader.fail(
                "a report of version \(try reader.int(version, "version")); designer \(DesignerCLI.version) reads version \(SnapshotReport.reportVersion) alone",
                at: version)
        }
        path = text.name
        run = try Self.run(root, reader)
        var outcomes: [DocumentOutcome] = []
        for index in try root.array("documents") {
            outcomes.append(try Self.outcome(reader.object(index, "a document's result"), reader))
        }
        let searchProblems = try root.array("searchProblems").map { index throws(CLIError) in
            let problem = try reader.object(index, "a problem of the search")
            let line = try problem.optional("line").map { index throws(CLIError) in try reader.int(index, "line") }
            let column = try problem.optional("column").map { index throws(CLIError) in try reader.int(index, "column")
            }
            return CheckCommand.Report(
                path: try problem.string("file"),
                location: line.map { SourceLocation(line: $0, column: column ?? 1) },
                diagnostic: try Self.severity(problem, reader), message: try problem.string("message"),
                rule: try problem.optionalString("rule").map(Diagnostic.Rule.init(rawValue:)))
        }
        var report = SnapshotReport(
            outcomes: outcomes, orphans: try root.strings("orphans"), searchProblems: searchProblems)
        report.shard = run.shard.map { "\($0.index + 1)/\($0.count)" }
        report.pruned = try root.bool("pruned")
        report.pruneFailures = try root.array("pruneFailures").map { index throws(CLIError) in
            let failure = try reader.object(index, "an orphan that could not be deleted")
            return .pruneFailure(try failure.string("path"), try failure.string("message"))
        }
        report.strangers = try root.strings("strangers")
        if let index = try root.optional("matrixProblem") {
            let problem = try reader.object(index, "a matrix problem")
            report.matrixProblem = SnapshotMatrixProblem(
                origin: try problem.string("origin"), keys: try problem.strings("keys"),
                reason: try problem.string("reason"), namesAppearance: try problem.bool("namesAppearance"))
        }
        self.report = report
    }

    private static func run(_ root: Reader.Object, _ reader: Reader) throws(CLIError) -> SnapshotRun {
        let run = try reader.object(try root.value("run"), "the run")
        let shard = try root.optional("shard").map { index throws(CLIError) in
            guard let shard = SnapshotCommand.Shard(argument: try reader.string(index, "shard")) else {
                throw reader.fail("'shard' is i/n with i from 1 to n, such as \"2/4\"", at: index)
            }
            return shard
        }
        let options = try reader.object(try run.value("options"), "the run's options")
        return SnapshotRun(
            tool: try root.string("tool"), root: try root.string("root"), shard: shard, paths: try run.strings("paths"),
            options: try reader.syntax.members(options.index).map { key, value throws(CLIError) in
                SnapshotRun.Option(name: reader.syntax.string(key), value: try reader.string(value, "an option"))
            },
            documents: try run.strings("documents"), digest: try run.string("digest"))
    }

    private static func outcome(_ document: Reader.Object, _ reader: Reader) throws(CLIError) -> DocumentOutcome {
        var outcome = DocumentOutcome(path: try document.string("path"))
        outcome.seconds = try document.milliseconds("time") / 1000
        for index in try document.array("problems") {
            let problem = try reader.object(index, "a problem")
            let line = try problem.optional("line").map { index throws(CLIError) in try reader.int(index, "line") }
            let column = try problem.optional("column").map { index throws(CLIError) in try reader.int(index, "column")
            }
            outcome.problems.append(
                (
                    try severity(problem, reader), line.map { SourceLocation(line: $0, column: column ?? 1) },
                    try problem.string("message"), try problem.optionalString("file")
                ))
        }
        for index in try document.array("snapshots") {
            outcome.results.append(try result(reader.object(index, "a snapshot's result"), of: outcome.path, reader))
        }
        return outcome
    }

    private static func result(_ snapshot: Reader.Object, of document: String, _ reader: Reader) throws(CLIError)
        -> SnapshotResult
    {
        let key = SnapshotKey(
            variant: try snapshot.string("variant"), device: try snapshot.optionalString("device"),
            landscape: try snapshot.bool("landscape"), contentSize: try snapshot.string("contentSize"),
            locale: try snapshot.optionalString("locale"), pseudolanguage: try snapshot.optionalString("pseudo"),
            appearance: try snapshot.string("appearance"), accessibility: try snapshot.bool("accessibility"),
            format: try snapshot.string("format"))
        let statusIndex = try snapshot.value("status")
        let status: SnapshotResult.Status
        switch try reader.string(statusIndex, "status") {
        case "passed": status = .passed
        case "recorded": status = .recorded
        case "updated": status = .updated
        case "failed": status = .failed
        default: throw reader.fail("'status' is \"passed\", \"recorded\", \"updated\" or \"failed\"", at: statusIndex)
        }
        let artifacts = try reader.object(try snapshot.value("artifacts"), "the artifacts")
        return SnapshotResult(
            document: document, key: key,
            location: SourceLocation(line: try snapshot.int("line"), column: try snapshot.int("column")),
            name: try snapshot.string("name"), path: try snapshot.string("path"), status: status,
            message: try snapshot.string("message"), details: try snapshot.string("details"),
            files: try snapshot.string("files"),
            artifacts: try reader.syntax.members(artifacts.index).map { key, value throws(CLIError) in
                (reader.syntax.string(key), try reader.string(value, "an artifact's path"))
            },
            seconds: try snapshot.milliseconds("time") / 1000)
    }

    private static func severity(_ problem: Reader.Object, _ reader: Reader) throws(CLIError) -> Diagnostic.Severity {
        let index = try problem.value("severity")
        guard let severity = Diagnostic.Severity(rawValue: try reader.string(index, "severity")) else {
            throw reader.fail("'severity' is \"error\", \"warning\" or \"note\"", at: index)
        }
        return severity
    }

    /// Reads values of the report's syntax, each of the kind it must be.
    private struct Reader {
        let source: SourceText
        let syntax: JSONSyntax

        func fail(_ message: String, at index: JSONSyntax.Index) -> CLIError {
            .problem(in: source, at: syntax.start(index), message)
        }

        func object(_ index: JSONSyntax.Index, _ what: String) throws(CLIError) -> Object {
            guard syntax.kind(index) == .object else {
                throw fail("\(what) is an object, not \(syntax.kind(index).kindDescription)", at: index)
            }
            return Object(reader: self, index: index)
        }

        func string(_ index: JSONSyntax.Index, _ name: String) throws(CLIError) -> String {
            guard syntax.kind(index) == .string else {
                throw fail("'\(name)' is a string, not \(syntax.kind(index).kindDescription)", at: index)
            }
            return syntax.string(index)
        }

        func number(_ index: JSONSyntax.Index, _ name: String) throws(CLIError) -> Double {
            guard syntax.kind(index) == .number else {
                throw fail("'\(name)' is a number, not \(syntax.kind(index).kindDescription)", at: index)
            }
            return syntax.double(index)
        }

        func int(_ index: JSONSyntax.Index, _ name: String) throws(CLIError) -> Int {
            guard syntax.kind(index) == .number, case .integer(let value) = syntax.number(index).integerValue,
                let int = Int(exactly: value)
            else {
                throw fail(
                    "'\(name)' is a whole number, not \(Printable.excerpt(syntax.value(index).serialized))", at: index)
            }
            return int
        }

        /// An object of the report, whose members are found by name.
        struct Object {
            let reader: Reader
            let index: JSONSyntax.Index

            /// The member `key`, which must be there.
            func value(_ key: String) throws(CLIError) -> JSONSyntax.Index {
                guard let member = reader.syntax.member(index, named: key) else {
                    throw reader.fail("this object has no '\(key)'", at: index)
                }
                return member.value
            }

            /// The member `key`; `nil` when it is null or not there.
            func optional(_ key: String) throws(CLIError) -> JSONSyntax.Index? {
                guard let member = reader.syntax.member(index, named: key), reader.syntax.kind(member.value) != .null
                else { return nil }
                return member.value
            }

            func string(_ key: String) throws(CLIError) -> String { try reader.string(try value(key), key) }

            func optionalString(_ key: String) throws(CLIError) -> String? {
                try optional(key).map { index throws(CLIError) in try reader.string(index, key) }
            }

            /// A time, from 0 to a year: no snapshot takes longer, and sums of such times stay
            /// whole numbers of microseconds when shards are balanced by them.
            func milliseconds(_ key: String) throws(CLIError) -> Double {
                let index = try value(key)
                let time = try reader.number(index, key)
                guard time >= 0, time <= 31_536_000_000 else {
                    throw reader.fail(
                        "'\(key)' is a time in milliseconds, from 0 to a year (31536000000)", at: index)
                }
                return time
            }

            func int(_ key: String) throws(CLIError) -> Int { try reader.int(try value(key), key) }

            func bool(_ key: String) throws(CLIError) -> Bool {
                let index = try value(key)
                switch reader.syntax.kind(index) {
                case .true: return true
                case .false: return false
                default:
                    throw reader.fail(
                        "'\(key)' is true or false, not \(reader.syntax.kind(index).kindDescription)", at: index)
                }
            }

            func array(_ key: String) throws(CLIError) -> [JSONSyntax.Index] {
                let index = try value(key)
                guard reader.syntax.kind(index) == .array else {
                    throw reader.fail(
                        "'\(key)' is an array, not \(reader.syntax.kind(index).kindDescription)", at: index)
                }
                return reader.syntax.elements(index)
            }

            func strings(_ key: String) throws(CLIError) -> [String] {
                try array(key).map { element throws(CLIError) in try reader.string(element, key) }
            }
        }
    }
}
