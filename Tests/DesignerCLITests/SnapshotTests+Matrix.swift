import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The matrix and declared variants, and the edges of a check: names, sizes, diffs and paths.
extension SnapshotTests {
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
