/// Reads PNG files into bitmaps: every color type and bit depth of the standard, palettes with
/// transparency, and Adam7 interlacing; a file that is damaged or too large is an error that
/// says what is wrong with it.
public enum PNGDecoder {
    /// The most pixels an image may have (4096 × 4096).
    public static let maximumPixels = 4096 * 4096

    /// Why a file cannot be decoded.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notPNG
        case damaged(String)
        case tooLarge(width: Int, height: Int)
        case unsupported(String)

        /// The reason, as a message ends with it.
        public var description: String {
            switch self {
            case .notPNG: "it is not a PNG file"
            case .damaged(let reason): "the PNG file is damaged: \(reason)"
            case .tooLarge(let width, let height):
                "it is \(width)×\(height) pixels, more than the \(PNGDecoder.maximumPixels) pixels an image may have"
            case .unsupported(let what): "\(what) is not supported"
            }
        }
    }

    /// The image in a PNG file, premultiplied, at `scale` pixels a point.
    public static func decode(_ bytes: [UInt8], scale: Double = 1) throws(Failure) -> Bitmap {
        let image = try decodeStraight(bytes)
        return Bitmap(width: image.width, height: image.height, scale: scale, straightRGBA: image.pixels)
    }

    /// The image's pixels as the file holds them: straight-alpha RGBA, 8 bits per channel.
    ///
    /// - Parameter checked: Whether the image data must match its zlib checksum too; a reader
    ///   that compares the pixels with others (a snapshot's) may leave that out, as the chunks'
    ///   own checksums are checked either way.
    public static func decodeStraight(
        _ bytes: [UInt8], checked: Bool = true
    ) throws(Failure) -> (width: Int, height: Int, pixels: [UInt8]) {
        guard bytes.starts(with: PNGEncoder.signature) else { throw .notPNG }
        var position = 8
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var data: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = Int(readUInt32(bytes, position))
            let typeBytes = bytes[position + 4..<position + 8]
            // A chunk's type is four letters; any other byte is damage, and unprintable in a message.
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }) else {
                throw .damaged("a chunk's type at byte \(position + 4) is not four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let start = position + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw .damaged("chunk \(type) is cut short") }
            let body = Array(bytes[start..<start + length])
            guard Zlib.crc(Array(bytes[position + 4..<start + length])) == readUInt32(bytes, start + length) else {
                throw .damaged("chunk \(type) fails its checksum")
            }
            switch type {
            case "IHDR": header = try Header(body)
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": data += body
            case "IEND": position = bytes.count
            default: break
            }
            position = start + length + 4
        }
        guard let header else { throw .damaged("it has no header") }
        guard !data.isEmpty else { throw .damaged("it has no image data") }
        let rgba = try header.pixels(from: data, palette: palette, transparency: transparency, checked: checked)
        return (header.width, header.height, rgba)
    }

    /// The width and height a PNG file's header gives, without decoding it; `nil` when it does
    /// not begin as a PNG file does.
    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes.starts(with: PNGEncoder.signature), bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        return (Int(readUInt32(bytes, 16)), Int(readUInt32(bytes, 20)))
    }

    /// The `Software` a PNG file's `tEXt` chunk before its image data gives (`designer` for one
    /// `PNGEncoder` wrote), without decoding it or checking its checksums: `nil` when there is
    /// none, and when `bytes` (the start of a file is enough) does not begin as a PNG file does.
    public static func software(of bytes: [UInt8]) -> String? {
        guard bytes.starts(with: PNGEncoder.signature) else { return nil }
        var position = 8
        while position + 8 <= bytes.count {
            let length = Int(readUInt32(bytes, position))
            let (type, start) = (bytes[position + 4..<position + 8], position + 8)
            if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return nil }
            guard start + length <= bytes.count else { return nil }
            let body = bytes[start..<start + length]
            if type.elementsEqual("tEXt".utf8), let zero = body.firstIndex(of: 0),
                body[..<zero].elementsEqual("Software".utf8)
            {
                // tEXt is Latin-1, whose code points are its bytes.
                return String(String.UnicodeScalarView(body[(zero + 1)...].map { Unicode.Scalar($0) }))
            }
            position = start + length + 4
        }
        return nil
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    private struct Header {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colorType: Int
        let interlaced: Bool

        init(_ body: [UInt8]) throws(Failure) {
            guard body.count == 13 else { throw .damaged("its header has the wrong length") }
            width = Int(PNGDecoder.readUInt32(body, 0))
            height = Int(PNGDecoder.readUInt32(body, 4))
            bitDepth = Int(body[8])
            colorType = Int(body[9])
            interlaced = body[12] == 1
            guard width > 0, height > 0 else { throw .damaged("it is \(width)×\(height) pixels") }
            guard width <= PNGDecoder.maximumPixels, height <= PNGDecoder.maximumPixels,
                width * height <= PNGDecoder.maximumPixels
            else { throw .tooLarge(width: width, height: height) }
            let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard let depths = allowed[colorType], depths.contains(bitDepth) else {
                throw .unsupported("color type \(colorType) at \(bitDepth) bits")
            }
            guard body[10] == 0, body[11] == 0, body[12] <= 1 else {
                throw .unsupported("its compression or filter method")
            }
        }

        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
        var bitsPerPixel: Int { channels * bitDepth }
        var bytesPerPixel: Int { max(1, bitsPerPixel / 8) }

        func rowLength(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

        /// The seven Adam7 passes, or the whole image: origin and step in x and y.
        var passes: [(x: Int, y: Int, dx: Int, dy: Int)] {
            interlaced
                ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
                : [(0, 0, 1, 1)]
        }

        func pixels(from data: [UInt8], palette: [UInt8], transparency: [UInt8], checked: Bool) throws(Failure)
            -> [UInt8]
        {
            let sizes = passes.map { pass in
                (width: (width - pass.x + pass.dx - 1) / pass.dx, height: (height - pass.y + pass.dy - 1) / pass.dy)
            }
            let expected = sizes.reduce(0) {
                $0 + ($1.width > 0 && $1.height > 0 ? (rowLength($1.width) + 1) * $1.height : 0)
            }
            guard var raw = Zlib.decompress(data, expectedLength: expected, checked: checked) else {
                throw .damaged("its image data does not inflate to \(width)×\(height) pixels")
            }
            if bitDepth == 8, !interlaced, colorType == 6 || colorType == 2 && transparency.isEmpty {
                return try rgbaRows(&raw)
            }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            var offset = 0
            for (pass, size) in zip(passes, sizes) where size.width > 0 && size.height > 0 {
                let length = rowLength(size.width)
                var previous = [UInt8](repeating: 0, count: length)
                for row in 0..<size.height {
                    let filter = raw[offset]
                    var line = Array(raw[offset + 1..<offset + 1 + length])
                    offset += length + 1
                    try unfilter(&line, previous: previous, filter: filter)
                    for column in 0..<size.width {
                        let target = ((pass.y + row * pass.dy) * width + pass.x + column * pass.dx) * 4
                        let pixel = try color(of: line, at: column, palette: palette, transparency: transparency)
                        (rgba[target], rgba[target + 1], rgba[target + 2], rgba[target + 3]) = pixel
                    }
                    previous = line
                }
            }
            return rgba
        }

        /// The pixels of 8-bit RGBA or RGB (made opaque) without interlacing, as this package
        /// writes them: the rows unfiltered where they were inflated, then copied without their
        /// filter bytes.
        private func rgbaRows(_ raw: inout [UInt8]) throws(Failure) -> [UInt8] {
            let channels = self.channels
            let length = width * channels
            for row in 0..<height where raw[row * (length + 1)] > 4 {
                throw .damaged("a row has the unknown filter \(raw[row * (length + 1)])")
            }
            return raw.withUnsafeMutableBufferPointer { raw in
                let zeros = [UInt8](repeating: 0, count: length)
                return zeros.withUnsafeBufferPointer { zeros in
                    [UInt8](unsafeUninitializedCapacity: width * height * 4) { rgba, initialized in
                        var previous = zeros
                        for row in 0..<height {
                            let start = row * (length + 1)
                            let line = UnsafeMutableBufferPointer(rebasing: raw[start + 1..<start + 1 + length])
                            Self.unfilter(line, previous: previous, filter: raw[start], step: channels)
                            let target = UnsafeMutableBufferPointer(
                                rebasing: rgba[row * width * 4..<(row + 1) * width * 4])
                            if channels == 4 {
                                _ = target.initialize(fromContentsOf: line)
                            } else {
                                for column in 0..<width {
                                    let (from, to) = (column * 3, column * 4)
                                    (target[to], target[to + 1], target[to + 2], target[to + 3]) = (
                                        line[from], line[from + 1], line[from + 2], 255
                                    )
                                }
                            }
                            previous = UnsafeBufferPointer(line)
                        }
                        initialized = width * height * 4
                    }
                }
            }
        }

        private func unfilter(_ line: inout [UInt8], previous: [UInt8], filter: UInt8) throws(Failure) {
            guard filter <= 4 else { throw .damaged("a row has the unknown filter \(filter)") }
            let step = bytesPerPixel
            line.withUnsafeMutableBufferPointer { line in
                previous.withUnsafeBufferPointer { previous in
                    Self.unfilter(line, previous: previous, filter: filter, step: step)
                }
            }
        }

        /// Undoes a row's filter (at most 4) in place, given the row above it unfiltered.
        private static func unfilter(
            _ line: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, filter: UInt8, step: Int
        ) {
            let count = line.count
            switch filter {
            case 1:
                for index in min(step, count)..<count { line[index] &+= line[index - step] }
            case 2:
                for index in 0..<count { line[index] &+= previous[index] }
            case 3:
                // The first pixel has nothing on its left; the others are summed without asking.
                let first = min(step, count)
                for index in 0..<first { line[index] &+= UInt8(Int(previous[index]) / 2) }
                for index in first..<count {
                    line[index] &+= UInt8((Int(line[index - step]) + Int(previous[index])) / 2)
                }
            case 4 where (step == 3 || step == 4) && count % step == 0:
                unfilterPaethPixels(line, previous: previous, step: step)
            case 4:
                let first = min(step, count)
                for index in 0..<first { line[index] &+= UInt8(PNGEncoder.paeth(0, Int(previous[index]), 0)) }
                for index in first..<count {
                    let paeth = PNGEncoder.paeth(
                        Int(line[index - step]), Int(previous[index]), Int(previous[index - step]))
                    line[index] &+= UInt8(paeth)
                }
            default:
                break
            }
        }

        /// Undoes the Paeth filter of a row of pixels of `step` bytes (RGB or RGBA, 8 bits), a
        /// pixel's bytes at once and without a branch: photographs are mostly Paeth rows, which
        /// took 26 instructions a byte one byte at a time.
        private static func unfilterPaethPixels(
            _ line: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, step: Int
        ) {
            guard let row = line.baseAddress, let above = previous.baseAddress, previous.count >= line.count else {
                return
            }
            @inline(__always) func pixel(_ bytes: UnsafePointer<UInt8>) -> SIMD4<Int16> {
                SIMD4(Int16(bytes[0]), Int16(bytes[1]), Int16(bytes[2]), step == 4 ? Int16(bytes[3]) : 0)
            }
            @inline(__always) func distance(_ difference: SIMD4<Int16>) -> SIMD4<Int16> {
                pointwiseMax(difference, .zero &- difference)
            }
            var (left, upLeft) = (SIMD4<Int16>(repeating: 0), SIMD4<Int16>(repeating: 0))
            for index in stride(from: 0, to: line.count, by: step) {
                let up = pixel(above + index)
                // The predictor nearest the estimate left + up - upLeft, ties to left, then up.
                let (fromLeft, fromUp) = (up &- upLeft, left &- upLeft)
                let (distanceLeft, distanceUp, distanceUpLeft) = (
                    distance(fromLeft), distance(fromUp), distance(fromLeft &+ fromUp)
                )
                var predicted = upLeft.replacing(with: up, where: distanceUp .<= distanceUpLeft)
                predicted.replace(with: left, where: (distanceLeft .<= distanceUp) .& (distanceLeft .<= distanceUpLeft))
                left = (pixel(row + index) &+ predicted) & 0xFF
                row[index] = UInt8(truncatingIfNeeded: left[0])
                row[index + 1] = UInt8(truncatingIfNeeded: left[1])
                row[index + 2] = UInt8(truncatingIfNeeded: left[2])
                if step == 4 { row[index + 3] = UInt8(truncatingIfNeeded: left[3]) }
                upLeft = up
            }
        }

        /// Sample `index` of a row as stored: `bitDepth` bits.
        private func storedSample(_ line: [UInt8], _ index: Int) -> Int {
            switch bitDepth {
            case 16: return Int(line[index * 2]) << 8 | Int(line[index * 2 + 1])
            case 8: return Int(line[index])
            default:
                let bit = index * bitDepth
                return Int(line[bit / 8]) >> (8 - bitDepth - bit % 8) & ((1 << bitDepth) - 1)
            }
        }

        /// Sample `index` of a row scaled to 8 bits (a palette index stays as it is).
        private func sample(_ line: [UInt8], _ index: Int) -> Int {
            let stored = storedSample(line, index)
            switch bitDepth {
            case 16: return stored >> 8
            case 8: return stored
            default: return colorType == 3 ? stored : stored * 255 / ((1 << bitDepth) - 1)
            }
        }

        /// Whether the stored samples equal the transparent color of a `tRNS` chunk.
        private func isTransparentKey(_ line: [UInt8], _ base: Int, _ transparency: [UInt8], count: Int) -> Bool {
            guard transparency.count >= count * 2 else { return false }
            return (0..<count).allSatisfy {
                storedSample(line, base + $0) == Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1])
            }
        }

        private func color(of line: [UInt8], at column: Int, palette: [UInt8], transparency: [UInt8]) throws(Failure)
            -> (
                UInt8, UInt8, UInt8, UInt8
            )
        {
            let base = column * channels
            switch colorType {
            case 0:
                let gray = UInt8(sample(line, base))
                return (gray, gray, gray, isTransparentKey(line, base, transparency, count: 1) ? 0 : 255)
            case 2:
                let alpha: UInt8 = isTransparentKey(line, base, transparency, count: 3) ? 0 : 255
                return (UInt8(sample(line, base)), UInt8(sample(line, base + 1)), UInt8(sample(line, base + 2)), alpha)
            case 3:
                let index = sample(line, base)
                guard index * 3 + 2 < palette.count else { throw .damaged("a pixel names a color the palette lacks") }
                let alpha = index < transparency.count ? transparency[index] : 255
                return (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha)
            case 4:
                let gray = UInt8(sample(line, base))
                return (gray, gray, gray, UInt8(sample(line, base + 1)))
            default:
                return (
                    UInt8(sample(line, base)), UInt8(sample(line, base + 1)), UInt8(sample(line, base + 2)),
                    UInt8(sample(line, base + 3))
                )
            }
        }
    }
}
