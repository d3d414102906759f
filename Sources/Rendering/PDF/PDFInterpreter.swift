import Graphics

/// Runs a page's content stream into a drawing, in points from the page's top-left corner.
///
/// It draws paths (filled by either rule, stroked with width, caps, joins, miter limit and
/// dashes), clipping paths, colors in every space `PDFColorSpace` reads, opacity (`/ca`, `/CA`),
/// form XObjects (through their `/Matrix`, clipped to their `/BBox`, a transparency group made
/// translucent as one), axial and radial shadings by `sh` and as shading patterns, and tiling
/// patterns that fill (colored ones; an uncolored one draws its tile's own colors). An image
/// XObject is drawn as designer's image placeholder where it would be (its pixels, JPEG and
/// others, are not decoded). Text, inline images, soft masks and blend modes are passed over:
/// text and inline images leave nothing, and the rest draws as if they were not there.
struct PDFInterpreter {
    /// What `q` saves and `Q` restores.
    struct State {
        /// From user space to the page's points, top-left origin.
        var transform: AffineTransform
        /// The space patterns are placed in: the page's, or that of the form being drawn.
        var patternSpace: AffineTransform
        var layers: [PDFLayer] = []
        var fillSpace = PDFColorSpace.gray
        var strokeSpace = PDFColorSpace.gray
        var fill = Ink.color(.black)
        var stroke = Ink.color(.black)
        var fillAlpha = 1.0
        var strokeAlpha = 1.0
        var style = StrokeStyle(lineWidth: 1)
    }

    /// What fills or strokes: a color, or a pattern.
    enum Ink {
        case color(Color)
        case pattern(PDFObject)
    }

    var file: PDFFile
    /// The page's rectangle, in its own points (from the page's box, y up).
    let bounds: Rect
    /// The page in the drawing's points: from 0, 0 at its top-left corner.
    var page: Rect { Rect(x: 0, y: 0, width: bounds.width, height: bounds.height) }
    private(set) var builder = PDFDrawingBuilder()
    var state: State
    var saved: [State] = []
    /// The path being built, in user space.
    var path = Path()
    private var pendingClip: Bool?
    var resources: [String: PDFObject]
    /// What the operators, forms and functions may still take (`PDFLimits.maximumOperators`).
    private var budget = PDFLimits.maximumOperators
    private var points = 0
    /// How many dashes the strokes so far cut their paths into.
    private var dashes = 0.0
    /// The forms being drawn, by object number, innermost last.
    var forms: [Int] = []
    private var layerCount = 0

