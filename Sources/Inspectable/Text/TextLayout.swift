/// A line of text placed as `UILabel` places it: vertically centred on its line box, aligned
/// horizontally, cut short with "…" when it does not fit, control characters removed.
package struct TextLayout: Sendable {
    /// One glyph and where its origin sits on the baseline, in points.
    package struct PlacedGlyph: Sendable {
        package let scalar: Unicode.Scalar
        package let glyph: FontOutlines.Glyph
        package let x: Double
    }

    /// The text as drawn (shortened if it did not fit).
    package let text: String
    package let glyphs: [PlacedGlyph]
    /// Where the line starts and how wide it is, in points.
    package let x: Double
    package let width: Double
    /// The baseline's y, in points.
    package let baseline: Double
    /// Points per font unit.
    package let scale: Double

    package init(_ drawing: TextDrawing, font: FontOutlines = .inter) {
        let scale = drawing.font.size / font.unitsPerEm
        // The glyphs up to the first that does not fit, with their advances summed from the
        // start: `advances[k]` is the width of the first k, in font units. A text far longer
        // than its rectangle is read no further than that.
        var scalars: [Unicode.Scalar] = []
        var advances = [0.0]
        var overflows = false
        Self.forEachPrintable(drawing.text) { scalar in
            let width = advances[advances.count - 1] + font.glyph(for: scalar).advance
            scalars.append(scalar)
            advances.append(width)
            overflows = width * scale > drawing.rect.width
            return !overflows
        }
        var total = advances[scalars.count] * scale
        if overflows {
            // The longest start that fits with "…" after it.
            let ellipsis: Unicode.Scalar = "\u{2026}"
            let ellipsisAdvance = font.glyph(for: ellipsis).advance
            var kept = scalars.count
            while kept > 0, (advances[kept] + ellipsisAdvance) * scale > drawing.rect.width { kept -= 1 }
            scalars.removeSubrange(kept...)
            scalars.append(ellipsis)
            total = (advances[kept] + ellipsisAdvance) * scale
        }
        let x: Double =
            switch drawing.alignment {
            case .left: drawing.rect.x
            case .center: drawing.rect.midX - total / 2
            case .right: drawing.rect.maxX - total
            }
        var placed: [PlacedGlyph] = []
        var pen = x
        for scalar in scalars {
            let glyph = font.glyph(for: scalar)
            placed.append(PlacedGlyph(scalar: scalar, glyph: glyph, x: pen))
            pen += glyph.advance * scale
        }
        let lineHeight = (font.ascender - font.descender) * scale
        self.text = String(String.UnicodeScalarView(scalars))
        self.glyphs = placed
        self.x = x
        self.width = total
        self.baseline = drawing.rect.midY - lineHeight / 2 + font.ascender * scale
        self.scale = scale
    }

    /// The text without control characters or bidirectional controls, line breaks as spaces. Escape sequences go whole:
    /// CSI (`ESC [` … final byte), OSC (`ESC ]` … BEL or `ESC \`), DCS, SOS, PM and APC strings,
    /// and two-character escapes; their C1 forms (0x9B, 0x9D, …) too.
    package static func printable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        forEachPrintable(text) { scalar in
            scalars.append(scalar)
            return true
        }
        return String(scalars)
    }

    /// Calls `body` with each scalar `printable` keeps, until it returns false.
    static func forEachPrintable(_ text: String, _ body: (Unicode.Scalar) -> Bool) {
        enum State { case text, escape, csi, string }
        var state = State.text
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch state {
            case .escape:
                switch scalar {
                case "[": state = .csi
                case "]", "P", "X", "^", "_": state = .string
                default: state = .text
                }
            case .csi:
                if (0x40...0x7E).contains(scalar.value) { state = .text }
            case .string:
                if scalar.value == 0x07 || scalar.value == 0x9C || (previous == "\u{1B}" && scalar == "\\") {
                    state = .text
                }
            case .text:
                switch scalar.value {
                case 0x1B: state = .escape
                case 0x9B: state = .csi
                case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
                case 0x0A, 0x0D, 0x09, 0x2028, 0x2029: if !body(" ") { return }
                // Controls, and the bidirectional controls, which this layout does not follow and
                // which would make a terminal show the text as something else.
                case 0..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
                default: if !body(scalar) { return }
                }
            }
        }
    }
}
