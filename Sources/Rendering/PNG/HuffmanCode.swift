/// A deflate Huffman code made for the frequencies of the symbols a block uses: each symbol's
/// code length, at most `limit` bits, and its canonical code, bit-reversed as deflate writes codes
/// (least significant bit first).
///
///     let code = HuffmanCode(frequencies: [5, 1, 1, 0], limit: 15)
///     // code.lengths == [1, 2, 2, 0]
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for a symbol not used.
    let lengths: [UInt8]
    /// Each symbol's code, reversed, to be written in `lengths` bits.
    let codes: [UInt32]

    /// The code for symbols used `frequencies` times, in at most `limit` bits each. At least two
    /// symbols get codes (the first two, when fewer are used), so the code is complete, as zlib's
    /// inflate requires.
    init(frequencies: [Int], limit: Int) {
        var frequencies = frequencies
        for symbol in 0..<min(2, frequencies.count) where frequencies.lazy.filter({ $0 > 0 }).count < 2 {
            frequencies[symbol] = max(frequencies[symbol], 1)
        }
        lengths = Self.lengths(frequencies, limit: limit)
        codes = Self.canonicalCodes(lengths, limit: limit)
    }

    /// Huffman code lengths by merging the two lightest nodes (leaves in one queue, merged nodes
    /// in another, both in order of weight), then limited to `limit` bits.
    private static func lengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        let symbols = frequencies.indices.filter { frequencies[$0] > 0 }.sorted {
            (frequencies[$0], $0) < (frequencies[$1], $1)
        }
        let count = symbols.count
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        guard count >= 2 else { return lengths }
        var weights = symbols.map { frequencies[$0] } + [Int](repeating: 0, count: count - 1)
        var parents = [Int](repeating: 0, count: 2 * count - 1)
        var (leaf, merged) = (0, count)
        for node in count..<(2 * count - 1) {
            func lightest() -> Int {
                let takesLeaf = leaf < count && (merged >= node || weights[leaf] <= weights[merged])
                defer { if takesLeaf { leaf += 1 } else { merged += 1 } }
                return takesLeaf ? leaf : merged
            }
            let (first, second) = (lightest(), lightest())
            weights[node] = weights[first] + weights[second]
            (parents[first], parents[second]) = (node, node)
        }
        var depths = [Int](repeating: 0, count: 2 * count - 1)
        for node in stride(from: 2 * count - 3, through: 0, by: -1) { depths[node] = depths[parents[node]] + 1 }
        // How many codes have each length, the longest shortened to the limit; then codes are
        // lengthened from the longest below the limit until the lengths fit a code exactly
        // (the sum of 2^-length is 1).
        var perLength = [Int](repeating: 0, count: limit + 1)
        for leaf in 0..<count { perLength[min(depths[leaf], limit)] += 1 }
        var total = (1...limit).reduce(0) { $0 + perLength[$1] << (limit - $1) }
        while total > 1 << limit {
            perLength[limit] -= 1
            if let shorter = (1..<limit).reversed().first(where: { perLength[$0] > 0 }) {
                perLength[shorter] -= 1
                perLength[shorter + 1] += 2
            }
            total -= 1
        }
        // The least frequent symbols get the longest codes.
        var next = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<perLength[length] {
                lengths[symbols[next]] = UInt8(length)
                next += 1
            }
        }
        return lengths
    }

    /// Deflate's canonical codes for `lengths`: shorter codes first, and in order of symbol
    /// within a length.
    private static func canonicalCodes(_ lengths: [UInt8], limit: Int) -> [UInt32] {
        var perLength = [UInt32](repeating: 0, count: limit + 1)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: limit + 1)
        var code: UInt32 = 0
        for length in 1...limit {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { next[Int(length)] += 1 }
            return reversed(next[Int(length)], bits: Int(length))
        }
    }

    /// The low `bits` bits of `value` in the opposite order.
    static func reversed(_ value: UInt32, bits: Int) -> UInt32 {
        var (value, result) = (value, UInt32(0))
        for _ in 0..<bits {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}
