public import Inspectable

/// A button drawn as designable buttons are: a rounded fill and a centred title, darker while
/// highlighted. Its corner radius, border and shadow are the view's own layer attributes
/// (`cornerRadius`, `borderWidth`, `borderColor`, `shadowOpacity`, …), as the `@IBInspectable`
/// extensions of `UIView` give every view.
public struct DesignableButton: Component {
    @Inspectable(description: "The button's title.")
    public var title: String = "Button"

    @Inspectable(description: "Color of the title.")
    public var titleColor: Color = .white

    @Inspectable(range: 1...200, step: 1, description: "Size of the title, in points.")
    public var fontSize: Double = 17

    @Inspectable(description: "Weight of the title.")
    public var fontWeight: Font.Weight = .semibold

    @Inspectable(description: "Color of the button's face.")
    public var fillColor: Color = .systemBlue

    @Inspectable(description: "Draws the button as it looks while a finger is on it.")
    public var isHighlighted: Bool = false

    public init() {}

    public static var summary: String? { "A rounded button with a title; corner radius, border and shadow from View." }

    public static var defaultSize: Size { Size(width: 160, height: 44) }

    /// The face: the fill, a fifth darker while highlighted.
    public func faceColor(in appearance: Appearance) -> Color {
        let fill = fillColor.resolved(for: appearance)
        guard isHighlighted else { return fill }
        return Color(
            red255: fill.red255 * 0.8, green255: fill.green255 * 0.8, blue255: fill.blue255 * 0.8, alpha: fill.alpha)
    }

    public func draw(in context: inout GraphicsContext) {
        context.fill(context.bounds, cornerRadius: context.cornerRadius, color: faceColor(in: context.appearance))
        // Faded by a fifth while highlighted, in the appearance's own alpha.
        let color = titleColor.resolved(for: context.appearance)
        let title = isHighlighted ? color.withAlpha(color.alpha * 0.8) : color
        context.draw(
            self.title, in: context.bounds.insetBy(dx: 8, dy: 0), font: .system(size: fontSize, weight: fontWeight),
            color: title)
    }
}
