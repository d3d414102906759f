import DesignerCore
import DesignerSnapshots
import Inspectable
import Rendering

/// `designer set KEY=VALUE…`: edits attributes, frames and classes in place.
enum SetCommand: Command {
    static let spec = CommandSpec(
        name: "set", abstract: "Set attributes, frames or classes of views in a document.",
        discussion:
            "All or nothing: if any pair is wrong, the document is left as it was. Only the bytes of the values that change are rewritten; a value outside its range is clamped with a warning (an error with --strict). On a terminal, the document is drawn again afterwards.",
        arguments: [
            .init(
                "key=value",
                help:
                    "What to set: percent=50 (the root's, or the one view that has it), download.percent=50 (by id), frame.width=240, frame=0,0,300,120, class=CustomProgress.",
                isRepeating: true)
        ],
        options: [
            CommandSpec.editedFile, CommandSpec.scene, CommandSpec.sources, CommandSpec.view,
            strict, dropVariants, animate,
        ])

    static let strict = CommandSpec.Option(
        "strict", help: "Make a value outside its attribute's range an error instead of clamping it.")
    static let dropVariants = CommandSpec.Option(
        "drop-variants",
        help:
            "Remove from the document's variants the keys a class change leaves that no longer apply, with a warning for each; without it, such a class change is refused."
    )
    static let animate = CommandSpec.Option(
        "animate", help: "On a terminal, play the change as the component animates it.")

    struct Options: CommandOptions {
        let file: String
        let view: String?
        let strict: Bool
        let dropVariants: Bool
        let animate: Bool
        /// The `KEY=VALUE` arguments, as given.
        let pairs: [String]

        init(_ arguments: ParsedArguments) {
            (file, view) = (arguments.documentPath, arguments[CommandSpec.view])
            (strict, animate) = (arguments[SetCommand.strict], arguments[SetCommand.animate])
            dropVariants = arguments[SetCommand.dropVariants]
            pairs = arguments.positionals
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let pairs = try EditPlan.pairs(options.pairs, spec: spec)
        let strict = options.strict
        let variantKeys: EditPlan.VariantKeys =
            options.dropVariants ? .dropped : .refused(advice: "add --drop-variants to remove them")
        let path = options.file
        var images: [(key: String, path: String)] = []
        var before: Document?
        var notes: [Diagnostic] = []
        // Planned again on the new version if another program changes the document meanwhile.
        let text = try documents.editDocument(at: path, notes: writer) { document throws(CLIError) in
            before = document
            var plan = EditPlan(document: document, registry: project.registry, variantKeys: variantKeys)
            let selected = try documents.selectedView(options.view, in: document)
            plan.set(pairs, in: selected, strict: strict)
            guard plan.errors.isEmpty else { throw plan.failure(in: document.source, writer) }
            notes = plan.remarks
            images = plan.images
            return plan.edit
        }
        // An image that cannot be drawn is allowed, as in a document, but said; an SF Symbol is
        // the system's, not a file.
        let loader = documents.imageLoader(for: path, allowExternalImages: false)
        let symbols = before?.syntax.systemSymbols ?? [:]
        for image in images where symbols[image.path] == nil {
            if case .failure(let error) = loader.load(image.path) {
                notes.append(
                    Diagnostic(
                        error.isDrawingLimit ? .note : .warning,
                        "\(image.key): image \(Printable.quoted(image.path)) \(error); it will be drawn as a placeholder",
                        location: .commandLine, rule: error.rule))
            }
        }
        writer.report(notes)
        // On a terminal, show the result, as Interface Builder redraws a designable.
        guard writer.isOutputTerminal, let document = Document.read(SourceText(name: path, bytes: text)).document
        else {
            return
        }
        // The edit is made whatever happens here: a picture that cannot be drawn is a warning.
        do throws(RenderError) {
            if options.animate, let before,
                let transition = Transition(
                    from: ResolvedDocument(before, registry: project.registry, unknownClass: .warning),
                    to: ResolvedDocument(document, registry: project.registry, unknownClass: .warning))
            {
                try RenderCommand.play(
                    transition, view: nil, columns: nil, allowExternalImages: false, documents: documents,
                    writer: writer)
            } else {
                let picture = try RenderCommand.render(
                    document, view: nil, format: .ansi, scale: 1, columns: nil, allowExternalImages: false,
                    project: project, documents: documents, writer: writer)
                writer.output.write(bytes: picture)
            }
        } catch {
            // Plain, as the drawing that follows a set is no finding of the document.
            writer.printError(
                Diagnostic(
                    .warning, "the document cannot be drawn: \(error)", location: .file(path: path, nil),
                    rule: .invalidDocument
                ).formatted())
        }
    }
}
