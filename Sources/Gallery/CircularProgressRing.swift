public import Inspectable

/// A ring filled round to a progress, as KDCircularProgress and UICircularProgressRing draw one:
/// a track circle, an arc over it from `startAngle`, and the percentage in the middle.
public struct CircularProgressRing: Component {
    @Inspectable(
        range: 0...1, step: 0.01, description: "Progress from 0 to 1; values outside are clamped.",
        animation: .easeInOut(duration: 1))
    public var progress: Double = 0

    @Inspectable(description: "Color of the whole circle beneath the progress.", group: "Ring")
    public var trackColor: Color = .systemGray5

    @Inspectable(description: "Color of the arc that shows the progress.", group: "Ring")
    public var progressColor: Color = .systemBlue

    @Inspectable(range: 0..., step: 1, description: "Width of the track and the arc, in points.", group: "Ring")
    public var lineWidth: Double = 10

    @Inspectable(
        range: -360...360, step: 15, description: "Where the arc starts, in degrees clockwise from three o'clock.",
        group: "Ring")
    public var startAngle: Double = -90

    @Inspectable(description: "Whether the arc grows clockwise.", group: "Ring")
    public var clockwise: Bool = true

    @Inspectable(description: "Rounds the ends of the arc.", group: "Ring")
    public var roundedCaps: Bool = true

    @Inspectable(description: "Shows the progress as a percentage in the middle.", group: "Label")
    public var showsLabel: Bool = true

    @Inspectable(description: "Color of the percentage.", group: "Label")
    public var labelColor: Color = .label

    @Inspectable(range: 1...200, step: 1, description: "Size of the percentage, in points.", group: "Label")
    public var fontSize: Double = 24

    public init() {}

    public static var summary: String? { "A ring filled round to a progress, with the percentage inside." }

    public static var defaultSize: Size { Size(width: 120, height: 120) }

    /// The percentage shown: "42%".
    public var labelText: String { "\(Int((progress * 100).rounded()))%" }

    /// The circle the line runs along: inside the bounds by half the line width.
    public func radius(in size: Size) -> Double {
        max(0, (min(size.width, size.height) - lineWidth) / 2)
    }

    public func draw(in context: inout GraphicsContext) {
        let bounds = context.bounds
        let center = Point(x: bounds.midX, y: bounds.midY)
        let radius = radius(in: context.size)
        let style = StrokeStyle(lineWidth: lineWidth, cap: roundedCaps ? .round : .butt)
        context.stroke(
            Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)),
            style: StrokeStyle(lineWidth: lineWidth), color: trackColor)
        let fraction = min(max(progress, 0), 1)
        if fraction > 0 {
            let start = startAngle * .pi / 180
            let sweep = 2 * .pi * fraction * (clockwise ? 1 : -1)
            let arc = Path(
                arcCenter: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: clockwise)
            context.stroke(arc, style: style, color: progressColor)
        }
        if showsLabel {
            context.draw(labelText, in: bounds, font: .system(size: fontSize), color: labelColor)
        }
    }
}
