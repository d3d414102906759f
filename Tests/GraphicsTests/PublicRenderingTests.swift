import Graphics
import Rendering
import Testing

/// A picture built and rendered through the public API alone: this target sees Graphics and
/// Rendering as a user's package sees them, with no `@testable` and no package access.
@Suite struct PublicRenderingTests {
    /// Red on the left half, blue on the right.
    private let drawing = Drawing(
        size: Size(width: 4, height: 2),
        commands: [
            .fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), .color(.red)),
            .fill(.rect(Rect(x: 2, y: 0, width: 2, height: 2)), .color(.blue)),
        ])

    @Test func rasterRendererFillsThePixelsOfEachShape() throws {
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        let pixels = PNGEncoder.straightPixels(of: canvas)
        #expect(pixels.count == 4 * 2 * 4)
        #expect(Array(pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(pixels[(7 * 4)..<(8 * 4)]) == [0, 0, 255, 255])
    }

    @Test func pngOfTheCanvasDecodesToTheSamePixels() throws {
        let canvas = try RasterRenderer(scale: 2).render(drawing)
        let png = PNGEncoder.encode(canvas)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 8 && decoded.height == 4)
        #expect(try PNGDecoder.decodeStraight(png).pixels == PNGEncoder.straightPixels(of: canvas))
    }

    @Test func svgRendererWritesEachShapeInItsColor() {
        #expect(
            SVGRenderer().render(drawing) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" viewBox="0 0 4 2">
                  <rect x="0" y="0" width="2" height="2" fill="#FF0000"/>
                  <rect x="2" y="0" width="2" height="2" fill="#0000FF"/>
                </svg>

                """)
    }

    @Test func textPictureMarksEachCellWithTheSymbolOfItsColor() throws {
        let halves = Drawing(
            size: Size(width: 16, height: 8),
            commands: [
                .fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), .color(.red)),
                .fill(.rect(Rect(x: 8, y: 0, width: 8, height: 8)), .color(.blue)),
            ])
        let renderer = TextPictureRenderer(columns: TextPictureRenderer.columns(for: halves))
        #expect(renderer.columns == 4)
        #expect(
            try renderer.render(halves) == """
                16×8 pt, 4×1 cells of 4×8 pt
                +----+
                |{{&&|
                +----+
                & #0000FF
                { #FF0000

                """)
    }

    @Test func graphicsContextBuildsTheSameDisplayList() {
        var context = GraphicsContext(size: drawing.size)
        context.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: .red)
        context.fill(Rect(x: 2, y: 0, width: 2, height: 2), color: .blue)
        #expect(Drawing(size: context.size, commands: context.commands) == drawing)
    }

    @Test func textIsLaidOutWithTheShippedFont() throws {
        let text = TextDrawing(
            text: "Hi", rect: Rect(x: 0, y: 0, width: 100, height: 30), font: .system(size: 17, weight: .bold),
            color: .black, style: TextStyle())
        let svg = SVGRenderer().render(Drawing(size: Size(width: 100, height: 30), commands: [.text(text)]))
        #expect(svg.contains(">Hi</text>"))
        #expect(svg.contains("font-weight=\"700\""))
        let layout = TextLayout(text)
        #expect(layout.lines.map(\.text) == ["Hi"])
        #expect(layout.size.width > 0 && layout.size.width < 100)
    }

    @Test func anImageFromPNGBytesIsDrawnWhereTheDrawingPlacesIt() throws {
        // A 4×2 PNG (red, then blue) made by the renderer, loaded as a user loads their own file.
        let png = try OutputFormat.png.encode(drawing, scale: 1)
        let image = try LoadedImage(png: png)
        #expect(image.bitmap.width == 4 && image.bitmap.height == 2)
        var context = GraphicsContext(size: Size(width: 8, height: 2))
        context.draw(Image(path: "halves.png"), in: Rect(x: 4, y: 0, width: 4, height: 2))
        let placed = Drawing(size: context.size, commands: context.commands)
        let canvas = try RasterRenderer(scale: 1, images: ["halves.png": image.bitmap]).render(placed)
        let pixels = PNGEncoder.straightPixels(of: canvas)
        #expect(Array(pixels[0..<4]) == [0, 0, 0, 0], "nothing is drawn left of the image")
        #expect(Array(pixels[(4 * 4)..<(5 * 4)]) == [255, 0, 0, 255])
        #expect(Array(pixels[(7 * 4)..<(8 * 4)]) == [0, 0, 255, 255])
        #expect(SVGRenderer(images: ["halves.png": image]).render(placed).contains("data:image/png;base64,"))
    }
}
