public import Inspectable

/// A `UITextView` scrolled to its top: its text wrapped from the top left, 8 points down and
/// 5 points in from each side as UIKit insets it, cut off at the bottom of the bounds.
public struct TextView: Component {
    @Inspectable(description: "The text in the view.")
    public var text: String = ""

    @Inspectable(description: "Color of the text.")
    public var textColor: Color = .label

    @Inspectable(range: 1..., step: 1, description: "Size of the font, in points.")
    public var fontSize: Double = 14

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

    @Inspectable(description: "How each line sits across the view; natural is the leading side.")
    public var textAlignment: TextAlignment = .natural

    public init() {}

    public static var className: String { "UITextView" }

    public static var summary: String? { "Text wrapped from the top left, cut off at the bottom." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }

    /// How far the text sits in from the sides (the line fragment padding) and from the top and
    /// bottom (the text container inset), in points.
    public static let insets = (horizontal: 5.0, vertical: 8.0)

    /// How the text is set: wrapped at words into as many lines as it takes.
    public var style: TextStyle {
        TextStyle(alignment: textAlignment, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    /// Where the text is drawn in `context`: as wide as the insets leave, as tall as the text
    /// measures, from the top.
    public func textRect(in context: GraphicsContext) -> Rect {
        let width = max(0, context.size.width - 2 * Self.insets.horizontal)
        let height = context.size(of: text, font: font, style: style, width: width).height
        return Rect(x: Self.insets.horizontal, y: Self.insets.vertical, width: width, height: height)
    }

    /// The font the text is drawn in: the one `fontName` names, else the system font.
    public var font: Font { Font(name: fontName, family: fontFamily, size: fontSize) }

    public func draw(in context: inout GraphicsContext) {
        let rect = textRect(in: context)
        context.clip(to: context.bounds) {
            $0.draw(text, in: rect, font: font, color: textColor, style: style)
        }
    }
}
