/// How much of each pixel of a region a shape covers, 0...255.
struct CoverageMask: Sendable {
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int
    var values: [UInt8]

    static let empty = CoverageMask(originX: 0, originY: 0, width: 0, height: 0, values: [])

    @inline(__always)
    func coverage(x: Int, y: Int) -> Int {
        let (localX, localY) = (x - originX, y - originY)
        guard localX >= 0, localY >= 0, localX < width, localY < height else { return 0 }
        return Int(values[localY * width + localX])
    }

    /// This mask with `other`'s coverage taken away, for a ring between two shapes.
    func subtracting(_ other: CoverageMask) -> CoverageMask {
        var result = self
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let inner = other.coverage(x: x + originX, y: y + originY)
                result.values[index] = UInt8(max(0, Int(values[index]) - inner))
            }
        }
        return result
    }

    /// This mask scaled by another one, for a shape drawn inside a clip.
    func intersecting(_ other: CoverageMask) -> CoverageMask {
        var result = self
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                result.values[index] = UInt8(
                    Canvas.multiply(Int(values[index]), other.coverage(x: x + originX, y: y + originY)))
            }
        }
        return result
    }

    /// This mask without the part outside `bounds`; itself when it lies inside them.
    func cropped(to bounds: PixelBounds) -> CoverageMask {
        let kept = PixelBounds(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height)
            .intersection(bounds)
        guard kept != PixelBounds(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height)
        else { return self }
        guard !kept.isEmpty else { return .empty }
        var values: [UInt8] = []
        values.reserveCapacity(kept.area)
        for y in kept.minY..<kept.maxY {
            let start = (y - originY) * width + kept.minX - originX
            values += self.values[start..<(start + kept.maxX - kept.minX)]
        }
        return CoverageMask(
            originX: kept.minX, originY: kept.minY, width: kept.maxX - kept.minX, height: kept.maxY - kept.minY,
            values: values)
    }
}

/// Where drawing may land, in whole pixels.
struct PixelBounds: Sendable, Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var isEmpty: Bool { minX >= maxX || minY >= maxY }

    func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY))
    }

    func union(_ other: PixelBounds) -> PixelBounds {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBounds(
            minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY))
    }

    /// The pixels a rectangle in pixel coordinates touches.
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        func floorInt(_ value: Double) -> Int { Int(pixels: value.rounded(.down)) }
        func ceilInt(_ value: Double) -> Int { Int(pixels: value.rounded(.up)) }
        self.init(minX: floorInt(minX), minY: floorInt(minY), maxX: ceilInt(maxX), maxY: ceilInt(maxY))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
}
