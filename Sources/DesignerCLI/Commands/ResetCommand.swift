import DesignerCore
import Inspectable

/// `designer reset KEY…`: returns attributes to their defaults by removing them from the document.
enum ResetCommand: Command {
    static let spec = CommandSpec(
        name: "reset", abstract: "Return attributes to their defaults.",
        discussion:
            "Removes the attributes from the document, so they take their defaults; nothing else in the file changes. Keys are addressed as for 'designer set'.",
        arguments: [.init("key", help: "An attribute: percent, download.percent.", isRepeating: true)],
        options: [CommandSpec.editedFile, CommandSpec.scene, CommandSpec.sources, CommandSpec.view])

    struct Options: CommandOptions {
        let file: String
        let view: String?
        let keys: [String]

        init(_ arguments: ParsedArguments) {
            (file, view, keys) = (arguments.documentPath, arguments[CommandSpec.view], arguments.positionals)
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws(CLIError) {
        try context.editDocument(at: options.file) { document, context throws(CLIError) in
            var plan = EditPlan(document: document, registry: context.registry)
            let selected = try context.selectedView(options.view, in: document)
            for key in options.keys {
                plan.reset(key, in: selected)
            }
            guard plan.errors.isEmpty else { throw plan.failure(in: document.source, context) }
            return plan.edit
        }
    }
}
