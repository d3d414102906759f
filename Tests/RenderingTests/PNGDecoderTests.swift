import DesignerCore
import Inspectable
import ProgressBars
import Testing

@testable import Rendering

/// PNG files built by hand: a header, scanlines deflated (raw, filter 0, unless `filters` gives
/// each one's filter), and an end.
enum PNGFixture {
    static func file(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false, scanlines: [[UInt8]],
        filters: [UInt8]? = nil, extra: [(String, [UInt8])] = []
    ) -> [UInt8] {
        var header: [UInt8] = []
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var output = PNGEncoder.signature
        chunk("IHDR", header, &output)
        for (type, data) in extra { chunk(type, data, &output) }
        let filtered = zip(filters ?? Array(repeating: 0, count: scanlines.count), scanlines).flatMap { [$0] + $1 }
        chunk("IDAT", Zlib.compress(filtered), &output)
        chunk("IEND", [], &output)
        return output
    }

    static func chunk(_ type: String, _ data: [UInt8], _ output: inout [UInt8]) {
        output.append(bigEndian: UInt32(data.count))
        let typed = Array(type.utf8) + data
        output += typed
        output.append(bigEndian: Zlib.crc(typed))
    }

    /// Straight RGBA of a decoded bitmap.
    static func pixels(_ bitmap: Bitmap) throws -> [[UInt8]] {
        let canvas = try RasterRenderer(scale: 1, images: ["x": bitmap]).render(
            Drawing(
                size: Size(width: Double(bitmap.width), height: Double(bitmap.height)),
                commands: [
                    .image(
                        ImageDrawing(
                            image: Image(path: "x"),
                            rect: Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)),
                            leftCapWidth: 0, topCapHeight: 0))
                ]))
        return (0..<bitmap.height).flatMap { y in
            (0..<bitmap.width).map { x in
                let pixel = canvas.straightPixel(x: x, y: y)
                return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
    }
}