    init(file: PDFFile, bounds: Rect, resources: [String: PDFObject]) {
        self.file = file
        self.bounds = bounds
        self.resources = resources
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -bounds.x, ty: bounds.maxY)
        state = State(transform: flip, patternSpace: flip)
    }

    /// Runs a content stream, with `resources` for the names it uses.
    mutating func run(_ content: [UInt8]) throws(PDFError) {
        var lexer = PDFLexer(content, readsReferences: false)
        var operands: [PDFObject] = []
        let floor = saved.count
        while let token = try lexer.next() {
            budget -= 1
            guard budget > 0 else { throw .overLimit("runs more than \(PDFLimits.maximumOperators) operators") }
            switch token {
            case .object(let object):
                guard operands.count < 1024 else { throw .damaged("an operator has more than 1024 operands") }
                operands.append(object)
            case .keyword("BI"):
                try skipInlineImage(&lexer)
                operands.removeAll()
            case .keyword(let word):
                try perform(word, operands, floor: floor)
                operands.removeAll(keepingCapacity: true)
            }
        }
        // A stream that saves more than it restores ends with its states restored.
        while saved.count > floor { restore() }
    }

    /// Passes over an inline image: its dictionary up to `ID`, its data, and `EI`.
    private mutating func skipInlineImage(_ lexer: inout PDFLexer) throws(PDFError) {
        while true {
            guard let token = try lexer.next() else { return }
            if case .keyword("ID") = token { break }
        }
        var index = lexer.position + 1
        let bytes = lexer.bytes
        while index + 1 < lexer.end {
            if bytes[index] == UInt8(ascii: "E"), bytes[index + 1] == UInt8(ascii: "I"),
                PDFLexer.isSpace(bytes[index - 1]),
                index + 2 >= lexer.end || PDFLexer.isSpace(bytes[index + 2])
            {
                lexer.position = index + 2
                return
            }
            index += 1
        }
        lexer.position = lexer.end
    }

    private mutating func perform(_ word: String, _ operands: [PDFObject], floor: Int) throws(PDFError) {
        let numbers = operands.compactMap(\.number)
        func number(_ index: Int) -> Double { index < numbers.count && numbers[index].isFinite ? numbers[index] : 0 }
        func point(_ index: Int) -> Point { Point(x: number(index), y: number(index + 1)) }
        switch word {
        // The graphics state.
        case "q":
            guard saved.count < PDFLimits.maximumSavedStates else {
                throw .overLimit("saves the graphics state (q) more than \(PDFLimits.maximumSavedStates) deep")
            }
            saved.append(state)
        case "Q": if saved.count > floor { restore() }
        case "cm":
            guard numbers.count == 6 else { return }
            state.transform = AffineTransform(
                a: number(0), b: number(1), c: number(2), d: number(3), tx: number(4), ty: number(5)
            ).concatenating(state.transform)
        case "w": state.style.lineWidth = max(0, number(0))
        case "J": state.style.cap = [.butt, .round, .square][min(max(Int(pdf: number(0)), 0), 2)]
        case "j": state.style.join = [.miter, .round, .bevel][min(max(Int(pdf: number(0)), 0), 2)]
        case "M": state.style.miterLimit = max(1, number(0))
        case "d":
            state.style.dashes = operands.first?.numbers ?? []
            state.style.dashPhase = operands.count > 1 ? operands[1].number ?? 0 : 0
        case "gs":
            guard let name = operands.first?.name else { return }
            try apply(name)
        // Paths.
        case "m": try add(.move(to: point(0)), count: 1)
        case "l": try add(.line(to: point(0)), count: 1)
        case "c": try add(.curve(to: point(4), control1: point(0), control2: point(2)), count: 3)
        case "v":
            try add(.curve(to: point(2), control1: currentPoint, control2: point(0)), count: 3)
        case "y": try add(.curve(to: point(2), control1: point(0), control2: point(2)), count: 3)
        case "h": if !path.elements.isEmpty { path.closeSubpath() }
        case "re":
            let (x, y, width, height) = (number(0), number(1), number(2), number(3))
            try add(.move(to: Point(x: x, y: y)), count: 1)
            try add(.line(to: Point(x: x + width, y: y)), count: 1)
            try add(.line(to: Point(x: x + width, y: y + height)), count: 1)
            try add(.line(to: Point(x: x, y: y + height)), count: 1)
            path.closeSubpath()
        // Painting.
        case "f", "F": try paint(fills: true, strokes: false, evenOdd: false)
        case "f*": try paint(fills: true, strokes: false, evenOdd: true)
        case "S": try paint(fills: false, strokes: true, evenOdd: false)
        case "s":
            path.closeSubpath()
            try paint(fills: false, strokes: true, evenOdd: false)
        case "B", "B*", "b", "b*":
            if word.hasPrefix("b") { path.closeSubpath() }
            try paint(fills: true, strokes: true, evenOdd: word.hasSuffix("*"))
        case "n": try paint(fills: false, strokes: false, evenOdd: false)
        case "W": pendingClip = false
        case "W*": pendingClip = true
        // Colors.
        case "g", "G", "rg", "RG", "k", "K":
            let space: PDFColorSpace = word.lowercased() == "g" ? .gray : word.lowercased() == "rg" ? .rgb : .cmyk
            let color = try space.color(numbers, budget: &budget)
            if word == word.lowercased() {
                (state.fillSpace, state.fill) = (space, .color(color))
            } else {
                (state.strokeSpace, state.stroke) = (space, .color(color))
            }
        case "cs", "CS":
            let space = try PDFColorSpace(operands.first, resources: resources, file: &file)
            let initial = Ink.color(try space.color(space.initialValues, budget: &budget))
            if word == "cs" {
                (state.fillSpace, state.fill) = (space, initial)
            } else {
                (state.strokeSpace, state.stroke) = (space, initial)
            }
        case "sc", "scn", "SC", "SCN":
            let filling = word.hasPrefix("s")
            let space = filling ? state.fillSpace : state.strokeSpace
            let ink: Ink
            if case .pattern = space {
                guard let name = operands.last?.name,
                    let pattern = try file.dictionary(resources["Pattern"])?[name]
                else {
                    throw .damaged("the pattern \(PDFError.quoted(operands.last?.name ?? "")) is not in the resources")
                }
                ink = .pattern(pattern)
            } else {
                ink = .color(try space.color(numbers, budget: &budget))
            }
            if filling { state.fill = ink } else { state.stroke = ink }
        // Shadings and forms.
        case "sh":
            guard let name = operands.first?.name, let shading = try file.dictionary(resources["Shading"])?[name] else {
                throw .damaged("the shading \(PDFError.quoted(operands.first?.name ?? "")) is not in the resources")
            }
            try paintShading(shading, space: state.transform, within: [])
        case "Do":
            guard let name = operands.first?.name else { return }
            try draw(name)
        default:
            // Text, marked content, compatibility sections and operators of no drawing are passed over.
            break
        }
    }

    /// The gray box with a cross that stands in for an image designer cannot draw, over the
    /// unit square an image fills in user space, with the cross's lines a point wide (less in a
    /// small image), as `ImagePlaceholder` draws one for an image file.
    mutating func drawImagePlaceholder() {
        let corners = [(0.0, 0.0), (1, 0), (1, 1), (0, 1)].map { state.transform.apply(to: Point(x: $0.0, y: $0.1)) }
        var box = Path()
        box.move(to: corners[0])
        for corner in corners.dropFirst() { box.addLine(to: corner) }
        box.closeSubpath()
        let side = { (a: Point, b: Point) in ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let width = min(1, side(corners[0], corners[1]) / 4, side(corners[1], corners[2]) / 4)
        var cross = Path()
        for (start, end) in [(corners[0], corners[2]), (corners[1], corners[3])] {
            let length = max(side(start, end), 0.001)
            let (nx, ny) = (-(end.y - start.y) / length * width / 2, (end.x - start.x) / length * width / 2)
            cross.move(to: Point(x: start.x + nx, y: start.y + ny))
            cross.addLine(to: Point(x: end.x + nx, y: end.y + ny))
            cross.addLine(to: Point(x: end.x - nx, y: end.y - ny))
            cross.addLine(to: Point(x: start.x - nx, y: start.y - ny))
            cross.closeSubpath()
        }
        let alpha = state.fillAlpha
        builder.add(.fill(.path(box), .color(ImagePlaceholder.fill.withAlpha(alpha))), in: state.layers)
        builder.add(.fill(.path(cross), .color(ImagePlaceholder.line.withAlpha(alpha))), in: state.layers)
    }

    private mutating func restore() {
        if let last = saved.popLast() { state = last }
    }

    private var currentPoint: Point {
        switch path.elements.last {
        case .move(let point)?, .line(let point)?, .curve(let point, _, _)?, .quadCurve(let point, _)?: point
        default: Point(x: 0, y: 0)
        }
    }

    private mutating func add(_ element: Path.Element, count: Int) throws(PDFError) {
        points += count
        guard points <= PDFLimits.maximumPathPoints else {
            throw .overLimit("has more than \(PDFLimits.maximumPathPoints) path points")
        }
        switch element {
        case .move(let point): path.move(to: point)
        case .line(let point):
            if path.elements.isEmpty { path.move(to: point) } else { path.addLine(to: point) }
        case .curve(let point, let control1, let control2):
            if path.elements.isEmpty { path.move(to: control1) }
            path.addCurve(to: point, control1: control1, control2: control2)
        default: break
        }
    }

    /// Fills and strokes the path as the operator says, then makes it the clip if `W` came
    /// before, and begins a new one.
    private mutating func paint(fills: Bool, strokes: Bool, evenOdd: Bool) throws(PDFError) {
        defer {
            path = Path()
            pendingClip = nil
        }
        guard !path.elements.isEmpty else { return }
        var shape = path
        shape.usesEvenOddFillRule = evenOdd
        if fills { try paintFill(shape) }
        if strokes { try paintStroke(path) }
        if let evenOdd = pendingClip {
            var clip = path.applying(state.transform)
            clip.usesEvenOddFillRule = evenOdd
            state.layers.append(try newLayer(clip: .path(clip), alpha: 1))
        }
    }

    mutating func newLayer(clip: Shape?, alpha: Double) throws(PDFError) -> PDFLayer {
        guard state.layers.count < PDFLimits.maximumNesting else {
            throw .overLimit("clips inside more than \(PDFLimits.maximumNesting) clips")
        }
        layerCount += 1
        return PDFLayer(id: layerCount, clip: clip, alpha: alpha)
    }

    private mutating func paintFill(_ shape: Path) throws(PDFError) {
        var placed = shape.applying(state.transform)
        placed.usesEvenOddFillRule = shape.usesEvenOddFillRule
        switch state.fill {
        case .color(let color):
            builder.add(.fill(.path(placed), .color(color.withAlpha(color.alpha * state.fillAlpha))), in: state.layers)
        case .pattern(let pattern):
            guard let dictionary = try file.dictionary(pattern) else { throw .damaged("a pattern is no dictionary") }
            let within = try newLayer(clip: .path(placed), alpha: 1)
            guard try file.number(dictionary["PatternType"]) == 2 else {
                try paintTiles(pattern, within: within, area: placed.boundingBox)
                return
            }
            let matrix = try transform(dictionary["Matrix"])
            try paintShading(
                dictionary["Shading"], space: matrix.concatenating(state.patternSpace), within: [within])
        }
    }

    private mutating func paintStroke(_ shape: Path) throws(PDFError) {
        let transform = state.transform
        let paint: Paint
        switch state.stroke {
        case .color(let color): paint = .color(color.withAlpha(color.alpha * state.strokeAlpha))
        case .pattern(let pattern):
            // A gradient stroke: the shading's paint, brought into user space where that keeps its shape.
            guard let dictionary = try file.dictionary(pattern) else { throw .damaged("a pattern is no dictionary") }
            guard try file.number(dictionary["PatternType"]) == 2 else {
                throw .unsupported("a tiling pattern on a stroke")
            }
            let space = try self.transform(dictionary["Matrix"]).concatenating(state.patternSpace)
            guard let inverse = transform.inverted() else { return }
            let shading = try PDFShading(
                dictionary["Shading"], resources: resources, alpha: state.strokeAlpha, cover: shape.boundingBox,
                file: &file, budget: &budget)
            paint = Self.paint(shading.paint, through: space.concatenating(inverse))
        }
        guard state.style.lineWidth > 0 else { return }
        let pattern = state.style.dashPattern
        if !pattern.isEmpty {
            // Each dash is a stroke of its own to draw: count them as the stroker will cut them.
            let repeats = min(Self.length(of: shape) / pattern.reduce(0, +), Stroker.maximumDashRepeats)
            dashes += repeats.isFinite ? repeats * Double(pattern.count) : 0
            guard dashes <= Double(PDFLimits.maximumDashes) else {
                throw .overLimit("draws more than \(PDFLimits.maximumDashes) dashes")
            }
        }
        builder.add(
            .group(DrawingGroup(transform: transform, commands: [.stroke(.path(shape), state.style, paint)])),
            in: state.layers)
    }

    /// How long a path is at most: its points', control points' included, distances one to the next.
    static func length(of path: Path) -> Double {
        var total = 0.0
        var last = Point(x: 0, y: 0)
        for element in path.elements {
            let points: [Point]
            switch element {
            case .move(let point):
                last = point
                continue
            case .line(let point): points = [point]
            case .quadCurve(let point, let control): points = [control, point]
            case .curve(let point, let control1, let control2): points = [control1, control2, point]
            case .close: continue
            }
            for point in points {
                total += ((point.x - last.x) * (point.x - last.x) + (point.y - last.y) * (point.y - last.y))
                    .squareRoot()
                last = point
            }
        }
        return total
    }

    /// A paint moved into other coordinates, when `transform` keeps its shape; otherwise the
    /// color at its middle.
    static func paint(_ paint: Paint, through transform: AffineTransform) -> Paint {
        switch paint {
        case .color: return paint
        case .linearGradient(let gradient, let start, let end) where transform.isSimilarity:
            return .linearGradient(gradient, start: transform.apply(to: start), end: transform.apply(to: end))
        case .radialGradient(let gradient, let center, let radius) where transform.isSimilarity:
            return .radialGradient(
                gradient, center: transform.apply(to: center), radius: radius * transform.uniformScale)
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _):
            return .color(gradient.color(at: 0.5))
        }
    }

    /// Paints a shading over the page in the shading space `space`, inside the state's layers and `within`.
    private mutating func paintShading(_ shading: PDFObject?, space: AffineTransform, within: [PDFLayer])
        throws(PDFError)
    {
        guard let inverse = space.inverted(), inverse.isFinite else { return }
        let cover = inverse.boundingBox(of: page.insetBy(dx: -1, dy: -1))
        let shading = try PDFShading(
            shading, resources: resources, alpha: state.fillAlpha, cover: cover, file: &file, budget: &budget)
        builder.add(
            .group(DrawingGroup(transform: space, commands: shading.commands(covering: cover))),
            in: state.layers + within)
    }

    /// The matrix an array of six numbers gives; the identity for none.
    mutating func transform(_ object: PDFObject?) throws(PDFError) -> AffineTransform {
        guard let values = try file.numbers(object), values.count == 6, values.allSatisfy(\.isFinite) else {
            return .identity
        }
        return AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    /// Applies the graphics state parameters of `/ExtGState` entry `name`.
    private mutating func apply(_ name: String) throws(PDFError) {
        guard let parameters = try file.dictionary(try file.dictionary(resources["ExtGState"])?[name]) else {
            throw .damaged("the graphics state \(PDFError.quoted(name)) is not in the resources")
        }
        if let alpha = try file.number(parameters["ca"]) { state.fillAlpha = min(max(alpha, 0), 1) }
        if let alpha = try file.number(parameters["CA"]) { state.strokeAlpha = min(max(alpha, 0), 1) }
        if let width = try file.number(parameters["LW"]) { state.style.lineWidth = max(0, width) }
        if let cap = try file.number(parameters["LC"]) {
            state.style.cap = [.butt, .round, .square][min(max(Int(pdf: cap), 0), 2)]
        }
        if let join = try file.number(parameters["LJ"]) {
            state.style.join = [.miter, .round, .bevel][min(max(Int(pdf: join), 0), 2)]
        }
        if let limit = try file.number(parameters["ML"]) { state.style.miterLimit = max(1, limit) }
        if let dash = (try file.resolve(parameters["D"])).array, dash.count == 2 {
            state.style.dashes = dash[0].numbers ?? []
            state.style.dashPhase = dash[1].number ?? 0
        }
    }
}
