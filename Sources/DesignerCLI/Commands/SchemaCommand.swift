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
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws(CLIError) {
        context.print(DocumentSchema.schema(for: context.registry).prettyPrinted())
    }
}
