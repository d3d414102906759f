/// A well-formed PNG file built from any bytes: its color type, bit depth, interlacing, size,
/// palette, transparency, row filters and samples are all taken from the bytes, its checksums
/// are right and its image data is a valid zlib stream of the exact length the header implies.
///
/// Random bytes almost never make such a file, yet it is what reaches the decoder's filters,
/// sample depths, palettes and Adam7 passes; the decoder must read every one of them.
///
///     let png = SyntheticPNG(from: input)
///     let image = try PNGDecoder.decodeStraight(png.bytes)   // png.width × png.height
struct SyntheticPNG: CustomStringConvertible {
    let width: Int
    let height: Int
    let colorType: UInt8
    let bitDepth: UInt8
    let interlaced: Bool
    /// The file.
    private(set) var bytes: [UInt8] = []

    /// The bit depths the standard allows for each color type.
    static let depths: [(colorType: UInt8, bitDepths: [UInt8])] = [
        (0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16]),
    ]

    init(from input: [UInt8]) {
        var reader = Reader(input)
        let (colorType, bitDepths) = Self.depths[Int(reader.next()) % Self.depths.count]
        self.colorType = colorType
        bitDepth = bitDepths[Int(reader.next()) % bitDepths.count]
        let flags = reader.next()
        interlaced = flags & 1 == 1
        width = 1 + Int(reader.next()) % 64
        height = 1 + Int(reader.next()) % 64
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
        let bitsPerPixel = channels * Int(bitDepth)

        bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let size = [width, height].flatMap { Self.bigEndian(UInt32($0)) }
        append("IHDR", size + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
        if colorType == 3 {
            // Every index the depth can hold names a color, so that no pixel is out of range.
            append("PLTE", (0..<3 << Int(bitDepth)).map { _ in reader.next() })
        }
        if flags & 2 == 2 {
            switch colorType {
            case 0: append("tRNS", [reader.next(), reader.next()])
            case 2: append("tRNS", (0..<6).map { _ in reader.next() })
            case 3: append("tRNS", (0..<Int(reader.next()) % (1 + 1 << Int(bitDepth))).map { _ in reader.next() })
            default: break
            }
        }
        var raw: [UInt8] = []
        for pass in interlaced ? Self.adam7 : [(0, 0, 1, 1)] {
            let columns = (width - pass.x + pass.dx - 1) / pass.dx
            let rows = (height - pass.y + pass.dy - 1) / pass.dy
            guard columns > 0, rows > 0 else { continue }
            for _ in 0..<rows {
                raw.append(reader.next() % 5)
                raw += (0..<(columns * bitsPerPixel + 7) / 8).map { _ in reader.next() }
            }
        }
        let stream = Self.zlibStream(raw)
        // Image data split in two chunks where the input says, as encoders may split it.
        let split = Int(reader.next()) * stream.count / 256
        append("IDAT", Array(stream[..<split]))
        append("IDAT", Array(stream[split...]))
        append("IEND", [])
    }

    /// What the file is: "a 3×5 PNG of color type 3 at 2 bits, interlaced".
    var description: String {
        "a \(width)×\(height) PNG of color type \(colorType) at \(bitDepth) bits\(interlaced ? ", interlaced" : "")"
    }

    /// The seven Adam7 passes: origin and step in x and y.
    private static let adam7 = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ].map { (x: $0.0, y: $0.1, dx: $0.2, dy: $0.3) }

    private mutating func append(_ type: String, _ data: [UInt8]) {
        let typed = Array(type.utf8) + data
        bytes += Self.bigEndian(UInt32(data.count)) + typed + Self.bigEndian(Checksums.crc32(typed))
    }

    /// `data` as a zlib stream of stored (uncompressed) blocks.
    private static func zlibStream(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(Checksums.adler32(data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// The input's bytes one at a time, then zeros.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> UInt8 {
            defer { position += 1 }
            return position < bytes.count ? bytes[position] : 0
        }
    }
}
