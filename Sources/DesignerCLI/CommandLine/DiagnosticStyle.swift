import DesignerCore
import Inspectable

/// How diagnostics read as lines of text on standard error: `path:line:column: error: message`,
/// as a compiler prints them, with the severity in color on a color terminal.
///
/// A problem of the command line (`warning: percent: 150 is above …`) has no place to follow, and
/// is printed plain.
///
///     let style = DiagnosticStyle(colored: true)
///     style.line(diagnostic, in: document.source)   // "a.json:3:14: \e[1;31merror:\e[0m …"
struct DiagnosticStyle: Sendable {
    /// Whether the severity is shown in color.
    let colored: Bool

    /// Lines without color, as for a file or a pipe.
    static let plain = DiagnosticStyle(colored: false)

    /// The diagnostic's line, placed in `source` if it is a problem of the document.
    func line(_ diagnostic: Diagnostic, in source: SourceText? = nil) -> String {
        let line = diagnostic.formatted(in: source)
        if case .commandLine = diagnostic.location { return line }
        return colored(line, severity: diagnostic.severity)
    }

    /// A `path:line:column: error: …` line with its severity in color, if this style has color.
    func colored(_ line: String, severity: Diagnostic.Severity) -> String {
        guard colored else { return line }
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
