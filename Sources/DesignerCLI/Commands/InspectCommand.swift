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
            CommandSpec.file, CommandSpec.scene, CommandSpec.sources, CommandSpec.view, descriptions, CommandSpec.json,
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
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws(CLIError) {
        let first = try context.loadDocument(options.file)
        // Without a scene or view named, every scene of a storyboard is shown, each under its title.
        let listsScenes = options.scene == nil && options.view == nil && first.scenes.count > 1
        let documents: [(title: String?, document: Document?)] =
            listsScenes
            ? first.scenes.indices.map { index in
                let document = index == first.sceneIndex ? first : first.readScene(index).document
                return (first.scenes[index].title, document)
            } : [(nil, first)]
        // Every view is found (or the one named is not) before anything is written.
        var selections: [(title: String?, document: Document?, views: [ViewNode])] = []
        for (title, document) in documents {
            guard let document else {
                selections.append((title, nil, []))
                continue
            }
            let views = try context.selectedView(options.view, in: document).map { [$0] } ?? document.allNodes
            selections.append((title, document, views))
        }
        let last = selections.lastIndex { !$0.views.isEmpty }
        var diagnostics: [Diagnostic] = []
        let json = options.json
        if json {
            context.print("{\n  \"file\": \(JSONValue.string(first.source.name).serialized),\n  \"views\": [")
        }
        var table = TextTable()
        var writer = JSONEntryWriter()
        var texts = TextRows(
            colors: context.outputColors, descriptionWidth: options.descriptions ? context.terminalColumns ?? 80 : nil)
        for (index, (title, document, views)) in selections.enumerated() {
            if let title, !json {
                table.append(["Scene \(Printable.quoted(title))" + (document == nil ? ": no view of its own" : "")])
            }
            guard let document else { continue }
            for (offset, view) in views.enumerated() {
                let resolution = ResolvedDocument.resolve(
                    view, in: document, registry: context.registry, unknownClass: .warning)
                diagnostics += resolution.diagnostics
                let inspected = InspectedView(view, resolution)
                if json {
                    writer.write(inspected, isLast: index == last && offset == views.count - 1)
                    writer.flush(to: &context.output)
                } else {
                    texts.append(
                        inspected, isRoot: view.index == document.root.index,
                        isRejected: context.registry.rejection(named: view.className) != nil, to: &table)
                }
            }
        }
        if json {
            context.print("  ]\n}")
        } else {
            table.write { context.output.write(bytes: Array($0)) }
        }
        context.report(diagnostics, in: first.source)
        if diagnostics.hasErrors { throw .failed }
    }

}

/// The rows of the text inspector: a heading per view, a row per section and per group, and
/// per attribute its label, name, type, value, whether it is the default, and its range, with
/// its description beneath it when asked for.
///
/// What does not change from view to view is made once per class, as `inspect --json` does, and
/// shared by the rows of every view of the class.
private struct TextRows {
    let colors: ColorSupport
    /// The columns descriptions are wrapped to, or `nil` to leave them out.
    let descriptionWidth: Int?
    /// Per class: its lines after the view's heading.
    private var cache: [String: [Line]] = [:]
    /// The flags shown after a value, made once.
    private var flags: Flags?

    /// A line of a class's attributes: a section's title, a group's, or an attribute.
    private enum Line {
        case heading(TextTable.SharedCell)
        case attribute(AttributeCells)
    }

    /// The cells of the flags shown after a value.
    private struct Flags {
        let isDefault: TextTable.SharedCell
        let isSet: TextTable.SharedCell
        let clamped: TextTable.SharedCell
        let invalid: TextTable.SharedCell
    }

    /// The cells of an attribute's row that are the same in every view.
    private struct AttributeCells {
        /// The attribute's position in its class's `attributes`.
        let position: Int
        let label: TextTable.SharedCell
        let nameCell: TextTable.SharedCell
        let type: TextTable.SharedCell
        let range: TextTable.SharedCell
        /// "animates", or nothing.
        let animates: TextTable.SharedCell?
        /// The whole row of the attribute at its default.
        let atDefault: TextTable.SharedRow
        /// The lines of its description beneath it, when descriptions are shown.
        let description: [TextTable.SharedCell]
    }

    init(colors: ColorSupport, descriptionWidth: Int?) {
        (self.colors, self.descriptionWidth) = (colors, descriptionWidth)
    }

