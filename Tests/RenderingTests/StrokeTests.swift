import Inspectable
import Rendering
import TestTools
import Testing

/// A path through `points`, closed or left open.
private func polygon(_ points: [(Double, Double)], closed: Bool) -> Path {
    var path = Path()
    for (index, (x, y)) in points.enumerated() {
        if index == 0 { path.move(to: Point(x: x, y: y)) } else { path.addLine(to: Point(x: x, y: y)) }
    }
    if closed { path.closeSubpath() }
    return path
}

/// A 100 × 100 point drawing of one black stroke along `path`.
private func stroking(_ path: Path, lineWidth: Double) -> Drawing {
    Drawing(
        size: Size(width: 100, height: 100),
        commands: [.stroke(.path(path), StrokeStyle(lineWidth: lineWidth), .color(.black))]
    )
}

/// The opacity of the pixel at `x`, `y`, drawn at one pixel a point.
private func alpha(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt8 { canvas.pixel(x: x, y: y).alpha }

@Suite("Strokes follow their path")
struct StrokeTests {
    @Test func aSegmentToAHugeCoordinateIsStillDrawn() throws {
        // The squared length of the first segment is beyond Double: it must not lose its direction.
        let path = polygon([(10, 80), (1e200, 80), (110, 20)], closed: false)
        let canvas = try RasterRenderer(scale: 1).render(stroking(path, lineWidth: 10))
        #expect(alpha(canvas, 50, 80) == 255)
        #expect(alpha(canvas, 50, 70) == 0)
    }

    @Test func aComponentStrokesAPathThroughItsContext() throws {
        let triangle = polygon([(10, 10), (90, 10), (50, 90)], closed: true)
        var context = GraphicsContext(size: Size(width: 100, height: 100), origin: Point(x: 5, y: 0))
        context.stroke(triangle, lineWidth: 4, color: .black)
        context.stroke(triangle, lineWidth: 0, color: .black)
        #expect(
            context.commands == [
                .stroke(.path(triangle.offsetBy(dx: 5, dy: 0)), StrokeStyle(lineWidth: 4), .color(.black))
            ])
        let drawing = Drawing(size: Size(width: 100, height: 100), commands: context.commands)
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        #expect(alpha(canvas, 55, 10) == 255 && alpha(canvas, 55, 50) == 0)
        #expect(SVGRenderer(scale: 1).render(drawing).contains(##"fill="none" stroke="#000000" stroke-width="4""##))
    }

    @Test func aStrokedTriangleCoversItsEdgesAndLeavesItsMiddleEmpty() throws {
        let triangle = polygon([(10, 10), (90, 10), (50, 90)], closed: true)
        let canvas = try RasterRenderer(scale: 1).render(stroking(triangle, lineWidth: 4))
        // The middle of each edge, and the corners.
        #expect(alpha(canvas, 50, 10) == 255)
        #expect(alpha(canvas, 30, 50) == 255)
        #expect(alpha(canvas, 70, 50) == 255)
        #expect(alpha(canvas, 10, 9) == 255)
        #expect(alpha(canvas, 89, 9) == 255)
        // The middle of the bounding box, inside the triangle, and the box's lower corners outside it.
        #expect(alpha(canvas, 50, 50) == 0)
        #expect(alpha(canvas, 50, 30) == 0)
        #expect(alpha(canvas, 10, 88) == 0)
        #expect(alpha(canvas, 89, 88) == 0)
    }

    @Test func aStrokedDiagonalCoversTheDiagonalOnly() throws {
        let diagonal = polygon([(10, 10), (90, 90)], closed: false)
        let canvas = try RasterRenderer(scale: 1).render(stroking(diagonal, lineWidth: 4))
        for step in stride(from: 15, through: 85, by: 10) { #expect(alpha(canvas, step, step) == 255) }
        // Across the line, 3 points from its middle on either side, and the far corners of its box.
        #expect(alpha(canvas, 53, 47) == 0)
        #expect(alpha(canvas, 47, 53) == 0)
        #expect(alpha(canvas, 85, 10) == 0)
        #expect(alpha(canvas, 10, 85) == 0)
    }

    @Test func anOpenPathEndsSquareAtItsEndPoints() throws {
        let line = polygon([(20, 50), (80, 50)], closed: false)
        let canvas = try RasterRenderer(scale: 1).render(stroking(line, lineWidth: 10))
        // Butt caps: the stroke stops at the end points, no further; it is the line width across.
        #expect((20..<80).allSatisfy { alpha(canvas, $0, 50) == 255 })
        #expect(alpha(canvas, 19, 50) == 0)
        #expect(alpha(canvas, 80, 50) == 0)
        #expect((45..<55).allSatisfy { alpha(canvas, 20, $0) == 255 && alpha(canvas, 79, $0) == 255 })
        #expect(alpha(canvas, 50, 44) == 0)
        #expect(alpha(canvas, 50, 55) == 0)
    }

    @Test func aCornerIsMiteredUnlessTheMiterIsLongerThanFourLineWidths() throws {
        let rightAngle = polygon([(20, 20), (80, 20), (80, 80)], closed: false)
        let square = try RasterRenderer(scale: 1).render(stroking(rightAngle, lineWidth: 10))
        // The outer corner of a right angle is square.
        #expect(alpha(square, 84, 15) == 255)
        // A turn back by all but a few degrees would have a miter far past its corner: beveled.
        let hairpin = polygon([(10, 55), (60, 50), (10, 45)], closed: false)
        let sharp = try RasterRenderer(scale: 1).render(stroking(hairpin, lineWidth: 4))
        #expect(alpha(sharp, 59, 50) == 255)
        #expect(alpha(sharp, 63, 50) == 0)
    }

    @Test func thePiecesOfAStrokeDrawTheirUnionWithoutSeams() throws {
        // Corners at angles that put the edges between the pieces across pixels, not along them.
        let points = [(10.0, 80.0), (30.0, 20.0), (50.0, 80.0), (70.0, 20.0), (90.0, 80.0)]
        let (scale, lineWidth) = (1.7, 6.0)
        let canvas = try RasterRenderer(scale: scale).render(
            stroking(polygon(points, closed: true), lineWidth: lineWidth))
        /// How far a point lies from the closed polyline through `points`.
        func distance(_ x: Double, _ y: Double) -> Double {
            zip(points, points.dropFirst() + [points[0]]).map { start, end in
                let (dx, dy) = (end.0 - start.0, end.1 - start.1)
                let t = min(max(((x - start.0) * dx + (y - start.1) * dy) / (dx * dx + dy * dy), 0), 1)
                let (nearX, nearY) = (start.0 + t * dx, start.1 + t * dy)
                return ((x - nearX) * (x - nearX) + (y - nearY) * (y - nearY)).squareRoot()
            }.min() ?? .infinity
        }
        var inside = 0
        var seams = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                // A pixel whose every point lies within the line, by a pixel's diagonal to spare.
                let (centreX, centreY) = ((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale)
                guard distance(centreX, centreY) < lineWidth / 2 - 0.75 / scale else { continue }
                inside += 1
                if alpha(canvas, x, y) != 255 { seams += 1 }
            }
        }
        #expect(inside > 1000)
        #expect(seams == 0, "\(seams) of \(inside) pixels inside the line are not opaque")
    }

    @Test(
        .needs(.rsvgConvert),
        arguments: [
            ("a square", polygon([(20, 20), (80, 20), (80, 80), (20, 80)], closed: true)),
            ("a triangle", polygon([(10, 10), (90, 10), (50, 90)], closed: true)),
            ("a zigzag", polygon([(10, 80), (30, 20), (50, 80), (70, 20), (90, 80)], closed: false)),
        ])
    func rsvgStrokesAPathAsWeDo(name: String, path: Path) throws {
        let drawing = stroking(path, lineWidth: 6)
        let (compared, different, largest) = try RSVG.compare(drawing, scale: 2)
        #expect(
            Double(different) / Double(compared) < 0.001,
            "\(name): \(different) of \(compared) pixels differ, by up to \(largest)")
    }
}
