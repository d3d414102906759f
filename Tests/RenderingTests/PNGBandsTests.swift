import Foundation
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
}
