public import Inspectable

/// A `UIButton` of the system type: its background image stretched to its bounds, then its
/// image and title side by side, centred, the title in the tint color.
public struct Button: Component {
    @Inspectable(description: "The button's title.")
    public var title: String = "Button"

    @Inspectable(description: "The image beside the title, a file relative to the document; nil for none.")
    public var image: Image? = nil

    @Inspectable(
        description:
            "The image's size in points, which places it beside the title; nil to centre it at its own size with no title."
    )
    public var imageSize: Size? = nil

    @Inspectable(description: "The image stretched to the button's bounds, beneath its title; nil for none.")
    public var backgroundImage: Image? = nil

    @Inspectable(description: "Whether the image is a template drawn in the tint color, as an SF Symbol is.")
    public var tintsImage: Bool = false

    @Inspectable(description: "The space around the image and title together, within the bounds.")
    public var contentEdgeInsets: EdgeInsets = .zero

    @Inspectable(description: "Moves the image by half the difference of opposite insets, as UIKit does.")
    public var imageEdgeInsets: EdgeInsets = .zero

    @Inspectable(description: "Moves the title by half the difference of opposite insets, as UIKit does.")
    public var titleEdgeInsets: EdgeInsets = .zero

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

    public static var summary: String? { "A system button: its images and title, the title in the tint color." }

    public static var defaultSize: Size { Size(width: 75, height: 34) }

    /// The title's color: its own, else the tint.
    public var resolvedTitleColor: Color { titleColor ?? tintColor ?? .tintColor }

    /// The color a template image is drawn in: the tint; `nil` for an image drawn in its own colors.
    public var imageTint: Color? { tintsImage ? tintColor ?? .tintColor : nil }

    /// The font the title is drawn in: the one `fontName` names, else the system font.
    public var font: Font { Font(name: fontName, family: fontFamily, size: fontSize, weight: fontWeight) }

    public func draw(in context: inout GraphicsContext) {
        if let backgroundImage { context.draw(backgroundImage, in: context.bounds) }
        let content = Self.inset(context.bounds, by: contentEdgeInsets)
        guard let image else {
            let titleRect = Self.moved(content, by: titleEdgeInsets)
            context.draw(title, in: titleRect, font: font, color: resolvedTitleColor)
            return
        }
        guard let imageSize, !title.isEmpty else {
            let imageRect = Self.moved(content, by: imageEdgeInsets)
            context.draw(image, in: imageRect, contentMode: .center, tint: imageTint)
            return
        }
        // The image and the title side by side, centred together; the title cut short where they do not fit.
        let measured = context.size(of: title, font: font).width.rounded(.up)
        let titleWidth = min(measured, max(0, content.width - imageSize.width))
        let left = content.x + (content.width - imageSize.width - titleWidth) / 2
        let top = content.y + (content.height - imageSize.height) / 2
        let imageRect = Rect(x: left, y: top, width: imageSize.width, height: imageSize.height)
        context.draw(image, in: Self.moved(imageRect, by: imageEdgeInsets), contentMode: .scaleToFill, tint: imageTint)
        let titleRect = Rect(x: imageRect.maxX, y: content.y, width: titleWidth, height: content.height)
        context.draw(title, in: Self.moved(titleRect, by: titleEdgeInsets), font: font, color: resolvedTitleColor)
    }

    /// `rect` with `insets` taken from its edges, no smaller than empty.
    static func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        Rect(
            x: rect.x + insets.left, y: rect.y + insets.top, width: max(0, rect.width - insets.left - insets.right),
            height: max(0, rect.height - insets.top - insets.bottom))
    }

    /// `rect` moved as UIKit moves a centred image or title by its edge insets: by half the
    /// difference of the left and right insets, and of the top and bottom.
    static func moved(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        Rect(
            x: rect.x + (insets.left - insets.right) / 2, y: rect.y + (insets.top - insets.bottom) / 2,
            width: rect.width, height: rect.height)
    }
}
