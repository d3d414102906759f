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
        package private(set) var offset = 0

        package init(_ bytes: [UInt8]) {
            self.source = bytes
        }

        /// Whether every byte was read.
        package var isAtEnd: Bool { offset == source.count }

        package mutating func int64() -> Int64? {
            guard source.count - offset >= 8 else { return nil }
            var value: Int64 = 0
            for index in 0..<8 { value |= Int64(source[offset + index]) << (8 * Int64(index)) }
            offset += 8
            return value
        }

        package mutating func int() -> Int? {
            int64().flatMap { Int(exactly: $0) }
        }

        /// A count: not negative, and no more than the bytes left could hold.
        package mutating func count() -> Int? {
            guard let count = int(), count >= 0, count <= source.count - offset else { return nil }
            return count
        }

        package mutating func bool() -> Bool? {
            guard offset < source.count, source[offset] <= 1 else { return nil }
            offset += 1
            return source[offset - 1] == 1
        }

        package mutating func string() -> String? {
            guard let count = count() else { return nil }
            defer { offset += count }
            return String(decoding: source[offset..<offset + count], as: UTF8.self)
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
