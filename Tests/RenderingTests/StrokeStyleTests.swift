import Inspectable
import Rendering
import TestTools
import Testing

/// A 100 × 100 point drawing of one black stroke in `style` along the points.
private func stroke(_ points: [(Double, Double)], closed: Bool = false, _ style: StrokeStyle) -> Drawing {
    var path = Path()
    for (index, (x, y)) in points.enumerated() {
        if index == 0 { path.move(to: Point(x: x, y: y)) } else { path.addLine(to: Point(x: x, y: y)) }
    }
    if closed { path.closeSubpath() }
    return Drawing(size: Size(width: 100, height: 100), commands: [.stroke(.path(path), style, .color(.black))])
}

/// The opacity of each pixel named, drawn at one pixel a point.
private func alphas(_ drawing: Drawing, _ pixels: [(Int, Int)]) throws -> [UInt8] {
    let canvas = try RasterRenderer(scale: 1).render(drawing)
    return pixels.map { canvas.pixel(x: $0.0, y: $0.1).alpha }
}

/// A corner of a right angle at 60,30 between a line from the left and one going down.
private let corner = [(20.0, 30.0), (60.0, 30.0), (60.0, 80.0)]

@Suite("Stroke styles")
struct StrokeStyleTests {
    @Test func capsEndALineFlatRoundOrSquare() throws {
        let line = [(20.0, 50.0), (80.0, 50.0)]
        // Just past the end; then past the end and off the centre line, inside a square's corner only.
        let pixels = [(17, 49), (15, 45)]
        #expect(try alphas(stroke(line, StrokeStyle(lineWidth: 10)), pixels) == [0, 0])
        #expect(try alphas(stroke(line, StrokeStyle(lineWidth: 10, cap: .round)), pixels) == [255, 0])
        #expect(try alphas(stroke(line, StrokeStyle(lineWidth: 10, cap: .square)), pixels) == [255, 255])
    }

    @Test func joinsFillACornerWithAPointACircleOrACut() throws {
        // The outer corner's tip; a pixel inside the miter, partly inside the round join and
        // wholly past the bevel's cut.
        let pixels = [(64, 25), (63, 26)]
        #expect(try alphas(stroke(corner, StrokeStyle(lineWidth: 10)), pixels) == [255, 255])
        let round = try alphas(stroke(corner, StrokeStyle(lineWidth: 10, join: .round)), pixels)
        #expect(round[0] == 0 && round[1] > 0 && round[1] < 255, "\(round)")
        #expect(try alphas(stroke(corner, StrokeStyle(lineWidth: 10, join: .bevel)), pixels) == [0, 0])
    }

    @Test func aMiterPastItsLimitIsCut() throws {
        // A hairpin's miter reaches 16 line widths from its corner: a limit of 10 cuts it, one
        // of 100 does not.
        let hairpin = [(10.0, 45.0), (90.0, 50.0), (10.0, 55.0)]
        let tip = [(96, 50)]
        #expect(try alphas(stroke(hairpin, StrokeStyle(lineWidth: 4)), tip) == [0])
        #expect(try alphas(stroke(hairpin, StrokeStyle(lineWidth: 4, miterLimit: 100)), tip) == [255])
    }

