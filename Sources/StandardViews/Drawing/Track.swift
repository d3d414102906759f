import Inspectable

/// The thin rounded track `UIProgressView` and `UISlider` draw across their width since iOS 13:
/// 4 points tall, centred down the bounds, filled in one color from its start to a point and in
/// another beyond.
enum Track {
    /// How tall the track is, in points.
    static let height = 4.0

    /// The gray of the part not filled, as UIKit's: a translucent fill, lighter or darker as the
    /// background is.
    static let color = Color.systemFill

    /// The track across `bounds`, centred down them.
    static func rect(in bounds: Rect) -> Rect {
        Rect(x: bounds.x, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// Draws the whole track in `trackColor`, then its part up to `filledTo` (a distance from its
    /// start) in `fillColor`, both with round ends.
    static func draw(in context: inout GraphicsContext, filledTo width: Double, fillColor: Color, trackColor: Color) {
        let track = rect(in: context.bounds)
        context.fillCapsule(track, color: trackColor)
        let filled = min(max(width, 0), track.width)
        if filled > 0 {
            context.fillCapsule(Rect(x: track.x, y: track.y, width: filled, height: track.height), color: fillColor)
        }
    }
}

extension GraphicsContext {
    /// Fills `rect` with its short sides rounded into half circles, as UIKit rounds its tracks.
    mutating func fillCapsule(_ rect: Rect, color: Color) {
        fill(rect, cornerRadius: min(rect.width, rect.height) / 2, color: color)
    }
}
