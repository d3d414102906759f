import Inspectable

/// Draws what a table view shows around its cells (`TableSections`), as UIKit draws a table's
/// default headers, footers and separators in iOS 13 and later. UIKit publishes no numbers for
/// these; the metrics are those of its default header and footer views as they measure on an
/// iPhone:
///
/// - Grouped and inset grouped: the table on `systemGroupedBackground` and each cell without a
///   color of its own on `secondarySystemGroupedBackground`; an inset grouped section's first and
///   last cells rounded at its top and bottom corners to 10 points. A header title is 13-point
///   `secondaryLabel` text in capitals, its last line 7 points above the section's first cell; a
///   footer title 13-point `secondaryLabel` text wrapped from 7 points below its last cell. Both
///   start at the cells' content margin.
/// - Plain: a header title is 17-point semibold `label` text on a 28-point bar of
///   `secondarySystemBackground` right above the section's first cell; a footer title 13-point
///   `secondaryLabel` text below its last cell.
/// - Separators: a 0.5-point line (a pixel at 2x) in the table's `separatorColor` at the foot
///   of each cell, from the cell's `separatorInset` (else the table's, else the standard style's
///   text label, else the content margin) to its trailing edge, from the right right to left; a
///   grouped section's last cell has none, a plain table's has one.
///
/// The content margin is 16 points, 20 on tables 414 points wide or wider, as UIKit's. Headers
/// and footers take the room Interface Builder leaves for them between the cells' saved frames;
/// a section without cells places its titles from the bottom of the section before it.
enum TableSectionsDrawing {
    /// The corner radius of an inset grouped section.
    static let sectionCornerRadius = 10.0
    /// How far a grouped header's text ends above its section, and a footer's starts below.
    static let titleGap = 7.0
    /// A plain header's height.
    static let plainHeaderHeight = 28.0
    /// A separator's thickness: a pixel at 2x.
    static let separatorThickness = 0.5

