/// Writes canvases as PNG files: 8-bit RGBA, each row filtered by the filter that makes it
/// smallest, deflated by zlib at a fixed level, and no chunk that could differ between runs
/// (no time, no text), so one drawing always gives the same bytes.
public enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func encode(_ canvas: Canvas) -> [UInt8] {
        let (width, height) = (canvas.width, canvas.height)
        let rowLength = width * 4
        var straight = [UInt8](repeating: 0, count: rowLength * height)
        for index in stride(from: 0, to: straight.count, by: 4) {
            let pixel = Canvas.unpremultiply(
                (canvas.pixels[index], canvas.pixels[index + 1], canvas.pixels[index + 2], canvas.pixels[index + 3]))
            (straight[index], straight[index + 1], straight[index + 2], straight[index + 3]) = pixel
        }
        var filtered: [UInt8] = []
        filtered.reserveCapacity((rowLength + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowLength)
        var candidate = [UInt8](repeating: 0, count: rowLength)
        var best = [UInt8](repeating: 0, count: rowLength)
        for row in 0..<height {
            let current = Array(straight[row * rowLength..<(row + 1) * rowLength])
            var bestFilter: UInt8 = 0
            var bestScore = Int.max
            for filter in UInt8(0)...4 {
                var score = 0
                for index in 0..<rowLength {
                    let left = index >= 4 ? Int(current[index - 4]) : 0
                    let up = Int(previous[index])
                    let upLeft = index >= 4 ? Int(previous[index - 4]) : 0
                    let predicted: Int
                    switch filter {
                    case 0: predicted = 0
                    case 1: predicted = left
                    case 2: predicted = up
                    case 3: predicted = (left + up) / 2
                    default: predicted = paeth(left, up, upLeft)
                    }
                    let value = UInt8(truncatingIfNeeded: Int(current[index]) - predicted)
                    candidate[index] = value
                    score += Int(Int8(bitPattern: value).magnitude)
                }
                if score < bestScore {
                    (bestScore, bestFilter) = (score, filter)
                    swap(&best, &candidate)
                }
            }
            filtered.append(bestFilter)
            filtered.append(contentsOf: best)
            previous = current
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
