/// A rectangle by origin and size, as `CGRect` is one.
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

extension Rect: NumericRecord {
    public static var typeName: String { "Rect" }
    public static let fieldNames = ["x", "y", "width", "height"]
    public var fieldValues: [Double] { [x, y, width, height] }

    public init(fieldValues: [Double]) {
        self.init(x: fieldValues[0], y: fieldValues[1], width: fieldValues[2], height: fieldValues[3])
    }
}
