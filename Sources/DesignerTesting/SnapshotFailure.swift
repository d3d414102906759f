import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// A failed assertion, reported to the test framework running the test at the caller's place:
/// Swift Testing records an issue there, XCTest a failure. (A build without a test framework, such
/// as one linking the standard library statically, builds this library but has nothing to report to.)
enum SnapshotFailure {
    static func report(_ message: String, at caller: SnapshotCaller) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: caller.fileID, filePath: caller.filePath, line: Int(caller.line),
                        column: Int(caller.column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: caller.reportedFile, line: caller.line)
        #else
            FileHandle.standardError.write(Data("\(caller.filePath):\(caller.line): \(message)\n".utf8))
        #endif
    }
}
