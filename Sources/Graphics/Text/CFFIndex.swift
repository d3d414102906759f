/// One INDEX of a CFF table: a count of items, then their offsets, then their bytes, as the
/// names, the Top DICTs, the strings, the subroutines and the charstrings are stored.
///
/// Nothing is copied or allocated from the count: the offsets are read from the file when an
/// item is asked for, each checked to lie inside the INDEX, which is checked to lie inside the
/// table.
struct CFFIndex: Sendable {
    /// How many items the INDEX holds.
    let count: Int
    /// The size of each offset, 1 to 4 bytes.
    private let offsetSize: Int
    /// Where the offsets start.
    private let offsets: Int
    /// The byte before the items' data: offsets count from 1.
    private let base: Int
    /// Where the items' data ends: the end of the INDEX.
    let end: Int

    /// The INDEX at `offset` of `table`, which `reader` reads; `what` names it in errors
    /// ("Global Subrs").
    init(_ reader: SFNTReader, at offset: Int, in table: Range<Int>, what: String) throws(FontFileError) {
        guard offset >= table.lowerBound, offset <= table.upperBound - 2 else {
            throw reader.error(
                "the \(what) INDEX at \(offset - table.lowerBound) lies outside the table (\(table.count) bytes)")
        }
        count = Int(try reader.u16(offset))
        guard count > 0 else {
            (offsetSize, offsets, base, end) = (1, offset + 2, offset + 2, offset + 2)
            return
        }
        guard offset + 3 <= table.upperBound else { throw reader.error("the \(what) INDEX ends inside its header") }
        offsetSize = Int(try reader.u8(offset + 2))
        guard (1...4).contains(offsetSize) else {
            throw reader.error("the \(what) INDEX has offsets of \(offsetSize) bytes, not 1 to 4")
        }
        offsets = offset + 3
        // The count is at most 65,535, so the offsets' size cannot overflow; it is checked
        // against the bytes left before anything is read from it.
        let offsetsSize = (count + 1) * offsetSize
        guard offsetsSize <= table.upperBound - offsets else {
            throw reader.error("the \(what) INDEX's \(count + 1) offsets reach past the end of the table")
        }
        base = offsets + offsetsSize - 1
        let last = try Self.offset(reader, offsets + count * offsetSize, size: offsetSize)
        guard last >= 1, last <= table.upperBound - base else {
            throw reader.error("the \(what) INDEX's data ends at \(last), past the end of the table")
        }
        end = base + last
    }

    /// Where item `index` (below `count`) lies in the file; `nil` when its offsets are out of
    /// order or outside the INDEX.
    func range(of index: Int, _ reader: SFNTReader) throws(FontFileError) -> Range<Int>? {
        guard index >= 0, index < count else { return nil }
        let start = try Self.offset(reader, offsets + index * offsetSize, size: offsetSize)
        let finish = try Self.offset(reader, offsets + (index + 1) * offsetSize, size: offsetSize)
        guard start >= 1, start <= finish, finish <= end - base else { return nil }
        return base + start..<base + finish
    }

    private static func offset(_ reader: SFNTReader, _ at: Int, size: Int) throws(FontFileError) -> Int {
        var value = 0
        for index in 0..<size { value = value << 8 | Int(try reader.u8(at + index)) }
        return value
    }
}