    /// - Parameter isRejected: Whether the view's class is a component the registry turned away
    ///   for a problem in its declaration, rather than one it does not know.
    mutating func append(_ inspected: InspectedView, isRoot: Bool, isRejected: Bool, to table: inout TextTable) {
        let view = inspected.node
        var heading = Printable.excerpt(view.className) + (view.id.map { " " + Printable.quoted($0) } ?? "")
        if let label = view.label { heading += " labelled \(Printable.quoted(label))" }
        if isRoot { heading += " (root)" }
        heading += view.isView ? ", frame \(view.frame.text)" : ", not a view"
        table.append([heading])
        guard let componentClass = inspected.componentClass else {
            table.append(["  " + InspectedView.classlessNote(isView: view.isView, isRejected: isRejected)])
            return
        }
        let flags = flags(in: &table)
        for line in lines(of: componentClass, in: &table) {
            guard case .attribute(let cells) = line else {
                if case .heading(let title) = line { table.append(title) }
                table.endRow()
                continue
            }
            append(cells, of: inspected, flags: flags, to: &table)
            for text in cells.description {
                table.append(text)
                table.endRow()
            }
        }
    }

    private func append(_ cells: AttributeCells, of inspected: InspectedView, flags: Flags, to table: inout TextTable) {
        if inspected.isLeftOut(at: cells.position) {
            table.append(cells.atDefault)
            return
        }
        let entry = inspected.entry(at: cells.position)
        let (shown, flag): (String, TextTable.SharedCell)
        switch entry.state {
        case .isDefault:
            // What is left out (or set to its default) is shown as the class's cells have it.
            table.append(cells.atDefault)
            return
        case .invalid(let written): (shown, flag) = (Printable.excerpt(written.serialized), flags.invalid)
        case .set: (shown, flag) = (shownValue(entry.value), flags.isSet)
        case .clamped: (shown, flag) = (shownValue(entry.value), flags.clamped)
        }
        table.append(cells.label)
        table.append(cells.nameCell)
        table.append(cells.type)
        table.append(shown, width: TextTable.width(shown))
        table.append(flag)
        table.append(cells.range)
        if let animates = cells.animates { table.append(animates) }
        table.endRow()
    }

    /// A value as the inspector shows it: its text, after a swatch if it is a color and the
    /// terminal shows colors.
    private func shownValue(_ value: AttributeValue) -> String {
        let text = Printable.excerpt(value.text)
        guard colors != .none, let color = value.value(as: Color.self) ?? value.value(as: Color?.self) ?? nil else {
            return text
        }
        return ANSIColor.select(color, colors) + "██" + ANSIColor.reset + " " + text
    }

    private mutating func flags(in table: inout TextTable) -> Flags {
        if let flags { return flags }
        let made = Flags(
            isDefault: table.share("default", width: 7), isSet: table.share("", width: 0),
            clamped: table.share("clamped", width: 7), invalid: table.share("invalid", width: 7))
        flags = made
        return made
    }

    /// The lines of a class's sections: each section's title, then its groups, a group's
    /// attributes indented beneath its title.
    private mutating func lines(of componentClass: ComponentClass, in table: inout TextTable) -> [Line] {
        if let lines = cache[componentClass.name] { return lines }
        func cell(_ text: String) -> TextTable.SharedCell { table.share(text, width: TextTable.width(text)) }
        let isDefault = flags(in: &table).isDefault
        var lines: [Line] = []
        for section in InspectorSection.sections(of: componentClass) {
            lines.append(.heading(cell("  " + section.title)))
            for group in section.groups {
                if let title = group.title { lines.append(.heading(cell("    " + Printable.excerpt(title)))) }
                let indent = group.title == nil ? "    " : "      "
                for row in group.rows {
                    let attribute = row.attribute
                    let label = cell(indent + attribute.label)
                    let (name, type) = (cell(attribute.name), cell(attribute.typeName))
                    let range = cell(attribute.range ?? "")
                    let defaultValue = cell(shownValue(attribute.defaultValue))
                    let animates = attribute.animation.map { _ in cell("animates") }
                    let atDefault = [label, name, type, defaultValue, isDefault, range] + (animates.map { [$0] } ?? [])
                    lines.append(
                        .attribute(
                            AttributeCells(
                                position: row.position, label: label, nameCell: name, type: type, range: range,
                                animates: animates, atDefault: table.share(row: atDefault),
                                description: descriptionLines(attribute.summary, indent: indent + "  ").map(cell))))
                }
            }
        }
        cache[componentClass.name] = lines
        return lines
    }

