/// Insets from each edge, in `UIEdgeInsets` order: top, left, bottom, right.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Insets of the given points from each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
