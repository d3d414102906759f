public import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A star rating, as in the scorecard sample the progress-bar seeds point to:
/// `maxStars` stars, the first `rating` of them filled, in half-star steps.
public struct Scorecard: Component {
    @Inspectable(range: 0...5, step: 0.5, description: "How many stars are filled, in half-star steps.")
    public var rating: Double = 0

    @Inspectable(range: 1...10, description: "How many stars are drawn.")
    public var maxStars: Int = 5

    /// Color of the filled stars: a description from a doc comment, as the DesignerDocumentation
    /// plugin the package applies to this target gives it.
    @Inspectable
    public var filledColor: Color = Color(red255: 255, green255: 204, blue255: 0)

    /// Color of the empty stars.
    ///
    /// - Note: The outline is not drawn; an empty star is this color throughout.
    @Inspectable
    public var emptyColor: Color = .lightGray

    public init() {}

    public static var summary: String? { "A row of stars, filled to a rating." }

    public static var defaultSize: Size { Size(width: 120, height: 24) }

    /// How much of star `index` (from 0) is filled: 1, 0.5 or 0.
    public func fill(ofStar index: Int) -> Double {
        min(max(rating - Double(index), 0), 1)
    }

    /// Where star `index` sits in bounds of `size`: a square as tall as the view (narrower if its
    /// share of the width is), centred in its share.
    public func rect(ofStar index: Int, in size: Size) -> Rect {
        let share = size.width / Double(maxStars)
        let side = min(share, size.height)
        return Rect(
            x: share * Double(index) + (share - side) / 2, y: (size.height - side) / 2, width: side, height: side)
    }

    /// A five-pointed star filling `rect`, a point upwards.
    public static func star(in rect: Rect) -> Path {
        var path = Path()
        let (outer, inner) = (rect.width / 2, rect.width / 2 * 0.4)
        for corner in 0..<10 {
            let angle = -Double.pi / 2 + Double(corner) * Double.pi / 5
            let radius = corner % 2 == 0 ? outer : inner
            let point = Point(
                x: rect.midX + radius * cos(angle), y: rect.midY + 0.05 * rect.height + radius * sin(angle))
            if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    /// Each star in the empty color, then clipped to its filled part in the filled color.
    public func draw(in context: inout GraphicsContext) {
        for index in 0..<maxStars {
            let rect = rect(ofStar: index, in: context.size)
            let star = Self.star(in: rect)
            context.fill(star, color: emptyColor)
            let fill = fill(ofStar: index)
            guard fill > 0 else { continue }
            context.clip(to: Rect(x: rect.x, y: rect.y, width: rect.width * fill, height: rect.height)) {
                $0.fill(star, color: filledColor)
            }
        }
    }
}
