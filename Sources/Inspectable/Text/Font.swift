/// A font of the shipped typeface, Inter, which stands in for the system font on every machine.
public struct Font: Sendable, Equatable, Hashable {
    /// The size in points.
    public var size: Double

    /// The system font at `size` points, as `UIFont.systemFont(ofSize:)`.
    public static func system(size: Double) -> Font {
        Font(size: size)
    }
}
