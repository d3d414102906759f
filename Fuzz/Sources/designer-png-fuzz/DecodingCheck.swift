import Rendering

/// What the PNG decoder promises for any bytes: an image whose size and pixels agree, or an
/// error; never a crash, and never more memory than the largest image it accepts needs.
///
/// A decoded image must be at least 1 × 1, no larger than `PNGDecoder.maximumPixels`, and hold
/// 4 bytes a pixel; premultiplied as drawing uses it, no color may exceed its alpha; and written
/// again as a PNG it must read back the same.
enum DecodingCheck {
    /// A size in pixels.
    typealias Size = (width: Int, height: Int)
    /// An image as the decoder gives it: straight-alpha RGBA, 8 bits a channel.
    typealias Image = (width: Int, height: Int, pixels: [UInt8])

    /// Decodes `bytes`, stopping the process with what is wrong if the result breaks a promise.
    /// `expected` is the size of a file built to be well-formed, which must decode.
    static func check(_ bytes: [UInt8], what: String, expected: Size? = nil) {
        // Read from every PNG under a folder `serve` lists: any bytes, or their start, are safe.
        _ = PNGDecoder.software(of: bytes)
        _ = PNGDecoder.software(of: Array(bytes.prefix(4096)))
        let image: Image
        do {
            image = try PNGDecoder.decodeStraight(bytes)
        } catch {
            if expected != nil { fatalError("\(what): it is well-formed, yet the decoder fails: \(error)") }
            return
        }
        if let problem = problem(with: image, expected: expected) { fatalError("\(what): \(problem)") }
    }

    /// What is wrong with an image the decoder gave, if anything.
    private static func problem(with image: Image, expected: Size?) -> String? {
        let (width, height, pixels) = image
        let size = "\(width)×\(height)"
        if let expected, expected != (width, height) {
            return "a \(expected.width)×\(expected.height) PNG decodes as \(size)"
        }
        guard (1...PNGDecoder.maximumPixels).contains(width), (1...PNGDecoder.maximumPixels).contains(height),
            width * height <= PNGDecoder.maximumPixels
        else {
            return "the decoder gave a \(size) image, outside 1...\(PNGDecoder.maximumPixels) pixels"
        }
        guard pixels.count == width * height * 4 else {
            return "a \(size) image has \(pixels.count) bytes of pixels instead of \(width * height * 4)"
        }
        let bitmap = Bitmap(width: width, height: height, straightRGBA: pixels)
        guard bitmap.width == width, bitmap.height == height, bitmap.pixels.count == pixels.count else {
            return "the premultiplied \(size) image is \(bitmap.width)×\(bitmap.height) of \(bitmap.pixels.count) bytes"
        }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = bitmap.pixels[index + 3]
            guard alpha == pixels[index + 3], (0..<3).allSatisfy({ bitmap.pixels[index + $0] <= alpha }) else {
                return
                    "pixel \(index / 4) premultiplies as \(bitmap.pixels[index..<index + 4]) from \(pixels[index..<index + 4])"
            }
        }
        let written = PNGEncoder.encode(width: width, height: height, straight: pixels)
        guard PNGDecoder.software(of: written) == PNGEncoder.software else {
            return "the \(size) image, written again as a PNG, does not say designer wrote it"
        }
        guard let again = try? PNGDecoder.decodeStraight(written),
            again.width == width, again.height == height, again.pixels == pixels
        else {
            return "the \(size) image, written again as a PNG, does not read back the same"
        }
        return nil
    }
}
