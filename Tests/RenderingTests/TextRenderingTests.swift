import Foundation
import Inspectable
import Rendering
import TestTools
import Testing

/// A white drawing `size` points large with what `body` draws on it.
func textDrawing(_ size: Size = Size(width: 320, height: 200), _ body: (inout GraphicsContext) -> Void) -> Drawing {
    var context = GraphicsContext(size: size)
    context.fill(context.bounds, color: .white)
    body(&context)
    return Drawing(size: size, commands: context.commands)
}

/// The rectangle (in pixels, max exclusive) of the pixels darker than `threshold` among `rows`,
/// in a picture `width` wide whose pixel at x, y has the gray level `level(x, y)`.
func inkBox(width: Int, rows: Range<Int>, threshold: Int = 160, level: (Int, Int) -> Int) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in rows {
        for x in 0..<width where level(x, y) < threshold {
            box = (
                min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x + 1), max(box?.maxY ?? y, y + 1)
            )
        }
    }
    return box
}

/// A coordinate as SVG is written: to a thousandth of a point, in the shortest form.
func svgNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return (rounded == 0 ? 0 : rounded).text
}

extension Canvas {
    /// How much ink the picture holds: the sum over its pixels of how far each is from white.
    var ink: Int {
        var total = 0
        for y in 0..<height {
            for x in 0..<width { total += 255 - Int(straightPixel(x: x, y: y).red) }
        }
        return total
    }

    func level(_ x: Int, _ y: Int) -> Int { Int(straightPixel(x: x, y: y).red) }
}

@Suite("Text drawing")
struct TextRenderingTests {
    private func label(_ weight: Font.Weight) throws -> Canvas {
        let drawing = textDrawing(Size(width: 240, height: 40)) { context in
            context.draw(
                "Hamburgefonstiv 0123", in: context.bounds, font: .system(size: 20, weight: weight), color: .black,
                alignment: .left)
        }
        return try RasterRenderer(scale: 2).render(drawing)
    }

