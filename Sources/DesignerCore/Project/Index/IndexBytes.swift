/// The bytes of what the project index keeps between runs: integers and strings, written one
/// after another, and read back in the same order.
///
///     var writer = IndexBytes.Writer()
///     writer.append("App")
///     var reader = IndexBytes.Reader(writer.bytes)
///     reader.string()   // "App"
package enum IndexBytes {
    /// Bytes written in order.
    package struct Writer {
        package private(set) var bytes: [UInt8] = []

        package init() {}

        /// A 64-bit integer, little-endian.
        package mutating func append(_ value: Int64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        package mutating func append(_ value: Int) {
            append(Int64(value))
        }

        /// A number, exactly: its bits.
        package mutating func append(_ value: Double) {
            append(Int64(bitPattern: value.bitPattern))
        }

        package mutating func append(_ value: Bool) {
            bytes.append(value ? 1 : 0)
        }

        /// A string: its length in UTF-8 bytes, then those bytes.
        package mutating func append(_ value: String) {
            append(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        package mutating func append(_ values: [String]) {
            append(values.count)
            for value in values { append(value) }
        }

        /// Bytes of their own: their count, then them.
        package mutating func append(bytes value: [UInt8]) {
            append(value.count)
            bytes.append(contentsOf: value)
        }
    }

    /// Bytes read in the order they were written; every read past their end, or of a length
    /// they cannot hold, gives `nil`, so that a damaged file is told, never trusted.
    package struct Reader {
        private let source: [UInt8]
        package private(set) var offset: Int
        /// Where the bytes to read end.
        private let end: Int

        package init(_ bytes: [UInt8]) {
            self.init(bytes, in: bytes.indices)
        }

        /// A reader of `range` of `bytes` alone, without a copy of them.
        package init(_ bytes: [UInt8], in range: Range<Int>) {
            (source, offset, end) = (bytes, range.lowerBound, range.upperBound)
        }

        /// Whether every byte was read.
        package var isAtEnd: Bool { offset == end }

        package mutating func int64() -> Int64? {
            guard end - offset >= 8 else { return nil }
            let value = source.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
            offset += 8
            return Int64(littleEndian: value)
        }

        package mutating func int() -> Int? {
            int64().flatMap { Int(exactly: $0) }
        }

        /// A count: not negative, and no more than the bytes left could hold.
        package mutating func count() -> Int? {
            guard let count = int(), count >= 0, count <= end - offset else { return nil }
            return count
        }

        package mutating func double() -> Double? {
            int64().map { Double(bitPattern: UInt64(bitPattern: $0)) }
        }

        package mutating func bool() -> Bool? {
            guard offset < end, source[offset] <= 1 else { return nil }
            offset += 1
            return source[offset - 1] == 1
        }

        package mutating func string() -> String? {
            guard let count = count() else { return nil }
            defer { offset += count }
            return String(decoding: source[offset..<offset + count], as: UTF8.self)
        }

        /// The bytes of a string, without a string made of them.
        package mutating func stringBytes() -> ArraySlice<UInt8>? {
            guard let count = count() else { return nil }
            defer { offset += count }
            return source[offset..<offset + count]
        }

        package mutating func strings() -> [String]? {
            guard let count = count() else { return nil }
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count {
                guard let value = string() else { return nil }
                values.append(value)
            }
            return values
        }

        package mutating func bytes() -> [UInt8]? {
            guard let count = count() else { return nil }
            defer { offset += count }
            return Array(source[offset..<offset + count])
        }
    }
}
