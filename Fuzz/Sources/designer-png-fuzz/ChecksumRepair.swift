/// A file with the checksum of each of its chunks made right, so that a mutation of a chunk's
/// contents (the header's size and color type, the palette, the transparency) reaches the code
/// that reads them instead of failing the checksum.
///
/// The chunks are walked as the decoder walks them, from the end of the signature: a length,
/// a type, the data and the CRC. A chunk cut short ends the walk and is left as it is.
enum ChecksumRepair {
    /// `bytes` with every whole chunk's CRC recomputed; the bytes themselves when none is wrong.
    static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        var repaired = bytes
        var position = 8
        while position + 8 <= repaired.count {
            let length = repaired[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = position + 8 + length
            guard end + 4 <= repaired.count else { break }
            let crc = Checksums.crc32(repaired[position + 4..<end])
            for index in 0..<4 { repaired[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
            position = end + 4
        }
        return repaired
    }
}
