public import Graphics

/// Draws a `Drawing` into pixels: shapes and text antialiased, images stretched as UIKit
/// stretches them, groups composited as layers.
public struct RasterRenderer: Sendable {
    /// Pixels per point, horizontally and vertically: 1, 2 or 3 for @1x, @2x, @3x.
    public let scaleX: Double
    public let scaleY: Double
    /// Decoded images by path, as `Image.path` names them; a missing one draws a placeholder.
    public let images: [String: Bitmap]
    /// Whether text is drawn; the terminal renderer draws it as characters instead.
    public let drawsText: Bool
    /// The most memory the layers of nested groups may take at once (`RenderLimits.layerBudget`).
    let layerBudget: Int
    /// The texts laid out for this renderer's drawings, shared by the bands it draws at once.
    let textLayouts = TextLayouts()

    /// A renderer at `scale` pixels a point both ways, drawing text, with `images` by path.
    public init(scale: Double, images: [String: Bitmap] = [:]) {
        self.init(scaleX: scale, scaleY: scale, images: images, drawsText: true)
    }

    /// A renderer at `scaleX` by `scaleY` pixels a point, drawing text only if `drawsText`.
    public init(scaleX: Double, scaleY: Double, images: [String: Bitmap] = [:], drawsText: Bool) {
        self.init(
            scaleX: scaleX, scaleY: scaleY, images: images, drawsText: drawsText, layerBudget: RenderLimits.layerBudget)
    }

