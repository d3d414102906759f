/// How an image differs from its reference, pixel by pixel, as a snapshot check needs it: how
/// many pixels differ by more than a tolerated amount, and a picture of where.
public struct ImageDifference: Sendable {
    /// The image as recorded.
    public let reference: Bitmap
    /// The image as drawn now.
    public let actual: Bitmap
    /// The largest difference in any channel that still counts as the same pixel.
    public let pixelTolerance: Int
    /// Pixels whose largest channel difference exceeds `pixelTolerance`; every pixel of the
    /// larger image when the sizes differ.
    public let differingPixels: Int
    /// The largest difference in any channel of any pixel, 0 to 255.
    public let largestDifference: Int

    /// Compares two images; `pixelTolerance` (0 to 255) lets antialiasing drift pass.
    public init(reference: Bitmap, actual: Bitmap, pixelTolerance: Int = 0) {
        self.reference = reference
        self.actual = actual
        self.pixelTolerance = pixelTolerance
        guard reference.width == actual.width, reference.height == actual.height else {
            differingPixels = max(reference.width * reference.height, actual.width * actual.height)
            largestDifference = 255
            return
        }
        var differing = 0
        var largest = 0
        reference.pixels.withUnsafeBufferPointer { expected in
            actual.pixels.withUnsafeBufferPointer { found in
                var index = 0
                while index < expected.count {
                    var difference = 0
                    for channel in index..<index + 4 {
                        difference = max(difference, abs(Int(expected[channel]) - Int(found[channel])))
                    }
                    if difference > pixelTolerance { differing += 1 }
                    largest = max(largest, difference)
                    index += 4
                }
            }
        }
        differingPixels = differing
        largestDifference = largest
    }

    /// Whether both images have the same width and height.
    public var sizesMatch: Bool { reference.width == actual.width && reference.height == actual.height }

    /// The pixels `picture()` marks red: those that differ beyond the tolerance where both
    /// images lie, and every pixel only one of them covers. Unlike `differingPixels`, images of
    /// two sizes are compared where they overlap.
    public var markedPixels: Int {
        if sizesMatch { return differingPixels }
        let (width, height) = (min(reference.width, actual.width), min(reference.height, actual.height))
        var marked = max(reference.width, actual.width) * max(reference.height, actual.height) - width * height
        for y in 0..<height {
            for x in 0..<width {
                if difference(x: x, y: y) > pixelTolerance { marked += 1 }
            }
        }
        return marked
    }

    /// The largest difference in any channel of the pixel at `x`, `y`, which both images cover.
    private func difference(x: Int, y: Int) -> Int {
        let (expected, found) = ((y * reference.width + x) * 4, (y * actual.width + x) * 4)
        return (0..<4).reduce(0) { largest, channel in
            max(largest, abs(Int(reference.pixels[expected + channel]) - Int(actual.pixels[found + channel])))
        }
    }

    /// The pixels of the larger image.
    public var pixelCount: Int { max(reference.width * reference.height, actual.width * actual.height) }

    /// The share of pixels that differ, 0 to 1.
    public var differingShare: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// The reference, faded to light gray, with each pixel that differs beyond the tolerance in
    /// red and each that differs within it in yellow; where the sizes differ, the area only one
    /// image covers is red.
    public func picture() -> Canvas {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let target = (y * width + x) * 4
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                guard inReference, inActual else {
                    canvas.pixels.replaceSubrange(target..<target + 4, with: [255, 0, 0, 255])
                    continue
                }
                let expected = (y * reference.width + x) * 4
                let difference = difference(x: x, y: y)
                let pixel: [UInt8]
                if difference > pixelTolerance {
                    pixel = [255, 0, 0, 255]
                } else if difference > 0 {
                    pixel = [255, 200, 0, 255]
                } else {
                    // Luma of the premultiplied pixel over white, faded three quarters of the way to white.
                    let alpha = Int(reference.pixels[expected + 3])
                    let red = Int(reference.pixels[expected]) + 255 - alpha
                    let green = Int(reference.pixels[expected + 1]) + 255 - alpha
                    let blue = Int(reference.pixels[expected + 2]) + 255 - alpha
                    let luma = (red * 299 + green * 587 + blue * 114) / 1000
                    let faded = UInt8(255 - (255 - luma) / 4)
                    pixel = [faded, faded, faded, 255]
                }
                canvas.pixels.replaceSubrange(target..<target + 4, with: pixel)
            }
        }
        return canvas
    }
}
