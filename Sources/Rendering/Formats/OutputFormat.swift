import Inspectable
import Rendering

/// The formats that do not depend on a terminal: the same drawing always gives the same bytes.
///
/// `render` writes them and `snapshot` compares them, both through the encoders and the size
/// checks here, so that a snapshot is always what `render` would have written.
enum FileFormat: String, CaseIterable, Sendable {
    case text, svg, png

    /// The file name extension.
    var fileExtension: String { self == .text ? "txt" : rawValue }

    /// Why a drawing of `size` cannot be drawn in this format at `scale`: a PNG with no pixels, or
    /// an image (or a text picture, rasterized at 2 pixels a point across and 1 down) with too many.
    func sizeProblem(of size: Size, scale: Double, subject: String = "the document") -> String? {
        let described = "\(size.width.text)×\(size.height.text)"
        // Pixels per point across and down.
        let (across, down): (Double, Double)
        switch self {
        case .svg: return nil
        case .png: (across, down) = (scale, scale)
        case .text: (across, down) = (2, 1)
        }
        let (width, height) = (size.width * across, size.height * down)
        if self == .png, width.rounded(.up) < 1 || height.rounded(.up) < 1 {
            return "\(subject) is \(described) pt, and a PNG needs at least one pixel each way"
        }
        let (side, pixels) = (Double(RenderLimits.maximumSide), Double(RenderLimits.maximumPixels))
        guard width <= side, height <= side, width * height <= pixels else {
            // The limits in points, as the document gives its sizes.
            let (widest, tallest) = (Int(side / across), Int(side / down))
            let area = Int(pixels / (across * down))
            return
                "\(subject) is \(described) pt, too large to draw as \(rawValue)\(self == .png ? " at @\(Int(scale))x" : "") (at most \(widest) pt wide, \(tallest) pt tall and \(area) pt² in all)"
        }
        return nil
    }

    /// A drawing in this format; `columns` is the text picture's width (default: one column per
    /// 4 points).
    func encode(_ drawing: Drawing, scale: Double, columns: Int?, images: [String: LoadedImage])
        throws(RenderError) -> [UInt8]
    {
        switch self {
        case .png:
            return PNGEncoder.encode(try Self.raster(drawing, scale: scale, images: images))
        case .svg:
            return Array(SVGRenderer(scale: scale, images: images).render(drawing).utf8)
        case .text:
            let renderer = TextPictureRenderer(
                columns: columns ?? TextPictureRenderer.columns(for: drawing), images: images.mapValues(\.bitmap))
            return Array(try renderer.render(drawing).utf8)
        }
    }

    /// The pixels of a PNG before they are encoded, for a comparison that needs no encoding.
    static func raster(_ drawing: Drawing, scale: Double, images: [String: LoadedImage]) throws(RenderError)
        -> Canvas
    {
        try RasterRenderer(scale: scale, images: images.mapValues(\.bitmap)).render(drawing)
    }
}
