import Graphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pixels in premultiplied RGBA, 8 bits per channel, covering a region of a larger image.
///
/// Blending is integer arithmetic throughout, so the same drawing gives the same bytes on
/// every machine.
public struct Canvas: Sendable {
    /// The region of the whole image this canvas covers, in pixels.
    public let originX: Int
    public let originY: Int
    /// The canvas's width in pixels.
    public let width: Int
    /// The canvas's height in pixels.
    public let height: Int
    /// Four bytes a pixel, row by row: red, green, blue, alpha, premultiplied.
    public internal(set) var pixels: [UInt8]

    /// A transparent canvas of `width` by `height` pixels at `originX`, `originY` of the whole image.
    public init(width: Int, height: Int, originX: Int = 0, originY: Int = 0) {
        self.init(width: width, height: height, originX: originX, originY: originY, reusing: [])
    }

    /// A transparent canvas whose pixels go in `buffer`'s memory (emptied) where it has room.
    init(width: Int, height: Int, originX: Int, originY: Int, reusing buffer: consuming [UInt8]) {
        self.originX = originX
        self.originY = originY
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height * 4
        // Moved, not copied: resizing a buffer shared with another would allocate a new one.
        var pixels = consume buffer
        guard pixels.capacity >= count else {
            // New memory, cleared where it is made: appending zeros made them in a buffer of their
            // own and copied them in, the system clearing and mapping the pages of both.
            self.pixels = Self.zeros(count)
            return
        }
        let kept = min(pixels.count, count)
        if pixels.count > count { pixels.removeLast(pixels.count - count) }
        if pixels.count < count { pixels += Self.zeros(count - pixels.count) }
        pixels.withUnsafeMutableBytes { bytes in
            _ = bytes.baseAddress.map { memset($0, 0, kept) }
        }
        self.pixels = pixels
    }

