public import Inspectable

// Views that hold and arrange other views. They draw nothing of their own: their background,
// border and shadow come from their view attributes, their content from their subviews.

/// A `UIStackView`, drawn as a plain view: its arranged subviews draw where their frames place them.
public struct StackView: Component {
    public init() {}

    public static var className: String { "UIStackView" }

    public static var summary: String? { "A stack view: its arranged subviews draw where their frames place them." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}

/// A `UIVisualEffectView`, drawn as a plain view, without its blur: its background color and subviews.
public struct VisualEffectView: Component {
    public init() {}

    public static var className: String { "UIVisualEffectView" }

    public static var summary: String? {
        "A blur or vibrancy view, drawn as a plain view; its content view's subviews on it."
    }

    public static var defaultSize: Size { Size(width: 240, height: 128) }
}
