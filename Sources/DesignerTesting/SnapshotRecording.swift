import Foundation

/// When an assertion writes its snapshot, as `designer snapshot --record` and
/// swift-snapshot-testing's record modes say.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record snapshots that do not exist yet; check the others. The default.
    case missing
    /// Record every snapshot, replacing what differs.
    case all
    /// Record the snapshots that do not match, and the missing ones.
    case failed
    /// Never write a snapshot: a missing one fails.
    case never

    /// The mode a scope sets with `withSnapshotRecording`.
    @TaskLocal static var scoped: SnapshotRecordMode?

    /// The mode an assertion uses: the one it is given, else its scope's, else `DESIGNER_RECORD`,
    /// else `SNAPSHOT_TESTING_RECORD`, else `missing`; under CI (`CI` set and not `false` or `0`)
    /// `never`, whatever else says, since what CI records is lost. An environment variable that
    /// names no mode is a problem, said in one line.
    static func effective(
        _ given: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<SnapshotRecordMode, SnapshotProblem> {
        if let ci = environment["CI"], !["", "false", "0"].contains(ci.lowercased()) { return .success(.never) }
        if let mode = given ?? scoped { return .success(mode) }
        for variable in ["DESIGNER_RECORD", "SNAPSHOT_TESTING_RECORD"] {
            guard let text = environment[variable], !text.isEmpty else { continue }
            guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
                let modes = allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(SnapshotProblem("\(variable)=\(text) is no record mode; use one of \(modes)"))
            }
            return .success(mode)
        }
        return .success(.missing)
    }
}

/// Runs `operation` with every snapshot assertion in it, on this task and the tasks it makes,
/// recording as `mode` says (an assertion's own `record:` still wins).
///
///     withSnapshotRecording(.all) { assertSnapshot(of: MyProgressBar(), as: .svg) }
public func withSnapshotRecording<Result>(
    _ mode: SnapshotRecordMode, operation: () throws -> Result
) rethrows -> Result {
    try SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}

/// `withSnapshotRecording` for asynchronous work.
public func withSnapshotRecording<Result>(
    _ mode: SnapshotRecordMode, operation: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}

/// What keeps an assertion from comparing, in one line.
struct SnapshotProblem: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    /// A snapshot written at `file` because of `reason`: the test fails, as swift-snapshot-testing's
    /// does, so that a recording is never taken for a passing comparison.
    static func recorded(_ file: URL, _ reason: String) -> SnapshotProblem {
        SnapshotProblem("recorded \(file.path) (\(reason)); run the test again to compare with it")
    }
}
