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
    /// The rule the problem breaks, by which a project's configuration can turn it off or
    /// change its severity.
    public let rule: Rule

    public init(_ severity: Severity, _ message: String, at offset: Int, rule: Rule = .invalidDocument) {
        self.severity = severity
        self.message = message
        self.offset = offset
        self.rule = rule
    }

    public static func error(_ message: String, at offset: Int, rule: Rule = .invalidDocument) -> Diagnostic {
        Diagnostic(.error, message, at: offset, rule: rule)
    }

    public static func warning(_ message: String, at offset: Int, rule: Rule = .invalidDocument) -> Diagnostic {
        Diagnostic(.warning, message, at: offset, rule: rule)
    }

    /// The rule a problem breaks: a short kebab-case id, as linters name theirs
    /// (`unknown-key-path`), shown in brackets after a message and in `check --format json`.
    ///
    /// Each rule is declared as a static member beside the code that finds it.
    public struct Rule: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static func < (lhs: Rule, rhs: Rule) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// A document that cannot be read as its format says.
        public static let invalidDocument = Rule(rawValue: "invalid-document")
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
