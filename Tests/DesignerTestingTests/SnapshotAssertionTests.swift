import DesignerCore
import DesignerSnapshots
import Foundation
import Inspectable
import ProgressBars
import Synchronization
import Testing

@testable import DesignerTesting

/// The testing library under Swift Testing: snapshots kept beside the test file, recorded as the
/// record mode says, and a mismatch reported at the caller's line with its artifacts.
@Suite("Snapshot assertions")
struct SnapshotAssertionTests {
    private static func bar(_ percent: Int) -> MyProgressBar {
        var bar = MyProgressBar()
        bar.percent = percent
        return bar
    }

    @Test func aComponentMatchesItsCommittedSnapshots() {
        // The files in __Snapshots__/SnapshotAssertionTests beside this file; under CI nothing is recorded.
        assertSnapshot(of: Self.bar(50), size: Size(width: 200, height: 20), as: .png(scale: 2), named: "half")
        assertSnapshot(of: Self.bar(50), size: Size(width: 200, height: 20), as: .svg, named: "half")
        assertSnapshot(of: Self.bar(50), size: Size(width: 200, height: 20), as: .text, named: "half")
    }

    /// A test file in a new temporary folder, where the assertions keep their snapshots.
    private struct Place {
        let folder: URL
        let artifacts: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-testing-\(UUID())")
            artifacts = folder.appendingPathComponent("artifacts")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        func snapshot(_ name: String) -> URL {
            folder.appendingPathComponent("__Snapshots__/BarTests/\(name)")
        }

        /// `assertSnapshot(of:)` as a test in `BarTests.swift` in the folder makes it, at `line`.
        func assert(
            _ component: MyProgressBar, as strategy: SnapshotStrategy<MyProgressBar>, named name: String? = nil,
            record: SnapshotRecordMode? = nil, environment: [String: String] = [:], line: UInt = #line
        ) {
            let caller = SnapshotCaller(
                fileID: "DesignerTestingTests/BarTests.swift",
                filePath: folder.appendingPathComponent("BarTests.swift").path,
                reportedFile: #filePath, testName: "drawsTheBar()", line: line, column: 9)
            var assertion = SnapshotAssertion(caller: caller, output: strategy.output, name: name, record: record)
            assertion.environment = environment.merging(["DESIGNER_ARTIFACTS": artifacts.path]) { mine, _ in mine }
            assertion.run {
                () throws(SnapshotProblem) -> SnapshotSubject in
                try SnapshotAssertion.subject(
                    SourceFor.bar(component), folder: nil, variant: nil, registry: SourceFor.registry,
                    appearance: .light, scale: strategy.output.scale)
            }
        }

        /// `assert`, where the assertion writes its snapshot: it fails saying so, as
        /// swift-snapshot-testing's does, so that a recording never passes for a comparison.
        func assertRecording(
            _ component: MyProgressBar, as strategy: SnapshotStrategy<MyProgressBar>, named name: String? = nil,
            record: SnapshotRecordMode? = nil, environment: [String: String] = [:], line: UInt = #line
        ) {
            let message = recordedIssue {
                assert(component, as: strategy, named: name, record: record, environment: environment, line: line)
            }.message
            #expect(
                message.hasPrefix("recorded \(folder.path)/__Snapshots__/BarTests/")
                    && message.hasSuffix("; run the test again to compare with it"), "\(message)")
        }
    }

    @Test func aMissingSnapshotIsRecordedThenMatched() throws {
        let place = try Place()
        defer { place.remove() }
        place.assertRecording(Self.bar(30), as: .svg, named: "thirty")
        let file = place.snapshot("drawsTheBar.thirty.svg")
        let recorded = try Data(contentsOf: file)
        #expect(String(decoding: recorded, as: UTF8.self).contains("<svg"))
        // Matched, and left as it was.
        place.assert(Self.bar(30), as: .svg, named: "thirty")
        #expect(try Data(contentsOf: file) == recorded)
    }

    @Test func unnamedSnapshotsAreNumberedInTheTest() throws {
        let place = try Place()
        defer { place.remove() }
        place.assertRecording(Self.bar(10), as: .text)
        place.assertRecording(Self.bar(20), as: .png)
        #expect(FileManager.default.fileExists(atPath: place.snapshot("drawsTheBar.1.txt").path))
        #expect(FileManager.default.fileExists(atPath: place.snapshot("drawsTheBar.2.png").path))
    }

