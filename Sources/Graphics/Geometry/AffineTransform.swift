#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2-D affine transform, as `CGAffineTransform` holds one: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
///     context.translateBy(x: 50, y: 50)
///     context.rotate(by: .pi / 4)
public struct AffineTransform: Sendable, Hashable {
    /// The x scale, or the cosine of a rotation times its scale: `x′ = a·x + c·y + tx`.
    public var a: Double
    /// The y shear, or the sine of a rotation times its scale: `y′ = b·x + d·y + ty`.
    public var b: Double
    /// The x shear, or minus the sine of a rotation times its scale.
    public var c: Double
    /// The y scale, or the cosine of a rotation times its scale.
    public var d: Double
    /// How far x moves, in points.
    public var tx: Double
    /// How far y moves, in points.
    public var ty: Double

    /// A transform of the six values of `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by `x`, `y`.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` across and `y` down.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; as y grows downwards, a positive angle turns clockwise on
    /// screen, as it does in UIKit.
    public init(rotationAngle angle: Double) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// This transform followed by `other`, as `CGAffineTransform.concatenating(_:)`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by `x`, `y` in this transform's space, then this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale in this transform's space, then this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation in this transform's space, then this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one, or `nil` when it flattens the plane onto a line.
    public func inverted() -> AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Where the transform takes `point`.
    @inline(__always)
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform only moves points.
    public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// Whether the transform keeps rectangles upright: it scales and moves, no more.
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// Whether the transform keeps shapes as they are, bar size and position: it rotates,
    /// scales alike in every direction and moves (a mirror image included).
    public var isSimilarity: Bool {
        (a == d && b == -c) || (a == -d && b == c)
    }

    /// How much longer the transform makes a length, in every direction, for a similarity.
    public var uniformScale: Double { (a * a + b * b).squareRoot() }

    /// The smallest upright rectangle holding `rect` transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        if isTranslation { return rect.offsetBy(dx: tx, dy: ty) }
        let corners = [
            apply(to: Point(x: rect.x, y: rect.y)), apply(to: Point(x: rect.maxX, y: rect.y)),
            apply(to: Point(x: rect.x, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension Point {
    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Rect {
    /// Whether the origin and size are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

extension AffineTransform {
    /// Whether all six numbers are finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

extension Path {
    /// The same path with every point, control points included, transformed: the exact image
    /// of the path, as Bézier curves map to Bézier curves.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isTranslation { return offsetBy(dx: transform.tx, dy: transform.ty) }
        func map(_ point: Point) -> Point { transform.apply(to: point) }
        var mapped = Path()
        mapped.usesEvenOddFillRule = usesEvenOddFillRule
        for element in elements {
            switch element {
            case .move(let point): mapped.move(to: map(point))
            case .line(let point): mapped.addLine(to: map(point))
            case .quadCurve(let point, let control): mapped.addQuadCurve(to: map(point), control: map(control))
            case .curve(let point, let control1, let control2):
                mapped.addCurve(to: map(point), control1: map(control1), control2: map(control2))
            case .close: mapped.closeSubpath()
            }
        }
        return mapped
    }
}
