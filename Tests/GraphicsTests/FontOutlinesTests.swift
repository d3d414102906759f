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
            // The last glyph of the first section: what a character the font lacks is drawn as.
            #expect(!outlines.hasGlyph(for: "中"))
            #expect(outlines.glyph(for: "中").advance == box)
            #expect(outlines.glyph(for: "中").path.elements.count == 25)
        }
    }

    /// Vietnamese, Romanian and Pinyin letters, Latin Extended-B and Additional, are Inter's own
    /// glyphs at Inter's advances (fontTools's figures), not the replacement box, and a
    /// Vietnamese text measures as the same text without its accents (Inter gives these accented
    /// letters their base's advance, and kerns their pairs alike).
    @Test func vietnameseIsMeasuredWithIntersAdvances() {
        let outlines = FontOutlines.regular
        for (scalar, advance): (Unicode.Scalar, Double) in [
            ("ệ", 1640), ("ế", 1640), ("ạ", 1588), ("ẫ", 1588), ("ǎ", 1588), ("ș", 1472),
        ] {
            #expect(outlines.hasGlyph(for: scalar), "\(scalar)")
            #expect(outlines.advance(for: scalar) == advance, "\(scalar)")
            #expect(outlines.glyph(for: scalar).advance == advance, "\(scalar)")
            #expect(outlines.glyph(for: scalar).path.elements.count > 0, "\(scalar)")
        }
        #expect(FontOutlines.bold.advance(for: "ệ") == 1683)
        let vietnamese = "Tiếng Việt"
        #expect(vietnamese.unicodeScalars.reduce(0) { $0 + outlines.advance(for: $1) } == 13508)
        func width(_ text: String, _ font: Font) -> Double {
            TextLayout.size(of: text, font: font, style: TextStyle(), width: .infinity).width
        }
        for font in [Font.system(size: 17), .system(size: 17, weight: .bold)] {
            #expect(abs(width(vietnamese, font) - width("Tieng Viet", font)) < 1e-9, "\(font)")
        }
        // A named font designer has no file of takes Inter's advance for a letter past Latin-1.
        #expect(abs(width("ệ", .named("Avenir-Book", size: 17)) - 1640 * 17 / 2816) < 1e-9)
    }

    /// A letter written with a combining mark (as decomposed text is) is drawn as written: the
    /// letter, then Inter's own mark, which takes no room.
    @Test func aCombiningMarkIsIntersOwnAndTakesNoRoom() throws {
        let rect = Rect(x: 0, y: 0, width: 500, height: 40)
        let layout = TextLayout("cafe\u{301} q\u{323}", in: rect, font: .system(size: 17), style: TextStyle())
        let glyphs = try #require(layout.lines.first?.glyphs)
        #expect(glyphs.map(\.scalar) == Array("cafe\u{301} q\u{323}".unicodeScalars))
        for mark in [glyphs[4], glyphs[7]] {
            #expect(mark.glyph.advance == 0 && !mark.glyph.path.elements.isEmpty, "\(mark.scalar)")
        }
        #expect(glyphs[5].x == glyphs[4].x)
    }

    /// The glyphs past the first section are decoded when first asked for, each section whole:
    /// every character of a section's ranges is there, and what the font lacks between them is
    /// the box, in every weight.
    @Test func everySectionIsFoundInEveryWeight() {
        for (outlines, _, _, box) in Self.weights {
            for scalar: Unicode.Scalar in ["ƀ", "ɱ", "ʼ", "\u{301}", "ṽ", "ỹ", "€", "₫", "ℓ", "⇒", "Ω", "я"] {
                #expect(outlines.hasGlyph(for: scalar), "\(scalar)")
            }
            // In a section's span but not Inter's (U+20CF), in no section (U+2150), or Inter's but
            // in no section (Greek Extended).
            for scalar: Unicode.Scalar in ["\u{20CF}", "\u{2150}", "\u{1F00}"] {
                #expect(!outlines.hasGlyph(for: scalar), "\(scalar)")
                #expect(outlines.advance(for: scalar) == box, "\(scalar)")
            }
            #expect(outlines.kerning("T", "ọ") < 0)
            #expect(outlines.kerning("T", "ọ") == outlines.kerning("T", "o"))
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
