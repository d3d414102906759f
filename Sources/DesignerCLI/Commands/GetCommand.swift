import DesignerCore
import Inspectable

/// `designer get KEY…`: the value of attributes, the frame or the class, one per line.
enum GetCommand: Command {
    static let spec = CommandSpec(
        name: "get", abstract: "Print the values of attributes, a frame or a class.",
        discussion: "Keys are addressed as for 'designer set': percent, download.percent, frame.width, class.",
        arguments: [
            .init("key", help: "What to print: an attribute, 'frame', 'frame.width' or 'class'.", isRepeating: true)
        ],
        options: [CommandSpec.file, CommandSpec.scene, CommandSpec.sources, CommandSpec.view, CommandSpec.json])

    struct Options: CommandOptions {
        let file: String
        let view: String?
        let json: Bool
        let keys: [String]

        init(_ arguments: ParsedArguments) {
            (file, view, json) = (arguments.documentPath, arguments[CommandSpec.view], arguments[CommandSpec.json])
            keys = arguments.positionals
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let document = try documents.loadDocument(options.file)
        let selected = try documents.selectedView(options.view, in: document)
        let registry = project.registry.includingRuntimeClasses(of: document)
        var lines: [String] = []
        var errors: [String] = []
        var diagnostics: [Diagnostic] = []
        for key in options.keys {
            let address: AttributeAddress
            do {
                address = try AttributeAddress.resolve(
                    key, in: document, view: selected, rejected: registry.rejected
                ) {
                    registry.componentClass(of: $0)
                }
            } catch {
                errors.append(error.description)
                continue
            }
            let view = address.view
            let value: JSONValue
            let text: String
            switch address.property {
            case .className:
                (value, text) = (.string(view.className), view.className)
            case .frame:
                (value, text) = (view.frame.json, view.frame.text)
            case .frameField(let field):
                let number = view.frame.fieldValues[Rect.fieldNames.firstIndex(of: field) ?? 0]
                (value, text) = (number.json, number.text)
            case .attribute(let name):
                guard let attribute = registry.componentClass(of: view)?.attribute(named: name) else {
                    continue
                }
                let (stored, problem) = documents.storedValue(of: attribute, in: view, of: document)
                if let problem { diagnostics.append(problem) }
                let attributeValue = stored ?? attribute.defaultValue
                (value, text) = (attributeValue.json, attributeValue.text)
            }
            lines.append(options.json ? value.serialized : Printable.visible(text))
        }
        guard errors.isEmpty else { throw .invalid(errors) }
        writer.report(diagnostics, in: document.source)
        if diagnostics.hasErrors { throw .failed }
        for line in lines { writer.print(line) }
    }
}
