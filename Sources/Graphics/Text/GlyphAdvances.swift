/// The advances text is measured with: a project font's (`Font.file`), or the shipped Inter's.
///
/// A character the project font lacks takes Inter's advance, scaled to the font's em, as iOS
/// sets it in a fallback font; one that only joins or marks another takes none.
struct GlyphAdvances {
    let outlines: FontOutlines
    let file: FontFile?

    /// The font units in one em of the advances.
    var unitsPerEm: Double { file?.unitsPerEm ?? outlines.unitsPerEm }

    /// How far the pen moves past the glyph of `scalar`, in font units.
    func advance(for scalar: Unicode.Scalar) -> Double {
        guard let file else { return outlines.advance(for: scalar) }
        if file.hasGlyph(for: scalar) { return file.advance(for: scalar) }
        return outlines.advance(for: scalar) * file.unitsPerEm / outlines.unitsPerEm
    }

    /// The kerning between `left` and the glyph after it, `right`, in font units.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        file?.kerning(left, right) ?? 0
    }
}
