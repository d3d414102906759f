/// A width and a height, as `CGSize` holds them.
public struct Size: Sendable, Hashable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
}
