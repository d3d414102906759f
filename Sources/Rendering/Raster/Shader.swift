import Graphics

/// A paint's premultiplied color at each pixel: one color, or a gradient looked up by where a
/// pixel's centre falls along it.
///
/// A gradient's colors are worked out once, at 256 places along it (as many as 8 bits of color
/// can tell apart), and each pixel takes the nearest; where the pixel falls is an affine
/// function of its position, stepped along each row.
struct Shader {
    private enum Geometry {
        /// `t = t0 + x · dx + y · dy`.
        case linear(t0: Double, dx: Double, dy: Double)
        /// The distance from the centre, over the radius, of `(u, v) = origin + x · dx + y · dy`.
        case radial(u0: Double, v0: Double, udx: Double, vdx: Double, udy: Double, vdy: Double)
    }

    /// One color, when the paint is one.
    let solid: PremultipliedColor?
    private let geometry: Geometry?
    /// Packed premultiplied colors at 0, 1/255, … 1 along the gradient.
    private let table: [UInt32]

    static let steps = 256

    /// The shader of `paint` drawn through `transform` (points to pixels).
    init(_ paint: Paint, transform: AffineTransform) {
        switch paint {
        case .color(let color):
            (solid, geometry, table) = (PremultipliedColor(color), nil, [])
        case .linearGradient(let gradient, let start, let end):
            let (ex, ey) = (end.x - start.x, end.y - start.y)
            let squared = ex * ex + ey * ey
            guard squared > 0, squared.isFinite, let inverse = transform.inverted(), !gradient.stops.isEmpty else {
                // A gradient of no length paints its last color, as SVG paints one.
                (solid, geometry, table) = (PremultipliedColor(gradient.stops.last?.color ?? .clear), nil, [])
                return
            }
            let (dirX, dirY) = (ex / squared, ey / squared)
            solid = nil
            geometry = .linear(
                t0: (inverse.tx - start.x) * dirX + (inverse.ty - start.y) * dirY,
                dx: inverse.a * dirX + inverse.b * dirY, dy: inverse.c * dirX + inverse.d * dirY)
            table = Self.table(gradient)
        case .radialGradient(let gradient, let center, let radius):
            guard radius > 0, radius.isFinite, let inverse = transform.inverted(), !gradient.stops.isEmpty else {
                (solid, geometry, table) = (PremultipliedColor(gradient.stops.last?.color ?? .clear), nil, [])
                return
            }
            solid = nil
            geometry = .radial(
                u0: (inverse.tx - center.x) / radius, v0: (inverse.ty - center.y) / radius,
                udx: inverse.a / radius, vdx: inverse.b / radius, udy: inverse.c / radius, vdy: inverse.d / radius)
            table = Self.table(gradient)
        }
    }

    private static func table(_ gradient: Gradient) -> [UInt32] {
        (0..<steps).map { PremultipliedColor(gradient.color(at: Double($0) / Double(steps - 1))).packed }
    }

    /// The packed colors of `count` pixels of row `y` from column `x`, into `row`.
    func colors(y: Int, x: Int, count: Int, into row: inout [UInt32]) {
        row.removeAll(keepingCapacity: true)
        guard let geometry else {
            row.append(contentsOf: repeatElement(solid?.packed ?? 0, count: count))
            return
        }
        let (centerX, centerY) = (Double(x) + 0.5, Double(y) + 0.5)
        let last = Double(Self.steps - 1)
        @inline(__always) func index(_ t: Double) -> Int {
            // Beyond its ends a gradient keeps its end colors; a position that is not a number takes the first.
            guard t > 0 else { return 0 }
            guard t < 1 else { return Self.steps - 1 }
            return Int(t * last + 0.5)
        }
        row.reserveCapacity(count)
        table.withUnsafeBufferPointer { table in
            switch geometry {
            case .linear(let t0, let dx, let dy):
                let start = t0 + centerX * dx + centerY * dy
                for column in 0..<count { row.append(table[index(start + Double(column) * dx)]) }
            case .radial(let u0, let v0, let udx, let vdx, let udy, let vdy):
                let (u, v) = (u0 + centerX * udx + centerY * udy, v0 + centerX * vdx + centerY * vdy)
                for column in 0..<count {
                    let (pu, pv) = (u + Double(column) * udx, v + Double(column) * vdx)
                    row.append(table[index((pu * pu + pv * pv).squareRoot())])
                }
            }
        }
    }
}

extension Canvas {
    /// Blends a shader's colors over every pixel the mask covers.
    mutating func fill(_ mask: CoverageMask, shader: Shader) {
        if let solid = shader.solid {
            fill(mask, color: solid)
            return
        }
        let firstColumn = max(0, originX - mask.originX)
        let endColumn = min(mask.width, originX + width - mask.originX)
        guard firstColumn < endColumn else { return }
        var row: [UInt32] = []
        let (canvasWidth, canvasHeight, canvasX, canvasY) = (width, height, originX, originY)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for maskRow in 0..<mask.height {
                let y = mask.originY + maskRow - canvasY
                guard y >= 0, y < canvasHeight else { continue }
                let values = maskRow * mask.width
                var first = firstColumn
                while first < endColumn, mask.values[values + first] == 0 { first += 1 }
                guard first < endColumn else { continue }
                shader.colors(y: y + canvasY, x: mask.originX + first, count: endColumn - first, into: &row)
                let target = y * canvasWidth + mask.originX - canvasX
                for column in first..<endColumn {
                    let coverage = Int(mask.values[values + column])
                    guard coverage > 0 else { continue }
                    Canvas.blend(pixels, at: (target + column) * 4, packed: row[column - first], coverage: coverage)
                }
            }
        }
    }
}
