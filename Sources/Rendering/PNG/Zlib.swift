import CZlib

/// Deflate and inflate through the system's zlib.
package enum Zlib {
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

    /// The bytes of a zlib stream, which must inflate to exactly `expectedLength` bytes and,
    /// if `checked`, match the stream's own checksum of them (Adler-32). The checksum takes two
    /// thirds of the time inflating does: a reader that compares the bytes with others anyway
    /// may leave it out (a PNG's chunks carry checksums of their own, CRC-32, checked first).
    static func decompress(_ bytes: [UInt8], expectedLength: Int, checked: Bool = true) -> [UInt8]? {
        // The header: deflate with a window of at most 32 KiB, its check bits, no preset dictionary.
        guard expectedLength > 0, bytes.count >= 2, bytes[0] & 0x0F == 8, bytes[0] >> 4 <= 7,
            (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0, bytes[1] & 0x20 == 0
        else { return nil }
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var ended = false
        let output = [UInt8](unsafeUninitializedCapacity: expectedLength) { buffer, initialized in
            bytes.withUnsafeBufferPointer { input in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + 2 })
                stream.avail_in = uInt(input.count - 2)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(expectedLength)
                ended = inflate(&stream, Z_FINISH) == Z_STREAM_END
            }
            initialized = Int(stream.total_out)
        }
        guard ended, output.count == expectedLength else { return nil }
        guard checked else { return output }
        // The checksum follows the deflate data, most significant byte first.
        let trailer = bytes.count - Int(stream.avail_in)
        guard trailer + 4 <= bytes.count else { return nil }
        let written = bytes[trailer..<trailer + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let computed = output.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
        return written == computed ? output : nil
    }

    /// Why a zlib stream of unknown length did not inflate.
    enum InflateFailure: Error {
        /// The stream is no zlib stream, or is damaged before its end.
        case damaged
        /// It would inflate to more than the limit.
        case overLimit
    }

    /// The bytes of a zlib stream whose inflated length is not known, at most `limit` of them:
    /// inflating stops as soon as the output passes the limit, so a stream made to inflate to
    /// gigabytes costs no more than the limit. A stream cut short gives what it holds, as PDF
    /// readers take such streams; one damaged before that is an error.
    static func decompress(_ bytes: [UInt8], limit: Int) -> Result<[UInt8], InflateFailure> {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return .failure(.damaged)
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var status = Z_OK
        bytes.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: buffer[0..<(buffer.count - Int(stream.avail_out))])
                }
            } while status == Z_OK && output.count <= limit && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        guard output.count <= limit else { return .failure(.overLimit) }
        switch status {
        case Z_STREAM_END, Z_OK, Z_BUF_ERROR:
            return output.isEmpty && status != Z_STREAM_END ? .failure(.damaged) : .success(output)
        default: return output.isEmpty ? .failure(.damaged) : .success(output)
        }
    }

    package static func crc(_ bytes: [UInt8], initial: UInt = 0) -> UInt32 {
        bytes.withUnsafeBytes { crc($0, initial: initial) }
    }

    /// The CRC-32 of `bytes`, continuing from `initial` (the CRC of what came before).
    package static func crc(_ bytes: UnsafeRawBufferPointer, initial: UInt = 0) -> UInt32 {
        UInt32(crc32(uLong(initial), bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }
}