@Suite("PNG decoding")
struct PNGDecoderTests {
    @Test func everyColorTypeAndDepth() throws {
        let cases: [(String, [UInt8], [[UInt8]])] = [
            (
                "gray 8", PNGFixture.file(width: 2, height: 1, bitDepth: 8, colorType: 0, scanlines: [[0, 255]]),
                [[0, 0, 0, 255], [255, 255, 255, 255]]
            ),
            (
                "gray 1", PNGFixture.file(width: 3, height: 1, bitDepth: 1, colorType: 0, scanlines: [[0b1010_0000]]),
                [[255, 255, 255, 255], [0, 0, 0, 255], [255, 255, 255, 255]]
            ),
            (
                "gray 4", PNGFixture.file(width: 2, height: 1, bitDepth: 4, colorType: 0, scanlines: [[0x0F]]),
                [[0, 0, 0, 255], [255, 255, 255, 255]]
            ),
            (
                "gray 16", PNGFixture.file(width: 1, height: 1, bitDepth: 16, colorType: 0, scanlines: [[0x80, 0xFF]]),
                [[128, 128, 128, 255]]
            ),
            (
                "gray and alpha",
                PNGFixture.file(width: 1, height: 1, bitDepth: 8, colorType: 4, scanlines: [[200, 255]]),
                [[200, 200, 200, 255]]
            ),
            (
                "RGB", PNGFixture.file(width: 1, height: 1, bitDepth: 8, colorType: 2, scanlines: [[255, 149, 0]]),
                [[255, 149, 0, 255]]
            ),
            (
                "RGB 16",
                PNGFixture.file(width: 1, height: 1, bitDepth: 16, colorType: 2, scanlines: [[255, 0, 149, 0, 0, 0]]),
                [[255, 149, 0, 255]]
            ),
            (
                "RGBA",
                PNGFixture.file(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: [[10, 20, 30, 255]]),
                [[10, 20, 30, 255]]
            ),
            (
                "RGBA 16",
                PNGFixture.file(
                    width: 1, height: 1, bitDepth: 16, colorType: 6, scanlines: [[10, 0, 20, 0, 30, 0, 255, 255]]),
                [[10, 20, 30, 255]]
            ),
            (
                "palette with transparency",
                PNGFixture.file(
                    width: 2, height: 1, bitDepth: 2, colorType: 3, scanlines: [[0b0001_0000]],
                    extra: [("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [0])]),
                [[0, 0, 0, 0], [0, 0, 255, 255]]
            ),
            (
                "RGB with a transparent key",
                PNGFixture.file(
                    width: 2, height: 1, bitDepth: 8, colorType: 2, scanlines: [[1, 2, 3, 4, 5, 6]],
                    extra: [("tRNS", [0, 1, 0, 2, 0, 3])]),
                [[0, 0, 0, 0], [4, 5, 6, 255]]
            ),
        ]
        for (name, file, expected) in cases {
            let bitmap = try PNGDecoder.decode(file)
            #expect(try PNGFixture.pixels(bitmap) == expected, "\(name)")
        }
    }

    /// Rows filtered by the average of left and above (3) and by Paeth's predictor (4), undone,
    /// RGB and RGBA: the first pixel of a row has nothing on its left, the first row nothing
    /// above. Values from a few levels make the predictor's ties, which go to left, then up.
    @Test(arguments: [UInt8(3), 4], [(colorType: UInt8(2), step: 3), (colorType: 6, step: 4)])
    func averageAndPaethRowsAreUndone(filter: UInt8, pixel: (colorType: UInt8, step: Int)) throws {
        let (width, height, step) = (40, 12, pixel.step)
        var state: UInt32 = 0x9E37_79B9
        let raw: [[UInt8]] = (0..<height).map { y in
            (0..<width * step).map { index in
                state = state &* 1_664_525 &+ 1_013_904_223
                // Rows of few levels tie; the others are noise like a photograph's.
                return y % 3 == 0 ? UInt8((state >> 29) % 5) * 60 : UInt8(truncatingIfNeeded: state >> 24)
            }
        }
        let filtered: [[UInt8]] = (0..<height).map { y in
            let above = y > 0 ? raw[y - 1] : [UInt8](repeating: 0, count: width * step)
            return raw[y].indices.map { index in
                let left = index >= step ? Int(raw[y][index - step]) : 0
                let upLeft = index >= step ? Int(above[index - step]) : 0
                let up = Int(above[index])
                let predicted = filter == 3 ? (left + up) / 2 : PNGEncoder.paeth(left, up, upLeft)
                return raw[y][index] &- UInt8(predicted)
            }
        }
        let decoded = try PNGDecoder.decodeStraight(
            PNGFixture.file(
                width: width, height: height, bitDepth: 8, colorType: pixel.colorType, scanlines: filtered,
                filters: Array(repeating: filter, count: height)))
        let expected: [UInt8] = raw.flatMap { row in
            stride(from: 0, to: row.count, by: step).flatMap { Array(row[$0..<$0 + step]) + (step == 3 ? [255] : []) }
        }
        #expect(decoded.pixels == expected)
    }

    @Test func adam7InterlacedImagesDecode() throws {
        // 9 × 9 gray pixels whose value is their position; each Adam7 pass holds its own pixels.
        let (width, height) = (9, 9)
        let value = { (x: Int, y: Int) in UInt8(y * width + x) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var scanlines: [[UInt8]] = []
        for (startX, startY, stepX, stepY) in passes {
            for y in stride(from: startY, to: height, by: stepY) {
                let row = stride(from: startX, to: width, by: stepX).map { value($0, y) }
                if !row.isEmpty { scanlines.append(row) }
            }
        }
        let bitmap = try PNGDecoder.decode(
            PNGFixture.file(
                width: width, height: height, bitDepth: 8, colorType: 0, interlaced: true, scanlines: scanlines))
        let expected: [[UInt8]] = (0..<height).flatMap { y in
            (0..<width).map { x in [value(x, y), value(x, y), value(x, y), 255] }
        }
        #expect(try PNGFixture.pixels(bitmap) == expected)
    }

    @Test func whatWeEncodeDecodesToTheSamePixels() throws {
        let (drawing, _) = try drawing(String(decoding: try Examples.read("scene.json"), as: UTF8.self))
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        let bitmap = try PNGDecoder.decode(PNGEncoder.encode(canvas))
        #expect(bitmap.width == canvas.width && bitmap.height == canvas.height)
        #expect(bitmap.pixels == canvas.pixels)
    }

    /// Image data whose chunks' checksums hold but whose zlib checksum does not: an image in a
    /// document is refused; a snapshot, whose pixels are compared anyway, may be read without it.
    @Test(arguments: [(UInt8(2), [UInt8]([1, 2, 3])), (UInt8(6), [UInt8]([1, 2, 3, 4]))])
    func imageDataMustMatchItsZlibChecksum(colorType: UInt8, pixel: [UInt8]) throws {
        var data = Zlib.compress([0] + pixel)
        data[data.count - 1] ^= 0x01
        var header: [UInt8] = []
        header.append(bigEndian: 1)
        header.append(bigEndian: 1)
        header += [8, colorType, 0, 0, 0]
        var file = PNGEncoder.signature
        PNGFixture.chunk("IHDR", header, &file)
        PNGFixture.chunk("IDAT", data, &file)
        PNGFixture.chunk("IEND", [], &file)
        #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(file) }
        let unchecked = try PNGDecoder.decodeStraight(file, checked: false)
        #expect(unchecked.pixels == (colorType == 6 ? pixel : pixel + [255]))
    }

    @Test func damagedFilesSayWhatIsWrong() {
        let good = PNGFixture.file(width: 1, height: 1, bitDepth: 8, colorType: 2, scanlines: [[1, 2, 3]])
        var badChecksum = good
        badChecksum[20] ^= 0xFF
        // The second chunk's type, at byte 37, has a byte that is no letter (and no text).
        var badType = good
        badType[40] = 0xE2
        var header: [UInt8] = []
        header.append(bigEndian: 5000)
        header.append(bigEndian: 5000)
        header += [8, 6, 0, 0, 0]
        var huge = PNGEncoder.signature
        PNGFixture.chunk("IHDR", header, &huge)
        let cases: [([UInt8], String)] = [
            (Array("GIF89a".utf8), "it is not a PNG file"),
            (badChecksum, "the PNG file is damaged: chunk IHDR fails its checksum"),
            (Array(good.prefix(good.count - 16)), "the PNG file is damaged: chunk IDAT is cut short"),
            (badType, "the PNG file is damaged: a chunk's type at byte 37 is not four letters"),
            (huge, "it is 5000×5000 pixels, more than the 16777216 pixels an image may have"),
            (
                PNGFixture.file(width: 1, height: 1, bitDepth: 4, colorType: 2, scanlines: [[0]]),
                "color type 2 at 4 bits is not supported"
            ),
            (
                PNGFixture.file(width: 2, height: 2, bitDepth: 8, colorType: 2, scanlines: [[1, 2, 3]]),
                "the PNG file is damaged: its image data does not inflate to 2×2 pixels"
            ),
            (
                PNGFixture.file(
                    width: 1, height: 1, bitDepth: 8, colorType: 3, scanlines: [[5]], extra: [("PLTE", [0, 0, 0])]),
                "the PNG file is damaged: a pixel names a color the palette lacks"
            ),
        ]
        for (bytes, message) in cases {
            do {
                _ = try PNGDecoder.decode(bytes)
                Issue.record("decoded: \(message)")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}
