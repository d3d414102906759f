import DesignerCore
import Inspectable

/// Why a command stopped, rendered in one place with the exit status it gives.
enum CLIError: Error {
    /// The command line is wrong: `Error:` then the usage and where to find help; exit 64.
    case usage(String, CommandSpec?)
    /// A value the command line (or the environment) gives is not one its option takes: the same
    /// as `usage`, with the message made from the data; exit 64.
    case invalidValue(InvalidValue, InvalidValue.Source, CommandSpec?)
    /// The command line asks for something that cannot be: one `Error:` line each; exit 64.
    case invalid([String])
    /// A configuration file, a ledger or a folder the command line names is wrong: its problem,
    /// printed as `path:line:column: error: …` (or `path: error: …`) without color; exit 64.
    case configuration(Diagnostic)
    /// A file cannot be read or written; exit 1.
    case file(FileError)
    /// Problems in a document, placed in its text, printed as `path:line:column: error: …` in the
    /// style of the standard error they were found for; exit 1.
    case document([Diagnostic], in: SourceText, DiagnosticStyle)
    /// Something in designer itself went wrong; the user's files were left alone; exit 1.
    case internalFailure(String)
    /// The command has reported its failure itself; exit 1.
    case failed
    /// A signal stopped the command after it had put everything back; exit 128 + the signal.
    case interrupted(Int32)
    /// A comparison could not be made (`diff`): the error's lines, and exit 2 where the error
    /// alone would exit 1, as diff(1) and cmp(1) do, so that 1 still means the two differ.
    indirect case comparison(CLIError)

    /// An error of a document as a whole, which no place in its text shows: `path: error: …`,
    /// printed without color.
    static func whole(_ document: Document, _ message: String) -> CLIError {
        let path = document.source.name
        let error = Diagnostic(.error, message, location: .file(path: path, nil), rule: .invalidDocument)
        return .document([error], in: document.source, .plain)
    }

    /// The problem `message` of the file at `path`, at `location` in it or of it as a whole.
    static func problem(in path: String, at location: SourceLocation? = nil, _ message: String) -> CLIError {
        .configuration(Diagnostic(.error, message, location: .file(path: path, location), rule: .invalidDocument))
    }

    /// The problem `message` at `offset` of a configuration's text.
    static func problem(in source: SourceText, at offset: Int, _ message: String) -> CLIError {
        problem(in: source.name, at: source.location(of: offset), message)
    }

    var status: Int32 {
        switch self {
        case .usage, .invalidValue, .invalid, .configuration: ExitStatus.usage
        case .file, .document, .internalFailure, .failed: ExitStatus.failure
        case .interrupted(let signal): 128 + signal
        case .comparison(let error): error.status == ExitStatus.failure ? ExitStatus.trouble : error.status
        }
    }

    /// The lines to print on standard error, for the command line run as `program`.
    func lines(program: String) -> [String] {
        switch self {
        case .invalidValue(let value, let source, let spec):
            return CLIError.usage(value.message(from: source), spec).lines(program: program)
        case .usage(let message, let spec):
            let command = spec.map { "\(program) \($0.name)" } ?? program
            return [
                "Error: \(Printable.visible(message))",
                "Usage: \(spec?.usage(program: program) ?? "\(program) <subcommand>")",
                "  See '\(command) --help' for more information.",
            ]
        case .invalid(let messages): return messages.map { "Error: \(Printable.visible($0))" }
        case .file(let error): return [Printable.visible(error.description)]
        case .document(let diagnostics, let source, let style): return diagnostics.map { style.line($0, in: source) }
        case .configuration(let diagnostic): return [DiagnosticStyle.plain.line(diagnostic)]
        case .internalFailure(let message): return ["error: \(Printable.visible(message))"]
        case .failed, .interrupted: return []
        case .comparison(let error): return error.lines(program: program)
        }
    }
}

/// The exit statuses of `designer`, as sysexits and ArgumentParser use them.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// A check found problems, or a file or document could not be used.
    public static let failure: Int32 = 1
    /// `diff` could not compare the documents: one cannot be read, drawn or found.
    public static let trouble: Int32 = 2
    /// The command line was wrong.
    public static let usage: Int32 = 64
}
