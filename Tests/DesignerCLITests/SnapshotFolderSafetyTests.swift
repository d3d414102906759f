import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What `designer snapshot` writes and deletes: never a document, a snapshot or a file it did not make.
@Suite("Snapshot folder safety")
struct SnapshotFolderSafetyTests {
    @Test(arguments: [
        ["--junit", "docs/a.json"], ["--summary", "docs/a.json"], ["--junit", "docs/./b.json"],
        ["--summary", "docs/__snapshots__/report.md"], ["--junit", "docs/__snapshots__/a.default.txt"],
        ["--junit", "snaps/report.xml"],
    ])
    func aReportNeverTakesThePlaceOfADocumentOrASnapshot(option: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/a.json", progressBarDocument)
        try sandbox.write("docs/b.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "docs", "--format", "text"]).status == 0)
        // A folder linked to a snapshots folder is one too.
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("snaps"), withDestinationPath: "docs/__snapshots__")
        let before = try FileManager.default.subpathsOfDirectory(atPath: sandbox.path).sorted()
        let run = sandbox.runInProcess(["snapshot", "docs", "--format", "text"] + option)
        #expect(run.status == 64)
        let reason =
            option[1].hasSuffix(".json")
            ? "is the document '\(option[1] == "docs/a.json" ? "docs/a.json" : "docs/b.json")'; it would be overwritten"
            : "is in a __snapshots__ folder, which holds the snapshots alone; it could overwrite one"
        #expect(run.stderr.hasPrefix("Error: \(option[0]) '\(option[1])' \(reason).\n"), "\(run)")
        #expect(try sandbox.read("docs/a.json") == progressBarDocument)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: sandbox.path).sorted() == before)
    }

