import DesignerCLI
import DesignerCore
import Foundation
import Rendering
import TestTools
import Testing

/// `designer diff REV -- PATH…` and `--images`, end to end: the built binary against a real git
/// repository made for each test.
@Suite struct DiffRevisionTests {
    /// A repository in `sandbox/repo` whose first commit holds `files`; the work tree is then
    /// changed to `working` (a `nil` text deletes the file).
    static func repository(_ files: [String: String], working: [String: String?] = [:]) throws -> Sandbox {
        let sandbox = try Sandbox()
        func git(_ arguments: [String]) throws {
            _ = try GitRevisionFileTests.git(arguments, in: sandbox.path("repo"), home: sandbox.path)
        }
        _ = try GitRevisionFileTests.git(["init", "-q", "-b", "main", "repo"], in: sandbox.path, home: sandbox.path)
        for (path, text) in files { try sandbox.write("repo/" + path, text) }
        try git(["add", "."])
        try git(["commit", "-q", "-m", "first"])
        for (path, text) in working {
            if let text {
                try sandbox.write("repo/" + path, text)
            } else {
                try FileManager.default.removeItem(atPath: sandbox.path("repo/" + path))
            }
        }
        return sandbox
    }

    /// Runs the built `designer` in `folder` of `sandbox`, with the `git` these tests found.
    static func designer(_ sandbox: Sandbox, _ arguments: [String], in folder: String? = nil) throws -> Run {
        let git = try ExternalTool.git.executable()
        return try sandbox.run(
            arguments,
            environment: ["PATH": String(git[..<(git.lastIndex(of: "/") ?? git.startIndex)]) + ":/usr/bin:/bin"],
            in: folder)
    }

    static let editedCard = """
        view "Card" #card
          - constraint "Title".leading = superview.leading + 16
          + constraint "Headline".leading = superview.leading + 24
          label "Headline" #title
            frame: (16, 16, 288, 21) → (24, 16, 288, 21)
            text: "Title" → "Headline"
          + switch #toggle in view "Card" #card at 2
        2 objects changed, 1 added.

        """

    @Test(.needs(.git)) func aChangeSinceTheRevisionIsListedAndExitsWith1() throws {
        let sandbox = try Self.repository(
            ["App/Card.xib": DiffFixture.xib], working: ["App/Card.xib": DiffFixture.edited])
        let run = try Self.designer(sandbox, ["diff", "HEAD", "--", "App/Card.xib"], in: "repo")
        #expect(run == Run(status: 1, stdout: Self.editedCard, stderr: ""))
        // From the document's own folder, by its path there.
        #expect(try Self.designer(sandbox, ["diff", "main", "--", "Card.xib"], in: "repo/App") == run)
        let markdown = try Self.designer(
            sandbox, ["diff", "--format", "markdown", "HEAD", "--", "App/Card.xib"], in: "repo")
        #expect(markdown.status == 1)
        #expect(markdown.stdout.hasPrefix("### `HEAD:App/Card.xib` → `App/Card.xib`\n"), "\(markdown)")
        #expect(try sandbox.read("repo/App/Card.xib") == DiffFixture.edited)
    }

