public import Inspectable

// Scroll views and the table and collection views built on them, with their cells, drawn as
// plain views scrolled to the top: what shows is their subviews at their frames.

/// A `UIScrollView`, drawn as a plain view scrolled to the top: its subviews at their frames.
public struct ScrollView: Component {
    public init() {}

    public static var className: String { "UIScrollView" }

    public static var summary: String? { "A scroll view, drawn as a plain view scrolled to the top." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// A `UITableView`, drawn as a plain view: the cells a document places in it are its subviews.
public struct TableView: Component {
    public init() {}

    public static var className: String { "UITableView" }

    public static var summary: String? { "A table view, drawn as a plain view; its cells are its subviews." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// A `UITableViewCell`: its content view's subviews are its subviews, and its accessory is drawn
/// at its trailing edge (the left one right to left), as iOS 13 and later draw them.
public struct TableViewCell: Component {
    /// The standard accessory a cell shows at its trailing edge, as `UITableViewCell.AccessoryType`.
    public enum Accessory: String, Sendable, CaseIterable, InspectableValue {
        /// No accessory.
        case none
        /// A gray chevron: the row leads to more.
        case disclosureIndicator
        /// An info button in the tint, then a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint: the row is chosen.
        case checkmark
        /// An info button in the tint.
        case detailButton

        public static var typeName: String { "TableViewCell.Accessory" }
    }

    @Inspectable(
        description:
            "The accessory at the trailing edge: none, disclosureIndicator, detailDisclosureButton, checkmark or detailButton."
    )
    public var accessoryType: Accessory = .none

    @Inspectable(description: "Color of a checkmark or info button; nil for the system tint (blue).")
    public var tintColor: Color? = nil

    public init() {}

    public static var className: String { "UITableViewCell" }

    public static var summary: String? { "A table view cell: its content, and its accessory at the trailing edge." }

    public static var defaultSize: Size { Size(width: 320, height: 44) }

    /// How far the accessory's trailing edge sits in from the cell's.
    public static let accessoryInset = 16.0
    /// The chevron's size, and the info button's diameter.
    public static let chevronSize = Size(width: 7, height: 12)
    public static let infoDiameter = 22.0
    /// The checkmark's size.
    public static let checkmarkSize = Size(width: 14, height: 11)
    /// The room between an info button and the chevron after it.
    public static let accessorySpacing = 12.0

    public func draw(in context: inout GraphicsContext) {
        let tint = tintColor ?? .systemBlue
        let isRightToLeft = context.layoutDirection.isRightToLeft
        if accessoryType == .checkmark {
            // A checkmark keeps its shape right to left, at the left edge.
            let size = Self.checkmarkSize
            let left = isRightToLeft ? Self.accessoryInset : context.size.width - Self.accessoryInset - size.width
            let top = context.size.height / 2 - size.height / 2
            var check = Path()
            check.move(to: Point(x: left, y: top + size.height * 0.55))
            check.addLine(to: Point(x: left + size.width * 0.35, y: top + size.height))
            check.addLine(to: Point(x: left + size.width, y: top))
            context.stroke(check, style: StrokeStyle(lineWidth: 2, cap: .round, join: .round), color: tint)
        }
        // The chevron points the other way right to left, at the left edge.
        context.mirroringHorizontally(when: isRightToLeft) { drawTrailingButtons(in: &$0, tint: tint) }
    }

    /// The disclosure chevron and info button, from the right edge in.
    private func drawTrailingButtons(in context: inout GraphicsContext, tint: Color) {
        let middle = context.size.height / 2
        var trailing = context.size.width - Self.accessoryInset
        if accessoryType == .disclosureIndicator || accessoryType == .detailDisclosureButton {
            let size = Self.chevronSize
            var chevron = Path()
            chevron.move(to: Point(x: trailing - size.width, y: middle - size.height / 2))
            chevron.addLine(to: Point(x: trailing, y: middle))
            chevron.addLine(to: Point(x: trailing - size.width, y: middle + size.height / 2))
            context.stroke(
                chevron, style: StrokeStyle(lineWidth: 2, cap: .round, join: .round), color: .tertiaryLabel)
            trailing -= size.width + Self.accessorySpacing
        }
        if accessoryType == .detailButton || accessoryType == .detailDisclosureButton {
            let diameter = Self.infoDiameter
            let circle = Rect(x: trailing - diameter, y: middle - diameter / 2, width: diameter, height: diameter)
            context.stroke(circle.insetBy(dx: 0.75, dy: 0.75), cornerRadius: diameter / 2, lineWidth: 1.5, color: tint)
            let centerX = circle.x + diameter / 2
            context.fill(Rect(x: centerX - 1, y: middle - 6, width: 2, height: 2), cornerRadius: 1, color: tint)
            context.fill(Rect(x: centerX - 1, y: middle - 2.5, width: 2, height: 8.5), cornerRadius: 1, color: tint)
        }
    }
}

/// A `UICollectionView`, drawn as a plain view: the cells a document places in it are its subviews.
public struct CollectionView: Component {
    public init() {}

    public static var className: String { "UICollectionView" }

    public static var summary: String? { "A collection view, drawn as a plain view; its cells are its subviews." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// A `UICollectionViewCell`, drawn as a plain view: its content view's subviews are its subviews.
public struct CollectionViewCell: Component {
    public init() {}

    public static var className: String { "UICollectionViewCell" }

    public static var summary: String? { "A collection view cell, drawn as a plain view; its content is its subviews." }

    public static var defaultSize: Size { Size(width: 50, height: 50) }
}

/// A `UICollectionReusableView`, a section's header or footer, drawn as a plain view.
public struct CollectionReusableView: Component {
    public init() {}

    public static var className: String { "UICollectionReusableView" }

    public static var summary: String? { "A collection view header or footer, drawn as a plain view." }

    public static var defaultSize: Size { Size(width: 320, height: 50) }
}