    @Test func theStepSummaryIsNeverADocument() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        let run = sandbox.runInProcess(
            ["snapshot", "--format", "text"], environment: ["GITHUB_STEP_SUMMARY": sandbox.path("a.json")])
        #expect(run.status == 64)
        #expect(try sandbox.read("a.json") == progressBarDocument)
    }

    @Test func artifactsNeverGoInASnapshotsFolder() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--artifacts", "__snapshots__/actual"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: --artifacts __snapshots__/actual is in a __snapshots__ folder, which holds the snapshots alone; choose another folder.\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("__snapshots__")))
    }

    @Test func pruneDeletesOnlySnapshotsWhoseDocumentOrVariantIsGone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "--format", "text,png"]).status == 0)
        let kept = [
            "README.txt", "notes.png", "logo.svg", "a..txt", ".gitattributes", "a.default@2x.txt",
            "a.bad name.txt", "a.default@3x.png",
        ]
        for name in kept { try sandbox.write("__snapshots__/" + name, "mine") }
        try sandbox.write("__snapshots__/gone.default.txt", "an orphan")
        try sandbox.write("__snapshots__/a.empty.png", "an orphan: a variant that is gone")
        let run = sandbox.runInProcess(["snapshot", "--format", "text,png", "--prune"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("deleted orphan __snapshots__/gone.default.txt\n"))
        #expect(run.stdout.contains("deleted orphan __snapshots__/a.empty.png\n"))
        for name in ["README.txt", "notes.png", "logo.svg", "a..txt", "a.default@2x.txt", "a.bad name.txt"] {
            #expect(
                run.stdout.contains(
                    "not a snapshot: __snapshots__/\(name): not named <document>.<variant>.<ext>; designer leaves it alone\n"
                ), "\(name)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("__snapshots__")).sorted()
        #expect(left == (kept + ["a.default.png", "a.default.txt"]).sorted())
    }

    @Test func snapshotsAreNotWrittenThroughALinkOutOfTheProject() throws {
        let sandbox = try Sandbox()
        let outside = try Sandbox()
        try sandbox.write("project/a.json", progressBarDocument)
        try outside.write("gone.default.txt", "someone else's")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("project/__snapshots__"), withDestinationPath: outside.path)
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--prune"], in: "project")
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "a.json:1:1: error: a.default.txt could not be recorded: __snapshots__ is a symbolic link to \(outside.path), outside the project, and designer writes no snapshot through it\n"
            ), "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["gone.default.txt"])
        // A document named on the command line has its snapshots looked at, and is not pruned through the link.
        try outside.write("a.old.txt", "someone else's")
        let named = sandbox.runInProcess(["snapshot", "a.json", "--format", "text", "--prune"], in: "project")
        #expect(
            named.stderr.contains(
                "__snapshots__/a.old.txt: error: not deleted: __snapshots__ is a symbolic link to \(outside.path), outside the project"
            ), "\(named)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == [
                "a.old.txt", "gone.default.txt",
            ])
        // Nor through a snapshot file that is a link, wherever it leads.
        unlink(sandbox.path("project/__snapshots__"))
        try FileManager.default.createDirectory(
            atPath: sandbox.path("project/__snapshots__"), withIntermediateDirectories: true)
        try outside.write("profile", "someone's settings")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("project/__snapshots__/a.default.txt"), withDestinationPath: outside.path("profile"))
        let linkedFile = sandbox.runInProcess(["snapshot", "--format", "text", "--record", "all"], in: "project")
        #expect(linkedFile.status == 1)
        #expect(
            linkedFile.stdout.contains(
                "could not be recorded: __snapshots__/a.default.txt is a symbolic link, and designer writes snapshots only as files of their own"
            ))
        #expect(try outside.read("profile") == "someone's settings")
        try FileManager.default.removeItem(atPath: sandbox.path("project/__snapshots__"))
        // Inside the project, a linked snapshots folder is fine.
        try FileManager.default.createDirectory(
            atPath: sandbox.path("project/shared"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("project/__snapshots__"), withDestinationPath: "shared")
        #expect(sandbox.runInProcess(["snapshot", "--format", "text"], in: "project").status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.path("project/shared/a.default.txt")))
    }

    @Test func recordingNeverWritesThroughALinkInSnapshots() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        try FileManager.default.createDirectory(
            atPath: sandbox.path("__snapshots__"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("__snapshots__/a.default.txt"), withDestinationPath: "../a.json")
        let run = sandbox.runInProcess(["snapshot", "--format", "text", "--record", "failed", "."])
        #expect(run.status == 1)
        #expect(try sandbox.read("a.json") == progressBarDocument)
    }

    @Test func artifactsReplaceLinksAndNeverADocument() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "--format", "text", "."]).status == 0)
        try sandbox.write("a.json", progressBarDocument.replacing("\"percent\": 50", with: "\"percent\": 40"))
        let changed = try sandbox.read("a.json")
        // A link where an artifact goes is replaced, not written through.
        try FileManager.default.createDirectory(atPath: sandbox.path("art"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("art/a.default.actual.txt"), withDestinationPath: "../a.json")
        #expect(
            sandbox.runInProcess(["snapshot", "--format", "text", "--check", "--artifacts", "art", "."]).status == 1)
        #expect(try sandbox.read("a.json") == changed)
        var linkInfo = stat()
        #expect(lstat(sandbox.path("art/a.default.actual.txt"), &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFREG)
        // A file named on the command line as a document is never taken for an artifact's place.
        try sandbox.write("a.default.actual.txt", progressBarDocument)
        let run = sandbox.runInProcess([
            "snapshot", "--format", "text", "--check", "--artifacts", ".", "a.json", "a.default.actual.txt",
        ])
        #expect(run.status == 1)
        #expect(try sandbox.read("a.default.actual.txt") == progressBarDocument)
        #expect(
            run.stdout.contains(
                "the actual file could not be kept: ./a.default.actual.txt: error: is a document this run checks"))
    }

    @Test func aReportLinkedIntoSnapshotsOrNamedTwiceIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        #expect(sandbox.runInProcess(["snapshot", "--format", "text", "."]).status == 0)
        let snapshot = try sandbox.read("__snapshots__/a.default.txt")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("r.xml"), withDestinationPath: "__snapshots__/a.default.txt")
        for arguments in [["--junit", "r.xml"], ["--summary", "r.xml"]] {
            let run = sandbox.runInProcess(["snapshot", "--format", "text", "."] + arguments)
            #expect(run.status == 64, "\(arguments)")
        }
        let stepSummary = sandbox.runInProcess(
            ["snapshot", "--format", "text", "."],
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": sandbox.path("r.xml")])
        #expect(stepSummary.status == 64)
        #expect(try sandbox.read("__snapshots__/a.default.txt") == snapshot)
        let twice = sandbox.runInProcess([
            "snapshot", "--format", "text", ".", "--junit", "out.xml", "--summary", "./out.xml",
        ])
        #expect(twice.status == 64)
        #expect(
            twice.stderr.hasPrefix("Error: --junit and --summary name the same file, 'out.xml'; give each its own.\n"))
    }

    @Test func renderAndWatchOutputsStayOutOfSnapshotsAndOffStandardInput() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        #expect(try sandbox.run(["snapshot", "--format", "svg", "."]).status == 0)
        let snapshot = try sandbox.read("__snapshots__/a.default.svg")
        let render = try sandbox.run(["render", "-f", "a.json", "-o", "__snapshots__/a.default.svg"])
        #expect(render.status == 64)
        #expect(try sandbox.read("__snapshots__/a.default.svg") == snapshot)
        // The document read from standard input is the document too.
        let process = Process()
        process.executableURL = Binary.designer
        process.arguments = ["render", "-f", "-", "--format", "svg", "-o", "a.json"]
        process.currentDirectoryURL = sandbox.url
        process.standardInput = FileHandle(forReadingAtPath: sandbox.path("a.json"))
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(try sandbox.read("a.json") == progressBarDocument)
    }

    @Test func pruneKeepsWhatADocumentThatIsThereButPassedOverOwns() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", progressBarDocument)
        try sandbox.write("b.json", progressBarDocument)
        #expect(try sandbox.run(["snapshot", "--format", "text", "."]).status == 0)
        // A document that is a named pipe for now, or a folder, is passed over but not gone.
        #expect(rename(sandbox.path("a.json"), sandbox.path("a.bak")) == 0)
        #expect(mkfifo(sandbox.path("a.json"), 0o644) == 0)
        #expect(rename(sandbox.path("b.json"), sandbox.path("b.bak")) == 0)
        try FileManager.default.createDirectory(atPath: sandbox.path("b.json"), withIntermediateDirectories: true)
        // A hidden file that looks like a temporary file, but of no snapshot, is the user's.
        try sandbox.write("__snapshots__/.notes.designer-backup", "mine")
        let run = try sandbox.run(["snapshot", "--format", "text", "--prune", "."], timeout: 20)
        #expect(!run.stdout.contains("deleted"), "\(run)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path("__snapshots__")).sorted() == [
                ".notes.designer-backup", "a.default.txt", "b.default.txt",
            ])
    }
}
