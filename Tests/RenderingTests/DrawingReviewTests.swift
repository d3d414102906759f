import Foundation
import Gallery
import Graphics
import Inspectable
import TestTools
import Testing

@testable import Rendering

/// Drawings a hostile review found drawn wrongly, too slowly or not at all.
@Suite("Drawing under review")
struct DrawingReviewTests {
    /// `depth` groups inside one another, each casting a shadow, each 2 points smaller.
    private func nestedShadows(depth: Int) -> Drawing {
        var command = DrawingCommand.fill(.rect(Rect(x: 40, y: 40, width: 20, height: 20)), .color(.blue))
        for level in 0..<depth {
            let inset = Double(depth - level)
            command = .group(
                DrawingGroup(
                    shadow: Shadow(color: .black, opacity: 0.5, offset: .zero, radius: 10),
                    commands: [
                        .fill(
                            .rect(Rect(x: inset, y: inset, width: 100 - 2 * inset, height: 100 - 2 * inset)),
                            .color(.blue.withAlpha(0.2))),
                        command,
                    ]))
        }
        return Drawing(size: Size(width: 100, height: 100), commands: [command])
    }

    /// A clipped layer first in a group that only transforms (a tagged group, a turned one) is
    /// composited over what is already drawn, not placed over it as over nothing: the grey below
    /// a clipped layer that draws nothing stays.
    @Test func aLayerInAGroupThatOnlyTransformsIsDrawnOverWhatIsThere() throws {
        let clipped = DrawingCommand.group(
            DrawingGroup(
                clip: .rect(Rect(x: 10, y: 10, width: 20, height: 20)),
                commands: [.fill(.rect(Rect(x: 12, y: 12, width: 2, height: 2)), .color(.blue))]))
        let drawing = Drawing(
            size: Size(width: 40, height: 40),
            commands: [
                .fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .color(.systemGray)),
                .group(DrawingGroup(commands: [clipped], tag: 1)),
            ])
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        let grey = try RasterRenderer(scale: 1).render(
            Drawing(size: drawing.size, commands: [drawing.commands[0]])
        ).pixel(x: 20, y: 20)
        #expect(canvas.pixel(x: 20, y: 20) == grey)
        #expect(canvas.pixel(x: 12, y: 12) != grey)
    }

    @Test func shadowsNestedInShadowsDoNotGrowTheirLayers() throws {
        let renderer = RasterRenderer(scale: 1)
        let whole = PixelBounds(minX: 0, minY: 0, maxX: 100, maxY: 100)
        let (shallow, deep) = (nestedShadows(depth: 20), nestedShadows(depth: 40))
        let bytes = (
            renderer.layerBytes(of: shallow.commands, transform: .identity, within: whole),
            renderer.layerBytes(of: deep.commands, transform: .identity, within: whole)
        )
        // Twice the depth, twice the layers: each no larger than the picture and twice a spread.
        #expect(Double(bytes.1) / Double(bytes.0) < 2.2, "\(bytes)")
        let canvas = try renderer.render(deep)
        #expect(canvas.pixel(x: 50, y: 50).blue == 255)
    }

    @Test func charactersBeyondLatin1AreDrawnAndOthersAsABox() throws {
        let font = FontOutlines.regular
        for scalar in ["€", "™", "Ą", "Ж", "λ"].map({ $0.unicodeScalars.first! }) {
            #expect(font.hasGlyph(for: scalar), "\(scalar)")
        }
        // A character the font lacks is its replacement box; a joiner, nothing.
        #expect(!font.glyph(for: "中").path.elements.isEmpty)
        #expect(font.advance(for: "\u{200D}") == 0 && font.glyph(for: "\u{200D}").path.elements.isEmpty)
    }

    @Test func noNumberInTheSVGIsInfinite() {
        var far = Path()
        far.move(to: Point(x: 1e306, y: 10))
        far.addLine(to: Point(x: 20, y: 20))
        let drawing = Drawing(
            size: Size(width: 40, height: 40),
            commands: [
                .stroke(.path(far), StrokeStyle(lineWidth: 1e308), .color(.black)),
                .stroke(
                    .rect(Rect(x: 0, y: 0, width: 10, height: 10)), StrokeStyle(lineWidth: .infinity), .color(.red)),
                .fill(.path(far), .color(.black)),
            ])
        let svg = SVGRenderer().render(drawing)
        #expect(!svg.contains("inf") && !svg.contains("nan"))
        #expect(SVGRenderer.number(1e308) == "1e+308" && SVGRenderer.number(.nan) == "0")
    }

    /// A 180-point ring of `lineWidth`, half filled, as the review drew it.
    private func thickRing(_ lineWidth: Double) -> Drawing {
        var ring = CircularProgressRing()
        ring.progress = 0.5
        ring.lineWidth = lineWidth
        ring.showsLabel = false
        var context = GraphicsContext(size: Size(width: 180, height: 180))
        ring.draw(in: &context)
        return Drawing(size: context.size, commands: context.commands)
    }

    @Test func aLineWiderThanItsCurveIsRoundAndAnArcOfNoRadiusIsADot() throws {
        // Radius 1 and a line 178 wide: a disk, not a polygon with corners.
        let canvas = try RasterRenderer(scale: 1).render(thickRing(178))
        // Near the edge of the disk on a diagonal, where a polygon of few sides leaves a gap.
        let corner = 90 + Int((88 * 0.7071).rounded(.down)) - 1
        #expect(canvas.pixel(x: corner, y: 180 - corner).alpha == 255)
        // Radius 0, round caps: a disk of the line's width.
        let dot = try RasterRenderer(scale: 1).render(thickRing(180))
        #expect(dot.pixel(x: 90, y: 90).alpha == 255 && dot.pixel(x: 90, y: 3).alpha == 255)
        #expect(dot.pixel(x: 2, y: 2).alpha == 0)
    }

    @Test(.needs(.rsvgConvert))
    func rsvgDrawsThickRingsAsWeDo() throws {
        // The shapes agree (a polygon's corners, or a missing dot, differ wholly); along the rim of
        // a line this much wider than its curve the two antialias by up to a quarter apart.
        for width in [150.0, 178, 180] {
            let (compared, different, largest) = try RSVG.compare(thickRing(width), scale: 2, threshold: 64)
            #expect(Double(different) <= Double(compared) * 0.005, "width \(width): largest difference \(largest)")
        }
    }

    @Test func aHighlightedTitleFadesInEachAppearancesOwnAlpha() {
        var button = DesignableButton()
        button.isHighlighted = true
        button.titleColor = Color(light: Color(white: 1, alpha: 0.2), dark: .white)
        var context = GraphicsContext(size: Size(width: 160, height: 44), appearance: .dark)
        button.draw(in: &context)
        let titles = Drawing(size: context.size, commands: context.commands).texts
        #expect(titles.map(\.color.alpha) == [0.8])
    }

    @Test func aGradientShorterThanAThousandthOfAPointIsItsLastColor() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let drawing = drawing(Size(width: 10, height: 10)) { context in
            context.fill(
                context.bounds,
                with: .linearGradient(gradient, start: Point(x: 5, y: 5), end: Point(x: 5, y: 5.0000001)))
        }
        #expect(drawing.commands == [.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .color(.blue))])
    }

    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byCharWrapping])
    func textIsCutOnlyBetweenWholeCharacters(mode: LineBreakMode) {
        let family = "👨‍👩‍👧‍👦"
        let text = String(repeating: family, count: 6) + " é" + "e\u{301}"
        for width in stride(from: 20.0, through: 200, by: 7) {
            let drawing = TextDrawing(
                text: text, rect: Rect(x: 0, y: 0, width: width, height: 60), font: .system(size: 17), color: .black,
                style: TextStyle(numberOfLines: mode == .byCharWrapping ? 0 : 1, lineBreakMode: mode))
            for line in TextLayout(drawing).lines {
                // Whole families and whole accented letters only: no lone man, no bare accent.
                let characters = Array(line.text)
                let pieces: Set<Character> = ["👨", "👩", "👧", "👦", "\u{200D}", "\u{301}"]
                #expect(
                    characters.allSatisfy {
                        $0 == Character(family) || $0 == "e\u{301}"
                            || ($0.unicodeScalars.count == 1 && !pieces.contains($0))
                    }, "\(line.text)")
            }
        }
    }
}
