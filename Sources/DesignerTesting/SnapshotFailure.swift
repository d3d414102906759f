import Foundation
import Testing
import XCTest

/// A failed assertion, reported to the test framework running the test at the caller's place:
/// Swift Testing records an issue there, XCTest a failure.
enum SnapshotFailure {
    static func report(_ message: String, at caller: SnapshotCaller) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: caller.fileID, filePath: caller.filePath, line: Int(caller.line),
                    column: Int(caller.column)))
        } else {
            XCTFail(message, file: caller.reportedFile, line: caller.line)
        }
    }
}
