/// What a font's `OS/2` table says of its weight, slant and metrics, in font units.
struct OS2Metrics {
    var weightClass = 400
    /// `fsSelection`'s italic or oblique bits; `nil` without the table.
    var isItalic: Bool?
    /// `fsSelection`'s `USE_TYPO_METRICS` (bit 7).
    var usesTypographicMetrics = false
    var typographic: (ascender: Double, descender: Double, lineGap: Double) = (0, 0, 0)
    var capHeight = 0.0
    var xHeight = 0.0

    /// Metrics of a font without the table.
    init() {}

    /// The table's metrics: version 0 is 78 bytes long, version 2 on adds the x and cap heights.
    init(_ reader: SFNTReader, _ table: Range<Int>) throws(FontFileError) {
        let start = table.lowerBound
        try reader.check(start, 78, in: table)
        weightClass = Int(try reader.u16(start + 4))
        let selection = try reader.u16(start + 62)
        isItalic = selection & 0x201 != 0
        usesTypographicMetrics = selection & 0x80 != 0
        typographic = (
            Double(try reader.i16(start + 68)), Double(try reader.i16(start + 70)), Double(try reader.i16(start + 72))
        )
        if try reader.u16(start) >= 2, table.count >= 90 {
            xHeight = Double(try reader.i16(start + 86))
            capHeight = Double(try reader.i16(start + 88))
        }
    }
}
