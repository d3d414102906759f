public import Inspectable

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

    public init(scale: Double, images: [String: Bitmap] = [:]) {
        self.init(scaleX: scale, scaleY: scale, images: images, drawsText: true)
    }

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
    package func render(_ drawing: Drawing) throws(RenderError) -> Canvas {
        let (width, height) = pixelSize(of: drawing.size)
        guard width <= RenderLimits.maximumSide, height <= RenderLimits.maximumSide,
            width * height <= RenderLimits.maximumPixels
        else { throw .tooLarge(width: width, height: height) }
        var canvas = Canvas(width: width, height: height)
        var scratch = RasterScratch()
        let whole = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
        guard layerBytes(of: drawing.commands, within: whole) > layerBudget else {
            draw(drawing.commands, into: &canvas, scratch: &scratch)
            return canvas
        }
        // Each layer of a band is at most the band's size; the band itself is one more.
        let depth = Self.layerDepth(of: drawing.commands)
        let bandHeight = layerBudget / max(1, width * Self.bytesPerLayerPixel * (depth + 1))
        guard bandHeight >= 1 else { throw .overBudget(layers: depth) }
        for top in stride(from: 0, to: height, by: bandHeight) {
            var band = scratch.layer(
                covering: PixelBounds(minX: 0, minY: top, maxX: width, maxY: min(top + bandHeight, height)))
            draw(drawing.commands, into: &band, scratch: &scratch)
            canvas.place(band)
            scratch.recycle(band)
        }
        return canvas
    }

    /// Whether `shape` is a rectangle whose edges lie on whole pixels.
    private func isOnWholePixels(_ shape: Shape) -> Bool {
        let rect: Rect
        switch shape {
        case .rect(let plain): rect = plain
        case .roundedRect(let rounded, let radius) where radius <= 0: rect = rounded
        default: return false
        }
        return [rect.x * scaleX, rect.maxX * scaleX, rect.y * scaleY, rect.maxY * scaleY].allSatisfy {
            $0.isFinite && $0 == $0.rounded()
        }
    }

    /// What a pixel of a layer takes: four bytes of color, and room for the clip's mask and the
    /// rasterizer's work while it is composited.
    static let bytesPerLayerPixel = 8

    /// The most memory the layers of `commands` take at once, drawn within `bounds`.
    func layerBytes(of commands: [DrawingCommand], within bounds: PixelBounds) -> Int {
        var most = 0
        for case .group(let group) in commands {
            let region = layerRegion(of: group, within: bounds)
            guard !region.isEmpty else { continue }
            let area = (region.maxX - region.minX) * (region.maxY - region.minY)
            most = max(most, area * Self.bytesPerLayerPixel + layerBytes(of: group.commands, within: region))
        }
        return most
    }

    /// How many groups lie inside one another at the most.
    static func layerDepth(of commands: [DrawingCommand]) -> Int {
        var deepest = 0
        for case .group(let group) in commands { deepest = max(deepest, 1 + layerDepth(of: group.commands)) }
        return deepest
    }

    /// The pixels a group's layer covers: those its clip and its contents can touch, within `bounds`.
    private func layerRegion(of group: DrawingGroup, within bounds: PixelBounds) -> PixelBounds {
        (group.clip.map { pixelBounds(of: $0.boundingBox) } ?? bounds)
            .intersection(pixelBounds(of: group.commands)).intersection(bounds)
    }

    private var rasterizer: Rasterizer { Rasterizer(scaleX: scaleX, scaleY: scaleY) }

    /// Draws `commands` into `canvas`, which holds nothing yet (every pixel transparent).
    private func draw(_ commands: [DrawingCommand], into canvas: inout Canvas, scratch: inout RasterScratch) {
        let bounds = PixelBounds(
            minX: canvas.originX, minY: canvas.originY, maxX: canvas.originX + canvas.width,
            maxY: canvas.originY + canvas.height)
        var isEmpty = true
        for command in commands {
            defer { isEmpty = false }
            switch command {
            case .fill(.rect(let rect), let color):
                // Rectangles, most of what views draw, fill row by row without a mask.
                if let span = rasterizer.span(of: rect, within: bounds) {
                    canvas.fill(
                        columns: span.columns, rows: span.rows, minX: span.minX, minY: span.minY,
                        color: PremultipliedColor(color))
                }
            case .fill(let shape, let color):
                canvas.fill(rasterizer.mask(shape, within: bounds), color: PremultipliedColor(color))
            case .stroke(let shape, let style, let color):
                canvas.fill(
                    rasterizer.strokeMask(shape, style: style, within: bounds), color: PremultipliedColor(color))
            case .text(let text):
                if drawsText { draw(text, into: &canvas, bounds: bounds, glyphs: &scratch.glyphs) }
            case .image(let image):
                draw(image, into: &canvas, bounds: bounds)
            case .group(let group):
                let region = layerRegion(of: group, within: bounds)
                guard !region.isEmpty else { continue }
                var layer = scratch.layer(covering: region)
                draw(group.commands, into: &layer, scratch: &scratch)
                // A rectangle on whole pixels covers every pixel of its layer wholly: no mask.
                let mask = group.clip.flatMap { isOnWholePixels($0) ? nil : rasterizer.mask($0, within: region) }
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

    // MARK: - Text

    private func draw(_ text: TextDrawing, into canvas: inout Canvas, bounds: PixelBounds, glyphs: inout GlyphCache) {
        let layout = TextLayout(text)
        let color = PremultipliedColor(text.color)
        // A glyph reaches at most an em or so from its origin; one farther off the canvas is not drawn.
        let em = layout.fontSize * max(scaleX, scaleY)
        let (glyphScaleX, glyphScaleY) = (scaleX * layout.scale, scaleY * layout.scale)
        for line in layout.lines {
            let baseline = line.baseline * scaleY
            guard em.isFinite, baseline + 2 * em > Double(bounds.minY), baseline - 2 * em < Double(bounds.maxY) else {
                continue
            }
            for placed in line.glyphs where !placed.glyph.path.elements.isEmpty {
                let x = placed.x * scaleX
                guard x + 2 * em > Double(bounds.minX), x - 2 * em < Double(bounds.maxX) else { continue }
                guard em <= GlyphCache.largestCachedEm else {
                    // A huge glyph is rasterized once, within the canvas only.
                    var segments: [(Double, Double, Double, Double)] = []
                    Flattener.flatten(
                        placed.glyph.path, scaleX: glyphScaleX, scaleY: glyphScaleY, originX: x, originY: baseline,
                        flipY: true
                    ) { segments.append(($0, $1, $2, $3)) }
                    canvas.fill(Rasterizer(scaleX: 1, scaleY: 1).coverage(of: segments, within: bounds), color: color)
                    continue
                }
                let mask = glyphs.mask(
                    for: placed, weight: layout.outlines.weight, scaleX: glyphScaleX, scaleY: glyphScaleY, x: x,
                    baseline: baseline)
                canvas.fill(mask, color: color)
            }
        }
    }

    // MARK: - Images

    private func draw(_ drawing: ImageDrawing, into canvas: inout Canvas, bounds: PixelBounds) {
        let rect = drawing.rect
        let area = pixelBounds(of: rect).intersection(bounds)
        guard !area.isEmpty, rect.width > 0, rect.height > 0 else { return }
        guard let bitmap = images[drawing.image.path], bitmap.width > 0, bitmap.height > 0 else {
            ImagePlaceholder.draw(in: rect, renderer: self, canvas: &canvas, bounds: bounds)
            return
        }
        let horizontal = StretchAxis(
            length: rect.width, imageLength: Double(bitmap.width) / bitmap.scale, cap: Double(drawing.leftCapWidth),
            pixelsPerPoint: bitmap.scale)
        let vertical = StretchAxis(
            length: rect.height, imageLength: Double(bitmap.height) / bitmap.scale,
            cap: Double(drawing.topCapHeight), pixelsPerPoint: bitmap.scale)
        let (minX, maxX) = (rect.x * scaleX, rect.maxX * scaleX)
        let (minY, maxY) = (rect.y * scaleY, rect.maxY * scaleY)
        let sourceColumns = (area.minX..<area.maxX).map { horizontal.source((Double($0) + 0.5) / scaleX - rect.x) }
        for y in area.minY..<area.maxY {
            let coverageY = Rasterizer.overlap(Double(y), minY, maxY)
            let sourceY = vertical.source((Double(y) + 0.5) / scaleY - rect.y)
            for (column, x) in (area.minX..<area.maxX).enumerated() {
                let coverage = Int(pixels: (Rasterizer.overlap(Double(x), minX, maxX) * coverageY * 255).rounded())
                guard coverage > 0 else { continue }
                let (red, green, blue, alpha) = bitmap.sample(x: sourceColumns[column], y: sourceY)
                guard alpha > 0 else { continue }
                let index = ((y - canvas.originY) * canvas.width + (x - canvas.originX)) * 4
                canvas.blend(
                    at: index,
                    color: PremultipliedColor(
                        red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: UInt8(alpha)),
                    coverage: coverage)
            }
        }
    }

    // MARK: - Bounds

    func pixelBounds(of rect: Rect) -> PixelBounds {
        PixelBounds(covering: rect.x * scaleX, rect.y * scaleY, rect.maxX * scaleX, rect.maxY * scaleY)
    }

    /// The pixels the commands can touch.
    func pixelBounds(of commands: [DrawingCommand]) -> PixelBounds {
        var bounds = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        for command in commands {
            switch command {
            case .fill(let shape, _): bounds = bounds.union(pixelBounds(of: shape.boundingBox))
            case .stroke(let shape, let style, _):
                // A rectangle's outline reaches half a line width out; a miter, a cap or a
                // rectangle stroked in another style may reach farther.
                let reach = Rasterizer.strokesExactly(shape, style) ? style.lineWidth : style.reach
                bounds = bounds.union(pixelBounds(of: shape.boundingBox.insetBy(dx: -reach, dy: -reach)))
            case .text(let text):
                // Glyphs reach up to an em or so from their origins, and may lie beyond the rectangle.
                let layout = TextLayout(text)
                var (minX, minY, maxX, maxY) = (text.rect.x, text.rect.y, text.rect.maxX, text.rect.maxY)
                for line in layout.lines {
                    (minY, maxY) = (min(minY, line.baseline), max(maxY, line.baseline))
                    for glyph in line.glyphs { (minX, maxX) = (min(minX, glyph.x), max(maxX, glyph.x)) }
                }
                let em = layout.fontSize
                bounds = bounds.union(
                    pixelBounds(
                        of: Rect(x: minX - em, y: minY - em, width: maxX - minX + 2 * em, height: maxY - minY + 2 * em))
                )
            case .image(let image): bounds = bounds.union(pixelBounds(of: image.rect))
            case .group(let group): bounds = bounds.union(pixelBounds(of: group.commands))
            }
        }
        return bounds
    }
}

/// One axis of UIKit's stretchable-image rule: the cap stays as it is, the one pixel after it
/// stretches, the rest stays as it is; a cap of 0 scales the axis whole. When the destination is
/// shorter than the two ends, they shrink in proportion.
struct StretchAxis {
    let length: Double
    let imageLength: Double
    let cap: Double
    let pixelsPerPoint: Double

    /// The pieces of the axis: where each lies in the destination (points) and which part of the
    /// image (pixels) it shows. One piece when the axis scales whole, three otherwise.
    var pieces: [(start: Double, length: Double, sourceStart: Double, sourceLength: Double)] {
        guard cap > 0, cap < imageLength else {
            return [(0, length, 0, imageLength * pixelsPerPoint)]
        }
        let stretchEnd = cap + 1 / pixelsPerPoint
        let end = imageLength - stretchEnd
        let imagePixels = imageLength * pixelsPerPoint
        if length >= cap + end {
            return [
                (0, cap, 0, cap * pixelsPerPoint),
                (cap, length - cap - end, cap * pixelsPerPoint, 1),
                (length - end, end, stretchEnd * pixelsPerPoint, imagePixels - stretchEnd * pixelsPerPoint),
            ]
        }
        let shrink = length / (cap + end)
        return [
            (0, cap * shrink, 0, cap * pixelsPerPoint),
            (cap * shrink, end * shrink, stretchEnd * pixelsPerPoint, imagePixels - stretchEnd * pixelsPerPoint),
        ]
    }

    /// The image pixel coordinate drawn at `position` points along the destination.
    func source(_ position: Double) -> Double {
        guard cap > 0, cap < imageLength else {
            return position / length * imageLength * pixelsPerPoint
        }
        let stretchStart = cap
        let stretchEnd = cap + 1 / pixelsPerPoint
        let end = imageLength - stretchEnd
        if length >= cap + end {
            if position < cap { return position * pixelsPerPoint }
            if position >= length - end { return (stretchEnd + position - (length - end)) * pixelsPerPoint }
            return (stretchStart + stretchEnd) / 2 * pixelsPerPoint
        }
        let shrink = length / (cap + end)
        if position < cap * shrink { return position / shrink * pixelsPerPoint }
        return (stretchEnd + (position - cap * shrink) / shrink) * pixelsPerPoint
    }
}