    @Test func eachWeightIsDarkerThanTheOneBefore() throws {
        let shipped: [Font.Weight] = [.regular, .medium, .semibold, .bold]
        let ink = try shipped.map { try label($0).ink }
        #expect(zip(ink, ink.dropFirst()).allSatisfy { $0 < $1 }, "\(ink)")
        // Between regular and bold, by more than antialiasing could account for.
        #expect(Double(ink[3]) > 1.3 * Double(ink[0]), "\(ink)")
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, Font.Weight.regular), (.thin, .regular), (.light, .regular), (.heavy, .bold),
        (.black, .bold),
    ])
    func weightsNotShippedDrawAsTheNearestShipped(weight: Font.Weight, shipped: Font.Weight) throws {
        #expect(weight.shipped == shipped)
        #expect(try label(weight).pixels == label(shipped).pixels)
    }

    @Test func glyphsOfEachWeightAreCachedApart() throws {
        // The same glyphs at the same size and position in two weights in one render: each drawn
        // as it is drawn alone.
        let both = textDrawing(Size(width: 200, height: 80)) { context in
            context.draw("Same", in: Rect(x: 0, y: 0, width: 200, height: 40), font: .system(size: 20), color: .black)
            context.draw(
                "Same", in: Rect(x: 0, y: 40, width: 200, height: 40), font: .system(size: 20, weight: .bold),
                color: .black)
        }
        let boldAlone = textDrawing(Size(width: 200, height: 80)) { context in
            context.draw(
                "Same", in: Rect(x: 0, y: 40, width: 200, height: 40), font: .system(size: 20, weight: .bold),
                color: .black)
        }
        let (together, alone) = (
            try RasterRenderer(scale: 1).render(both), try RasterRenderer(scale: 1).render(boldAlone)
        )
        for y in 40..<80 {
            for x in 0..<200 { #expect(together.rgba(x: x, y: y) == alone.rgba(x: x, y: y)) }
        }
        #expect(try RasterRenderer(scale: 1).render(both).pixels == together.pixels)
    }

    @Test(arguments: [
        TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping),
        TextStyle(alignment: .center, numberOfLines: 0, lineBreakMode: .byWordWrapping, lineHeightMultiple: 1.4),
        TextStyle(alignment: .right, numberOfLines: 3, kern: 1.5),
    ])
    func theInkLiesInTheMeasuredRectangle(style: TextStyle) throws {
        let font = Font.system(size: 15, weight: .semibold)
        var measured = Size(width: 0, height: 0)
        let drawing = textDrawing { context in
            measured = context.size(of: pangram, font: font, style: style, width: 180)
            context.draw(
                pangram, in: Rect(x: 20, y: 10, width: measured.width, height: measured.height), font: font,
                color: .black, style: style)
        }
        let canvas = try RasterRenderer(scale: 2).render(drawing)
        let box = try #require(inkBox(width: canvas.width, rows: 0..<canvas.height, level: canvas.level))
        // Glyphs reach a little past their advances at either side; the lines' height holds them.
        #expect(Double(box.minX) >= 2 * (20 - 1.5) && Double(box.maxX) <= 2 * (20 + measured.width + 1.5), "\(box)")
        #expect(Double(box.minY) >= 2 * 10 && Double(box.maxY) <= 2 * (10 + measured.height), "\(box)")
        // Every line measured shows: as many as in a rectangle with room to spare.
        let shown = TextLayout(
            pangram, in: Rect(x: 20, y: 10, width: measured.width, height: measured.height), font: font, style: style)
        let spare = TextLayout(
            pangram, in: Rect(x: 20, y: 10, width: measured.width, height: 1000), font: font, style: style)
        #expect(shown.lines.map(\.text) == spare.lines.map(\.text))
        #expect(shown.lines.count > 1)
    }

    @Test func aLineThatClipsIsCutAtTheRectangle() throws {
        let rect = Rect(x: 10, y: 10, width: 100, height: 30)
        let style = TextStyle(lineBreakMode: .byClipping)
        let drawing = textDrawing(Size(width: 200, height: 50)) { context in
            context.draw("Clipped far past the edge", in: rect, font: .system(size: 17), color: .black, style: style)
        }
        guard case .group(let group) = drawing.commands.last else {
            Issue.record("a clipped line is drawn in a group clipped to its rectangle")
            return
        }
        #expect(group.clip == .rect(rect))
        let canvas = try RasterRenderer(scale: 2).render(drawing)
        let box = try #require(inkBox(width: canvas.width, rows: 0..<canvas.height, level: canvas.level))
        #expect(box.minX >= 20 && box.maxX <= 220 && box.maxX > 200, "\(box)")
        // A line that fits is not clipped.
        let fits = textDrawing { $0.draw("Fits", in: rect, font: .system(size: 17), color: .black, style: style) }
        guard case .text = fits.commands.last else {
            Issue.record("a line that fits is drawn as it is")
            return
        }
    }

    @Test func svgWritesALineOfTextOnEachBaseline() throws {
        let style = TextStyle(alignment: .center, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let rect = Rect(x: 10, y: 10, width: 150, height: 180)
        let drawing = textDrawing { context in
            context.draw(pangram, in: rect, font: .system(size: 15, weight: .semibold), color: .black, style: style)
            context.draw(
                "Spaced", in: Rect(x: 170, y: 10, width: 140, height: 30), font: .system(size: 15),
                color: .black, style: TextStyle(alignment: .right, kern: 2))
        }
        let svg = SVGRenderer().render(drawing)
        #expect(svg == SVGRenderer().render(drawing))
        let texts = svg.split(separator: "\n").filter { $0.contains("<text") }
        let layout = TextLayout(pangram, in: rect, font: .system(size: 15, weight: .semibold), style: style)
        #expect(texts.count == layout.lines.count + 1)
        for (element, line) in zip(texts, layout.lines) {
            #expect(element.contains("y=\"\(svgNumber(line.baseline))\""))
            #expect(element.contains("x=\"\(svgNumber(line.x + line.width / 2))\""))
            #expect(element.contains("font-weight=\"600\" text-anchor=\"middle\""))
            // The viewer spaces the letters to the width laid out with San Francisco's metrics.
            #expect(element.contains("textLength=\"\(svgNumber(line.width))\" lengthAdjust=\"spacing\""))
            #expect(element.hasSuffix(">\(line.text)</text>"))
        }
        // With letter spacing, a line starts where the layout starts it.
        let spaced = try #require(
            TextLayout(
                "Spaced", in: Rect(x: 170, y: 10, width: 140, height: 30), font: .system(size: 15),
                style: TextStyle(alignment: .right, kern: 2)
            ).lines.first)
        #expect(texts.last?.contains("x=\"\(svgNumber(spaced.x))\"") == true)
        #expect(texts.last?.contains("letter-spacing=\"2\" text-anchor=\"start\"") == true)
        #expect(texts.last?.contains("textLength=\"\(svgNumber(spaced.width + 2))\"") == true)
        #expect(texts.last?.contains("font-weight") == false)
        // A named font is Inter's own, which the viewer's Inter spaces as it is.
        let named = SVGRenderer().render(
            textDrawing { context in
                context.draw("Named", in: rect, font: .named("OpenSans", size: 15), color: .black, style: style)
            })
        #expect(named.contains(">Named</text>") && !named.contains("textLength"))
    }

    /// rsvg-convert draws our SVG's text in its own font (Inter, where it is installed), with its
    /// own kerning, so glyphs differ; each line should still fall where ours does.
    @Test(
        .needs(.rsvgConvert, .interFont))
    func rsvgPlacesEachLineWhereWeDo() throws {
        let styles = [
            TextStyle(alignment: .left, numberOfLines: 0, lineBreakMode: .byWordWrapping),
            TextStyle(alignment: .center, numberOfLines: 0, lineBreakMode: .byWordWrapping, lineHeightMultiple: 1.3),
            TextStyle(alignment: .right, numberOfLines: 0, lineBreakMode: .byWordWrapping, kern: 1),
        ]
        let weights: [Font.Weight] = [.regular, .semibold, .bold]
        let rects = (0..<3).map { Rect(x: 10 + Double($0) * 130, y: 10, width: 120, height: 260) }
        let drawing = textDrawing(Size(width: 400, height: 280)) { context in
            for index in 0..<3 {
                context.draw(
                    pangram, in: rects[index], font: .system(size: 14, weight: weights[index]), color: .black,
                    style: styles[index])
            }
        }
        let scale = 2.0
        let ours = try RasterRenderer(scale: scale).render(drawing)
        let theirs = try RSVG.rasterize(SVGRenderer(scale: scale).render(drawing))
        try #require(theirs.width == ours.width && theirs.height == ours.height)
        let theirLevel = { (x: Int, y: Int) in Int(theirs.pixels[(y * theirs.width + x) * 4]) }
        for index in 0..<3 {
            let layout = TextLayout(
                pangram, in: rects[index], font: .system(size: 14, weight: weights[index]), style: styles[index])
            let lineHeight = layout.size.height / Double(layout.lines.count)
            for line in layout.lines {
                let rows = Int((line.middle - lineHeight / 2) * scale)..<Int((line.middle + lineHeight / 2) * scale)
                let columns = Int(rects[index].x * scale)..<Int(rects[index].maxX * scale)
                func box(_ level: (Int, Int) -> Int) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
                    inkBox(width: columns.count, rows: rows) { level(columns.lowerBound + $0, $1) }
                }
                let (mine, other) = (try #require(box(ours.level)), try #require(box(theirLevel)))
                // Within a point down; across, within what kerning pairs move a line of this length.
                #expect(abs(mine.minY - other.minY) <= 2 && abs(mine.maxY - other.maxY) <= 2, "\(line.text)")
                #expect(
                    abs(mine.minX - other.minX) <= 6 && abs(mine.maxX - other.maxX) <= 6,
                    "\(line.text): \(mine) \(other)")
            }
        }
    }

    @Test func theTerminalAndTheTextPictureShowEachLineOnItsRow() throws {
        let style = TextStyle(alignment: .left, numberOfLines: 0)
        let drawing = textDrawing(Size(width: 200, height: 80)) { context in
            context.draw(
                "first\nsecond\nthird", in: context.bounds, font: .system(size: 17, weight: .bold), color: .black,
                style: style)
        }
        let picture = try TextPictureRenderer(columns: 50).render(drawing)
        let rows = picture.split(separator: "\n")
        let found = ["first", "second", "third"].map { word in rows.firstIndex { $0.contains("|" + word) } }
        #expect(found.allSatisfy { $0 != nil }, "\(picture)")
        let indices = found.compactMap { $0 }
        #expect(indices == indices.sorted() && Set(indices).count == 3)
        #expect(picture.contains("\"first second third\" #000000 17 pt bold in 0,0,200,80"))
        let ansi = try ANSIRenderer(colors: .none, columns: 50).render(drawing)
        #expect(["first", "second", "third"].allSatisfy { ansi.contains($0) })
    }

    /// Text and numbers no one should give, each drawn in every format without a crash, a hang
    /// or unbounded work.
    @Test(
        arguments: [
            ("", Rect(x: 0, y: 0, width: 100, height: 20), 17.0, TextStyle(numberOfLines: 0)),
            (
                pangram, Rect(x: 0, y: 0, width: 0, height: 20), 17,
                TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)
            ),
            (pangram, Rect(x: 0, y: 0, width: -50, height: -5), 17, TextStyle(lineBreakMode: .byTruncatingMiddle)),
            (pangram, Rect(x: 0, y: 0, width: .nan, height: 20), 17, TextStyle()),
            (pangram, Rect(x: .nan, y: .infinity, width: 100, height: 20), 17, TextStyle()),
            (pangram, Rect(x: 0, y: 0, width: 1e300, height: 1e300), 17, TextStyle(numberOfLines: 0)),
            (pangram, Rect(x: 0, y: 0, width: 100, height: 20), .nan, TextStyle()),
            (pangram, Rect(x: 0, y: 0, width: 100, height: 20), -17, TextStyle()),
            (pangram, Rect(x: 0, y: 0, width: 100, height: 20), 0, TextStyle()),
            (pangram, Rect(x: 0, y: 0, width: 100, height: 20), 1e300, TextStyle(numberOfLines: 0)),
            (pangram, Rect(x: 0, y: 0, width: 100, height: 20), .infinity, TextStyle(lineBreakMode: .byClipping)),
            (pangram, Rect(x: 0, y: 0, width: 100, height: 200), 1e-300, TextStyle(numberOfLines: 0)),
            (
                pangram, Rect(x: 0, y: 0, width: 100, height: 200), 17,
                TextStyle(numberOfLines: -3, lineHeightMultiple: 1e300, minimumLineHeight: .infinity, kern: -1e300)
            ),
            (pangram, Rect(x: 0, y: 0, width: 100, height: 200), 17, TextStyle(numberOfLines: 0, kern: .nan)),
            (
                String(repeating: "W", count: 5000), Rect(x: 0, y: 0, width: 5, height: 1e9), 17,
                TextStyle(numberOfLines: 0, lineBreakMode: .byCharWrapping)
            ),
            (
                String(repeating: "line\n", count: 5000), Rect(x: 0, y: 0, width: 100, height: 1e9), 17,
                TextStyle(numberOfLines: 0)
            ),
            (
                String(repeating: "\n", count: 200_000), Rect(x: 0, y: 0, width: 100, height: 1e9), 1,
                TextStyle(numberOfLines: 0)
            ),
            (
                String(repeating: "word ", count: 400_000), Rect(x: 0, y: 0, width: 200, height: 200), 17,
                TextStyle(lineBreakMode: .byTruncatingHead)
            ),
            (
                String(repeating: "\u{1B}[2J", count: 100_000) + "x", Rect(x: 0, y: 0, width: 200, height: 20), 17,
                TextStyle()
            ),
        ] as [(String, Rect, Double, TextStyle)])
    func hostileTextIsDrawnWithinBounds(text: String, rect: Rect, size: Double, style: TextStyle) throws {
        let font = Font.system(size: size)
        let layout = TextLayout(text, in: rect, font: font, style: style)
        #expect(layout.lines.count <= TextLayout.maximumCharacters + 1)
        #expect(layout.lines.reduce(0) { $0 + $1.glyphs.count } <= TextLayout.maximumCharacters + 1)
        for line in layout.lines {
            #expect(line.x.isFinite && line.width.isFinite && line.baseline.isFinite)
        }
        let measured = TextLayout.size(of: text, font: font, style: style, width: rect.width)
        #expect(measured.width.isFinite && measured.height.isFinite && measured.width >= 0 && measured.height >= 0)
        let drawing = textDrawing(Size(width: 200, height: 100)) { context in
            context.draw(text, in: rect, font: font, color: .black, style: style)
        }
        _ = try RasterRenderer(scale: 2).render(drawing)
        let svg = SVGRenderer().render(drawing)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        _ = try TextPictureRenderer(columns: 50).render(drawing)
    }
}
