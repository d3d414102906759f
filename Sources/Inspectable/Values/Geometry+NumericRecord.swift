public import Graphics

// The geometry values of Graphics as inspectable records of numbers: `{x, y}`, `{width, height}`,
// `{x, y, width, height}` and `{top, left, bottom, right}`, as `CGPoint`, `CGSize`, `CGRect` and
// `UIEdgeInsets` are written.

extension Point: NumericRecord {
    public static var typeName: String { "Point" }
    public static let fieldNames = ["x", "y"]
    public var fieldValues: [Double] { [x, y] }

    public init(fieldValues: [Double]) {
        self.init(x: fieldValues[0], y: fieldValues[1])
    }
}

extension Size: NumericRecord {
    public static var typeName: String { "Size" }
    public static let fieldNames = ["width", "height"]
    public var fieldValues: [Double] { [width, height] }

    public init(fieldValues: [Double]) {
        self.init(width: fieldValues[0], height: fieldValues[1])
    }
}

extension Rect: NumericRecord {
    public static var typeName: String { "Rect" }
    public static let fieldNames = ["x", "y", "width", "height"]
    public var fieldValues: [Double] { [x, y, width, height] }

    public init(fieldValues: [Double]) {
        self.init(x: fieldValues[0], y: fieldValues[1], width: fieldValues[2], height: fieldValues[3])
    }
}

extension EdgeInsets: NumericRecord {
    public static var typeName: String { "EdgeInsets" }
    public static let fieldNames = ["top", "left", "bottom", "right"]
    public var fieldValues: [Double] { [top, left, bottom, right] }

    public init(fieldValues: [Double]) {
        self.init(top: fieldValues[0], left: fieldValues[1], bottom: fieldValues[2], right: fieldValues[3])
    }
}
