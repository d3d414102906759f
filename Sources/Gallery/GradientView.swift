public import Inspectable

/// A view filled with a gradient, as a `CAGradientLayer` fills one: colors from `startPoint` to
/// `endPoint` (in the unit square of the bounds, as the layer has them), along a line or out from
/// the start in a circle reaching the end.
public struct GradientView: Component {
    /// How the colors change, as `CAGradientLayerType`.
    public enum Kind: String, Sendable, CaseIterable, InspectableValue {
        case axial, radial

        public static var typeName: String { "GradientKind" }
    }

    @Inspectable(description: "The color at the start point.")
    public var startColor: Color = .systemPink

    @Inspectable(description: "A color half way, if any.")
    public var middleColor: Color? = nil

    @Inspectable(description: "The color at the end point.")
    public var endColor: Color = .systemIndigo

    @Inspectable(description: "Where the gradient starts: 0,0 is the top left corner, 1,1 the bottom right.")
    public var startPoint: Point = Point(x: 0, y: 0)

    @Inspectable(description: "Where the gradient ends, in the same unit square.")
    public var endPoint: Point = Point(x: 1, y: 1)

    @Inspectable(description: "Along a line (axial) or out in a circle (radial).")
    public var kind: Kind = .axial

    public init() {}

    public static var summary: String? { "A view filled with a linear or radial gradient." }

    public static var defaultSize: Size { Size(width: 200, height: 120) }

    /// The paint that fills a view of `size`.
    public func paint(in size: Size) -> Paint {
        let colors = [startColor] + (middleColor.map { [$0] } ?? []) + [endColor]
        let gradient = Gradient(colors: colors)
        let start = Point(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let end = Point(x: endPoint.x * size.width, y: endPoint.y * size.height)
        switch kind {
        case .axial:
            return .linearGradient(gradient, start: start, end: end)
        case .radial:
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            return .radialGradient(gradient, center: start, radius: (dx * dx + dy * dy).squareRoot())
        }
    }

    public func draw(in context: inout GraphicsContext) {
        context.fill(context.bounds, cornerRadius: context.cornerRadius, with: paint(in: context.size))
    }
}
