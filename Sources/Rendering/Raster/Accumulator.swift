/// Signed area per pixel of a region, summed along rows into coverage.
struct Accumulator {
    let area: PixelBounds
    let width: Int
    let height: Int
    /// One spare column at the right of each row.
    var cells: [Float]

    init(area: PixelBounds) {
        self.area = area
        self.width = area.maxX - area.minX
        self.height = area.maxY - area.minY
        self.cells = [Float](repeating: 0, count: (width + 2) * height)
    }

    /// Adds a line from (x0, y0) to (x1, y1), in the region's pixels; parts left of the region
    /// count at its left edge, parts right of it do not count.
    mutating func add(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let right = Double(width)
        // Most lines lie within the region's columns: nothing to split or clamp.
        if x0 >= 0, x0 <= right, x1 >= 0, x1 <= right {
            line(x0, y0, x1, y1)
            return
        }
        // Split at the left edge, then each piece at the right one, so that each piece can be
        // clamped without bending it.
        func clamped(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
            line(min(max(ax, 0), right), ay, min(max(bx, 0), right), by)
        }
        func splitAtRight(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
            guard (ax - right) * (bx - right) < 0 else { return clamped(ax, ay, bx, by) }
            let y = ay + (by - ay) * ((right - ax) / (bx - ax))
            clamped(ax, ay, right, y)
            clamped(right, y, bx, by)
        }
        guard x0 * x1 < 0 else { return splitAtRight(x0, y0, x1, y1) }
        let y = y0 + (y1 - y0) * ((0 - x0) / (x1 - x0))
        splitAtRight(x0, y0, 0, y)
        splitAtRight(0, y, x1, y1)
    }

    private mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }
        let (direction, top, bottom): (Float, (Double, Double), (Double, Double)) =
            y0 < y1 ? (1, (x0, y0), (x1, y1)) : (-1, (x1, y1), (x0, y0))
        let dxdy = (bottom.0 - top.0) / (bottom.1 - top.1)
        var x = top.0
        let firstRow = max(0, Int(pixels: top.1.rounded(.down)))
        if top.1 < 0 { x = min(max(x - top.1 * dxdy, 0), Double(width)) }
        let lastRow = min(height, Int(pixels: bottom.1.rounded(.up)))
        guard firstRow < lastRow else { return }
        let stride = width + 2
        for row in firstRow..<lastRow {
            let start = row * stride
            let dy = min(Double(row + 1), bottom.1) - max(Double(row), top.1)
            // The line lies within 0...width; summing steps must not carry it past an edge.
            let next = min(max(x + dxdy * dy, 0), Double(width))
            let d = Float(dy) * direction
            let (left, rightEdge) = x < next ? (x, next) : (next, x)
            let leftFloor = left.rounded(.down)
            let leftIndex = Int(pixels: leftFloor)
            let rightIndex = Int(pixels: rightEdge.rounded(.up))
            if rightIndex <= leftIndex + 1 {
                let middle = Float(0.5 * (x + next) - leftFloor)
                cells[start + leftIndex] += d - d * middle
                cells[start + leftIndex + 1] += d * middle
            } else {
                let inverse = Float(1 / (rightEdge - left))
                let leftFraction = Float(left - leftFloor)
                let firstArea = 0.5 * inverse * (1 - leftFraction) * (1 - leftFraction)
                let rightFraction = Float(rightEdge - Double(rightIndex) + 1)
                let lastArea = 0.5 * inverse * rightFraction * rightFraction
                cells[start + leftIndex] += d * firstArea
                if rightIndex == leftIndex + 2 {
                    cells[start + leftIndex + 1] += d * (1 - firstArea - lastArea)
                } else {
                    let secondArea = inverse * (1.5 - leftFraction)
                    cells[start + leftIndex + 1] += d * (secondArea - firstArea)
                    for column in (leftIndex + 2)..<(rightIndex - 1) {
                        cells[start + column] += d * inverse
                    }
                    let beforeLast = secondArea + Float(rightIndex - leftIndex - 3) * inverse
                    cells[start + rightIndex - 1] += d * (1 - beforeLast - lastArea)
                }
                cells[start + rightIndex] += d * lastArea
            }
            x = next
        }
    }

    func mask(evenOdd: Bool) -> CoverageMask {
        let (width, height) = (self.width, self.height)
        let stride = width + 2
        let values = [UInt8](unsafeUninitializedCapacity: width * height) { values, count in
            cells.withUnsafeBufferPointer { cells in
                for row in 0..<height {
                    var sum: Float = 0
                    var value: UInt8 = 0
                    for column in 0..<width {
                        let cell = cells[row * stride + column]
                        // Inside a shape and outside it, most cells add nothing: the value stays.
                        if cell != 0 {
                            sum += cell
                            // Winding 1 covers, 2 does not, 3 does…; between them, in proportion.
                            let winding = abs(sum)
                            let covered =
                                evenOdd ? 1 - abs(1 - winding.truncatingRemainder(dividingBy: 2)) : min(winding, 1)
                            value = UInt8(covered * 255 + 0.5)
                        }
                        values[row * width + column] = value
                    }
                }
            }
            count = width * height
        }
        return CoverageMask(originX: area.minX, originY: area.minY, width: width, height: height, values: values)
    }
}
