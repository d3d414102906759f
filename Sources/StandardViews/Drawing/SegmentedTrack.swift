import Inspectable

/// The rounded gray track `UISegmentedControl` and `UIStepper` draw since iOS 13, split into
/// equal segments with a short separator between each two.
enum SegmentedTrack {
    /// The track's fill: a translucent gray, lighter or darker as the background is.
    static let color = Color.tertiarySystemFill
    /// The radius of the track's corners, in points.
    static let cornerRadius = 8.0
    /// The separators' color and how far short of the track's top and bottom they stop.
    static let separatorColor = Color.separator
    static let separatorInset = 8.0

    /// The rectangles of `count` equal segments across `bounds`, left to right.
    static func segments(_ count: Int, in bounds: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let width = bounds.width / Double(count)
        return (0..<count).map {
            Rect(x: bounds.x + Double($0) * width, y: bounds.y, width: width, height: bounds.height)
        }
    }

    /// Draws the track over the bounds and a separator between each two of `count` segments,
    /// except beside the segment `selected`, which draws over them; returns the segments.
    static func draw(in context: inout GraphicsContext, segments count: Int, selected: Int? = nil) -> [Rect] {
        context.fill(context.bounds, cornerRadius: cornerRadius, color: color)
        let segments = segments(count, in: context.bounds)
        for (index, segment) in segments.enumerated().dropFirst() where selected != index && selected != index - 1 {
            let separator = Rect(
                x: segment.x - 0.5, y: segment.y + separatorInset, width: 1,
                height: max(0, segment.height - 2 * separatorInset))
            context.fill(separator, color: separatorColor)
        }
        return segments
    }
}
