import DesignerCore
import Inspectable

/// `designer reset KEY…`: returns attributes to their defaults by removing them from the document.
enum ResetCommand: Command {
    static let spec = CommandSpec(
        name: "reset", abstract: "Return attributes to their defaults.",
        discussion:
            "Removes the attributes from the document, so they take their defaults; nothing else in the file changes. Keys are addressed as for 'designer set'.",
        arguments: [.init("key", help: "An attribute: percent, download.percent.", isRepeating: true)],
        options: [CommandSpec.file, CommandSpec.view])

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        try context.editDocument(at: context.documentPath(arguments)) { document, context throws(CLIError) in
            var plan = EditPlan(document: document, registry: context.registry)
            let selected = try context.selectedView(arguments, in: document)
            for key in arguments.positionals {
                plan.reset(key, in: selected)
            }
            guard plan.errors.isEmpty else { throw plan.failure(in: document.source, context) }
            return plan.edit
        }
    }
}
