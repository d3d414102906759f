import DesignerCore
import Inspectable

extension CheckCommand {
    /// One problem found, in a document or in the search for them, and the rule it breaks.
    struct Report {
        let path: String
        let location: SourceLocation?
        var diagnostic: Diagnostic.Severity
        let message: String
        /// The rule broken; `nil` for what is no finding of `check` (a snapshot that differs).
        let rule: Diagnostic.Rule?

        init(
            path: String, location: SourceLocation?, diagnostic: Diagnostic.Severity, message: String,
            rule: Diagnostic.Rule? = nil
        ) {
            (self.path, self.location, self.diagnostic, self.message, self.rule) = (
                path, location, diagnostic, message, rule
            )
        }

        /// A diagnostic as `check` reports it: a problem of the document placed in its `source`,
        /// one of another file under its path as `shown`.
        init(_ diagnostic: Diagnostic, in source: SourceText? = nil, shown: (String) -> String = { $0 }) {
            let (path, location): (String, SourceLocation?) =
                switch diagnostic.location {
                case .document(let offset): (source?.name ?? "", source?.location(of: offset))
                case .file(let path, let location): (shown(path), location)
                case .commandLine: ("", nil)
                }
            self.init(
                path: path, location: location, diagnostic: diagnostic.severity, message: diagnostic.message,
                rule: diagnostic.rule)
        }

        /// `path:line:column: error: message [rule-id]`, safe to print on a terminal.
        var line: String {
            let place = path + (location.map { ":\($0)" } ?? "")
            return Printable.visible(
                "\(place): \(diagnostic.rawValue): \(message)\(rule.map { " [\($0.rawValue)]" } ?? "")")
        }

        var json: JSONValue {
            .object(
                JSONObject([
                    "file": .string(path),
                    "line": location.map { .number(JSONNumber($0.line)) } ?? .null,
                    "column": location.map { .number(JSONNumber($0.column)) } ?? .null,
                    "severity": .string(diagnostic.rawValue),
                    "rule": rule.map { .string($0.rawValue) } ?? .null,
                    "message": .string(message),
                ]))
        }
    }

    /// `::error file=…,line=…,col=…,title=rule-id::message`, escaped as GitHub's workflow commands require.
    static func annotation(_ report: Report) -> String {
        func escape(_ text: String, property: Bool) -> String {
            var result = ""
            for character in text {
                switch character {
                case "%": result += "%25"
                case "\r": result += "%0D"
                case "\n": result += "%0A"
                case ":" where property: result += "%3A"
                case "," where property: result += "%2C"
                default: result.append(character)
                }
            }
            return result
        }
        var properties = ["file=\(escape(report.path, property: true))"]
        if let location = report.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        if let rule = report.rule { properties.append("title=\(escape(rule.rawValue, property: true))") }
        let command = report.diagnostic == .note ? "notice" : report.diagnostic.rawValue
        return "::\(command) \(properties.joined(separator: ","))::\(escape(report.message, property: false))"
    }
}
