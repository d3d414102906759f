/// A decoded image: premultiplied RGBA pixels, 8 bits per channel.
public struct Bitmap: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// How many pixels make a point: 2 for an `@2x` image.
    public let scale: Double
    /// Four bytes a pixel, row by row: red, green, blue, alpha, premultiplied.
    public let pixels: [UInt8]

    /// An image of premultiplied `pixels`.
    public init(width: Int, height: Int, scale: Double = 1, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// A bitmap from straight-alpha RGBA pixels.
    public init(width: Int, height: Int, scale: Double = 1, straightRGBA: [UInt8]) {
        var pixels = straightRGBA
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[index + 3])
            guard alpha < 255 else { continue }
            for channel in 0..<3 {
                pixels[index + channel] = UInt8(Canvas.multiply(Int(pixels[index + channel]), alpha))
            }
        }
        self.init(width: width, height: height, scale: scale, pixels: pixels)
    }

    /// The premultiplied pixel at `x`, `y`, clamped to the edges, with bilinear filtering.
    @inline(__always)
    func sample(x: Double, y: Double) -> (Int, Int, Int, Int) {
        sample(Self.axis(x, length: width), Self.axis(y, length: height))
    }

    /// Where a sample at `coordinate` reads along an axis of `length` pixels: the pixel at or
    /// before it, the next one (the same at the edge), and the next one's weight of 256; 0 when
    /// the coordinate is a pixel's centre, which is then read as it is.
    @inline(__always)
    static func axis(_ coordinate: Double, length: Int) -> (first: Int, second: Int, weight: Int) {
        // NaN, from a degenerate stretch, samples the first pixel.
        let clamped = coordinate.isNaN ? 0 : min(max(coordinate - 0.5, 0), Double(length - 1))
        let first = Int(clamped)
        return (first, min(first + 1, length - 1), Int(((clamped - Double(first)) * 256).rounded()))
    }

    /// The premultiplied pixel between the pixels `axis(_:length:)` gave across and down.
    @inline(__always)
    func sample(
        _ across: (first: Int, second: Int, weight: Int), _ down: (first: Int, second: Int, weight: Int)
    ) -> (Int, Int, Int, Int) {
        pixels.withUnsafeBufferPointer { Self.sample($0, width: width, across, down) }
    }

    /// The premultiplied pixel between the pixels `axis(_:length:)` gave across and down, of the
    /// `width` pixels a row of `pixels`: what a loop over many samples reads, its buffer held once.
    @inline(__always)
    static func sample(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, _ across: (first: Int, second: Int, weight: Int),
        _ down: (first: Int, second: Int, weight: Int)
    ) -> (Int, Int, Int, Int) {
        let (x0, x1, wx, y0, y1, wy) = (
            across.first, across.second, across.weight, down.first, down.second, down.weight
        )
        guard wx != 0 || wy != 0 else {
            // A pixel's centre: the filter's sum is the pixel itself.
            let index = (y0 * width + x0) * 4
            return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]), Int(pixels[index + 3]))
        }
        // The four channels at once: a sum is at most 255 × 256 × 256 + 32,768, well inside 32 bits.
        @inline(__always)
        func pixel(_ x: Int, _ y: Int) -> SIMD4<UInt32> {
            let index = (y * width + x) * 4
            return SIMD4(
                UInt32(pixels[index]), UInt32(pixels[index + 1]), UInt32(pixels[index + 2]), UInt32(pixels[index + 3]))
        }
        // Each weight of 256: of the second column and row, and of the first.
        let (second, lower) = (SIMD4<UInt32>(repeating: UInt32(wx)), SIMD4<UInt32>(repeating: UInt32(wy)))
        let (first, upper) = (256 &- second, 256 &- lower)
        let top = pixel(x0, y0) &* first &+ pixel(x1, y0) &* second
        let bottom = pixel(x0, y1) &* first &+ pixel(x1, y1) &* second
        let sum = (top &* upper &+ bottom &* lower &+ 32768) &>> 16
        return (Int(sum[0]), Int(sum[1]), Int(sum[2]), Int(sum[3]))
    }
}
