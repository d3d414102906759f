import Graphics

/// An axial (type 2) or radial (type 3) shading as a paint, in the shading's own space, and
/// the shape it is painted within there: its `/BBox`, and where it is not extended past its
/// ends, the band between them (axial) or its outer circle (radial). A free-form triangle mesh
/// (type 4, as Figma exports an angular gradient) is its triangles, each in the mean of its
/// corners' colors.
///
/// A radial shading whose circles do not share a centre is drawn from the centre of its larger
/// circle: designer's gradients grow from one point.
struct PDFShading {
    /// How many colors a gradient is sampled at along its length.
    static let samples = 64

    /// The gradient; for a mesh, the mean of its colors.
    let paint: Paint
    /// What the paint is painted within, in the shading's space.
    let clips: [Shape]
    /// A mesh's triangles, filled, in the shading's space; empty for a gradient.
    let triangles: [DrawingCommand]

    /// The shading `object` is or refers to, its colors made `alpha` opaque; `cover` is what it
    /// must cover at least, in its own space.
    init(
        _ object: PDFObject?, resources: [String: PDFObject], alpha: Double, cover: Rect, file: inout PDFFile,
        budget: inout Int
    )
        throws(PDFError)
    {
        guard let dictionary = try file.dictionary(object), let type = try file.number(dictionary["ShadingType"]) else {
            throw .damaged("a shading is no shading dictionary")
        }
        guard (2...4).contains(type) else { throw .unsupported("a shading of type \(Int(pdf: type))") }
        let space = try PDFColorSpace(dictionary["ColorSpace"], resources: resources, file: &file)
        var clips: [Shape] = []
        if let box = try file.numbers(dictionary["BBox"]), box.count == 4 {
            clips.append(
                .rect(
                    Rect(
                        x: min(box[0], box[2]), y: min(box[1], box[3]), width: abs(box[2] - box[0]),
                        height: abs(box[3] - box[1]))))
        }
        if type == 4 {
            let function = dictionary["Function"] == nil ? nil : try PDFFunction(dictionary["Function"], file: &file)
            let mesh = try Self.triangles(object, space: space, function: function, file: &file, budget: &budget)
            triangles = mesh.map { .fill(.path($0.path), .color($0.color.withAlpha($0.color.alpha * alpha))) }
            let count = Double(max(1, mesh.count))
            var (red, green, blue) = (0.0, 0.0, 0.0)
            for triangle in mesh {
                red += triangle.color.red255
                green += triangle.color.green255
                blue += triangle.color.blue255
            }
            paint = .color(Color(red255: red / count, green255: green / count, blue255: blue / count, alpha: alpha))
            self.clips = clips
            return
        }
        triangles = []
        let function = try PDFFunction(dictionary["Function"], file: &file)
        let domain = try file.numbers(dictionary["Domain"]) ?? [0, 1]
        let extend =
            (try file.resolve(dictionary["Extend"])).array?.map { if case .bool(true) = $0 { true } else { false } }
            ?? [false, false]
        let (extendStart, extendEnd) = (extend.first ?? false, extend.count > 1 ? extend[1] : false)
        guard domain.count >= 2 else { throw .damaged("a shading's /Domain is not two numbers") }
        func color(at fraction: Double, budget: inout Int) throws(PDFError) -> Color {
            let t = domain[0] + fraction * (domain[1] - domain[0])
            let color = try space.color(try function(t, budget: &budget), budget: &budget)
            return color.withAlpha(color.alpha * alpha)
        }
        guard let coords = try file.numbers(dictionary["Coords"]), coords.count == (type == 2 ? 4 : 6),
            coords.allSatisfy(\.isFinite)
        else {
            throw .damaged("a shading's /Coords are not \(type == 2 ? 4 : 6) numbers")
        }
        let reach = 2 * (abs(cover.x) + abs(cover.y) + cover.width + cover.height) + coords.map(abs).reduce(0, +) + 1
        if type == 2 {
            let (start, end) = (Point(x: coords[0], y: coords[1]), Point(x: coords[2], y: coords[3]))
            var stops: [Gradient.Stop] = []
            for index in 0...Self.samples {
                let fraction = Double(index) / Double(Self.samples)
                stops.append(Gradient.Stop(color: try color(at: fraction, budget: &budget), location: fraction))
            }
            paint = .linearGradient(Gradient(stops: stops), start: start, end: end)
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let length = (dx * dx + dy * dy).squareRoot()
            if !(extendStart && extendEnd), length > 0 {
                // The band across the axis, reaching past the ends that are extended.
                let (ux, uy) = (dx / length, dy / length)
                let (nx, ny) = (-uy * reach, ux * reach)
                let from = extendStart ? Point(x: start.x - ux * reach, y: start.y - uy * reach) : start
                let to = extendEnd ? Point(x: end.x + ux * reach, y: end.y + uy * reach) : end
                var band = Path()
                band.move(to: Point(x: from.x + nx, y: from.y + ny))
                band.addLine(to: Point(x: to.x + nx, y: to.y + ny))
                band.addLine(to: Point(x: to.x - nx, y: to.y - ny))
                band.addLine(to: Point(x: from.x - nx, y: from.y - ny))
                band.closeSubpath()
                clips.append(.path(band))
            }
        } else {
            let (r0, r1) = (max(0, coords[2]), max(0, coords[5]))
            let outer = max(r0, r1)
            let center = r1 >= r0 ? Point(x: coords[3], y: coords[4]) : Point(x: coords[0], y: coords[1])
            var stops: [Gradient.Stop] = []
            if outer > 0, r0 != r1 {
                // At distance d from the centre, the circle of radius d: fraction (d − r0) / (r1 − r0).
                let inner = min(r0, r1) / outer
                let innerExtended = r0 < r1 ? extendStart : extendEnd
                if inner > 0 {
                    let edge = try color(at: r0 < r1 ? 0 : 1, budget: &budget)
                    stops.append(Gradient.Stop(color: innerExtended ? edge : .clear, location: 0))
                    stops.append(Gradient.Stop(color: innerExtended ? edge : .clear, location: inner))
                }
                for index in 0...Self.samples {
                    let location = inner + (1 - inner) * Double(index) / Double(Self.samples)
                    let fraction = (location * outer - r0) / (r1 - r0)
                    stops.append(
                        Gradient.Stop(
                            color: try color(at: min(max(fraction, 0), 1), budget: &budget), location: location))
                }
            } else {
                stops = [Gradient.Stop(color: try color(at: 1, budget: &budget), location: 0)]
            }
            paint = .radialGradient(Gradient(stops: stops), center: center, radius: max(outer, 0.001))
            if !(r0 < r1 ? extendEnd : extendStart) {
                clips.append(
                    .path(
                        Path(
                            ellipseIn: Rect(
                                x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))))
            }
        }
        self.clips = clips
    }

    /// The shading painted over `cover` (in its space), within its clips.
    func commands(covering cover: Rect) -> [DrawingCommand] {
        var commands = triangles.isEmpty ? [DrawingCommand.fill(.rect(cover), paint)] : triangles
        for clip in clips { commands = [.group(DrawingGroup(clip: clip, commands: commands))] }
        return commands
    }
}
