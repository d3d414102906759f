/// Reads an input's bytes as the choices of a script, giving zeros once they run out.
struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A whole number in `0..<count` (`count` at most 256).
    mutating func int(below count: Int) -> Int { Int(byte()) % count }

    /// A small number: a multiple of 0.5 in -64…63.5.
    mutating func small() -> Double { Double(Int(Int8(bitPattern: byte()))) / 2 }

    /// Any double, NaN and the infinities among them, from the next eight bytes.
    mutating func anyDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }
}
