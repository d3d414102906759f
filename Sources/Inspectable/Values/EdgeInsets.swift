/// Insets from each edge, in `UIEdgeInsets` order: top, left, bottom, right.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension EdgeInsets: NumericRecord {
    public static var typeName: String { "EdgeInsets" }
    public static let fieldNames = ["top", "left", "bottom", "right"]
    public var fieldValues: [Double] { [top, left, bottom, right] }

    public init(fieldValues: [Double]) {
        self.init(top: fieldValues[0], left: fieldValues[1], bottom: fieldValues[2], right: fieldValues[3])
    }
}
