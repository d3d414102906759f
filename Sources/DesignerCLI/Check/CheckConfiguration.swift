import DesignerCore
import Inspectable

/// What a project's `.designer-check.json` asks of `check`: rules turned off, rules at another
/// severity, and paths left out.
///
///     {
///       "disabled": ["image-format"],
///       "severity": {"leftover-file": "error"},
///       "exclude": ["Pods", "Legacy/*.xib"]
///     }
///
/// It is found from each checked path upward (or given with `--config`); exclude patterns are
/// relative to its folder. Every mistake in it is an error at its line and column.
struct CheckConfiguration: Sendable {
    /// The file's name, found from a checked path upward.
    static let fileName = ".designer-check.json"

    /// The file as the user would write it, for messages; `nil` for no configuration.
    let path: String?
    /// The folder exclude patterns are relative to, absolute and with links resolved.
    let folder: String
    let disabled: Set<Diagnostic.Rule>
    let severities: [Diagnostic.Rule: Diagnostic.Severity]
    let exclude: [PathPattern]

    /// No configuration: every rule at its severity, nothing excluded.
    static let none = CheckConfiguration(path: nil, folder: "", disabled: [], severities: [:], exclude: [])

    /// The keys a configuration has.
    static let keys = ["disabled", "severity", "exclude"]

    /// The report as the configuration would have it: `nil` if its rule is off, else at the
    /// rule's configured severity.
    func applied(to report: CheckCommand.Report) -> CheckCommand.Report? {
        guard let rule = report.rule else { return report }
        if disabled.contains(rule) { return nil }
        var result = report
        if let severity = severities[rule] { result.diagnostic = severity }
        return result
    }

    /// The first pattern that matches `path`, an absolute path with links resolved.
    func pattern(excluding path: String) -> PathPattern? {
        guard !exclude.isEmpty, path.hasPrefix(folder + "/") || folder == "/" else { return nil }
        let relative = String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
        return exclude.first { $0.matches(relative) }
    }

    /// A configuration read from `source` (the file at `path`), or the one-line error of its
    /// first mistake, as `path:line:column: error: …`.
    init(reading source: SourceText, folder: String, rules: [Diagnostic.Rule]) throws(CheckConfigurationError) {
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: source)
        } catch {
            throw CheckConfigurationError(source, error.offset, error.message)
        }
        func fail(_ message: String, at index: JSONSyntax.Index) -> CheckConfigurationError {
            CheckConfigurationError(source, syntax.start(index), message)
        }
        func kind(_ index: JSONSyntax.Index) -> String { syntax.kind(index).kindDescription }
        let known = Dictionary(rules.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        func rule(_ index: JSONSyntax.Index) throws(CheckConfigurationError) -> Diagnostic.Rule {
            guard syntax.kind(index) == .string else {
                throw fail("a rule id is a string, not \(kind(index))", at: index)
            }
            let id = syntax.string(index)
            guard let rule = known[id] else {
                let guess = Suggestion.closest(to: id, in: known.keys.sorted()).map {
                    "; did you mean \(Printable.quoted($0))?"
                }
                throw fail(
                    "unknown rule \(Printable.quoted(id))\(guess ?? "; 'designer check --list-rules' lists them")",
                    at: index)
            }
            return rule
        }
        guard syntax.kind(syntax.root) == .object else {
            throw fail(
                "a configuration is an object such as {\"disabled\": [\"image-format\"]}, not \(kind(syntax.root))",
                at: syntax.root)
        }
        var (disabled, severities, exclude) = (
            Set<Diagnostic.Rule>(), [Diagnostic.Rule: Diagnostic.Severity](), [PathPattern]()
        )
        // The reader refuses a key given twice.
        for (key, value) in syntax.members(syntax.root) {
            let name = syntax.string(key)
            switch name {
            case "disabled":
                guard syntax.kind(value) == .array else {
                    throw fail("'disabled' is an array of rule ids, not \(kind(value))", at: value)
                }
                for element in syntax.elements(value) { disabled.insert(try rule(element)) }
            case "severity":
                guard syntax.kind(value) == .object else {
                    throw fail("'severity' is an object of rule ids and severities, not \(kind(value))", at: value)
                }
                for (ruleKey, level) in syntax.members(value) {
                    let configured = try rule(ruleKey)
                    let text = syntax.kind(level) == .string ? syntax.string(level) : nil
                    guard let text, let severity = Diagnostic.Severity(rawValue: text) else {
                        let written = text.map(Printable.quoted) ?? kind(level)
                        throw fail("\(written) is no severity; use 'error', 'warning' or 'note'", at: level)
                    }
                    severities[configured] = severity
                }
            case "exclude":
                guard syntax.kind(value) == .array else {
                    throw fail("'exclude' is an array of path patterns, not \(kind(value))", at: value)
                }
                for element in syntax.elements(value) {
                    guard syntax.kind(element) == .string else {
                        throw fail("a path pattern is a string, not \(kind(element))", at: element)
                    }
                    let text = syntax.string(element)
                    do {
                        exclude.append(try PathPattern(text))
                    } catch {
                        // Within the string, where it has no escapes that would move the place.
                        let start = syntax.start(element)
                        let plain = !text.isEmpty && syntax.range(element).count == text.utf8.count + 2
                        throw CheckConfigurationError(
                            source, plain ? start + 1 + error.offset : start,
                            "pattern \(Printable.quoted(text)) \(error.message)")
                    }
                }
            default:
                let guess = Suggestion.closest(to: name, in: Self.keys).map {
                    "; did you mean \(Printable.quoted($0))?"
                }
                throw fail(
                    "unknown key \(Printable.quoted(name))"
                        + (guess ?? "; a configuration has \(Self.keys.map(Printable.quoted).joined(separator: ", "))"),
                    at: key)
            }
        }
        self.init(path: source.name, folder: folder, disabled: disabled, severities: severities, exclude: exclude)
    }

    private init(
        path: String?, folder: String, disabled: Set<Diagnostic.Rule>,
        severities: [Diagnostic.Rule: Diagnostic.Severity],
        exclude: [PathPattern]
    ) {
        (self.path, self.folder, self.disabled, self.severities, self.exclude) = (
            path, folder, disabled, severities, exclude
        )
    }
}

/// A mistake in a check configuration: `path:line:column: error: message`; exit 64.
struct CheckConfigurationError: Error, Equatable {
    /// The mistake, placed in the configuration's file.
    let diagnostic: Diagnostic

    /// A mistake at `offset` of the configuration's text.
    init(_ source: SourceText, _ offset: Int, _ message: String) {
        diagnostic = Diagnostic(
            .error, message, location: .file(path: source.name, source.location(of: offset)), rule: .invalidDocument)
    }

    /// A configuration that cannot be read at all.
    init(path: String, reason: String) {
        diagnostic = Diagnostic(.error, reason, location: .file(path: path, nil), rule: .invalidDocument)
    }

    /// The mistake as its one line: `path:line:column: error: …`.
    var line: String { diagnostic.formatted() }
}
