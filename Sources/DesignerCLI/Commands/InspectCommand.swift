import Inspectable
import Rendering

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
        var writer = JSONEntryWriter()
        for (index, view) in views.enumerated() {
            let resolution = ResolvedDocument.resolve(
                view, in: document, registry: context.registry, unknownClass: .warning)
            diagnostics += resolution.diagnostics
            if json {
                writer.write(view, resolution, isLast: index + 1 == views.count)
                context.output.write(bytes: writer.take())
            } else {
                rows += textRows(view, document, resolution, colors: context.outputColors)
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
        _ view: ViewNode, _ document: Document, _ resolution: ResolvedDocument.ViewResolution, colors: ColorSupport
    ) -> [[String]] {
        var heading = Printable.visible(view.className + (view.id.map { " '\($0)'" } ?? ""))
        if view.object == document.root.object { heading += " (root)" }
        heading += ", frame \(view.frame.text)"
        var rows: [[String]] = [[heading]]
        guard let componentClass = resolution.componentClass, let configuration = resolution.configuration else {
            rows.append(["  unknown class: shown as a placeholder, with no attributes"])
            return rows
        }
        for section in componentClass.sections {
            rows.append(["  " + section.title])
            for attribute in section.attributes {
                if let invalid = resolution.invalidValues[attribute.name] {
                    rows.append([
                        "    " + attribute.label, attribute.name, attribute.typeName,
                        Printable.visible(invalid.serialized),
                        "invalid", attribute.range ?? "",
                    ])
                    continue
                }
                let value = configuration.value(of: attribute.name) ?? attribute.defaultValue
                var shown = Printable.visible(value.text)
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
}

/// Writes the views of `inspect --json`, an attribute per line.
///
/// What does not change from view to view (an attribute's name, label, type, default, range,
/// step and description) is written once per class and reused, so a document of 100,000
/// views prints in seconds.
private struct JSONEntryWriter {
    /// The text around an attribute's value and its `isDefault` flag.
    private struct AttributeText {
        let beforeValue: [UInt8]
        let beforeFlag: [UInt8]
        let end: [UInt8]
    }

    private var output = JSONWriter()
    private var cache: [String: [[AttributeText]]] = [:]

    mutating func take() -> [UInt8] {
        defer { output = JSONWriter() }
        return output.bytes
    }

    mutating func write(_ view: ViewNode, _ resolution: ResolvedDocument.ViewResolution, isLast: Bool) {
        let componentClass = resolution.componentClass
        output.append("    {\n      \"id\": ")
        output.write(view.id.map(JSONValue.string) ?? .null)
        output.append(",\n      \"class\": ")
        output.writeQuoted(view.className)
        output.append(",\n      \"knownClass\": \(componentClass != nil),\n      \"frame\": ")
        output.write(view.frame.json)
        output.append(",\n      \"sections\": [")
        if let componentClass {
            let texts = attributeTexts(componentClass)
            for (sectionIndex, section) in componentClass.sections.enumerated() {
                output.append(sectionIndex == 0 ? "\n" : ",\n")
                output.append("        {\n          \"class\": ")
                output.writeQuoted(section.className)
                output.append(",\n          \"title\": ")
                output.writeQuoted(section.title)
                output.append(",\n          \"attributes\": [\n")
                for (attributeIndex, attribute) in section.attributes.enumerated() {
                    let text = texts[sectionIndex][attributeIndex]
                    let value = resolution.configuration?.value(of: attribute.name) ?? attribute.defaultValue
                    let invalid = resolution.invalidValues[attribute.name]
                    output.append("            ")
                    output.append(bytes: text.beforeValue)
                    // A stored value that cannot be used is shown as written, and is not the default.
                    output.write(invalid ?? value.json)
                    output.append(bytes: text.beforeFlag)
                    output.append(invalid == nil && value == attribute.defaultValue ? "true" : "false")
                    output.append(bytes: text.end)
                    output.append(attributeIndex + 1 < section.attributes.count ? ",\n" : "\n")
                }
                output.append("          ]\n        }")
            }
            output.append("\n      ")
        }
        output.append("]\n    }" + (isLast ? "\n" : ",\n"))
    }

    private mutating func attributeTexts(_ componentClass: ComponentClass) -> [[AttributeText]] {
        if let texts = cache[componentClass.name] { return texts }
        let texts = componentClass.sections.map { section in
            section.attributes.map { attribute in
                var before = JSONWriter()
                before.append("{\"name\": ")
                before.writeQuoted(attribute.name)
                before.append(", \"label\": ")
                before.writeQuoted(attribute.label)
                before.append(", \"type\": ")
                before.writeQuoted(attribute.typeName)
                before.append(", \"value\": ")
                var end = JSONWriter()
                for (key, value) in [
                    ("default", attribute.defaultValue.json),
                    ("minimum", attribute.lowerBound?.json ?? .null),
                    ("maximum", attribute.upperBound?.json ?? .null),
                    ("step", attribute.step?.json ?? .null),
                    ("group", attribute.group.map(JSONValue.string) ?? .null),
                    ("description", attribute.summary.map(JSONValue.string) ?? .null),
                ] {
                    end.append(", ")
                    end.writeQuoted(key)
                    end.append(": ")
                    end.write(value)
                }
                end.append("}")
                return AttributeText(
                    beforeValue: before.bytes, beforeFlag: Array(", \"isDefault\": ".utf8), end: end.bytes)
            }
        }
        cache[componentClass.name] = texts
        return texts
    }
}
