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
        var table = TextTable()
        var writer = JSONEntryWriter()
        var texts = TextRows(colors: context.outputColors)
        for (index, view) in views.enumerated() {
            let resolution = ResolvedDocument.resolve(
                view, in: document, registry: context.registry, unknownClass: .warning)
            diagnostics += resolution.diagnostics
            if json {
                writer.write(view, resolution, isLast: index + 1 == views.count)
                context.output.write(bytes: writer.take())
            } else {
                texts.append(view, document, resolution, to: &table)
            }
        }
        if json {
            context.print("  ]\n}")
        } else {
            table.write { context.output.write(bytes: Array($0)) }
        }
        context.report(diagnostics, in: document.source)
        if diagnostics.hasErrors { throw .failed }
    }

}

/// The rows of the text inspector: a heading per view, a row per section, and per attribute its
/// label, name, type, value, whether it is the default, and its range.
///
/// What does not change from view to view is made once per class, as `inspect --json` does.
private struct TextRows {
    let colors: ColorSupport
    /// Per class: per section, its title and its attributes' cells.
    private var cache: [String: [(title: String, attributes: [AttributeCells])]] = [:]

    /// The cells of an attribute's row that are the same in every view, with their widths.
    private struct AttributeCells {
        let defaultValue: AttributeValue
        let label: (String, Int)
        let name: (String, Int)
        let type: (String, Int)
        let range: (String, Int)
        /// The default value as the inspector shows it.
        let defaultText: String
    }

    init(colors: ColorSupport) {
        self.colors = colors
    }

    mutating func append(
        _ view: ViewNode, _ document: Document, _ resolution: ResolvedDocument.ViewResolution,
        to table: inout TextTable
    ) {
        var heading = Printable.excerpt(view.className) + (view.id.map { " " + Printable.quoted($0) } ?? "")
        if view.object == document.root.object { heading += " (root)" }
        heading += ", frame \(view.frame.text)"
        table.append([heading])
        guard let componentClass = resolution.componentClass, let configuration = resolution.configuration else {
            table.append(["  unknown class: shown as a placeholder, with no attributes"])
            return
        }
        for section in sections(of: componentClass) {
            table.append([section.title])
            for cells in section.attributes {
                table.append(cells.label.0, width: cells.label.1)
                table.append(cells.name.0, width: cells.name.1)
                table.append(cells.type.0, width: cells.type.1)
                if !resolution.invalidValues.isEmpty, let invalid = resolution.invalidValues[cells.name.0] {
                    let shown = Printable.excerpt(invalid.serialized)
                    table.append(shown, width: TextTable.width(shown))
                    table.append("invalid", width: 7)
                } else {
                    // What is left out is the default, shown as the class's cells have it.
                    let stored = configuration.explicitValue(of: cells.name.0)
                    let isDefault = stored.map { $0 == cells.defaultValue } ?? true
                    let value = stored ?? cells.defaultValue
                    var shown = isDefault ? cells.defaultText : Printable.excerpt(value.text)
                    if colors != .none, let color = value.value(as: Color.self) ?? value.value(as: Color?.self) ?? nil {
                        shown = ANSIColor.select(color, colors) + "██" + ANSIColor.reset + " " + shown
                    }
                    table.append(shown, width: TextTable.width(shown))
                    table.append(isDefault ? "default" : "", width: isDefault ? 7 : 0)
                }
                table.append(cells.range.0, width: cells.range.1)
                table.endRow()
            }
        }
    }

    private mutating func sections(of componentClass: ComponentClass) -> [(
        title: String, attributes: [AttributeCells]
    )] {
        if let sections = cache[componentClass.name] { return sections }
        func cell(_ text: String) -> (String, Int) { (text, TextTable.width(text)) }
        let sections = componentClass.sections.map { section in
            (
                "  " + section.title,
                section.attributes.map { attribute in
                    AttributeCells(
                        defaultValue: attribute.defaultValue, label: cell("    " + attribute.label),
                        name: cell(attribute.name),
                        type: cell(attribute.typeName), range: cell(attribute.range ?? ""),
                        defaultText: Printable.excerpt(attribute.defaultValue.text))
                }
            )
        }
        cache[componentClass.name] = sections
        return sections
    }
}

