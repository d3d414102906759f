import DesignerCore
import Inspectable
import ProgressBars
import Testing

@testable import Rendering

/// Whatever a drawing holds, every renderer gives a picture or a `RenderError`: no trap on a
/// number too large for an integer, and no memory beyond the limits.
@Suite("Render limits")
struct RenderLimitsTests {
    /// Groups inside one another, each with an alpha and a rounded clip over the whole canvas,
    /// as nested views with `alpha`, `clipsToBounds` and `cornerRadius` draw.
    static func nested(_ depth: Int, size: Double) -> Drawing {
        var commands: [DrawingCommand] = [.fill(.rect(Rect(x: 3, y: 3, width: size / 2, height: 7)), .color(.orange))]
        for level in 0..<depth {
            let inset = Double(level % 3)
            commands = [
                .fill(
                    .rect(Rect(x: 0, y: inset, width: size, height: size)),
                    .color(Color(red: 0, green: 0, blue: 1, alpha: 0.1))
                ),
                .group(
                    DrawingGroup(
                        alpha: 0.9, clip: .rect(Rect(x: inset, y: inset, width: size - inset, height: size)),
                        commands: commands)),
            ]
        }
        return Drawing(size: Size(width: size, height: size), commands: commands)
    }

    @Test func layersOverTheBudgetAreDrawnInBandsWithTheSamePixels() throws {
        let drawing = Self.nested(40, size: 100)
        let whole = try RasterRenderer(scaleX: 2, scaleY: 2, images: [:], drawsText: true, layerBudget: .max)
            .render(drawing)
        // 40 layers of 200 × 200 pixels take about 13 MB: a budget of 1 MB draws them in bands.
        let renderer = RasterRenderer(scaleX: 2, scaleY: 2, images: [:], drawsText: true, layerBudget: 1 << 20)
        #expect(
            renderer.layerBytes(
                of: drawing.commands, transform: AffineTransform(scaleX: 2, y: 2),
                within: PixelBounds(minX: 0, minY: 0, maxX: 200, maxY: 200)) > 1
                << 20)
        let banded = try renderer.render(drawing)
        #expect(banded.pixels == whole.pixels)
        #expect(banded.pixel(x: 10, y: 10).alpha > 0, "the drawing shows")
    }

    @Test func layersThatCannotFitEvenARowAreAnError() {
        let renderer = RasterRenderer(scaleX: 1, scaleY: 1, images: [:], drawsText: true, layerBudget: 1000)
        #expect(throws: RenderError.overBudget(layers: 40)) { try renderer.render(Self.nested(40, size: 100)) }
    }

    @Test func aPictureOverThePixelLimitIsAnError() {
        let drawing = Drawing(size: Size(width: 1e9, height: 10), commands: [])
        #expect(throws: RenderError.tooLarge(width: 1_000_000_000, height: 10)) {
            try RasterRenderer(scale: 1).render(drawing)
        }
        #expect(throws: RenderError.self) { try TextPictureRenderer(columns: 1 << 30).render(drawing) }
    }

    /// Coordinates a component may compute, however wild, are drawn (or not) without a trap.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e19, .leastNonzeroMagnitude, -0.0])
    func anyCoordinateIsDrawn(value: Double) throws {
        let rects = [
            Rect(x: value, y: 0, width: 10, height: 10), Rect(x: 0, y: value, width: 10, height: 10),
            Rect(x: 0, y: 0, width: value, height: 10), Rect(x: 0, y: 0, width: 10, height: value),
        ]
        var path = Path()
        path.move(to: Point(x: value, y: value))
        path.addLine(to: Point(x: 10, y: value))
        path.addCurve(to: Point(x: 5, y: 5), control1: Point(x: value, y: 0), control2: Point(x: 0, y: value))
        path.closeSubpath()
        var commands: [DrawingCommand] = [.fill(.path(path), .color(.red))]
        for rect in rects {
            commands += [
                .fill(.rect(rect), .color(.red)), .fill(.roundedRect(rect, cornerRadius: value), .color(.blue)),
                .stroke(.rect(rect), StrokeStyle(lineWidth: value), .color(.green)),
                .text(
                    TextDrawing(
                        text: "50%", rect: rect, font: .system(size: 17), color: .white,
                        style: TextStyle(alignment: .left))),
                .image(ImageDrawing(image: Image(path: "missing.png"), rect: rect, leftCapWidth: 14, topCapHeight: 0)),
                .group(
                    DrawingGroup(
                        alpha: value, clip: .roundedRect(rect, cornerRadius: value),
                        commands: [.fill(.rect(rect), .color(.red))])),
            ]
        }
        let drawing = Drawing(size: Size(width: 40, height: 20), commands: commands)
        for scale in [1.0, 2, 3] {
            let canvas = try RasterRenderer(scale: scale).render(drawing)
            #expect(canvas.width == Int(40 * scale))
        }
        _ = try ANSIRenderer(colors: .trueColor, columns: 10).render(drawing)
        _ = try ANSIRenderer(colors: .none, columns: 10).render(drawing)
        _ = try TextPictureRenderer(columns: 10).render(drawing)
        _ = SVGRenderer(scale: 2).render(drawing)
    }
}
