import Foundation
import Testing

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
}
