#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes canvases as PNG files: 8-bit RGBA, each row filtered as the row above it ("up", all
/// zeros) when it repeats it and by its left neighbours ("sub") otherwise, deflated by zlib at its
/// fastest level, and no chunk that could differ between runs (no time), so one drawing always
/// gives the same bytes. Each file says it was written by designer, in a `tEXt` chunk
/// `Software: designer` (`software`), which `PNGDecoder.software(of:)` reads: so designer tells
/// the pictures it wrote (a `render`'s output) from an author's images.
///
/// Choosing the smallest of the five filters for every row, at zlib's default level, made files
/// a fifth to a half smaller and took three times as long: most of the time a picture took to
/// render (BENCHMARKS.md).
public enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The `Software` every PNG written here gives in its `tEXt` chunk.
    public static let software = "designer"

    /// The canvas as a PNG file: 8-bit RGBA, straight alpha, as every PNG reader expects.
    public static func encode(_ canvas: Canvas) -> [UInt8] {
        canvas.pixels.withUnsafeBufferPointer { pixels in
            encode(width: canvas.width, height: canvas.height) { row, line in
                // Straight alpha, as a PNG stores it, a row at a time.
                let start = row * canvas.width * 4
                for index in stride(from: 0, to: canvas.width * 4, by: 4) {
                    let source = start + index
                    let alpha = pixels[source + 3]
                    guard alpha < 255 else {
                        (line[index], line[index + 1], line[index + 2], line[index + 3]) = (
                            pixels[source], pixels[source + 1], pixels[source + 2], 255
                        )
                        continue
                    }
                    let pixel = Canvas.unpremultiply((pixels[source], pixels[source + 1], pixels[source + 2], alpha))
                    (line[index], line[index + 1], line[index + 2], line[index + 3]) = pixel
                }
            }
        }
    }

    /// The canvas's pixels as a PNG file holds them: straight-alpha RGBA.
    public static func straightPixels(of canvas: Canvas) -> [UInt8] {
        var straight = canvas.pixels
        straight.withUnsafeMutableBufferPointer { pixels in
            @inline(__always) func unpremultiply(_ index: Int) {
                guard pixels[index + 3] < 255 else { return }
                let pixel = Canvas.unpremultiply(
                    (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]))
                (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = pixel
            }
            // Opaque pixels, most of a picture, are the same either way: two are tested at once.
            let raw = UnsafeRawBufferPointer(pixels)
            let opaquePair: UInt64 = 0xFF00_0000_FF00_0000
            var index = 0
            while index + 8 <= pixels.count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & opaquePair != opaquePair {
                    unpremultiply(index)
                    unpremultiply(index + 4)
                }
                index += 8
            }
            if index + 4 <= pixels.count { unpremultiply(index) }
        }
        return straight
    }

    /// A PNG of straight-alpha RGBA pixels.
    public static func encode(width: Int, height: Int, straight: [UInt8]) -> [UInt8] {
        straight.withUnsafeBufferPointer { pixels in
            encode(width: width, height: height) { row, line in
                for index in 0..<(width * 4) { line[index] = pixels[row * width * 4 + index] }
            }
        }
    }

    /// A PNG of rows of straight-alpha RGBA pixels that `row` writes, given its number, into a
    /// buffer of `width × 4` bytes.
    private static func encode(
        width: Int, height: Int, row: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        let rowLength = width * 4
        var filtered = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        var lines = [UInt8](repeating: 0, count: 2 * max(rowLength, 1))
        filtered.withUnsafeMutableBufferPointer { output in
            lines.withUnsafeMutableBufferPointer { lines in
                guard let target = output.baseAddress, let buffers = lines.baseAddress else { return }
                for index in 0..<height {
                    let current = buffers + (index % 2) * rowLength
                    let previous = buffers + (1 - index % 2) * rowLength
                    row(index, current)
                    let line = target + index * (rowLength + 1)
                    if index > 0, memcmp(current, previous, rowLength) == 0 {
                        // Up: the bytes less those above, all zeros; the buffer holds zeros already.
                        line[0] = 2
                        continue
                    }
                    line[0] = 1
                    for byte in 0..<min(4, rowLength) { line[1 + byte] = current[byte] }
                    var byte = 4
                    while byte < rowLength {
                        line[1 + byte] = current[byte] &- current[byte - 4]
                        byte += 1
                    }
                }
            }
        }
        var output = signature
        var header: [UInt8] = []
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, not interlaced
        chunk("IHDR", header, into: &output)
        chunk("tEXt", Array("Software".utf8) + [0] + Array(software.utf8), into: &output)
        chunk("IDAT", Zlib.compress(filtered, level: 1), into: &output)
        chunk("IEND", [], into: &output)
        return output
    }

    static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let (distanceLeft, distanceUp, distanceUpLeft) = (
            abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)
        )
        if distanceLeft <= distanceUp, distanceLeft <= distanceUpLeft { return left }
        return distanceUp <= distanceUpLeft ? up : upLeft
    }

    private static func chunk(_ type: String, _ data: [UInt8], into output: inout [UInt8]) {
        output.append(bigEndian: UInt32(data.count))
        let typed = Array(type.utf8) + data
        output += typed
        output.append(bigEndian: Zlib.crc(typed))
    }
}

extension [UInt8] {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
