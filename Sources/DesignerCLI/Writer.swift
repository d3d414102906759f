import DesignerCore
import Inspectable
import Rendering

/// Where a command writes: standard output and standard error, with what is known of their
/// terminals, and the name the program was run by, which its messages call it.
///
/// A writer is a reference, as a stream is: a command and the helpers it calls write to the same
/// one, in the order they write, without passing it `inout`.
///
///     writer.print("download.percent  50")
///     writer.report(diagnostics, in: document.source)
final class Writer {
    var output: any OutputSink
    var errorOutput: any OutputSink
    let isOutputTerminal: Bool
    let isErrorTerminal: Bool
    /// The terminal's width, when the output is a terminal.
    let terminalColumns: Int?
    /// The process's environment: how output is shown (`NO_COLOR`, `GITHUB_ACTIONS`) and what
    /// else the surroundings say (`CI`, `PATH`).
    let environment: [String: String]
    /// The name the command line was run by: `designer`, or the name of a designer a package ships.
    let programName: String

    /// A writer to the streams `context` describes.
    init(_ context: CommandContext) {
        output = context.output
        errorOutput = context.errorOutput
        isOutputTerminal = context.isOutputTerminal
        isErrorTerminal = context.isErrorTerminal
        terminalColumns = context.terminalColumns
        environment = context.environment
        programName = context.programName
    }

    /// A writer like this one whose standard error is kept in memory (`errorOutput`, a
    /// `StringSink`), for what a step has to say that belongs with another message.
    func keepingErrors() -> Writer {
        Writer(self, errorOutput: StringSink())
    }

    private init(_ writer: Writer, errorOutput: any OutputSink) {
        output = writer.output
        self.errorOutput = errorOutput
        isOutputTerminal = writer.isOutputTerminal
        isErrorTerminal = writer.isErrorTerminal
        terminalColumns = writer.terminalColumns
        environment = writer.environment
        programName = writer.programName
    }

    /// The colors standard output can show.
    var outputColors: ColorSupport {
        ColorSupport.detect(isTerminal: isOutputTerminal, environment: environment)
    }

    /// The colors standard error can show.
    var errorColors: ColorSupport {
        ColorSupport.detect(isTerminal: isErrorTerminal, environment: environment)
    }

    /// Writes `text` to standard output, then `terminator`.
    func print(_ text: String, terminator: String = "\n") {
        output.write(text + terminator)
    }

    /// Writes a line to standard error.
    func printError(_ text: String) {
        errorOutput.write(text + "\n")
    }

    /// Prints diagnostics as a compiler does, with the severity in color on a color terminal.
    func report(_ diagnostics: [Diagnostic], in source: SourceText) {
        for diagnostic in diagnostics {
            printError(format(diagnostic, in: source))
        }
    }

    /// A diagnostic as `report(_:in:)` prints it: `path:line:column: error: …`, colored as standard error can show.
    func format(_ diagnostic: Diagnostic, in source: SourceText) -> String {
        colored(diagnostic.formatted(in: source), severity: diagnostic.severity)
    }

    /// A `path:line:column: error: …` line with its severity in color, on a color terminal.
    func colored(_ line: String, severity: Diagnostic.Severity) -> String {
        Self.colored(line, severity: severity, errorColors)
    }

    /// A `path:line:column: error: …` line with its severity in color, when `colors` has any.
    static func colored(_ line: String, severity: Diagnostic.Severity, _ colors: ColorSupport) -> String {
        guard colors != .none else { return line }
        let label = severity.rawValue + ":"
        let color =
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note: "\u{1B}[1;36m"
            }
        return line.replacingFirst(" \(label) ", with: " \(color)\(label)\u{1B}[0m ")
    }
}
