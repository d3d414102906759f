import DesignerCore
import Inspectable

/// `designer list`: the registered component classes and how many attributes each has, then the
/// components turned away for problems with their declarations, with those problems.
enum ListCommand: Command {
    static let spec = CommandSpec(
        name: "list", abstract: "List the registered component classes and their attributes.",
        options: [CommandSpec.json])

    struct Options: CommandOptions {
        let json: Bool

        init(_ arguments: ParsedArguments) { json = arguments[CommandSpec.json] }

        /// None: the command shows the designer's own components, not a project's.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let classes = project.registry.classes
        if options.json {
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
            let rejected = project.registry.rejected.map { rejection in
                JSONValue.object(
                    JSONObject([
                        "class": .string(rejection.className),
                        "rejected": .bool(true),
                        "problems": .array(rejection.problems.map { problemJSON($0, documents) }),
                    ]))
            }
            writer.print(JSONValue.array(entries + rejected).prettyPrinted())
            return
        }
        var table = TextTable()
        for componentClass in classes {
            let counts = componentClass.sections.enumerated().map { index, section in
                index == 0 ? "\(section.attributes.count)" : "\(section.attributes.count) from \(section.className)"
            }
            let noun = componentClass.attributes.count == 1 ? "attribute" : "attributes"
            let breakdown = counts.count > 1 ? " (\(counts.joined(separator: " + ")))" : ""
            table.append([
                componentClass.name, "\(componentClass.attributes.count) \(noun)\(breakdown)",
                componentClass.summary ?? "",
            ])
        }
        // A rejected component's problems, one a row, each at its declaration when known.
        for rejection in project.registry.rejected {
            let noun = rejection.problems.count == 1 ? "problem" : "problems"
            for (index, problem) in rejection.problems.enumerated() {
                let place = problem.file.map {
                    documents.shownSource($0) + (problem.line.map { ":\($0)" } ?? "") + ": "
                }
                table.append([
                    index == 0 ? rejection.className : "",
                    index == 0 ? "rejected: \(rejection.problems.count) \(noun)" : "",
                    (place ?? "") + problem.problem.description,
                ])
            }
        }
        table.write { writer.output.write(bytes: Array($0)) }
    }

    /// A problem of a rejected component as `--json` gives it: its message and its place.
    private static func problemJSON(_ problem: RejectedComponent.Problem, _ documents: DocumentSource) -> JSONValue {
        .object(
            JSONObject([
                "message": .string(problem.problem.description),
                "file": problem.file.map { .string(documents.shownSource($0)) } ?? .null,
                "line": problem.line.map { .number(JSONNumber($0)) } ?? .null,
                "column": problem.column.map { .number(JSONNumber($0)) } ?? .null,
            ]))
    }
}
