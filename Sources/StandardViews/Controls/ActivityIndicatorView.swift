public import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `UIActivityIndicatorView` of the medium style, as iOS 13 and later draw it: eight rounded
/// spokes round its centre, fading clockwise behind the brightest at the top. Stopped, it is
/// hidden unless told not to hide.
public struct ActivityIndicatorView: Component {
    @Inspectable(description: "Color of the spokes; nil for system gray.")
    public var color: Color? = nil

    @Inspectable(description: "Whether the indicator is spinning, and so shown.")
    public var isAnimating: Bool = false

    @Inspectable(description: "Hides the indicator while it is not spinning.")
    public var hidesWhenStopped: Bool = true

    public init() {}

    public static var className: String { "UIActivityIndicatorView" }

    public static var summary: String? { "Eight fading spokes; hidden while stopped unless told not to hide." }

    public static var defaultSize: Size { Size(width: 20, height: 20) }

    /// How many spokes the indicator has.
    public static let spokeCount = 8

    /// Whether anything is drawn: while spinning, or stopped without hiding.
    public var isShown: Bool { isAnimating || !hidesWhenStopped }

    /// The opacity of spoke `index`, from 1 for the first, at the top, down to 0.3 for the last.
    public static func opacity(ofSpoke index: Int) -> Double {
        1 - 0.7 * Double(index) / Double(spokeCount - 1)
    }

    public func draw(in context: inout GraphicsContext) {
        guard isShown else { return }
        // Drawn for a 20-point square, scaled to the smaller side.
        let unit = min(context.size.width, context.size.height) / 20
        let center = Point(x: context.size.width / 2, y: context.size.height / 2)
        let color = self.color ?? .systemGray
        for index in 0..<Self.spokeCount {
            // Each spoke a turn's eighth anticlockwise of the one before, so the brightest leads as it spins.
            let angle = -Double.pi / 2 - Double(index) * 2 * .pi / Double(Self.spokeCount)
            var spoke = Path()
            spoke.move(to: Point(x: center.x + 5 * unit * cos(angle), y: center.y + 5 * unit * sin(angle)))
            spoke.addLine(to: Point(x: center.x + 9 * unit * cos(angle), y: center.y + 9 * unit * sin(angle)))
            context.stroke(
                spoke, style: StrokeStyle(lineWidth: 2 * unit, cap: .round),
                color: color.withAlpha(color.alpha * Self.opacity(ofSpoke: index)))
        }
    }
}
