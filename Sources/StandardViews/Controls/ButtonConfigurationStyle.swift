public import Inspectable

/// The look of an iOS 15 button configuration (`UIButton.Configuration`), as Interface Builder's
/// Style menu names it: `default` for a button without a configuration, which draws as it
/// always has; `plain`, `gray`, `tinted` and `filled` for `.plain()`, `.gray()`, `.tinted()`
/// and `.filled()`.
public enum ButtonConfigurationStyle: String, Sendable, CaseIterable, InspectableValue {
    case `default`, plain, gray, tinted, filled

    public static var typeName: String { "ButtonConfigurationStyle" }

    /// The color behind the title, from the configuration's base background color or else the
    /// tint: that color itself for `filled`, the color at 15% for `tinted` (a base color is
    /// lightened too), a light gray for `gray`; `nil` for the styles with no background.
    public func background(base: Color?, tint: Color) -> Color? {
        switch self {
        case .default, .plain: nil
        case .gray: base ?? .systemGray5
        case .tinted: (base ?? tint).withAlpha(0.15)
        case .filled: base ?? tint
        }
    }

    /// The title's color where neither the button nor the configuration gives one: white on
    /// `filled`'s background, the tint on the others.
    public func foreground(tint: Color) -> Color {
        self == .filled ? .white : tint
    }
}

/// How round the corners of a configured button's background are (`UIButton.Configuration.CornerStyle`),
/// as Interface Builder writes `cornerStyle`: `dynamic` (the default) follows the text size and
/// is `medium` at the default one; `fixed` keeps the background's own radius, which is
/// `medium`'s unless the document gives another; `capsule` rounds the shorter side whole.
public enum ButtonCornerStyle: String, Sendable, CaseIterable, InspectableValue {
    case dynamic, fixed, small, medium, large, capsule

    public static var typeName: String { "ButtonCornerStyle" }

    /// The corner radius of a background of `size`, in points.
    public func radius(for size: Size) -> Double {
        switch self {
        case .small: 4
        case .dynamic, .fixed, .medium: 6
        case .large: 8
        case .capsule: max(0, min(size.width, size.height)) / 2
        }
    }
}
