import CZlib

/// Deflate and inflate through the system's zlib.
enum Zlib {
    /// The zlib stream of `bytes` at a fixed level, so the same bytes always compress alike.
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), level)
            }
        }
        guard status == Z_OK else { return [] }
        output.removeLast(output.count - Int(length))
        return output
    }

    /// The bytes of a zlib stream, which must inflate to exactly `expectedLength` bytes.
    static func decompress(_ bytes: [UInt8], expectedLength: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(expectedLength, 1))
        var length = uLongf(expectedLength)
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == expectedLength else { return nil }
        return Array(output.prefix(expectedLength))
    }

    static func crc(_ bytes: [UInt8], initial: UInt = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(uLong(initial), $0.baseAddress, uInt($0.count))) }
    }
}
