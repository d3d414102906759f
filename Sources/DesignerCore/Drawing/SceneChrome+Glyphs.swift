import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SceneChrome {
    /// A simple outline, to be stroked, that stands for a system bar item with no title, fitted
    /// to `rect`: the back chevron (`back`), a plus (`add`), a cross (`stop`, `close`), a magnifier
    /// (`search`, also a tab's), a box with an arrow out of it (`action`), a square with a pen
    /// (`compose`), a bin (`trash`), a circling arrow (`refresh`), an open book (`bookmarks`),
    /// a star (`favorites`), a clock (`recents`, `history`), three dots (`more`), a triangle
    /// (`play`), two bars (`pause`); a circle for any
    /// other, so that every item shows where it is.
    static func glyph(_ name: String, in rect: Rect) -> Path {
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        func point(_ fx: Double, _ fy: Double) -> Point { Point(x: x + fx * w, y: y + fy * h) }
        var path = Path()
        func line(_ points: (Double, Double)...) {
            guard let first = points.first else { return }
            path.move(to: point(first.0, first.1))
            for next in points.dropFirst() { path.addLine(to: point(next.0, next.1)) }
        }
        let side = min(w, h)
        let center = Point(x: rect.midX, y: rect.midY)
        switch name {
        case "back":
            line((1, 0), (0, 0.5), (1, 1))
        case "add":
            line((0.5, 0.1), (0.5, 0.9))
            line((0.1, 0.5), (0.9, 0.5))
        case "stop", "close":
            line((0.15, 0.15), (0.85, 0.85))
            line((0.85, 0.15), (0.15, 0.85))
        case "search":
            path = Path(ellipseIn: Rect(x: x + 0.05 * w, y: y + 0.05 * h, width: 0.62 * w, height: 0.62 * h))
            line((0.6, 0.6), (0.95, 0.95))
        case "action":
            line((0.3, 0.4), (0.15, 0.4), (0.15, 1), (0.85, 1), (0.85, 0.4), (0.7, 0.4))
            line((0.5, 0.65), (0.5, 0))
            line((0.3, 0.2), (0.5, 0), (0.7, 0.2))
        case "compose":
            line((0.55, 0.15), (0.1, 0.15), (0.1, 0.95), (0.85, 0.95), (0.85, 0.45))
            line((0.4, 0.6), (0.95, 0.05))
        case "trash":
            line((0.05, 0.18), (0.95, 0.18))
            line((0.35, 0.18), (0.35, 0.03), (0.65, 0.03), (0.65, 0.18))
            line((0.15, 0.18), (0.22, 0.98), (0.78, 0.98), (0.85, 0.18))
        case "refresh":
            path = Path(
                arcCenter: center, radius: side * 0.42, startAngle: -.pi / 3, endAngle: 1.5 * .pi, clockwise: true)
            line((0.5, 0.0), (0.66, 0.08), (0.52, 0.22))
        case "bookmarks":
            line(
                (0.5, 0.15), (0.05, 0.05), (0.05, 0.85), (0.5, 0.95), (0.95, 0.85), (0.95, 0.05), (0.5, 0.15),
                (0.5, 0.95))
        case "favorites":
            let points = (0..<10).map { index in
                let angle = -Double.pi / 2 + Double(index) * .pi / 5
                let radius = (index % 2 == 0 ? 0.5 : 0.2) * side
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
            path.move(to: points[0])
            for next in points.dropFirst() { path.addLine(to: next) }
            path.closeSubpath()
        case "recents", "history", "mostRecent":
            path = Path(ellipseIn: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
            line((0.5, 0.2), (0.5, 0.5), (0.7, 0.6))
        case "play":
            line((0.2, 0.05), (0.9, 0.5), (0.2, 0.95), (0.2, 0.05))
        case "pause":
            line((0.3, 0.1), (0.3, 0.9))
            line((0.7, 0.1), (0.7, 0.9))
        case "more":
            for fx in [0.2, 0.5, 0.8] {
                path.move(to: point(fx, 0.5))
                path.addLine(to: point(fx, 0.5))
            }
        default:
            path = Path(ellipseIn: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
        }
        return path
    }
}