    @Test func aMismatchIsReportedAtTheCallersLineWithItsArtifacts() throws {
        let place = try Place()
        defer { place.remove() }
        place.assertRecording(Self.bar(30), as: .png(scale: 2), named: "bar")
        let file = place.snapshot("drawsTheBar.bar.png")
        let recorded = try Data(contentsOf: file)
        let line: UInt = #line + 2
        let issue = recordedIssue {
            place.assert(Self.bar(70), as: .png(scale: 2), named: "bar")
        }
        let message = issue.message
        #expect(issue.line == Int(line) && issue.fileName == "BarTests.swift", "\(issue)")

        #expect(message.contains("drawsTheBar.bar.png does not match its snapshot"), "\(message)")
        #expect(message.contains("pixels"))
        let actual = place.artifacts.appendingPathComponent("BarTests/drawsTheBar.bar.actual.png")
        let diff = place.artifacts.appendingPathComponent("BarTests/drawsTheBar.bar.diff.png")
        #expect(message.contains(actual.path) && message.contains(diff.path))
        #expect(FileManager.default.fileExists(atPath: actual.path))
        #expect(FileManager.default.fileExists(atPath: diff.path))
        // The snapshot is not touched by a failure.
        #expect(try Data(contentsOf: file) == recorded)
    }

    @Test func aTextMismatchShowsItsDiffInTheMessage() throws {
        let place = try Place()
        defer { place.remove() }
        place.assertRecording(Self.bar(30), as: .svg, named: "bar")
        let issue = recordedIssue {
            place.assert(Self.bar(80), as: .svg, named: "bar")
        }
        let message = issue.message

        #expect(message.contains("--- snapshot") && message.contains("+++ actual"), "\(message)")
        #expect(message.contains("\n-") && message.contains("\n+"))
    }

