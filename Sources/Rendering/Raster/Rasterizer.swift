import Graphics

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
