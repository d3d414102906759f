import Inspectable

/// Pixels in premultiplied RGBA, 8 bits per channel, covering a region of a larger image.
///
/// Blending is integer arithmetic throughout, so the same drawing gives the same bytes on
/// every machine.
public struct Canvas: Sendable {
    /// The region of the whole image this canvas covers, in pixels.
    public let originX: Int
    public let originY: Int
    public let width: Int
    public let height: Int
    /// Four bytes a pixel, row by row: red, green, blue, alpha, premultiplied.
    public internal(set) var pixels: [UInt8]

    public init(width: Int, height: Int, originX: Int = 0, originY: Int = 0) {
        self.originX = originX
        self.originY = originY
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
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

    /// Puts the rows of `band`, a canvas as wide as this one, in their place.
    mutating func place(_ band: Canvas) {
        guard band.width == width, band.originX == originX, band.originY >= originY,
            band.originY + band.height <= originY + height
        else { return }
        let start = (band.originY - originY) * width * 4
        pixels.replaceSubrange(start..<(start + band.pixels.count), with: band.pixels)
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
        if coverage == 255, color.alpha == 255 {
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            pixels[index + 3] = 255
            return
        }
        let alpha = multiply(Int(color.alpha), coverage)
        let keep = 255 - alpha
        pixels[index] = UInt8(multiply(Int(color.red), coverage) + multiply(Int(pixels[index]), keep))
        pixels[index + 1] = UInt8(multiply(Int(color.green), coverage) + multiply(Int(pixels[index + 1]), keep))
        pixels[index + 2] = UInt8(multiply(Int(color.blue), coverage) + multiply(Int(pixels[index + 2]), keep))
        pixels[index + 3] = UInt8(alpha + multiply(Int(pixels[index + 3]), keep))
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
        pixels.withUnsafeMutableBufferPointer { pixels in
            mask.values.withUnsafeBufferPointer { values in
                for row in 0..<mask.height {
                    let y = mask.originY + row - canvasY
                    guard y >= 0, y < canvasHeight else { continue }
                    for column in 0..<mask.width {
                        let x = mask.originX + column - canvasX
                        guard x >= 0, x < canvasWidth else { continue }
                        let coverage = Int(values[row * mask.width + column])
                        if coverage > 0 {
                            Canvas.blend(pixels, at: (y * canvasWidth + x) * 4, color: color, coverage: coverage)
                        }
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
        layer.pixels.withUnsafeBufferPointer { source in
            maskValues.withUnsafeBufferPointer { coverages in
                pixels.withUnsafeMutableBufferPointer { target in
                    for y in startY..<endY {
                        let sourceRow = (y - layer.originY) * layer.width - layer.originX
                        let targetRow = (y - originY) * width - originX
                        let maskRow = (y - maskY) * maskWidth - maskX
                        for x in startX..<endX {
                            let from = (sourceRow + x) * 4
                            let alpha = source[from + 3]
                            guard alpha > 0 else { continue }
                            let coverage = masked ? Canvas.multiply(opacity, Int(coverages[maskRow + x])) : opacity
                            guard coverage > 0 else { continue }
                            let color = PremultipliedColor(
                                red: source[from], green: source[from + 1], blue: source[from + 2], alpha: alpha)
                            Canvas.blend(target, at: (targetRow + x) * 4, color: color, coverage: coverage)
                        }
                    }
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
