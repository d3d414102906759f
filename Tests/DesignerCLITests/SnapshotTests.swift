import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `designer snapshot`, in a folder of its own per test: in-process for what the command reports
/// and writes, the built binary for a whole run from recording to checking and for the examples.
@Suite("Snapshot")
struct SnapshotTests {
    /// A 20×20 white view with one black pixel at 5,5: `pixel` changes that pixel alone.
    static func onePixelDocument(_ color: String) -> String {
        """
        {
          "class": "View",
          "frame": { "x": 0, "y": 0, "width": 20, "height": 20 },
          "attributes": { "backgroundColor": "white" },
          "subviews": [
            { "id": "pixel", "class": "View", "frame": { "x": 5, "y": 5, "width": 1, "height": 1 },
              "attributes": { "backgroundColor": "\(color)" } }
          ]
        }

        """
    }

    static let variantsDocument = progressBarDocument.replacingOccurrences(
        of: "\"class\": \"View\",",
        with: """
            "variants": {
                "empty": { "percent": 0 },
                "full": { "percent": 100, "download.barColor": "#34C759" }
              },
              "class": "View",
            """)

    /// Every file under `folder`, by path relative to it, with its bytes.
    static func files(in sandbox: Sandbox, _ folder: String = "") throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = sandbox.url.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            let full = root.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }

    @Test func recordingThenCheckingPasses() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bars/progress.json", progressBarDocument)
        let recorded = try sandbox.run(["snapshot", "bars"])
        #expect(recorded.status == 0, "\(recorded)")
        for name in ["progress.default.txt", "progress.default.svg", "progress.default.png"] {
            #expect(recorded.stdout.contains("recorded bars/__snapshots__/\(name)\n"), "\(recorded)")
        }
        #expect(recorded.stdout.hasSuffix("3 snapshots of 1 document: 0 passed, 3 recorded\n"))
        let snapshots = try Self.files(in: sandbox, "bars/__snapshots__")
        #expect(snapshots.keys.sorted() == ["progress.default.png", "progress.default.svg", "progress.default.txt"])
        #expect(String(decoding: snapshots["progress.default.txt"] ?? Data(), as: UTF8.self).contains("50%"))
        #expect(snapshots["progress.default.png"]?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))

        let checked = try sandbox.run(["snapshot", "bars"], environment: ["CI": "true"])
        #expect(checked == Run(status: 0, stdout: "3 snapshots of 1 document: 3 passed\n", stderr: ""))
        #expect(try Self.files(in: sandbox, "bars/__snapshots__") == snapshots)
    }

    /// A project's other JSON files (a localization, a manifest) are no documents: a folder's
    /// snapshot passes them over, as `check` does.
    @Test func aFoldersOtherJSONFilesHaveNoSnapshots() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bars/progress.json", progressBarDocument)
        try sandbox.write("bars/package.json", #"{"name": "app", "version": "1.0.0"}"#)
        try sandbox.write("bars/strings.json", #"{"hello": "Hello"}"#)
        let recorded = sandbox.runInProcess(["snapshot", "--format", "text", "bars"])
        #expect(recorded.status == 0, "\(recorded)")
        #expect(recorded.stdout.hasSuffix("1 snapshot of 1 document: 0 passed, 1 recorded\n"), "\(recorded)")
        #expect(try Self.files(in: sandbox, "bars/__snapshots__").keys.sorted() == ["progress.default.txt"])
    }

    @Test func aChangedAttributeFailsWithADiffAndKeepsTheActualFiles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot"]).status == 0)
        let before = try Self.files(in: sandbox, "__snapshots__")
        #expect(sandbox.runInProcess(["set", "-f", "progress.json", "percent=60"]).status == 0)

        let run = sandbox.runInProcess(["snapshot", "--artifacts", "out"], environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // One failure for the variant, with the text picture's diff.
        #expect(
            lines.contains(
                "progress.json:1:1: error: variant 'default' fails in 3 snapshots: progress.default.txt, progress.default.svg, progress.default.png"
            ))
        #expect(lines.contains("  progress.default.txt does not match its snapshot"))
        #expect(lines.contains("--- __snapshots__/progress.default.txt"))
        #expect(lines.contains("+++ out/progress.default.actual.txt"))
        #expect(lines.contains { $0.hasPrefix("@@ -") && $0.hasSuffix(" @@") })
        #expect(lines.contains("-\"50%\" #FFFFFF 17 pt in 50,50,200,20"))
        #expect(lines.contains("+\"60%\" #FFFFFF 17 pt in 50,50,200,20"))
        #expect(lines.contains("  progress.default.svg does not match its snapshot"))
        #expect(lines.contains("    actual:    out/progress.default.actual.svg"))
        #expect(
            lines.contains {
                $0.hasPrefix("  progress.default.png does not match its snapshot: ") && $0.contains("pixels")
            })
        #expect(lines.contains("    reference: __snapshots__/progress.default.png"))
        #expect(lines.contains("    actual:    out/progress.default.actual.png"))
        #expect(lines.contains("    diff:      out/progress.default.diff.png"))
        #expect(lines.last(where: { !$0.isEmpty }) == "3 snapshots of 1 document: 0 passed, 3 failed in 1 variant")
        // The snapshots are as they were; the actual files are in the artifacts folder.
        #expect(try Self.files(in: sandbox, "__snapshots__") == before)
        let artifacts = try Self.files(in: sandbox, "out")
        #expect(
            artifacts.keys.sorted() == [
                ".designer-artifacts", "progress.default.actual.png", "progress.default.actual.svg",
                "progress.default.actual.txt", "progress.default.diff.png",
            ])
        #expect(String(decoding: artifacts["progress.default.actual.txt"] ?? Data(), as: UTF8.self).contains("60%"))
    }

    @Test func aOnePixelChangeIsCaughtAtToleranceZeroAndPassesWithinATolerance() throws {
        let sandbox = try Sandbox()
        try sandbox.write("dot.json", Self.onePixelDocument("#000000"))
        #expect(sandbox.runInProcess(["snapshot", "--format", "png"]).status == 0)
        try sandbox.write("dot.json", Self.onePixelDocument("#030303"))
        let ci = ["CI": "true"]

        let strict = sandbox.runInProcess(["snapshot", "--format", "png", "--artifacts", "out"], environment: ci)
        #expect(strict.status == 1)
        #expect(
            strict.stdout.contains(
                "dot.json:1:1: error: dot.default.png does not match its snapshot: 1 of 400 pixels (0.25%) differ, by up to 3 of 255\n"
            ), "\(strict)")
        // The diff image marks that pixel, and only it, in red.
        let diffImage = try #require(NSData(contentsOfFile: sandbox.path("out/dot.default.diff.png")))
        #expect(diffImage.length > 0)

        let byShare = sandbox.runInProcess(["snapshot", "--format", "png", "--tolerance", "0.25%"], environment: ci)
        #expect(byShare == Run(status: 0, stdout: "1 snapshot of 1 document: 1 passed\n", stderr: ""))
        let byDifference = sandbox.runInProcess(["snapshot", "--format", "png", "--tolerance", "0,3"], environment: ci)
        #expect(byDifference.status == 0)
        let tooLittle = sandbox.runInProcess(
            ["snapshot", "--format", "png", "--tolerance", "0.002,2"], environment: ci)
        #expect(tooLittle.status == 1)
    }

    @Test func aMissingSnapshotUnderCIFailsAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        let run = sandbox.runInProcess(["snapshot"], environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "\n  progress.default.png has no snapshot, and the record mode is never; record it with designer snapshot --record missing\n"
            ), "\(run)")
        #expect(run.stdout.hasSuffix("3 snapshots of 1 document: 0 passed, 3 failed in 1 variant\n"))
        #expect(try Self.files(in: sandbox).keys.sorted() == ["progress.json"])
        // DESIGNER_RECORD and --record choose otherwise, and --check is never.
        #expect(sandbox.runInProcess(["snapshot", "--check"]).status == 1)
        #expect(try Self.files(in: sandbox).count == 1)
        #expect(
            sandbox.runInProcess(["snapshot"], environment: ["CI": "true", "DESIGNER_RECORD": "missing"]).status == 0)
        #expect(try Self.files(in: sandbox).count == 4)
    }

    @Test func recordModesAllAndFailedReplaceWhatDiffers() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "--format", "text"]).status == 0)
        #expect(sandbox.runInProcess(["set", "-f", "progress.json", "percent=70"]).status == 0)
        // missing leaves a mismatch failing.
        #expect(sandbox.runInProcess(["snapshot", "--format", "text"]).status == 1)
        let failed = sandbox.runInProcess(["snapshot", "--format", "text", "--record", "failed"])
        #expect(
            failed
                == Run(
                    status: 0,
                    stdout:
                        "updated __snapshots__/progress.default.txt\n1 snapshot of 1 document: 0 passed, 1 updated\n",
                    stderr: ""))
        #expect(try sandbox.read("__snapshots__/progress.default.txt").contains("70%"))
        #expect(sandbox.runInProcess(["snapshot", "--format", "text", "--check"]).status == 0)
        // all records what matches too, without rewriting identical files.
        let all = sandbox.runInProcess(
            ["snapshot", "--format", "text", "--record", "all"], environment: ["CI": "true"])
        #expect(all == Run(status: 0, stdout: "1 snapshot of 1 document: 1 passed\n", stderr: ""))
        let byEnvironment = sandbox.runInProcess(
            ["snapshot", "--format", "text"], environment: ["DESIGNER_RECORD": "bogus"])
        #expect(byEnvironment.status == 64)
        #expect(
            byEnvironment.stderr.hasPrefix(
                "Error: DESIGNER_RECORD='bogus' is not a record mode; use missing, all, failed, never."))
    }

    @Test func variantsAreSnapshotsOfTheirOwnAndTheMatrixSweeps() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", Self.variantsDocument)
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--matrix", "percent=10,90"])
        #expect(run.status == 0, "\(run)")
        #expect(
            try Self.files(in: sandbox, "__snapshots__").keys.sorted() == [
                "progress.default.txt", "progress.empty.txt", "progress.full.txt", "progress.percent-10.txt",
                "progress.percent-90.txt",
            ])
        #expect(try sandbox.read("__snapshots__/progress.empty.txt").contains("\"0%\""))
        #expect(try sandbox.read("__snapshots__/progress.full.txt").contains("#34C759"))
        #expect(try sandbox.read("__snapshots__/progress.percent-90.txt").contains("\"90%\""))
        // The document on disk is untouched by its variants.
        #expect(try sandbox.read("progress.json") == Self.variantsDocument)

        let collision = sandbox.runInProcess(["snapshot", "--matrix", "barColor=#FF0000,_FF0000"])
        #expect(collision.status == 64)
        #expect(
            collision.stderr.hasPrefix("Error: --matrix: 'barColor=#FF0000' and 'barColor=_FF0000' would both be named")
        )
    }

    @Test func aClampedVariantValueIsAWarningAtItsKey() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "p.json",
            """
            {
              "variants": {
                "big": { "percent": 150 }
              },
              "class": "MyProgressBar",
              "frame": {"x": 0, "y": 0, "width": 200, "height": 20}
            }

            """)
        let check = sandbox.runInProcess(["check", "p.json"])
        #expect(check.status == 0)
        #expect(
            check.stderr.hasPrefix(
                "p.json:3:14: warning: variant 'big': percent: 150 is outside 0...100; using 100 [clamped-value]\n"))
        #expect(sandbox.runInProcess(["check", "--strict", "p.json"]).status == 1)
    }

    @Test func aWrongVariantIsAnErrorAtItsPlace() throws {
        let sandbox = try Sandbox()
        let document = Self.variantsDocument.replacingOccurrences(
            of: "\"download.barColor\"", with: "\"download.barColour\"")
        try sandbox.write("progress.json", document)
        let check = sandbox.runInProcess(["check", "progress.json"])
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("progress.json:4:31: error: variant 'full': "), "\(check)")
        #expect(check.stderr.contains("did you mean 'barColor'?"))
        let snapshot = sandbox.runInProcess(["snapshot", "--format", "text"])
        #expect(snapshot.status == 1)
        #expect(snapshot.stderr.hasPrefix("progress.json:4:31: error: variant 'full': "))
        // The variants that can be drawn are still recorded.
        #expect(
            try Self.files(in: sandbox, "__snapshots__").keys.sorted() == [
                "progress.default.txt", "progress.empty.txt",
            ])

        for (variants, message) in [
            ("{ \"default\": {} }", "1:17: error: variant name 'default' is the name of the document as it is written"),
            ("{ \"a b\": {} }", "1:17: error: variant name 'a b' may contain only letters, digits, '-' and '_'"),
            (
                "{ \"x\": 3 }",
                "1:22: error: variant 'x' must be an object of values such as { \"percent\": 0 }, not a number"
            ),
            ("[]", "1:15: error: 'variants' must be an object of named variants, not an array"),
        ] {
            try sandbox.write(
                "bad.json", "{ \"variants\": \(variants), \"class\": \"View\", \"frame\": \"0,0,10,10\" }")
            let run = sandbox.runInProcess(["check", "bad.json"])
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("bad.json:\(message) [invalid-variant]\n"), "\(run)")
        }
    }

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

    @Test func theMatrixSweepsTheDocumentsThatHaveItsKeys() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        try sandbox.write("plain.json", Self.onePixelDocument("#000000"))
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--matrix", "percent=5,95"])
        #expect(run.status == 0, "\(run)")
        #expect(
            try Self.files(in: sandbox, "__snapshots__").keys.sorted() == [
                "plain.default.txt", "progress.default.txt", "progress.percent-5.txt", "progress.percent-95.txt",
            ])
        // A key no document has is a mistake, said once.
        let typo = sandbox.runInProcess(["snapshot", "--format", "text", "--matrix", "percnt=1"])
        #expect(typo.status == 1)
        #expect(
            typo.stderr
                == "error: --matrix percnt: no document has it; percnt: no view in the document has an attribute 'percnt'; did you mean 'percent'?\n",
            "\(typo)")
        // Values that hold commas: inside parentheses, or separated by '|'.
        let colors = sandbox.runInProcess([
            "snapshot", "progress.json", "--format", "text", "--matrix", "barColor=rgb(255, 0, 0),#00FF00",
            "--matrix", "frame=0,0,300,120|0,0,200,60",
        ])
        #expect(colors.status == 0, "\(colors)")
        #expect(
            colors.stdout.contains("recorded __snapshots__/progress.barColor-rgb_255__0__0__frame-0_0_200_60.txt\n"))
        #expect(colors.stdout.hasSuffix("5 snapshots of 1 document: 1 passed, 4 recorded; 2 orphans\n"))
        let repeated = sandbox.runInProcess(["snapshot", "--matrix", "frame=0,0,300,120"])
        #expect(repeated.status == 64)
        #expect(
            repeated.stderr.hasPrefix(
                "Error: --matrix 'frame': '0' is given twice; to sweep values that hold commas, separate them with '|'")
        )
    }

    @Test func aDeclaredVariantCannotTakeAMatrixName() throws {
        let sandbox = try Sandbox()
        let document = Self.variantsDocument.replacingOccurrences(of: "\"empty\":", with: "\"percent-50\":")
        try sandbox.write("progress.json", document)
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--matrix", "percent=50"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "progress.json:3:5: error: variant 'percent-50' has the name --matrix gives percent=50; rename it\n"),
            "\(run)")
    }

    @Test func aBadVariantDeclarationLeavesTheRestChecked() throws {
        let sandbox = try Sandbox()
        let document = Self.variantsDocument.replacingOccurrences(
            of: "\"empty\": { \"percent\": 0 },", with: "\"empty\": 0, \"bad name\": {}, \"Full\": {},")
        try sandbox.write("progress.json", document)
        try sandbox.write("__snapshots__/progress.empty.txt", "kept: its declaration is wrong, not gone")
        let run = sandbox.runInProcess(["snapshot", "--format", "text"])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 3, "\(run)")
        #expect(errors.contains { $0.contains("variant 'empty' must be an object") })
        #expect(errors.contains { $0.contains("variant name 'bad name' may contain only") })
        #expect(errors.contains { $0.contains("duplicate variant 'full'; 'Full' is also at 3:") })
        #expect(run.stdout.contains("recorded __snapshots__/progress.Full.txt\n"))
        #expect(run.stdout.contains("recorded __snapshots__/progress.default.txt\n"))
        #expect(!run.stdout.contains("orphan"))
        #expect(try sandbox.read("__snapshots__/progress.empty.txt") == "kept: its declaration is wrong, not gone")
    }

    @Test func aDocumentIsCheckedOnceHoweverItIsNamed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/progress.json", progressBarDocument)
        let run = sandbox.runInProcess([
            "snapshot", "--format", "text", ".//docs", "docs/progress.json", "./docs//progress.json",
            sandbox.path("docs/progress.json"), "docs/../docs/progress.json",
        ])
        #expect(
            run
                == Run(
                    status: 0,
                    stdout:
                        "recorded docs/__snapshots__/progress.default.txt\n1 snapshot of 1 document: 0 passed, 1 recorded\n",
                    stderr: ""))
        // --scale names the images, not the text picture, which does not depend on it.
        let scaled = sandbox.runInProcess(["snapshot", "docs", "--scale", "2"])
        #expect(scaled.stdout.contains("recorded docs/__snapshots__/progress.default@2x.png\n"))
        #expect(scaled.stdout.hasSuffix("3 snapshots of 1 document: 1 passed, 2 recorded\n"), "\(scaled)")
    }

    @Test func textDiffsShowCarriageReturnsAndAMissingLastNewline() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "--format", "text"]).status == 0)
        let recorded = try sandbox.read("__snapshots__/progress.default.txt")
        try sandbox.write("__snapshots__/progress.default.txt", String(recorded.dropLast()))
        let noNewline = sandbox.runInProcess(["snapshot", "--format", "text", "--check", "--artifacts", "out"])
        #expect(noNewline.status == 1)
        #expect(
            noNewline.stdout.contains("--- __snapshots__/progress.default.txt\n+++ out/progress.default.actual.txt\n"))
        #expect(noNewline.stdout.contains("\n\\ No newline at end of file\n"), "\(noNewline)")

        try sandbox.write("__snapshots__/progress.default.txt", recorded.replacingOccurrences(of: "\n", with: "\r\n"))
        let crlf = sandbox.runInProcess(["snapshot", "--format", "text", "--check", "--artifacts", "out"])
        #expect(crlf.status == 1)
        let lines = crlf.stdout.split(separator: "\n")
        #expect(lines.contains("@@ -1,22 +1,22 @@"), "\(crlf)")
        #expect(
            lines.contains("-|...........................................................................|\\u{D}"),
            "\(crlf)")
        #expect(lines.contains("+|...........................................................................|"))
    }

    @Test func reportPathsAndTheArtifactsFolderAreCheckedBeforeAnythingIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        try sandbox.write("__snapshots__/gone.default.txt", "an orphan")
        for (arguments, message) in [
            (
                ["--junit", "progress.json/report.xml"],
                "Error: --junit 'progress.json/report.xml': 'progress.json' is not a folder."
            ),
            (["--summary", "__snapshots__"], "Error: --summary '__snapshots__': it is a folder."),
            (
                ["--summary", "progress.json/" + String(repeating: "y", count: 303)],
                "Error: --summary 'progress.json/\(String(repeating: "y", count: 50))…' (317 characters): 'progress.json' is not a folder."
            ),
            (["--artifacts", "progress.json"], "Error: --artifacts 'progress.json': it is a file, not a folder."),
        ] {
            let run = sandbox.runInProcess(["snapshot", "--prune"] + arguments)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix(message + "\n"), "\(run)")
            #expect(try Self.files(in: sandbox).keys.sorted() == ["__snapshots__/gone.default.txt", "progress.json"])
        }
    }

    @Test func aPruneThatFailsStillPrintsTheWholeReport() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "--format", "text"]).status == 0)
        #expect(sandbox.runInProcess(["set", "-f", "progress.json", "percent=51"]).status == 0)
        // A folder with a snapshot's name is an orphan that cannot be deleted as a file.
        try sandbox.write("__snapshots__/gone.default.txt/inside", "")
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--prune", "--junit", "junit.xml"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("progress.json:1:1: error: progress.default.txt does not match its snapshot\n"))
        #expect(run.stdout.hasSuffix("1 snapshot of 1 document: 0 passed, 1 failed; 1 orphan, 0 deleted\n"), "\(run)")
        #expect(run.stderr.hasPrefix("__snapshots__/gone.default.txt: error: cannot delete it: "))
        #expect(FileManager.default.fileExists(atPath: sandbox.path("junit.xml")))
    }

    @Test func aSnapshotPathThatIsAFolderFailsClearly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        try sandbox.write("__snapshots__/progress.default.txt/inside", "")
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--check"])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "progress.json:1:1: error: progress.default.txt cannot be compared: its snapshot path __snapshots__/progress.default.txt is a folder\n"
            ), "\(run)")
    }

    @Test func aFolderOrADocumentNamedTwoWaysHasNoOrphans() throws {
        let sandbox = try Sandbox()
        try sandbox.write("dd/progress.json", Self.variantsDocument)
        #expect(sandbox.runInProcess(["snapshot", "dd", "--format", "text"]).status == 0)
        #expect(symlink("progress.json", sandbox.path("dd/link.json")) == 0)
        let before = try Self.files(in: sandbox, "dd/__snapshots__")
        for paths in [["dd", "dd/../dd"], ["dd", sandbox.path("dd")], ["dd"]] {
            let run = sandbox.runInProcess(["snapshot", "--format", "text", "--check", "--prune"] + paths)
            #expect(run == Run(status: 0, stdout: "3 snapshots of 1 document: 3 passed\n", stderr: ""), "\(paths)")
        }
        #expect(try Self.files(in: sandbox, "dd/__snapshots__") == before)
    }

    @Test func aDocumentTooLargeOrEmptyToDrawIsAnErrorOfItsOwn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("big.json", #"{"class":"View","frame":{"x":0,"y":0,"width":100000,"height":100000}}"#)
        try sandbox.write("empty.json", #"{"class":"View","frame":{"x":0,"y":0,"width":0,"height":0}}"#)
        let run = sandbox.runInProcess(["snapshot", "--format", "png"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "big.json:1:1: error: big.default.png cannot be drawn: the document is 100000×100000 pt, too large to draw as png"
            ), "\(run)")
        #expect(
            run.stdout.contains(
                "empty.json:1:1: error: empty.default.png cannot be drawn: the document is 0×0 pt, and a PNG needs at least one pixel each way\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("__snapshots__")))
        let render = sandbox.runInProcess(["render", "-f", "big.json", "-o", "big.png"])
        #expect(render.status == 1)
        #expect(render.stderr.hasPrefix("big.json: error: the document is 100000×100000 pt, too large to draw as png"))
    }

    @Test func theShareAFailurePrintsPassesAsTheTolerance() throws {
        let sandbox = try Sandbox()
        // 63 of 36,000 pixels: 0.175%, which in floating point is a hair under 63 / 36,000.
        var pixels = ""
        for index in 0..<63 {
            pixels +=
                #", { "class": "View", "frame": { "x": \#(index * 4), "y": 0, "width": 1, "height": 1 }, "attributes": { "backgroundColor": "COLOR" } }"#
        }
        func document(_ color: String) -> String {
            #"{ "class": "View", "frame": { "x": 0, "y": 0, "width": 300, "height": 120 }, "subviews": [ { "class": "View", "frame": { "x": 299, "y": 119, "width": 1, "height": 1 } }"#
                + pixels.replacingOccurrences(of: "COLOR", with: color) + " ] }"
        }
        try sandbox.write("dots.json", document("#000000"))
        #expect(sandbox.runInProcess(["snapshot", "--format", "png"]).status == 0)
        try sandbox.write("dots.json", document("#FF0000"))
        let failed = sandbox.runInProcess(["snapshot", "--format", "png", "--check"])
        #expect(failed.stdout.contains("63 of 36000 pixels (0.175%) differ"), "\(failed)")
        #expect(sandbox.runInProcess(["snapshot", "--format", "png", "--check", "--tolerance", "0.175%"]).status == 0)
    }

    @Test func aMatrixKeyNoDocumentHasFailsEveryShardAndShowsInJUnit() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        try sandbox.write("b.json", Self.onePixelDocument("#000000"))
        #expect(sandbox.runInProcess(["snapshot", "--format", "text"]).status == 0)
        for shard in ["1/2", "2/2"] {
            let run = sandbox.runInProcess([
                "snapshot", "--format", "text", "--check", "--matrix", "prcent=10", "--shard", shard, "--junit",
                "j.xml",
            ])
            #expect(run.status == 1, "\(shard): \(run)")
            #expect(run.stderr.contains("error: --matrix prcent: no document has it"))
            let junit = try XMLDocument(data: try sandbox.bytes("j.xml"))
            #expect(junit.rootElement()?.attribute(forName: "errors")?.stringValue == "1")
        }
        // A key one shard's documents have is fine in the other shard.
        for shard in ["1/2", "2/2"] {
            let run = sandbox.runInProcess([
                "snapshot", "--format", "text", "--matrix", "percent=10", "--shard", shard,
            ])
            #expect(run.status == 0, "\(shard): \(run)")
        }
    }

    @Test func theCommittedSnapshotsOfTheExamplesMatch() throws {
        let sandbox = try Sandbox()
        let run = try sandbox.run(["snapshot", "--check", Binary.packageRoot.appendingPathComponent("examples").path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasSuffix("passed\n"))
        #expect(!run.stdout.contains("orphan"))
    }
}
