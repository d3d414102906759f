import Foundation
import Graphics
import TestTools
import Testing

@testable import Rendering

/// A picture big enough to be deflated in two bands at once, read back by our decoder and by
/// another one.
@Suite struct PNGBandsTests {
    /// An opaque canvas of `width` by `height` with what makes a deflater work at the rows where
    /// the bands meet: flat color, rows repeating the one above, noise like a photograph's, and a
    /// run that crosses from one row to the next.
    static func canvas(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let noise = UInt8(truncatingIfNeeded: state >> 40)
                let pixel: [UInt8] =
                    switch (x * 4 / width, y % 7) {
                    case (0, _): [40, 90, 200, 255]
                    case (1, 0...3): [UInt8(x % 256), UInt8(y % 256), 7, 255]
                    case (2, _): [noise, noise / 2, 255 - noise, 255]
                    default: [UInt8(y / 3 % 256), 10, 10, 255]
                    }
                canvas.pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: pixel)
            }
        }
        return canvas
    }

    /// The zlib stream of a PNG file: its IDAT chunks' data.
    static func imageData(of file: [UInt8]) -> [UInt8] {
        var data: [UInt8] = []
        var offset = 8
        while offset + 8 <= file.count {
            let length = file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if Array(file[(offset + 4)..<(offset + 8)]) == Array("IDAT".utf8) {
                data += file[(offset + 8)..<(offset + 8 + length)]
            }
            offset += 12 + length
        }
        return data
    }

    @Test(
        "a big picture is deflated in two bands that decode to its pixels",
        arguments: [(600, 600), (1_201, 437), (513, 512)])
    func bandsDecode(width: Int, height: Int) throws {
        #expect(width * height >= PNGEncoder.bandedPixels)
        let canvas = Self.canvas(width: width, height: height)
        let file = PNGEncoder.encode(canvas)
        // The first band ends on a whole byte with an empty stored block, zlib's sync flush.
        let data = Self.imageData(of: file)
        #expect(data.indices.dropLast(4).contains { Array(data[$0..<($0 + 4)]) == [0, 0, 0xFF, 0xFF] })
        #expect(try PNGDecoder.decodeStraight(file).pixels == PNGEncoder.straightPixels(of: canvas))
    }

    @Test("a small picture is deflated in one piece")
    func smallPictureIsOnePiece() throws {
        let canvas = Self.canvas(width: 100, height: 80)
        let data = Self.imageData(of: PNGEncoder.encode(canvas))
        let rows = try #require(Zlib.decompress(data, expectedLength: (100 * 3 + 1) * 80))
        let whole = rows.withUnsafeBufferPointer { RowDeflater.compress($0, stride: 100 * 3 + 1) }
        #expect(data == whole)
    }

    @Test("Python's zlib and Pillow read a banded picture's pixels", .needs(.pillow))
    func anotherDecoderReadsBands() throws {
        let (width, height) = (700, 520)
        let canvas = Self.canvas(width: width, height: height)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designer-bands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (picture, expected) = (folder.appendingPathComponent("bands.png"), folder.appendingPathComponent("rgb"))
        let file = PNGEncoder.encode(canvas)
        try Data(file).write(to: picture)
        try Data(Self.imageData(of: file)).write(to: folder.appendingPathComponent("idat"))
        var rgb: [UInt8] = []
        for index in stride(from: 0, to: canvas.pixels.count, by: 4) { rgb += canvas.pixels[index..<(index + 3)] }
        try Data(rgb).write(to: expected)
        let script = """
            import sys, zlib
            from PIL import Image
            folder = sys.argv[1]
            rows = zlib.decompress(open(folder + "/idat", "rb").read())
            assert len(rows) == \(height) * (\(width) * 3 + 1), len(rows)
            image = Image.open(folder + "/bands.png")
            image.load()
            assert image.mode == "RGB" and image.size == (\(width), \(height)), (image.mode, image.size)
            print("same" if image.tobytes() == open(folder + "/rgb", "rb").read() else "different")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.pillow.executable())
        process.arguments = ["-c", script, folder.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: printed, as: UTF8.self) == "same\n")
    }

    /// A drawing across the rows where four bands meet: text, a shadow, nested translucent groups
    /// with rounded clips, and an image, over a white background, or with the last 40 points
    /// bare where the background is not whole.
    static func drawing(wholeBackground: Bool) throws -> Drawing {
        let (scene, _) = try RenderingTests.drawing(
            String(decoding: try Examples.read("standard-views.json"), as: UTF8.self))
        let size = Size(width: max(scene.size.width, 300), height: max(scene.size.height, 300) + 40)
        let height = wholeBackground ? size.height : size.height - 40
        let shadowed = DrawingCommand.group(
            DrawingGroup(
                shadow: Shadow(color: .black, opacity: 0.6, offset: Size(width: 0, height: 3), radius: 8),
                commands: [
                    .fill(.roundedRect(Rect(x: 20, y: 60, width: 120, height: 180), cornerRadius: 12), .color(.orange))
                ]))
        let nested = DrawingCommand.group(
            DrawingGroup(
                alpha: 0.7, clip: .roundedRect(Rect(x: 150, y: 40, width: 130, height: 220), cornerRadius: 30),
                commands: [
                    .fill(.rect(Rect(x: 150, y: 40, width: 130, height: 220)), .color(.blue.withAlpha(0.5))),
                    .group(
                        DrawingGroup(
                            alpha: 0.5,
                            clip: .roundedRect(Rect(x: 160, y: 100, width: 100, height: 120), cornerRadius: 9),
                            commands: [.fill(.rect(Rect(x: 0, y: 0, width: 300, height: 300)), .color(.red))])),
                ]))
        let image = DrawingCommand.image(
            ImageDrawing(image: Image(path: "stripes"), rect: Rect(x: 30, y: 120, width: 250, height: 90)))
        return Drawing(
            size: size,
            commands: [.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: height)), .color(.white))]
                + scene.commands + [shadowed, nested, image])
    }

    /// Stripes of translucent color, for `drawing(background:)`'s image.
    static let stripes = Bitmap(
        width: 25, height: 9, scale: 1,
        straightRGBA: (0..<(25 * 9)).flatMap { (index: Int) -> [UInt8] in
            [UInt8(index * 7 % 256), 90, UInt8(index % 25 * 10), 200]
        })

    @Test(
        "a picture drawn in bands at once is the picture drawn whole, opaque or not",
        arguments: [(whole: true, colorType: UInt8(2)), (whole: false, colorType: 6)])
    func bandsDrawnAtOnceAreThePictureDrawnWhole(background: (whole: Bool, colorType: UInt8)) throws {
        let drawing = try Self.drawing(wholeBackground: background.whole)
        let renderer = RasterRenderer(scale: 3, images: ["stripes": Self.stripes])
        let whole = try renderer.render(drawing)
        #expect(whole.width * whole.height >= PNGEncoder.bandedPixels && whole.height >= RasterRenderer.pngBands)
        let file = try renderer.png(drawing)
        // Only the last band is translucent when the background is not whole: all are RGBA.
        #expect(file[25] == background.colorType)
        #expect(Self.imageData(of: file).count > 0)
        #expect(try PNGDecoder.decodeStraight(file).pixels == PNGEncoder.straightPixels(of: whole))
    }

    /// Rows in pairs, each pair its noise a shade lighter than the pair above: within a pair a row
    /// repeats the one above it ("up", all zeros), and across pairs its differences repeat those
    /// above ("sub"), so the first row of a band matches the row above it only as the band
    /// before filtered that row, from the row above that.
    @Test("bands drawn apart hold the rows their filters and matches look back at")
    func bandsDrawnApartHoldTheRowsAbove() throws {
        let (width, height) = (300, 600)
        var whole = Canvas(width: width, height: height)
        var state: UInt32 = 0x1234_5678
        let noise: [UInt8] = (0..<(width * 4)).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        for row in 0..<height {
            for index in 0..<(width * 4) {
                whole.pixels[row * width * 4 + index] =
                    index % 4 == 3 ? 255 : noise[index] &+ UInt8(truncatingIfNeeded: row / 2 * 10)
            }
        }
        let file = PNGEncoder.encode(width: width, height: height, bands: 4) { [whole] rows in
            var band = Canvas(width: width, height: rows.count, originY: rows.lowerBound)
            band.pixels = Array(whole.pixels[(rows.lowerBound * width * 4)..<(rows.upperBound * width * 4)])
            return band
        }
        #expect(try PNGDecoder.decodeStraight(file).pixels == whole.pixels)
    }
}
