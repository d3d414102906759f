import Graphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

extension Point {
    var pair: (Double, Double) { (x, y) }
}
