import DesignerCore
import Inspectable
import Rendering

/// `designer inspect`: the Attributes Inspector, a section per class for every view.
enum InspectCommand: Command {
    static let spec = CommandSpec(
        name: "inspect", abstract: "Show the attributes of the document's views, as the Attributes Inspector does.",
        discussion:
            "Each view is shown with a section per class, most derived first, then View, and within a section each group of attributes under its title. Each attribute has its label, name, type, value and range; 'default' marks a value that is the default, 'clamped' one the document writes outside the range (the value shown is the one used), 'invalid' one the document writes but the attribute cannot hold, and 'animates' an attribute whose changes animate. --descriptions prints each attribute's description beneath it. --json prints the same as stable JSON, descriptions and groups included.",
        options: [
            CommandSpec.file, CommandSpec.scene, CommandSpec.sources, CommandSpec.fonts, CommandSpec.view,
            CommandSpec.device,
            CommandSpec.orientation, descriptions, CommandSpec.json,
        ])

    /// `--descriptions`: what each attribute does, beneath its row.
    static let descriptions = CommandSpec.Option(
        "descriptions", help: "Print each attribute's description beneath it, wrapped to the terminal's width.")

    struct Options: CommandOptions {
        let file: String
        let scene: String?
        let view: String?
        let json: Bool
        let descriptions: Bool

        init(_ arguments: ParsedArguments) {
            (file, view, json) = (arguments.documentPath, arguments[CommandSpec.view], arguments[CommandSpec.json])
            descriptions = arguments[InspectCommand.descriptions]
            scene = arguments[CommandSpec.scene]
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let first = try documents.loadDocument(options.file)
        // Without a scene or view named, every scene of a storyboard is shown, each under its title.
        let listsScenes = options.scene == nil && options.view == nil && first.scenes.count > 1
        let scenes: [(title: String?, document: Document?)] =
            listsScenes
            ? first.scenes.indices.map { index in
                let document = index == first.sceneIndex ? first : first.readScene(index).document
                return (first.scenes[index].title, document.map { documents.laidOut($0) })
            } : [(nil, documents.laidOut(first))]
        // Every view is found (or the one named is not) before anything is written.
        var selections: [(title: String?, document: Document?, views: [ViewNode])] = []
        for (title, document) in scenes {
            guard let document else {
                selections.append((title, nil, []))
                continue
            }
            let views = try documents.selectedView(options.view, in: document).map { [$0] } ?? document.allNodes
            selections.append((title, document, views))
        }
        let last = selections.lastIndex { !$0.views.isEmpty }
        var diagnostics: [Diagnostic] = []
        let json = options.json
        if json {
            writer.print("{\n  \"file\": \(JSONValue.string(first.source.name).serialized),\n  \"views\": [")
        }
        var table = TextTable()
        var entries = InspectorJSONWriter()
        var texts = InspectorTextRows(
            colors: writer.outputColors, descriptionWidth: options.descriptions ? writer.terminalColumns ?? 80 : nil)
        for (index, (title, document, views)) in selections.enumerated() {
            if let title, !json {
                table.append(["Scene \(Printable.quoted(title))" + (document == nil ? ": no view of its own" : "")])
            }
            guard let document else { continue }
            for (offset, view) in views.enumerated() {
                let resolution = ResolvedDocument.resolve(
                    view, in: document, registry: project.registry, unknownClass: .warning)
                diagnostics += resolution.diagnostics
                let inspected = InspectedView(view, resolution)
                if json {
                    entries.write(inspected, isLast: index == last && offset == views.count - 1)
                    entries.flush(to: &writer.output)
                } else {
                    texts.append(
                        inspected, isRoot: view.index == document.root.index,
                        isRejected: project.registry.rejection(named: view.className) != nil, to: &table)
                }
            }
        }
        if json {
            writer.print("  ]\n}")
        } else {
            table.write { writer.output.write(bytes: Array($0)) }
        }
        writer.report(diagnostics, in: first.source)
        if diagnostics.hasErrors { throw .failed }
    }
}
