public import Inspectable

/// A `UILabel`: text in a font, one line or several, the lines together centred down the bounds
/// and cut short with "…" as the line break mode says.
public struct Label: Component {
    @Inspectable(description: "The text the label shows.")
    public var text: String = "Label"

    @Inspectable(description: "Color of the text.")
    public var textColor: Color = .label

    @Inspectable(range: 1..., step: 1, description: "Size of the font, in points.")
    public var fontSize: Double = 17

    @Inspectable(description: "Weight of the font.")
    public var fontWeight: Font.Weight = .regular

    @Inspectable(
        description:
            "The PostScript name of the font (OpenSans-Light), drawn with the project's file of it; nil for the system font."
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

    @Inspectable(description: "How each line sits across the label; natural is the leading side.")
    public var textAlignment: TextAlignment = .natural

    @Inspectable(range: 0..., step: 1, description: "The most lines shown; 0 for as many as fit.")
    public var numberOfLines: Int = 1

    @Inspectable(description: "Where lines break, and how the last line shown is cut short.")
    public var lineBreakMode: LineBreakMode = .byTruncatingTail

    public init() {}

    public static var className: String { "UILabel" }

    public static var summary: String? {
        "Text on one or more lines, centred down the bounds, cut short with an ellipsis."
    }

    public static var defaultSize: Size { Size(width: 42, height: 21) }

    /// How the text is set: the alignment, line count and line break mode.
    public var style: TextStyle {
        TextStyle(alignment: textAlignment, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The font the text is drawn in: the one `fontName` names, else the system font.
    public var font: Font { Font(name: fontName, family: fontFamily, size: fontSize, weight: fontWeight) }

    public func draw(in context: inout GraphicsContext) {
        context.draw(
            text, in: context.bounds, font: font, color: textColor, style: style)
    }
}