    /// The margin a table's content, titles and default separators start at.
    static func margin(ofTableWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// Fills a grouped table's view, `context`, with `systemGroupedBackground` where it has no
    /// color of its own: all of it, under its content inset too.
    static func drawBackground(_ table: TableSections, in context: inout GraphicsContext) {
        if table.isGrouped, !table.hasBackgroundColor { context.fill(context.bounds, color: .systemGroupedBackground) }
    }

    /// A section's header or footer title as it is drawn, in its table's content coordinates.
    struct SectionTitle {
        /// The text drawn: a grouped header's in capitals.
        let text: String
        let isHeader: Bool
        /// The section's position in the table.
        let section: Int
        /// Where the text is drawn.
        let rect: Rect
        /// A plain header's bar, which the text is drawn across; `nil` for a grouped header and
        /// a footer.
        let bar: Rect?
        let font: Font
        let color: Color
        let style: TextStyle
    }

    /// The section titles of `table`, as `drawUnderCells` draws them in a table `width` wide:
    /// `frame(i)` as there, `measure` the height of a text wrapped in a width
    /// (`GraphicsContext.size(of:font:style:width:)`).
    static func titles(
        _ table: TableSections, width: Double, frame: (Int) -> Rect,
        measure: (String, Font, TextStyle, Double) -> Double
    ) -> [SectionTitle] {
        let margin = margin(ofTableWidth: width)
        var titles: [SectionTitle] = []
        var cursor = 0.0
        for (position, section) in table.sections.enumerated() {
            let frames = section.cells.map { frame($0.index) }
            let left = (frames.first?.x ?? (table.style == .insetGrouped ? margin : 0)) + margin
            let textWidth = max(0, (frames.first?.width ?? width - (left - margin) * 2) - 2 * margin)
            if let title = section.headerTitle, !title.isEmpty {
                if table.isGrouped {
                    let text = title.uppercased()
                    let height = measure(text, groupedFont, wrapping, textWidth)
                    let bottom = frames.first.map { $0.y - titleGap } ?? cursor + titleGap + height
                    titles.append(
                        SectionTitle(
                            text: text, isHeader: true, section: position,
                            rect: Rect(x: left, y: bottom - height, width: textWidth, height: height), bar: nil,
                            font: groupedFont, color: .secondaryLabel, style: wrapping))
                    cursor = max(cursor, bottom)
                } else {
                    let bottom = frames.first?.y ?? cursor + plainHeaderHeight
                    let bar = Rect(x: 0, y: bottom - plainHeaderHeight, width: width, height: plainHeaderHeight)
                    titles.append(
                        SectionTitle(
                            text: title, isHeader: true, section: position,
                            rect: Rect(x: margin, y: bar.y, width: max(0, width - 2 * margin), height: bar.height),
                            bar: bar, font: plainHeaderFont, color: .label, style: TextStyle(alignment: .natural)))
                    cursor = max(cursor, bottom)
                }
            }
            cursor = max(cursor, frames.map(\.maxY).max() ?? cursor)
            if let title = section.footerTitle, !title.isEmpty {
                let height = measure(title, groupedFont, wrapping, textWidth)
                let top = cursor + titleGap
                titles.append(
                    SectionTitle(
                        text: title, isHeader: false, section: position,
                        rect: Rect(x: left, y: top, width: textWidth, height: height),
                        bar: nil, font: groupedFont, color: .secondaryLabel, style: wrapping))
                cursor = top + height
            }
        }
        return titles
    }

    /// Draws the grouped cells' backgrounds and the section titles of `table`, whose view is
    /// `context` (drawn before its cells, after `drawBackground`). `frame(i)` is the frame of the
    /// view at position `i` of the document, in its superview's coordinates.
    static func drawUnderCells(_ table: TableSections, frame: (Int) -> Rect, in context: inout GraphicsContext) {
        let measure = { [context] (text: String, font: Font, style: TextStyle, width: Double) in
            context.size(of: text, font: font, style: style, width: width).height
        }
        let titles = titles(table, width: context.size.width, frame: frame, measure: measure)
        for (position, section) in table.sections.enumerated() {
            if table.isGrouped {
                for cell in section.cells where !cell.hasBackgroundColor {
                    let shape = cellShape(frame(cell.index), in: section, of: table, cell: cell.index)
                    context.fill(shape.path, color: .secondarySystemGroupedBackground)
                }
            }
            for title in titles where title.section == position {
                if let bar = title.bar { context.fill(bar, color: .secondarySystemBackground) }
                context.draw(title.text, in: title.rect, font: title.font, color: title.color, style: title.style)
            }
        }
    }

    /// Draws the cells' list content configurations and the separators of `table` over its cells.
    static func drawOverCells(
        _ table: TableSections, frame: (Int) -> Rect, in context: inout GraphicsContext
    ) {
        let margin = margin(ofTableWidth: context.size.width)
        for cell in table.sections.flatMap(\.cells) {
            guard let content = cell.content else { continue }
            let cellFrame = frame(cell.index)
            let width = cell.contentView.map { frame($0).width } ?? cellFrame.width
            draw(
                content, in: Rect(x: cellFrame.x, y: cellFrame.y, width: width, height: cellFrame.height),
                margin: margin, context: &context)
        }
        guard let color = table.separatorColor else { return }
        for section in table.sections {
            for (position, cell) in section.cells.enumerated() {
                if table.isGrouped, position == section.cells.count - 1 { continue }
                let cellFrame = frame(cell.index)
                // The inset is from the leading edge: the right one, right to left.
                let isRightToLeft = context.layoutDirection.isRightToLeft
                var inset = cell.separatorInset ?? table.separatorInset
                if inset == nil, let label = cell.textLabel, let content = cell.contentView {
                    let (content, label) = (frame(content), frame(label))
                    let leading =
                        isRightToLeft ? cellFrame.width - content.x - label.x - label.width : content.x + label.x
                    inset = TableSections.HorizontalInset(left: leading, right: 0)
                }
                let leading = inset?.left ?? margin
                let trailing = inset?.right ?? 0
                let line = Rect(
                    x: cellFrame.x + (isRightToLeft ? trailing : leading), y: cellFrame.maxY - separatorThickness,
                    width: max(0, cellFrame.width - leading - trailing), height: separatorThickness)
                context.fill(line, color: color)
            }
        }
    }

    /// Draws a list content configuration in its cell's content view, `frame`, as
    /// `UIListContentConfiguration.cell()` lays it out: 17-point `label` text at the margin, the
    /// secondary text in 15-point `secondaryLabel` under it, the two centred together.
    private static func draw(
        _ content: TableSections.Content, in frame: Rect, margin: Double, context: inout GraphicsContext
    ) {
        let width = max(0, frame.width - 2 * margin)
        let lines = [(content.text, contentFont, Color.label), (content.secondaryText, secondaryFont, .secondaryLabel)]
            .filter { !$0.0.isEmpty }
        let heights = lines.map { context.size(of: $0.0, font: $0.1).height }
        var y = frame.y + (frame.height - heights.reduce(0, +) - Double(max(0, lines.count - 1)) * 2) / 2
        for (line, height) in zip(lines, heights) {
            context.draw(
                line.0, in: Rect(x: frame.x + margin, y: y, width: width, height: height), font: line.1, color: line.2,
                alignment: .natural)
            y += height + 2
        }
    }

    /// The shape the cell at `index` is clipped to: an inset grouped section's first and last
    /// cells rounded at the section's outer corners, any other cell its frame.
    static func cellShape(_ frame: Rect, in section: TableSections.Section, of table: TableSections, cell index: Int)
        -> Shape
    {
        guard table.style == .insetGrouped else { return .rect(frame) }
        let top = section.cells.first?.index == index
        let bottom = section.cells.last?.index == index
        guard top || bottom else { return .rect(frame) }
        return .path(roundedPath(frame, top: top, bottom: bottom))
    }

    /// The clip, in the table's coordinates, of its subview at position `index` and `frame`,
    /// where it is a cell of an inset grouped section with corners to round; `nil` otherwise.
    static func clip(ofCell index: Int, frame: Rect, in table: TableSections) -> Shape? {
        guard table.style == .insetGrouped,
            let section = table.sections.first(where: { $0.cells.contains { $0.index == index } })
        else { return nil }
        let shape = cellShape(frame, in: section, of: table, cell: index)
        if case .rect = shape { return nil }
        return shape
    }

    private static let groupedFont = Font.system(size: 13)
    private static let contentFont = Font.system(size: 17)
    private static let secondaryFont = Font.system(size: 15)
    private static let plainHeaderFont = Font.system(size: 17, weight: .semibold)
    private static let wrapping = TextStyle(alignment: .natural, numberOfLines: 0, lineBreakMode: .byWordWrapping)

    /// `frame` with its top corners, its bottom corners or both rounded.
    private static func roundedPath(_ frame: Rect, top: Bool, bottom: Bool) -> Path {
        let radius = min(sectionCornerRadius, frame.width / 2, frame.height / (top && bottom ? 2 : 1))
        let topRadius = top ? radius : 0
        let bottomRadius = bottom ? radius : 0
        // The control point of a quarter circle drawn as one cubic curve.
        let k = 0.5523
        var path = Path()
        path.move(to: Point(x: frame.x + topRadius, y: frame.y))
        path.addLine(to: Point(x: frame.maxX - topRadius, y: frame.y))
        path.addCurve(
            to: Point(x: frame.maxX, y: frame.y + topRadius),
            control1: Point(x: frame.maxX - topRadius * (1 - k), y: frame.y),
            control2: Point(x: frame.maxX, y: frame.y + topRadius * (1 - k)))
        path.addLine(to: Point(x: frame.maxX, y: frame.maxY - bottomRadius))
        path.addCurve(
            to: Point(x: frame.maxX - bottomRadius, y: frame.maxY),
            control1: Point(x: frame.maxX, y: frame.maxY - bottomRadius * (1 - k)),
            control2: Point(x: frame.maxX - bottomRadius * (1 - k), y: frame.maxY))
        path.addLine(to: Point(x: frame.x + bottomRadius, y: frame.maxY))
        path.addCurve(
            to: Point(x: frame.x, y: frame.maxY - bottomRadius),
            control1: Point(x: frame.x + bottomRadius * (1 - k), y: frame.maxY),
            control2: Point(x: frame.x, y: frame.maxY - bottomRadius * (1 - k)))
        path.addLine(to: Point(x: frame.x, y: frame.y + topRadius))
        path.addCurve(
            to: Point(x: frame.x + topRadius, y: frame.y),
            control1: Point(x: frame.x, y: frame.y + topRadius * (1 - k)),
            control2: Point(x: frame.x + topRadius * (1 - k), y: frame.y))
        path.closeSubpath()
        return path
    }
}
