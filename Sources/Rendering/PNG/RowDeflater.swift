import CZlib

/// A zlib stream of a PNG's filtered rows, made here rather than by zlib's `deflate`.
///
/// A drawn screen is mostly flat color: once filtered, its rows are long runs of one byte (the
/// zeros of a flat span, or of a row like the one above) and, at edges and text, short stretches
/// like the row above them. So the stream holds only three things: runs of the byte before
/// (distance 1), stretches that repeat the row above (distance `stride`), and literals, in
/// blocks of Huffman codes made for each block's symbols. Runs are found eight bytes at a time
/// and summed into the Adler-32 checksum in closed form, so a flat row costs a few
/// instructions, where zlib's fastest level looks at every byte several times (hashing it,
/// copying it into its window, and summing it).
enum RowDeflater {
    /// The zlib stream of `data`: rows of `stride` bytes, each its filter type and its filtered bytes.
    static func compress(_ data: UnsafeBufferPointer<UInt8>, stride: Int) -> [UInt8] {
        stream(of: [piece(of: data, stride: stride, from: 0, isFirst: true, isLast: true)])
    }

    /// Part of a zlib stream: the deflate blocks of some bytes (with the stream's header if they
    /// come first), and the Adler-32 checksum of those bytes.
    struct Piece: Sendable {
        var bytes: [UInt8]
        var checksum: UInt32
        var count: Int
    }

    /// The zlib stream of pieces made in order: their blocks one after another, and the checksum
    /// of all their bytes, the pieces' checksums combined.
    static func stream(of pieces: [Piece]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(pieces.reduce(4) { $0 + $1.bytes.count })
        var checksum: uLong = 1
        for piece in pieces {
            output += piece.bytes
            checksum = adler32_combine(checksum, uLong(piece.checksum), off_t(piece.count))
        }
        output.append(bigEndian: UInt32(truncatingIfNeeded: checksum))
        return output
    }

