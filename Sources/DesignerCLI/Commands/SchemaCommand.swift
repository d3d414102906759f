import DesignerCore
import Inspectable

/// `designer schema`: the JSON Schema of documents, built from the registry.
enum SchemaCommand: Command {
    static let spec = CommandSpec(
        name: "schema", abstract: "Print the JSON Schema of documents, for editors to complete and check them.",
        discussion:
            "The schema (JSON Schema 2020-12) covers the view tree and every registered class's attributes: types, ranges, enum cases, defaults and descriptions. Save it beside your documents and name it in their \"$schema\" key."
    )

    struct Options: CommandOptions {
        init(_ arguments: ParsedArguments) {}

        /// None: the command shows the designer's own components, not a project's.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        writer.print(DocumentSchema.schema(for: project.registry).prettyPrinted())
    }
}
