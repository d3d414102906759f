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
    /// Each rule is declared as a static member beside the code that finds it, with the severity
    /// its problems have and what it finds, for `check --list-rules`; rules are equal by id.
    ///
    ///     static let duplicateID = Rule("duplicate-id", .error, "Two views with the same id.")
    public struct Rule: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: String
        /// The severity its problems have unless a project's configuration changes it.
        public let defaultSeverity: Severity
        /// What the rule finds, in one sentence.
        public let summary: String

        /// A rule with no summary, an error by default.
        public init(rawValue: String) {
            self.init(rawValue, .error, "")
        }

        public init(_ id: String, _ defaultSeverity: Severity, _ summary: String) {
            (rawValue, self.defaultSeverity, self.summary) = (id, defaultSeverity, summary)
        }

        public static func == (lhs: Rule, rhs: Rule) -> Bool {
            lhs.rawValue == rhs.rawValue
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(rawValue)
        }

        public static func < (lhs: Rule, rhs: Rule) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// A document that cannot be read as its format says.
        public static let invalidDocument = Rule(
            "invalid-document", .error,
            "A document that cannot be read as its format says: a view without a class, a frame that is no rectangle, an unknown key."
        )
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
