import Inspectable

/// Reads what each table view of a storyboard or xib draws around its cells (`TableSections`):
/// its `style`, `separatorStyle`, `separatorColor` and `separatorInset`, and its sections.
///
///     <tableView style="insetGrouped" separatorStyle="default" dataMode="static" …>
///       <sections>
///         <tableViewSection headerTitle="Action" footerTitle="…"><cells>…</cells></tableViewSection>
///
/// A static table's sections are its `<tableViewSection>`s; a prototype table's cells
/// (`<prototypes>`) are one section without titles.
enum XIBTableSections {
    /// The tables among `document`'s views, in the order written, and the problems of what
    /// they write: a separator inset's edge that is not a number, an error at its place.
    static func of(_ document: Document, in file: XIBFile) -> (tables: [TableSections], diagnostics: [Diagnostic]) {
        let xml = file.xml
        var indexByElement: [Int: Int] = [:]
        for view in document.allViews { indexByElement[view.node] = view.index }
        var diagnostics: [Diagnostic] = []
        var tables: [TableSections] = []
        for view in document.allViews where xml.isElement(view.node, named: "tableView") {
            tables.append(
                table(view.node, at: view.index, in: file, indexByElement: indexByElement, diagnostics: &diagnostics))
        }
        return (tables, diagnostics)
    }

    private static func table(
        _ element: Int, at index: Int, in file: XIBFile, indexByElement: [Int: Int], diagnostics: inout [Diagnostic]
    ) -> TableSections {
        let xml = file.xml
        let style = xml.attribute(element, "style").flatMap(TableSections.Style.init(rawValue:)) ?? .plain
        var separatorColor: Color? = .separator
        if xml.hasAttribute(element, "separatorStyle", equalTo: "none") {
            separatorColor = nil
        } else if let written = xml.child(of: element, named: "color", key: "separatorColor"),
            case .success(let color) = XIBColor.read(
                written, in: xml, resources: file.resources, assets: file.assets)
        {
            separatorColor = color
        }
        func cell(_ element: Int) -> TableSections.Cell? {
            guard let index = indexByElement[element] else { return nil }
            var cell = TableSections.Cell(
                index: index, separatorInset: separatorInset(of: element, in: xml, diagnostics: &diagnostics),
                hasBackgroundColor: xml.child(of: element, named: "color", key: "backgroundColor") != nil)
            if let configuration = xml.child(
                of: element, named: "listContentConfiguration", key: "contentConfiguration")
            {
                cell.content = TableSections.Content(
                    text: xml.attribute(configuration, "text") ?? "",
                    secondaryText: xml.attribute(configuration, "secondaryText") ?? "")
            }
            if let label = xml.attribute(element, "textLabel"),
                let content = xml.child(of: element, named: "tableViewCellContentView", key: "contentView"),
                let subviews = xml.child(of: content, named: "subviews"),
                let labelElement = xml.children(of: subviews).first(where: { xml.attribute($0, "id") == label })
            {
                cell.contentView = indexByElement[content]
                cell.textLabel = indexByElement[labelElement]
            }
            return cell
        }
        var sections: [TableSections.Section] = []
        if let prototypes = xml.child(of: element, named: "prototypes") {
            let cells = xml.children(of: prototypes).compactMap(cell)
            sections.append(TableSections.Section(headerTitle: nil, footerTitle: nil, cells: cells))
        }
        if let written = xml.child(of: element, named: "sections") {
            for section in xml.children(of: written) where xml.isElement(section, named: "tableViewSection") {
                let cells = xml.child(of: section, named: "cells").map { xml.children(of: $0).compactMap(cell) } ?? []
                sections.append(
                    TableSections.Section(
                        headerTitle: xml.attribute(section, "headerTitle"),
                        footerTitle: xml.attribute(section, "footerTitle"), cells: cells))
            }
        }
        return TableSections(
            table: index, style: style, separatorColor: separatorColor,
            separatorInset: separatorInset(of: element, in: xml, diagnostics: &diagnostics),
            hasBackgroundColor: xml.child(of: element, named: "color", key: "backgroundColor") != nil,
            sections: sections)
    }

    /// `<inset key="separatorInset" minX="…" maxX="…"/>`'s left and right, each 0 where it is
    /// left out; `nil`, with an error at its place, where one is not a number.
    private static func separatorInset(of element: Int, in xml: XMLSyntax, diagnostics: inout [Diagnostic])
        -> TableSections.HorizontalInset?
    {
        guard let inset = xml.child(of: element, named: "inset", key: "separatorInset") else { return nil }
        var edges: [Double] = []
        for name in ["minX", "maxX"] {
            guard let index = xml.attributeIndex(inset, name) else {
                edges.append(0)
                continue
            }
            let text = xml.value(of: index)
            guard let edge = XIBScalar.decimal(text) else {
                diagnostics.append(
                    .error(
                        "separatorInset \(name) \(Printable.quoted(text)) is not a number",
                        at: xml.attributes[index].value.lowerBound))
                return nil
            }
            edges.append(edge)
        }
        return TableSections.HorizontalInset(left: edges[0], right: edges[1])
    }
}
