import DesignerCLI
import DesignerCore
import Foundation
public import Inspectable
import Rendering

/// Asserts that `component`, drawn at `size` (its `defaultSize` when `nil`) as a designer
/// document draws it (its view's attributes at their defaults), matches its snapshot.
///
/// The snapshot is kept beside the test file, in
/// `__Snapshots__/<TestFile>/<testName>.<name>.<ext>`; `name` defaults to the assertion's
/// number in the test (1, 2, …). An image attribute's path is relative to the test file's folder,
/// as a document's is to the document's. A failure is reported at the caller's line, to Swift
/// Testing or to XCTest, whichever runs the test; a mismatch's drawing (and diff image) is written
/// to the artifacts folder (`DESIGNER_ARTIFACTS` or `SNAPSHOT_ARTIFACTS`, else a temporary folder)
/// and a text's diff is in the message. `record` as `SnapshotRecordMode.effective` says; an
/// assertion that records its snapshot fails, saying so, as swift-snapshot-testing's does. When
/// `DESIGNER_SNAPSHOT_LEDGER` names a file, the snapshot's path is appended to it, whatever comes
/// of the assertion, for `designer snapshot --asserted` to find the snapshots no test asserts.
public func assertSnapshot<Subject: Component>(
    of component: Subject, size: Size? = nil, as strategy: SnapshotStrategy = .png, named name: String? = nil,
    appearance: Appearance = .light, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let caller = SnapshotCaller(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    SnapshotAssertion(caller: caller, strategy: strategy, name: name, record: record).run {
        () throws(SnapshotProblem) -> SnapshotSubject in
        try SnapshotAssertion.subject(
            of: component, size: size, folder: caller.folder.path, appearance: appearance, scale: strategy.scale)
    }
}

/// Asserts that the document at `path` (relative to the test file's folder), or its variant
/// `variant`, drawn with `components` beside `View`, matches its snapshot; otherwise as
/// `assertSnapshot(of:)`. A variant that sets its appearance is drawn in it.
public func assertSnapshot(
    ofDocument path: String, variant: String? = nil, components: [any Component.Type] = [],
    as strategy: SnapshotStrategy = .png, named name: String? = nil, appearance: Appearance = .light,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let caller = SnapshotCaller(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    SnapshotAssertion(caller: caller, strategy: strategy, name: name, record: record).run {
        () throws(SnapshotProblem) -> SnapshotSubject in
        let registry: ComponentRegistry
        do {
            registry = try ComponentRegistry(components)
        } catch {
            throw SnapshotProblem("the components cannot be registered: \(error)")
        }
        let url = URL(fileURLWithPath: path, relativeTo: caller.folder)
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw SnapshotProblem("\(url.path): cannot be read: \(error.localizedDescription)")
        }
        return try SnapshotAssertion.subject(
            SourceText(name: url.path, bytes: bytes), folder: url.deletingLastPathComponent().path,
            variant: variant, registry: registry, appearance: appearance, scale: strategy.scale)
    }
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
