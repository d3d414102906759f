import DesignerCore
import Testing

@testable import DesignerCLI

/// The Markdown summary of a snapshot run, made from results in memory.
@Suite("Snapshot summary")
struct SnapshotSummaryTests {
    /// A run in which `count` text snapshots failed, each with a diff of every line of a long picture.
    static func report(failures count: Int) -> SnapshotReport {
        let diff =
            "--- a\n+++ b\n@@ -1,60 +1,60 @@\n"
            + (0..<60).map {
                "-|\(String(repeating: ".", count: 48))| \($0)\n+|\(String(repeating: "#", count: 48))| \($0)\n"
            }
            .joined()
        let outcomes = (0..<count).map { index in
            DocumentOutcome(
                path: "docs/d\(index).json",
                results: [
                    SnapshotResult(
                        document: "docs/d\(index).json", key: SnapshotKey(variant: "default", format: "text"),
                        location: DesignerCore.SourceLocation(line: 1, column: 1),
                        name: "d\(index).default.txt", path: "docs/__snapshots__/d\(index).default.txt",
                        status: .failed, message: "does not match its snapshot", details: diff, seconds: 0)
                ])
        }
        return SnapshotReport(outcomes: outcomes, orphans: [], searchProblems: [])
    }

    @Test func theMarkdownSummaryStaysUnderGitHubsLimit() {
        let text = Self.report(failures: 1_100).markdown()
        // Every diff in full would be some 7 MiB; GitHub drops a step summary over 1 MiB whole.
        #expect(text.utf8.count < 1 << 20)
        #expect(text.utf8.count > SnapshotReport.summaryDiffBytes)
        // The table lists the first 1,000 failures and counts the rest.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `docs/d") }
        #expect(rows.count == SnapshotReport.summaryRows)
        #expect(rows.first == "| `docs/d0.json` | `d0.default.txt` | does not match its snapshot |")
        #expect(text.contains("| | | … and 100 more failures |\n"))
        // The diffs stop before the limit, and the summary says how many are left out and where they are.
        let diffs = text.ranges(of: "<details>").count
        #expect(diffs > 0 && diffs < 1_100)
        #expect(text.contains("\n… the diffs of \(1_100 - diffs) more failures are in the run's output\n"))
    }

    /// A control character in a snapshot reaches the summary escaped, as the terminal shows it.
    @Test func aDiffsControlCharactersAreEscaped() {
        let result = SnapshotResult(
            document: "d.json", key: SnapshotKey(variant: "default", format: "text"),
            location: DesignerCore.SourceLocation(line: 1, column: 1), name: "d.default.txt",
            path: "__snapshots__/d.default.txt", status: .failed, message: "does not match its snapshot",
            details: "--- a\n+++ b\n@@ -1 +1 @@\n-plain\n+\u{1B}[31mred\n", seconds: 0)
        let text = SnapshotReport(
            outcomes: [DocumentOutcome(path: "d.json", results: [result])], orphans: [], searchProblems: []
        ).markdown()
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("+\\u{1B}[31mred\n"), "\(text)")
    }

    @Test func aShortSummaryHasEveryFailureAndEveryDiff() {
        let text = Self.report(failures: 3).markdown()
        #expect(text.hasPrefix("## designer snapshot\n\n❌ 3 snapshots of 3 documents: 0 passed, 3 failed\n"))
        #expect(text.ranges(of: "<details>").count == 3)
        #expect(!text.contains("more failures"))
    }
}
