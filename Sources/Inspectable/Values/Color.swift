/// An sRGB color with alpha, as `UIColor` holds one.
///
/// Channels are kept on the 0...255 scale of 8-bit color but as `Double`, so both a hex
/// color and UIKit's named colors (whose gray is exactly 0.5) are held exactly, and the
/// canonical text form reads back to the very same value.
public struct Color: Sendable, Hashable {
    /// Red, green and blue on the 0...255 scale.
    public let red255: Double
    public let green255: Double
    public let blue255: Double
    /// Opacity, 0...1.
    public let alpha: Double

    /// A color from channels on the 0...255 scale; values outside are clamped, NaN is 0.
    public init(red255: Double, green255: Double, blue255: Double, alpha: Double = 1) {
        self.red255 = Color.limit(red255, 255)
        self.green255 = Color.limit(green255, 255)
        self.blue255 = Color.limit(blue255, 255)
        self.alpha = Color.limit(alpha, 1)
    }

    /// A color from channels in 0...1, as `UIColor(red:green:blue:alpha:)` takes them.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(red255: red * 255, green255: green * 255, blue255: blue * 255, alpha: alpha)
    }

    /// A gray, as `UIColor(white:alpha:)` makes one.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public var red: Double { red255 / 255 }
    public var green: Double { green255 / 255 }
    public var blue: Double { blue255 / 255 }

    /// The color as 8-bit channels, rounded to nearest: UIKit's 0.5 becomes 128.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (UInt8(red255.rounded()), UInt8(green255.rounded()), UInt8(blue255.rounded()), UInt8((alpha * 255).rounded()))
    }

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red255: red255, green255: green255, blue255: blue255, alpha: alpha)
    }

    private static func limit(_ value: Double, _ upper: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), upper)
    }
}

extension Color: InspectableValue {
    public static var typeName: String { "Color" }

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)`
    /// or one of UIKit's named colors such as `orange` or `lightGray`.
    public init(text: String) throws(ValueError) {
        self = try ColorText.parse(text)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque. A color with channels between two 8-bit steps
    /// is written by its UIKit name when it has one (`orange`, `gray` and `purple` have channels of
    /// 127.5), and as `rgb(…)` or `rgba(…)` otherwise, exactly.
    public var text: String { ColorText.format(self) }

    public init(json: JSONValue) throws(ValueError) {
        guard case .string(let string) = json else {
            throw .wrongJSONKind(type: "Color", expected: "a color string", found: json.kindDescription)
        }
        try self.init(text: string)
    }

    public var json: JSONValue { .string(text) }

    public static var jsonSchema: JSONObject {
        JSONObject([
            "type": .string("string"),
            "description": .string(
                "#RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a) or a UIKit color name"),
            "examples": .array(["#FF9500", "orange", "rgba(0, 0, 0, 0.5)"].map(JSONValue.string)),
        ])
    }
}
