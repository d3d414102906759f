import Inspectable

/// Why a file could not be read at a git revision (`GitRevisionFile.read`), each in one line. Each
/// but `notARevision` names the file: as the user gave its path, or as `REV:path` once it is known
/// in the repository.
enum GitError: Error, Equatable, CustomStringConvertible {
    /// The revision starts with `-` (or is empty), which git would read as an option.
    case notARevision(String)
    /// No `git` on `PATH`.
    case gitMissing(file: String)
    /// git is there but could not be started: its path and the system's reason.
    case gitNotStarted(file: String, git: String, reason: String)
    /// The file is in no git repository.
    case notInRepository(file: String)
    /// git knows no commit by the revision.
    case unknownRevision(String, file: String)
    /// The revision has no file at the path: git's message as one line, the commit named by the
    /// revision.
    case notInRevision(file: String, message: String)
    /// git failed otherwise (a repository it will not read, a damaged one): its message as one line.
    case gitFailed(file: String, message: String)

    /// What went wrong, without the file.
    var message: String {
        switch self {
        case .notARevision(let revision) where revision.isEmpty: "the revision is empty"
        case .notARevision(let revision):
            "\(Printable.quoted(revision)) is not a revision: one that starts with '-' would be read as an option"
        case .gitMissing: "git is not installed: no 'git' on PATH to read the revision with"
        case .gitNotStarted(_, let git, let reason): "\(git) could not be started: \(reason)"
        case .notInRepository: "it is not in a git repository"
        case .unknownRevision(let revision, _):
            "unknown revision \(Printable.quoted(revision)): git has no commit by that name"
        case .notInRevision(_, let message), .gitFailed(_, let message): message
        }
    }

    /// The file the error is about; `nil` for a revision that is not one.
    var file: String? {
        switch self {
        case .notARevision: nil
        case .gitMissing(let file), .gitNotStarted(let file, _, _), .notInRepository(let file),
            .unknownRevision(_, let file), .notInRevision(let file, _), .gitFailed(let file, _):
            file
        }
    }

    /// `file: error: message`, as the command line prints it.
    var description: String { file.map { "\($0): error: \(message)" } ?? "error: \(message)" }

    /// The error as a command reports it: a revision that looks like an option is a usage error
    /// (exit 64); the others keep the file from being read (exit 1).
    func commandError(_ spec: CommandSpec?) -> CLIError {
        guard let file else { return .usage(message.prefix(1).uppercased() + message.dropFirst() + ".", spec) }
        return .file(FileError(file, message))
    }
}
