import Graphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outline of a stroke as polygons, for the rasterizer to fill as it fills any path.
///
/// The stroke is the one SVG draws for the same style: a dash pattern first cuts each subpath into
/// dashes; every segment becomes a quad of the line width centred on it; at a corner the outer side
/// is filled with a miter (a bevel where the miter would reach more than `miterLimit` line widths),
/// a circle or a bevel; an open subpath ends flat at its end points, with a half circle, or half a
/// line width past them; a closed one joins its last segment to its first. Every piece winds the
/// same way, so filling them with the nonzero rule draws their union.
///
/// The geometry is worked out in points and placed in pixels, so a stroke drawn at different
/// horizontal and vertical scales, or rotated, or skewed, is the stroke in points, transformed.
///
///     let pixels = AffineTransform(scaleX: 2, y: 2)
///     let stroker = Stroker(style: StrokeStyle(lineWidth: 2), transform: pixels)
///     let segments = stroker.outline(of: Flattener.polylines(path, transform: pixels))

struct Stroker {
    /// The most times a path repeats its dash pattern before it is drawn solid: a pattern far
    /// finer than the path is long (or a path of no finite length) would cut it into more pieces
    /// than memory holds.
    static let maximumDashRepeats = 100_000.0

    let style: StrokeStyle
    /// Points to pixels (only how it turns and scales matters: points are placed by the polylines).
    let transform: AffineTransform
    /// Pixels to points, for directions and lengths.
    private let inverse: AffineTransform?

    init(style: StrokeStyle, transform: AffineTransform) {
        self.style = style
        self.transform = transform
        self.inverse = transform.inverted()
    }

    /// A vector in points as pixels.
    @inline(__always)
    private func pixels(_ x: Double, _ y: Double) -> (Double, Double) {
        transform.isAxisAligned
            ? (x * transform.a, y * transform.d)
            : (transform.a * x + transform.c * y, transform.b * x + transform.d * y)
    }

    /// A vector in pixels as points.
    @inline(__always)
    private func points(_ x: Double, _ y: Double) -> (Double, Double) {
        if transform.isAxisAligned { return (x / transform.a, y / transform.d) }
        guard let inverse else { return (0, 0) }
        return (inverse.a * x + inverse.c * y, inverse.b * x + inverse.d * y)
    }

    /// The stroke's outline as closed polygons of line segments in pixels.
    func outline(of polylines: [Flattener.Polyline]) -> [(Double, Double, Double, Double)] {
        let lineWidth = style.lineWidth
        guard lineWidth > 0, lineWidth.isFinite, inverse != nil else { return [] }
        var segments: [(Double, Double, Double, Double)] = []
        let pattern = style.dashPattern
        let isDashed =
            !pattern.isEmpty
            && polylines.reduce(0) { $0 + length(of: $1) } / pattern.reduce(0, +) <= Self.maximumDashRepeats
        for polyline in polylines {
            // Repeated points make segments of no length and no direction; a closing segment of
            // no length is not a segment either.
            var points: [(Double, Double)] = []
            for point in polyline.points where points.last.map({ $0 != point }) ?? true { points.append(point) }
            if polyline.isClosed, points.count > 1, let first = points.first, points.last.map({ $0 == first }) == true {
                points.removeLast()
            }
            guard points.count > 1 else {
                // A subpath of no length (a line to where it starts, an arc of radius 0) is a dot
                // of its cap, as SVG draws one; a move alone is nothing.
                if polyline.points.count > 1, let point = points.first { dot(at: point, into: &segments) }
                continue
            }
            if !isDashed {
                outline(points, isClosed: polyline.isClosed, into: &segments)
            } else {
                for dash in dashes(of: points, isClosed: polyline.isClosed) {
                    outline(dash, isClosed: false, into: &segments)
                }
            }
        }
        return segments
    }

