/// Writes canvases as PNG files: 8-bit RGBA, each row filtered by the filter that makes it
/// smallest, deflated by zlib at a fixed level, and no chunk that could differ between runs
/// (no time, no text), so one drawing always gives the same bytes.
public enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func encode(_ canvas: Canvas) -> [UInt8] {
        encode(width: canvas.width, height: canvas.height, straight: straightPixels(of: canvas))
    }

    /// The canvas's pixels as a PNG file holds them: straight-alpha RGBA.
    public static func straightPixels(of canvas: Canvas) -> [UInt8] {
        var straight = canvas.pixels
        for index in stride(from: 0, to: straight.count, by: 4) where straight[index + 3] < 255 {
            let pixel = Canvas.unpremultiply(
                (straight[index], straight[index + 1], straight[index + 2], straight[index + 3]))
            (straight[index], straight[index + 1], straight[index + 2], straight[index + 3]) = pixel
        }
        return straight
    }

    /// A PNG of straight-alpha RGBA pixels.
    public static func encode(width: Int, height: Int, straight: [UInt8]) -> [UInt8] {
        let rowLength = width * 4
        var filtered = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowLength)
        let zeros = [UInt8](repeating: 0, count: rowLength)
        straight.withUnsafeBufferPointer { image in
            zeros.withUnsafeBufferPointer { zeros in
                filtered.withUnsafeMutableBufferPointer { output in
                    candidate.withUnsafeMutableBufferPointer { candidate in
                        for row in 0..<height {
                            let current = UnsafeBufferPointer(rebasing: image[row * rowLength..<(row + 1) * rowLength])
                            let previous =
                                row == 0
                                ? zeros : UnsafeBufferPointer(rebasing: image[(row - 1) * rowLength..<row * rowLength])
                            let target = UnsafeMutableBufferPointer(
                                rebasing: output[row * (rowLength + 1) + 1..<(row + 1) * (rowLength + 1)])
                            var bestScore = Int.max
                            for filter in UInt8(0)...4 {
                                let score = apply(filter, current, previous, into: candidate, limit: bestScore)
                                if score < bestScore {
                                    bestScore = score
                                    output[row * (rowLength + 1)] = filter
                                    _ = target.update(fromContentsOf: candidate)
                                }
                            }
                        }
                    }
                }
            }
        }
        var output = signature
        var header: [UInt8] = []
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, not interlaced
        chunk("IHDR", header, into: &output)
        chunk("IDAT", Zlib.compress(filtered), into: &output)
        chunk("IEND", [], into: &output)
        return output
    }

    /// Filters a row with `filter` into `output` and scores it by the sum of the filtered bytes
    /// read as signed values, libpng's heuristic; stops early once the score reaches `limit`.
    private static func apply(
        _ filter: UInt8, _ current: UnsafeBufferPointer<UInt8>, _ previous: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>, limit: Int
    ) -> Int {
        var score = 0
        @inline(__always) func emit(_ index: Int, _ predicted: Int) {
            let value = UInt8(truncatingIfNeeded: Int(current[index]) &- predicted)
            output[index] = value
            score &+= Int(Int8(bitPattern: value).magnitude)
        }
        let count = current.count
        switch filter {
        case 0:
            for index in 0..<count { emit(index, 0) }
        case 1:
            for index in 0..<count { emit(index, index >= 4 ? Int(current[index - 4]) : 0) }
        case 2:
            for index in 0..<count { emit(index, Int(previous[index])) }
        case 3:
            for index in 0..<count {
                emit(index, ((index >= 4 ? Int(current[index - 4]) : 0) + Int(previous[index])) / 2)
            }
        default:
            for index in 0..<count {
                let left = index >= 4 ? Int(current[index - 4]) : 0
                let upLeft = index >= 4 ? Int(previous[index - 4]) : 0
                emit(index, paeth(left, Int(previous[index]), upLeft))
                if index & 255 == 0, score >= limit { return score }
            }
        }
        return score
    }

    static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let (distanceLeft, distanceUp, distanceUpLeft) = (
            abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)
        )
        if distanceLeft <= distanceUp, distanceLeft <= distanceUpLeft { return left }
        return distanceUp <= distanceUpLeft ? up : upLeft
    }

    private static func chunk(_ type: String, _ data: [UInt8], into output: inout [UInt8]) {
        output.append(bigEndian: UInt32(data.count))
        let typed = Array(type.utf8) + data
        output += typed
        output.append(bigEndian: Zlib.crc(typed))
    }
}

extension [UInt8] {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
