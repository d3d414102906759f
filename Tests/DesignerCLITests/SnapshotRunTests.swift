import Foundation
import Testing

/// What a snapshot run asks of its author: one failure for one change, the options of every
/// run in a file beside the documents, an artifacts folder of this run alone, and messages that
/// name the designer being run.
@Suite("Snapshot runs")
struct SnapshotRunTests {
    /// One attribute change fails the text, SVG and PNG snapshots of both appearances: one failure,
    /// one diff, and the other snapshots named with their files.
    @Test func aChangedVariantIsOneFailureWithOneDiff() throws {
        let sandbox = try Sandbox()
        // Its variants set the percentage, and still match.
        try sandbox.write("progress.json", SnapshotTests.variantsDocument)
        #expect(sandbox.runInProcess(["snapshot", "--appearance", "light,dark"]).status == 0)
        #expect(sandbox.runInProcess(["set", "-f", "progress.json", "percent=60"]).status == 0)

        let run = sandbox.runInProcess(
            ["snapshot", "--appearance", "light,dark", "--artifacts", "out", "--summary", "summary.md"],
            environment: ["CI": "true", "GITHUB_ACTIONS": "true"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "progress.json:1:1: error: variant 'default' fails in 6 snapshots: progress.default.txt, "
                    + "progress.default.svg, progress.default.png, progress.default~dark.txt, "
                    + "progress.default~dark.svg, progress.default~dark.png"
            ], "\(run)")
        // The text picture's diff alone, once.
        #expect(lines.filter { $0.hasPrefix("--- ") } == ["--- __snapshots__/progress.default.txt"], "\(run)")
        #expect(lines.contains("+\"60%\" #FFFFFF 17 pt in 50,50,200,20"))
        #expect(!lines.contains { $0.hasPrefix("+  <rect") })
        for name in ["progress.default.svg", "progress.default~dark.txt", "progress.default~dark.svg"] {
            let heading = try #require(lines.firstIndex(of: "  \(name) does not match its snapshot"), "\(run)")
            #expect(lines[heading + 1] == "    reference: __snapshots__/\(name)")
        }
        #expect(lines.contains { $0.hasPrefix("  progress.default~dark.png does not match its snapshot: ") })
        #expect(lines.contains("    diff:      out/progress.default~dark.diff.png"))
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 1, "\(run)")
        #expect(lines.last == "18 snapshots of 1 document: 12 passed, 6 failed in 1 variant")
        // The Markdown summary has the one diff too.
        let summary = try sandbox.read("summary.md")
        #expect(summary.ranges(of: "<details>").count == 1, "\(summary)")
        #expect(summary.ranges(of: "\n--- ").count == 1, "\(summary)")
    }

    /// `.designer-snapshot.json` gives every run its options, so a run without them sees the
    /// same snapshots and no orphans; an option given wins over it.
    @Test func theConfigurationFileGivesEveryRunItsOptions() throws {
        let sandbox = try Sandbox()
        try sandbox.write("screens/bars/progress.json", progressBarDocument)
        try sandbox.write(
            "screens/.designer-snapshot.json",
            #"{"format": ["text", "png"], "appearance": "light,dark", "scale": 2, "matrix": ["percent=0"]}"#)
        let recorded = sandbox.runInProcess(["snapshot", "screens/bars"])
        #expect(recorded.status == 0, "\(recorded)")
        #expect(
            try SnapshotTests.files(in: sandbox, "screens/bars/__snapshots__").keys.sorted() == [
                "progress.default.txt", "progress.default@2x.png", "progress.default~dark.txt",
                "progress.default~dark@2x.png", "progress.percent-0.txt", "progress.percent-0@2x.png",
                "progress.percent-0~dark.txt", "progress.percent-0~dark@2x.png",
            ])
        // From inside the folder, without options: the same snapshots, and none an orphan.
        let again = sandbox.runInProcess(["snapshot", "--check", "--prune"], in: "screens/bars")
        #expect(again == Run(status: 0, stdout: "8 snapshots of 1 document: 8 passed\n", stderr: ""), "\(again)")
        // An option wins over the file's; the snapshots of the file's other formats are no orphans.
        let svg = sandbox.runInProcess(["snapshot", "--format", "svg", "--scale", "1", "--prune", "screens"])
        #expect(svg.status == 0, "\(svg)")
        #expect(svg.stdout.hasSuffix("4 snapshots of 1 document: 0 passed, 4 recorded\n"), "\(svg)")
        #expect(try SnapshotTests.files(in: sandbox, "screens/bars/__snapshots__").count == 12)
    }

    @Test(arguments: [
        (
            #"{"format": "text,pngg"}"#,
            "1:12: error: 'pngg' is not a snapshot format; use text, svg or png. Did you mean 'png'?"
        ),
        (#"{"format": ["text", 2]}"#, "1:21: error: 'format' lists strings, not a number"),
        (
            #"{"appearance": ["light", "drak"]}"#,
            "1:26: error: 'drak' is not an appearance; use light, dark or light,dark. Did you mean 'dark'?"
        ),
        (#"{"scale": 4}"#, "1:11: error: '4' is not a scale; use 1, 2 or 3"),
        (#"{"apperance": "dark"}"#, "1:2: error: unknown key 'apperance'; did you mean 'appearance'?"),
        (
            "[1]",
            #"1:1: error: a snapshot configuration is an object such as {"format": "text,png"}, not an array"#
        ),
        (
            "{\n  \"matrix\": \"percent\"\n}",
            "2:13: error: expected --matrix KEY=VALUE,VALUE,…, such as percent=0,50,100, not 'percent'"
        ),
        (#"{"format": "text", "format": "svg"}"#, "1:20: error: duplicate key 'format'"),
    ])
    func aBadConfigurationIsAnErrorAtItsPlace(text: String, error: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        try sandbox.write(".designer-snapshot.json", text)
        let run = sandbox.runInProcess(["snapshot"])
        #expect(run == Run(status: 64, stdout: "", stderr: ".designer-snapshot.json:\(error)\n"))
        #expect(try sandbox.read(".designer-snapshot.json") == text)
        #expect(try SnapshotTests.files(in: sandbox, "__snapshots__").isEmpty)
    }

    /// A run clears what earlier runs wrote in the artifacts folder, and nothing else there.
    @Test func theArtifactsFolderHoldsOneRunsFilesAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        try sandbox.write(".build/designer-snapshots/notes.txt", "mine")
        try sandbox.write("keep.txt", "not designer's")
        #expect(sandbox.runInProcess(["snapshot"]).status == 0)
        #expect(sandbox.runInProcess(["set", "-f", "progress.json", "percent=60"]).status == 0)
        #expect(sandbox.runInProcess(["snapshot", "--check"]).status == 1)
        let artifacts = try SnapshotTests.files(in: sandbox, ".build/designer-snapshots")
        #expect(
            artifacts.keys.sorted() == [
                ".designer-artifacts", "notes.txt", "progress.default.actual.png", "progress.default.actual.svg",
                "progress.default.actual.txt", "progress.default.diff.png",
            ])

        #expect(sandbox.runInProcess(["set", "-f", "progress.json", "percent=50"]).status == 0)
        // A list that names a file outside the folder does not have it deleted.
        var list = try sandbox.bytes(".build/designer-snapshots/.designer-artifacts")
        list.append(contentsOf: Array("../../keep.txt".utf8) + [0])
        try sandbox.write(".build/designer-snapshots/.designer-artifacts", list)
        #expect(sandbox.runInProcess(["snapshot", "--check"]).status == 0)
        #expect(try SnapshotTests.files(in: sandbox, ".build/designer-snapshots").keys.sorted() == ["notes.txt"])
        #expect(try sandbox.read("keep.txt") == "not designer's")
    }

    /// A designer of the author's own names itself in the command it advises.
    @Test func messagesNameTheDesignerThatRuns() throws {
        let sandbox = try Sandbox()
        try sandbox.write("progress.json", progressBarDocument)
        let own = sandbox.path("cardsmith")
        try FileManager.default.createSymbolicLink(atPath: own, withDestinationPath: Binary.designer.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: own)
        process.arguments = ["snapshot", "--check", "--format", "text"]
        process.currentDirectoryURL = sandbox.url
        process.environment = ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(
            text.contains(
                "error: progress.default.txt has no snapshot, and the record mode is never; record it with cardsmith snapshot --record missing\n"
            ), "\(text)")
    }
}
