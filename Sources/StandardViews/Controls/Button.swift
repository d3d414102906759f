public import Inspectable

/// A `UIButton` of the system type: its configuration's background (iOS 15's filled, tinted and
/// gray styles), its background image stretched to its bounds, then its image and title side by
/// side (the image leading), placed by the content alignments (centred unless they say
/// otherwise), the title in the tint color (white on a filled background) and cut short as its
/// line break mode says.
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

    @Inspectable(description: "Where the image and title go across the content: centred, at an edge, or filling it.")
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    @Inspectable(
        description: "Where the image and title go down the content: centred, at the top or bottom, or filling it.")
    public var contentVerticalAlignment: ContentVerticalAlignment = .center

    @Inspectable(description: "How a title too long for the button is cut short: in its middle, as UIKit's buttons do.")
    public var lineBreakMode: LineBreakMode = .byTruncatingMiddle

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

    @Inspectable(
        description:
            "The style of its iOS 15 configuration: filled, tinted and gray draw a background; default for a button without one."
    )
    public var configurationStyle: ButtonConfigurationStyle = .default

    @Inspectable(description: "How round the corners of the configuration's background are.")
    public var cornerStyle: ButtonCornerStyle = .dynamic

    @Inspectable(
        description: "The color of the configuration's background; nil for the style's own (filled: the tint).")
    public var baseBackgroundColor: Color? = nil

    public init() {}

    public static var className: String { "UIButton" }

    public static var summary: String? { "A system button: its images and title, the title in the tint color." }

    public static var defaultSize: Size { Size(width: 75, height: 34) }

    /// The title's color: its own, else the configuration style's in the tint (white on a filled background).
    public var resolvedTitleColor: Color { titleColor ?? configurationStyle.foreground(tint: tintColor ?? .tintColor) }

    /// The color a template image is drawn in: the tint; `nil` for an image drawn in its own colors.
    /// A configured button draws it in its title's color, as its foreground.
    public var imageTint: Color? {
        guard tintsImage else { return nil }
        return configurationStyle == .default ? tintColor ?? .tintColor : resolvedTitleColor
    }

    /// The font the title is drawn in: the one `fontName` names, else the system font.
    public var font: Font { Font(name: fontName, family: fontFamily, size: fontSize, weight: fontWeight) }

    /// The title's style: one line, aligned to the side the content goes to in `direction`, cut
    /// short by the line break mode.
    func titleStyle(in direction: LayoutDirection) -> TextStyle {
        let alignment: TextAlignment =
            switch contentHorizontalAlignment.resolved(in: direction) {
            case .center: .center
            case .left, .leading: .left
            case .fill: .natural
            case .right, .trailing: .right
            }
        return TextStyle(alignment: alignment, lineBreakMode: lineBreakMode)
    }

    public func draw(in context: inout GraphicsContext) {
        if let background = configurationStyle.background(base: baseBackgroundColor, tint: tintColor ?? .tintColor) {
            context.fill(context.bounds, cornerRadius: cornerStyle.radius(for: context.size), color: background)
        }
        if let backgroundImage { context.draw(backgroundImage, in: context.bounds) }
        let content = Self.inset(context.bounds, by: contentEdgeInsets)
        let direction = context.layoutDirection
        let titleStyle = titleStyle(in: direction)
        let (across, down) = (contentHorizontalAlignment.resolved(in: direction), contentVerticalAlignment)
        let measured = context.size(of: title, font: font)
        // The title's line at the top or bottom, else centred down the content.
        let vertical =
            down == .top || down == .bottom
            ? down.place(measured.height.rounded(.up), from: content.y, in: content.height)
            : (start: content.y, length: content.height)
        guard let image else {
            // Aligned across the content by its style.
            let titleRect = Rect(x: content.x, y: vertical.start, width: content.width, height: vertical.length)
            context.draw(
                title, in: Self.moved(titleRect, by: titleEdgeInsets), font: font, color: resolvedTitleColor,
                style: titleStyle)
            return
        }
        guard let imageSize, !title.isEmpty else {
            let imageRect = Self.moved(content, by: imageEdgeInsets)
            context.draw(image, in: imageRect, contentMode: Self.contentMode(across, down), tint: imageTint)
            return
        }
        // The image and the title side by side, placed together; the title cut short where they do not fit.
        let titleWidth = min(measured.width.rounded(.up), max(0, content.width - imageSize.width))
        // The image leads: on the title's right in right to left.
        let horizontal = across.place(imageSize.width + titleWidth, from: content.x, in: content.width)
        let imageVertical = down.place(imageSize.height, from: content.y, in: content.height)
        let imageX = direction.isRightToLeft ? horizontal.start + horizontal.length - imageSize.width : horizontal.start
        let imageRect = Rect(x: imageX, y: imageVertical.start, width: imageSize.width, height: imageVertical.length)
        context.draw(image, in: Self.moved(imageRect, by: imageEdgeInsets), contentMode: .scaleToFill, tint: imageTint)
        let titleRect = Rect(
            x: direction.isRightToLeft ? horizontal.start : imageRect.maxX, y: vertical.start,
            width: horizontal.length - imageSize.width, height: vertical.length)
        context.draw(
            title, in: Self.moved(titleRect, by: titleEdgeInsets), font: font, color: resolvedTitleColor,
            style: titleStyle)
    }

    /// How an image without a title is placed by the content alignments: at its own size, at
    /// the edges or corner they name; stretched where both fill.
    static func contentMode(_ across: ContentHorizontalAlignment, _ down: ContentVerticalAlignment) -> ContentMode {
        switch (across, down) {
        case (.fill, .fill): .scaleToFill
        case (.left, .top), (.leading, .top): .topLeft
        case (.right, .top), (.trailing, .top): .topRight
        case (.left, .bottom), (.leading, .bottom): .bottomLeft
        case (.right, .bottom), (.trailing, .bottom): .bottomRight
        case (.left, _), (.leading, _): .left
        case (.right, _), (.trailing, _): .right
        case (_, .top): .top
        case (_, .bottom): .bottom
        default: .center
        }
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