    init(scaleX: Double, scaleY: Double, images: [String: Bitmap], drawsText: Bool, layerBudget: Int) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.images = images
        self.drawsText = drawsText
        self.layerBudget = layerBudget
    }

    /// The size in pixels of a drawing of `size` points.
    public func pixelSize(of size: Size) -> (width: Int, height: Int) {
        (
            max(0, Int(pixels: (size.width * scaleX).rounded(.up))),
            max(0, Int(pixels: (size.height * scaleY).rounded(.up)))
        )
    }

    /// The drawing in pixels, or why it cannot be drawn: it has more pixels than
    /// `RenderLimits` allow, or groups nested too deeply for the layer budget.
    ///
    /// Each group is drawn in a layer of its own, as big as its clip, its contents and the canvas
    /// allow. When the layers of groups inside one another would take more memory than
    /// `RenderLimits.layerBudget` at once, the picture is drawn in bands of rows, each with
    /// layers only as tall as the band.
    public func render(_ drawing: Drawing) throws(RenderError) -> Canvas {
        let (width, height) = try drawnSize(of: drawing)
        var canvas = Canvas(width: width, height: height)
        var scratch = RasterScratch(picture: PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height))
        let whole = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
        guard layerBytes(of: drawing.commands, transform: pixels, within: whole) > layerBudget else {
            draw(drawing.commands, into: &canvas, transform: pixels, scratch: &scratch)
            return canvas
        }
        // Each layer of a band is at most the band's size; the band itself is one more.
        let depth = Self.layerDepth(of: drawing.commands)
        let bandHeight = layerBudget / max(1, width * Self.bytesPerLayerPixel * (depth + 1))
        guard bandHeight >= 1 else { throw .overBudget(layers: depth) }
        for top in stride(from: 0, to: height, by: bandHeight) {
            var band = scratch.layer(
                covering: PixelBounds(minX: 0, minY: top, maxX: width, maxY: min(top + bandHeight, height)))
            draw(drawing.commands, into: &band, transform: pixels, scratch: &scratch)
            canvas.place(band)
            scratch.recycle(band)
        }
        return canvas
    }

    /// The size in pixels of `drawing`, or why it is too large to draw.
    func drawnSize(of drawing: Drawing) throws(RenderError) -> (width: Int, height: Int) {
        let (width, height) = pixelSize(of: drawing.size)
        guard width <= RenderLimits.maximumSide, height <= RenderLimits.maximumSide,
            width * height <= RenderLimits.maximumPixels
        else { throw .tooLarge(width: width, height: height) }
        return (width, height)
    }

    /// Points to pixels for the whole drawing.
    var pixels: AffineTransform { AffineTransform(scaleX: scaleX, y: scaleY) }

    /// Whether `shape`, drawn through `transform`, is a rectangle whose edges lie on whole pixels.
    func isOnWholePixels(_ shape: Shape, transform: AffineTransform) -> Bool {
        let rect: Rect
        switch shape {
        case .rect(let plain): rect = plain
        case .roundedRect(let rounded, let radius) where radius <= 0: rect = rounded
        default: return false
        }
        guard transform.isAxisAligned else { return false }
        return [
            rect.x * transform.a + transform.tx, rect.maxX * transform.a + transform.tx,
            rect.y * transform.d + transform.ty, rect.maxY * transform.d + transform.ty,
        ].allSatisfy { $0.isFinite && $0 == $0.rounded() }
    }

    /// Draws `commands`, in coordinates `transform` takes to pixels, into `canvas`, within
    /// `limit` (the whole canvas unless given), where nothing is drawn yet (every pixel
    /// transparent) unless `isDrawnOn`: a group that only transforms its commands, or whose layer
    /// would change nothing, draws them into the canvas it is in, over what is there.
    func draw(
        _ commands: [DrawingCommand], into canvas: inout Canvas, transform: AffineTransform,
        scratch: inout RasterScratch, within limit: PixelBounds? = nil, isDrawnOn: Bool = false
    ) {
        let bounds =
            limit
            ?? PixelBounds(
                minX: canvas.originX, minY: canvas.originY, maxX: canvas.originX + canvas.width,
                maxY: canvas.originY + canvas.height)
        let rasterizer = Rasterizer(transform: transform)
        var isEmpty = !isDrawnOn
        for command in commands {
            defer { isEmpty = false }
            switch command {
            case .fill(.rect(let rect), .color(let color)) where transform.isAxisAligned:
                // Rectangles, most of what views draw, fill row by row without a mask.
                if let span = rasterizer.span(of: rect, within: bounds) {
                    canvas.fill(
                        columns: span.columns, rows: span.rows, minX: span.minX, minY: span.minY,
                        color: PremultipliedColor(color))
                }
            case .fill(let shape, let paint):
                canvas.fill(rasterizer.mask(shape, within: bounds), shader: Shader(paint, transform: transform))
            case .stroke(let shape, let style, let paint):
                canvas.fill(
                    rasterizer.strokeMask(shape, style: style, within: bounds),
                    shader: Shader(paint, transform: transform))
            case .text(let text):
                if drawsText {
                    draw(text, into: &canvas, transform: transform, bounds: bounds, glyphs: &scratch.glyphs)
                }
            case .image(let image):
                draw(image, into: &canvas, transform: transform, bounds: bounds)
            case .group(let group) where group.onlyTransforms:
                draw(
                    group.commands, into: &canvas, transform: group.transform.concatenating(transform),
                    scratch: &scratch, within: bounds, isDrawnOn: !isEmpty)
            case .group(let group) where group.shadow != nil:
                if let shadow = group.shadow {
                    drawShadowed(
                        group, shadow: shadow, into: &canvas, transform: transform, within: bounds, scratch: &scratch)
                }
            case .group(let group):
                let region = layerRegion(of: group, transform: transform, within: bounds)
                guard !region.isEmpty else { continue }
                if drawsUnchangedWithoutLayer(group, transform: transform, region: region, over: isEmpty) {
                    // Its layer would change nothing: its commands go straight into this canvas.
                    draw(
                        group.commands, into: &canvas, transform: group.transform.concatenating(transform),
                        scratch: &scratch, within: region, isDrawnOn: !isEmpty)
                    continue
                }
                var layer = scratch.layer(covering: region)
                draw(
                    group.commands, into: &layer, transform: group.transform.concatenating(transform), scratch: &scratch
                )
                // A rectangle on whole pixels covers every pixel of its layer wholly: no mask.
                let mask = group.clip.flatMap {
                    isOnWholePixels($0, transform: transform) ? nil : rasterizer.mask($0, within: region)
                }
                let opacity = min(max(Int(pixels: (group.alpha * 255).rounded()), 0), 255)
                if isEmpty, opacity == 255, mask == nil {
                    // A layer composited whole over nothing is the layer itself, to the bit.
                    canvas.place(layer)
                } else {
                    canvas.composite(layer, opacity: opacity, mask: mask)
                }
                scratch.recycle(layer)
            }
        }
    }

}
