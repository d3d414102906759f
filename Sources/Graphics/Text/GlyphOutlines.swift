/// The outlines of a font's glyphs, as one of its tables stores them: TrueType's `glyf`
/// (`TrueTypeOutlines`) or CFF charstrings (`CFFOutlines`).
protocol GlyphOutlines: Sendable {
    /// The outline of `glyph`, in font units, y growing upwards; a glyph that cannot be drawn
    /// throws an error naming the file, the table and the glyph.
    func path(of glyph: UInt16) throws(FontFileError) -> Path
}
