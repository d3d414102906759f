import DesignerSnapshots
import Foundation
import Inspectable
import ProgressBars
import Rendering
import Testing

@testable import DesignerTesting

/// A strategy of the author's own: a value of theirs snapshotted as a component it makes, pulled
/// back from one of the library's strategies in a few lines.
@Suite("Snapshot strategies")
struct SnapshotStrategyTests {
    static var share: SnapshotStrategy<Double> { .share }

    static let request = SnapshotRequest(
        size: Size(width: 200, height: 20), appearance: .light, scale: 1,
        folder: FileManager.default.temporaryDirectory.path)

    static func bar(_ percent: Int) -> MyProgressBar {
        var bar = MyProgressBar()
        bar.percent = percent
        return bar
    }

    /// What `strategy` draws of `value`, as the text picture.
    static func picture<Value>(_ value: Value, _ strategy: SnapshotStrategy<Value>) throws -> String {
        let subject = try strategy.draw(value, request)
        return String(decoding: try subject.drawn(as: strategy.output.format).bytes(), as: UTF8.self)
    }

    @Test func anAuthorsStrategyMatchesItsCommittedSnapshot() {
        // __Snapshots__/SnapshotStrategyTests beside this file; under CI nothing is recorded.
        assertSnapshot(of: 0.5, size: Size(width: 200, height: 20), as: .share, named: "half")
    }

    @Test func aPulledBackStrategyDrawsWhatItsTransformMakes() throws {
        #expect(try Self.picture(0.5, Self.share) == Self.picture(Self.bar(50), .text))
        #expect(try Self.picture(0.5, Self.share) != Self.picture(Self.bar(70), .text))
        #expect(Self.share.output.format == .text)
    }

    @Test func aPullbackKeepsTheFormatScaleAndTolerance() {
        let png = SnapshotStrategy<MyProgressBar>.png(scale: 3, tolerance: 0.25, pixelTolerance: 9)
        let pulled = png.pullback { (percent: Int) in Self.bar(percent) }
        #expect(pulled.output.format == .png && pulled.output.scale == 3)
        #expect(pulled.output.tolerance.share == 0.25 && pulled.output.tolerance.pixel == 9)
        // Pulled back twice: from a text of a number, through the number, to the bar.
        let twice = pulled.pullback { (text: String) in Int(text) ?? 0 }
        #expect(twice.output.scale == 3)
    }

    @Test func aPulledBackStrategyRecordsThenMatchesAndFailsOnAChange() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-strategy-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func assert(_ share: Double) {
            let caller = SnapshotCaller(
                fileID: "T/ShareTests.swift", filePath: folder.appendingPathComponent("ShareTests.swift").path,
                reportedFile: #filePath, testName: "half()", line: 1, column: 1)
            let strategy = Self.share
            var assertion = SnapshotAssertion(caller: caller, output: strategy.output, name: "half", record: nil)
            assertion.environment = ["DESIGNER_ARTIFACTS": folder.appendingPathComponent("artifacts").path]
            assertion.run { () throws(SnapshotProblem) -> SnapshotSubject in try strategy.draw(share, Self.request) }
        }
        #expect(recordedIssue { assert(0.5) }.message.hasPrefix("recorded "))
        let file = folder.appendingPathComponent("__Snapshots__/ShareTests/half.half.txt")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == (try Self.picture(Self.bar(50), .text)))
        assert(0.5)
        let changed = recordedIssue { assert(0.9) }.message
        #expect(changed.contains("half.half.txt does not match its snapshot"), "\(changed)")
    }
}

extension SnapshotStrategy where Value == Double {
    /// A share of 1, drawn as the progress bar of it: what an author writes.
    static var share: Self {
        SnapshotStrategy<MyProgressBar>.text.pullback { share in
            var bar = MyProgressBar()
            bar.percent = Int((share * 100).rounded())
            return bar
        }
    }
}
