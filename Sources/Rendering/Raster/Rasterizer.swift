import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns shapes into coverage masks with exact area antialiasing.
///
/// Paths are flattened into line segments whose signed area is accumulated per pixel and summed
/// along each row, the method of font-rs and stb_truetype; the winding is clamped, so
/// overlapping contours fill as with the nonzero rule. Axis-aligned rectangles take an exact,
/// faster route: a pixel's coverage is the product of its horizontal and vertical overlap.
struct Rasterizer {
    /// Points to pixels.
    let transform: AffineTransform

    init(transform: AffineTransform) {
        self.transform = transform
    }

    /// Points to pixels: x × scaleX, y × scaleY.
    init(scaleX: Double, scaleY: Double) {
        self.init(transform: AffineTransform(scaleX: scaleX, y: scaleY))
    }

    /// The coverage of `shape`, limited to `bounds`.
    func mask(_ shape: Shape, within bounds: PixelBounds) -> CoverageMask {
        switch shape {
        case .rect(let rect) where transform.isAxisAligned:
            return rectangle(rect, within: bounds)
        case .roundedRect(let rect, let radius) where radius <= 0 && transform.isAxisAligned:
            return rectangle(rect, within: bounds)
        case .rect, .roundedRect, .path:
            return path(shape.path, within: bounds)
        }
    }

    /// The coverage of a stroke centred on a shape's outline.
    ///
    /// A path's stroke is its outline as geometry (see `Stroker`), filled. A rectangle's, rounded
    /// or not, is the ring between the rectangle grown and shrunk by half the line width, whose
    /// coverage is exact.
    /// Whether `shape` in `style` is a rectangle's outline, drawn as the area between two
    /// rectangles with exact coverage rather than as a stroke's outline.
    static func strokesExactly(_ shape: Shape, _ style: StrokeStyle) -> Bool {
        if case .path = shape { return false }
        return style.join == .miter && style.dashPattern.isEmpty
    }

    func strokeMask(_ shape: Shape, style: StrokeStyle, within bounds: PixelBounds) -> CoverageMask {
        let lineWidth = style.lineWidth
        let half = lineWidth / 2
        let (rect, radius): (Rect, Double)
        let exact = transform.isAxisAligned && Self.strokesExactly(shape, style)
        switch shape {
        case .rect(let shapeRect) where exact: (rect, radius) = (shapeRect, 0)
        case .roundedRect(let shapeRect, let cornerRadius) where exact: (rect, radius) = (shapeRect, cornerRadius)
        default:
            let stroker = Stroker(style: style, transform: transform)
            let scale = max(
                (transform.a * transform.a + transform.b * transform.b).squareRoot(),
                (transform.c * transform.c + transform.d * transform.d).squareRoot())
            let polylines = Flattener.polylines(shape.path, transform: transform, reach: style.lineWidth / 2 * scale)
            return coverage(of: stroker.outline(of: polylines), within: bounds)
        }
        let outer = Rect(
            x: rect.x - half, y: rect.y - half, width: rect.width + lineWidth, height: rect.height + lineWidth)
        let inner = rect.insetBy(dx: half, dy: half)
        let outerShape: Shape = radius > 0 ? .roundedRect(outer, cornerRadius: radius + half) : .rect(outer)
        let innerShape: Shape = radius - half > 0 ? .roundedRect(inner, cornerRadius: radius - half) : .rect(inner)
        let outerMask = mask(outerShape, within: bounds)
        guard inner.width > 0, inner.height > 0 else { return outerMask }
        return outerMask.subtracting(mask(innerShape, within: bounds))
    }

    // MARK: - Rectangles

    func rectangle(_ rect: Rect, within bounds: PixelBounds) -> CoverageMask {
        guard let span = span(of: rect, within: bounds) else { return .empty }
        var values = [UInt8](repeating: 0, count: span.columns.count * span.rows.count)
        for (row, vertical) in span.rows.enumerated() {
            for (column, horizontal) in span.columns.enumerated() {
                values[row * span.columns.count + column] = UInt8(Canvas.multiply(horizontal, vertical))
            }
        }
        return CoverageMask(
            originX: span.minX, originY: span.minY, width: span.columns.count, height: span.rows.count, values: values)
    }