/// Writes the views of `inspect --json`, an attribute per line.
///
/// What does not change from view to view (an attribute's name, label, type, default, range,
/// step and description) is written once per class and reused, so a document of 100,000
/// views prints in seconds.
private struct JSONEntryWriter {
    /// A section's text up to its first attribute, and its attributes' texts.
    private struct SectionText {
        let heading: [UInt8]
        let attributes: [AttributeText]
    }

    /// The text around an attribute's value and its `isDefault` flag.
    private struct AttributeText {
        let name: String
        let defaultValue: AttributeValue
        let beforeValue: [UInt8]
        /// The default value's JSON, for the many views that leave the attribute out.
        let defaultJSON: [UInt8]
        let end: [UInt8]
    }

    private var output = JSONWriter()
    private var cache: [String: [SectionText]] = [:]

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
        writeFrame(view.frame)
        output.append(",\n      \"sections\": [")
        if let componentClass {
            let invalidValues = resolution.invalidValues
            for (sectionIndex, section) in sections(componentClass).enumerated() {
                output.append(sectionIndex == 0 ? "\n" : ",\n")
                output.append(bytes: section.heading)
                for (attributeIndex, attribute) in section.attributes.enumerated() {
                    let stored = resolution.configuration?.explicitValue(of: attribute.name)
                    let invalid = invalidValues.isEmpty ? nil : invalidValues[attribute.name]
                    output.append(bytes: attribute.beforeValue)
                    // A stored value that cannot be used is shown as written, and is not the default.
                    let isDefault = invalid == nil && (stored.map { $0 == attribute.defaultValue } ?? true)
                    if let shown = invalid ?? (isDefault ? nil : stored?.json) {
                        output.write(shown)
                    } else {
                        output.append(bytes: attribute.defaultJSON)
                    }
                    output.append(isDefault ? ", \"isDefault\": true" : ", \"isDefault\": false")
                    output.append(bytes: attribute.end)
                    output.append(attributeIndex + 1 < section.attributes.count ? ",\n" : "\n")
                }
                output.append("          ]\n        }")
            }
            output.append("\n      ")
        }
        output.append("]\n    }" + (isLast ? "\n" : ",\n"))
    }

    /// `{"x": 0, "y": 0, "width": 200, "height": 20}`, as `JSONWriter` writes the frame's JSON,
    /// without making a JSON object for every view.
    private mutating func writeFrame(_ frame: Rect) {
        output.append("{")
        for (index, (name, value)) in zip(Rect.fieldNames, frame.fieldValues).enumerated() {
            if index > 0 { output.append(", ") }
            output.writeQuoted(name)
            output.append(": ")
            output.write(value.json)
        }
        output.append("}")
    }

    private mutating func sections(_ componentClass: ComponentClass) -> [SectionText] {
        if let sections = cache[componentClass.name] { return sections }
        let sections = componentClass.sections.map { section in
            var heading = JSONWriter()
            heading.append("        {\n          \"class\": ")
            heading.writeQuoted(section.className)
            heading.append(",\n          \"title\": ")
            heading.writeQuoted(section.title)
            heading.append(",\n          \"attributes\": [\n")
            let attributes = section.attributes.map { attribute in
                var before = JSONWriter()
                before.append("            {\"name\": ")
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
                var defaultJSON = JSONWriter()
                defaultJSON.write(attribute.defaultValue.json)
                return AttributeText(
                    name: attribute.name, defaultValue: attribute.defaultValue, beforeValue: before.bytes,
                    defaultJSON: defaultJSON.bytes, end: end.bytes)
            }
            return SectionText(heading: heading.bytes, attributes: attributes)
        }
        cache[componentClass.name] = sections
        return sections
    }
}
