/// What fills or strokes a shape: one color, or a gradient, as `CGContext` fills with a color
/// or draws a gradient clipped to a path.
///
///     let fade = Gradient(colors: [.systemBlue, .systemTeal])
///     context.fill(context.bounds, with: .linearGradient(fade, start: .zero, end: Point(x: 100, y: 100)))
///
/// A gradient's geometry is in the same coordinates as the shape it paints; beyond its ends it
/// keeps the colors of its first and last stops, as `CAGradientLayer` draws one.
public enum Paint: Sendable, Hashable {
    case color(Color)
    /// Colors changing along the line from `start` to `end` and constant across it, as a
    /// `CAGradientLayer` of type `.axial` or `CGContext.drawLinearGradient` draws them.
    case linearGradient(Gradient, start: Point, end: Point)
    /// Colors changing from `center` out to `radius`, as `CGContext.drawRadialGradient` draws
    /// them from a circle of radius 0.
    case radialGradient(Gradient, center: Point, radius: Double)

    /// The paint as renderers draw it: a gradient shorter than a thousandth of a point (the
    /// precision SVG is written with), or of no finite length, is its last color, as SVG paints a
    /// gradient of no length.
    var drawn: Paint {
        switch self {
        case .color: return self
        case .linearGradient(let gradient, let start, let end):
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let length = (dx * dx + dy * dy).squareRoot()
            return length >= 0.001 && length.isFinite ? self : .color(gradient.stops.last?.color ?? .clear)
        case .radialGradient(let gradient, _, let radius):
            return radius >= 0.001 && radius.isFinite ? self : .color(gradient.stops.last?.color ?? .clear)
        }
    }

    /// Whether nothing this paint draws can be seen.
    var isInvisible: Bool {
        switch self {
        case .color(let color): color.alpha <= 0
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _):
            gradient.stops.allSatisfy { $0.color.alpha <= 0 }
        }
    }

    /// The paint moved by `dx`, `dy` with the shape it paints.
    public func offsetBy(dx: Double, dy: Double) -> Paint {
        switch self {
        case .color: self
        case .linearGradient(let gradient, let start, let end):
            .linearGradient(
                gradient, start: Point(x: start.x + dx, y: start.y + dy), end: Point(x: end.x + dx, y: end.y + dy))
        case .radialGradient(let gradient, let center, let radius):
            .radialGradient(gradient, center: Point(x: center.x + dx, y: center.y + dy), radius: radius)
        }
    }

    /// The paint with every color changed by `transform`.
    func mapColors(_ transform: (Color) -> Color) -> Paint {
        switch self {
        case .color(let color): .color(transform(color))
        case .linearGradient(let gradient, let start, let end):
            .linearGradient(gradient.mapColors(transform), start: start, end: end)
        case .radialGradient(let gradient, let center, let radius):
            .radialGradient(gradient.mapColors(transform), center: center, radius: radius)
        }
    }
}

/// Colors at locations from 0 to 1, as `CAGradientLayer.colors` and `.locations` hold them.
public struct Gradient: Sendable, Hashable {
    /// A color and where it is reached, 0 at the gradient's start and 1 at its end.
    public struct Stop: Sendable, Hashable {
        /// The color at this stop.
        public var color: Color
        /// Where the stop is along the gradient, 0...1.
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) {
            (self.color, self.location) = (color, location)
        }
    }

    /// The stops in order of location, each location within 0...1 (a location that is not a
    /// number counts as 0), as SVG and Core Graphics read them.
    public let stops: [Stop]

    /// A gradient through `stops`; locations out of order or outside 0...1 are put in order and
    /// limited, as `CAGradientLayer` does.
    public init(stops: [Stop]) {
        var last = 0.0
        self.stops = stops.map { stop in
            let location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
            last = max(last, location)
            return Stop(color: stop.color, location: last)
        }
    }

    /// A gradient through `colors` spread evenly from 0 to 1, as `CAGradientLayer` spreads them
    /// when `locations` is nil.
    public init(colors: [Color]) {
        let step = colors.count > 1 ? 1 / Double(colors.count - 1) : 0
        self.init(stops: colors.enumerated().map { Stop(color: $1, location: Double($0) * step) })
    }

    /// The color at `location`, straight (not premultiplied) channels mixed between the two
    /// stops around it, as SVG mixes them; clear for a gradient with no stops.
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        guard location > first.location else { return first.color }
        guard location < last.location else { return last.color }
        var index = 1
        while stops[index].location <= location { index += 1 }
        let (low, high) = (stops[index - 1], stops[index])
        let fraction = (location - low.location) / (high.location - low.location)
        func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
        return Color(
            red255: mix(low.color.red255, high.color.red255), green255: mix(low.color.green255, high.color.green255),
            blue255: mix(low.color.blue255, high.color.blue255), alpha: mix(low.color.alpha, high.color.alpha))
    }

    func mapColors(_ transform: (Color) -> Color) -> Gradient {
        Gradient(stops: stops.map { Stop(color: transform($0.color), location: $0.location) })
    }
}

/// A shadow cast by what is drawn, as `CALayer` casts one (`shadowColor`, `shadowOpacity`,
/// `shadowOffset`, `shadowRadius`).
///
/// The shadow is the drawing's coverage, moved by `offset`, blurred by a Gaussian whose standard
/// deviation is `radius` points (so a designer's blur of 2r, as Sketch, Figma and CSS give it, is
/// a radius of r), in `color` at `opacity`, drawn beneath the drawing. Its offset
/// and blur are in the whole drawing's coordinates: a rotated or scaled context does not turn or
/// scale them, as `CGContext.setShadow` does not.
public struct Shadow: Sendable, Hashable {
    /// The color of the shadow, which `opacity` makes more transparent still.
    public var color: Color
    /// How opaque the shadow is, 0...1, times the color's own alpha.
    public var opacity: Double
    /// How far the shadow is from what casts it, in points.
    public var offset: Size
    /// The blur radius in points.
    public var radius: Double

    /// A shadow as `CALayer` has one when only its opacity is set: black, offset by (0, -3)
    /// (3 points up, as UIKit's default is), a blur radius of 3.
    public init(
        color: Color = .black, opacity: Double = 1, offset: Size = Size(width: 0, height: -3), radius: Double = 3
    ) {
        (self.color, self.opacity, self.offset, self.radius) = (color, opacity, offset, radius)
    }

    /// The shadow's color with its opacity applied.
    public var effectiveColor: Color { color.withAlpha(color.alpha * min(max(opacity.isNaN ? 0 : opacity, 0), 1)) }
}
