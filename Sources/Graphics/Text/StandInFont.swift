/// How text in a font a document names is measured when designer has no file of that font: the
/// fonts iOS itself ships (Helvetica Neue, Avenir…), or one the project names but does not
/// register.
///
/// Interface Builder sets such text in Helvetica Neue: real projects save labels in a font they
/// do not register exactly 1.165 × their size tall, rounded up to the pixel (Open Sans labels
/// of 10, 12, 13, 14, 15, 18 and 24 points saved 12, 14, 15.5, 16.5, 17.5, 21 and 28 tall, where
/// Open Sans would give 1.36 ×), and Helvetica Neue's ascender and descender are 0.952 and 0.213
/// of its size. Helvetica Neue cannot be shipped; its widths are taken as Helvetica's, which
/// the openly licensed Liberation Sans repeats glyph for glyph (`StandInFontWidths`, U+0020 to
/// U+00FF; other characters take Inter's advances): "Options" in HelveticaNeue-Light at 17
/// points is 58.6 wide by them, saved 58.
struct StandInFont {
    /// Liberation Sans's units per em.
    static let unitsPerEm = 2048.0
    /// Helvetica Neue's ascender and descender, as parts of the size.
    static let ascender = 0.952
    static let descender = -0.213

    /// Whether the bold widths are used: semibold and heavier.
    let isBold: Bool

    init(weight: Font.Weight) {
        isBold = weight.numericValue >= Font.Weight.semibold.numericValue
    }

    /// The advance of `scalar` in 2048 units per em, if the table has it.
    func advance(for scalar: Unicode.Scalar) -> Double? {
        let index = Int(scalar.value) - 0x20
        let widths = isBold ? Self.boldWidths : Self.regularWidths
        guard widths.indices.contains(index), widths[index] > 0 else { return nil }
        return Double(widths[index])
    }
}
