#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The radii of a rectangle's four corners, as a rounded rectangle of one radius per corner has them.
public struct CornerRadii: Sendable, Hashable {
    /// The radius of the top-left corner, in points.
    public var topLeft: Double
    /// The radius of the top-right corner, in points.
    public var topRight: Double
    /// The radius of the bottom-right corner, in points.
    public var bottomRight: Double
    /// The radius of the bottom-left corner, in points.
    public var bottomLeft: Double

    /// Radii for each corner, clockwise from the top left.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (topLeft, topRight, bottomRight, bottomLeft)
    }

    /// Every corner with the same radius.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
}

extension Path {
    /// The length of the control arms of a cubic Bézier curve that draws a quarter circle of radius 1.
    static let quarterCircleArm = 0.552_284_749_830_793_4

    /// A rectangle with a radius for each corner, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
    /// with its corners chosen. Where two corners' radii do not fit along a side, every radius is
    /// scaled down by the same factor, so that they meet; each corner is a quarter circle.
    public init(roundedRect rect: Rect, cornerRadii radii: CornerRadii) {
        let (minX, minY, maxX, maxY) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
        var corners = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { max(0, $0) }
        var scale = 1.0
        for (side, needed) in [
            (rect.width, corners[0] + corners[1]), (rect.height, corners[1] + corners[2]),
            (rect.width, corners[2] + corners[3]), (rect.height, corners[3] + corners[0]),
        ] where needed > side {
            scale = min(scale, max(0, side) / needed)
        }
        if scale < 1 { corners = corners.map { $0 * scale } }
        let (topLeft, topRight, bottomRight, bottomLeft) = (corners[0], corners[1], corners[2], corners[3])
        let arm = Self.quarterCircleArm
        self.init()
        move(to: Point(x: minX + topLeft, y: minY))
        addLine(to: Point(x: maxX - topRight, y: minY))
        if topRight > 0 {
            addCurve(
                to: Point(x: maxX, y: minY + topRight), control1: Point(x: maxX - topRight + topRight * arm, y: minY),
                control2: Point(x: maxX, y: minY + topRight - topRight * arm))
        }
        addLine(to: Point(x: maxX, y: maxY - bottomRight))
        if bottomRight > 0 {
            addCurve(
                to: Point(x: maxX - bottomRight, y: maxY),
                control1: Point(x: maxX, y: maxY - bottomRight + bottomRight * arm),
                control2: Point(x: maxX - bottomRight + bottomRight * arm, y: maxY))
        }
        addLine(to: Point(x: minX + bottomLeft, y: maxY))
        if bottomLeft > 0 {
            addCurve(
                to: Point(x: minX, y: maxY - bottomLeft),
                control1: Point(x: minX + bottomLeft - bottomLeft * arm, y: maxY),
                control2: Point(x: minX, y: maxY - bottomLeft + bottomLeft * arm))
        }
        // The closing segment draws the left side when the top-left corner is square.
        if topLeft > 0 {
            addLine(to: Point(x: minX, y: minY + topLeft))
            addCurve(
                to: Point(x: minX + topLeft, y: minY), control1: Point(x: minX, y: minY + topLeft - topLeft * arm),
                control2: Point(x: minX + topLeft - topLeft * arm, y: minY))
        }
        closeSubpath()
    }

    /// An ellipse filling `rect`, as `UIBezierPath(ovalIn:)`: four quarter curves from the right
    /// end, going clockwise on the screen.
    public init(ellipseIn rect: Rect) {
        let (radiusX, radiusY) = (rect.width / 2, rect.height / 2)
        let (centerX, centerY) = (rect.x + radiusX, rect.y + radiusY)
        let (armX, armY) = (radiusX * Self.quarterCircleArm, radiusY * Self.quarterCircleArm)
        self.init()
        move(to: Point(x: centerX + radiusX, y: centerY))
        addCurve(
            to: Point(x: centerX, y: centerY + radiusY), control1: Point(x: centerX + radiusX, y: centerY + armY),
            control2: Point(x: centerX + armX, y: centerY + radiusY))
        addCurve(
            to: Point(x: centerX - radiusX, y: centerY), control1: Point(x: centerX - armX, y: centerY + radiusY),
            control2: Point(x: centerX - radiusX, y: centerY + armY))
        addCurve(
            to: Point(x: centerX, y: centerY - radiusY), control1: Point(x: centerX - radiusX, y: centerY - armY),
            control2: Point(x: centerX - armX, y: centerY - radiusY))
        addCurve(
            to: Point(x: centerX + radiusX, y: centerY), control1: Point(x: centerX + armX, y: centerY - radiusY),
            control2: Point(x: centerX + radiusX, y: centerY - armY))
        closeSubpath()
    }

    /// An arc alone, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Adds an arc of a circle, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`:
    /// angles in radians from the positive x axis, and clockwise as the screen shows it (the y
    /// axis points down, so clockwise is the direction of growing angles). A line joins the
    /// current point to the arc's start; a path with none starts there. A sweep is at most a
    /// whole turn; the arc is drawn as cubic curves of at most a quarter turn each.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        func point(at angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(at: startAngle)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        guard sweep.isFinite, radius.isFinite, sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control arms of a circular arc of angle `step`: 4/3 · tan(step / 4) radii long.
        let arm = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (from, to) = (point(at: angle), point(at: next))
            addCurve(
                to: to, control1: Point(x: from.x - arm * sin(angle), y: from.y + arm * cos(angle)),
                control2: Point(x: to.x + arm * sin(next), y: to.y - arm * cos(next)))
            angle = next
        }
    }

    /// The point the next element starts from: the end of the last one, or the start of the
    /// subpath a close returned to; `nil` in an empty path.
    public var currentPoint: Point? {
        switch elements.last {
        case nil: return nil
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .close:
            for case .move(let point) in elements.reversed() { return point }
            return nil
        }
    }
}
