import DesignerCore
import DesignerSnapshots
import Foundation
import Inspectable
import ProgressBars
import Testing

@testable import DesignerTesting

/// `DESIGNER_SNAPSHOT_LEDGER`: every assertion, whatever comes of it, appends the path of its
/// snapshot to the ledger, whole lines even when many run at once; a ledger that cannot be
/// written fails the assertion.
@Suite("Snapshot ledger")
struct SnapshotLedgerTests {
    /// A folder of its own, holding the test file whose snapshots the assertions keep, and the ledger.
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-ledger-\(UUID())")

    private var ledger: URL { folder.appendingPathComponent("ledger") }

    /// An assertion of `BarTests.swift` in the folder, whose problem (a recording, a mismatch,
    /// a ledger that cannot be written) is reported as an issue.
    private func assert(
        _ percent: Int, as strategy: SnapshotStrategy<MyProgressBar> = .text, named name: String, ledger: String? = nil
    ) {
        var bar = MyProgressBar()
        bar.percent = percent
        let caller = SnapshotCaller(
            fileID: "T/BarTests.swift", filePath: folder.appendingPathComponent("BarTests.swift").path,
            reportedFile: #filePath, testName: "drawsTheBar()", line: 1, column: 1)
        var assertion = SnapshotAssertion(caller: caller, output: strategy.output, name: name, record: nil)
        assertion.environment = [
            "DESIGNER_ARTIFACTS": folder.appendingPathComponent("artifacts").path,
            "DESIGNER_SNAPSHOT_LEDGER": ledger ?? self.ledger.path,
        ]
        assertion.run { () throws(SnapshotProblem) -> SnapshotSubject in
            try SnapshotAssertion.subject(
                SourceFor.bar(bar), folder: nil, variant: nil, registry: SourceFor.registry, appearance: .light,
                scale: strategy.output.scale)
        }
    }

    private func snapshot(_ name: String) -> String {
        folder.appendingPathComponent("__Snapshots__/BarTests/drawsTheBar.\(name)").path
    }

    private func lines() throws -> [String] {
        try String(contentsOf: ledger, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    @Test func assertionsRunningAtOnceEachWriteAWholeLine() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 100
        // One snapshot recorded (which fails its assertion), copied for the others to match.
        withKnownIssue { assert(10, named: "n0") }
        for index in 1..<count {
            try FileManager.default.copyItem(atPath: snapshot("n0.txt"), toPath: snapshot("n\(index).txt"))
        }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                group.addTask { assert(10, named: "n\(index)") }
            }
        }
        let written = try lines()
        #expect(written.last == "")
        #expect(written.count == count + 2)
        #expect(written.dropLast().sorted() == ([0] + Array(0..<count)).map { snapshot("n\($0).txt") }.sorted())
    }

    @Test func passingMismatchingAndUndrawableAssertionsAreAllWritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue { assert(10, named: "bar") }  // recorded
        assert(10, named: "bar")  // matches
        withKnownIssue { assert(90, named: "bar") }  // does not match
        withKnownIssue { assert(10, as: .png(scale: 5), named: "big") }  // cannot be drawn
        #expect(
            try lines() == [snapshot("bar.txt"), snapshot("bar.txt"), snapshot("bar.txt"), snapshot("big.png"), ""])
    }

    @Test func aLedgerThatCannotBeWrittenFailsTheAssertion() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let issue = recordedIssue { assert(10, named: "bar", ledger: folder.path) }
        #expect(issue.message == "DESIGNER_SNAPSHOT_LEDGER=\(folder.path) cannot be written: Is a directory")
        // Nothing was recorded.
        #expect(!FileManager.default.fileExists(atPath: snapshot("bar.txt")))
    }
}
