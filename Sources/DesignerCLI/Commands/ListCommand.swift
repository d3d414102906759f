import Inspectable

/// `designer list`: the registered component classes and how many attributes each has.
enum ListCommand: Command {
    static let spec = CommandSpec(
        name: "list", abstract: "List the registered component classes and their attributes.",
        options: [CommandSpec.json])

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let classes = context.registry.classes
        if arguments.flag("json") {
            let entries = classes.map { componentClass in
                JSONValue.object(
                    JSONObject([
                        "class": .string(componentClass.name),
                        "title": .string(componentClass.title),
                        "attributes": .number(JSONNumber(componentClass.attributes.count)),
                        "sections": .array(
                            componentClass.sections.map {
                                .object(
                                    JSONObject([
                                        "class": .string($0.className),
                                        "attributes": .number(JSONNumber($0.attributes.count)),
                                    ]))
                            }),
                        "summary": componentClass.summary.map(JSONValue.string) ?? .null,
                    ]))
            }
            context.print(JSONValue.array(entries).prettyPrinted())
            return
        }
        let rows = classes.map { componentClass -> [String] in
            let counts = componentClass.sections.enumerated().map { index, section in
                index == 0 ? "\(section.attributes.count)" : "\(section.attributes.count) from \(section.className)"
            }
            let noun = componentClass.attributes.count == 1 ? "attribute" : "attributes"
            let breakdown = counts.count > 1 ? " (\(counts.joined(separator: " + ")))" : ""
            return [
                componentClass.name, "\(componentClass.attributes.count) \(noun)\(breakdown)",
                componentClass.summary ?? "",
            ]
        }
        for line in Table.format(rows) { context.print(line) }
    }
}

/// Columns of text padded to line up.
enum Table {
    /// Each row's cells padded to the widest cell of their column, separated by two spaces,
    /// without trailing spaces.
    static func format(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        // A row of one cell is a heading: it does not widen the columns.
        let widths = (0..<columns).map { column in
            rows.map { $0.count > 1 && column < $0.count ? width($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell
                if column + 1 < row.count { line += String(repeating: " ", count: widths[column] - width(cell) + 2) }
            }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The width of text on a terminal, skipping color escape sequences.
    static func width(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}
