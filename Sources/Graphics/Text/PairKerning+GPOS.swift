// The pair adjustments of a `GPOS` table's `kern` feature.
extension PairKerning {
    /// Reads the lookups the `kern` feature lists, of any script: pair adjustments (type 2) and
    /// the extension lookups (type 9) that hold them.
    mutating func readGPOS(_ reader: SFNTReader, _ table: Range<Int>) throws(FontFileError) {
        let base = table.lowerBound
        let features = base + Int(try reader.u16(base + 6))
        let lookups = base + Int(try reader.u16(base + 8))
        var indices: Set<Int> = []
        let featureCount = Int(try reader.u16(features))
        try reader.check(features + 2, featureCount * 6, in: table)
        for index in 0..<featureCount {
            let record = features + 2 + index * 6
            guard try reader.tag(record) == "kern" else { continue }
            let feature = features + Int(try reader.u16(record + 4))
            let count = Int(try reader.u16(feature + 2))
            try reader.check(feature + 4, count * 2, in: table)
            for lookup in 0..<count { indices.insert(Int(try reader.u16(feature + 4 + lookup * 2))) }
        }
        let lookupCount = Int(try reader.u16(lookups))
        try reader.check(lookups + 2, lookupCount * 2, in: table)
        for index in indices.sorted() where index < lookupCount {
            let lookup = lookups + Int(try reader.u16(lookups + 2 + index * 2))
            let type = try reader.u16(lookup)
            let count = Int(try reader.u16(lookup + 4))
            try reader.check(lookup + 6, count * 2, in: table)
            for subtable in 0..<count {
                var offset = lookup + Int(try reader.u16(lookup + 6 + subtable * 2))
                var subtableType = type
                if type == 9 {
                    // An extension: its real type, and its subtable 32 bits away.
                    subtableType = try reader.u16(offset + 2)
                    offset += Int(try reader.u32(offset + 4))
                }
                guard subtableType == 2 else { continue }
                try readPairAdjustment(reader, at: offset, in: table)
            }
        }
    }

    /// A pair adjustment subtable (format 1, glyph pairs; format 2, class pairs): the first
    /// glyph's x advance change of each pair.
    private mutating func readPairAdjustment(_ reader: SFNTReader, at offset: Int, in table: Range<Int>)
        throws(FontFileError)
    {
        let format = try reader.u16(offset)
        let coverage = try Self.coverage(reader, at: offset + Int(try reader.u16(offset + 2)), in: table)
        let (first, second) = (try reader.u16(offset + 4), try reader.u16(offset + 6))
        // Each value record holds 2 bytes for each bit of its format; x advance is bit 2.
        let firstSize = (first & 0xFF).nonzeroBitCount * 2
        let recordSize = firstSize + (second & 0xFF).nonzeroBitCount * 2
        let advance = first & 0x4 != 0 ? (first & 0x3).nonzeroBitCount * 2 : nil
        switch format {
        case 1:
            let count = Int(try reader.u16(offset + 8))
            try reader.check(offset + 10, count * 2, in: table)
            for (glyph, index) in coverage where index < count {
                let set = offset + Int(try reader.u16(offset + 10 + index * 2))
                let pairCount = Int(try reader.u16(set))
                try reader.check(set + 2, pairCount * (2 + recordSize), in: table)
                guard let advance else { continue }
                for pair in 0..<pairCount {
                    let record = set + 2 + pair * (2 + recordSize)
                    let key = UInt32(glyph) << 16 | UInt32(try reader.u16(record))
                    if pairs[key] == nil { pairs[key] = try reader.i16(record + 2 + advance) }
                }
            }
        case 2:
            let firstClasses = try ClassDefinition(reader, at: offset + Int(try reader.u16(offset + 8)), in: table)
            let secondClasses = try ClassDefinition(reader, at: offset + Int(try reader.u16(offset + 10)), in: table)
            let (firstCount, secondCount) = (Int(try reader.u16(offset + 12)), Int(try reader.u16(offset + 14)))
            try reader.check(offset + 16, firstCount * secondCount * recordSize, in: table)
            var values: [Int16] = []
            values.reserveCapacity(firstCount * secondCount)
            for index in 0..<firstCount * secondCount {
                values.append(advance == nil ? 0 : try reader.i16(offset + 16 + index * recordSize + (advance ?? 0)))
            }
            classPairs.append(
                ClassPairs(
                    covered: Set(coverage.keys), firstClasses: firstClasses, secondClasses: secondClasses,
                    secondClassCount: secondCount, values: values))
        default:
            throw reader.error("a pair adjustment subtable has format \(format), not 1 or 2")
        }
    }

    /// A coverage table: each glyph it lists and its coverage index. At most 65,536 glyphs are
    /// listed, however many the ranges of a hostile table claim.
    private static func coverage(_ reader: SFNTReader, at offset: Int, in table: Range<Int>) throws(FontFileError)
        -> [UInt16: Int]
    {
        var covered: [UInt16: Int] = [:]
        var listed = 0
        let count = Int(try reader.u16(offset + 2))
        switch try reader.u16(offset) {
        case 1:
            try reader.check(offset + 4, count * 2, in: table)
            for index in 0..<count { covered[try reader.u16(offset + 4 + index * 2)] = index }
        case 2:
            try reader.check(offset + 4, count * 6, in: table)
            for index in 0..<count {
                let record = offset + 4 + index * 6
                let (first, last) = (try reader.u16(record), try reader.u16(record + 2))
                let start = Int(try reader.u16(record + 4))
                listed += Int(last) - Int(first) + 1
                guard first <= last, listed <= 1 << 16 else {
                    throw reader.error("a coverage range \(first)...\(last) is reversed or too long")
                }
                for glyph in first...last { covered[glyph] = start + Int(glyph - first) }
            }
        case let format:
            throw reader.error("a coverage table has format \(format), not 1 or 2")
        }
        return covered
    }
}