    /// `count` zero bytes, set all at once: appending a repeated zero goes a byte at a time
    /// through generic code in a debug build, where it took two thirds of a scene's drawing.
    private static func zeros(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.baseAddress.map { memset($0, 0, count) }
            initialized = count
        }
    }

    /// The pixel at `x`, `y` of the whole image, premultiplied.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let (localX, localY) = (x - originX, y - originY)
        guard localX >= 0, localY >= 0, localX < width, localY < height else { return (0, 0, 0, 0) }
        let index = (localY * width + localX) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The pixel at `x`, `y` with straight (not premultiplied) alpha, as a PNG stores it.
    public func straightPixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let pixel = pixel(x: x, y: y)
        return Canvas.unpremultiply(pixel)
    }

    static func unpremultiply(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> (
        red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    ) {
        let alpha = Int(pixel.3)
        guard alpha > 0, alpha < 255 else { return (pixel.0, pixel.1, pixel.2, pixel.3) }
        func channel(_ value: UInt8) -> UInt8 { UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha)) }
        return (channel(pixel.0), channel(pixel.1), channel(pixel.2), pixel.3)
    }

    /// Puts the pixels of `canvas` (a band of rows, or a layer) in their place, over whatever
    /// was there; the part that lies outside this canvas is left out.
    mutating func place(_ canvas: Canvas) {
        let startX = max(originX, canvas.originX)
        let endX = min(originX + width, canvas.originX + canvas.width)
        let startY = max(originY, canvas.originY)
        let endY = min(originY + height, canvas.originY + canvas.height)
        guard startX < endX, startY < endY else { return }
        if canvas.originX == originX, canvas.width == width, startY == canvas.originY,
            endY == canvas.originY + canvas.height
        {
            let start = (startY - originY) * width * 4
            pixels.replaceSubrange(start..<(start + canvas.pixels.count), with: canvas.pixels)
            return
        }
        for y in startY..<endY {
            let from = ((y - canvas.originY) * canvas.width + startX - canvas.originX) * 4
            let to = ((y - originY) * width + startX - originX) * 4
            pixels.replaceSubrange(
                to..<(to + (endX - startX) * 4), with: canvas.pixels[from..<(from + (endX - startX) * 4)])
        }
    }

    /// Blends `color` (premultiplied) over the pixel at local `index` with `coverage` 0...255.
    @inline(__always)
    mutating func blend(at index: Int, color: PremultipliedColor, coverage: Int) {
        guard coverage > 0 else { return }
        pixels.withUnsafeMutableBufferPointer { Canvas.blend($0, at: index, color: color, coverage: coverage) }
    }

    @inline(__always)
    static func blend(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int, color: PremultipliedColor, coverage: Int
    ) {
        blend(pixels, at: index, packed: color.packed, coverage: coverage)
    }

    /// Blends a premultiplied pixel, its four bytes read as one little-endian `UInt32`, over the
    /// pixel at `index`, with `coverage` 0...255: two channels at a time, each exactly as
    /// `multiply` rounds it.
    @inline(__always)
    static func blend(_ pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int, packed source: UInt32, coverage: Int)
    {
        guard let base = pixels.baseAddress else { return }
        let target = UnsafeMutableRawPointer(base + index)
        let factor = UInt32(truncatingIfNeeded: coverage)
        if factor == 255, source >> 24 == 255 {
            target.storeBytes(of: source, as: UInt32.self)
            return
        }
        let sourceRedBlue = multiplyLanes(source & 0x00FF_00FF, factor)
        let sourceGreenAlpha = multiplyLanes(source >> 8 & 0x00FF_00FF, factor)
        let keep = 255 - (sourceGreenAlpha >> 16)
        let destination = target.loadUnaligned(as: UInt32.self)
        let redBlue = sourceRedBlue + multiplyLanes(destination & 0x00FF_00FF, keep)
        let greenAlpha = sourceGreenAlpha + multiplyLanes(destination >> 8 & 0x00FF_00FF, keep)
        target.storeBytes(of: redBlue | greenAlpha << 8, as: UInt32.self)
    }

    /// Four packed premultiplied pixels blended over four others, each with its coverage, as
    /// `blend(_:at:packed:coverage:)` blends one.
    @inline(__always)
    static func blend(_ source: SIMD4<UInt32>, over destination: SIMD4<UInt32>, coverage: SIMD4<UInt32>)
        -> SIMD4<UInt32>
    {
        let lanes = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let sourceRedBlue = multiplyLanes(source & lanes, coverage)
        let sourceGreenAlpha = multiplyLanes(source &>> 8 & lanes, coverage)
        let keep = 255 &- (sourceGreenAlpha &>> 16)
        let redBlue = sourceRedBlue &+ multiplyLanes(destination & lanes, keep)
        let greenAlpha = sourceGreenAlpha &+ multiplyLanes(destination &>> 8 & lanes, keep)
        return redBlue | greenAlpha &<< 8
    }

    /// `multiplyLanes` on four packed pixels' lanes at once.
    @inline(__always)
    static func multiplyLanes(_ lanes: SIMD4<UInt32>, _ factor: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let halves = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let product = lanes &* factor &+ 0x0080_0080
        return (product &+ (product &>> 8 & halves)) &>> 8 & halves
    }

    /// `multiply` on the two values in the low bytes of each half of `lanes`: a product is at
    /// most 65,153 and its rounding sum 65,407, so no half carries into the other.
    @inline(__always)
    static func multiplyLanes(_ lanes: UInt32, _ factor: UInt32) -> UInt32 {
        let product = lanes &* factor &+ 0x0080_0080
        return (product &+ (product >> 8 & 0x00FF_00FF)) >> 8 & 0x00FF_00FF
    }

    /// Blends `color` over a rectangle whose edges may fall inside pixels: `columns` and `rows`
    /// give each column's and row's coverage (0...255) from `minX`, `minY` in the whole image.
    mutating func fill(
        columns: [Int], rows: [Int], minX: Int, minY: Int, color: PremultipliedColor
    ) {
        guard color.alpha > 0 else { return }
        let startX = max(minX, originX)
        let endX = min(minX + columns.count, originX + width)
        let startY = max(minY, originY)
        let endY = min(minY + rows.count, originY + height)
        guard startX < endX, startY < endY else { return }
        let opaque = color.alpha == 255
        // Columns a row covers wholly, as runs: in a wholly covered row of an opaque color, each
        // run is one copy of a row of the color; the other columns are blended one by one.
        var runs: [Range<Int>] = []
        var partial: [Int] = []
        var x = startX
        while x < endX {
            if opaque, columns[x - minX] == 255 {
                var end = x + 1
                while end < endX, columns[end - minX] == 255 { end += 1 }
                runs.append(x..<end)
                x = end
            } else {
                if columns[x - minX] > 0 { partial.append(x) }
                x += 1
            }
        }
        let longest = runs.map(\.count).max() ?? 0
        var colorRow = [UInt8](repeating: 0, count: longest * 4)
        for index in stride(from: 0, to: colorRow.count, by: 4) {
            (colorRow[index], colorRow[index + 1], colorRow[index + 2], colorRow[index + 3]) = (
                color.red, color.green, color.blue, 255
            )
        }
        pixels.withUnsafeMutableBufferPointer { pixels in
            let raw = UnsafeMutableRawBufferPointer(pixels)
            colorRow.withUnsafeBytes { colorRow in
                columns.withUnsafeBufferPointer { columns in
                    for y in startY..<endY {
                        let rowCoverage = rows[y - minY]
                        let base = (y - originY) * width - originX
                        if rowCoverage == 255, opaque {
                            for run in runs {
                                guard let target = raw.baseAddress, let source = colorRow.baseAddress else { break }
                                (target + (base + run.lowerBound) * 4).copyMemory(
                                    from: source, byteCount: run.count * 4)
                            }
                            for x in partial {
                                Canvas.blend(pixels, at: (base + x) * 4, color: color, coverage: columns[x - minX])
                            }
                            continue
                        }
                        for x in startX..<endX {
                            let coverage =
                                rowCoverage == 255 ? columns[x - minX] : Canvas.multiply(rowCoverage, columns[x - minX])
                            if coverage > 0 {
                                Canvas.blend(pixels, at: (base + x) * 4, color: color, coverage: coverage)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Blends `color` over every pixel the mask covers.
    mutating func fill(_ mask: CoverageMask, color: PremultipliedColor) {
        guard color.alpha > 0 else { return }
        let (canvasWidth, canvasHeight, canvasX, canvasY) = (width, height, originX, originY)
        // The columns of the mask that lie on the canvas.
        let firstColumn = max(0, canvasX - mask.originX)
        let endColumn = min(mask.width, canvasX + canvasWidth - mask.originX)
        guard firstColumn < endColumn else { return }
        let packed = color.packed
        let source = SIMD4<UInt32>(repeating: packed)
        pixels.withUnsafeMutableBufferPointer { pixels in
            mask.values.withUnsafeBufferPointer { values in
                guard let base = pixels.baseAddress, let coverages = values.baseAddress else { return }
                let bytes = UnsafeMutableRawPointer(base)
                for row in 0..<mask.height {
                    let y = mask.originY + row - canvasY
                    guard y >= 0, y < canvasHeight else { continue }
                    let maskRow = row * mask.width
                    let targetRow = y * canvasWidth + mask.originX - canvasX
                    var column = firstColumn
                    // Four pixels at a time; a coverage of 0 leaves a pixel exactly as it is.
                    while column + 4 <= endColumn {
                        let coverage = SIMD4<UInt32>(
                            UInt32(coverages[maskRow + column]), UInt32(coverages[maskRow + column + 1]),
                            UInt32(coverages[maskRow + column + 2]), UInt32(coverages[maskRow + column + 3]))
                        if coverage != SIMD4(repeating: 0) {
                            let offset = (targetRow + column) * 4
                            let destination = bytes.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
                            let blended = Canvas.blend(source, over: destination, coverage: coverage)
                            bytes.storeBytes(of: blended, toByteOffset: offset, as: SIMD4<UInt32>.self)
                        }
                        column += 4
                    }
                    while column < endColumn {
                        let coverage = Int(coverages[maskRow + column])
                        if coverage > 0 {
                            Canvas.blend(pixels, at: (targetRow + column) * 4, packed: packed, coverage: coverage)
                        }
                        column += 1
                    }
                }
            }
        }
    }

    /// Composites `layer` over this canvas, each pixel scaled by `opacity` (0...255) and by
    /// the mask's coverage where a mask is given.
    mutating func composite(_ layer: Canvas, opacity: Int, mask: CoverageMask?) {
        var startX = max(originX, layer.originX)
        var endX = min(originX + width, layer.originX + layer.width)
        var startY = max(originY, layer.originY)
        var endY = min(originY + height, layer.originY + layer.height)
        if let mask {
            // Outside the mask nothing shows.
            (startX, endX) = (max(startX, mask.originX), min(endX, mask.originX + mask.width))
            (startY, endY) = (max(startY, mask.originY), min(endY, mask.originY + mask.height))
        }
        guard startX < endX, startY < endY, opacity > 0 else { return }
        let (width, originX, originY) = (self.width, self.originX, self.originY)
        let maskValues = mask?.values ?? []
        let (maskWidth, maskX, maskY) = (mask?.width ?? 0, mask?.originX ?? 0, mask?.originY ?? 0)
        let masked = mask != nil
        let (shownWhole, opaque) = (!masked && opacity == 255, SIMD4<UInt32>(repeating: 255))
        layer.pixels.withUnsafeBytes { raw in
            maskValues.withUnsafeBufferPointer { coverages in
                pixels.withUnsafeMutableBufferPointer { target in
                    for y in startY..<endY {
                        let sourceRow = (y - layer.originY) * layer.width - layer.originX
                        let targetRow = (y - originY) * width - originX
                        let maskRow = (y - maskY) * maskWidth - maskX
                        var x = startX
                        // Four pixels at a time: the same arithmetic on four lanes, with no branch
                        // (a coverage of 0 leaves a pixel as it is, exactly).
                        if let targetBase = target.baseAddress {
                            let targetBytes = UnsafeMutableRawPointer(targetBase)
                            while x + 4 <= endX {
                                let source = raw.loadUnaligned(
                                    fromByteOffset: (sourceRow + x) * 4, as: SIMD4<UInt32>.self)
                                let offset = (targetRow + x) * 4
                                // Most of a layer is clear, or opaque and shown whole: nothing to
                                // blend (a clear pixel leaves the one below as it is, exactly).
                                if source == .zero {
                                    x += 4
                                    continue
                                }
                                if shownWhole, source &>> 24 == opaque {
                                    targetBytes.storeBytes(of: source, toByteOffset: offset, as: SIMD4<UInt32>.self)
                                    x += 4
                                    continue
                                }
                                var coverage = SIMD4<UInt32>(repeating: UInt32(opacity))
                                if masked {
                                    let index = maskRow + x
                                    let values = SIMD4<UInt32>(
                                        UInt32(coverages[index]), UInt32(coverages[index + 1]),
                                        UInt32(coverages[index + 2]), UInt32(coverages[index + 3]))
                                    let product = coverage &* values &+ 128
                                    coverage = (product &+ (product &>> 8)) &>> 8
                                }
                                let destination = targetBytes.loadUnaligned(
                                    fromByteOffset: offset, as: SIMD4<UInt32>.self)
                                let blended = Canvas.blend(source, over: destination, coverage: coverage)
                                targetBytes.storeBytes(of: blended, toByteOffset: offset, as: SIMD4<UInt32>.self)
                                x += 4
                            }
                        }
                        while x < endX {
                            let pixel = raw.loadUnaligned(fromByteOffset: (sourceRow + x) * 4, as: UInt32.self)
                            let coverage = masked ? Canvas.multiply(opacity, Int(coverages[maskRow + x])) : opacity
                            if pixel >> 24 > 0, coverage > 0 {
                                Canvas.blend(target, at: (targetRow + x) * 4, packed: pixel, coverage: coverage)
                            }
                            x += 1
                        }
                    }
                }
            }
        }
    }

    /// Scales every pixel by the mask's coverage; pixels outside the mask become transparent.
    mutating func mask(by mask: CoverageMask) {
        for y in 0..<height {
            for x in 0..<width {
                let coverage = mask.coverage(x: x + originX, y: y + originY)
                guard coverage < 255 else { continue }
                let index = (y * width + x) * 4
                for channel in index..<(index + 4) {
                    pixels[channel] = UInt8(Canvas.multiply(Int(pixels[channel]), coverage))
                }
            }
        }
    }

    /// `a × b / 255`, rounded, for 0...255 values.
    @inline(__always)
    static func multiply(_ a: Int, _ b: Int) -> Int {
        let product = a * b + 128
        return (product + (product >> 8)) >> 8
    }
}

/// A color with its channels multiplied by its alpha, 0...255.
struct PremultipliedColor: Sendable, Equatable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8
    let alpha: UInt8

    /// The four bytes as a pixel holds them, read as one little-endian `UInt32`.
    var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ color: Color, opacity: Double = 1) {
        let (red, green, blue, alpha8) = color.rgba8
        let alpha = min(max(Int(pixels: (Double(alpha8) * opacity).rounded()), 0), 255)
        self.init(
            red: UInt8(Canvas.multiply(Int(red), alpha)), green: UInt8(Canvas.multiply(Int(green), alpha)),
            blue: UInt8(Canvas.multiply(Int(blue), alpha)), alpha: UInt8(alpha))
    }
}
