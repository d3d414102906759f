import Inspectable

/// A problem found in a document, at a byte offset, as a compiler reports one.
public struct Diagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable {
        /// A mistake: the document does not mean what it should.
        case error
        /// Probably a mistake, that `--strict` fails on: a value clamped, an image that is not there.
        case warning
        /// Nothing wrong with the document, but something designer cannot draw as a device would,
        /// such as an image in a format it does not read; `--strict` does not fail on it.
        case note
    }

    public let severity: Severity
    public let message: String
    /// Where in the document the problem is.
    public let offset: Int

    public init(_ severity: Severity, _ message: String, at offset: Int) {
        self.severity = severity
        self.message = message
        self.offset = offset
    }

    public static func error(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.error, message, at: offset)
    }

    public static func warning(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.warning, message, at: offset)
    }

    /// `path:line:column: error: message`, with any control characters from the document shown
    /// as escapes, so the line is safe to print on a terminal.
    public func formatted(in source: SourceText) -> String {
        Printable.visible("\(source.name):\(source.location(of: offset)): \(severity.rawValue): \(message)")
    }
}

extension [Diagnostic] {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