    /// The quads, joins and caps of one run of points without repeats.
    private func outline(
        _ points: [(Double, Double)], isClosed: Bool, into segments: inout [(Double, Double, Double, Double)]
    ) {
        let count = points.count
        guard count > 1 else { return }
        let segmentCount = isClosed ? count : count - 1
        for index in 0..<segmentCount {
            add(quad(from: points[index], to: points[(index + 1) % count]), to: &segments)
        }
        let corners = isClosed ? Array(0..<count) : Array(1..<(count - 1))
        for index in corners {
            let before = points[(index + count - 1) % count]
            let after = points[(index + 1) % count]
            if let join = join(at: points[index], from: before, to: after) { add(join, to: &segments) }
        }
        guard !isClosed else { return }
        for (end, from) in [(points[0], points[1]), (points[count - 1], points[count - 2])] {
            switch style.cap {
            case .butt: break
            case .round:
                // The half beyond the end only: a whole circle would overlap the line's sides, and
                // pixels its edge shares with theirs would be counted twice.
                let outward = direction(from: from, to: end)
                let across = (-outward.1, outward.0)
                add([end] + arc(around: end, from: across, to: (-across.0, -across.1), through: outward), to: &segments)
            case .square:
                let outward = direction(from: from, to: end)
                let half = style.lineWidth / 2
                let reach = pixels(outward.0 * half, outward.1 * half)
                add(quad(from: end, to: (end.0 + reach.0, end.1 + reach.1)), to: &segments)
            }
        }
    }

    /// A round cap's circle or a square cap's square (upright in points) around `point`.
    private func dot(at point: (Double, Double), into segments: inout [(Double, Double, Double, Double)]) {
        switch style.cap {
        case .butt: break
        case .round:
            add([point] + arc(around: point, from: (1, 0), to: (-1, 0), through: (0, 1)), to: &segments)
            add([point] + arc(around: point, from: (-1, 0), to: (1, 0), through: (0, -1)), to: &segments)
        case .square:
            let half = style.lineWidth / 2
            let corners = [(-half, -half), (half, -half), (half, half), (-half, half)].map { corner in
                let offset = pixels(corner.0, corner.1)
                return (point.0 + offset.0, point.1 + offset.1)
            }
            add(corners, to: &segments)
        }
    }

