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

    /// An emoji, which no shipped font has, is an empty square 1.2 em wide in the text's colour,
    /// never the replacement box: a skin tone and the variation selector add nothing to the one
    /// before them, and a flag's two regional indicators are half a square each.
    @Test func anEmojiIsAnEmptySquareNotTheReplacementBox() throws {
        let outlines = FontOutlines.regular
        let em = outlines.unitsPerEm
        for emoji: Unicode.Scalar in ["😀", "👋", "❤", "🚀"] {
            #expect(!outlines.hasGlyph(for: emoji))
            let glyph = outlines.glyph(for: emoji)
            #expect(glyph.advance == 1.2 * em && outlines.advance(for: emoji) == 1.2 * em)
            // Two closed squares, one inside the other.
            #expect(glyph.path.elements.count == 10)
            #expect(glyph.path.elements.count != outlines.glyph(for: "中").path.elements.count)
        }
        for joined: Unicode.Scalar in ["\u{1F3FD}", "\u{FE0F}", "\u{200D}"] {
            #expect(outlines.advance(for: joined) == 0 && outlines.glyph(for: joined).path.elements.isEmpty)
        }
        #expect(outlines.advance(for: "🇫") == 0.6 * em)
        // What Inter has stays Inter's, emoji or not (©, ↔), as do ASCII digits.
        #expect(outlines.glyph(for: "©").advance != 1.2 * em && outlines.hasGlyph(for: "©"))
        #expect(outlines.glyph(for: "1").path.elements.count > 0 && outlines.advance(for: "1") < em)
        // A waving hand of a skin tone is as wide as one emoji, set after other text.
        func width(_ text: String) -> Double {
            TextLayout.size(of: text, font: .system(size: 20), style: TextStyle(), width: .infinity).width
        }
        #expect(width("😀") > 20)
        #expect(abs(width("Hi👋🏽") - width("Hi") - width("😀")) < 0.01)
    }
}
