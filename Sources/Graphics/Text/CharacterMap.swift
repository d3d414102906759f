/// Which glyph draws each character: a font's `cmap`, read from its Unicode subtable of format 12
/// (every plane) or, failing that, of format 4 (the Basic Multilingual Plane).
///
/// The subtable is kept as the runs of characters it lists, searched by halves, so a hostile
/// table cannot make the reader expand millions of characters.
struct CharacterMap: Sendable {
    /// A run of characters: `first...last`, drawn by consecutive glyphs from `glyph`
    /// (`isDelta`: glyph = character + `glyph`, modulo 65,536), or by the glyphs listed in the
    /// subtable from `listed` (format 4's `idRangeOffset`).
    private struct Run: Sendable {
        let first: UInt32
        let last: UInt32
        let glyph: UInt32
        let isDelta: Bool
        let listed: Int?
    }

    private let runs: [Run]
    /// Format 4's glyph list, for the runs that point into it.
    private let list: [UInt16]

    /// The glyph of `scalar`; 0 (the font's "missing" glyph) for one the font does not have.
    func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        let code = scalar.value
        var (low, high) = (0, runs.count)
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].last < code { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].first <= code else { return 0 }
        let run = runs[low]
        if let listed = run.listed {
            let index = listed + Int(code - run.first)
            guard index >= 0, index < list.count, list[index] != 0 else { return 0 }
            return UInt16(truncatingIfNeeded: UInt32(list[index]) &+ run.glyph)
        }
        let glyph = run.isDelta ? code &+ run.glyph : run.glyph &+ (code - run.first)
        return UInt16(truncatingIfNeeded: run.isDelta ? glyph & 0xFFFF : min(glyph, 0xFFFF))
    }

    /// The map of the font's `cmap` table.
    init(_ reader: inout SFNTReader) throws(FontFileError) {
        let table = try reader.require("cmap")
        let start = table.lowerBound
        let count = Int(try reader.u16(start + 2))
        try reader.check(start + 4, count * 8, in: table)
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let record = start + 4 + index * 8
            let (platform, encoding) = (try reader.u16(record), try reader.u16(record + 2))
            let offset = start + Int(try reader.u32(record + 4))
            let format = try reader.u16(offset)
            // Full Unicode (format 12) before the Basic Multilingual Plane (format 4).
            let rank: Int? =
                switch (platform, encoding, format) {
                case (3, 10, 12), (0, 4, 12), (0, 6, 12): 2
                case (3, 1, 4), (0, 3, 4), (0, 1, 4), (0, 0, 4): 1
                default: nil
                }
            if let rank, rank > best?.rank ?? 0 { best = (rank, offset) }
        }
        guard let best else { throw reader.error("it has no Unicode subtable of format 4 or 12") }
        if best.rank == 2 {
            (runs, list) = (try Self.format12(reader, at: best.offset, in: table), [])
        } else {
            (runs, list) = try Self.format4(reader, at: best.offset, in: table)
        }
    }

    private static func format12(_ reader: SFNTReader, at offset: Int, in table: Range<Int>) throws(FontFileError)
        -> [Run]
    {
        let count = Int(try reader.u32(offset + 12))
        try reader.check(offset + 16, count * 12, in: table)
        var runs: [Run] = []
        runs.reserveCapacity(count)
        for index in 0..<count {
            let group = offset + 16 + index * 12
            let (first, last, glyph) = (try reader.u32(group), try reader.u32(group + 4), try reader.u32(group + 8))
            guard first <= last, first > (runs.last?.last ?? 0) || runs.isEmpty else {
                throw reader.error("format 12 group \(index) is out of order (\(first)...\(last))")
            }
            runs.append(Run(first: first, last: last, glyph: glyph, isDelta: false, listed: nil))
        }
        return runs
    }

    private static func format4(_ reader: SFNTReader, at offset: Int, in table: Range<Int>) throws(FontFileError)
        -> (runs: [Run], list: [UInt16])
    {
        let length = Int(try reader.u16(offset + 2))
        try reader.check(offset, length, in: table)
        let segments = Int(try reader.u16(offset + 6)) / 2
        let ends = offset + 14
        let starts = ends + segments * 2 + 2
        let deltas = starts + segments * 2
        let rangeOffsets = deltas + segments * 2
        let listStart = rangeOffsets + segments * 2
        try reader.check(ends, listStart - ends, in: offset..<offset + length)
        var list: [UInt16] = []
        for position in stride(from: listStart, to: offset + length - 1, by: 2) {
            list.append(try reader.u16(position))
        }
        var runs: [Run] = []
        for index in 0..<segments {
            let last = UInt32(try reader.u16(ends + index * 2))
            let first = UInt32(try reader.u16(starts + index * 2))
            let delta = UInt32(try reader.u16(deltas + index * 2))
            let rangeOffset = Int(try reader.u16(rangeOffsets + index * 2))
            guard first <= last, first != 0xFFFF else { continue }
            guard runs.isEmpty || first > runs[runs.count - 1].last else {
                throw reader.error("format 4 segment \(index) is out of order (\(first)...\(last))")
            }
            // idRangeOffset counts bytes from its own place to the glyph of the segment's first
            // character in the list that follows the arrays.
            let listed = rangeOffset == 0 ? nil : (rangeOffsets + index * 2 + rangeOffset - listStart) / 2
            runs.append(Run(first: first, last: last, glyph: delta, isDelta: true, listed: listed))
        }
        return (runs, list)
    }
}