    @Test func dashesFollowThePatternFromThePhase() throws {
        let line = [(0.0, 50.0), (100.0, 50.0)]
        let pixels = (0..<10).map { (10 * $0 + 5, 50) }
        #expect(
            try alphas(stroke(line, StrokeStyle(lineWidth: 4, dashes: [10, 10])), pixels)
                == [255, 0, 255, 0, 255, 0, 255, 0, 255, 0])
        // Five points into the pattern: the first dash is half as long, then every dash five later.
        #expect(
            try alphas(
                stroke(line, StrokeStyle(lineWidth: 4, dashes: [10, 10], dashPhase: 5)), [(2, 50), (10, 50), (20, 50)])
                == [255, 0, 255])
        // An odd count is repeated: 10 on, 5 off, 10 on, 10 off, 5 on…
        #expect(
            try alphas(
                stroke(line, StrokeStyle(lineWidth: 4, dashes: [10, 5, 10])), [(5, 50), (12, 50), (20, 50), (30, 50)])
                == [255, 0, 255, 0])
        // A pattern that says nothing draws a solid line, as SVG does.
        #expect(try alphas(stroke(line, StrokeStyle(lineWidth: 4, dashes: [0, 0])), [(15, 50)]) == [255])
        #expect(try alphas(stroke(line, StrokeStyle(lineWidth: 4, dashes: [-1, 5])), [(15, 50)]) == [255])
    }

    @Test func aPatternTooFineForItsPathIsDrawnSolid() throws {
        // A hundredth of a point on a line a billion points long, and a line with no finite length:
        // cut into dashes they would never finish.
        let fine = StrokeStyle(lineWidth: 4, dashes: [0.01, 0.01])
        #expect(try alphas(stroke([(0, 50), (1e9, 50)], fine), [(5, 50), (50, 50)]) == [255, 255])
        let huge = StrokeStyle(lineWidth: 4, dashes: [10, 10])
        #expect(try alphas(stroke([(0, 50), (1e308, 50), (-1e308, 50)], huge), [(15, 50)]) == [255])
        // Within the limit the pattern is kept.
        #expect(try alphas(stroke([(0, 50), (1e5, 50)], huge), [(5, 50), (15, 50)]) == [255, 0])
    }

    @Test func aDashGoesRoundTheCornersOfAClosedPath() throws {
        let square = [(20.0, 20.0), (80.0, 20.0), (80.0, 80.0), (20.0, 80.0)]
        // 70 on, 10 off: the first dash turns the first corner and the gap falls 10 below it.
        let drawing = stroke(square, closed: true, StrokeStyle(lineWidth: 4, dashes: [70, 10]))
        #expect(try alphas(drawing, [(50, 20), (80, 25), (80, 35), (80, 45)]) == [255, 255, 0, 255])
    }

    @Test func aRectangleInAnotherStyleIsStrokedAsAPath() throws {
        let rect = Drawing(
            size: Size(width: 100, height: 100),
            commands: [
                .stroke(
                    .rect(Rect(x: 20, y: 20, width: 60, height: 60)), StrokeStyle(lineWidth: 10, join: .round),
                    .color(.black))
            ])
        // The outer corner of a round join is cut; the middle of a side is not.
        #expect(try alphas(rect, [(15, 15), (50, 20)]) == [0, 255])
    }

    @Test func svgSaysTheStyle() {
        let svg = SVGRenderer(scale: 1).render(
            stroke(
                corner,
                StrokeStyle(lineWidth: 3, cap: .round, join: .bevel, miterLimit: 7, dashes: [4, 2, 1], dashPhase: 1.5)))
        #expect(svg.contains(#"stroke-width="3" stroke-linecap="round" stroke-linejoin="bevel""#))
        #expect(svg.contains(#"stroke-dasharray="4 2 1 4 2 1" stroke-dashoffset="1.5""#))
        #expect(!svg.contains("miterlimit"), "a bevel has no limit")
        let mitred = SVGRenderer(scale: 1).render(stroke(corner, StrokeStyle(lineWidth: 3)))
        #expect(mitred.contains(#"stroke-width="3" stroke-miterlimit="10""#))
    }

    @Test(
        .needs(.rsvgConvert),
        arguments: [
            ("round caps and joins", StrokeStyle(lineWidth: 7, cap: .round, join: .round)),
            ("square caps, bevels", StrokeStyle(lineWidth: 7, cap: .square, join: .bevel)),
            ("dashes", StrokeStyle(lineWidth: 5, dashes: [9, 4], dashPhase: 3)),
            ("dashes with round caps", StrokeStyle(lineWidth: 5, cap: .round, dashes: [12, 8])),
        ])
    func rsvgDrawsEachStyleAsWeDo(name: String, style: StrokeStyle) throws {
        let zigzag = [(10.0, 80.0), (30.0, 20.0), (50.0, 80.0), (70.0, 20.0), (90.0, 80.0)]
        let drawing = stroke(zigzag, style)
        let (compared, different, largest) = try RSVG.compare(drawing, scale: 2)
        #expect(
            Double(different) / Double(compared) < 0.002,
            "\(name): \(different) of \(compared) pixels differ, by up to \(largest)")
    }
}