    @Test(.needs(.git)) func noChangeInMeaningExitsWith0() throws {
        let sandbox = try Self.repository(
            ["Card.xib": DiffFixture.xib, "Same.xib": DiffFixture.xib], working: ["Card.xib": DiffFixture.resaved])
        #expect(
            try Self.designer(sandbox, ["diff", "HEAD", "--", "Card.xib", "Same.xib"], in: "repo")
                == Run(status: 0, stdout: "", stderr: ""))
    }

    /// Several paths: each document compared with its own old version, the changed ones headed by
    /// their names; JSON an array of one report per path.
    @Test(.needs(.git)) func eachPathIsComparedWithItsOwnVersion() throws {
        let sandbox = try Self.repository(
            ["A/Card.xib": DiffFixture.xib, "B/Card.xib": DiffFixture.xib], working: ["B/Card.xib": DiffFixture.edited])
        let run = try Self.designer(sandbox, ["diff", "HEAD", "--", "A/Card.xib", "B/Card.xib"], in: "repo")
        #expect(run == Run(status: 1, stdout: "HEAD:B/Card.xib → B/Card.xib\n" + Self.editedCard, stderr: ""))
        let json = try Self.designer(
            sandbox, ["diff", "--format", "json", "HEAD", "--", "A/Card.xib", "B/Card.xib"], in: "repo")
        #expect(json.status == 1)
        let reports = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(reports.map { $0["old"] as? String } == ["HEAD:A/Card.xib", "HEAD:B/Card.xib"])
        #expect(reports.map { $0["identical"] as? Bool } == [true, false])
        #expect(reports.allSatisfy { $0["images"] == nil })
    }

    @Test(.needs(.git)) func imagesAreWrittenAndEveryFormNamesThem() throws {
        let old = DiffPicturesTests.storyboard([
            .init(id: "scn-a", text: "Hello"), .init(id: "scn-b", text: "Same"), .init(id: "scn-c", text: "Quiet"),
        ])
        // scn-a's label moves; scn-c's gets a label in the outline, which is not drawn.
        let new = DiffPicturesTests.storyboard([
            .init(id: "scn-a", text: "Hello", x: 28), .init(id: "scn-b", text: "Same"),
            .init(id: "scn-c", text: "Quiet"),
        ]).replacingOccurrences(of: #"id="label-2""#, with: #"id="label-2" userLabel="Hint""#)
        let sandbox = try Self.repository(["App/Main.storyboard": old], working: ["App/Main.storyboard": new])
        let arguments = ["--images", "review dir", "--device", "320x480", "HEAD", "--", "App/Main.storyboard"]
        let markdown = try Self.designer(sandbox, ["diff", "--format", "markdown"] + arguments, in: "repo")
        #expect(markdown.status == 1, "\(markdown)")
        #expect(markdown.stderr == "")
        let names = [
            "Main-scn-a-before.png", "Main-scn-a-after.png", "Main-scn-a-diff.png", "Main-scn-c-before.png",
            "Main-scn-c-after.png", "Main-scn-c-diff.png",
        ]
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path("repo/review dir")).sorted()
                == names.sorted())
        let before = try PNGDecoder.decode(Array(try sandbox.bytes("repo/review dir/Main-scn-a-before.png")))
        #expect((before.width, before.height) == (320, 480))
        let lines = markdown.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for expected in [
            "| Before | After | Difference |",
            "| ![before](review%20dir/Main-scn-a-before.png) | ![after](review%20dir/Main-scn-a-after.png) | ![difference](review%20dir/Main-scn-a-diff.png) |",
            "No visible change: [before](review%20dir/Main-scn-c-before.png), [after](review%20dir/Main-scn-c-after.png), [difference](review%20dir/Main-scn-c-diff.png).",
        ] {
            #expect(lines.contains(expected), "\(expected) in\n\(markdown.stdout)")
        }
        #expect(!markdown.stdout.contains("\n\n\n"))
        let text = try Self.designer(sandbox, ["diff"] + arguments, in: "repo")
        let pictureLines = text.stdout.split(separator: "\n").filter { $0.contains("pictures: ") }
        #expect(pictureLines.count == 2, "\(text)")
        #expect(pictureLines.first?.hasPrefix("  pictures: review dir/Main-scn-a-before.png, ") == true)
        #expect(pictureLines.first?.hasSuffix(" pixels differ)") == true)
        #expect(pictureLines.last?.hasSuffix("review dir/Main-scn-c-diff.png (no visible change)") == true)
        let json = try Self.designer(sandbox, ["diff", "--format", "json"] + arguments, in: "repo")
        let report = try #require(
            (JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
        let images = try #require(report["images"] as? [[String: Any]])
        #expect(images.map { $0["file"] as? String } == names.map { "review dir/" + $0 })
        #expect(images.map { $0["kind"] as? String } == ["before", "after", "diff", "before", "after", "diff"])
        #expect((images[2]["differingPixels"] as? Int ?? 0) > 0)
        #expect(images[5]["differingPixels"] as? Int == 0)
        #expect(images[0]["differingPixels"] is NSNull)
        #expect(try sandbox.read("repo/App/Main.storyboard") == new)
    }

    /// Two files compared directly: a JSON document is drawn whole, its pictures named after
    /// its changes.
    @Test func picturesOfAJSONDocumentFollowItsChanges() throws {
        let sandbox = try Sandbox()
        let old =
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 40, "height": 30}, "attributes": {"backgroundColor": "white"}}"#
        try sandbox.write("old.json", old)
        try sandbox.write("new.json", old.replacingOccurrences(of: "white", with: "black"))
        let text = sandbox.runInProcess(["diff", "--images", "out/", "old.json", "new.json"])
        #expect(
            text.stdout.hasSuffix(
                "pictures: out/new-before.png, out/new-after.png, out/new-diff.png (1200 pixels differ)\n1 object changed.\n"
            ),
            "\(text)")
        let markdown = sandbox.runInProcess(["diff", "--images", "out", "--format", "markdown", "old.json", "new.json"])
        #expect(
            markdown.stdout.hasSuffix(
                "| ![before](out/new-before.png) | ![after](out/new-after.png) | ![difference](out/new-diff.png) |\n\n1 object changed.\n"
            ), "\(markdown)")
    }

    static let errors: [(name: String, arguments: [String], folder: String, status: Int32, stderr: String)] = [
        (
            "unknown revision", ["diff", "nope~3", "--", "Card.xib"], "repo", 2,
            "nope~3:Card.xib: error: unknown revision 'nope~3': git has no commit by that name\n"
        ),
        (
            "not in a repository", ["diff", "HEAD", "--", "Loose.xib"], "", 2,
            "Loose.xib: error: it is not in a git repository\n"
        ),
        (
            "no working file", ["diff", "HEAD", "--", "Gone.xib"], "repo", 2,
            "Gone.xib: error: No such file or directory\n"
        ),
        (
            "not in the revision", ["diff", "HEAD", "--", "New.xib"], "repo", 2,
            "HEAD:New.xib: error: path 'New.xib' exists on disk, but not in 'HEAD'\n"
        ),
        (
            "a drawing option without --images", ["diff", "--device", "320x480", "HEAD", "--", "Card.xib"], "repo", 64,
            "Error: --device is how the --images pictures are drawn; give it with --images FOLDER.\n"
        ),
        (
            "pictures into a file", ["diff", "--images", "Card.xib", "HEAD", "--", "Card.xib"], "repo", 2,
            "Card.xib: error: it is a file, not a folder\n"
        ),
    ]

    /// Each failure is one line on standard error (a usage error its usage after it), no
    /// report, and every file as it was.
    @Test(.needs(.git), arguments: errors)
    func aFailureIsOneLineAndTheRightStatus(
        name: String, arguments: [String], folder: String, status: Int32, stderr: String
    ) throws {
        let sandbox = try Self.repository(
            ["Card.xib": DiffFixture.xib, "Gone.xib": DiffFixture.xib],
            working: ["Card.xib": DiffFixture.edited, "Gone.xib": nil, "New.xib": DiffFixture.xib])
        try sandbox.write("Loose.xib", DiffFixture.xib)
        let run = try Self.designer(sandbox, arguments, in: folder.isEmpty ? nil : folder)
        #expect(run.status == status, "\(name): \(run)")
        #expect(run.stdout == "", "\(name)")
        #expect(run.stderr.hasPrefix(stderr), "\(name): \(run.stderr)")
        if status != ExitStatus.usage { #expect(run.stderr == stderr, "\(name)") }
        #expect(try sandbox.read("repo/Card.xib") == DiffFixture.edited)
        #expect(try sandbox.read("Loose.xib") == DiffFixture.xib)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path("repo")).sorted() == [
                ".git", "Card.xib", "New.xib",
            ])
    }
}