    /// How much of each column and row of pixels a rectangle covers (0...255), within `bounds`.
    /// The transform must be axis-aligned.
    func span(of rect: Rect, within bounds: PixelBounds) -> (minX: Int, minY: Int, columns: [Int], rows: [Int])? {
        let (x0, x1) = (rect.x * transform.a + transform.tx, rect.maxX * transform.a + transform.tx)
        let (y0, y1) = (rect.y * transform.d + transform.ty, rect.maxY * transform.d + transform.ty)
        let (minX, maxX) = (min(x0, x1), max(x0, x1))
        let (minY, maxY) = (min(y0, y1), max(y0, y1))
        let area = PixelBounds(covering: minX, minY, maxX, maxY).intersection(bounds)
        guard !area.isEmpty else { return nil }
        func coverage(_ start: Int, _ low: Double, _ high: Double) -> Int {
            Int(pixels: (Self.overlap(Double(start), low, high) * 255).rounded())
        }
        return (
            area.minX, area.minY, (area.minX..<area.maxX).map { coverage($0, minX, maxX) },
            (area.minY..<area.maxY).map { coverage($0, minY, maxY) }
        )
    }

    /// How much of the pixel span `start..<start + 1` lies within `low...high`.
    @inline(__always)
    static func overlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
        max(0, min(start + 1, high) - max(start, low))
    }

    // MARK: - Paths

    /// The coverage of a path in points.
    func path(_ path: Path, within bounds: PixelBounds) -> CoverageMask {
        var segments: [(Double, Double, Double, Double)] = []
        Flattener.flatten(path, transform: transform) { segments.append(($0, $1, $2, $3)) }
        return coverage(of: segments, within: bounds, evenOdd: path.usesEvenOddFillRule)
    }

    /// The coverage of closed polygons given as line segments in pixels: of the points they wind
    /// round at all, or with `evenOdd` of those they wind round an odd number of times.
    func coverage(
        of segments: [(Double, Double, Double, Double)], within bounds: PixelBounds, evenOdd: Bool = false
    ) -> CoverageMask {
        // A segment with a coordinate that is not a number (a component's 0 / 0) covers nothing.
        func isFinite(_ segment: (Double, Double, Double, Double)) -> Bool {
            segment.0.isFinite && segment.1.isFinite && segment.2.isFinite && segment.3.isFinite
        }
        let segments = segments.allSatisfy(isFinite) ? segments : segments.filter(isFinite)
        guard !segments.isEmpty else { return .empty }
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x0, y0, x1, y1) in segments {
            (minX, maxX) = (min(minX, x0, x1), max(maxX, x0, x1))
            (minY, maxY) = (min(minY, y0, y1), max(maxY, y0, y1))
        }
        let area = PixelBounds(covering: minX, minY, maxX, maxY).intersection(bounds)
        guard !area.isEmpty else { return .empty }
        var accumulator = Accumulator(area: area)
        for (x0, y0, x1, y1) in segments {
            accumulator.add(
                x0 - Double(area.minX), y0 - Double(area.minY), x1 - Double(area.minX), y1 - Double(area.minY))
        }
        return accumulator.mask(evenOdd: evenOdd)
    }
}

/// Signed area per pixel of a region, summed along rows into coverage.
private struct Accumulator {
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

extension Point {
    var pair: (Double, Double) { (x, y) }
}

/// Paths as straight segments in pixels, curves split finely enough that no pixel can tell.
enum Flattener {
    /// The path scaled by `scaleX`, `scaleY` (y upwards with `flipY`, as a glyph's) and moved to `originX`, `originY`.
    static func flatten(
        _ path: Path, scaleX: Double, scaleY: Double, originX: Double = 0, originY: Double = 0,
        flipY: Bool = false, emit: (Double, Double, Double, Double) -> Void
    ) {
        flatten(
            path,
            transform: AffineTransform(a: scaleX, b: 0, c: 0, d: flipY ? -scaleY : scaleY, tx: originX, ty: originY),
            emit: emit)
    }

