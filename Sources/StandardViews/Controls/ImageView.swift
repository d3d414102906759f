public import Inspectable

/// A `UIImageView`: its image placed in the bounds by the content mode, and, with a tint, drawn
/// as a template image in that color. Without an image it draws nothing.
public struct ImageView: Component {
    @Inspectable(description: "The image shown, a file relative to the document; nil for none.")
    public var image: Image? = nil

    @Inspectable(description: "How the image is placed in the bounds: stretched, fitted, filled or at its own size.")
    public var contentMode: ContentMode = .scaleToFill

    @Inspectable(description: "Draws the image as a template in this color; nil for its own colors.")
    public var tintColor: Color? = nil

    public init() {}

    public static var className: String { "UIImageView" }

    public static var summary: String? { "An image placed by its content mode, optionally tinted as a template." }

    public static var defaultSize: Size { Size(width: 240, height: 128) }

    public func draw(in context: inout GraphicsContext) {
        guard let image else { return }
        context.draw(image, in: context.bounds, contentMode: contentMode, tint: tintColor)
    }
}
