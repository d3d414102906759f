import CZlib

/// Deflate through the system's zlib, an encoder other than designer's own, for fixtures of the
/// readers of zlib streams (PNG data, PDF FlateDecode streams).
public enum TestDeflate {
    /// The zlib stream of `bytes` at a fixed level, so the same bytes always compress alike.
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
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
}
