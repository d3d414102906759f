import DesignerCore

/// One snapshot of one document, checked or recorded.
struct SnapshotResult: Sendable {
    enum Status: Sendable {
        case passed, recorded, updated, failed
    }

    let document: String
    /// What the snapshot is of: its variant, device, text size, language, appearance and format.
    let key: SnapshotKey
    /// Where the variant is declared, or the document's start.
    let location: SourceLocation
    /// The snapshot's file name: `<document>.<variant>.<ext>`.
    let name: String
    /// The snapshot's path, as the document's path is written.
    let path: String
    let status: Status
    /// Why it failed, in one line; what was written, for a recording.
    let message: String
    /// A diff, or the paths of the images to compare.
    let details: String
    /// The paths alone (the snapshot, the actual file, a diff image), as lines: what a report
    /// shows of a failure whose diff another of the same variant shows.
    var files = ""
    /// The files kept in the artifacts folder for it, by their labels: `actual`, `diff`.
    var artifacts: [(label: String, path: String)] = []
    var seconds: Double

    /// The variant's name with its device's, text size's and language's, whatever the
    /// appearance: a report shows the failures of one variant of one document as one.
    var variant: String { key.variantOnScreen }
    /// The format's place in `OutputFormat.files`, the most readable first: the failure of a
    /// variant whose diff a report shows.
    var formatRank: Int { key.formatRank }
}

/// Everything a run learned from one document.
struct DocumentOutcome: Sendable {
    let path: String
    var results: [SnapshotResult] = []
    /// Problems with the document or its variants, as `path:line:column: severity: message`;
    /// `file`, when it is not `nil`, is the file a problem is in instead (a strings table).
    var problems: [(severity: Diagnostic.Severity, location: SourceLocation?, message: String, file: String?)] = []
    /// The snapshot file names the document produces; `nil` when it could not be read, so that
    /// none of its snapshots is taken for an orphan.
    var producedNames: Set<String>? = nil
    /// How long the document took to check, all its snapshots together.
    var seconds: Double = 0
    /// Whether the `--matrix` was drawn for this document.
    var matrixFits = false
    /// Why the `--matrix` was not drawn for this document: a key names nothing in it.
    var matrixLacks: String? = nil

    var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// Adds `diagnostics` to the problems, in the order of their places in `source`; `placed`
    /// is false for places that are not in the file (those of a variant's edited text).
    mutating func report(_ diagnostics: [Diagnostic], in source: SourceText, placed: Bool = true) {
        for diagnostic in diagnostics.sorted(by: { $0.offset < $1.offset }) {
            let location = placed ? source.location(of: diagnostic.offset) : nil
            problems.append((diagnostic.severity, location, diagnostic.message, placed ? source.name : nil))
        }
    }

    /// Adds what stopped a language's drawing of the document (a strings table that cannot be
    /// read), each problem once, at its own file.
    mutating func report(_ error: CLIError, program: String) {
        switch error {
        case .document(let diagnostics, let source, _):
            report(diagnostics, in: source)
        case .file(let error):
            problems.append((.error, nil, error.reason, error.path))
        default:
            for line in error.lines(program: program) { problems.append((.error, nil, line, nil)) }
        }
    }

    /// Where `problem` is, as a diagnostic begins: `path:line:column`.
    func place(of problem: (severity: Diagnostic.Severity, location: SourceLocation?, message: String, file: String?))
        -> String
    {
        (problem.file ?? path) + (problem.location.map { ":\($0)" } ?? "")
    }
}
