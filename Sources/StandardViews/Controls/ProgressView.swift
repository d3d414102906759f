public import Inspectable

/// A `UIProgressView` of the default style, as iOS 13 and later draw it: a 4-point rounded track
/// across the bounds, centred down them, filled in the tint from the left as far as the progress.
public struct ProgressView: Component {
    @Inspectable(range: 0...1, step: 0.01, description: "How far the bar is filled, from 0 to 1.")
    public var progress: Double = 0.5

    @Inspectable(description: "Color of the filled part; nil for the tint color.")
    public var progressTintColor: Color? = nil

    @Inspectable(description: "Color of the track beneath; nil for the system's translucent gray.")
    public var trackTintColor: Color? = nil

    public init() {}

    public static var className: String { "UIProgressView" }

    public static var summary: String? { "A thin rounded track filled in the tint as far as the progress." }

    public static var defaultSize: Size { Size(width: 150, height: 4) }

    /// How wide the filled part is in a bar `width` points wide.
    public func filledWidth(in width: Double) -> Double {
        width * min(max(progress, 0), 1)
    }

    public func draw(in context: inout GraphicsContext) {
        // Right to left, it fills from the right.
        context.mirroringHorizontally(when: context.layoutDirection.isRightToLeft) { context in
            Track.draw(
                in: &context, filledTo: filledWidth(in: context.size.width), fillColor: progressTintColor ?? .tintColor,
                trackColor: trackTintColor ?? Track.color)
        }
    }
}
