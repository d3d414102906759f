public import Graphics

/// The first page of a PDF file as a picture, as an asset catalog's vector image is one: its
/// size in points (its `/CropBox`, else its `/MediaBox`) and what it draws, ready to rasterize
/// at any scale.
///
///     let page = try PDFImage(bytes)
///     let pixels = try page.canvas(scale: 3)   // crisp at @3x
///
/// Paths, clips, colors, opacity, form XObjects and axial and radial gradients are drawn (see
/// `PDFInterpreter`); an image inside the PDF is drawn as designer's image placeholder, and
/// text inside it is passed over. A file that is damaged,
/// uses a filter other than Flate, or asks more than `PDFLimits` allow is an error that says so.
public struct PDFImage: Sendable {
    /// The page's size in points.
    public let size: Size
    /// What the page draws, in points from its top-left corner.
    public let drawing: Drawing
    /// How many square points the drawing's fills, strokes and layers cover together, each
    /// within the page: what drawing it costs, before scale.
    let paintedArea: Double

    /// The first page of the PDF file `bytes`.
    public init(_ bytes: [UInt8]) throws(PDFError) {
        var file = try PDFFile(bytes)
        let catalog = try file.dictionary(file.trailer["Root"])
        guard let catalog else { throw .damaged("the catalog (/Root) is no dictionary") }
        let page = try Self.firstPage(catalog["Pages"], file: &file, inherited: [:], depth: 0)
        guard let page else { throw .damaged("it has no page") }
        func box(_ key: String) throws(PDFError) -> Rect? {
            guard let values = try file.numbers(page[key]), values.count == 4, values.allSatisfy(\.isFinite) else {
                return nil
            }
            return Rect(
                x: min(values[0], values[2]), y: min(values[1], values[3]), width: abs(values[2] - values[0]),
                height: abs(values[3] - values[1]))
        }
        guard let media = try box("MediaBox") else { throw .damaged("the page has no /MediaBox") }
        var bounds = media
        if let crop = try box("CropBox") {
            let (minX, minY) = (max(crop.x, media.x), max(crop.y, media.y))
            bounds = Rect(
                x: minX, y: minY, width: max(0, min(crop.maxX, media.maxX) - minX),
                height: max(0, min(crop.maxY, media.maxY) - minY))
        }
        guard bounds.width > 0, bounds.height > 0 else { throw .damaged("the page's box is empty") }
        var content: [UInt8] = []
        switch try file.resolve(page["Contents"]) {
        case .stream(let stream): content = try file.decode(stream, name: "the page's content")
        case .array(let parts):
            for part in parts {
                guard case .stream(let stream) = try file.resolve(part) else {
                    throw .damaged("a part of the page's /Contents is no stream")
                }
                content += try file.decode(stream, name: "the page's content")
                content.append(0x0A)
            }
        case .null: throw .damaged("the page has no /Contents")
        default: throw .damaged("the page's /Contents is no stream")
        }
        var interpreter = PDFInterpreter(
            file: file, bounds: bounds, resources: try file.dictionary(page["Resources"]) ?? [:])
        try interpreter.run(content)
        var builder = interpreter.builder
        size = Size(width: bounds.width, height: bounds.height)
        drawing = Drawing(size: size, commands: builder.finish())
        paintedArea = Self.area(
            of: drawing.commands, transform: .identity, within: Rect(x: 0, y: 0, width: size.width, height: size.height)
        )
    }

    /// The square points `commands`, drawn through `transform`, cover within `page`, each counted.
    private static func area(of commands: [DrawingCommand], transform: AffineTransform, within page: Rect) -> Double {
        func covered(_ box: Rect) -> Double {
            let placed = transform.boundingBox(of: box)
            let width = min(placed.maxX, page.maxX) - max(placed.x, page.x)
            let height = min(placed.maxY, page.maxY) - max(placed.y, page.y)
            return width > 0 && height > 0 ? width * height : 0
        }
        var total = 0.0
        for command in commands {
            switch command {
            case .fill(let shape, _): total += covered(shape.boundingBox)
            case .stroke(let shape, let style, _):
                total += covered(shape.boundingBox.insetBy(dx: -style.reach, dy: -style.reach))
            case .group(let group):
                total += group.clip.map { covered($0.boundingBox) } ?? 0
                total += area(of: group.commands, transform: group.transform.concatenating(transform), within: page)
            case .text, .image: break
            }
        }
        return total
    }

    /// The first page under the page tree node `node`, with the entries it inherits.
    private static func firstPage(
        _ node: PDFObject?, file: inout PDFFile, inherited: [String: PDFObject], depth: Int
    ) throws(PDFError) -> [String: PDFObject]? {
        guard depth < PDFLimits.maximumPageTreeDepth else {
            throw .overLimit("has a page tree more than \(PDFLimits.maximumPageTreeDepth) deep (or one that loops)")
        }
        guard let dictionary = try file.dictionary(node) else { return nil }
        var inherited = inherited
        for key in ["Resources", "MediaBox", "CropBox"] where dictionary[key] != nil {
            inherited[key] = dictionary[key]
        }
        if dictionary["Type"]?.name == "Page" || (dictionary["Kids"] == nil && dictionary["Contents"] != nil) {
            return dictionary.merging(inherited) { own, _ in own }
        }
        guard case .array(let kids) = try file.resolve(dictionary["Kids"]) else { return nil }
        for kid in kids {
            if let page = try firstPage(kid, file: &file, inherited: inherited, depth: depth + 1) { return page }
        }
        return nil
    }

    /// The page's size in pixels at `scale` pixels a point.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        RasterRenderer(scale: scale).pixelSize(of: size)
    }

    /// A scale as a message names it: `@2x` when whole, else its pixels a point.
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() && scale >= 1
            ? "@\(Int(scale))x" : "\((scale * 1000).rounded() / 1000) pixels a point"
    }

    /// The page's pixels at `scale` pixels a point, as a PNG of them is encoded from.
    public func canvas(scale: Double) throws(PDFError) -> Canvas {
        let renderer = RasterRenderer(scale: scale)
        let (width, height) = pixelSize(scale: scale)
        guard width * height <= PNGDecoder.maximumPixels else {
            throw .overLimit(
                "is \(width)×\(height) pixels at \(Self.scaleText(scale)), more than the \(PNGDecoder.maximumPixels) pixels an image may have"
            )
        }
        guard paintedArea * scale * scale <= Double(PDFLimits.maximumPaintedPixels) else {
            throw .overLimit(
                "would paint more than \(PDFLimits.maximumPaintedPixels) pixels at \(Self.scaleText(scale)) (its fills and layers over one another)"
            )
        }
        do {
            return try renderer.render(drawing)
        } catch {
            throw .overLimit("is too large to draw: \(error)")
        }
    }
}