    @Test func underCINothingIsRecordedAndAMissingSnapshotFails() throws {
        let place = try Place()
        defer { place.remove() }
        let issue = recordedIssue {
            place.assert(Self.bar(30), as: .svg, named: "bar", record: .all, environment: ["CI": "true"])
        }
        let message = issue.message

        #expect(message.contains("no snapshot at") && message.contains("never under CI"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: place.snapshot("drawsTheBar.bar.svg").path))
        #expect(
            FileManager.default.fileExists(
                atPath: place.artifacts.appendingPathComponent("BarTests/drawsTheBar.bar.actual.svg").path))
    }

    @Test func recordModesComeFromTheParameterTheScopeOrTheEnvironment() throws {
        let place = try Place()
        defer { place.remove() }
        let file = place.snapshot("drawsTheBar.bar.txt")
        place.assertRecording(Self.bar(30), as: .text, named: "bar")
        let thirty = try Data(contentsOf: file)
        // `failed` records what does not match.
        place.assertRecording(Self.bar(60), as: .text, named: "bar", record: .failed)
        let sixty = try Data(contentsOf: file)
        #expect(sixty != thirty)
        // A scope's `all`.
        withSnapshotRecording(.all) { place.assertRecording(Self.bar(30), as: .text, named: "bar") }
        #expect(try Data(contentsOf: file) == thirty)
        // `all` with nothing changed writes nothing, and passes.
        withSnapshotRecording(.all) { place.assert(Self.bar(30), as: .text, named: "bar") }
        // swift-snapshot-testing's variable, and ours first.
        place.assertRecording(
            Self.bar(60), as: .text, named: "bar", environment: ["SNAPSHOT_TESTING_RECORD": "all"])
        #expect(try Data(contentsOf: file) == sixty)
        withKnownIssue {
            place.assert(
                Self.bar(30), as: .text, named: "bar",
                environment: ["DESIGNER_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"])
        }
        #expect(try Data(contentsOf: file) == sixty)
        let issue = recordedIssue {
            place.assert(Self.bar(30), as: .text, named: "bar", environment: ["DESIGNER_RECORD": "sometimes"])
        }
        let message = issue.message

        #expect(message == "DESIGNER_RECORD=sometimes is no record mode; use one of missing, all, failed, never")
    }

    @Test func aScaleNoAssetHasIsAProblem() throws {
        let place = try Place()
        defer { place.remove() }
        let issue = recordedIssue {
            place.assert(Self.bar(30), as: .png(scale: 4), named: "bar")
        }
        let message = issue.message

        #expect(message.contains("the scale must be 1, 2 or 3"))
    }

    @Test func aDocumentAndItsVariantAreSnapshotted() throws {
        let place = try Place()
        defer { place.remove() }
        let document = place.folder.appendingPathComponent("bar.json")
        try Data(
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 100, "height": 10}, "attributes": {"percent": 25}, "variants": {"full": {"percent": 100}}}"#
                .utf8
        ).write(to: document)
        let caller = SnapshotCaller(
            fileID: "T/BarTests.swift", filePath: place.folder.appendingPathComponent("BarTests.swift").path,
            reportedFile: #filePath, testName: "document()", line: #line, column: 1)
        for variant in [nil, "full"] {
            var assertion = SnapshotAssertion(caller: caller, output: .text, name: variant ?? "default", record: nil)
            // Recorded whether or not these tests run under CI.
            assertion.environment = [:]
            let recording = recordedIssue {
                assertion.run { () throws(SnapshotProblem) -> SnapshotSubject in
                    try SnapshotAssertion.subject(
                        SourceText(name: document.path, bytes: Array(try! Data(contentsOf: document))),
                        folder: place.folder.path, variant: variant, registry: SourceFor.registry,
                        appearance: .light, scale: 1)
                }
            }
            #expect(recording.message.hasPrefix("recorded "), "\(recording)")
        }
        let asWritten = try String(contentsOf: place.snapshot("document.default.txt"), encoding: .utf8)
        let full = try String(contentsOf: place.snapshot("document.full.txt"), encoding: .utf8)
        #expect(asWritten.contains("25%") && full.contains("100%"), "\(asWritten)\n\(full)")
        let issue = recordedIssue {
            SnapshotAssertion(caller: caller, output: .text, name: "x", record: nil).run {
                () throws(SnapshotProblem) -> SnapshotSubject in
                try SnapshotAssertion.subject(
                    SourceText(name: document.path, bytes: Array(try! Data(contentsOf: document))),
                    folder: nil, variant: "empty", registry: SourceFor.registry, appearance: .light, scale: 1)
            }
        }
        let message = issue.message

        #expect(message.hasSuffix("declares no variant empty; it declares full"), "\(message)")
    }

    @Test func aComponentsImagesAreFoundBesideTheTestFile() throws {
        let place = try Place()
        defer { place.remove() }
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/images").standardizedFileURL
        for name in ["track.png", "fill.png"] {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(name), to: place.folder.appendingPathComponent(name))
        }
        var progress = CustomProgress()
        progress.progress = 0.5
        progress.backImage = Image(path: "track.png")
        progress.foreImage = Image(path: "fill.png")
        let subject = try SnapshotAssertion.subject(
            of: progress, size: nil, folder: place.folder.path, appearance: .light, scale: 1)
        #expect(subject.images.keys.sorted() == ["fill.png", "track.png"])
        // An image that is not there is the assertion's problem, not a picture without it.
        progress.foreImage = Image(path: "missing.png")
        #expect(throws: SnapshotProblem.self) {
            try SnapshotAssertion.subject(
                of: progress, size: nil, folder: place.folder.path, appearance: .light, scale: 1)
        }
    }

    @Test func aBadValueInADocumentIsReportedAtItsPlace() throws {
        let place = try Place()
        defer { place.remove() }
        let issue = recordedIssue {
            SnapshotAssertion(
                caller: SnapshotCaller(
                    fileID: "T/BarTests.swift", filePath: place.folder.appendingPathComponent("BarTests.swift").path,
                    reportedFile: #filePath, testName: "bad()", line: #line, column: 1),
                output: .svg, name: nil, record: nil
            ).run { () throws(SnapshotProblem) -> SnapshotSubject in
                try SnapshotAssertion.subject(
                    SourceText(
                        name: "bad.json", text: #"{"class": "MyProgressBar", "attributes": {"percent": "lots"}}"#),
                    folder: nil, variant: nil, registry: SourceFor.registry, appearance: .light, scale: 1)
            }
        }
        let message = issue.message

        #expect(message.hasPrefix("bad.json:1:"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: place.snapshot("bad.1.svg").path))
    }
}

/// The one known issue `body` records: its message and where it was recorded.
func recordedIssue(_ body: () -> Void) -> (message: String, line: Int?, fileName: String?) {
    let recorded = Mutex<(message: String, line: Int?, fileName: String?)>(("", nil, nil))
    withKnownIssue {
        body()
    } matching: { issue in
        recorded.withLock {
            $0 = (issue.comments.map(\.rawValue).joined(), issue.sourceLocation?.line, issue.sourceLocation?.fileName)
        }
        return true
    }
    return recorded.withLock { $0 }
}