    /// The dashes of a run of points, in points along it as the pattern and its phase say.
    private func dashes(of points: [(Double, Double)], isClosed: Bool) -> [[(Double, Double)]] {
        let pattern = style.dashPattern
        let total = pattern.reduce(0, +)
        var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: total) : 0
        if phase < 0 { phase += total }
        var index = 0
        while phase >= pattern[index] {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var left = pattern[index] - phase
        let run = isClosed ? points + [points[0]] : points
        var dashes: [[(Double, Double)]] = []
        var current: [(Double, Double)] = index % 2 == 0 ? [run[0]] : []
        for position in 0..<(run.count - 1) {
            var start = run[position]
            let end = run[position + 1]
            var length = self.length(from: start, to: end)
            // Where a dash or a gap ends within the segment, the next begins.
            while length > left {
                let fraction = left / length
                let point = (start.0 + (end.0 - start.0) * fraction, start.1 + (end.1 - start.1) * fraction)
                if index % 2 == 0 {
                    dashes.append(current + [point])
                    current = []
                } else {
                    current = [point]
                }
                (start, length) = (point, length - left)
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            left -= length
            if index % 2 == 0 { current.append(end) }
        }
        if index % 2 == 0, current.count > 1 { dashes.append(current) }
        return dashes.map { dash in
            var points: [(Double, Double)] = []
            for point in dash where points.last.map({ $0 != point }) ?? true { points.append(point) }
            return points
        }
    }

    /// The length of a polyline in points, its closing segment included.
    private func length(of polyline: Flattener.Polyline) -> Double {
        let points = polyline.points
        guard let first = points.first, let last = points.last else { return 0 }
        let closing = polyline.isClosed ? length(from: last, to: first) : 0
        return zip(points, points.dropFirst()).reduce(closing) { $0 + length(from: $1.0, to: $1.1) }
    }

    /// The length in points from `start` to `end`, given in pixels.
    private func length(from start: (Double, Double), to end: (Double, Double)) -> Double {
        let vector = points(end.0 - start.0, end.1 - start.1)
        let (dx, dy) = (abs(vector.0), abs(vector.1))
        let larger = max(dx, dy)
        guard larger > 0 else { return 0 }
        let (x, y) = (dx / larger, dy / larger)
        return larger * (x * x + y * y).squareRoot()
    }

    /// Points on the circle of the line's width around `center`, from the unit direction `start`
    /// to `end` (in points) the way that passes `middle`, whose chords stay within a fiftieth of a
    /// pixel of the circle.
    private func arc(
        around center: (Double, Double), from start: (Double, Double), to end: (Double, Double),
        through middle: (Double, Double)
    ) -> [(Double, Double)] {
        let half = style.lineWidth / 2
        // The circle's largest radius in pixels, which sets how finely it is cut.
        let radius =
            half
            * max(
                (transform.a * transform.a + transform.b * transform.b).squareRoot(),
                (transform.c * transform.c + transform.d * transform.d).squareRoot())
        guard radius > 0, radius.isFinite else { return [] }
        let (from, to, through) = (atan2(start.1, start.0), atan2(end.1, end.0), atan2(middle.1, middle.0))
        // The sweep from `from` to `to` that passes `through`.
        func ahead(_ angle: Double) -> Double {
            let turn = 2 * Double.pi
            let value = (angle - from).truncatingRemainder(dividingBy: turn)
            return value < 0 ? value + turn : value
        }
        let sweep = ahead(through) <= ahead(to) ? ahead(to) : ahead(to) - 2 * Double.pi
        let tolerance = min(0.02, radius)
        let step = 2 * acos(1 - tolerance / radius)
        // A circle so large that no chord is within the tolerance (a step of 0) takes the most pieces.
        let pieces = (abs(sweep) / step).rounded(.up)
        let count = pieces.isFinite ? max(2, Int(min(pieces, 1024))) : 1024
        return (0...count).map { index in
            let angle = from + sweep * Double(index) / Double(count)
            guard !transform.isAxisAligned else {
                return (
                    center.0 + half * transform.a * cos(angle), center.1 + half * transform.d * sin(angle)
                )
            }
            let offset = pixels(half * cos(angle), half * sin(angle))
            return (center.0 + offset.0, center.1 + offset.1)
        }
    }

    /// The unit direction from `start` to `end`, in points.
    private func direction(from start: (Double, Double), to end: (Double, Double)) -> (Double, Double) {
        let (dx, dy) = points(end.0 - start.0, end.1 - start.1)
        // Scaled by the larger side first: dx² + dy² overflows for coordinates near 1e154, and
        // the segment would be lost.
        let larger = max(abs(dx), abs(dy))
        let (x, y) = (dx / larger, dy / larger)
        let length = (x * x + y * y).squareRoot()
        return (x / length, y / length)
    }

    /// Half the line width across `direction`, to its left as the y axis points down, in pixels.
    private func offset(across direction: (Double, Double), side: Double = 1) -> (Double, Double) {
        let half = style.lineWidth / 2 * side
        return pixels(-direction.1 * half, direction.0 * half)
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
    /// `after`: a miter (a bevel past the miter limit), a circle or a bevel; nothing where the line
    /// goes straight on.
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
        if style.join == .round {
            // The wedge between the two sides only, for the same reason as a round cap's half.
            let outer = (incoming.0 - outgoing.0, incoming.1 - outgoing.1)
            let length = (outer.0 * outer.0 + outer.1 * outer.1).squareRoot()
            return [point]
                + arc(
                    around: point, from: (-incoming.1 * side, incoming.0 * side),
                    to: (-outgoing.1 * side, outgoing.0 * side), through: (outer.0 / length, outer.1 / length))
        }
        let (first, second) = (offset(across: incoming, side: side), offset(across: outgoing, side: side))
        let firstCorner = (point.0 + first.0, point.1 + first.1)
        let secondCorner = (point.0 + second.0, point.1 + second.1)
        // The miter reaches 1 / cos(turn / 2) half widths from the corner; cos²(turn / 2) = (1 + dot) / 2.
        guard style.join == .miter, (1 + dot) / 2 >= 1 / (style.miterLimit * style.miterLimit) else {
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
