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
        /// The other places the problem involves, placed as the problem is.
        let related: [Related]

        /// A second place a problem involves, and what is there.
        struct Related {
            let path: String
            let location: SourceLocation?
            let message: String
        }

        init(
            path: String, location: SourceLocation?, diagnostic: Diagnostic.Severity, message: String,
            rule: Diagnostic.Rule? = nil, related: [Related] = []
        ) {
            (self.path, self.location, self.diagnostic, self.message, self.rule) = (
                path, location, diagnostic, message, rule
            )
            self.related = related
        }

        /// A diagnostic as `check` reports it: a problem of the document placed in its `source`,
        /// one of another file under its path as `shown`, and a related note in another file
        /// under its path as `shownNote` (by default, as `shown`).
        init(
            _ diagnostic: Diagnostic, in source: SourceText? = nil, shown: (String) -> String = { $0 },
            shownNote: ((String) -> String)? = nil
        ) {
            func place(_ location: Diagnostic.Location, _ shown: (String) -> String) -> (String, SourceLocation?) {
                switch location {
                case .document(let offset): (source?.name ?? "", source?.location(of: offset))
                case .file(let path, let location): (shown(path), location)
                case .commandLine: ("", nil)
                }
            }
            let (path, location) = place(diagnostic.location, shown)
            let related = diagnostic.related.map { note in
                let (path, location) = shownNote.map { place(note.location, $0) } ?? place(note.location, shown)
                return Related(path: path, location: location, message: note.message)
            }
            self.init(
                path: path, location: location, diagnostic: diagnostic.severity, message: diagnostic.message,
                rule: diagnostic.rule, related: related)
        }

        /// `path:line:column: error: message [rule-id]`, safe to print on a terminal.
        var line: String {
            let place = path + (location.map { ":\($0)" } ?? "")
            return Printable.visible(
                "\(place): \(diagnostic.rawValue): \(message)\(rule.map { " [\($0.rawValue)]" } ?? "")")
        }

        /// One finding of `check --format json`:
        ///
        ///     {"file": "Main.storyboard", "line": 12, "column": 5, "severity": "error",
        ///      "rule": "duplicate-id", "message": "duplicate id 'a'; it is also at 4:5",
        ///      "related": [{"file": "Main.storyboard", "line": 4, "column": 5, "message": "the first object with id 'a'"}]}
        ///
        /// `line` and `column` are `null` for a problem of a whole file, `rule` for one that is no
        /// finding of a rule; `related`, the other places the problem involves, is there only when
        /// it has some.
        var json: JSONValue {
            var object = JSONObject([
                "file": .string(path),
                "line": Self.json(location?.line),
                "column": Self.json(location?.column),
                "severity": .string(diagnostic.rawValue),
                "rule": rule.map { .string($0.rawValue) } ?? .null,
                "message": .string(message),
            ])
            if !related.isEmpty {
                let notes = related.map { note in
                    JSONValue.object(
                        JSONObject([
                            "file": .string(note.path),
                            "line": Self.json(note.location?.line),
                            "column": Self.json(note.location?.column),
                            "message": .string(note.message),
                        ]))
                }
                object.members.append(.init(key: "related", value: .array(notes)))
            }
            return .object(object)
        }

        private static func json(_ number: Int?) -> JSONValue {
            number.map { .number(JSONNumber($0)) } ?? .null
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
