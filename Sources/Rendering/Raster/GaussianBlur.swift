#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Blurs coverage by a Gaussian as SVG's `feGaussianBlur` prescribes it: for a standard
/// deviation under 2 pixels the Gaussian's own weights, otherwise three successive box blurs
/// whose size `d = ⌊σ · 3√(2π) / 4 + 0.5⌋` makes them all but the Gaussian. Integer arithmetic
/// throughout, so the same shadow gives the same bytes on every machine.
enum GaussianBlur {
    /// The largest standard deviation drawn, in pixels; a shadow blurred more than this is
    /// blurred this much (it is a faint haze either way).
    static let largestDeviation = 256.0

    /// One pass along an axis: a box of `size` pixels from `before` pixels before the one
    /// blurred, or the Gaussian's weights (which sum to 65,536) from `before` before it.
    private enum Pass {
        case box(size: Int, before: Int)
        case weights([Int], before: Int)
    }

    private static func passes(_ deviation: Double) -> [Pass] {
        let sigma = min(deviation.isFinite ? deviation : 0, largestDeviation)
        guard sigma > 0 else { return [] }
        if sigma < 2 {
            let reach = Int((3 * sigma).rounded(.up))
            let raw = (-reach...reach).map { offset in
                let x = Double(offset)
                return exp(-(x * x) / (2 * sigma * sigma))
            }
            let total = raw.reduce(0, +)
            var weights = raw.map { Int(($0 / total * 65536).rounded()) }
            // Rounding leaves the sum a little off 65,536; the centre takes the difference.
            weights[reach] += 65536 - weights.reduce(0, +)
            return [.weights(weights, before: reach)]
        }
        let size = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if size % 2 == 1 { return Array(repeating: .box(size: size, before: size / 2), count: 3) }
        return [
            .box(size: size, before: size / 2), .box(size: size, before: size / 2 - 1),
            .box(size: size + 1, before: size / 2),
        ]
    }

    /// How far the passes spread coverage to either side, in pixels.
    private static func reach(_ passes: [Pass]) -> Int {
        passes.reduce(0) { total, pass in
            switch pass {
            case .box(let size, let before): total + max(before, size - 1 - before)
            case .weights(let weights, let before): total + max(before, weights.count - 1 - before)
            }
        }
    }

    /// `mask` blurred by standard deviations of `deviationX` and `deviationY` pixels, covering
    /// as much more as the blur spreads it.
    static func blur(_ mask: CoverageMask, deviationX: Double, deviationY: Double) -> CoverageMask {
        let (horizontal, vertical) = (passes(deviationX), passes(deviationY))
        let (reachX, reachY) = (reach(horizontal), reach(vertical))
        let (width, height) = (mask.width + 2 * reachX, mask.height + 2 * reachY)
        guard mask.width > 0, mask.height > 0 else { return .empty }
        // Coverage times 256, for precision between the passes.
        var values = [Int32](repeating: 0, count: width * height)
        for row in 0..<mask.height {
            for column in 0..<mask.width {
                values[(row + reachY) * width + column + reachX] = Int32(mask.values[row * mask.width + column]) << 8
            }
        }
        // Each pass runs along rows, where memory is contiguous: the vertical passes run along the
        // rows of the transposed values.
        blurRows(&values, width: width, height: height, passes: horizontal)
        if !vertical.isEmpty {
            var transposed = transpose(values, width: width, height: height)
            blurRows(&transposed, width: height, height: width, passes: vertical)
            values = transpose(transposed, width: height, height: width)
        }
        return CoverageMask(
            originX: mask.originX - reachX, originY: mask.originY - reachY, width: width, height: height,
            values: values.map { UInt8(clamping: (Int($0) + 128) >> 8) })
    }

    /// `values`, `width` across, with rows and columns exchanged, in blocks that stay in the cache.
    private static func transpose(_ values: [Int32], width: Int, height: Int) -> [Int32] {
        var result = [Int32](repeating: 0, count: values.count)
        let block = 32
        values.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for top in stride(from: 0, to: height, by: block) {
                    for left in stride(from: 0, to: width, by: block) {
                        for row in top..<min(top + block, height) {
                            for column in left..<min(left + block, width) {
                                target[column * height + row] = source[row * width + column]
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Runs the passes along each of the `height` rows of `width` values.
    private static func blurRows(_ values: inout [Int32], width: Int, height: Int, passes: [Pass]) {
        guard !passes.isEmpty else { return }
        var line = [Int32](repeating: 0, count: width)
        values.withUnsafeMutableBufferPointer { values in
            line.withUnsafeMutableBufferPointer { line in
                guard let base = values.baseAddress, let copy = line.baseAddress else { return }
                for row in 0..<height {
                    let start = base + row * width
                    for pass in passes {
                        copy.update(from: start, count: width)
                        apply(pass, from: copy, to: start, count: width)
                    }
                }
            }
        }
    }

    /// One pass over `count` values from `source` into `target`.
    private static func apply(
        _ pass: Pass, from source: UnsafeMutablePointer<Int32>, to target: UnsafeMutablePointer<Int32>, count: Int
    ) {
        switch pass {
        case .box(let size, let before):
            // A running sum of the `size` values from `before` before each one.
            var sum = 0
            for index in 0..<min(count, size - before - 1) { sum += Int(source[index]) }
            for index in 0..<count {
                let entering = index + size - before - 1
                if entering < count { sum += Int(source[entering]) }
                let leaving = index - before - 1
                if leaving >= 0 { sum -= Int(source[leaving]) }
                target[index] = Int32((sum + size / 2) / size)
            }
        case .weights(let weights, let before):
            for index in 0..<count {
                var sum = 0
                for (offset, weight) in weights.enumerated() {
                    let from = index + offset - before
                    if from >= 0, from < count { sum += Int(source[from]) * weight }
                }
                target[index] = Int32((sum + 32768) >> 16)
            }
        }
    }
}
