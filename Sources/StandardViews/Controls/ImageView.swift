public import Inspectable

/// A `UIImageView`: its image (its highlighted image while it is highlighted, where it has one)
/// placed in the bounds by the content mode, and, with a tint, drawn as a template image in that
/// color. Without an image it draws nothing.
public struct ImageView: Component {
    @Inspectable(description: "The image shown, a file relative to the document; nil for none.")
    public var image: Image? = nil

    @Inspectable(description: "The image shown while the view is highlighted; nil shows the image.")
    public var highlightedImage: Image? = nil

    @Inspectable(description: "Shows the highlighted image, as a highlighted cell's image views do.")
    public var isHighlighted: Bool = false

    @Inspectable(description: "How the image is placed in the bounds: stretched, fitted, filled or at its own size.")
    public var contentMode: ContentMode = .scaleToFill

    @Inspectable(description: "Draws the image as a template in this color; nil for its own colors.")
    public var tintColor: Color? = nil

    public init() {}

    public static var className: String { "UIImageView" }

    public static var summary: String? { "An image placed by its content mode, optionally tinted as a template." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }

    /// The image drawn: the highlighted image while highlighted, where there is one.
    public var shownImage: Image? { isHighlighted ? highlightedImage ?? image : image }

    public func draw(in context: inout GraphicsContext) {
        guard let image = shownImage else { return }
        context.draw(image, in: context.bounds, contentMode: contentMode, tint: tintColor)
    }
}
