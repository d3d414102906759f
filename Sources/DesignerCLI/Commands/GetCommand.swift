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
        options: [CommandSpec.file, CommandSpec.view, CommandSpec.json])

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let document = try context.loadDocument(context.documentPath(arguments))
        let selected = try context.selectedView(arguments, in: document)
        let registry = context.registry
        var lines: [String] = []
        var errors: [String] = []
        var diagnostics: [Diagnostic] = []
        for key in arguments.positionals {
            let address: AttributeAddress
            do {
                address = try AttributeAddress.resolve(key, in: document, view: selected) {
                    registry.componentClass(named: $0.className)
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
                guard let attribute = registry.componentClass(named: view.className)?.attribute(named: name) else {
                    continue
                }
                let (stored, problem) = context.storedValue(of: attribute, in: view, of: document)
                if let problem { diagnostics.append(problem) }
                let attributeValue = stored ?? attribute.defaultValue
                (value, text) = (attributeValue.json, attributeValue.text)
            }
            lines.append(arguments.flag("json") ? value.serialized : Printable.visible(text))
        }
        guard errors.isEmpty else { throw .invalid(errors) }
        context.report(diagnostics, in: document.source)
        if diagnostics.hasErrors { throw .failed }
        for line in lines { context.print(line) }
    }
}
