import DesignerSnapshots
import Foundation
public import Inspectable

/// Asserts that `value`, drawn as `strategy` draws it, matches its snapshot.
///
/// The snapshot is kept beside the test file, in
/// `__Snapshots__/<TestFile>/<testName>.<name>.<ext>`; `name` defaults to the assertion's
/// number in the test (1, 2, …). A component is drawn at `size` (its `defaultSize` when `nil`) in
/// `appearance`, as a designer document draws it (its view's attributes at their defaults); an
/// image attribute's path is relative to the test file's folder, as a document's is to the
/// document's. A failure is reported at the caller's line, to Swift Testing or to XCTest, whichever
/// runs the test; a mismatch's drawing (and diff image) is written to the artifacts folder
/// (`DESIGNER_ARTIFACTS` or `SNAPSHOT_ARTIFACTS`, else a temporary folder) and a text's diff is in
/// the message. `record` as `SnapshotRecordMode.effective` says; an assertion that records its
/// snapshot fails, saying so, as swift-snapshot-testing's does. When `DESIGNER_SNAPSHOT_LEDGER`
/// names a file, the snapshot's path is appended to it, whatever comes of the assertion, for
/// `designer snapshot --asserted` to find the snapshots no test asserts.
///
///     assertSnapshot(of: MyProgressBar(), size: Size(width: 200, height: 20), as: .png(scale: 2))
public func assertSnapshot<Value>(
    of value: Value, size: Size? = nil, as strategy: SnapshotStrategy<Value>, named name: String? = nil,
    appearance: Appearance = .light, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let caller = SnapshotCaller(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    let request = SnapshotRequest(
        size: size, appearance: appearance, scale: strategy.output.scale, folder: caller.folder.path)
    SnapshotAssertion(caller: caller, output: strategy.output, name: name, record: record).run {
        () throws(SnapshotProblem) -> SnapshotSubject in
        try strategy.draw(value, request)
    }
}

/// Asserts that `component` matches its snapshot as PNG at @1x, pixel for pixel; otherwise as
/// `assertSnapshot(of:as:)`.
public func assertSnapshot<Subject: Component>(
    of component: Subject, size: Size? = nil, named name: String? = nil, appearance: Appearance = .light,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: component, size: size, as: .png, named: name, appearance: appearance, record: record, fileID: fileID,
        filePath: filePath, testName: testName, line: line, column: column)
}

/// Asserts that the document at `path` (relative to the test file's folder), or its variant
/// `variant`, drawn with `components` beside `View`, matches its snapshot; otherwise as
/// `assertSnapshot(of:as:)`. A variant that sets its appearance is drawn in it.
public func assertSnapshot(
    ofDocument path: String, variant: String? = nil, components: [any Component.Type] = [],
    as strategy: SnapshotStrategy<SnapshotDocument> = .png, named name: String? = nil,
    appearance: Appearance = .light, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: SnapshotDocument(path: path, variant: variant, components: components), as: strategy, named: name,
        appearance: appearance, record: record, fileID: fileID, filePath: filePath, testName: testName, line: line,
        column: column)
}

/// Where an assertion was made: the test file, whose folder keeps the snapshots, and the place
/// a failure is reported at.
struct SnapshotCaller: Sendable {
    let fileID: String
    let filePath: String
    /// The file XCTest reports a failure in (it takes only a `StaticString`).
    let reportedFile: StaticString
    let testName: String
    let line: UInt
    let column: UInt

    init(
        fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) {
        self.init(
            fileID: "\(fileID)", filePath: "\(filePath)", reportedFile: filePath, testName: testName, line: line,
            column: column)
    }

    init(fileID: String, filePath: String, reportedFile: StaticString, testName: String, line: UInt, column: UInt) {
        (self.fileID, self.filePath, self.reportedFile) = (fileID, filePath, reportedFile)
        (self.testName, self.line, self.column) = (testName, line, column)
    }

    /// The test file's folder.
    var folder: URL { URL(fileURLWithPath: filePath).deletingLastPathComponent() }

    /// The test file's name without `.swift`.
    var fileName: String { URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent }

    /// The test's name as a file's: `testProgress()` is `testProgress`, `clamps(text:)` is
    /// `clamps-text`; what a file name should not hold becomes `-`.
    var fileTestName: String {
        var name = ""
        var pendingDash = false
        for scalar in testName.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if pendingDash, !name.isEmpty { name += "-" }
                pendingDash = false
                name.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return name.isEmpty ? "test" : name
    }
}
