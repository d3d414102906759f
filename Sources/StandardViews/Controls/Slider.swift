public import Inspectable

/// A `UISlider`, as iOS 13 and later draw it: a 4-point rounded track across the bounds, in the
/// tint up to a white knob placed by the value and in a translucent gray beyond; from the right,
/// right to left.
///
/// A value outside the minimum and maximum is drawn at the nearer end; a minimum not below the
/// maximum puts the knob at the left.
public struct Slider: Component {
    @Inspectable(step: 0.05, description: "The value the knob shows, between the minimum and the maximum.")
    public var value: Double = 0.5

    @Inspectable(step: 1, description: "The value at the left end of the track.")
    public var minimumValue: Double = 0

    @Inspectable(step: 1, description: "The value at the right end of the track.")
    public var maximumValue: Double = 1

    @Inspectable(description: "Color of the track left of the knob; nil for the tint color.")
    public var minimumTrackTintColor: Color? = nil

    @Inspectable(description: "Color of the track right of the knob; nil for the system's translucent gray.")
    public var maximumTrackTintColor: Color? = nil

    @Inspectable(description: "Color of the knob; nil for white.")
    public var thumbTintColor: Color? = nil

    public init() {}

    public static var className: String { "UISlider" }

    public static var summary: String? { "A track filled in the tint up to a knob placed by the value." }

    public static var defaultSize: Size { Size(width: 118, height: 30) }

    /// The knob's diameter, in points.
    public static let thumbDiameter = 28.0

    /// Where the value lies between the minimum and the maximum, 0...1: clamped, and 0 when the
    /// minimum is not below the maximum.
    public var fraction: Double {
        guard maximumValue > minimumValue else { return 0 }
        // Halved, so that the differences of the largest values do not overflow.
        let fraction = (value / 2 - minimumValue / 2) / (maximumValue / 2 - minimumValue / 2)
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// Where the knob's centre is in a slider of `size`: from half a knob in at the left to half a
    /// knob in at the right, down the middle.
    public func thumbCenter(in size: Size) -> Point {
        let travel = max(0, size.width - Self.thumbDiameter)
        return Point(x: Self.thumbDiameter / 2 + fraction * travel, y: size.height / 2)
    }

    public func draw(in context: inout GraphicsContext) {
        let center = thumbCenter(in: context.size)
        // Right to left, the minimum is at the right end (a `playback` scrubber keeps left to right).
        context.mirroringHorizontally(when: context.layoutDirection.isRightToLeft) { context in
            Track.draw(
                in: &context, filledTo: center.x, fillColor: minimumTrackTintColor ?? .tintColor,
                trackColor: maximumTrackTintColor ?? Track.color)
            Thumb.draw(
                in: &context, center: center, diameter: Self.thumbDiameter, color: thumbTintColor ?? Thumb.color)
        }
    }
}
