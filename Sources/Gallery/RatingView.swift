public import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A row of stars filled to a rating, as Cosmos draws one: `starCount` stars of `starSize` points,
/// `starMargin` apart, each filled wholly, by halves or exactly as far as the rating reaches.
public struct RatingView: Component {
    /// How far a star is filled, as Cosmos's `fillMode`.
    public enum FillMode: String, Sendable, CaseIterable, InspectableValue {
        /// Whole stars: the rating rounded to the nearest whole number.
        case full
        /// Half stars: the rating rounded to the nearest half.
        case half
        /// As far as the rating reaches.
        case precise

        public static var typeName: String { "StarFillMode" }
    }

    @Inspectable(range: 0...10, step: 0.1, description: "How many stars are filled.")
    public var rating: Double = 3.5

    @Inspectable(range: 1...10, description: "How many stars are drawn.")
    public var starCount: Int = 5

    @Inspectable(range: 1...200, step: 1, description: "Width and height of a star, in points.")
    public var starSize: Double = 24

    @Inspectable(range: 0...100, step: 1, description: "Space between two stars, in points.")
    public var starMargin: Double = 5

    @Inspectable(description: "How far each star is filled: whole stars, halves or exactly.")
    public var fillMode: FillMode = .half

    @Inspectable(description: "Color of the filled part of a star.")
    public var filledColor: Color = .systemOrange

    @Inspectable(description: "Color of the empty part of a star.")
    public var emptyColor: Color = .clear

    @Inspectable(description: "Color of the outline of each star.")
    public var starBorderColor: Color = .systemOrange

    @Inspectable(range: 0...20, step: 0.5, description: "Width of the outline of each star, in points.")
    public var starBorderWidth: Double = 1

    public init() {}

    public static var summary: String? { "Stars filled to a rating, whole, by halves or exactly." }

    public static var defaultSize: Size { Size(width: 150, height: 30) }

    /// How much of star `index` (from 0) is filled, 0...1, after the fill mode's rounding.
    public func fill(ofStar index: Int) -> Double {
        let shown: Double =
            switch fillMode {
            case .full: rating.rounded()
            case .half: (rating * 2).rounded() / 2
            case .precise: rating
            }
        return min(max(shown - Double(index), 0), 1)
    }

    /// A five-pointed star in `rect`, its top point up, as Cosmos outlines one.
    public static func star(in rect: Rect) -> Path {
        let center = Point(x: rect.midX, y: rect.midY + rect.height * 0.05)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.382
        var path = Path()
        for corner in 0..<10 {
            let angle = -Double.pi / 2 + Double(corner) * .pi / 5
            let radius = corner % 2 == 0 ? outer : inner
            let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    public func draw(in context: inout GraphicsContext) {
        let top = (context.size.height - starSize) / 2
        for index in 0..<starCount {
            let rect = Rect(x: Double(index) * (starSize + starMargin), y: top, width: starSize, height: starSize)
            let star = Self.star(in: rect)
            context.fill(star, color: emptyColor)
            let fill = fill(ofStar: index)
            if fill > 0 {
                context.clip(to: Rect(x: rect.x, y: rect.y, width: rect.width * fill, height: rect.height)) {
                    $0.fill(star, color: filledColor)
                }
            }
            if starBorderWidth > 0 {
                context.stroke(
                    star, style: StrokeStyle(lineWidth: starBorderWidth, join: .round), color: starBorderColor)
            }
        }
    }
}
