/// A shape made of lines and Bézier curves, in points, as `CGPath` or `UIBezierPath` builds one.
///
///     var star = Path()
///     star.move(to: Point(x: 10, y: 0))
///     star.addLine(to: Point(x: 13, y: 7))
///     …
///     star.closeSubpath()
public struct Path: Sendable, Equatable {
    /// One step of a path, as `CGPathElement` is one.
    public enum Element: Sendable, Equatable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    /// The steps of the path, in the order they were added.
    public private(set) var elements: [Element] = []

    /// Whether a fill covers the points the path winds round an odd number of times (so that a
    /// shape inside another is a hole, whichever way it runs), rather than every point it winds
    /// round at all; as `UIBezierPath.usesEvenOddFillRule`. Strokes are not affected.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// Starts a new subpath at `point`, as `move(to:)` of `UIBezierPath`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.close) }

    /// A rectangle with rounded corners, the radius limited to half the shorter side, as `UIBezierPath(roundedRect:cornerRadius:)`.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(
            roundedRect: rect, cornerRadii: CornerRadii(max(0, min(cornerRadius, rect.width / 2, rect.height / 2))))
    }

    /// The same path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        var moved = Path()
        moved.usesEvenOddFillRule = usesEvenOddFillRule
        moved.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: move(point))
            case .line(let point): .line(to: move(point))
            case .quadCurve(let point, let control): .quadCurve(to: move(point), control: move(control))
            case .curve(let point, let control1, let control2):
                .curve(to: move(point), control1: move(control1), control2: move(control2))
            case .close: .close
            }
        }
        return moved
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Rect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The part of the rectangle inside `other`; a rectangle of no size where they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let (minX, minY) = (max(x, other.x), max(y, other.y))
        let (maxX, maxY) = (min(self.maxX, other.maxX), min(self.maxY, other.maxY))
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
}
