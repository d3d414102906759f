import DesignerSnapshots
import Foundation
import Inspectable
import ProgressBars
import XCTest

@testable import DesignerTesting

/// The testing library under XCTest: a committed snapshot matches, and a mismatch is an XCTest
/// failure at the assertion's line.
final class XCTestSnapshotTests: XCTestCase {
    /// The failures recorded while `capturing`, instead of failing the test.
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAComponentMatchesItsCommittedSnapshot() {
        var bar = MyProgressBar()
        bar.percent = 75
        assertSnapshot(of: bar, size: Size(width: 120, height: 12), as: .png, named: "three-quarters")
    }

    func testAMismatchFailsAtTheAssertionsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-xctest-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func assert(_ percent: Int, line: UInt = #line) {
            var bar = MyProgressBar()
            bar.percent = percent
            let caller = SnapshotCaller(
                fileID: "T/BarTests.swift", filePath: folder.appendingPathComponent("BarTests.swift").path,
                reportedFile: #filePath, testName: "testBar()", line: line, column: 1)
            var assertion = SnapshotAssertion(caller: caller, output: .text, name: "bar", record: nil)
            assertion.environment = [
                "DESIGNER_ARTIFACTS": folder.appendingPathComponent("artifacts").path,
                "DESIGNER_SNAPSHOT_LEDGER": folder.appendingPathComponent("ledger").path,
            ]
            assertion.run { () throws(SnapshotProblem) -> SnapshotSubject in
                try SnapshotAssertion.subject(
                    SourceFor.bar(bar), folder: nil, variant: nil, registry: SourceFor.registry, appearance: .light,
                    scale: 1)
            }
        }
        capturing = true
        assert(20)
        capturing = false
        let snapshot = folder.appendingPathComponent("__Snapshots__/BarTests/testBar.bar.txt")
        XCTAssertTrue(FileManager.default.fileExists(atPath: snapshot.path))
        // Recording fails the test, as swift-snapshot-testing's does.
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("recorded \(snapshot.path) (") == true, "\(captured)")
        captured = []
        capturing = true
        let mismatchLine = #line + 1
        assert(90)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, mismatchLine)
        XCTAssertEqual(captured.first?.file, "\(#filePath)")
        let message = captured.first?.description ?? ""
        XCTAssertTrue(message.contains("testBar.bar.txt does not match its snapshot"), message)
        XCTAssertTrue(message.contains("--- snapshot"), message)
        // The recording and the mismatch are both in the ledger of asserted snapshots.
        let ledger = try String(contentsOf: folder.appendingPathComponent("ledger"), encoding: .utf8)
        XCTAssertEqual(ledger, "\(snapshot.path)\n\(snapshot.path)\n")
    }
}
