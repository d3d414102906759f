import Inspectable
import Rendering
import TestTools
import Testing

/// Text in a project font with TrueType or CFF outlines is drawn in the font's own glyphs, at its
/// advances and kerning; the characters it lacks in Inter's.
@Suite struct ProjectFontDrawingTests {
    /// The test font whose "A" is a solid block 500 units wide and 700 tall, from 50 to 550,
    /// and which kerns "A" then "V" 80 units closer: with TrueType outlines, or a CFF charstring.
    private func blockFont(cff: Bool = false) throws -> FontFile {
        var font = TestFont()
        font.glyphs[1].outline = .simple([
            [TestFont.Point(50, 0), TestFont.Point(550, 0), TestFont.Point(550, 700), TestFont.Point(50, 700)]
        ])
        if cff {
            let empty = TestCFF.charstring([.endchar])
            let block = TestCFF.charstring([
                .number(50), .number(0), .rmoveto, .number(500), .number(700), .number(-500), .hlineto, .endchar,
            ])
            font.cff = TestCFF(charStrings: [empty, block, empty, empty, empty]).bytes
        }
        font.gposPairs = [(1, 2, -80)]
        return try #require(try FontFile.fonts(in: font.bytes, file: cff ? "Block.otf" : "Block.ttf").first)
    }

    private func font(_ file: FontFile?, size: Double) -> Font {
        var font = Font.named("TestSans-Light", size: size)
        font.file = file
        return font
    }

    @Test func glyphsArePlacedFromTheFontsOutlinesAndKerning() throws {
        let file = try blockFont()
        let layout = TextLayout(
            "AVZ", in: Rect(x: 0, y: 0, width: 300, height: 100), font: font(file, size: 50),
            style: TextStyle(alignment: .left))
        let glyphs = try #require(layout.lines.first?.glyphs)
        try #require(glyphs.count == 3)
        #expect(glyphs[0].file == file && glyphs[1].file == file)
        #expect(glyphs[0].scale == 50.0 / 1000)
        #expect(glyphs[0].glyph.path.elements.count == 5, "the block")
        // "A" then "V": 600 units less the 80 kerned, at 50 points.
        #expect(abs(glyphs[1].x - glyphs[0].x - 26) < 1e-9)
        // "Z" is not in the font: Inter's glyph, at Inter's scale.
        #expect(glyphs[2].file == nil)
        #expect(glyphs[2].scale == 50 / FontOutlines.regular.unitsPerEm)
        #expect(glyphs[2].glyph.path.elements == FontOutlines.regular.glyph(for: "Z").path.elements)
    }

    /// "A" at 100 points fills the block from 5 to 55 points along and 70 up from the baseline;
    /// Inter's "A" leaves the block's top corners white.
    @Test(arguments: [false, true])
    func textIsDrawnInTheFontsOwnGlyphs(cff: Bool) throws {
        let file = try blockFont(cff: cff)
        #expect(file.hasOutlines)
        func render(_ file: FontFile?) throws -> (canvas: Canvas, baseline: Double) {
            let font = font(file, size: 100)
            let rect = Rect(x: 0, y: 0, width: 200, height: 150)
            let drawing = textDrawing(Size(width: 200, height: 150)) { context in
                context.draw("A", in: rect, font: font, color: .black, alignment: .left)
            }
            let layout = TextLayout("A", in: rect, font: font, style: TextStyle(alignment: .left))
            return (try RasterRenderer(scale: 2).render(drawing), try #require(layout.lines.first).baseline)
        }
        let (own, baseline) = try render(file)
        let box = try #require(inkBox(width: own.width, rows: 0..<own.height) { own.level($0, $1) })
        let top = Int(((baseline - 70) * 2).rounded())
        #expect(box == (10, top, 110, Int((baseline * 2).rounded())), "\(box)")
        let (inter, _) = try render(nil)
        let corners = [(14, top + 4), (106, top + 4)]
        #expect(corners.allSatisfy { own.level($0.0, $0.1) < 20 })
        #expect(corners.allSatisfy { inter.level($0.0, $0.1) > 235 })
    }
}
