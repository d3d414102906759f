import Foundation
import Testing

/// `designer textconv` and `designer diff` as git runs them, in a repository of a test's own.
@Suite struct TextconvGitTests {
    /// The git on the search path, if any.
    static let gitPath: String? = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs git in `folder` with `arguments`; its standard output, or the failure.
    private func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.gitPath))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        // No user or system configuration: the test's repository says everything.
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1", "GIT_PAGER": "cat",
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    /// A repository whose xibs git compares through `designer textconv`, with `Card.xib`
    /// committed and then edited in the work tree.
    private func repository() throws -> Sandbox {
        let sandbox = try Sandbox()
        _ = try git(["init", "-q"], in: sandbox.path)
        try sandbox.write(".gitattributes", "*.storyboard diff=designer\n*.xib diff=designer\n")
        _ = try git(["config", "diff.designer.textconv", "'\(Binary.designer.path)' textconv"], in: sandbox.path)
        try sandbox.write("Card.xib", DiffFixture.xib)
        _ = try git(["add", "."], in: sandbox.path)
        _ = try git(["commit", "-q", "-m", "Add the card"], in: sandbox.path)
        try sandbox.write("Card.xib", DiffFixture.edited)
        return sandbox
    }

    @Test(.enabled(if: gitPath != nil, "git is not installed"))
    func gitDiffShowsValueLinesInsteadOfXML() throws {
        let sandbox = try repository()
        let diff = try git(["diff"], in: sandbox.path)
        let lines = diff.split(separator: "\n").map(String.init)
        #expect(lines.contains("-            text = \"Title\""), "\(diff)")
        #expect(lines.contains("+            text = \"Headline\""), "\(diff)")
        #expect(lines.contains("+        switch #toggle"), "\(diff)")
        #expect(!diff.contains("<label"))
        // git log -p and git show read the committed versions the same way.
        _ = try git(["commit", "-q", "-a", "-m", "Rename the title"], in: sandbox.path)
        let show = try git(["show", "HEAD"], in: sandbox.path)
        #expect(show.contains("+            text = \"Headline\"\n"), "\(show)")
        let log = try git(["log", "-p"], in: sandbox.path)
        #expect(log.contains("+            text = \"Title\"\n"), "\(log)")
    }

    /// A version that is no document (conflict markers committed) must not stop `git log -p` at
    /// it: git stops the whole command at a textconv that fails.
    @Test(.enabled(if: gitPath != nil, "git is not installed"))
    func aBrokenVersionInHistoryLeavesGitLogWhole() throws {
        let sandbox = try repository()
        try sandbox.write("Card.xib", "<<<<<<< HEAD\n" + DiffFixture.xib + "=======\n>>>>>>> theirs\n")
        _ = try git(["commit", "-q", "-a", "-m", "Commit a conflict"], in: sandbox.path)
        try sandbox.write("Card.xib", DiffFixture.edited)
        _ = try git(["commit", "-q", "-a", "-m", "Resolve it"], in: sandbox.path)
        let log = try git(["log", "-p"], in: sandbox.path)
        #expect(log.contains("Add the card"), "\(log)")
        #expect(log.contains("+<<<<<<< HEAD\n"), "\(log)")
        #expect(log.contains("+            text = \"Headline\"\n"), "\(log)")
    }

    @Test(.enabled(if: gitPath != nil, "git is not installed"))
    func gitDifftoolRunsDiff() throws {
        let sandbox = try repository()
        let designer = "'\(Binary.designer.path)'"
        let extcmd = try git(["difftool", "-y", "-x", "\(designer) diff", "--", "Card.xib"], in: sandbox.path)
        #expect(extcmd.contains("    text: \"Title\" → \"Headline\"\n"), "\(extcmd)")
        _ = try git(["config", "difftool.designer.cmd", "\(designer) diff \"$LOCAL\" \"$REMOTE\""], in: sandbox.path)
        let tool = try git(["difftool", "-y", "-t", "designer", "--", "Card.xib"], in: sandbox.path)
        #expect(tool == extcmd)
    }
}
