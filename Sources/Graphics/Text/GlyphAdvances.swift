/// The advances text is measured with: a font file's (`Font.file`: a project's font, or San
/// Francisco's where the user has it), a named font's without a file (`StandInFont`), or the
/// shipped Inter's for the system font.
///
/// A character the project font lacks takes Inter's advance, scaled to the font's em, as iOS
/// sets it in a fallback font; one that only joins or marks another takes none.
struct GlyphAdvances {
    let outlines: FontOutlines
    let file: FontFile?
    let standIn: StandInFont?

    init(outlines: FontOutlines, font: Font) {
        self.outlines = outlines
        file = font.file
        standIn = font.name != nil && font.file == nil ? StandInFont(weight: font.weight) : nil
    }

    /// The font units in one em of the advances.
    var unitsPerEm: Double { file?.unitsPerEm ?? (standIn == nil ? outlines.unitsPerEm : StandInFont.unitsPerEm) }

    /// How far the pen moves past the glyph of `scalar`, in font units.
    func advance(for scalar: Unicode.Scalar) -> Double {
        if let standIn {
            return standIn.advance(for: scalar)
                ?? outlines.advance(for: scalar) * StandInFont.unitsPerEm / outlines.unitsPerEm
        }
        guard let file else { return outlines.advance(for: scalar) }
        if file.hasGlyph(for: scalar) { return file.advance(for: scalar) }
        return outlines.advance(for: scalar) * file.unitsPerEm / outlines.unitsPerEm
    }

    /// The kerning between `left` and the glyph after it, `right`, in font units: the font
    /// file's, none for a stand-in, and Inter's own for the system font without a file.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        if let file { return file.kerning(left, right) }
        guard standIn == nil else { return 0 }
        return outlines.kerning(left, right)
    }
}
