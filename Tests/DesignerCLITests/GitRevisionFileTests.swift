import Foundation
import TestTools
import Testing

@testable import DesignerCLI

/// Reading a document as a git revision holds it, with the real `git` in a repository made for
/// each test: every form of revision, paths with spaces and accents, from another folder, a
/// deleted file, a worktree, and each failure as one line.
@Suite struct GitRevisionFileTests {
    static let document = "App/Base.lproj/Main Screen ü.json"
    static let first = #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
    static let second = #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}"#

    /// A repository in `sandbox/repo`: the document at `first` (commit tagged `v1`, on the branch
    /// `first`), then at `second` with `Added.json` new (HEAD); `Gone/Old.json` is in both
    /// commits and deleted from the working tree with its folder.
    struct Repository {
        let sandbox: Sandbox
        let firstCommit: String

        init() throws {
            let sandbox = try Sandbox()
            func git(_ arguments: [String], in folder: String? = nil) throws -> String {
                try GitRevisionFileTests.git(arguments, in: folder ?? sandbox.path("repo"), home: sandbox.path)
            }
            _ = try git(["init", "-q", "-b", "main", "repo"], in: sandbox.path)
            try sandbox.write("repo/" + GitRevisionFileTests.document, GitRevisionFileTests.first)
            try sandbox.write("repo/Gone/Old.json", GitRevisionFileTests.first)
            _ = try git(["add", "."])
            _ = try git(["commit", "-q", "-m", "first"])
            _ = try git(["tag", "v1"])
            _ = try git(["branch", "first"])
            firstCommit = try git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
            try sandbox.write("repo/" + GitRevisionFileTests.document, GitRevisionFileTests.second)
            try sandbox.write("repo/Added.json", GitRevisionFileTests.second)
            _ = try git(["add", "."])
            _ = try git(["commit", "-q", "-m", "second"])
            try FileManager.default.removeItem(atPath: sandbox.path("repo/Gone"))
            self.sandbox = sandbox
        }

        /// What git printed, run in `folder` (the repository by default).
        @discardableResult
        func git(_ arguments: [String], in folder: String? = nil) throws -> String {
            try GitRevisionFileTests.git(arguments, in: folder ?? sandbox.path("repo"), home: sandbox.path)
        }

        func read(_ revision: String, _ path: String, from folder: String? = nil, path searchPath: String? = nil)
            throws(GitError) -> GitRevisionFile
        {
            try GitRevisionFile.read(
                revision: revision, path: path, workingDirectory: folder ?? sandbox.path("repo"),
                environment: GitRevisionFileTests.environment(home: sandbox.path, path: searchPath))
        }
    }

    /// The environment git runs with in these tests: no configuration of this machine's.
    static func environment(home: String, path: String? = nil) -> [String: String] {
        [
            "PATH": path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home,
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "tester@example.com",
            "GIT_COMMITTER_NAME": "Tester", "GIT_COMMITTER_EMAIL": "tester@example.com",
        ]
    }

