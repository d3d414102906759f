/// A width and a height, as `CGSize` holds them.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

extension Size: NumericRecord {
    public static var typeName: String { "Size" }
    public static let fieldNames = ["width", "height"]
    public var fieldValues: [Double] { [width, height] }

    public init(fieldValues: [Double]) {
        self.init(width: fieldValues[0], height: fieldValues[1])
    }
}
