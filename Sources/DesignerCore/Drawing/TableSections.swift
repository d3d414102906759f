public import Inspectable

/// What a table view draws around and between its cells, as UIKit draws a static or prototype
/// table: its style, its separators, and its sections with their header and footer titles and
/// the cells in each. Cells are named by their position in `Document.allViews`; where they are
/// comes from their frames, which Interface Builder saves with the room left for each section's
/// header and footer.
public struct TableSections: Sendable, Hashable {
    /// `UITableView.Style`.
    public enum Style: String, Sendable, Hashable {
        /// Edge-to-edge rows; each section's header a bar over its first cell.
        case plain
        /// Sections set apart on `systemGroupedBackground`, their titles above and below them.
        case grouped
        /// Grouped, each section inset from the table's edges with rounded corners.
        case insetGrouped
    }

    /// The table view's position in `Document.allViews`.
    public var table: Int
    public var style: Style
    /// The separators' color (`separatorColor`, else the system's `separator`); `nil` where
    /// `separatorStyle="none"` draws none.
    public var separatorColor: Color?
    /// The table's own `separatorInset`, left and right, where it writes one.
    public var separatorInset: HorizontalInset?
    /// Whether the table writes its own background color; a grouped table without one is drawn
    /// on `systemGroupedBackground`, as UIKit's default for the style.
    public var hasBackgroundColor: Bool
    public var sections: [Section]

    /// A section: its titles and its cells, top to bottom.
    public struct Section: Sendable, Hashable {
        public var headerTitle: String?
        public var footerTitle: String?
        public var cells: [Cell]
    }

    /// A cell of a section.
    public struct Cell: Sendable, Hashable {
        /// The cell's position in `Document.allViews`.
        public var index: Int
        /// The cell's own `separatorInset`, where it writes one.
        public var separatorInset: HorizontalInset?
        /// The standard style's text label (`textLabel="…"`), which the separator starts under,
        /// and the content view that holds it, by their positions in `Document.allViews`.
        public var textLabel: Int?
        public var contentView: Int?
        /// Whether the cell writes its own background color; a grouped table's cell without one
        /// is drawn on `secondarySystemGroupedBackground`.
        public var hasBackgroundColor: Bool
        /// The text and secondary text of the cell's list content configuration
        /// (`<listContentConfiguration key="contentConfiguration" text="…" secondaryText="…"/>`),
        /// which UIKit draws in the cell's content view.
        public var content: Content?
    }

    /// A cell's list content configuration, as `UIListContentConfiguration.cell()` shows it.
    public struct Content: Sendable, Hashable {
        public var text: String
        public var secondaryText: String
    }

    /// A separator inset's left and right, as `<inset key="separatorInset" minX="…" maxX="…"/>`.
    public struct HorizontalInset: Sendable, Hashable {
        public var left: Double
        public var right: Double
    }

    /// Whether the table's cells are inset and rounded, and drawn on the grouped backgrounds.
    public var isGrouped: Bool { style != .plain }
}