    static func git(_ arguments: [String], in folder: String, home: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.git.executable())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment(home: home)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.needs(.git)) func everyFormOfRevisionReadsTheFileAsThatCommitHoldsIt() throws {
        let repository = try Repository()
        for revision in ["HEAD~1", "v1", "first", repository.firstCommit, String(repository.firstCommit.prefix(12))] {
            let file = try repository.read(revision, Self.document)
            #expect(String(decoding: file.bytes, as: UTF8.self) == Self.first, "\(revision)")
            #expect(file.name == "\(revision):\(Self.document)")
        }
        #expect(try repository.read("HEAD", Self.document).bytes == Array(Self.second.utf8))
        #expect(try repository.read("main", Self.document).pathInRepository == Self.document)
    }

    @Test(.needs(.git)) func aPathIsReadFromTheFolderItIsGivenFrom() throws {
        let repository = try Repository()
        let sandbox = repository.sandbox
        // From a subfolder, from outside the repository, and absolute from anywhere.
        let readings = [
            try repository.read("v1", "Base.lproj/Main Screen ü.json", from: sandbox.path("repo/App")),
            try repository.read("v1", "repo/" + Self.document, from: sandbox.path),
            try repository.read("v1", sandbox.path("repo/" + Self.document), from: "/"),
            try repository.read("v1", "../" + Self.document, from: sandbox.path("repo/Gone-not-there/..") + "/App"),
        ]
        for file in readings {
            #expect(file.pathInRepository == Self.document)
            #expect(file.bytes == Array(Self.first.utf8))
        }
    }

    @Test(.needs(.git)) func aFileLargerThanAPipeHoldsIsReadWhole() throws {
        let repository = try Repository()
        let views = (0..<40_000).map { #"{"id": "v\#($0)", "class": "View"}"# }.joined(separator: ",\n")
        let large = #"{"class": "View", "subviews": ["# + views + "]}"
        try repository.sandbox.write("repo/Large.json", large)
        try repository.git(["add", "Large.json"])
        try repository.git(["commit", "-q", "-m", "large"])
        try repository.sandbox.write("repo/Large.json", "changed")
        #expect(try repository.read("HEAD", "Large.json").bytes == Array(large.utf8))
    }

    @Test(.needs(.git)) func aFileDeletedWithItsFolderIsReadFromTheRevision() throws {
        let repository = try Repository()
        let file = try repository.read("HEAD", "Gone/Old.json")
        #expect(file.name == "HEAD:Gone/Old.json")
        #expect(file.bytes == Array(Self.first.utf8))
    }

    @Test(.needs(.git)) func aWorktreeFindsItsRepositoryThroughItsGitFile() throws {
        let repository = try Repository()
        try repository.git(["worktree", "add", "-q", repository.sandbox.path("other"), "first"])
        let file = try repository.read("main", Self.document, from: repository.sandbox.path("other"))
        #expect(file.bytes == Array(Self.second.utf8))
    }

    @Test(.needs(.git)) func eachFailureIsOneLineThatNamesTheRevisionAndThePath() throws {
        let repository = try Repository()
        let sandbox = repository.sandbox
        try sandbox.write("plain/Loose.json", Self.first)
        let empty = sandbox.path("no-programs")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let cases: [(() throws(GitError) -> GitRevisionFile, String)] = [
            (
                { () throws(GitError) in try repository.read("HEAD~1", "Added.json") },
                "HEAD~1:Added.json: error: path 'Added.json' exists on disk, but not in 'HEAD~1'"
            ),
            (
                { () throws(GitError) in try repository.read("v1", "Gone/New.json") },
                "v1:Gone/New.json: error: path 'Gone/New.json' does not exist in 'v1'"
            ),
            (
                { () throws(GitError) in try repository.read("nope", Self.document) },
                "nope:\(Self.document): error: unknown revision 'nope': git has no commit by that name"
            ),
            (
                { () throws(GitError) in try repository.read("HEAD", "App") },
                "HEAD:App: error: it is a folder in HEAD, not a file"
            ),
            (
                { () throws(GitError) in try repository.read("--output=x", Self.document) },
                "error: '--output=x' is not a revision: one that starts with '-' would be read as an option"
            ),
            (
                { () throws(GitError) in try repository.read("HEAD", "Loose.json", from: sandbox.path("plain")) },
                "Loose.json: error: it is not in a git repository"
            ),
            (
                { () throws(GitError) in try repository.read("HEAD", Self.document, path: empty) },
                "\(Self.document): error: git is not installed: no 'git' on PATH to read the revision with"
            ),
        ]
        for (read, message) in cases {
            do {
                let file = try read()
                Issue.record("read \(file.name)")
            } catch {
                #expect(error.description == message)
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test(.needs(.git)) func aFileTheWorkingTreeStillHasButTheRevisionNotIsSaidSo() throws {
        let repository = try Repository()
        do {
            _ = try repository.read(repository.firstCommit, "Added.json")
            Issue.record("read a file the commit does not have")
        } catch {
            // git's own words, the commit named as the user named it.
            #expect(error.file == "\(repository.firstCommit):Added.json")
            #expect(error.message.contains("'\(repository.firstCommit)'"))
            #expect(error.message.contains("Added.json"))
        }
    }

    @Test func aRevisionThatLooksLikeAnOptionIsAUsageError() {
        let error = GitError.notARevision("-p").commandError(nil)
        #expect(error.status == ExitStatus.usage)
        #expect(GitError.notInRepository(file: "a.json").commandError(nil).status == ExitStatus.failure)
    }
}
