public import Graphics

/// What a drawing is written as: escape codes for a terminal, SVG, PNG or the plain-text
/// picture. A format encodes a drawing, knows the sizes it cannot draw, and says how what it
/// drew compares with a file of it.
///
/// `render` writes these and `snapshot` compares them, both through this one value, so a
/// snapshot is always what `render` would have written.
///
///     let bytes = try OutputFormat.png.encode(drawing, scale: 2, images: [:])
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Escape codes for a terminal, in as many colors as it shows.
    case ansi
    /// SVG, its size in pixels at the scale.
    case svg
    /// PNG, at the scale's pixels a point.
    case png
    /// The plain-text picture, which does not depend on the scale.
    case text

    /// The formats that do not depend on a terminal, whose bytes are the same for the same
    /// drawing: the ones a file is written in, the most readable first.
    public static let files: [OutputFormat] = [.text, .svg, .png]

    /// The file name extension, without its dot: `txt` for the text picture.
    public var fileExtension: String { self == .text ? "txt" : rawValue }

    /// Whether what is drawn depends on the scale, as an SVG's size and a PNG's pixels do.
    public var isScaled: Bool { self == .svg || self == .png }

    /// Why a drawing of `size` cannot be drawn in this format at `scale`: a PNG with no pixels, or
    /// an image (or a text picture, rasterized at 2 pixels a point across and 1 down) with too many.
    /// A terminal's picture fits the terminal, and an SVG has no pixels: they have no limits.
    public func sizeProblem(of size: Size, scale: Double, subject: String = "the document") -> String? {
        let described = "\(DecimalText.shortest(size.width))×\(DecimalText.shortest(size.height))"
        // Pixels per point across and down.
        let (across, down): (Double, Double)
        switch self {
        case .ansi, .svg: return nil
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

    /// A drawing in this format.
    ///
    /// - Parameters:
    ///   - columns: The width of a picture of characters (default: one column per 4 points for
    ///     the text picture, the drawing's width for a terminal).
    ///   - colors: The colors a terminal shows; only `ansi` uses them.
    public func encode(
        _ drawing: Drawing, scale: Double, columns: Int? = nil, images: [String: LoadedImage] = [:],
        colors: ColorSupport = .none
    ) throws(RenderError) -> [UInt8] {
        switch self {
        case .png:
            return try RasterRenderer(scale: scale, images: images.mapValues(\.bitmap)).png(drawing)
        case .svg:
            return Array(SVGRenderer(scale: scale, images: images).render(drawing).utf8)
        case .text:
            let renderer = TextPictureRenderer(
                columns: columns ?? TextPictureRenderer.columns(for: drawing), images: images.mapValues(\.bitmap))
            return Array(try renderer.render(drawing).utf8)
        case .ansi:
            let renderer = ANSIRenderer(
                colors: colors, columns: columns ?? ANSIRenderer.columns(for: drawing, available: nil),
                images: images.mapValues(\.bitmap))
            return Array(try renderer.render(drawing).utf8)
        }
    }

    /// A drawing in this format, ready to be compared with a file of it and written: a PNG is
    /// compared by its pixels within a tolerance, the others as text.
    public func drawn(_ drawing: Drawing, scale: Double, images: [String: LoadedImage] = [:]) throws(RenderError)
        -> DrawnOutput
    {
        guard self == .png else {
            return DrawnOutput(try encode(drawing, scale: scale, images: images), .lines)
        }
        return DrawnOutput(RasterImage(try Self.raster(drawing, scale: scale, images: images)), .pixels)
    }

    /// The pixels of a PNG before they are encoded, for a comparison that needs no encoding.
    static func raster(_ drawing: Drawing, scale: Double, images: [String: LoadedImage]) throws(RenderError)
        -> Canvas
    {
        try RasterRenderer(scale: scale, images: images.mapValues(\.bitmap)).render(drawing)
    }
}

/// What a format drew, whatever its kind: its file's bytes, and its comparison with a file.
public struct DrawnOutput {
    /// The bytes of the file, made when they are written (a PNG is compared by its pixels, and
    /// encoded only to be written).
    public let bytes: () -> [UInt8]
    /// How what was drawn compares with the bytes of a file of it, within `tolerance` for a PNG.
    public let compare: (_ reference: [UInt8], _ tolerance: Tolerance) -> SnapshotMatch

    /// A value compared with files as `diffing` says.
    public init<Value>(_ value: Value, _ diffing: OutputDiffing<Value>) {
        bytes = { diffing.bytes(value) }
        compare = { diffing.compare(value, $0, $1) }
    }
}
