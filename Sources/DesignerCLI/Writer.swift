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

    /// How diagnostics are printed on standard error: in color on a color terminal.
    var diagnosticStyle: DiagnosticStyle {
        DiagnosticStyle(colored: errorColors != .none)
    }

    /// Prints diagnostics as a compiler does, with the severity in color on a color terminal;
    /// each after `prefix` (`--from: warning: …`).
    func report(_ diagnostics: [Diagnostic], in source: SourceText? = nil, prefix: String = "") {
        for diagnostic in diagnostics {
            printError(prefix + format(diagnostic, in: source))
        }
    }

    /// A diagnostic's line as `report` prints it: `path:line:column: error: …`, colored as
    /// standard error can show.
    func format(_ diagnostic: Diagnostic, in source: SourceText?) -> String {
        diagnosticStyle.line(diagnostic, in: source)
    }

    /// A `path:line:column: error: …` line with its severity in color, on a color terminal.
    func colored(_ line: String, severity: Diagnostic.Severity) -> String {
        diagnosticStyle.colored(line, severity: severity)
    }
}
