public import Inspectable

// Bars along the top or bottom of a screen, drawn as plain views (their background color, and
// their items as the subviews a document gives them), and the search bar.

/// A `UINavigationBar`, drawn as a plain view: its background color, its bar tint over it, and subviews.
public struct NavigationBar: Component {
    @Inspectable(description: "The color of the bar over its background; nil for none.")
    public var barTintColor: Color? = nil

    public init() {}

    public func draw(in context: inout GraphicsContext) {
        if let barTintColor { context.fill(context.bounds, color: barTintColor) }
    }

    public static var className: String { "UINavigationBar" }

    public static var summary: String? { "A navigation bar, drawn as a plain view in its bar tint." }

    public static var defaultSize: Size { Size(width: 375, height: 44) }
}

/// A `UITabBar`, drawn as a plain view: its background color, its bar tint over it, and subviews.
public struct TabBar: Component {
    @Inspectable(description: "The color of the bar over its background; nil for none.")
    public var barTintColor: Color? = nil

    public init() {}

    public func draw(in context: inout GraphicsContext) {
        if let barTintColor { context.fill(context.bounds, color: barTintColor) }
    }

    public static var className: String { "UITabBar" }

    public static var summary: String? { "A tab bar, drawn as a plain view in its bar tint." }

    public static var defaultSize: Size { Size(width: 375, height: 49) }
}

/// A `UIToolbar`, drawn as a plain view: its background color, its bar tint over it, and subviews.
public struct Toolbar: Component {
    @Inspectable(description: "The color of the bar over its background; nil for none.")
    public var barTintColor: Color? = nil

    public init() {}

    public func draw(in context: inout GraphicsContext) {
        if let barTintColor { context.fill(context.bounds, color: barTintColor) }
    }

    public static var className: String { "UIToolbar" }

    public static var summary: String? { "A toolbar, drawn as a plain view in its bar tint, with its items." }

    public static var defaultSize: Size { Size(width: 375, height: 44) }
}

/// A `UISearchBar` as iOS 13 and later draw it: a rounded field in the bar's middle, a magnifier
/// at its leading end, then the text, or the gray placeholder ("Search" where it has none) while
/// it has no text; the bar's tint color behind the field where it has one.
public struct SearchBar: Component {
    /// How the bar draws its background, as `UISearchBar.Style`.
    public enum Style: String, Sendable, CaseIterable, InspectableValue {
        /// The bar's background and the field's.
        case `default`
        /// The same, as iOS 13 and later draw it.
        case prominent
        /// No background of its own: the field alone, over what is behind the bar.
        case minimal

        public static var typeName: String { "SearchBar.Style" }
    }

    @Inspectable(description: "The text in the field.")
    public var text: String = ""

    @Inspectable(description: "The gray text shown while the field has no text; empty shows \"Search\".")
    public var placeholder: String = ""

    @Inspectable(description: "How the bar draws its background: default, prominent or minimal.")
    public var searchBarStyle: Style = .default

    @Inspectable(description: "The color of the bar behind the field; nil for none.")
    public var barTintColor: Color? = nil

    public init() {}

    public static var className: String { "UISearchBar" }

    public static var summary: String? { "A rounded search field with a magnifier and a placeholder." }

    public static var defaultSize: Size { Size(width: 375, height: 56) }

    /// The field's height and corner radius, and how far it sits in from the bar's sides.
    static let fieldHeight = 36.0
    static let fieldCornerRadius = 10.0
    static let fieldInset = 8.0

    /// The rounded field in `bounds`: inset from the sides, centred down the bar.
    public static func field(in bounds: Rect) -> Rect {
        let height = min(fieldHeight, max(0, bounds.height))
        return Rect(
            x: bounds.x + fieldInset, y: bounds.y + (bounds.height - height) / 2,
            width: max(0, bounds.width - 2 * fieldInset), height: height)
    }

    public func draw(in context: inout GraphicsContext) {
        if let barTintColor, searchBarStyle != .minimal { context.fill(context.bounds, color: barTintColor) }
        let field = Self.field(in: context.bounds)
        context.fill(field, cornerRadius: Self.fieldCornerRadius, color: .tertiarySystemFill)
        let glass = Rect(x: field.x + 8, y: field.midY - 7.5, width: 15, height: 15)
        var path = Path(ellipseIn: Rect(x: glass.x, y: glass.y, width: 11, height: 11))
        path.move(to: Point(x: glass.x + 9.5, y: glass.y + 9.5))
        path.addLine(to: Point(x: glass.maxX, y: glass.maxY))
        context.stroke(path, style: StrokeStyle(lineWidth: 1.75, cap: .round, join: .round), color: .secondaryLabel)
        let isPlaceholder = text.isEmpty
        let shown = isPlaceholder ? (placeholder.isEmpty ? "Search" : placeholder) : text
        let textX = glass.maxX + 6
        context.draw(
            shown, in: Rect(x: textX, y: field.y, width: max(0, field.maxX - 8 - textX), height: field.height),
            font: .system(size: 17), color: isPlaceholder ? .secondaryLabel : .label, alignment: .left)
    }
}
