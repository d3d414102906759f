/// How much closer or further apart two glyphs are set: the pair adjustments of a font's `GPOS`
/// `kern` feature (lookup type 2, formats 1 and 2, also inside extension lookups of type 9), or,
/// in a font without them, its `kern` table's format 0 pairs, as Core Text applies them.
///
/// Pairs of format 1 are kept by glyph pair; class-based subtables (format 2) are kept as their
/// class definitions and matrix, looked up for each pair. A `kern` subtable whose pairs are sorted,
/// as the format asks, is searched by halves where it lies in the file when a pair is looked up, so
/// a font of thousands of pairs costs nothing until its text is set; one out of order is kept by
/// glyph pair, its first adjustment of a pair applying.
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

    /// A `kern` subtable of format 0: its pairs where they lie in the file, sorted by glyph pair,
    /// or by glyph pair when the file does not list them in order.
    enum KernSubtable: Sendable {
        case sorted(pairs: Int, count: Int)
        case listed([UInt32: Int16])
    }

    /// Adjustments by glyph pair (`left << 16 | right`), in font units.
    var pairs: [UInt32: Int16] = [:]
    /// Class-based subtables, in the order the font lists them (the first that covers a pair applies).
    var classPairs: [ClassPairs] = []
    /// The `kern` table's subtables, in its order (the first that lists a pair applies).
    var kernSubtables: [KernSubtable] = []
    /// The font file's bytes, which sorted `kern` subtables are searched in.
    var bytes: [UInt8] = []

    /// No kerning.
    init() {}

    /// The kerning of the font's `GPOS` table, or of its `kern` table when it has no GPOS kerning.
    init(_ reader: inout SFNTReader) throws(FontFileError) {
        if let table = reader.open("GPOS") { try readGPOS(reader, table) }
        if pairs.isEmpty && classPairs.isEmpty, let table = reader.open("kern") { try readKern(reader, table) }
    }

    /// The adjustment between `left` and `right`, in font units: negative brings them closer.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Double {
        let key = UInt32(left) << 16 | UInt32(right)
        if let value = pairs[key] { return Double(value) }
        for subtable in kernSubtables {
            switch subtable {
            case .sorted(let start, let count):
                if let value = Self.search(bytes, pairs: start, count: count, for: key) { return Double(value) }
            case .listed(let listed):
                if let value = listed[key] { return Double(value) }
            }
        }
        for table in classPairs {
            if let value = table.adjustment(left, right) { return Double(value) }
        }
        return 0
    }

    /// The adjustment of the first of `count` sorted six-byte pairs from `start` of `bytes` whose
    /// glyph pair is `key`, found by halves; `nil` when none is.
    private static func search(_ bytes: [UInt8], pairs start: Int, count: Int, for key: UInt32) -> Int16? {
        bytes.withUnsafeBufferPointer { bytes in
            func pair(at index: Int) -> UInt32 {
                let pair = start + index * 6
                return UInt32(bytes[pair]) << 24 | UInt32(bytes[pair + 1]) << 16 | UInt32(bytes[pair + 2]) << 8
                    | UInt32(bytes[pair + 3])
            }
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                if pair(at: middle) < key { low = middle + 1 } else { high = middle }
            }
            guard low < count, pair(at: low) == key else { return nil }
            let value = start + low * 6 + 4
            return Int16(bitPattern: UInt16(bytes[value]) << 8 | UInt16(bytes[value + 1]))
        }
    }

    /// Whether the `count` six-byte pairs from `start` of `bytes` are sorted by glyph pair, as
    /// `kern`'s format 0 asks (ties allowed: the first of them applies).
    private static func isSorted(_ bytes: [UInt8], pairs start: Int, count: Int) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var previous: UInt32 = 0
            for index in 0..<count {
                let pair = start + index * 6
                let key =
                    UInt32(bytes[pair]) << 24 | UInt32(bytes[pair + 1]) << 16 | UInt32(bytes[pair + 2]) << 8
                    | UInt32(bytes[pair + 3])
                guard key >= previous else { return false }
                previous = key
            }
            return true
        }
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
                if Self.isSorted(reader.bytes, pairs: offset + 14, count: count) {
                    kernSubtables.append(.sorted(pairs: offset + 14, count: count))
                    bytes = reader.bytes
                } else {
                    var listed: [UInt32: Int16] = [:]
                    for index in 0..<count {
                        let pair = offset + 14 + index * 6
                        let key = UInt32(try reader.u16(pair)) << 16 | UInt32(try reader.u16(pair + 2))
                        if listed[key] == nil { listed[key] = try reader.i16(pair + 4) }
                    }
                    kernSubtables.append(.listed(listed))
                }
            }
            guard length >= 6 else { throw reader.error("a subtable is \(length) bytes long, shorter than its header") }
            offset += length
        }
    }
}