    /// A description wrapped beneath its attribute's label, dimmed where the terminal has
    /// styles; nothing when descriptions are not shown.
    private func descriptionLines(_ summary: String?, indent: String) -> [String] {
        guard let descriptionWidth, let summary else { return [] }
        let width = max(20, descriptionWidth - indent.count)
        let (start, end) = colors == .none ? ("", "") : ("\u{1B}[2m", ANSIColor.reset)
        // A description from a doc comment runs over several lines: its words are wrapped anew.
        let words = summary.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return HelpFormatter.wrap(Printable.visible(words), width: width).map { indent + start + $0 + end }
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

    /// The text around an attribute's value and its state, up to the next attribute.
    private struct AttributeText {
        /// The attribute's position in its class's `attributes`.
        let position: Int
        let beforeValue: [UInt8]
        /// What follows the value and its state.
        let end: [UInt8]
        /// The whole text of the attribute at its default, for the many views that leave it out.
        let atDefault: [UInt8]
    }

    private var output = JSONWriter()
    private var cache: [String: [SectionText]] = [:]

    /// Writes the views' text so far to `sink`, and begins again in the same room.
    mutating func flush(to sink: inout any OutputSink) {
        sink.write(bytes: output.bytes)
        output.removeAll()
    }

    mutating func write(_ inspected: InspectedView, isLast: Bool) {
        let view = inspected.node
        let componentClass = inspected.componentClass
        output.append("    {\n      \"id\": ")
        output.write(view.id.map(JSONValue.string) ?? .null)
        output.append(",\n      \"class\": ")
        output.writeQuoted(view.className)
        output.append(componentClass != nil ? ",\n      \"knownClass\": true" : ",\n      \"knownClass\": false")
        output.append(",\n      \"frame\": ")
        if view.isView { writeFrame(view.frame) } else { output.append("null") }
        output.append(",\n      \"sections\": [")
        if let componentClass {
            for (sectionIndex, section) in sections(componentClass).enumerated() {
                output.append(sectionIndex == 0 ? "\n" : ",\n")
                output.append(bytes: section.heading)
                for text in section.attributes {
                    if inspected.isLeftOut(at: text.position) {
                        output.append(bytes: text.atDefault)
                        continue
                    }
                    let entry = inspected.entry(at: text.position)
                    switch entry.state {
                    case .isDefault:
                        output.append(bytes: text.atDefault)
                        continue
                    // A stored value that cannot be used is shown as written, and is not the default.
                    case .invalid(let written):
                        output.append(bytes: text.beforeValue)
                        output.write(written)
                    case .set, .clamped:
                        output.append(bytes: text.beforeValue)
                        output.write(entry.value.json)
                    }
                    output.append(Self.stateText(entry.state))
                    output.append(bytes: text.end)
                }
                output.append("          ]\n        }")
            }
            output.append("\n      ")
        }
        output.append(isLast ? "]\n    }\n" : "]\n    },\n")
    }

    /// `{"x": 0, "y": 0, "width": 200, "height": 20}`, as `JSONWriter` writes the frame's JSON,
    /// without making a JSON object for every view.
    private mutating func writeFrame(_ frame: Rect) {
        output.append("{\"x\": ")
        output.write(number: frame.x)
        output.append(", \"y\": ")
        output.write(number: frame.y)
        output.append(", \"width\": ")
        output.write(number: frame.width)
        output.append(", \"height\": ")
        output.write(number: frame.height)
        output.append("}")
    }

    private mutating func sections(_ componentClass: ComponentClass) -> [SectionText] {
        if let sections = cache[componentClass.name] { return sections }
        var position = 0
        let sections = componentClass.sections.map { section in
            var heading = JSONWriter()
            heading.append("        {\n          \"class\": ")
            heading.writeQuoted(section.className)
            heading.append(",\n          \"title\": ")
            heading.writeQuoted(section.title)
            heading.append(",\n          \"attributes\": [\n")
            let attributes = section.attributes.enumerated().map { index, attribute in
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
                    ("animation", attribute.animation.map(Self.json) ?? .null),
                ] {
                    end.append(", ")
                    end.writeQuoted(key)
                    end.append(": ")
                    end.write(value)
                }
                end.append(index + 1 < section.attributes.count ? "},\n" : "}\n")
                var atDefault = before
                atDefault.write(attribute.defaultValue.json)
                atDefault.append(Self.stateText(.isDefault))
                atDefault.append(bytes: end.bytes)
                defer { position += 1 }
                return AttributeText(
                    position: position, beforeValue: before.bytes, end: end.bytes, atDefault: atDefault.bytes)
            }
            return SectionText(heading: heading.bytes, attributes: attributes)
        }
        cache[componentClass.name] = sections
        return sections
    }

    /// What follows an attribute's value: whether it is the default, and its state.
    private static func stateText(_ state: InspectedView.State) -> String {
        switch state {
        case .isDefault: #", "isDefault": true, "state": "default""#
        case .set: #", "isDefault": false, "state": "set""#
        case .clamped: #", "isDefault": false, "state": "clamped""#
        case .invalid: #", "isDefault": false, "state": "invalid""#
        }
    }

    /// `{"duration": 1.5, "curve": "easeInOut"}`
    private static func json(_ animation: Animation) -> JSONValue {
        .object(
            JSONObject([
                "duration": JSONNumber(animation.duration).map(JSONValue.number) ?? .null,
                "curve": .string(animation.curve.rawValue),
            ]))
    }
}
