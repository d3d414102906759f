/// How large a drawing may be drawn: what keeps every renderer's memory bounded, whatever a
/// document or a component asks for.
public enum RenderLimits {
    /// The most pixels an image may have on a side.
    public static let maximumSide = 16_384
    /// The most pixels an image may have in all: 64 Mi, 256 MiB of pixels.
    public static let maximumPixels = 64 << 20
    /// The most memory the layers of groups drawn inside one another may take at once. A drawing
    /// whose layers would take more is drawn in bands of rows, each within the budget.
    public static let layerBudget = 512 << 20
}

extension Int {
    /// The whole number nearest `value` within ±2⁴⁸ (and 0 for NaN), for a coordinate in pixels:
    /// far beyond any canvas, and small enough that sums of a few of them cannot overflow.
    @inline(__always)
    public init(pixels value: Double) {
        let limit = 281_474_976_710_656.0  // 2⁴⁸
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
