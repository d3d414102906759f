/// An sRGB color with alpha, as `UIColor` holds one, or a dynamic color with a value for each
/// appearance, as UIKit's system colors (`systemOrange`, `label`) are.
///
/// Channels are kept on the 0...255 scale of 8-bit color but as `Double`, so both a hex
/// color and UIKit's named colors (whose gray is exactly 0.5) are held exactly, and the
/// canonical text form reads back to the very same value.
///
/// A dynamic color is drawn in the value of the appearance it is drawn in: a `GraphicsContext`
/// resolves each color it draws for its own appearance, as UIKit resolves a dynamic color for
/// the trait collection of the view that draws it. `red255`…`alpha` are the light values;
/// `resolved(for:)` gives the color in either appearance.
///
///     Color.systemOrange.resolved(for: .dark).text   // "#FF9F0A"
///
/// Two colors are equal when they have the same values in both appearances and the same system
/// name, if any: `Color.systemBlue` equals neither `Color.tintColor` nor the color
/// `light-dark(#007AFF, #0A84FF)` of the same values, as `UIColor.systemBlue` equals no other color.
public struct Color: Sendable, Hashable {
    /// Red, green and blue on the 0...255 scale; a dynamic color's in the light appearance.
    public let red255: Double
    /// Green on the 0...255 scale; a dynamic color's in the light appearance.
    public let green255: Double
    /// Blue on the 0...255 scale; a dynamic color's in the light appearance.
    public let blue255: Double
    /// Opacity, 0...1; a dynamic color's in the light appearance.
    public let alpha: Double
    /// The values in the dark appearance, for a color whose dark values differ from its light ones.
    private let darkChannels: Channels?
    /// Where the UIKit name of a system color is in `systemNames`: a number, not the name, so
    /// that a color stays plain values, copied without reference counting.
    private let systemNameIndex: UInt8?

    /// The UIKit name of a system color (`systemOrange`, `label`), which `withAlpha` keeps.
    public var systemName: String? { systemNameIndex.map { Color.systemNames[Int($0)] } }

    /// A color from channels on the 0...255 scale; values outside are clamped, NaN is 0.
    public init(red255: Double, green255: Double, blue255: Double, alpha: Double = 1) {
        self.init(Channels(red255, green255, blue255, alpha), dark: nil, systemName: nil)
    }

    /// A color from channels in 0...1, as `UIColor(red:green:blue:alpha:)` takes them.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(red255: red * 255, green255: green * 255, blue255: blue * 255, alpha: alpha)
    }

    /// A gray, as `UIColor(white:alpha:)` makes one.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color with one value in the light appearance and another in the dark, as
    /// `UIColor(dynamicProvider:)` makes one. Each is taken in its own appearance, so a dynamic
    /// color given as `dark` gives its dark value.
    ///
    ///     let card = Color(light: .white, dark: Color(red255: 28, green255: 28, blue255: 30))
    public init(light: Color, dark: Color) {
        self.init(light: light, dark: dark, systemName: nil)
    }

    /// A color with `light`'s value in the light appearance, `dark`'s in the dark, and the UIKit
    /// name `systemName` when it is one of UIKit's system colors' (none otherwise): a color made
    /// again from what it is, `Color(light: c, dark: c, systemName: c.systemName)`, equals `c`.
    public init(light: Color, dark: Color, systemName: String?) {
        self.init(
            light.resolved(for: .light).lightChannels, dark: dark.resolved(for: .dark).lightChannels,
            systemName: systemName)
    }

    /// A system color of UIKit's, by its name.
    init(system name: String, light: Channels, dark: Channels) {
        self.init(light, dark: dark, systemName: name)
    }

    private init(_ light: Channels, dark: Channels?, systemName: String?) {
        (red255, green255, blue255, alpha) = (light.red255, light.green255, light.blue255, light.alpha)
        darkChannels = dark == light ? nil : dark
        systemNameIndex = systemName.flatMap { Color.systemNames.firstIndex(of: $0) }.map { UInt8($0) }
    }

    /// Red in 0...1; a dynamic color's in the light appearance.
    public var red: Double { red255 / 255 }
    /// Green in 0...1; a dynamic color's in the light appearance.
    public var green: Double { green255 / 255 }
    /// Blue in 0...1; a dynamic color's in the light appearance.
    public var blue: Double { blue255 / 255 }

    /// The color as 8-bit channels, rounded to nearest: UIKit's 0.5 becomes 128. A dynamic
    /// color's are its light ones.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (UInt8(red255.rounded()), UInt8(green255.rounded()), UInt8(blue255.rounded()), UInt8((alpha * 255).rounded()))
    }

    /// Whether the color has another value in the dark appearance than in the light.
    public var isDynamic: Bool { darkChannels != nil }

    /// The color as it is drawn in `appearance`, as `UIColor.resolvedColor(with:)` gives it: a
    /// color of fixed values, with no system name. A color that is not a system color is itself.
    public func resolved(for appearance: Appearance) -> Color {
        guard isDynamic || systemName != nil else { return self }
        let channels = appearance == .dark ? darkChannels ?? lightChannels : lightChannels
        return Color(channels, dark: nil, systemName: nil)
    }

    /// The same color with another alpha, as `UIColor.withAlphaComponent(_:)` makes it: a dynamic
    /// color takes the alpha in both appearances and stays dynamic, and a system color keeps its
    /// name, so `Color.label.withAlpha(0.5)` is written `rgba(label, 0.5)`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(
            lightChannels.withAlpha(alpha), dark: darkChannels.map { $0.withAlpha(alpha) }, systemName: systemName)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque. A color with channels between two 8-bit steps
    /// is written by its UIKit name when it has one (`orange`, `gray` and `purple` have channels of
    /// 127.5), and as `rgb(…)` or `rgba(…)` otherwise, exactly. A system color is written by its
    /// name (`systemOrange`), or as `rgba(systemOrange, 0.5)` with another alpha; any other
    /// dynamic color as `light-dark(…, …)`.
    public var text: String { ColorFormat.text(of: self) }

    private var lightChannels: Channels { Channels(red255, green255, blue255, alpha) }

    /// Red, green, blue (0...255) and alpha (0...1), clamped.
    struct Channels: Sendable, Hashable {
        let red255: Double
        let green255: Double
        let blue255: Double
        let alpha: Double

        init(_ red255: Double, _ green255: Double, _ blue255: Double, _ alpha: Double = 1) {
            self.red255 = Self.limit(red255, 255)
            self.green255 = Self.limit(green255, 255)
            self.blue255 = Self.limit(blue255, 255)
            self.alpha = Self.limit(alpha, 1)
        }

        func withAlpha(_ alpha: Double) -> Channels { Channels(red255, green255, blue255, alpha) }

        private static func limit(_ value: Double, _ upper: Double) -> Double {
            guard !value.isNaN else { return 0 }
            return min(max(value, 0), upper)
        }
    }
}
