/// The outline of a stroke as polygons, for the rasterizer to fill as it fills any path.
///
/// The stroke is the one SVG draws by default: every segment of a subpath becomes a quad of the
/// line width centred on it; at a corner the outer side is filled with a miter, or with a bevel
/// where the miter would reach more than `miterLimit` half widths from the corner; an open subpath
/// ends square at its end points (butt caps), a closed one joins its last segment to its first.
/// Every piece winds the same way, so filling them with the nonzero rule draws their union.
///
/// The geometry is worked out in points and placed in pixels, so a stroke drawn at different
/// horizontal and vertical scales is the stroke in points, scaled.
///
///     let stroker = Stroker(lineWidth: 2, scaleX: 2, scaleY: 2)
///     let segments = stroker.outline(of: Flattener.polylines(path, scaleX: 2, scaleY: 2))
struct Stroker {
    /// SVG's default `stroke-miterlimit`: the longest miter, as a multiple of the line width.
    static let miterLimit = 4.0

    /// The line width in points.
    let lineWidth: Double
    /// Points to pixels: x × scaleX, y × scaleY.
    let scaleX: Double
    let scaleY: Double

    /// The stroke's outline as closed polygons of line segments in pixels.
    func outline(of polylines: [Flattener.Polyline]) -> [(Double, Double, Double, Double)] {
        guard lineWidth > 0, lineWidth.isFinite, scaleX != 0, scaleY != 0 else { return [] }
        var segments: [(Double, Double, Double, Double)] = []
        for polyline in polylines {
            // Repeated points make segments of no length and no direction; a closing segment of
            // no length is not a segment either.
            var points: [(Double, Double)] = []
            for point in polyline.points where points.last.map({ $0 != point }) ?? true { points.append(point) }
            if polyline.isClosed, points.count > 1, let first = points.first, points.last.map({ $0 == first }) == true {
                points.removeLast()
            }
            guard points.count > 1 else { continue }
            let count = points.count
            let segmentCount = polyline.isClosed ? count : count - 1
            for index in 0..<segmentCount {
                add(quad(from: points[index], to: points[(index + 1) % count]), to: &segments)
            }
            let corners = polyline.isClosed ? Array(0..<count) : Array(1..<(count - 1))
            for index in corners {
                let before = points[(index + count - 1) % count]
                let after = points[(index + 1) % count]
                if let join = join(at: points[index], from: before, to: after) { add(join, to: &segments) }
            }
        }
        return segments
    }

    /// The unit direction from `start` to `end`, in points.
    private func direction(from start: (Double, Double), to end: (Double, Double)) -> (Double, Double) {
        let (dx, dy) = ((end.0 - start.0) / scaleX, (end.1 - start.1) / scaleY)
        // Scaled by the larger side first: dx² + dy² overflows for coordinates near 1e154, and
        // the segment would be lost.
        let larger = max(abs(dx), abs(dy))
        let (x, y) = (dx / larger, dy / larger)
        let length = (x * x + y * y).squareRoot()
        return (x / length, y / length)
    }

    /// Half the line width across `direction`, to its left as the y axis points down, in pixels.
    private func offset(across direction: (Double, Double), side: Double = 1) -> (Double, Double) {
        let half = lineWidth / 2 * side
        return (-direction.1 * half * scaleX, direction.0 * half * scaleY)
    }

    /// The rectangle of the line width centred on the segment from `start` to `end`.
    private func quad(from start: (Double, Double), to end: (Double, Double)) -> [(Double, Double)] {
        let (nx, ny) = offset(across: direction(from: start, to: end))
        return [
            (start.0 + nx, start.1 + ny), (end.0 + nx, end.1 + ny), (end.0 - nx, end.1 - ny),
            (start.0 - nx, start.1 - ny),
        ]
    }

    /// What fills the outer side of the corner at `point` between the segments from `before` and to
    /// `after`: a miter, or a bevel past the miter limit; nothing where the line goes straight on.
    private func join(
        at point: (Double, Double), from before: (Double, Double), to after: (Double, Double)
    ) -> [(Double, Double)]? {
        let incoming = direction(from: before, to: point)
        let outgoing = direction(from: point, to: after)
        let cross = incoming.0 * outgoing.1 - incoming.1 * outgoing.0
        let dot = incoming.0 * outgoing.0 + incoming.1 * outgoing.1
        guard cross != 0 else { return nil }
        // A line turning towards its offset side has its outer side on the other.
        let side: Double = cross > 0 ? -1 : 1
        let (first, second) = (offset(across: incoming, side: side), offset(across: outgoing, side: side))
        let firstCorner = (point.0 + first.0, point.1 + first.1)
        let secondCorner = (point.0 + second.0, point.1 + second.1)
        // The miter reaches 1 / cos(turn / 2) half widths from the corner; cos²(turn / 2) = (1 + dot) / 2.
        guard (1 + dot) / 2 >= 1 / (Self.miterLimit * Self.miterLimit) else {
            return [point, firstCorner, secondCorner]
        }
        let tip = (point.0 + (first.0 + second.0) / (1 + dot), point.1 + (first.1 + second.1) / (1 + dot))
        return [point, firstCorner, tip, secondCorner]
    }

    /// Adds a polygon's edges, turned to wind the way every other piece winds.
    private func add(_ polygon: [(Double, Double)], to segments: inout [(Double, Double, Double, Double)]) {
        var area = 0.0
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            area += point.0 * next.1 - next.0 * point.1
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        for (index, point) in ordered.enumerated() {
            let next = ordered[(index + 1) % ordered.count]
            segments.append((point.0, point.1, next.0, next.1))
        }
    }
}
