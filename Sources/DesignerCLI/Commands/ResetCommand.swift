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

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        try documents.editDocument(at: options.file, notes: writer) { document throws(CLIError) in
            var plan = EditPlan(document: document, registry: project.registry)
            let selected = try documents.selectedView(options.view, in: document)
            for key in options.keys {
                plan.reset(key, in: selected)
            }
            guard plan.errors.isEmpty else { throw plan.failure(in: document.source, writer) }
            return plan.edit
        }
    }
}
