public import Inspectable

/// The image-based progress bar of the seed: a track image with a foreground image over it,
/// `progress` of the width wide, both stretched as UIKit's stretchable images are.
///
/// Unlike the seed's setter, which forgets to store the value, `progress` keeps what it is set
/// to, clamped to 0...1; a change animates over 1.5 s with ease-in-out, as
/// `setProgress(_:animated:)` plays it.
public struct CustomProgress: Component {
    @Inspectable(
        range: 0...1, step: 0.05, description: "Progress from 0 to 1; values outside are clamped.",
        animation: .easeInOut(duration: 1.5))
    public var progress: Float = 0

    @Inspectable(description: "The track image, stretched to the whole bar.")
    public var backImage: Image? = nil

    @Inspectable(description: "The progress image, stretched to the filled part of the bar.")
    public var foreImage: Image? = nil

    @Inspectable(range: 0..., description: "Columns at the left of each image that do not stretch.")
    public var leftCapWidth: Int = 14

    @Inspectable(range: 0..., description: "Rows at the top of each image that do not stretch; 0 scales the height.")
    public var topCapHeight: Int = 0

    public init() {}

    public static var className: String { "CustomProgress" }

    public static var defaultSize: Size { Size(width: 260, height: 20) }

    public static var summary: String? { "A progress bar drawn with stretchable track and progress images." }

    /// The width of the foreground in a bar `width` wide: `width × progress`.
    public func foregroundWidth(in width: Double) -> Double {
        width * Double(progress)
    }

    /// The track image over the whole bounds, the progress image over `progress` of their width.
    /// Without images, a plain track and bar stand in, as `UIProgressView` draws them.
    public func draw(in context: inout GraphicsContext) {
        let bounds = context.bounds
        let filled = Rect(x: 0, y: 0, width: foregroundWidth(in: bounds.width), height: bounds.height)
        if let backImage {
            context.draw(backImage, in: bounds, leftCapWidth: leftCapWidth, topCapHeight: topCapHeight)
        } else {
            context.fill(bounds, cornerRadius: bounds.height / 2, color: Self.standInTrack)
        }
        guard filled.width > 0 else { return }
        if let foreImage {
            context.draw(foreImage, in: filled, leftCapWidth: leftCapWidth, topCapHeight: topCapHeight)
        } else {
            context.clip(to: bounds, cornerRadius: bounds.height / 2) { clipped in
                clipped.fill(filled, color: Self.standInBar)
            }
        }
    }

    /// The colors of `UIProgressView`'s track and bar, for a progress bar without images: they
    /// follow the appearance, as UIKit's do.
    static let standInTrack = Color.systemGray5
    static let standInBar = Color.tintColor
}
