import Inspectable

/// `designer inspect`: the Attributes Inspector, a section per class for every view.
enum InspectCommand: Command {
    static let spec = CommandSpec(
        name: "inspect", abstract: "Show the attributes of the document's views, as the Attributes Inspector does.",
        discussion:
            "Each view is shown with a section per class, most derived first, then View. Each attribute has its label, name, type, value and range; 'default' marks a value that is the default. --json prints the same as stable JSON.",
        options: [CommandSpec.file, CommandSpec.view, CommandSpec.json])

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let document = try context.loadDocument(context.documentPath(arguments))
        let views = try context.selectedView(arguments, in: document).map { [$0] } ?? document.allViews
        var diagnostics: [Diagnostic] = []
        let json = arguments.flag("json")
        if json {
            context.print("{\n  \"file\": \(JSONValue.string(document.source.name).serialized),\n  \"views\": [")
        }
        var rows: [[String]] = []
        for (index, view) in views.enumerated() {
            let (componentClass, configuration, problems) = ResolvedDocument.resolve(
                view, in: document, registry: context.registry, unknownClass: .warning)
            diagnostics += problems
            if json {
                let entry = jsonEntry(view, componentClass, configuration)
                context.print("    " + entry.prettyPrinted(level: 2) + (index + 1 < views.count ? "," : ""))
            } else {
                rows += textRows(view, document, componentClass, configuration, colors: context.outputColors)
            }
        }
        if json {
            context.print("  ]\n}")
        } else {
            for line in Table.format(rows) { context.print(line) }
        }
        context.report(diagnostics, in: document.source)
        if diagnostics.hasErrors { throw .failed }
    }

    // MARK: - Text

    private static func textRows(
        _ view: ViewNode, _ document: Document, _ componentClass: ComponentClass?, _ configuration: Configuration?,
        colors: ColorSupport
    ) -> [[String]] {
        var heading = view.className + (view.id.map { " '\($0)'" } ?? "")
        if view.object == document.root.object { heading += " (root)" }
        heading += ", frame \(view.frame.text)"
        var rows: [[String]] = [[heading]]
        guard let componentClass, let configuration else {
            rows.append(["  unknown class: shown as a placeholder, with no attributes"])
            return rows
        }
        for section in componentClass.sections {
            rows.append(["  " + section.title])
            for attribute in section.attributes {
                let value = configuration.value(of: attribute.name) ?? attribute.defaultValue
                var shown = value.text
                if let color = value.value(as: Color.self) ?? value.value(as: Color?.self) ?? nil,
                    colors != .none
                {
                    shown = ANSIColor.select(color, colors) + "██" + ANSIColor.reset + " " + shown
                }
                rows.append([
                    "    " + attribute.label, attribute.name, attribute.typeName, shown,
                    value == attribute.defaultValue ? "default" : "", attribute.range ?? "",
                ])
            }
        }
        return rows
    }

    // MARK: - JSON

    private static func jsonEntry(_ view: ViewNode, _ componentClass: ComponentClass?, _ configuration: Configuration?)
        -> JSONValue
    {
        var members: [JSONObject.Member] = [
            .init(key: "id", value: view.id.map(JSONValue.string) ?? .null),
            .init(key: "class", value: .string(view.className)),
            .init(key: "knownClass", value: .bool(componentClass != nil)),
            .init(key: "frame", value: view.frame.json),
        ]
        let sections = (componentClass?.sections ?? []).map { section in
            JSONValue.object(
                JSONObject([
                    "class": .string(section.className),
                    "title": .string(section.title),
                    "attributes": .array(
                        section.attributes.map { attribute in
                            jsonEntry(attribute, configuration?.value(of: attribute.name) ?? attribute.defaultValue)
                        }),
                ]))
        }
        members.append(.init(key: "sections", value: .array(sections)))
        return .object(JSONObject(members))
    }

    private static func jsonEntry(_ attribute: Attribute, _ value: AttributeValue) -> JSONValue {
        .object(
            JSONObject([
                "name": .string(attribute.name),
                "label": .string(attribute.label),
                "type": .string(attribute.typeName),
                "value": value.json,
                "default": attribute.defaultValue.json,
                "isDefault": .bool(value == attribute.defaultValue),
                "minimum": attribute.lowerBound?.json ?? .null,
                "maximum": attribute.upperBound?.json ?? .null,
                "step": attribute.step?.json ?? .null,
                "group": attribute.group.map(JSONValue.string) ?? .null,
                "description": attribute.summary.map(JSONValue.string) ?? .null,
            ]))
    }
}
