public import Inspectable

/// A `UIStepper`, as iOS 13 and later draw it: a rounded gray track split in two, "−" on the left
/// and "+" on the right, each dimmed when the value has reached its end.
public struct Stepper: Component {
    @Inspectable(step: 1, description: "The stepper's value, between the minimum and the maximum.")
    public var value: Double = 0

    @Inspectable(step: 1, description: "The least value; − is dimmed there.")
    public var minimumValue: Double = 0

    @Inspectable(step: 1, description: "The greatest value; + is dimmed there.")
    public var maximumValue: Double = 100

    @Inspectable(range: 0.001..., step: 1, description: "How much a tap on − or + changes the value.")
    public var stepValue: Double = 1

    public init() {}

    public static var className: String { "UIStepper" }

    public static var summary: String? { "− and + on a rounded gray track, each dimmed at its end of the range." }

    public static var defaultSize: Size { Size(width: 94, height: 32) }

    /// Whether − can lower the value: it is above the minimum.
    public var canDecrement: Bool { value > minimumValue }

    /// Whether + can raise the value: it is below the maximum.
    public var canIncrement: Bool { value < maximumValue }

    /// How long and how thick the strokes of − and + are, in points, their round ends included.
    static let sign = (length: 14.0, thickness: 2.0)

    /// − or +, centred on `center`: one stroke across, and for + one down, one path, so that a
    /// dimmed + is no darker where its strokes cross.
    static func sign(plus: Bool, at center: Point) -> Path {
        let arm = (sign.length - sign.thickness) / 2
        var path = Path()
        path.move(to: Point(x: center.x - arm, y: center.y))
        path.addLine(to: Point(x: center.x + arm, y: center.y))
        if plus {
            path.move(to: Point(x: center.x, y: center.y - arm))
            path.addLine(to: Point(x: center.x, y: center.y + arm))
        }
        return path
    }

    public func draw(in context: inout GraphicsContext) {
        let halves = SegmentedTrack.draw(in: &context, segments: 2)
        for (half, isPlus) in zip(halves, [false, true]) {
            let color: Color = (isPlus ? canIncrement : canDecrement) ? .label : .tertiaryLabel
            context.stroke(
                Self.sign(plus: isPlus, at: Point(x: half.midX, y: half.midY)),
                style: StrokeStyle(lineWidth: Self.sign.thickness, cap: .round), color: color)
        }
    }
}
