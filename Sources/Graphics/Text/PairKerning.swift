/// How much closer or further apart two glyphs are set: the pair adjustments of a font's `GPOS`
/// `kern` feature (lookup type 2, formats 1 and 2, also inside extension lookups of type 9), or,
/// in a font without them, its `kern` table's format 0 pairs, as Core Text applies them.
///
/// Pairs of format 1 and the `kern` table are kept by glyph pair; class-based subtables (format 2)
/// are kept as their class definitions and matrix, looked up for each pair.
struct PairKerning: Sendable {
    /// A class-based subtable: the first glyphs it covers, the classes of both glyphs and the
    /// adjustment of each pair of classes, in font units.
    struct ClassPairs: Sendable {
        let covered: Set<UInt16>
        let firstClasses: ClassDefinition
        let secondClasses: ClassDefinition
        let secondClassCount: Int
        let values: [Int16]

        func adjustment(_ left: UInt16, _ right: UInt16) -> Int16? {
            guard covered.contains(left) else { return nil }
            let index = firstClasses.class(of: left) * secondClassCount + secondClasses.class(of: right)
            return index < values.count ? values[index] : nil
        }
    }

    /// Adjustments by glyph pair (`left << 16 | right`), in font units.
    var pairs: [UInt32: Int16] = [:]
    /// Class-based subtables, in the order the font lists them (the first that covers a pair applies).
    var classPairs: [ClassPairs] = []

    /// No kerning.
    init() {}

    /// The kerning of the font's `GPOS` table, or of its `kern` table when it has no GPOS kerning.
    init(_ reader: inout SFNTReader) throws(FontFileError) {
        if let table = reader.open("GPOS") { try readGPOS(reader, table) }
        if pairs.isEmpty && classPairs.isEmpty, let table = reader.open("kern") { try readKern(reader, table) }
    }

    /// The adjustment between `left` and `right`, in font units: negative brings them closer.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Double {
        if let value = pairs[UInt32(left) << 16 | UInt32(right)] { return Double(value) }
        for table in classPairs {
            if let value = table.adjustment(left, right) { return Double(value) }
        }
        return 0
    }

    /// The `kern` table: its horizontal subtables of format 0 (Microsoft's version 0 header).
    private mutating func readKern(_ reader: SFNTReader, _ table: Range<Int>) throws(FontFileError) {
        guard try reader.u16(table.lowerBound) == 0 else { return }
        var offset = table.lowerBound + 4
        for _ in 0..<Int(try reader.u16(table.lowerBound + 2)) {
            let length = Int(try reader.u16(offset + 2))
            let coverage = try reader.u16(offset + 4)
            // Format 0 (high byte), horizontal (bit 0), not minimum values or cross-stream (bits 1, 2).
            if coverage >> 8 == 0, coverage & 0x7 == 0x1 {
                let count = Int(try reader.u16(offset + 6))
                try reader.check(offset + 14, count * 6, in: table)
                for index in 0..<count {
                    let pair = offset + 14 + index * 6
                    let key = UInt32(try reader.u16(pair)) << 16 | UInt32(try reader.u16(pair + 2))
                    if pairs[key] == nil { pairs[key] = try reader.i16(pair + 4) }
                }
            }
            guard length >= 6 else { throw reader.error("a subtable is \(length) bytes long, shorter than its header") }
            offset += length
        }
    }
}
