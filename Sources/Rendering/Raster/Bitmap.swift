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
        // NaN, from a degenerate stretch, samples the first pixel.
        let fx = x.isNaN ? 0 : min(max(x - 0.5, 0), Double(width - 1))
        let fy = y.isNaN ? 0 : min(max(y - 0.5, 0), Double(height - 1))
        let x0 = Int(fx)
        let y0 = Int(fy)
        let x1 = min(x0 + 1, width - 1)
        let y1 = min(y0 + 1, height - 1)
        let wx = Int(((fx - Double(x0)) * 256).rounded())
        let wy = Int(((fy - Double(y0)) * 256).rounded())
        var result = (0, 0, 0, 0)
        func channel(_ offset: Int) -> Int {
            let a = Int(pixels[(y0 * width + x0) * 4 + offset])
            let b = Int(pixels[(y0 * width + x1) * 4 + offset])
            let c = Int(pixels[(y1 * width + x0) * 4 + offset])
            let d = Int(pixels[(y1 * width + x1) * 4 + offset])
            let top = a * (256 - wx) + b * wx
            let bottom = c * (256 - wx) + d * wx
            return (top * (256 - wy) + bottom * wy + 32768) >> 16
        }
        result = (channel(0), channel(1), channel(2), channel(3))
        return result
    }
}
