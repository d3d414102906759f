/// A point, as `CGPoint` is one.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate, in points, growing to the right.
    public var x: Double
    /// The vertical coordinate, in points, growing downwards.
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, 0,0.
    public static let zero = Point(x: 0, y: 0)
}
