import Graphics

/// What stands in for an image that could not be loaded: a gray box with a cross.
enum ImagePlaceholder {
    static let fill = Color(red255: 229, green255: 229, blue255: 234)
    static let line = Color(red255: 174, green255: 174, blue255: 178)

    static func draw(in rect: Rect, transform: AffineTransform, canvas: inout Canvas, bounds: PixelBounds) {
        let rasterizer = Rasterizer(transform: transform)
        var cross = Path()
        let width = min(1, rect.width / 4, rect.height / 4)
        for (start, end) in [
            (Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.maxY)),
            (Point(x: rect.x, y: rect.maxY), Point(x: rect.maxX, y: rect.y)),
        ] {
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
            let (nx, ny) = (-dy / length * width / 2, dx / length * width / 2)
            cross.move(to: Point(x: start.x + nx, y: start.y + ny))
            cross.addLine(to: Point(x: end.x + nx, y: end.y + ny))
            cross.addLine(to: Point(x: end.x - nx, y: end.y - ny))
            cross.addLine(to: Point(x: start.x - nx, y: start.y - ny))
            cross.closeSubpath()
        }
        for (shape, color) in [(Shape.rect(rect), fill), (Shape.path(cross), line)] {
            let mask = rasterizer.mask(shape, within: bounds).intersecting(rasterizer.mask(.rect(rect), within: bounds))
            canvas.fill(mask, color: PremultipliedColor(color))
        }
    }
}
