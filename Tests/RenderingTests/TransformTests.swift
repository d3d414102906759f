import DesignerCore
import Inspectable
import TestTools
import Testing

@testable import Rendering

/// A drawing of what `body` draws in a context of `size` points.
func drawing(_ size: Size, _ body: (inout GraphicsContext) -> Void) -> Drawing {
    var context = GraphicsContext(size: size)
    body(&context)
    return Drawing(size: size, commands: context.commands)
}

@Suite("Transforms on the context")
struct TransformTests {
    @Test func aRotatedSquareIsADiamond() throws {
        let diamond = drawing(Size(width: 100, height: 100)) { context in
            context.translateBy(x: 50, y: 50)
            context.rotate(by: .pi / 4)
            context.fill(Rect(x: -20, y: -20, width: 40, height: 40), color: .black)
        }
        let canvas = try RasterRenderer(scale: 1).render(diamond)
        // The corners lie 20√2 ≈ 28.3 points from the centre, on the axes.
        #expect(canvas.pixel(x: 50, y: 50 - 27).alpha == 255)
        #expect(canvas.pixel(x: 50 + 26, y: 50).alpha == 255)
        #expect(canvas.pixel(x: 50, y: 50 - 30).alpha == 0)
        // Where the upright square's corner was, nothing.
        #expect(canvas.pixel(x: 32, y: 32).alpha == 0)
        #expect(SVGRenderer().render(diamond).contains("<g transform=\"matrix(0.707 0.707 -0.707 0.707 50 50)\">"))
    }

    @Test func aStrokeScaledOneWayIsWiderThatWay() throws {
        let scaled = drawing(Size(width: 100, height: 100)) { context in
            context.scaleBy(x: 4, y: 1)
            var cross = Path()
            cross.move(to: Point(x: 10, y: 10))
            cross.addLine(to: Point(x: 10, y: 90))
            cross.move(to: Point(x: 2, y: 50))
            cross.addLine(to: Point(x: 20, y: 50))
            context.stroke(cross, lineWidth: 2, color: .black)
        }
        let canvas = try RasterRenderer(scale: 1).render(scaled)
        // The vertical line at x = 40 is 8 pixels wide; the horizontal one at y = 50 is 2 tall.
        #expect((36..<44).allSatisfy { canvas.pixel(x: $0, y: 20).alpha == 255 })
        #expect(canvas.pixel(x: 35, y: 20).alpha == 0 && canvas.pixel(x: 44, y: 20).alpha == 0)
        #expect(canvas.pixel(x: 60, y: 49).alpha == 255 && canvas.pixel(x: 60, y: 50).alpha == 255)
        #expect(canvas.pixel(x: 60, y: 47).alpha == 0 && canvas.pixel(x: 60, y: 52).alpha == 0)
    }

    @Test func savedStateComesBackAndCommandsInOneTransformShareAGroup() {
        var context = GraphicsContext(size: Size(width: 10, height: 10), origin: Point(x: 5, y: 5))
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        context.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .red)
        context.fill(Rect(x: 1, y: 1, width: 1, height: 1), color: .blue)
        context.restoreGState()
        context.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .green)
        #expect(
            context.commands == [
                .group(
                    DrawingGroup(
                        transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 5),
                        commands: [
                            .fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.red)),
                            .fill(.rect(Rect(x: 1, y: 1, width: 1, height: 1)), .color(.blue)),
                        ])),
                .fill(.rect(Rect(x: 5, y: 5, width: 1, height: 1)), .color(.green)),
            ])
        #expect(context.transform == .identity)
    }

    @Test func transformsComposeAsCoreGraphicsComposesThem() throws {
        let move = AffineTransform(translationX: 10, y: 0)
        let turn = AffineTransform(rotationAngle: .pi / 2)
        // Moved, then turned: (1, 0) → (11, 0) → (0, 11).
        let point = move.concatenating(turn).apply(to: Point(x: 1, y: 0))
        #expect(abs(point.x) < 1e-12 && abs(point.y - 11) < 1e-12)
        let inverse = try #require(move.concatenating(turn).inverted())
        let back = inverse.apply(to: point)
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func aTurnedImageSamplesWhereItsPixelsMapBack() throws {
        // A 2 × 1 image, red then blue, turned a quarter: red above, blue below.
        let image = Bitmap(width: 2, height: 1, straightRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
        let turned = drawing(Size(width: 20, height: 40)) { context in
            context.translateBy(x: 20, y: 0)
            context.rotate(by: .pi / 2)
            context.draw(Image(path: "pair.png"), in: Rect(x: 0, y: 0, width: 40, height: 20))
        }
        let canvas = try RasterRenderer(scale: 1, images: ["pair.png": image]).render(turned)
        #expect(canvas.pixel(x: 10, y: 5).red == 255 && canvas.pixel(x: 10, y: 5).blue == 0)
        #expect(canvas.pixel(x: 10, y: 35).blue == 255 && canvas.pixel(x: 10, y: 35).red == 0)
    }

    @Test(.needs(.rsvgConvert))
    func rsvgDrawsTransformedShapesAsWeDo() throws {
        let scene = drawing(Size(width: 120, height: 120)) { context in
            context.translateBy(x: 60, y: 60)
            for step in 0..<6 {
                context.rotate(by: .pi / 3)
                context.saveGState()
                context.scaleBy(x: 1.5, y: 0.75)
                context.fill(Rect(x: 10, y: -5, width: 20, height: 10), cornerRadius: 3, with: .color(.systemLikeBlue))
                context.stroke(
                    Path(ellipseIn: Rect(x: 12, y: -4, width: 14, height: 8)),
                    style: StrokeStyle(lineWidth: 1.5, dashes: [Double(step + 1), 2]), color: .black)
                context.restoreGState()
            }
        }
        // The scene is nearly all edges, which the two antialias a little differently: 8/255 is
        // the issue's tolerance, and a scene of shapes this small has 2% of its pixels on edges.
        let (compared, different, largest) = try RSVG.compare(scene, scale: 2, threshold: 8)
        #expect(Double(different) <= Double(compared) * 0.015, "largest difference \(largest)")
    }
}

extension Color {
    /// UIKit's light system blue, spelled out so these tests need no color names.
    static let systemLikeBlue = Color(red255: 0, green255: 122, blue255: 255)
}

/// A component that turns its context and never turns it back.
struct Tilted: Component {
    static var defaultSize: Size { Size(width: 100, height: 100) }

    func draw(in context: inout GraphicsContext) {
        context.saveGState()
        context.rotate(by: .pi / 4)
        context.scaleBy(x: 3, y: 3)
        context.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .red)
    }
}

@Suite("A component's transforms")
struct ComponentTransformTests {
    @Test func endWithItsDrawingAndLeaveItsSubviewsWhereTheirFramesSay() throws {
        let registry = try ComponentRegistry([Tilted.self])
        let document =
            #"{"class": "Tilted", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": ["#
            + #"{"class": "View", "frame": {"x": 60, "y": 10, "width": 20, "height": 20}, "attributes": {"backgroundColor": "blue"}}]}"#
        let (drawn, diagnostics) = try drawing(document, registry: registry)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // The subview is an upright square at its frame, not turned nor scaled.
        #expect(drawn.commands.last == .fill(.rect(Rect(x: 60, y: 10, width: 20, height: 20)), .color(.blue)))
        let canvas = try RasterRenderer(scale: 1).render(drawn)
        #expect(canvas.pixel(x: 61, y: 11).blue == 255 && canvas.pixel(x: 79, y: 29).blue == 255)
    }
}
