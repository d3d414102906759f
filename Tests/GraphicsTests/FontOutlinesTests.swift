import Graphics
import Testing

/// The shipped fonts as the module decodes them from its embedded text files: the figures
/// expected are those fontTools reads in Inter's own files, so a note of a file read as base64,
/// or a table cut short, shows as a wrong metric, advance or outline.
@Suite struct FontOutlinesTests {
    /// Each weight shipped, with the advances of `A` and `Ж` and of the replacement box.
    private static let weights: [(outlines: FontOutlines, a: Double, zhe: Double, box: Double)] = [
        (.regular, 1904, 2672, 2800), (.medium, 1971, 2800, 2852), (.semibold, 2038, 2928, 2904),
        (.bold, 2106, 3056, 2956),
    ]

    @Test func everyWeightHasInterMetrics() {
        for (outlines, _, _, _) in Self.weights {
            #expect(outlines.unitsPerEm == 2816)
            #expect(outlines.ascender == 2728)
            #expect(outlines.descender == -680)
            #expect(outlines.capHeight == 2048)
        }
    }

    @Test func everyWeightDecodesItsGlyphsWhole() {
        for (outlines, a, zhe, box) in Self.weights {
            #expect(outlines.glyph(for: "A").advance == a)
            #expect(outlines.glyph(for: "A").path.elements.count == 14)
            #expect(outlines.glyph(for: "Ж").advance == zhe)
            #expect(outlines.glyph(for: "Ж").path.elements.count == 23)
            // The last glyph of the table: what a character the font lacks is drawn as.
            #expect(!outlines.hasGlyph(for: "中"))
            #expect(outlines.glyph(for: "中").advance == box)
            #expect(outlines.glyph(for: "中").path.elements.count == 25)
        }
    }
}
