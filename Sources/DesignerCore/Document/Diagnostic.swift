import Inspectable

/// A problem found, as data: its severity, message and rule, and where it is.
///
/// Every part of designer that finds a problem (a document's reader, an edit's plan, a project's
/// scanner, a save) returns diagnostics; each output renders them in one place: a compiler's line
/// for a terminal, `check --format json`, GitHub annotations, the inspectors' problem lines.
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

    /// Where a problem is.
    public enum Location: Sendable, Hashable {
        /// A byte offset in the document the problem was found in, whose text places it at a
        /// line and column.
        case document(offset: Int)
        /// A file other than the document, such as a project's Swift source, at a line and
        /// column, or (`nil`) as a whole.
        case file(path: String, SourceLocation?)
        /// Nowhere in a file: a problem of the command line or of the edit asked for, such as a
        /// value clamped.
        case commandLine
    }

    public let severity: Severity
    public let message: String
    /// Where the problem is.
    public let location: Location
    /// The rule the problem breaks, by which a project's configuration can turn it off or
    /// change its severity.
    public let rule: Rule
    /// The key the problem is about, when it is about one a command was given (`percent`), so a
    /// front end can point at it without reading the message.
    public let key: String?
    /// The other places the problem involves, such as the first view with an id given twice:
    /// `check --format json` lists them, while a line of text names them in its message.
    public let related: [Note]

    /// A second place a problem involves, and what is there.
    public struct Note: Sendable, Hashable {
        /// What is at the place: "the first view with id 'a'".
        public let message: String
        public let location: Location

        public init(_ message: String, location: Location) {
            (self.message, self.location) = (message, location)
        }
    }

    /// A problem at a byte offset of its document.
    public init(
        _ severity: Severity, _ message: String, at offset: Int, rule: Rule = .invalidDocument, related: [Note] = []
    ) {
        self.init(severity, message, location: .document(offset: offset), rule: rule, related: related)
    }

    /// A problem anywhere, about `key` if it is about one.
    public init(
        _ severity: Severity, _ message: String, location: Location, rule: Rule, key: String? = nil,
        related: [Note] = []
    ) {
        (self.severity, self.message, self.location, self.rule, self.key) = (severity, message, location, rule, key)
        self.related = related
    }

    /// Where in its document the problem is; 0 for a problem not placed in the document, so
    /// that diagnostics sort in the order of the document's text.
    public var offset: Int {
        if case .document(let offset) = location { offset } else { 0 }
    }

    public static func error(
        _ message: String, at offset: Int, rule: Rule = .invalidDocument, related: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, message, at: offset, rule: rule, related: related)
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

    /// `path:line:column: error: message`, with any control characters shown as escapes, so the
    /// line is safe to print on a terminal: the text of a diagnostic, which every line of text
    /// designer prints of one is.
    ///
    /// A problem in the document is placed by its `source`; one of another file by its own path;
    /// a problem of the command line has no place: `warning: percent: 150 is above …`.
    public func formatted(in source: SourceText? = nil) -> String {
        let place: String? =
            switch location {
            case .document(let offset): source.map { "\($0.name):\($0.location(of: offset))" }
            case .file(let path, let location): path + (location.map { ":\($0)" } ?? "")
            case .commandLine: nil
            }
        let text = "\(severity.rawValue): \(message)"
        return Printable.visible(place.map { "\($0): \(text)" } ?? text)
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The diagnostic's line, placed if it is in a file other than a document:
    /// `Broken.swift:3:5: warning: cannot read …`.
    public var description: String { formatted() }
}

extension [Diagnostic] {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
