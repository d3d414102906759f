public import Inspectable

/// A `UISwitch`, as iOS 13 and later draw it: a capsule track, green when on and a translucent
/// gray when off, with a white knob at its right end when on and its left end when off (the
/// other way round right to left).
///
/// Like UIKit's, it keeps its own size, 51 × 31 points, at the top left of its bounds.
public struct Switch: Component {
    @Inspectable(description: "Whether the switch is on, its knob at the right.")
    public var on: Bool = true

    @Inspectable(description: "Color of the track when on; nil for system green.")
    public var onTintColor: Color? = nil

    @Inspectable(description: "Color of the knob; nil for white.")
    public var thumbTintColor: Color? = nil

    public init() {}

    public static var className: String { "UISwitch" }

    public static var summary: String? { "An on/off switch: a green or gray capsule with a white knob." }

    public static var defaultSize: Size { size }

    /// The size UIKit gives every switch, in points.
    public static let size = Size(width: 51, height: 31)

    /// The knob's diameter: the track's height less 2 points at the top and the bottom.
    public static let thumbDiameter = 27.0

    /// The track's color when off, as UIKit's: a translucent gray.
    public static let offTrackColor = Color.systemFill

    /// Where the knob's centre is: 2 points in from the track's right end when on, its left when off.
    public var thumbCenter: Point {
        let inset = (Self.size.height - Self.thumbDiameter) / 2 + Self.thumbDiameter / 2
        return Point(x: on ? Self.size.width - inset : inset, y: Self.size.height / 2)
    }

    public func draw(in context: inout GraphicsContext) {
        let track = Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        context.fillCapsule(track, color: on ? onTintColor ?? .systemGreen : Self.offTrackColor)
        // Right to left, the knob is at the left end when on.
        var center = thumbCenter
        if context.layoutDirection.isRightToLeft { center.x = Self.size.width - center.x }
        Thumb.draw(in: &context, center: center, diameter: Self.thumbDiameter, color: thumbTintColor ?? Thumb.color)
    }
}
