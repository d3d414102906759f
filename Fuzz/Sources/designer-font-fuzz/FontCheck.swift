import Graphics

/// What the font reader promises for any bytes: fonts that can be set and drawn, or an error of
/// one line.
///
/// Each font's `unitsPerEm` is 16 to 16384 and its metrics finite; the advances and kerning of
/// `text`'s characters are finite; the outline of each of its first `checkedGlyphs` glyphs and of
/// `text`'s has only finite points, as has its `.notdef` box that a damaged glyph is drawn as;
/// every problem met is one line; and `text` laid out in the font has a finite size and places
/// its glyphs at finite points.
enum FontCheck {
    /// Latin letters, a kerned pair, a ligature's letters, accents and punctuation.
    static let text = "AVBaoy fiÀé.,"
    /// How many glyphs of each font are decoded: a label draws a handful, and a hostile font may
    /// make each cost the most operators a glyph may run.
    static let checkedGlyphs = 256

    /// Reads `bytes`, stopping the process with what is wrong if the result breaks a promise.
    static func check(_ bytes: [UInt8]) {
        let fonts: [FontFile]
        do {
            fonts = try FontFile.fonts(in: bytes, file: "Input.otf")
        } catch {
            expectOneLine(error.description, "the error")
            return
        }
        for font in fonts { check(font) }
    }

    private static func check(_ font: FontFile) {
        guard (16...16384).contains(font.unitsPerEm) else { fail(font, "unitsPerEm is \(font.unitsPerEm)") }
        let metrics = [
            font.ascender, font.descender, font.lineGap, font.capHeight, font.xHeight, font.typographicAscender,
            font.typographicDescender, font.typographicLineGap,
        ]
        guard metrics.allSatisfy(\.isFinite) else { fail(font, "a metric is not finite: \(metrics)") }
        let scalars = Array(text.unicodeScalars)
        for (left, right) in zip(scalars, scalars.dropFirst() + ["A"]) {
            guard font.advance(for: left).isFinite, font.kerning(left, right).isFinite else {
                fail(font, "the advance of '\(left)' or its kerning with '\(right)' is not finite")
            }
            if let path = font.outline(for: left), !Shape.path(path).isFinite {
                fail(font, "the outline of '\(left)' has a point that is not finite")
            }
        }
        for glyph in 0..<min(font.glyphCount, checkedGlyphs) {
            if let path = font.outline(ofGlyph: UInt16(glyph)), !Shape.path(path).isFinite {
                fail(font, "the outline of glyph \(glyph) has a point that is not finite")
            }
        }
        for problem in font.outlineProblems { expectOneLine(problem.description, "a glyph's problem") }
        var setIn = Font.named(font.postScriptName, size: 17)
        setIn.file = font
        let layout = TextLayout(
            text, in: Rect(x: 0, y: 0, width: 120, height: 200), font: setIn, style: TextStyle(alignment: .left))
        guard layout.size.width.isFinite, layout.size.height.isFinite else {
            fail(font, "'\(text)' lays out at \(layout.size)")
        }
        for line in layout.lines where !(line.baseline.isFinite && line.glyphs.allSatisfy { $0.x.isFinite }) {
            fail(font, "the line '\(line.text)' places a glyph at a point that is not finite")
        }
    }

    private static func expectOneLine(_ text: String, _ what: String) {
        guard !text.isEmpty, !text.contains(where: \.isNewline) else { fatalError("\(what) is not one line: \(text)") }
    }

    private static func fail(_ font: FontFile, _ problem: String) -> Never {
        fatalError("\(font.postScriptName): \(problem)")
    }
}
