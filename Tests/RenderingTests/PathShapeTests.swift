import Foundation
import Inspectable
import Rendering
import Testing

/// The point of a cubic Bézier curve at `t`.
private func point(_ t: Double, from start: Point, _ element: Path.Element) -> Point? {
    guard case .curve(let end, let c1, let c2) = element else { return nil }
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return Point(
        x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
}

/// Every point of the path's curves at eight values of t, with the curve's start.
private func samples(of path: Path) -> [Point] {
    var current = Point(x: 0, y: 0)
    var points: [Point] = []
    for element in path.elements {
        switch element {
        case .move(let to), .line(let to), .quadCurve(let to, _):
            current = to
        case .curve(let to, _, _):
            points += (0...8).compactMap { point(Double($0) / 8, from: current, element) }
            current = to
        case .close: break
        }
    }
    return points
}

private func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

@Suite("Arcs, ellipses and rounded corners")
struct PathShapeTests {
    let center = Point(x: 50, y: 50)

    @Test(arguments: [(0.0, Double.pi / 2), (0.3, 2.9), (-1.0, 4.0), (0.0, 2 * Double.pi)] as [(Double, Double)])
    func everyPointOfAnArcIsOnItsCircle(start: Double, end: Double) {
        let arc = Path(arcCenter: center, radius: 40, startAngle: start, endAngle: end, clockwise: true)
        let points = samples(of: arc)
        #expect(!points.isEmpty)
        for point in points {
            #expect(abs(distance(point, center) - 40) < 0.02, "\(point) is \(distance(point, center)) from the center")
        }
        #expect(distance(arc.currentPoint ?? center, Point(x: 50 + 40 * cos(end), y: 50 + 40 * sin(end))) < 1e-9)
    }

    @Test func clockwiseIsAsTheScreenShowsIt() {
        // From 3 o'clock to 6 o'clock clockwise is a quarter turn through the lower right.
        let short = Path(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(short.elements.count == 2)
        #expect(samples(of: short).allSatisfy { $0.x >= 50 - 1e-9 && $0.y >= 50 - 1e-9 })
        // The other way round it is three quarters, through 9 o'clock.
        let long = Path(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(long.elements.count == 4)
        #expect(samples(of: long).contains { distance($0, Point(x: 10, y: 50)) < 1e-9 })
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(path.elements[1] == .line(to: Point(x: 60, y: 50)))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 0, y: 0))
    }

    @Test func aStrokedCircleCoversItsRingAndNothingElse() throws {
        let ring = Path(arcCenter: center, radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let drawing = Drawing(
            size: Size(width: 100, height: 100),
            commands: [.stroke(.path(ring), StrokeStyle(lineWidth: 10), .color(.black))])
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        for step in 0..<24 {
            let angle = Double(step) * Double.pi / 12 + 0.1
            func alpha(_ radius: Double) -> UInt8 {
                canvas.pixel(x: Int(50 + radius * cos(angle)), y: Int(50 + radius * sin(angle))).alpha
            }
            #expect(alpha(40) == 255 && alpha(37) == 255 && alpha(43) == 255, "the ring at \(angle)")
            #expect(alpha(30) == 0 && alpha(48) == 0, "inside and outside the ring at \(angle)")
        }
    }

    @Test func anEllipseTouchesTheMiddleOfEachSideOfItsRectangle() throws {
        let rect = Rect(x: 10, y: 20, width: 80, height: 40)
        let ellipse = Path(ellipseIn: rect)
        #expect(ellipse.boundingBox == rect)
        for point in samples(of: ellipse) {
            let (x, y) = ((point.x - 50) / 40, (point.y - 40) / 20)
            #expect(abs((x * x + y * y).squareRoot() - 1) < 0.001)
        }
        let canvas = try RasterRenderer(scale: 1).render(
            Drawing(size: Size(width: 100, height: 80), commands: [.fill(.path(ellipse), .color(.black))]))
        #expect(canvas.pixel(x: 50, y: 40).alpha == 255 && canvas.pixel(x: 12, y: 22).alpha == 0)
    }

    @Test func eachCornerHasItsOwnRadius() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let path = Path(
            roundedRect: rect, cornerRadii: CornerRadii(topLeft: 10, topRight: 0, bottomRight: 20, bottomLeft: 0))
        // A square corner is a line to the corner itself.
        #expect(path.elements.contains(.line(to: Point(x: 100, y: 0))))
        #expect(path.elements.contains(.line(to: Point(x: 0, y: 50))))
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 2)
        #expect(path.boundingBox == rect)
    }

    @Test func radiiThatDoNotFitAreScaledTogether() {
        // 40 + 20 on a side of 30: every radius is halved.
        let path = Path(
            roundedRect: Rect(x: 0, y: 0, width: 100, height: 30),
            cornerRadii: CornerRadii(topLeft: 0, topRight: 40, bottomRight: 20, bottomLeft: 0))
        #expect(path.elements[1] == .line(to: Point(x: 80, y: 0)))
        #expect(path.elements.contains(.line(to: Point(x: 100, y: 20))))
        #expect(path.elements.contains(.line(to: Point(x: 0, y: 30))))
    }

    @Test func oneRadiusIsFourEqualCorners() {
        let rect = Rect(x: 3, y: 4, width: 30, height: 12)
        for radius in [0, 2.5, 6, 50] {
            #expect(
                Path(roundedRect: rect, cornerRadius: radius)
                    == Path(roundedRect: rect, cornerRadii: CornerRadii(min(radius, 6))))
        }
    }
}
