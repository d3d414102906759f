public import Inspectable

/// A `UIButton` of the system type: its title alone, centred, in the tint color.
public struct Button: Component {
    @Inspectable(description: "The button's title.")
    public var title: String = "Button"

    @Inspectable(description: "Color of the title; nil for the tint color.")
    public var titleColor: Color? = nil

    @Inspectable(range: 1..., step: 1, description: "Size of the title's font, in points.")
    public var fontSize: Double = 15

    @Inspectable(description: "Weight of the title's font.")
    public var fontWeight: Font.Weight = .regular

    @Inspectable(
        description:
            "The PostScript name of the title's font (OpenSans-Light), drawn with the project's file of it; nil for the system font."
    )
    public var fontName: String? = nil

    @Inspectable(
        description: "The family of the named font (Open Sans), which finds its file when none has its PostScript name."
    )
    public var fontFamily: String? = nil

    @Inspectable(
        description:
            "The Dynamic Type text style Interface Builder names for the font (UICTFontTextStyleBody); nil for a fixed font."
    )
    public var textStyle: String? = nil

    @Inspectable(description: "The tint the title takes when it has no color of its own; nil for system blue.")
    public var tintColor: Color? = nil

    public init() {}

    public static var className: String { "UIButton" }

    public static var summary: String? { "A system button: its title, centred, in the tint color." }

    public static var defaultSize: Size { Size(width: 75, height: 34) }

    /// The title's color: its own, else the tint.
    public var resolvedTitleColor: Color { titleColor ?? tintColor ?? .tintColor }

    /// The font the title is drawn in: the one `fontName` names, else the system font.
    public var font: Font { Font(name: fontName, family: fontFamily, size: fontSize, weight: fontWeight) }

    public func draw(in context: inout GraphicsContext) {
        context.draw(
            title, in: context.bounds, font: font, color: resolvedTitleColor)
    }
}
