/// A point, as `CGPoint` is one.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

extension Point: NumericRecord {
    public static var typeName: String { "Point" }
    public static let fieldNames = ["x", "y"]
    public var fieldValues: [Double] { [x, y] }

    public init(fieldValues: [Double]) {
        self.init(x: fieldValues[0], y: fieldValues[1])
    }
}
