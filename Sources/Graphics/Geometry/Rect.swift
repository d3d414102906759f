/// A rectangle by origin and size, as `CGRect` is one.
public struct Rect: Sendable, Hashable {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// The rectangle with its top-left corner at `x`, `y` and of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The largest magnitude a coordinate or length may have, in points: a billion, far beyond
    /// any screen or scroll view, and small enough that every renderer counts pixels in it exactly.
    public static let maximumMagnitude: Double = 1_000_000_000
}
