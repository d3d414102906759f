import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file as a git revision holds it: what `designer diff REV -- PATH` compares the working file
/// with.
///
/// The path is the one the user gives, relative to the working folder or absolute; the
/// repository is the one that holds it, wherever the working folder is (a worktree's `.git` file
/// leads to it as a `.git` folder does). The bytes are git's as a checkout would write them
/// (`git cat-file --filters`: line endings and other filters applied), so that they compare with
/// the working file. The file need not be in the working tree any more: a deleted file is read
/// from the revision all the same.
///
///     let old = try GitRevisionFile.read(
///         revision: "HEAD~1", path: "App/Base.lproj/Main.storyboard",
///         workingDirectory: nil, environment: writer.environment)
///     old.name  // "HEAD~1:App/Base.lproj/Main.storyboard"
struct GitRevisionFile: Sendable {
    /// The revision as the user gave it: `HEAD~1`, a branch, a tag or a commit's hash.
    let revision: String
    /// The file's path in the repository, from its top folder: `App/Base.lproj/Main.storyboard`.
    let pathInRepository: String
    /// The file's contents at the revision.
    let bytes: [UInt8]

    /// How the file is named to the user: `HEAD~1:App/Base.lproj/Main.storyboard`, as git names it.
    var name: String { "\(revision):\(pathInRepository)" }

    /// Reads `path` (relative to `workingDirectory`, `nil` for the process's folder, or absolute)
    /// as `revision` holds it, running the `git` on `environment`'s `PATH` with `environment`.
    static func read(revision: String, path: String, workingDirectory: String?, environment: [String: String])
        throws(GitError) -> GitRevisionFile
    {
        // git would read `--output=…` as an option; nothing git names a revision by starts with `-`.
        guard !revision.isEmpty, !revision.hasPrefix("-") else { throw .notARevision(revision) }
        guard let git = GitProgram.find(environment: environment) else { throw .gitMissing(file: path) }
        let (folder, below) = Self.existingFolder(of: FileSystem.path(path, from: workingDirectory))
        guard environment["GIT_DIR"] != nil || Self.repositoryMarker(above: folder) else {
            throw .notInRepository(file: path)
        }
        // Where the existing folder is in the repository, as git sees it (through links, in a worktree).
        let location = try run(git, ["-C", folder, "rev-parse", "--show-prefix"], file: path)
        guard location.status == 0 else { throw .gitFailed(file: path, message: location.errorLine) }
        let pathInRepository = text(location.output) + below.joined(separator: "/")
        let name = "\(revision):\(pathInRepository)"
        let commit = try run(
            git, ["-C", folder, "rev-parse", "--verify", "--quiet", revision + "^{commit}"], file: name)
        guard commit.status == 0 else { throw .unknownRevision(revision, file: name) }
        let hash = text(commit.output)
        let object = hash + ":" + pathInRepository
        // git names the commit by its hash; the user named it by the revision.
        func notInRevision(_ run: GitProgram.Run) -> GitError {
            .notInRevision(file: name, message: run.errorLine.replacing(hash, with: revision))
        }
        let type = try run(git, ["-C", folder, "cat-file", "-t", object], file: name)
        guard type.status == 0 else { throw notInRevision(type) }
        guard text(type.output) == "blob" else {
            let kind = text(type.output) == "tree" ? "a folder" : "a \(text(type.output))"
            throw .notInRevision(file: name, message: "it is \(kind) in \(revision), not a file")
        }
        let contents = try run(git, ["-C", folder, "cat-file", "--filters", object], file: name)
        guard contents.status == 0 else { throw notInRevision(contents) }
        return GitRevisionFile(revision: revision, pathInRepository: pathInRepository, bytes: contents.output)
    }

    /// A finished run of git with `arguments`, whatever its status; one that could not start is
    /// an error about `file`.
    private static func run(_ git: GitProgram, _ arguments: [String], file: String) throws(GitError)
        -> GitProgram.Run
    {
        switch git.run(arguments) {
        case .success(let run): return run
        case .failure(let failure): throw .gitNotStarted(file: file, git: git.path, reason: failure.reason)
        }
    }

    /// Output of git's that is one line, without its newline.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }

    /// The nearest folder of `path` that exists, and the names below it to `path`'s own, with
    /// `.` and `..` among them resolved: a deleted file's folder may be gone too.
    static func existingFolder(of path: String) -> (folder: String, below: [String]) {
        var (folder, name) = FileSystem.split(path)
        var below = [name]
        while folder != "/", folder != ".", FileSystem.kind(of: folder) == .missing {
            let (parent, part) = FileSystem.split(folder)
            below.insert(part, at: 0)
            folder = parent
        }
        var resolved: [String] = []
        for part in below where part != "." && !part.isEmpty {
            if part == "..", !resolved.isEmpty { resolved.removeLast() } else { resolved.append(part) }
        }
        return (folder, resolved)
    }

    /// Whether `folder` or a folder above it holds `.git`: a repository's folder, or a worktree's
    /// or a submodule's file that leads to one.
    static func repositoryMarker(above folder: String) -> Bool {
        guard var current = FileSystem.realPath(folder) else { return false }
        while true {
            if FileSystem.kind(of: current + (current == "/" ? "" : "/") + ".git") != .missing { return true }
            if current == "/" { return false }
            current = FileSystem.split(current).folder
        }
    }
}
