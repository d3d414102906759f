import Inspectable

/// What `designer diff` compares, as the shape of its arguments says: two documents
/// (`OLD NEW`), or documents as a git revision holds them against the working files
/// (`REV -- PATH…`).
///
/// `--` tells the shapes apart, as it does for `git diff`: before it comes one revision, after it
/// one path or more, each a document compared with its own version at the revision. Options go
/// before `--`; everything after it is a path.
///
///     designer diff old.storyboard new.storyboard     // .files(old:new:)
///     designer diff HEAD~1 -- App/Main.storyboard     // .revision("HEAD~1", paths: [...])
///     designer diff main -- A.storyboard B.xib        // one comparison per path
enum DiffOperands: Equatable, Sendable {
    /// `OLD NEW`: two documents; either may be `-`, standard input.
    case files(old: String, new: String)
    /// `REV -- PATH…`: each path's version at the revision (`GitRevisionFile`) against the file.
    case revision(String, paths: [String])

    /// The operands `arguments` give, or a usage error of `spec` that says which shape was meant.
    init(_ arguments: ParsedArguments, spec: CommandSpec?) throws(CLIError) {
        try self.init(arguments.positionals, separatorAt: arguments.positionalsBeforeSeparator, spec: spec)
    }

    /// The operands of `positionals`, of which `separatorAt` came before `--` (`nil`: there was
    /// no `--`).
    init(_ positionals: [String], separatorAt: Int?, spec: CommandSpec?) throws(CLIError) {
        let shapes =
            "Give two documents (OLD NEW), or a git revision and the documents to compare with it (REV -- PATH…)."
        guard let separatorAt else {
            guard positionals.count == 2 else {
                if positionals.count > 2 {
                    throw .usage(
                        "Unexpected argument \(Printable.quoted(positionals[2])): diff compares two documents; to compare documents with a git revision, give REV -- PATH….",
                        spec)
                }
                throw .usage(shapes, spec)
            }
            if positionals == ["-", "-"] {
                throw .usage("Standard input ('-') can be read once: give it for OLD or for NEW.", spec)
            }
            self = .files(old: positionals[0], new: positionals[1])
            return
        }
        guard separatorAt == 1 else {
            throw .usage(
                separatorAt == 0
                    ? "The revision comes before '--': REV -- PATH…."
                    : "One revision comes before '--', not \(separatorAt): REV -- PATH…; to compare two documents, give OLD NEW without '--'.",
                spec)
        }
        let revision = positionals[0]
        let paths = Array(positionals.dropFirst())
        if revision.isEmpty || revision.hasPrefix("-") { throw GitError.notARevision(revision).commandError(spec) }
        guard !paths.isEmpty else {
            throw .usage("Give the documents to compare with \(Printable.quoted(revision)) after '--'.", spec)
        }
        for (index, path) in paths.enumerated() {
            if path.isEmpty { throw .usage("A path after '--' is empty.", spec) }
            if path == "-" {
                throw .usage(
                    "Standard input ('-') has no version in git: give the path of a document after '--'.", spec)
            }
            if paths[..<index].contains(path) { throw .usage("\(Printable.quoted(path)) is given twice.", spec) }
        }
        self = .revision(revision, paths: paths)
    }
}
