import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes canvases as PNG files: 8-bit RGB when every pixel is opaque, as a drawn screen is, and
/// RGBA otherwise; each row filtered as the row above it ("up", all zeros) when it repeats it
/// and by its left neighbours ("sub") otherwise; deflated by `RowDeflater`; and no chunk that
/// could differ between runs (no time), so one drawing always gives the same bytes. Each file says
/// it was written by designer, in a `tEXt` chunk `Software: designer` (`software`), which
/// `PNGDecoder.software(of:)` reads: so designer tells the pictures it wrote (a `render`'s output)
/// from an author's images.
///
/// Choosing the smallest of the five filters for every row, at zlib's default level, made files
/// a fifth to a half smaller and took three times as long; zlib's fastest level still took most of
/// the time a picture took to render (BENCHMARKS.md).
public enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The `Software` every PNG written here gives in its `tEXt` chunk.
    public static let software = "designer"

    /// The canvas as a PNG file, straight alpha, as every PNG reader expects.
    public static func encode(_ canvas: Canvas) -> [UInt8] {
        canvas.pixels.withUnsafeBufferPointer { pixels in
            let width = canvas.width
            guard isOpaque(pixels) else {
                return encode(width: width, height: canvas.height) { row, line in
                    // Straight alpha, as a PNG stores it, a row at a time.
                    let start = row * width * 4
                    for index in stride(from: 0, to: width * 4, by: 4) {
                        let source = start + index
                        let pixel = Canvas.unpremultiply(
                            (pixels[source], pixels[source + 1], pixels[source + 2], pixels[source + 3]))
                        (line[index], line[index + 1], line[index + 2], line[index + 3]) = pixel
                    }
                }
            }
            return encodeOpaque(canvas.pixels, width: width, height: canvas.height)
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
            guard isOpaque(pixels) else {
                return encode(width: width, height: height) { row, line in
                    for index in 0..<(width * 4) { line[index] = pixels[row * width * 4 + index] }
                }
            }
            return encodeOpaque(straight, width: width, height: height)
        }
    }

    /// Whether every pixel of RGBA `pixels` is opaque, two tested at once.
    private static func isOpaque(_ pixels: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(pixels)
        let opaquePair = UInt64(littleEndian: 0xFF00_0000_FF00_0000)
        var index = 0
        while index + 8 <= pixels.count {
            guard raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & opaquePair == opaquePair else {
                return false
            }
            index += 8
        }
        return index + 4 > pixels.count || pixels[index + 3] == 255
    }

    /// A PNG of opaque RGBA `pixels` as RGB, filtered straight from them: a row like the one
    /// above is "up" (all zeros), any other "sub", where a pixel like its left neighbour is zeros
    /// too. The filtered rows start as zeros, so only pixels that differ from their left
    /// neighbours are written, a pixel's three differences at once with the alpha's zero after them.
    ///
    /// A picture of `bandedPixels` or more is filtered and deflated in two bands of rows at once,
    /// on two threads, the first band's blocks ending on a whole byte (`RowDeflater.piece`): the
    /// second band's matches reach back into the first's last row, as a decoder holds it.
    private static func encodeOpaque(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 3 + 1
        let bands = width * height >= bandedPixels && height >= 2 ? 2 : 1
        // Each band's rows, from its first row; a band after the first begins one row earlier,
        // the row above it, which its matches may repeat.
        let starts = (0..<bands).map { height * $0 / bands }
        let pieces = Mutex<[RowDeflater.Piece?]>(Array(repeating: nil, count: bands))
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let first = starts[band]
            let rows = max(0, first - 1)..<(band + 1 < bands ? starts[band + 1] : height)
            // One byte more than the rows, for the zero after the last pixel's differences.
            var filtered = [UInt8](repeating: 0, count: stride * rows.count + 1)
            let piece = filtered.withUnsafeMutableBufferPointer { output in
                pixels.withUnsafeBytes { source in
                    filterOpaque(source, width: width, rows: rows, into: output)
                }
                return RowDeflater.piece(
                    of: UnsafeBufferPointer(rebasing: output[0..<(stride * rows.count)]), stride: stride,
                    from: (first - rows.lowerBound) * stride, isFirst: band == 0, isLast: band + 1 == bands)
            }
            pieces.withLock { $0[band] = piece }
        }
        let data = RowDeflater.stream(of: pieces.withLock { $0.compactMap { $0 } })
        return file(width: width, height: height, colorType: 2, data: data)
    }

    /// The fewest pixels a picture has for its rows to be filtered and deflated on two threads:
    /// fewer take less time than starting a thread.
    static let bandedPixels = 512 * 512

    /// Filters the opaque RGBA pixel rows `rows` into `target` (zeros), RGB, from its start.
    private static func filterOpaque(
        _ pixels: UnsafeRawBufferPointer, width: Int, rows: Range<Int>, into target: UnsafeMutableBufferPointer<UInt8>
    ) {
        guard let target = target.baseAddress, let source = pixels.baseAddress, width > 0 else { return }
        let (stride, pixelRow) = (width * 3 + 1, width * 4)
        for row in rows {
            let line = target + (row - rows.lowerBound) * stride
            let pixels = source + row * pixelRow
            if row > 0, memcmp(pixels, pixels - pixelRow, pixelRow) == 0 {
                line[0] = 2
                continue
            }
            line[0] = 1
            var left = pixels.loadUnaligned(as: UInt32.self)
            // The first pixel as it is, its alpha's place zero like those of the differences.
            UnsafeMutableRawPointer(line + 1).storeBytes(of: left & UInt32(littleEndian: 0x00FF_FFFF), as: UInt32.self)
            for column in 1..<width {
                let pixel = pixels.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                guard pixel != left else { continue }
                UnsafeMutableRawPointer(line + 1 + column * 3).storeBytes(
                    of: bytewiseDifference(pixel, left), as: UInt32.self)
                left = pixel
            }
        }
    }

    /// Each byte of `value` less the byte of `subtracted` in its place, modulo 256, as a
    /// PNG filter subtracts: the four subtractions done at once, none borrowing from the next.
    @inline(__always)
    private static func bytewiseDifference(_ value: UInt32, _ subtracted: UInt32) -> UInt32 {
        let high: UInt32 = 0x8080_8080
        return ((value | high) &- (subtracted & ~high)) ^ ((value ^ ~subtracted) & high)
    }

    /// A PNG of rows of straight-alpha RGBA pixels that `row` writes, given its number, into a
    /// buffer of `width × 4` bytes.
    private static func encode(
        width: Int, height: Int, row: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        let (channels, rowLength) = (4, width * 4)
        var filtered = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        var lines = [UInt8](repeating: 0, count: 2 * max(rowLength, 1))
        let data = filtered.withUnsafeMutableBufferPointer { output in
            lines.withUnsafeMutableBufferPointer { lines in
                guard let target = output.baseAddress, let buffers = lines.baseAddress else { return [UInt8]() }
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
                    for byte in 0..<min(channels, rowLength) { line[1 + byte] = current[byte] }
                    var byte = channels
                    while byte < rowLength {
                        line[1 + byte] = current[byte] &- current[byte - channels]
                        byte += 1
                    }
                }
                return RowDeflater.compress(UnsafeBufferPointer(output), stride: rowLength + 1)
            }
        }
        return file(width: width, height: height, colorType: 6, data: data)
    }

    /// A PNG file of 8-bit `colorType` pixels (2 for RGB, 6 for RGBA) whose filtered rows
    /// deflate to `data`.
    private static func file(width: Int, height: Int, colorType: UInt8, data: [UInt8]) -> [UInt8] {
        var output = signature
        var header: [UInt8] = []
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        // 8 bits, the color type, deflate, adaptive filtering, not interlaced
        header += [8, colorType, 0, 0, 0]
        chunk("IHDR", header, into: &output)
        chunk("tEXt", Array("Software".utf8) + [0] + Array(software.utf8), into: &output)
        chunk("IDAT", data, into: &output)
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
