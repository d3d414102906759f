import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The run around the checks: orphans, shards, the JUnit and GitHub reports, bad options.
extension SnapshotTests {
    @Test func orphansAreListedAndPrunedButABrokenDocumentKeepsItsSnapshots() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        try sandbox.write("b.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "--format", "text"]).status == 0)
        try FileManager.default.removeItem(atPath: sandbox.path("a.json"))
        try sandbox.write("b.json", "{ \"class\": not json")
        try sandbox.write("__snapshots__/notes.md", "kept: not a snapshot format")
        let listed = sandbox.runInProcess(["snapshot", "--format", "text"])
        #expect(listed.status == 1)
        #expect(
            listed.stdout.contains(
                "orphan: __snapshots__/a.default.txt: no document produces it (--prune deletes it)\n"))
        #expect(!listed.stdout.contains("b.default.txt"))
        #expect(listed.stderr.hasPrefix("b.json:1:12: error: "), "\(listed)")
        let pruned = sandbox.runInProcess(["snapshot", "--format", "text", "--prune"])
        #expect(pruned.stdout.contains("deleted orphan __snapshots__/a.default.txt\n"))
        #expect(try Self.files(in: sandbox, "__snapshots__").keys.sorted() == ["b.default.txt", "notes.md"])

        // What an interrupted write left behind is listed and pruned too.
        try sandbox.write("__snapshots__/.b.default.txt.designer-AbC123", "")
        let leftover = sandbox.runInProcess(["snapshot", "--format", "text", "--prune"])
        #expect(
            leftover.stdout.contains("deleted orphan __snapshots__/.b.default.txt.designer-AbC123\n"), "\(leftover)")

        // A document named on the command line need not end in .json to own its snapshots.
        try sandbox.write("plain.txt", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "plain.txt", "--format", "text"]).status == 0)
        let again = sandbox.runInProcess(["snapshot", "plain.txt", "--format", "text", "--check"])
        #expect(again == Run(status: 0, stdout: "1 snapshot of 1 document: 1 passed\n", stderr: ""))
    }

    @Test func shardsPartitionTheDocumentsExactly() throws {
        let sandbox = try Sandbox()
        let names = (0..<11).map { "doc\($0).json" }
        for (index, name) in names.enumerated() {
            try sandbox.write(
                "docs/\(index % 3)/\(name)",
                progressBarDocument.replacingOccurrences(of: "\"percent\": 50", with: "\"percent\": \(index)"))
        }
        var recorded: [[String]] = []
        for shard in 1...3 {
            let run = sandbox.runInProcess(["snapshot", "docs", "--format", "text", "--shard", "\(shard)/3"])
            #expect(run.status == 0, "\(run)")
            recorded.append(run.stdout.split(separator: "\n").filter { $0.hasPrefix("recorded ") }.map(String.init))
        }
        let all = recorded.flatMap { $0 }
        #expect(all.count == 11)
        #expect(Set(all).count == 11)
        #expect(recorded.allSatisfy { (3...4).contains($0.count) })
        // The same shard is the same documents every time.
        let again = sandbox.runInProcess(["snapshot", "docs", "--format", "text", "--shard", "2/3", "--check"])
        #expect(
            again.stdout
                == "\(recorded[1].count) snapshots of \(recorded[1].count) documents (shard 2/3): \(recorded[1].count) passed\n"
        )
    }

    @Test func theJUnitReportIsWellFormedAndCountsWhatHappened() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.json", progressBarDocument)
        try sandbox.write("changed.json", progressBarDocument)
        try sandbox.write("broken.json", "{ \"class\": \"View\" }")
        #expect(sandbox.runInProcess(["snapshot", "--format", "text,svg"]).status == 1)
        #expect(sandbox.runInProcess(["set", "-f", "changed.json", "percent=5"]).status == 0)
        let run = sandbox.runInProcess(
            ["snapshot", "--format", "text,svg", "--junit", "report/junit.xml", "--summary", "summary.md"],
            environment: ["CI": "true"])
        #expect(run.status == 1)
        let data = try sandbox.bytes("report/junit.xml")
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "5")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
                "broken.json", "changed.json", "good.json",
            ])
        let changed = suites[1].elements(forName: "testcase")
        #expect(
            changed.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
                "changed.default.txt", "changed.default.svg",
            ])
        let failure = try #require(changed[0].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "does not match its snapshot")
        #expect(failure.stringValue?.contains("+\"5%\" #FFFFFF 17 pt in 50,50,200,20") == true)
        #expect(suites[0].elements(forName: "testcase").first?.elements(forName: "error").isEmpty == false)

        let summary = try sandbox.read("summary.md")
        #expect(
            summary.hasPrefix(
                "## designer snapshot\n\n❌ 4 snapshots of 3 documents: 2 passed, 2 failed in 1 variant, 1 document with errors\n"
            ))
        #expect(summary.contains("| `changed.json` | `changed.default.txt` | does not match its snapshot |"))
        #expect(
            summary.contains(
                "```diff\n  changed.default.txt does not match its snapshot\n--- __snapshots__/changed.default.txt\n"))
    }

    @Test func gitHubActionsGetsAnnotationsAndAStepSummary() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        try sandbox.write("summary.md", "earlier step\n")
        let run = sandbox.runInProcess(
            ["snapshot", "--format", "text"],
            environment: ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": sandbox.path("summary.md")])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "::error file=progress.json,line=1,col=1::progress.default.txt has no snapshot, and the record mode is never; record it with designer snapshot --record missing%0A  actual:    "
            ), "\(run)")
        #expect(
            try sandbox.read("summary.md").hasPrefix(
                "earlier step\n## designer snapshot\n\n❌ 1 snapshot of 1 document: 0 passed, 1 failed\n"))
    }

    @Test(arguments: [
        (["--format", "text,jpeg"], "Error: 'jpeg' is not a snapshot format; use text, svg or png."),
        (["--tolerance", "2"], "Error: '2' is not a tolerance;"),
        (["--tolerance", "0.1,300"], "Error: '0.1,300' is not a tolerance;"),
        (["--shard", "0/2"], "Error: '0/2' is not a shard; use i/n with i from 1 to n, such as 2/4."),
        (["--shard", "3/2"], "Error: '3/2' is not a shard;"),
        (["--record", "sometimes"], "Error: 'sometimes' is not a record mode; use missing, all, failed, never."),
        (["--record", "all", "--check"], "Error: --check never records; it cannot go with --record all."),
        (
            ["--matrix", "percent"],
            "Error: Expected --matrix KEY=VALUE,VALUE,…, such as percent=0,50,100, not 'percent'."
        ),
        (["--matrix", "percent=1,,2"], "Error: --matrix 'percent': a value is empty in 'percent=1,,2'."),
        (["--jobs", "0"], "Error: '0' is not a number of jobs; use 1 to 256."),
        (["--scale", "4"], "Error: '4' is not a scale; use 1, 2 or 3."),
        (["-"], "Error: Snapshots are kept beside documents; give a document's path rather than standard input."),
    ])
    func badOptionsAreUsageErrorsThatWriteNothing(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        let run = sandbox.runInProcess(["snapshot"] + arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(message), "\(run)")
        #expect(try Self.files(in: sandbox).keys.sorted() == ["progress.json"])
    }

    @Test func aFolderWithoutDocumentsIsAnError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("empty/notes.txt", "no documents here")
        let run = sandbox.runInProcess(["snapshot", "empty"])
        let error =
            "empty: error: holds no documents; a document is a .json file (not *.schema.json), a .xib or a .storyboard\n"
        #expect(
            run
                == Run(
                    status: 1, stdout: "0 snapshots of 0 documents: 0 passed, 1 path with a problem\n", stderr: error))
        // check says the same of the same folder.
        #expect(
            sandbox.runInProcess(["check", "empty"])
                == Run(
                    status: 1, stdout: "",
                    stderr: error.dropLast() + " [no-documents]\n1 error and 0 warnings in 1 file of 0 checked\n"))
        let missing = sandbox.runInProcess(["snapshot", "nothing.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("nothing.json: error: No such file or directory\n"), "\(missing)")
        #expect(try Self.files(in: sandbox).keys.sorted() == ["empty/notes.txt"])
    }
}
