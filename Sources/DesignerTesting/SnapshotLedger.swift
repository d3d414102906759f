import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file that `DESIGNER_SNAPSHOT_LEDGER` names, where every assertion appends the path of the
/// snapshot it asserted, so that `designer snapshot --asserted` can tell which snapshot files no
/// test asserts any more.
///
/// Each path is one line, appended with a single `write` to a file opened for appending, so the
/// lines of assertions running at once, in one test process or in several (SwiftPM runs XCTest and
/// Swift Testing apart), never mix.
///
///     DESIGNER_SNAPSHOT_LEDGER=/tmp/ledger swift test
///     designer snapshot --asserted /tmp/ledger Tests
struct SnapshotLedger {
    static let variable = "DESIGNER_SNAPSHOT_LEDGER"

    let path: String

    /// The ledger the environment names, if it names one.
    init?(_ environment: [String: String]) {
        guard let path = environment[Self.variable], !path.isEmpty else { return nil }
        self.path = path
    }

    /// Appends the absolute path of `snapshot`, as one line.
    func append(_ snapshot: URL) throws(SnapshotProblem) {
        let line = snapshot.standardizedFileURL.path
        guard !line.contains("\n") else {
            throw SnapshotProblem("\(Self.variable): the path \(line) holds a line break, which the ledger cannot hold")
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw problem(errno) }
        defer { close(descriptor) }
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw written < 0
                ? problem(errno) : SnapshotProblem("\(Self.variable)=\(path): only part of a line was written")
        }
    }

    private func problem(_ code: Int32) -> SnapshotProblem {
        SnapshotProblem("\(Self.variable)=\(path) cannot be written: \(String(cString: strerror(code)))")
    }
}
