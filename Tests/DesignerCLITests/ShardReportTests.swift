import Foundation
import Testing

@testable import DesignerCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `snapshot --report`, `merge-reports` and `--shard --timings`: a CI matrix's shards made into
/// the report of one run, and balanced by an earlier run's times.
@Suite("Shard reports")
struct ShardReportTests {
    /// What every run of these tests checks: text pictures, never recorded, actual files in `art`.
    static let check = ["snapshot", "docs", "--format", "text", "--check", "--artifacts", "art"]

    /// Seven documents recorded, then one changed, one broken and one gone (its snapshot an
    /// orphan): a run that fails in every way a report counts.
    static func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        for index in 0..<6 {
            try sandbox.write(
                "docs/d\(index).json",
                progressBarDocument.replacingOccurrences(of: "\"percent\": 50", with: "\"percent\": \(index * 10)"))
        }
        try sandbox.write("docs/changed.json", progressBarDocument)
        try sandbox.write("docs/gone.json", progressBarDocument)
        let recorded = sandbox.runInProcess(["snapshot", "docs", "--format", "text"])
        #expect(recorded.status == 0, "\(recorded)")
        try FileManager.default.removeItem(atPath: sandbox.path("docs/gone.json"))
        #expect(sandbox.runInProcess(["set", "-f", "docs/changed.json", "percent=5"]).status == 0)
        try sandbox.write("docs/broken.json", "{ \"class\": \"View\" }")
        return sandbox
    }

    /// Runs the three shards, each writing `shard-<i>.json`.
    static func runShards(_ sandbox: Sandbox, _ extra: [String] = []) -> [Run] {
        (1...3).map { shard in
            sandbox.runInProcess(check + ["--shard", "\(shard)/3", "--report", "shard-\(shard).json"] + extra)
        }
    }

    /// JUnit XML without its times, which differ from run to run.
    static func timeless(_ xml: String) -> String {
        xml.replacing(#/ time="[0-9.]+"/#, with: "")
    }

    static func json(_ sandbox: Sandbox, _ name: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: sandbox.bytes(name)) as? [String: Any])
    }

    @Test func threeShardsMergeToTheUnshardedRunsCountsJUnitAndSummary() throws {
        let sandbox = try Self.project()
        let whole = sandbox.runInProcess(
            Self.check + ["--report", "whole.json", "--junit", "whole.xml", "--summary", "whole.md"])
        #expect(whole.status == 1)
        let wholeLine = try #require(whole.stdout.split(separator: "\n").last)
        #expect(wholeLine == "7 snapshots of 8 documents: 6 passed, 1 failed, 1 document with errors; 1 orphan")
        let shards = Self.runShards(sandbox)
        #expect(shards.map(\.status).contains(1))
        // Each shard lists the orphan only if it owns it: one of them does.
        #expect(shards.count { $0.stdout.contains("orphan: docs/__snapshots__/gone.default.txt") } == 1)

        let merged = sandbox.runInProcess([
            "merge-reports", "shard-1.json", "shard-2.json", "shard-3.json", "--junit", "merged.xml", "--summary",
            "merged.md", "--report", "merged.json",
        ])
        #expect(merged.status == 1, "\(merged)")
        #expect(merged.stdout.split(separator: "\n").last == wholeLine)
        #expect(merged.stdout.contains("docs/changed.json:1:1: error: changed.default.txt does not match its snapshot"))
        #expect(merged.stderr.hasPrefix("docs/broken.json:"), "\(merged)")
        #expect(try sandbox.read("merged.md") == sandbox.read("whole.md"))
        #expect(try Self.timeless(sandbox.read("merged.xml")) == Self.timeless(sandbox.read("whole.xml")))
        let root = try #require(try XMLDocument(data: sandbox.bytes("merged.xml")).rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "8")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")

        // The merged JSON report has the whole run's results, and is of no shard.
        let (wholeReport, mergedReport) = (try Self.json(sandbox, "whole.json"), try Self.json(sandbox, "merged.json"))
        #expect(mergedReport["shard"] is NSNull)
        func statuses(_ report: [String: Any]) -> [String] {
            (report["documents"] as? [[String: Any]] ?? []).flatMap { document in
                (document["snapshots"] as? [[String: Any]] ?? []).map {
                    "\(document["path"] ?? "") \($0["name"] ?? "") \($0["status"] ?? "")"
                }
            }
        }
        #expect(statuses(mergedReport) == statuses(wholeReport))
        #expect(statuses(wholeReport).count == 7)
        #expect(mergedReport["orphans"] as? [String] == ["docs/__snapshots__/gone.default.txt"])

        // The merged report merges alone, as one run's report does.
        let again = sandbox.runInProcess(["merge-reports", "merged.json"])
        #expect(again.stdout.split(separator: "\n").last == wholeLine)
    }

    @Test func aPassingRunMergesToSuccessAndTheStepSummary() throws {
        let sandbox = try Sandbox()
        for index in 0..<4 { try sandbox.write("docs/d\(index).json", progressBarDocument) }
        #expect(sandbox.runInProcess(["snapshot", "docs", "--format", "text"]).status == 0)
        #expect(Self.runShards(sandbox).allSatisfy { $0.status == 0 })
        try sandbox.write("step.md", "earlier step\n")
        let merged = sandbox.runInProcess(
            ["merge-reports", "shard-1.json", "shard-2.json", "shard-3.json"],
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": sandbox.path("step.md")])
        #expect(merged == Run(status: 0, stdout: "4 snapshots of 4 documents: 4 passed\n", stderr: ""))
        #expect(
            try sandbox.read("step.md")
                == "earlier step\n## designer snapshot\n\n✅ 4 snapshots of 4 documents: 4 passed\n")
    }

    @Test func theReportGivesEachSnapshotsKeysTimeAndArtifacts() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/bar.json", SnapshotTests.variantsDocument)
        let arguments = [
            "snapshot", "docs", "--format", "text,svg", "--appearance", "light,dark", "--device", "retina4_7",
        ]
        #expect(sandbox.runInProcess(arguments).status == 0)
        #expect(sandbox.runInProcess(["set", "-f", "docs/bar.json", "percent=5"]).status == 0)
        let run = sandbox.runInProcess(
            arguments + ["--check", "--artifacts", "art", "--report", "out/report.json"])
        #expect(run.status == 1)
        let report = try Self.json(sandbox, "out/report.json")
        #expect(report["report"] as? String == "designer snapshot")
        #expect(report["version"] as? Int == 1)
        #expect(report["tool"] as? String == "designer \(DesignerCLI.version)")
        #expect(report["shard"] is NSNull)
        let runInfo = try #require(report["run"] as? [String: Any])
        #expect(runInfo["documents"] as? [String] == ["docs/bar.json"])
        let options = try #require(runInfo["options"] as? [String: String])
        #expect(options["appearance"] == "light,dark")
        #expect(options["device"] == "retina4_7")
        let document = try #require((report["documents"] as? [[String: Any]])?.first)
        #expect((document["time"] as? Double ?? 0) > 0)
        let snapshots = try #require(document["snapshots"] as? [[String: Any]])
        // 3 variants × 2 appearances × 2 formats.
        #expect(snapshots.count == 12)
        let dark = try #require(snapshots.first { $0["name"] as? String == "bar.default~retina4_7~dark.svg" })
        #expect(dark["variant"] as? String == "default")
        #expect(dark["format"] as? String == "svg")
        #expect(dark["appearance"] as? String == "dark")
        #expect(dark["device"] as? String == "retina4_7")
        #expect(dark["contentSize"] as? String == "L")
        #expect(dark["locale"] is NSNull)
        #expect(dark["accessibility"] as? Bool == false)
        #expect(dark["status"] as? String == "failed")
        #expect(dark["path"] as? String == "docs/__snapshots__/bar.default~retina4_7~dark.svg")
        #expect(
            dark["artifacts"] as? [String: String] == ["actual": "art/docs/bar.default~retina4_7~dark.actual.svg"])
        let empty = try #require(snapshots.first { $0["name"] as? String == "bar.empty~retina4_7.txt" })
        #expect(empty["status"] as? String == "passed")
        #expect(empty["line"] as? Int == 3)
        #expect((empty["artifacts"] as? [String: String])?.isEmpty == true)
        #expect(snapshots.allSatisfy { ($0["time"] as? Double ?? -1) >= 0 })
    }

    // MARK: - Timings

    @Test func timingsDealTheLongestDocumentsFirstToTheLeastLoadedShard() {
        // Skewed: one document takes half the time. Every third document in turn puts the two
        // longest in one shard.
        let times = ["a": 9_000, "b": 100, "c": 100, "d": 5_000, "e": 100, "f": 100, "g": 4_000, "h": 100]
        let documents = times.keys.sorted() + ["new-1", "new-2"]
        let timings = ShardTimings(times: times)
        let shards = timings.assignments(of: documents, count: 3)
        #expect(shards == timings.assignments(of: documents, count: 3))
        func loads(_ shards: [Int]) -> [Int] {
            (0..<3).map { shard in
                documents.indices.filter { shards[$0] == shard }.reduce(0) { $0 + (times[documents[$1]] ?? 100) }
            }
        }
        // The new documents count the median time, 100.
        #expect(loads(shards) == [9_000, 5_000, 4_700])
        #expect(shards[0] == 0 && shards[3] == 1 && shards[6] == 2)
        #expect(loads(documents.indices.map { $0 % 3 }).max() == 18_100)
        // No times at all: the documents are dealt out evenly.
        let even = ShardTimings(times: [:]).assignments(of: documents, count: 3)
        #expect((0..<3).map { shard in even.count { $0 == shard } } == [4, 3, 3])
    }

    @Test func timingsBalanceTheShardsAndEachShardStillOwnsItsOrphans() throws {
        let sandbox = try Sandbox()
        for index in 0..<8 { try sandbox.write("docs/d\(index).json", progressBarDocument) }
        #expect(sandbox.runInProcess(["snapshot", "docs", "--format", "text", "--report", "times.json"]).status == 0)
        // d7 took far the longest: alone in the first shard, the others share the other two.
        var report = try Self.json(sandbox, "times.json")
        report["documents"] = (report["documents"] as? [[String: Any]] ?? []).map { document in
            var document = document
            document["time"] = document["path"] as? String == "docs/d7.json" ? 10_000 : 1
            return document
        }
        try sandbox.write("times.json", JSONSerialization.data(withJSONObject: report))
        // A snapshot no variant of d7 produces: an orphan of the shard that checks d7, which
        // every third document in turn would check in the second shard.
        try sandbox.write("docs/__snapshots__/d7.stale.txt", "")
        let shards = Self.runShards(sandbox, ["--timings", "times.json"])
        #expect(
            shards.map { $0.stdout.split(separator: "\n").last } == [
                "1 snapshot of 1 document (shard 1/3): 1 passed; 1 orphan",
                "4 snapshots of 4 documents (shard 2/3): 4 passed",
                "3 snapshots of 3 documents (shard 3/3): 3 passed",
            ])
        #expect(shards[0].stdout.contains("orphan: docs/__snapshots__/d7.stale.txt"))
        let merged = sandbox.runInProcess(
            ["merge-reports", "shard-1.json", "shard-2.json", "shard-3.json", "--report", "merged.json"])
        #expect(
            merged.stdout
                == "orphan: docs/__snapshots__/d7.stale.txt: no document produces it (--prune deletes it)\n8 snapshots of 8 documents: 8 passed; 1 orphan\n"
        )
        // The report that balances the shards is read, never written over.
        let times = try sandbox.read("times.json")
        let overwriting = sandbox.runInProcess(
            Self.check + ["--shard", "1/3", "--timings", "times.json", "--report", "times.json"])
        #expect(overwriting.status == 64)
        #expect(
            overwriting.stderr.hasPrefix(
                "Error: --report 'times.json' is one of the reports read; give another file.\n"), "\(overwriting)")
        #expect(try sandbox.read("times.json") == times)
        // Pruned shard by shard, the orphan is deleted once.
        let pruned = (1...3).map { shard in
            sandbox.runInProcess(Self.check + ["--shard", "\(shard)/3", "--timings", "times.json", "--prune"])
        }
        #expect(pruned[0].stdout.contains("deleted orphan docs/__snapshots__/d7.stale.txt"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("docs/__snapshots__/d7.stale.txt")))
        // Shards of one run split alike or not at all: one without the timings is another run.
        let unbalanced = sandbox.runInProcess(Self.check + ["--shard", "2/3", "--report", "shard-2.json"])
        #expect(unbalanced.status == 0)
        let refused = sandbox.runInProcess(["merge-reports", "shard-1.json", "shard-2.json", "shard-3.json"])
        #expect(refused.status == 64)
        #expect(
            refused.stderr.hasPrefix(
                "Error: 'shard-1.json' and 'shard-2.json' are reports of different runs: --timings is not given in 'shard-2.json' and "
            ), "\(refused)")
    }

    // MARK: - Errors

    /// A project's three shard reports, and files `keep.xml` and `keep.md` that a refused merge
    /// must leave as they are.
    static func shardReports() throws -> Sandbox {
        let sandbox = try Sandbox()
        for index in 0..<4 { try sandbox.write("docs/d\(index).json", progressBarDocument) }
        #expect(sandbox.runInProcess(["snapshot", "docs", "--format", "text"]).status == 0)
        #expect(runShards(sandbox).allSatisfy { $0.status == 0 })
        try sandbox.write("keep.xml", "earlier junit\n")
        try sandbox.write("keep.md", "earlier summary\n")
        return sandbox
    }

    static func mergeRefused(_ sandbox: Sandbox, _ reports: [String]) throws -> Run {
        let run = sandbox.runInProcess(
            ["merge-reports"] + reports + ["--junit", "keep.xml", "--summary", "keep.md", "--report", "merged.json"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout == "")
        #expect(try sandbox.read("keep.xml") == "earlier junit\n")
        #expect(try sandbox.read("keep.md") == "earlier summary\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("merged.json")))
        return run
    }

    @Test(arguments: [
        (
            ["shard-1.json", "shard-3.json"],
            "Error: shard 2/3 is missing: the reports are of shards 1/3 and 3/3; merge every shard's report."
        ),
        (
            ["shard-2.json"],
            "Error: shards 1/3 and 3/3 are missing: the report is of shard 2/3; merge every shard's report."
        ),
        (
            ["shard-1.json", "shard-2.json", "copy.json", "shard-3.json"],
            "Error: 'shard-2.json' and 'copy.json' are both shard 2/3."
        ),
        (["shard-1.json", "./shard-1.json"], "Error: 'shard-1.json' is given twice."),
        (
            ["whole.json", "shard-1.json"],
            "Error: 'whole.json' is the report of a run of all the documents, not of a shard; it merges alone."
        ),
        (
            ["shard-1.json", "other-2.json", "shard-3.json"],
            "Error: 'shard-1.json' and 'other-2.json' are reports of different runs: --format is 'text,svg' in 'other-2.json' and 'text' in 'shard-1.json'; merge the shards of one run."
        ),
        (
            ["shard-1.json", "four.json"],
            "Error: 'shard-1.json' and 'four.json' are reports of different runs: --timings"
        ),
    ])
    func shardsThatAreNotOneRunAreRefusedAndNothingIsWritten(reports: [String], message: String) throws {
        let sandbox = try Self.shardReports()
        try sandbox.write("copy.json", sandbox.bytes("shard-2.json"))
        #expect(sandbox.runInProcess(Self.check + ["--report", "whole.json"]).status == 0)
        #expect(
            sandbox.runInProcess(
                [
                    "snapshot", "docs", "--format", "text,svg", "--check", "--artifacts", "art", "--shard", "2/3",
                    "--report", "other-2.json",
                ]
            ).status == 1)
        #expect(
            sandbox.runInProcess(
                Self.check + ["--shard", "2/4", "--timings", "shard-1.json", "--report", "four.json"]
            ).status == 0)
        let run = try Self.mergeRefused(sandbox, reports)
        #expect(run.stderr.hasPrefix(message), "\(run)")
    }

    @Test func shardsOfDifferentCountsOrContentsAreRefused() throws {
        let sandbox = try Self.shardReports()
        #expect(sandbox.runInProcess(Self.check + ["--shard", "2/4", "--report", "four.json"]).status == 0)
        let counts = try Self.mergeRefused(sandbox, ["shard-1.json", "four.json"])
        #expect(
            counts.stderr
                == "Error: 'shard-1.json' is a shard of 3 and 'four.json' a shard of 4; merge the shards of one run.\n")
        // The same documents, one of them edited between the shards' runs.
        #expect(sandbox.runInProcess(["set", "-f", "docs/d0.json", "percent=5"]).status == 0)
        #expect(sandbox.runInProcess(Self.check + ["--shard", "2/3", "--report", "later.json"]).status == 0)
        let contents = try Self.mergeRefused(sandbox, ["shard-1.json", "later.json", "shard-3.json"])
        #expect(
            contents.stderr
                == "Error: 'shard-1.json' and 'later.json' are reports of different runs: the documents' contents differ between 'shard-1.json' and 'later.json'; merge the shards of one run.\n"
        )
    }

    @Test func aReportThatCannotBeReadIsAnErrorAtItsPlace() throws {
        let sandbox = try Self.shardReports()
        try sandbox.write(
            "broken.json", "{\n  \"report\": \"designer snapshot\",\n  \"version\": 1,\n  \"tool\": \n}\n")
        let broken = try Self.mergeRefused(sandbox, ["shard-1.json", "broken.json"])
        #expect(broken.stderr.hasPrefix("broken.json:5:1: error: "), "\(broken)")
        let later = try sandbox.read("shard-2.json").replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        try sandbox.write("later.json", later)
        let version = try Self.mergeRefused(sandbox, ["shard-1.json", "later.json", "shard-3.json"])
        #expect(
            version.stderr
                == "later.json:3:14: error: a report of version 2; designer \(DesignerCLI.version) reads version 1 alone\n"
        )
        try sandbox.write("check.json", "[]\n")
        let other = try Self.mergeRefused(sandbox, ["check.json"])
        #expect(other.stderr == "check.json:1:1: error: a snapshot report is an object, not an array\n")
        let status = try sandbox.read("shard-2.json").replacingOccurrences(of: "\"passed\"", with: "\"fine\"")
        try sandbox.write("status.json", status)
        let wrong = try Self.mergeRefused(sandbox, ["shard-1.json", "status.json", "shard-3.json"])
        #expect(
            wrong.stderr.contains(": error: 'status' is \"passed\", \"recorded\", \"updated\" or \"failed\"\n"),
            "\(wrong)")
        let negative = try sandbox.read("shard-3.json").replacing(#/"time": [0-9.]+/#, with: "\"time\": -1")
        try sandbox.write("negative.json", negative)
        let time = try Self.mergeRefused(sandbox, ["shard-1.json", "shard-2.json", "negative.json"])
        #expect(
            time.stderr.contains(": error: 'time' is a time in milliseconds, from 0 to a year (31536000000)\n"),
            "\(time)")
        // A time too big to balance shards by is refused likewise, not a crash.
        let huge = try sandbox.read("shard-3.json").replacing(#/"time": [0-9.]+/#, with: "\"time\": 1e308")
        try sandbox.write("huge.json", huge)
        let hugeTime = try Self.mergeRefused(sandbox, ["shard-1.json", "shard-2.json", "huge.json"])
        #expect(hugeTime.stderr.contains(": error: 'time' is a time in milliseconds, from 0 to a year"), "\(hugeTime)")
        let missing = try Self.mergeRefused(sandbox, ["shard-1.json", "nothing.json"])
        #expect(missing.stderr.hasPrefix("nothing.json: error: "), "\(missing)")
        let output = sandbox.runInProcess(["merge-reports", "shard-1.json", "shard-2.json", "--junit", "shard-2.json"])
        #expect(output.status == 64)
        #expect(
            output.stderr.hasPrefix("Error: --junit 'shard-2.json' is one of the reports read; give another file.\n"))
    }

    @Test func badTimingsAndReportOptionsFailBeforeAnythingIsDrawn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/d0.json", progressBarDocument)
        try sandbox.write("times.json", "{\"report\": \"designer snapshot\", \"version\": \"1\"}")
        let noShard = sandbox.runInProcess(["snapshot", "docs", "--timings", "times.json"])
        #expect(noShard.status == 64)
        #expect(noShard.stderr.hasPrefix("Error: --timings balances the shards of --shard I/N; give --shard too.\n"))
        let badTimings = sandbox.runInProcess(["snapshot", "docs", "--shard", "1/2", "--timings", "times.json"])
        #expect(badTimings.status == 64)
        #expect(badTimings.stderr == "times.json:1:44: error: 'version' is a whole number, not \"1\"\n")
        let same = sandbox.runInProcess(["snapshot", "docs", "--report", "./out.json", "--junit", "out.json"])
        #expect(same.status == 64)
        #expect(
            same.stderr.hasPrefix("Error: --junit and --report name the same file, 'out.json'; give each its own.\n"),
            "\(same)")
        let asserted = sandbox.runInProcess(["snapshot", "--asserted", "ledger", "--report", "out.json"])
        #expect(asserted.status == 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("docs/__snapshots__")))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("out.json")))
    }
}