    static func flatten(_ path: Path, transform: AffineTransform, emit: (Double, Double, Double, Double) -> Void) {
        let (a, b, c, d, tx, ty) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
        let axisAligned = transform.isAxisAligned
        func map(_ point: Point) -> (Double, Double) {
            axisAligned
                ? (tx + point.x * a, ty + point.y * d)
                : (a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
        }
        var start: (Double, Double)?
        var current = (0.0, 0.0)
        func close() {
            if let first = start, first != current { emit(current.0, current.1, first.0, first.1) }
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                close()
                current = map(point)
                start = current
            case .line(let point):
                let next = map(point)
                emit(current.0, current.1, next.0, next.1)
                current = next
            case .quadCurve(let point, let control):
                quadCurve(from: current, map(control), map(point)) { next in
                    emit(current.0, current.1, next.0, next.1)
                    current = next
                }
            case .curve(let point, let control1, let control2):
                curve(from: current, map(control1), map(control2), map(point)) { next in
                    emit(current.0, current.1, next.0, next.1)
                    current = next
                }
            case .close:
                close()
                if let first = start { current = first }
            }
        }
        close()
    }

    /// A subpath as the points of its segments, in pixels, and whether it was closed.
    struct Polyline {
        var points: [(Double, Double)]
        var isClosed: Bool
    }

    /// The path's subpaths as polylines in pixels, for a stroke: unlike a fill, a stroke needs to
    /// know which subpaths the path closed and which it left open.
    ///
    /// A subpath starts at a move, or after a close at the point the closed one started from.
    ///
    /// `reach` is how far the stroke reaches from the path, in pixels: a curve is cut finely
    /// enough that the stroke's outer edge, not only the path, strays less than a tenth of a pixel.
    static func polylines(_ path: Path, transform: AffineTransform, reach: Double = 0) -> [Polyline] {
        func map(_ point: Point) -> (Double, Double) { transform.apply(to: point).pair }
        var polylines: [Polyline] = []
        var open: Polyline?
        var start = (0.0, 0.0)
        var current = (0.0, 0.0)
        func finish(closing: Bool) {
            guard var polyline = open else { return }
            polyline.isClosed = closing
            polylines.append(polyline)
            open = nil
        }
        func add(_ point: (Double, Double)) {
            if open == nil { open = Polyline(points: [current], isClosed: false) }
            open?.points.append(point)
            current = point
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closing: false)
                current = map(point)
                start = current
                open = Polyline(points: [current], isClosed: false)
            case .line(let point):
                add(map(point))
            case .quadCurve(let point, let control):
                quadCurve(from: current, map(control), map(point), reach: reach) { add($0) }
            case .curve(let point, let control1, let control2):
                curve(from: current, map(control1), map(control2), map(point), reach: reach) { add($0) }
            case .close:
                finish(closing: true)
                current = start
            }
        }
        finish(closing: false)
        return polylines
    }

    /// The points that end each straight piece of a quadratic curve from `p0`, `p2` last.
    private static func quadCurve(
        from p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), reach: Double = 0,
        visit: ((Double, Double)) -> Void
    ) {
        let steps = segments([p0, p1, p2], reach: reach)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let u = 1 - t
            visit((u * u * p0.0 + 2 * u * t * p1.0 + t * t * p2.0, u * u * p0.1 + 2 * u * t * p1.1 + t * t * p2.1))
        }
    }

    /// The points that end each straight piece of a cubic curve from `p0`, `p3` last.
    private static func curve(
        from p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double),
        reach: Double = 0, visit: ((Double, Double)) -> Void
    ) {
        let steps = segments([p0, p1, p2, p3], reach: reach)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            visit((a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1))
        }
    }

    /// Enough segments that the curve strays less than a tenth of a pixel from them; with a
    /// `reach`, that a line as far as that to either side of them strays less than a fiftieth (as
    /// a round cap's arc does): its chords are longer by as much as its radius is, the curve's own
    /// (its length over how far it turns) plus the reach.
    private static func segments(_ points: [(Double, Double)], reach: Double = 0) -> Int {
        var length = 0.0
        var turning = 0.0
        var previous: (Double, Double)?
        for index in 1..<points.count {
            let (dx, dy) = (points[index].0 - points[index - 1].0, points[index].1 - points[index - 1].1)
            let span = (dx * dx + dy * dy).squareRoot()
            length += span
            guard span > 0 else { continue }
            if let (px, py) = previous { turning += abs(atan2(px * dy - py * dx, px * dx + py * dy)) }
            previous = (dx, dy)
        }
        var steps = max(1, min(256, Int(pixels: (length / 3).rounded(.up))))
        if reach > 0, turning > 0, reach.isFinite, length.isFinite {
            let radius = length / turning + reach
            let angle = 2 * acos(max(-1, 1 - 0.02 / radius))
            steps = max(steps, min(1024, Int(pixels: (turning / angle).rounded(.up))))
        }
        return steps
    }
}
