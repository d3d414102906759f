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

    public init(scale: Double, images: [String: Bitmap] = [:]) {
        self.init(scaleX: scale, scaleY: scale, images: images, drawsText: true)
    }

    public init(scaleX: Double, scaleY: Double, images: [String: Bitmap] = [:], drawsText: Bool) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.images = images
        self.drawsText = drawsText
    }

    /// The size in pixels of a drawing of `size` points.
    public func pixelSize(of size: Size) -> (width: Int, height: Int) {
        (Int((size.width * scaleX).rounded(.up)), Int((size.height * scaleY).rounded(.up)))
    }

    public func render(_ drawing: Drawing) -> Canvas {
        let (width, height) = pixelSize(of: drawing.size)
        var canvas = Canvas(width: width, height: height)
        var glyphs = GlyphCache()
        draw(drawing.commands, into: &canvas, glyphs: &glyphs)
        return canvas
    }

    private var rasterizer: Rasterizer { Rasterizer(scaleX: scaleX, scaleY: scaleY) }

    private func draw(_ commands: [DrawingCommand], into canvas: inout Canvas, glyphs: inout GlyphCache) {
        let bounds = PixelBounds(
            minX: canvas.originX, minY: canvas.originY, maxX: canvas.originX + canvas.width,
            maxY: canvas.originY + canvas.height)
        for command in commands {
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
            case .stroke(let shape, let lineWidth, let color):
                canvas.fill(
                    rasterizer.strokeMask(shape, lineWidth: lineWidth, within: bounds), color: PremultipliedColor(color)
                )
            case .text(let text):
                if drawsText { draw(text, into: &canvas, bounds: bounds, glyphs: &glyphs) }
            case .image(let image):
                draw(image, into: &canvas, bounds: bounds)
            case .group(let group):
                let region = (group.clip.map { pixelBounds(of: $0.boundingBox) } ?? bounds)
                    .intersection(pixelBounds(of: group.commands)).intersection(bounds)
                guard !region.isEmpty else { continue }
                var layer = Canvas(
                    width: region.maxX - region.minX, height: region.maxY - region.minY, originX: region.minX,
                    originY: region.minY)
                draw(group.commands, into: &layer, glyphs: &glyphs)
                let mask = group.clip.map { rasterizer.mask($0, within: region) }
                canvas.composite(layer, opacity: Int((group.alpha * 255).rounded()), mask: mask)
            }
        }
    }

    // MARK: - Text

    private func draw(_ text: TextDrawing, into canvas: inout Canvas, bounds: PixelBounds, glyphs: inout GlyphCache) {
        let layout = TextLayout(text)
        let color = PremultipliedColor(text.color)
        let baseline = layout.baseline * scaleY
        for placed in layout.glyphs where !placed.glyph.path.elements.isEmpty {
            let x = placed.x * scaleX
            let mask = glyphs.mask(
                for: placed, size: text.font.size, scaleX: scaleX * layout.scale, scaleY: scaleY * layout.scale,
                x: x, baseline: baseline)
            canvas.fill(mask, color: color)
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
                let coverage = Int((Rasterizer.overlap(Double(x), minX, maxX) * coverageY * 255).rounded())
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
            case .stroke(let shape, let width, _):
                bounds = bounds.union(pixelBounds(of: shape.boundingBox.insetBy(dx: -width, dy: -width)))
            case .text(let text):
                // Glyphs may reach a little beyond their rectangle.
                bounds = bounds.union(pixelBounds(of: text.rect.insetBy(dx: -text.font.size, dy: -text.font.size)))
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
