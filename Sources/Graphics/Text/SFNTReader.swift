/// Big-endian numbers read from the bytes of an sfnt font file (TrueType, OpenType, CFF-flavoured
/// OpenType), each offset checked against the file's end, and the tables its directory lists.
///
/// Every read that would reach past the end throws a `FontFileError` naming the file and the table
/// being read, so a truncated or hostile file is refused with a message, never a crash.
struct SFNTReader {
    let bytes: [UInt8]
    /// The file's name, for messages.
    let file: String
    /// Where each table starts and how long it is, by tag, checked to lie inside the file.
    private(set) var tables: [String: Range<Int>] = [:]
    /// The table being read, named by errors.
    var table: String?

    /// The reader of `bytes`, with the table directory at `offset` (0, or a collection member's).
    init(bytes: [UInt8], file: String, directoryAt offset: Int = 0) throws(FontFileError) {
        (self.bytes, self.file) = (bytes, file)
        let version = try u32(offset)
        // 0x00010000 (TrueType outlines), 'OTTO' (CFF), 'true' (Apple's TrueType).
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
            throw error("it is not a TrueType or OpenType font (it starts with \(Self.hex(version)))")
        }
        let count = Int(try u16(offset + 4))
        for index in 0..<count {
            let record = offset + 12 + index * 16
            let tag = try self.tag(record)
            let start = Int(try u32(record + 8))
            let length = Int(try u32(record + 12))
            guard start <= bytes.count, length <= bytes.count - start else {
                throw error(
                    "the directory places table '\(tag)' at \(start) for \(length) bytes, past the end of the file (\(bytes.count) bytes)"
                )
            }
            tables[tag] = start..<start + length
        }
    }

    /// Where the table directory of each font of a collection (`ttcf`) starts; `nil` for a file
    /// that is no collection. At most 256 fonts are read.
    static func collectionOffsets(_ bytes: [UInt8], file: String) throws(FontFileError) -> [Int]? {
        var reader = SFNTReader(bytes: bytes, file: file)
        guard bytes.count >= 4, try reader.tag(0) == "ttcf" else { return nil }
        reader.table = "ttcf"
        let count = Int(try reader.u32(8))
        guard count > 0, count <= 256 else { throw reader.error("the collection holds \(count) fonts, not 1 to 256") }
        var offsets: [Int] = []
        for index in 0..<count { offsets.append(Int(try reader.u32(12 + index * 4))) }
        return offsets
    }

    private init(bytes: [UInt8], file: String) {
        (self.bytes, self.file) = (bytes, file)
    }

    /// The bytes of the table `tag`, and the reader set to name it in errors; `nil` when the font
    /// has no such table.
    mutating func open(_ tag: String) -> Range<Int>? {
        table = tag
        return tables[tag]
    }

    /// The table `tag`, which the font must have.
    mutating func require(_ tag: String) throws(FontFileError) -> Range<Int> {
        guard let range = open(tag) else {
            table = nil
            throw error("it has no '\(tag)' table")
        }
        return range
    }

    /// An error at the table being read.
    func error(_ reason: String) -> FontFileError {
        FontFileError(file: file, table: table, reason: reason)
    }

    /// Checks that `count` bytes from `offset` lie inside `range` (the table being read).
    func check(_ offset: Int, _ count: Int, in range: Range<Int>) throws(FontFileError) {
        guard offset >= range.lowerBound, count >= 0, offset <= range.upperBound, count <= range.upperBound - offset
        else {
            throw error(
                "\(count) bytes at \(offset) reach past the end of the table (\(range.lowerBound)..<\(range.upperBound))"
            )
        }
    }

    func u8(_ offset: Int) throws(FontFileError) -> UInt8 {
        guard offset >= 0, offset < bytes.count else {
            throw error("byte \(offset) is past the end of the file (\(bytes.count) bytes)")
        }
        return bytes[offset]
    }

    func u16(_ offset: Int) throws(FontFileError) -> UInt16 {
        UInt16(try u8(offset)) << 8 | UInt16(try u8(offset + 1))
    }

    func i16(_ offset: Int) throws(FontFileError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    func u32(_ offset: Int) throws(FontFileError) -> UInt32 {
        UInt32(try u16(offset)) << 16 | UInt32(try u16(offset + 2))
    }

    /// The four-letter tag at `offset`. Tags are printable ASCII; any other byte reads as `?`, so
    /// that a message naming a hostile tag stays one line.
    func tag(_ offset: Int) throws(FontFileError) -> String {
        var scalars = String.UnicodeScalarView()
        for index in 0..<4 {
            let byte = try u8(offset + index)
            scalars.append(Unicode.Scalar((0x20...0x7E).contains(byte) ? byte : UInt8(ascii: "?")))
        }
        return String(scalars)
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(8 - digits.count, 0)) + digits
    }
}
