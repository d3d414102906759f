import Testing

@testable import Rendering

/// The PNG encoder's own deflate and its Huffman codes, read back through zlib's inflate.
@Suite struct PNGEncoderTests {
    /// Filtered rows of a kind, `stride` bytes each (the filter byte included), from a fixed seed.
    static func rows(_ kind: String, stride: Int, count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var bytes: [UInt8] = []
        for row in 0..<count {
            bytes.append(1)
            for column in 1..<stride {
                switch kind {
                case "noise": bytes.append(next())
                case "flat": bytes.append(0)
                case "stripes": bytes.append(column % 97 < 40 ? 0 : UInt8(column % 7))
                // A row like the one above, but for a changing span.
                default: bytes.append(column >= row && column < row + 5 ? next() : UInt8(column % 13))
                }
            }
        }
        return bytes
    }

    @Test(
        "the stream inflates to the rows, checksum and all",
        arguments: [
            ("noise", 301, 40), ("flat", 2_561, 30), ("stripes", 1_000, 20), ("above", 600, 50),
            // Rows longer than deflate's window, and more symbols than one block holds.
            ("above", 40_000, 3), ("noise", 20_000, 8), ("flat", 1, 1), ("noise", 2, 3),
        ])
    func roundTrip(kind: String, stride: Int, count: Int) {
        let rows = Self.rows(kind, stride: stride, count: count)
        let stream = rows.withUnsafeBufferPointer { RowDeflater.compress($0, stride: stride) }
        #expect(Zlib.decompress(stream, expectedLength: rows.count) == rows)
    }

    @Test("flat rows take a few bytes each")
    func flatRowsAreSmall() {
        let rows = Self.rows("flat", stride: 2_561, count: 100)
        let stream = rows.withUnsafeBufferPointer { RowDeflater.compress($0, stride: 2_561) }
        #expect(stream.count < 600)
    }

    @Test("no code is longer than its limit, and every code is complete")
    func codeLengths() {
        // Fibonacci frequencies make the deepest Huffman trees.
        var fibonacci = [1, 1]
        while fibonacci.count < 40 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (frequencies, limit) in [(fibonacci, 15), (fibonacci, 7), ([5, 1, 1, 0], 15), ([0, 0, 9], 7), ([], 15)] {
            let code = HuffmanCode(frequencies: frequencies, limit: limit)
            #expect(code.lengths.allSatisfy { $0 <= limit })
            let used = code.lengths.filter { $0 > 0 }
            let kraft = used.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            #expect(used.isEmpty ? frequencies.isEmpty : kraft == 1, "\(frequencies) within \(limit) bits")
        }
        #expect(HuffmanCode(frequencies: [5, 1, 1, 0], limit: 15).lengths == [1, 2, 2, 0])
    }

    @Test("an opaque canvas is written as RGB, one with transparency as RGBA, both read back alike")
    func colorTypes() throws {
        var opaque = Canvas(width: 5, height: 4)
        var clear = Canvas(width: 5, height: 4)
        for index in stride(from: 0, to: opaque.pixels.count, by: 4) {
            let value = UInt8(index * 7 % 256)
            opaque.pixels.replaceSubrange(index..<index + 4, with: [value, 255 - value, value / 2, 255])
            clear.pixels.replaceSubrange(index..<index + 4, with: [value / 2, value / 3, 0, index < 8 ? 0 : 200])
        }
        for (canvas, colorType) in [(opaque, UInt8(2)), (clear, 6)] {
            let file = PNGEncoder.encode(canvas)
            #expect(file[25] == colorType)
            #expect(try PNGDecoder.decodeStraight(file).pixels == PNGEncoder.straightPixels(of: canvas))
            let straight = PNGEncoder.straightPixels(of: canvas)
            let again = PNGEncoder.encode(width: canvas.width, height: canvas.height, straight: straight)
            #expect(try PNGDecoder.decodeStraight(again).pixels == straight)
        }
    }
}
