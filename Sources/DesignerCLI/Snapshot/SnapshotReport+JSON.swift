import DesignerCore
import Inspectable

/// The JSON report of `snapshot --report`: every snapshot's result, with the run it comes from,
/// for `merge-reports` to make one report of the shards of a run and for `--timings` to balance
/// the next run's shards.
///
///     {
///       "report": "designer snapshot", "version": 1, "tool": "designer 0.1.0",
///       "root": "/home/runner/work/app/app", "shard": "2/3",
///       "run": { "paths": ["."], "options": {"format": "text,svg,png", …},
///                "documents": ["App/Base.lproj/Main.storyboard", …], "digest": "9f0c…" },
///       "documents": [
///         { "path": "App/Base.lproj/Main.storyboard", "time": 812.4, "problems": [],
///           "snapshots": [
///             { "name": "Main.storyboard.BYZ-38-t0r.png", "path": "App/Base.lproj/__snapshots__/…",
///               "variant": "BYZ-38-t0r", "format": "png", "appearance": "light", "device": null,
///               "landscape": false, "contentSize": "L", "locale": null, "pseudo": null,
///               "accessibility": false, "status": "failed", "time": 95.1, "line": 3, "column": 5,
///               "message": "does not match its snapshot: …", "details": "…", "files": "…",
///               "artifacts": {"actual": "…", "diff": "…"} } ] } ],
///       "orphans": [], "pruned": false, "pruneFailures": [], "strangers": [],
///       "searchProblems": [], "matrixProblem": null
///     }
///
/// Paths are relative to `root` (a path outside it is written whole), so that reports written
/// on different machines merge. Times are in milliseconds. README.md describes each member.
extension SnapshotReport {
    /// The version of the format; a report of another is refused, not misread.
    static let reportVersion = 1

    /// What the report's `report` member says it is.
    static let reportKind = "designer snapshot"

    /// `path` as a report gives it: relative to the working folder when it is in it.
    static func reportPath(_ path: String, _ source: DocumentSource) -> String {
        path.hasPrefix("/") ? source.shown(FileSystem.realPath(path) ?? path) : path
    }

    /// The report of this run, `run`, as JSON.
    func json(_ run: SnapshotRun, _ source: DocumentSource) -> JSONValue {
        func path(_ path: String) -> JSONValue { .string(Self.reportPath(path, source)) }
        func strings(_ strings: [String]) -> JSONValue { .array(strings.map(JSONValue.string)) }
        let documents = outcomes.map { outcome in
            JSONValue.object(
                JSONObject([
                    "path": path(outcome.path),
                    "time": Self.milliseconds(outcome.seconds),
                    "problems": .array(
                        outcome.problems.map { problem in
                            .object(
                                JSONObject([
                                    "severity": .string(problem.severity.rawValue),
                                    "file": problem.file.map(path) ?? .null,
                                    "line": Self.number(problem.location?.line),
                                    "column": Self.number(problem.location?.column),
                                    "message": .string(problem.message),
                                ]))
                        }),
                    "snapshots": .array(outcome.results.map { Self.json($0, path) }),
                ]))
        }
        let matrix = matrixProblem.map { problem in
            JSONValue.object(
                JSONObject([
                    "origin": .string(problem.origin), "keys": strings(problem.keys),
                    "reason": .string(problem.reason), "namesAppearance": .bool(problem.namesAppearance),
                ]))
        }
        return .object(
            JSONObject([
                "report": .string(Self.reportKind),
                "version": .number(JSONNumber(Self.reportVersion)),
                "tool": .string(run.tool),
                "root": .string(run.root),
                "shard": run.shard.map { .string("\($0.index + 1)/\($0.count)") } ?? .null,
                "run": .object(
                    JSONObject([
                        "paths": strings(run.paths),
                        "options": .object(
                            JSONObject(run.options.map { JSONObject.Member(key: $0.name, value: .string($0.value)) })),
                        "documents": strings(run.documents),
                        "digest": .string(run.digest),
                    ])),
                "documents": .array(documents),
                "orphans": .array(orphans.map(path)),
                "pruned": .bool(pruned),
                "pruneFailures": .array(
                    pruneFailures.map { failure in
                        let orphan = if case .file(let orphan, _) = failure.location { orphan } else { "" }
                        return .object(JSONObject(["path": path(orphan), "message": .string(failure.message)]))
                    }),
                "strangers": .array(strangers.map(path)),
                "searchProblems": .array((searchProblems + searchWarnings).map(\.json)),
                "matrixProblem": matrix ?? .null,
            ]))
    }

    private static func json(_ result: SnapshotResult, _ path: (String) -> JSONValue) -> JSONValue {
        let key = result.key
        let status =
            switch result.status {
            case .passed: "passed"
            case .recorded: "recorded"
            case .updated: "updated"
            case .failed: "failed"
            }
        return .object(
            JSONObject([
                "name": .string(result.name),
                "path": path(result.path),
                "variant": .string(key.variant),
                "format": .string(key.format),
                "appearance": .string(key.appearance),
                "device": key.device.map(JSONValue.string) ?? .null,
                "landscape": .bool(key.landscape),
                "contentSize": .string(key.contentSize),
                "locale": key.locale.map(JSONValue.string) ?? .null,
                "pseudo": key.pseudolanguage.map(JSONValue.string) ?? .null,
                "accessibility": .bool(key.accessibility),
                "status": .string(status),
                "time": milliseconds(result.seconds),
                "line": .number(JSONNumber(result.location.line)),
                "column": .number(JSONNumber(result.location.column)),
                "message": .string(result.message),
                "details": .string(result.details),
                "files": .string(result.files),
                "artifacts": .object(
                    JSONObject(result.artifacts.map { JSONObject.Member(key: $0.label, value: path($0.path)) })),
            ]))
    }

    /// Seconds as milliseconds, to the microsecond.
    private static func milliseconds(_ seconds: Double) -> JSONValue {
        .number(JSONNumber((seconds * 1_000_000).rounded() / 1000) ?? JSONNumber(0))
    }

    private static func number(_ number: Int?) -> JSONValue {
        number.map { .number(JSONNumber($0)) } ?? .null
    }
}
