import Dispatch
import Graphics
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
        encode(canvas.pixels, width: canvas.width, height: canvas.height, premultiplied: true)
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
        encode(straight, width: width, height: height, premultiplied: false)
    }

    /// A PNG of the RGBA `pixels` of a picture `width` by `height`, premultiplied or straight:
    /// RGB when every pixel is opaque, RGBA otherwise. A picture of `bandedPixels` or more is
    /// filtered and deflated in two bands of rows at once, on two threads.
    private static func encode(_ pixels: [UInt8], width: Int, height: Int, premultiplied: Bool) -> [UInt8] {
        let opaque = pixels.withUnsafeBufferPointer(isOpaque)
        let bands = rows(of: height, in: width * height >= bandedPixels ? 2 : 1)
        let pieces = Mutex<[RowDeflater.Piece?]>(Array(repeating: nil, count: bands.count))
        DispatchQueue.concurrentPerform(iterations: bands.count) { band in
            let piece = pixels.withUnsafeBytes { bytes in
                self.piece(
                    of: PixelRows(bytes, first: 0, width: width, premultiplied: premultiplied), rows: bands[band],
                    opaque: opaque, isFirst: band == 0, isLast: band + 1 == bands.count)
            }
            pieces.withLock { $0[band] = piece }
        }
        let data = RowDeflater.stream(of: pieces.withLock { $0.compactMap { $0 } })
        return file(width: width, height: height, colorType: opaque ? 2 : 6, data: data)
    }

    /// A PNG of a picture `width` by `height` pixels drawn in `count` bands of rows (fewer if it
    /// has fewer rows), each drawn by `draw` and then filtered and deflated on the thread that drew
    /// it, as many at once as there are cores: the picture is never whole in memory, and its rows
    /// are encoded while others are still drawn. `draw` is given the rows of a band and the two
    /// above it, which the band's filters and matches look back at, and returns a canvas of them,
    /// transparent where nothing is drawn.
    static func encode(
        width: Int, height: Int, bands count: Int, drawing draw: @Sendable (Range<Int>) -> Canvas
    ) -> [UInt8] {
        let bands = rows(of: height, in: count)
        let drawn = Mutex<[(canvas: Canvas, opaquePiece: RowDeflater.Piece?)?]>(
            Array(repeating: nil, count: bands.count))
        DispatchQueue.concurrentPerform(iterations: bands.count) { band in
            let canvas = draw(max(0, bands[band].lowerBound - 2)..<bands[band].upperBound)
            // Most drawn screens are opaque: their bands are encoded as RGB at once, and again as
            // RGBA only if another band is not.
            let piece =
                canvas.pixels.withUnsafeBufferPointer(isOpaque)
                ? self.piece(
                    of: canvas, rows: bands[band], opaque: true, isFirst: band == 0, isLast: band + 1 == bands.count)
                : nil
            drawn.withLock { $0[band] = (canvas, piece) }
        }
        let results = drawn.withLock { $0.compactMap { $0 } }
        let opaquePieces = results.compactMap(\.opaquePiece)
        guard opaquePieces.count < bands.count else {
            return file(width: width, height: height, colorType: 2, data: RowDeflater.stream(of: opaquePieces))
        }
        let pieces = Mutex<[RowDeflater.Piece?]>(Array(repeating: nil, count: bands.count))
        DispatchQueue.concurrentPerform(iterations: bands.count) { band in
            let piece = self.piece(
                of: results[band].canvas, rows: bands[band], opaque: false, isFirst: band == 0,
                isLast: band + 1 == bands.count)
            pieces.withLock { $0[band] = piece }
        }
        return file(
            width: width, height: height, colorType: 6,
            data: RowDeflater.stream(of: pieces.withLock { $0.compactMap { $0 } }))
    }

    /// The fewest pixels a picture has for its rows to be filtered and deflated on two threads:
    /// fewer take less time than starting a thread.
    static let bandedPixels = 512 * 512

    /// `height` rows cut into `count` bands (fewer if there are fewer rows), in order.
    private static func rows(of height: Int, in count: Int) -> [Range<Int>] {
        let count = max(1, min(count, height))
        return (0..<count).map { (height * $0 / count)..<(height * ($0 + 1) / count) }
    }

    /// RGBA pixel rows in memory: `width` pixels a row, the first of them row `first` of the
    /// picture, premultiplied as a canvas holds them or straight as a PNG does.
    private struct PixelRows {
        let bytes: UnsafeRawBufferPointer
        let first: Int
        let width: Int
        let premultiplied: Bool

        init(_ bytes: UnsafeRawBufferPointer, first: Int, width: Int, premultiplied: Bool) {
            (self.bytes, self.first, self.width, self.premultiplied) = (bytes, first, width, premultiplied)
        }

        /// Whether the row above `row` is held too.
        func holdsRow(above row: Int) -> Bool { row > first }

        /// The pixels of row `row` of the picture; `nil` for a picture of rows without pixels.
        func row(_ row: Int) -> UnsafeRawPointer? {
            bytes.baseAddress.map { $0 + (row - first) * width * 4 }
        }
    }

    /// The canvas's rows `rows` as a piece of the stream; the canvas holds them, and the two rows
    /// above them unless they are the first.
    private static func piece(of canvas: Canvas, rows: Range<Int>, opaque: Bool, isFirst: Bool, isLast: Bool)
        -> RowDeflater.Piece
    {
        canvas.pixels.withUnsafeBytes { bytes in
            piece(
                of: PixelRows(bytes, first: canvas.originY, width: canvas.width, premultiplied: true), rows: rows,
                opaque: opaque, isFirst: isFirst, isLast: isLast)
        }
    }

    /// Rows `rows` of a picture filtered and deflated: a piece of its zlib stream. A band after
    /// the first is filtered from the row above it, which its matches may repeat as a decoder holds
    /// it; that row is filtered as the band before filtered it, from the row above that.
    private static func piece(of pixels: PixelRows, rows: Range<Int>, opaque: Bool, isFirst: Bool, isLast: Bool)
        -> RowDeflater.Piece
    {
        let filteredRows = (isFirst ? rows.lowerBound : rows.lowerBound - 1)..<rows.upperBound
        let stride = pixels.width * (opaque ? 3 : 4) + 1
        // One byte more than the rows, for the zero after the last pixel's differences.
        var filtered = [UInt8](repeating: 0, count: stride * filteredRows.count + 1)
        return filtered.withUnsafeMutableBufferPointer { output in
            if opaque {
                filterOpaque(pixels, rows: filteredRows, into: output)
            } else {
                filterStraight(pixels, rows: filteredRows, into: output)
            }
            return RowDeflater.piece(
                of: UnsafeBufferPointer(rebasing: output[0..<(stride * filteredRows.count)]), stride: stride,
                from: (rows.lowerBound - filteredRows.lowerBound) * stride, isFirst: isFirst, isLast: isLast)
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

    /// Filters opaque RGBA pixel rows `rows` into `target` (zeros) as RGB, from its start: a row
    /// like the one above is "up" (all zeros), any other "sub", where a pixel like its left
    /// neighbour is zeros too. Only pixels that differ from their left neighbours are written, a
    /// pixel's three differences at once with the alpha's zero after them.
    private static func filterOpaque(
        _ pixels: PixelRows, rows: Range<Int>, into target: UnsafeMutableBufferPointer<UInt8>
    ) {
        let width = pixels.width
        guard let target = target.baseAddress, width > 0 else { return }
        let (stride, pixelRow) = (width * 3 + 1, width * 4)
        for row in rows {
            let line = target + (row - rows.lowerBound) * stride
            guard let source = pixels.row(row) else { return }
            if pixels.holdsRow(above: row), memcmp(source, source - pixelRow, pixelRow) == 0 {
                line[0] = 2
                continue
            }
            line[0] = 1
            var left = source.loadUnaligned(as: UInt32.self)
            // The first pixel as it is, its alpha's place zero like those of the differences.
            UnsafeMutableRawPointer(line + 1).storeBytes(of: left & UInt32(littleEndian: 0x00FF_FFFF), as: UInt32.self)
            for column in 1..<width {
                let pixel = source.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
                guard pixel != left else { continue }
                UnsafeMutableRawPointer(line + 1 + column * 3).storeBytes(
                    of: bytewiseDifference(pixel, left), as: UInt32.self)
                left = pixel
            }
        }
    }

    /// Filters RGBA pixel rows `rows` into `target` (zeros) as straight RGBA, from its start: a
    /// row like the one above is "up" (all zeros), any other "sub".
    private static func filterStraight(
        _ pixels: PixelRows, rows: Range<Int>, into target: UnsafeMutableBufferPointer<UInt8>
    ) {
        let rowLength = pixels.width * 4
        guard let target = target.baseAddress, rowLength > 0 else { return }
        var lines = [UInt8](repeating: 0, count: 2 * rowLength)
        lines.withUnsafeMutableBufferPointer { lines in
            guard let buffers = lines.baseAddress else { return }
            /// Row `row` with straight alpha, into `line`.
            func straighten(_ row: Int, into line: UnsafeMutablePointer<UInt8>) {
                guard let source = pixels.row(row)?.assumingMemoryBound(to: UInt8.self) else { return }
                guard pixels.premultiplied else { return line.update(from: source, count: rowLength) }
                for index in stride(from: 0, to: rowLength, by: 4) {
                    let pixel = Canvas.unpremultiply(
                        (source[index], source[index + 1], source[index + 2], source[index + 3]))
                    (line[index], line[index + 1], line[index + 2], line[index + 3]) = pixel
                }
            }
            for (index, row) in rows.enumerated() {
                let current = buffers + (index % 2) * rowLength
                let previous = buffers + (1 - index % 2) * rowLength
                straighten(row, into: current)
                let line = target + index * (rowLength + 1)
                if pixels.holdsRow(above: row) {
                    if index == 0 { straighten(row - 1, into: previous) }
                    if memcmp(current, previous, rowLength) == 0 {
                        // Up: the bytes less those above, all zeros; the buffer holds zeros already.
                        line[0] = 2
                        continue
                    }
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

    /// Each byte of `value` less the byte of `subtracted` in its place, modulo 256, as a
    /// PNG filter subtracts: the four subtractions done at once, none borrowing from the next.
    @inline(__always)
    private static func bytewiseDifference(_ value: UInt32, _ subtracted: UInt32) -> UInt32 {
        let high: UInt32 = 0x8080_8080
        return ((value | high) &- (subtracted & ~high)) ^ ((value ^ ~subtracted) & high)
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
