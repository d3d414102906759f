import DesignerCore
import Inspectable
import Rendering

/// The rows of the text inspector: a heading per view, a row per section and per group, and
/// per attribute its label, name, type, value, whether it is the default, and its range, with
/// its description beneath it when asked for.
///
/// What does not change from view to view is made once per class, as `inspect --json` does, and
/// shared by the rows of every view of the class.
struct InspectorTextRows {
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
