/// An OpenType class definition table (`ClassDef`, formats 1 and 2): the class of each glyph, 0
/// for one it does not list.
struct ClassDefinition: Sendable {
    /// Runs of glyphs `first...last` of one class, sorted.
    private let runs: [(first: UInt16, last: UInt16, value: UInt16)]
    /// Format 1: the class of each glyph from `start`.
    private let start: UInt16
    private let values: [UInt16]

    func `class`(of glyph: UInt16) -> Int {
        if glyph >= start, Int(glyph - start) < values.count { return Int(values[Int(glyph - start)]) }
        var (low, high) = (0, runs.count)
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].last < glyph { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && runs[low].first <= glyph ? Int(runs[low].value) : 0
    }

    /// The table at `offset`, inside `table`.
    init(_ reader: SFNTReader, at offset: Int, in table: Range<Int>) throws(FontFileError) {
        switch try reader.u16(offset) {
        case 1:
            let count = Int(try reader.u16(offset + 4))
            try reader.check(offset + 6, count * 2, in: table)
            start = try reader.u16(offset + 2)
            var values: [UInt16] = []
            for index in 0..<count { values.append(try reader.u16(offset + 6 + index * 2)) }
            (self.values, runs) = (values, [])
        case 2:
            let count = Int(try reader.u16(offset + 2))
            try reader.check(offset + 4, count * 6, in: table)
            var runs: [(first: UInt16, last: UInt16, value: UInt16)] = []
            for index in 0..<count {
                let record = offset + 4 + index * 6
                runs.append((try reader.u16(record), try reader.u16(record + 2), try reader.u16(record + 4)))
            }
            self.runs = runs.sorted { $0.first < $1.first }
            (start, values) = (0, [])
        case let format:
            throw reader.error("a class definition has format \(format), not 1 or 2")
        }
    }
}