    /// The deflate blocks of the bytes of `data` from `start`, rows of `stride` bytes: matches
    /// may reach back into the bytes before `start`, which the blocks before these hold. The
    /// first piece begins with the zlib header; the last ends with the final block; any other
    /// ends with an empty stored block, which brings the stream to a whole byte (zlib's sync
    /// flush), so that the next piece's blocks follow it byte for byte.
    static func piece(
        of data: UnsafeBufferPointer<UInt8>, stride: Int, from start: Int, isFirst: Bool, isLast: Bool
    ) -> Piece {
        let count = data.count - start
        // Every byte a literal of at most 15 bits, plus the blocks' tables, the end and the flush.
        let capacity = count * 2 + (count / blockTokens + 1) * 320 + 32
        var checksum = Adler32()
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let output = buffer.baseAddress else { return }
            var writer = BitWriter(output)
            // Deflate with a 32 KiB window at the fastest level, no dictionary (0x7801 % 31 == 0).
            if isFirst { writer.write(0x0178, 16) }
            var block = Block(stride: stride)
            if let input = data.baseAddress {
                encode(
                    input, from: start, count: data.count, stride: stride, block: &block, writer: &writer,
                    checksum: &checksum)
            }
            block.write(final: isLast, into: &writer)
            if !isLast {
                // A stored block, not final, holding nothing: its length 0 and that length's complement.
                writer.write(0b000, 3)
                writer.alignToByte()
                writer.write(0xFFFF_0000, 32)
            }
            initialized = writer.finish()
        }
        return Piece(bytes: bytes, checksum: checksum.value, count: count)
    }

    /// The most symbols a block holds before its codes are made and it is written.
    static let blockTokens = 1 << 16

    /// Runs, repeats of the row above and literals for the bytes at `input` from `start` to `count`.
    private static func encode(
        _ input: UnsafePointer<UInt8>, from start: Int, count: Int, stride: Int, block: inout Block,
        writer: inout BitWriter, checksum: inout Adler32
    ) {
        // Deflate's distances reach 32,768 bytes back; a longer row is not matched with the one above.
        let matchesAbove = stride <= window
        var position = start
        // The bytes from `start` before this are in the checksum.
        var summed = start
        while position < count {
            if block.isFull { block.write(final: false, into: &writer) }
            // Up to five literals found at once, eight bytes compared with the byte before and
            // with the row above: where neither a run of three nor a repeat of four begins, as the
            // bytes of a photograph mostly are. A block is full after the same symbols as one at a time.
            if position > 0, position + 8 <= count, !matchesAbove || position >= stride {
                let bytes = load(input + position)
                let left = equalBytes(bytes, load(input + position - 1))
                var starts = left & left >> 8 & left >> 16
                if matchesAbove {
                    let above = equalBytes(bytes, load(input + position - stride))
                    starts |= above & above >> 8 & above >> 16 & above >> 24
                }
                let literals = min((starts & 0x80_8080_8080 | 0x80 << 40).trailingZeroBitCount / 8, block.room)
                if literals > 0 {
                    for offset in 0..<literals { block.addLiteral(input[position + offset]) }
                    position += literals
                    continue
                }
            }
            let remaining = count - position
            let run = position > 0 ? commonLength(input + position, input + position - 1, limit: remaining) : 0
            var repeated = 0
            if run < maximumLength, matchesAbove, position >= stride {
                repeated = commonLength(
                    input + position, input + position - stride, limit: min(remaining, maximumLength))
            }
            if repeated > run, repeated >= 4 {
                block.addMatch(length: repeated, above: true)
                position += repeated
            } else if run >= 3 {
                if run >= 32 {
                    checksum.add(input + summed, count: position - summed)
                    checksum.add(repeating: input[position], count: run)
                    summed = position + run
                }
                var left = run
                while left > 0 {
                    var piece = min(left, maximumLength)
                    // Every piece at least 3 bytes long: a remainder of 1 or 2 is taken from this one.
                    if left - piece > 0, left - piece < 3 { piece = left - 3 }
                    if block.isFull { block.write(final: false, into: &writer) }
                    block.addMatch(length: piece, above: false)
                    left -= piece
                }
                position += run
            } else {
                block.addLiteral(input[position])
                position += 1
            }
        }
        checksum.add(input + summed, count: count - summed)
    }

    /// The farthest back a match may look: 32 KiB.
    static let window = 32_768

    /// The longest match deflate codes: 258 bytes.
    static let maximumLength = 258

    /// The eight bytes at `bytes`, the first in the lowest.
    @inline(__always)
    private static func load(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `first` that equals the same byte of `second`, and no other bit.
    @inline(__always)
    private static func equalBytes(_ first: UInt64, _ second: UInt64) -> UInt64 {
        let difference = first ^ second
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        // A byte's high bit ends up set where its difference, high bit or not, is zero.
        return ~((difference & low) &+ low | difference | low)
    }

    /// How many bytes at `first` equal those at `second`, up to `limit`, compared eight at a time.
    @inline(__always)
    private static func commonLength(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, limit: Int)
        -> Int
    {
        var length = 0
        while length + 8 <= limit {
            let difference = UInt64(
                littleEndian: UnsafeRawPointer(first + length).loadUnaligned(as: UInt64.self)
                    ^ UnsafeRawPointer(second + length).loadUnaligned(as: UInt64.self))
            if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, first[length] == second[length] { length += 1 }
        return length
    }
}

/// The symbols of one deflate block as they are found, with how often each is used; written
/// with Huffman codes made for those counts.
///
/// Its symbols and counts are kept in memory of its own, allocated once: a literal is added
/// for most bytes of a photograph, and an array's append and count would check each time that
/// its storage is not shared.
private struct Block: ~Copyable {
    /// Each symbol: a literal byte, or a match's length (shifted left by one) with its lowest bit
    /// set for the row above (distance `stride`) and clear for the byte before (distance 1), the
    /// high bit set. Room for `RowDeflater.blockTokens`.
    private let tokens: UnsafeMutablePointer<UInt32>
    private var tokenCount = 0
    /// How often each literal and length symbol (286) is used, and each distance symbol (30).
    private let literalCounts: UnsafeMutableBufferPointer<Int>
    private let distanceCounts: UnsafeMutableBufferPointer<Int>
    /// The distance code of the row above, and its extra bits.
    private let above: (symbol: Int, extraBits: Int, extra: UInt64)

    init(stride: Int) {
        // Rows longer than deflate's window are never matched with the row above.
        above = Self.distance(min(stride, RowDeflater.window))
        tokens = .allocate(capacity: RowDeflater.blockTokens)
        literalCounts = .allocate(capacity: 286)
        literalCounts.initialize(repeating: 0)
        distanceCounts = .allocate(capacity: 30)
        distanceCounts.initialize(repeating: 0)
    }

    deinit {
        tokens.deallocate()
        literalCounts.deallocate()
        distanceCounts.deallocate()
    }

    var isFull: Bool { tokenCount >= RowDeflater.blockTokens }

    /// How many more symbols the block holds.
    var room: Int { RowDeflater.blockTokens - tokenCount }

    mutating func addLiteral(_ byte: UInt8) {
        tokens[tokenCount] = UInt32(byte)
        tokenCount += 1
        literalCounts[Int(byte)] += 1
    }

    /// A match of `length` (3...258) with the row above, or with the byte before.
    mutating func addMatch(length: Int, above isAbove: Bool) {
        tokens[tokenCount] = 1 << 31 | UInt32(length) << 1 | (isAbove ? 1 : 0)
        tokenCount += 1
        literalCounts[Int(Self.lengthSymbols[length])] += 1
        distanceCounts[isAbove ? above.symbol : 0] += 1
    }

    /// Writes the block, with its codes, and empties it.
    mutating func write(final: Bool, into writer: inout BitWriter) {
        literalCounts[256] += 1
        let literals = HuffmanCode(frequencies: Array(literalCounts), limit: 15)
        let distances = HuffmanCode(frequencies: Array(distanceCounts), limit: 15)
        writer.write(final ? 0b101 : 0b100, 3)
        Self.writeTables(literals: literals.lengths, distances: distances.lengths, into: &writer)
        // Each length's code and extra bits as one value, and the two distances'.
        var lengthCodes = [UInt64](repeating: 0, count: RowDeflater.maximumLength + 1)
        var lengthBits = [Int](repeating: 0, count: RowDeflater.maximumLength + 1)
        for length in 3...RowDeflater.maximumLength {
            let symbol = Int(Self.lengthSymbols[length])
            let (base, extraBits) = Self.lengthBases[symbol - 257]
            let bits = Int(literals.lengths[symbol])
            lengthCodes[length] = UInt64(literals.codes[symbol]) | UInt64(length - base) << bits
            lengthBits[length] = bits + extraBits
        }
        let before = (code: UInt64(distances.codes[0]), bits: Int(distances.lengths[0]))
        let aboveBits = Int(distances.lengths[above.symbol])
        let aboveCode = (
            code: UInt64(distances.codes[above.symbol]) | above.extra << aboveBits, bits: aboveBits + above.extraBits
        )
        for token in UnsafeBufferPointer(start: tokens, count: tokenCount) {
            guard token & 1 << 31 != 0 else {
                writer.write(UInt64(literals.codes[Int(token)]), Int(literals.lengths[Int(token)]))
                continue
            }
            let length = Int(token >> 1 & 0x1FF)
            writer.write(lengthCodes[length], lengthBits[length])
            let distance = token & 1 == 0 ? before : aboveCode
            writer.write(distance.code, distance.bits)
        }
        writer.write(UInt64(literals.codes[256]), Int(literals.lengths[256]))
        tokenCount = 0
        literalCounts.update(repeating: 0)
        distanceCounts.update(repeating: 0)
    }

    /// The code lengths of a block's two codes, run-length coded in a third code, as a block
    /// with codes of its own begins.
    private static func writeTables(literals: [UInt8], distances: [UInt8], into writer: inout BitWriter) {
        let literalCount = max(257, (literals.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literals[0..<literalCount] + distances[0..<distanceCount])
        // Each symbol of the lengths' code with its extra bits: 16 repeats the last length 3–6
        // times, 17 writes 3–10 zeros, 18 writes 11–138.
        var symbols: [(symbol: Int, extra: UInt64, extraBits: Int)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == length { run += 1 }
            index += run
            if length == 0 {
                while run >= 11 {
                    let piece = min(run, 138)
                    symbols.append((18, UInt64(piece - 11), 7))
                    run -= piece
                }
                if run >= 3 {
                    symbols.append((17, UInt64(run - 3), 3))
                    run = 0
                }
            } else {
                symbols.append((Int(length), 0, 0))
                run -= 1
                while run >= 3 {
                    let piece = min(run, 6)
                    symbols.append((16, UInt64(piece - 3), 2))
                    run -= piece
                }
            }
            symbols += repeatElement((symbol: Int(length), extra: UInt64(0), extraBits: 0), count: run)
        }
        var counts = [Int](repeating: 0, count: 19)
        for entry in symbols { counts[entry.symbol] += 1 }
        let code = HuffmanCode(frequencies: counts, limit: 7)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let orderCount = max(4, (order.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        writer.write(UInt64(literalCount - 257), 5)
        writer.write(UInt64(distanceCount - 1), 5)
        writer.write(UInt64(orderCount - 4), 4)
        for symbol in order[0..<orderCount] { writer.write(UInt64(code.lengths[symbol]), 3) }
        for entry in symbols {
            writer.write(UInt64(code.codes[entry.symbol]), Int(code.lengths[entry.symbol]))
            writer.write(entry.extra, entry.extraBits)
        }
    }

    /// The first length of each length symbol from 257, and its number of extra bits.
    private static let lengthBases: [(base: Int, extraBits: Int)] = Array(
        zip(
            [
                3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
                227, 258,
            ],
            [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]))

    /// The symbol of each match length from 3 to 258.
    private static let lengthSymbols: [UInt16] = (0...RowDeflater.maximumLength).map { length in
        guard length >= 3 else { return 0 }
        return UInt16(257 + (lengthBases.lastIndex { $0.base <= length } ?? 0))
    }

    /// The distance code of `distance` (1...32,768), its number of extra bits and their value.
    private static func distance(_ distance: Int) -> (symbol: Int, extraBits: Int, extra: UInt64) {
        guard distance > 4 else { return (distance - 1, 0, 0) }
        // Codes 2n + 2 and 2n + 3 begin at 2^(n+1) + 1 and 3 × 2^n + 1, with n extra bits.
        let extraBits = (Int.bitWidth - (distance - 1).leadingZeroBitCount) - 2
        let symbol = 2 * extraBits + 2 + ((distance - 1) >> extraBits & 1)
        return (symbol, extraBits, UInt64((distance - 1) & ((1 << extraBits) - 1)))
    }
}

/// Writes bits least significant first, as deflate packs them, four bytes at a time.
private struct BitWriter {
    private let output: UnsafeMutablePointer<UInt8>
    private var position = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(_ output: UnsafeMutablePointer<UInt8>) { self.output = output }

    /// Appends the low `count` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt64, _ count: Int) {
        pending |= value << pendingCount
        pendingCount += count
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(output + position).storeBytes(
                of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            position += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to a whole byte.
    mutating func alignToByte() {
        pendingCount = (pendingCount + 7) / 8 * 8
    }

    /// Writes what is pending and returns how many bytes were written in all.
    mutating func finish() -> Int {
        alignToByte()
        while pendingCount > 0 {
            output[position] = UInt8(truncatingIfNeeded: pending)
            position += 1
            pending >>= 8
            pendingCount -= 8
        }
        return position
    }
}

/// The Adler-32 checksum that ends a zlib stream.
private struct Adler32 {
    private static let modulus: UInt64 = 65_521
    private var sum: UInt64 = 1
    private var sumOfSums: UInt64 = 0

    /// The checksum, its sum of sums in the high half.
    var value: UInt32 { UInt32(sumOfSums << 16 | sum) }

    /// Adds `count` bytes at `bytes`, through zlib.
    mutating func add(_ bytes: UnsafePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        let combined = adler32(uLong(value), bytes, uInt(count))
        (sum, sumOfSums) = (UInt64(combined & 0xFFFF), UInt64(combined >> 16 & 0xFFFF))
    }

    /// Adds `count` bytes that are all `byte`, without looking at each: after n bytes of value v,
    /// the sum grows by n·v and the sum of sums by n·sum + v·n(n+1)/2.
    mutating func add(repeating byte: UInt8, count: Int) {
        let (length, value) = (UInt64(count), UInt64(byte))
        let triangle = (length % 2 == 0 ? (length / 2) * (length + 1) : length * ((length + 1) / 2)) % Self.modulus
        sumOfSums = (sumOfSums + length % Self.modulus * sum + value * triangle) % Self.modulus
        sum = (sum + length % Self.modulus * value) % Self.modulus
    }
}
