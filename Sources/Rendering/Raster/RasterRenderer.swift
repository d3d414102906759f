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

    /// Points to pixels for the whole drawing.
    private var pixels: AffineTransform { AffineTransform(scaleX: scaleX, y: scaleY) }

    /// Whether `shape`, drawn through `transform`, is a rectangle whose edges lie on whole pixels.
    private func isOnWholePixels(_ shape: Shape, transform: AffineTransform) -> Bool {
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

    /// What a pixel of a layer takes: four bytes of color, and room for the clip's mask and the
    /// rasterizer's work while it is composited.
    static let bytesPerLayerPixel = 8

    /// The most memory the layers of `commands` take at once, drawn through `transform` within `bounds`.
    func layerBytes(
        of commands: [DrawingCommand], transform: AffineTransform, within bounds: PixelBounds,
        picture: PixelBounds? = nil
    ) -> Int {
        let picture = picture ?? bounds
        var most = 0
        for case .group(let group) in commands {
            let inner = group.transform.concatenating(transform)
            guard !group.onlyTransforms else {
                most = max(most, layerBytes(of: group.commands, transform: inner, within: bounds, picture: picture))
                continue
            }
            if let shadow = group.shadow {
                // The layers of what casts the shadow, the shadow's, and its blur's four bytes a pixel.
                let plan = shadowPlan(
                    of: group, shadow: shadow, transform: transform, within: bounds, picture: picture)
                let layers = plan.layers.reduce(0) { $0 + $1.area } + plan.shadowed.area
                let inside =
                    plan.layers.map { layerBytes(of: group.commands, transform: inner, within: $0, picture: picture) }
                    .max() ?? 0
                most = max(
                    most, layers * Self.bytesPerLayerPixel + shadowRegion(shadow, of: plan.casting).area * 4 + inside)
                continue
            }
            let region = layerRegion(of: group, transform: transform, within: bounds)
            guard !region.isEmpty else { continue }
            most = max(
                most,
                region.area * Self.bytesPerLayerPixel
                    + layerBytes(of: group.commands, transform: inner, within: region, picture: picture)
            )
        }
        return most
    }

    /// How many groups with layers of their own lie inside one another at the most.
    static func layerDepth(of commands: [DrawingCommand]) -> Int {
        var deepest = 0
        for case .group(let group) in commands {
            deepest = max(deepest, (group.onlyTransforms ? 0 : 1) + layerDepth(of: group.commands))
        }
        return deepest
    }

    /// The pixels a group's layer covers: those its clip and its contents can touch, within `bounds`.
    private func layerRegion(of group: DrawingGroup, transform: AffineTransform, within bounds: PixelBounds)
        -> PixelBounds
    {
        contentRegion(of: group, transform: transform).intersection(bounds)
    }

    /// The pixels a group's clip and contents can touch.
    private func contentRegion(of group: DrawingGroup, transform: AffineTransform) -> PixelBounds {
        let content = pixelBounds(of: group.commands, transform: group.transform.concatenating(transform))
        return group.clip.map { content.intersection(pixelBounds(of: $0.boundingBox, transform: transform)) } ?? content
    }

    /// A shadow's offset and how far its blur spreads, in pixels: three standard deviations,
    /// as `GaussianBlur` limits them.
    private func shadowPixels(_ shadow: Shadow) -> (dx: Double, dy: Double, spreadX: Double, spreadY: Double) {
        let (dx, dy) = (shadow.offset.width * scaleX, shadow.offset.height * scaleY)
        let radius = max(0, shadow.radius.isFinite ? shadow.radius : 0)
        let (spreadX, spreadY) = (
            3 * min(radius * scaleX, GaussianBlur.largestDeviation) + 2,
            3 * min(radius * scaleY, GaussianBlur.largestDeviation) + 2
        )
        // An offset beyond any canvas moves the shadow off it; a bounded one keeps regions in range.
        let limit = Double(RenderLimits.maximumSide) * 4
        return (
            min(max(dx.isFinite ? dx : 0, -limit), limit), min(max(dy.isFinite ? dy : 0, -limit), limit), spreadX,
            spreadY
        )
    }

    /// How a shadowed group is drawn within `bounds`: the layers its contents are drawn into (one
    /// holding both what shows and what casts a shadow into `bounds`, or two when those lie far
    /// apart), what casts the shadow, and the layer the shadow and the contents are put together in.
    ///
    /// A layer reaches past the picture only as far as twice this shadow's spread: a shadow cast
    /// into a layer beyond the picture matters only to the shadow of a group around it, and a
    /// shadow of a shadow from farther off is too faint to count. So shadows nested in shadows
    /// do not make each layer larger than the one around it.
    private func shadowPlan(
        of group: DrawingGroup, shadow: Shadow, transform: AffineTransform, within bounds: PixelBounds,
        picture: PixelBounds
    ) -> (layers: [PixelBounds], casting: PixelBounds, shadowed: PixelBounds) {
        let content = contentRegion(of: group, transform: transform)
        let visible = content.intersection(bounds)
        let (dx, dy, spreadX, spreadY) = shadowPixels(shadow)
        let limit = PixelBounds(
            covering: Double(picture.minX) - 2 * spreadX, Double(picture.minY) - 2 * spreadY,
            Double(picture.maxX) + 2 * spreadX, Double(picture.maxY) + 2 * spreadY)
        let casting = content.intersection(limit).intersection(
            PixelBounds(
                covering: Double(bounds.minX) - dx - spreadX, Double(bounds.minY) - dy - spreadY,
                Double(bounds.maxX) - dx + spreadX, Double(bounds.maxY) - dy + spreadY))
        let shadowed = bounds.intersection(visible.union(shadowRegion(shadow, of: casting)))
        let together = visible.union(casting)
        if visible.isEmpty || casting.isEmpty || together.area <= 2 * (visible.area + casting.area) {
            return (together.isEmpty ? [] : [together], casting, shadowed)
        }
        return ([visible, casting], casting, shadowed)
    }

    /// Draws `commands`, in coordinates `transform` takes to pixels, into `canvas`, which holds
    /// nothing yet (every pixel transparent).
    private func draw(
        _ commands: [DrawingCommand], into canvas: inout Canvas, transform: AffineTransform,
        scratch: inout RasterScratch
    ) {
        let bounds = PixelBounds(
            minX: canvas.originX, minY: canvas.originY, maxX: canvas.originX + canvas.width,
            maxY: canvas.originY + canvas.height)
        let rasterizer = Rasterizer(transform: transform)
        var isEmpty = true
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
                    scratch: &scratch)
            case .group(let group) where group.shadow != nil:
                if let shadow = group.shadow {
                    drawShadowed(group, shadow: shadow, into: &canvas, transform: transform, scratch: &scratch)
                }
            case .group(let group):
                let region = layerRegion(of: group, transform: transform, within: bounds)
                guard !region.isEmpty else { continue }
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

    // MARK: - Shadows

    /// Draws a group that casts a shadow: its contents in layers (clipped), the shadow of what
    /// casts one into the canvas beneath them, both made translucent together.
    private func drawShadowed(
        _ group: DrawingGroup, shadow: Shadow, into canvas: inout Canvas, transform: AffineTransform,
        scratch: inout RasterScratch
    ) {
        let bounds = PixelBounds(
            minX: canvas.originX, minY: canvas.originY, maxX: canvas.originX + canvas.width,
            maxY: canvas.originY + canvas.height)
        let plan = shadowPlan(
            of: group, shadow: shadow, transform: transform, within: bounds, picture: scratch.picture)
        guard !plan.shadowed.isEmpty else { return }
        let rasterizer = Rasterizer(transform: transform)
        var layers: [Canvas] = []
        for region in plan.layers {
            var layer = scratch.layer(covering: region)
            draw(group.commands, into: &layer, transform: group.transform.concatenating(transform), scratch: &scratch)
            if let clip = group.clip, !isOnWholePixels(clip, transform: transform) {
                layer.mask(by: rasterizer.mask(clip, within: region))
            }
            layers.append(layer)
        }
        var shadowed = scratch.layer(covering: plan.shadowed)
        // The last layer holds what casts the shadow; the first what shows.
        if let source = layers.last { drawShadow(shadow, of: source, into: &shadowed) }
        if let shown = layers.first { shadowed.composite(shown, opacity: 255, mask: nil) }
        let opacity = min(max(Int(pixels: (group.alpha * 255).rounded()), 0), 255)
        canvas.composite(shadowed, opacity: opacity, mask: nil)
        scratch.recycle(shadowed)
        for layer in layers { scratch.recycle(layer) }
    }

    /// The pixels the shadow of what covers `region` can fall on.
    private func shadowRegion(_ shadow: Shadow, of region: PixelBounds) -> PixelBounds {
        let (dx, dy, spreadX, spreadY) = shadowPixels(shadow)
        return PixelBounds(
            covering: Double(region.minX) + dx - spreadX, Double(region.minY) + dy - spreadY,
            Double(region.maxX) + dx + spreadX, Double(region.maxY) + dy + spreadY)
    }

    /// Draws the shadow `layer` casts into `target`: its coverage moved, blurred and colored.
    private func drawShadow(_ shadow: Shadow, of layer: Canvas, into target: inout Canvas) {
        let color = PremultipliedColor(shadow.effectiveColor)
        guard color.alpha > 0, layer.width > 0, layer.height > 0 else { return }
        let (dx, dy, _, _) = shadowPixels(shadow)
        // The offset in whole pixels moves the mask; what is left of a pixel goes into the blur
        // as a blur of its own would, so it is left out: offsets are rounded to whole pixels.
        let (moveX, moveY) = (Int(pixels: dx.rounded()), Int(pixels: dy.rounded()))
        var alpha = [UInt8](repeating: 0, count: layer.width * layer.height)
        for index in alpha.indices { alpha[index] = layer.pixels[index * 4 + 3] }
        let coverage = CoverageMask(
            originX: layer.originX + moveX, originY: layer.originY + moveY, width: layer.width, height: layer.height,
            values: alpha)
        let radius = max(0, shadow.radius.isFinite ? shadow.radius : 0)
        target.fill(GaussianBlur.blur(coverage, deviationX: radius * scaleX, deviationY: radius * scaleY), color: color)
    }

    // MARK: - Text

    private func draw(
        _ text: TextDrawing, into canvas: inout Canvas, transform: AffineTransform, bounds: PixelBounds,
        glyphs: inout GlyphCache
    ) {
        let layout = TextLayout(text)
        let color = PremultipliedColor(text.color)
        guard transform.isAxisAligned, transform.a > 0, transform.d > 0 else {
            // Turned, mirrored or skewed text: each glyph's outline placed through the transform.
            for line in layout.lines {
                for placed in line.glyphs where !placed.glyph.path.elements.isEmpty {
                    let glyph = AffineTransform(
                        a: layout.scale, b: 0, c: 0, d: -layout.scale, tx: placed.x, ty: line.baseline)
                    var segments: [(Double, Double, Double, Double)] = []
                    Flattener.flatten(placed.glyph.path, transform: glyph.concatenating(transform)) {
                        segments.append(($0, $1, $2, $3))
                    }
                    canvas.fill(Rasterizer(scaleX: 1, scaleY: 1).coverage(of: segments, within: bounds), color: color)
                }
            }
            return
        }
        let (scaleX, scaleY) = (transform.a, transform.d)
        // A glyph reaches at most an em or so from its origin; one farther off the canvas is not drawn.
        let em = layout.fontSize * max(scaleX, scaleY)
        let (glyphScaleX, glyphScaleY) = (scaleX * layout.scale, scaleY * layout.scale)
        for line in layout.lines {
            let baseline = line.baseline * scaleY + transform.ty
            guard em.isFinite, baseline + 2 * em > Double(bounds.minY), baseline - 2 * em < Double(bounds.maxY) else {
                continue
            }
            for placed in line.glyphs where !placed.glyph.path.elements.isEmpty {
                let x = placed.x * scaleX + transform.tx
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

    private func draw(
        _ drawing: ImageDrawing, into canvas: inout Canvas, transform: AffineTransform, bounds: PixelBounds
    ) {
        let rect = drawing.rect
        guard rect.width > 0, rect.height > 0 else { return }
        guard let bitmap = images[drawing.image.path], bitmap.width > 0, bitmap.height > 0 else {
            ImagePlaceholder.draw(in: rect, transform: transform, canvas: &canvas, bounds: bounds)
            return
        }
        let imageSize = Size(width: Double(bitmap.width) / bitmap.scale, height: Double(bitmap.height) / bitmap.scale)
        let placed = drawing.contentMode.rect(forImageOf: imageSize, in: rect)
        // What shows: the part of the placed image inside the rectangle.
        let shown = Rect(
            x: max(rect.x, placed.x), y: max(rect.y, placed.y),
            width: min(rect.maxX, placed.maxX) - max(rect.x, placed.x),
            height: min(rect.maxY, placed.maxY) - max(rect.y, placed.y))
        guard shown.width > 0, shown.height > 0, placed.width > 0, placed.height > 0,
            let inverse = transform.inverted()
        else { return }
        let horizontal = StretchAxis(
            length: placed.width, imageLength: imageSize.width, cap: Double(drawing.leftCapWidth),
            pixelsPerPoint: bitmap.scale)
        let vertical = StretchAxis(
            length: placed.height, imageLength: imageSize.height, cap: Double(drawing.topCapHeight),
            pixelsPerPoint: bitmap.scale)
        let tint = drawing.tint.map { PremultipliedColor($0) }
        func blend(x: Int, y: Int, sourceX: Double, sourceY: Double, coverage: Int) {
            var (red, green, blue, alpha) = bitmap.sample(x: sourceX, y: sourceY)
            if let tint {
                // A template keeps only the image's opacity, in the tint.
                let opacity = alpha
                (red, green, blue, alpha) = (
                    Canvas.multiply(Int(tint.red), opacity), Canvas.multiply(Int(tint.green), opacity),
                    Canvas.multiply(Int(tint.blue), opacity), Canvas.multiply(Int(tint.alpha), opacity)
                )
            }
            guard alpha > 0 else { return }
            let index = ((y - canvas.originY) * canvas.width + (x - canvas.originX)) * 4
            canvas.blend(
                at: index,
                color: PremultipliedColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: UInt8(alpha)),
                coverage: coverage)
        }
        guard transform.isAxisAligned, transform.a > 0, transform.d > 0 else {
            // Turned or mirrored: each pixel the shown part covers samples the point its centre maps back to.
            let mask = Rasterizer(transform: transform).mask(
                .path(Path(roundedRect: shown, cornerRadius: 0)), within: bounds)
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    let coverage = Int(mask.values[row * mask.width + column])
                    guard coverage > 0 else { continue }
                    let (x, y) = (mask.originX + column, mask.originY + row)
                    let point = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    blend(
                        x: x, y: y, sourceX: horizontal.source(point.x - placed.x),
                        sourceY: vertical.source(point.y - placed.y), coverage: coverage)
                }
            }
            return
        }
        let (scaleX, scaleY, tx, ty) = (transform.a, transform.d, transform.tx, transform.ty)
        let (minX, maxX) = (shown.x * scaleX + tx, shown.maxX * scaleX + tx)
        let (minY, maxY) = (shown.y * scaleY + ty, shown.maxY * scaleY + ty)
        let area = PixelBounds(covering: minX, minY, maxX, maxY).intersection(bounds)
        guard !area.isEmpty else { return }
        let sourceColumns = (area.minX..<area.maxX).map {
            horizontal.source((Double($0) + 0.5 - tx) / scaleX - placed.x)
        }
        for y in area.minY..<area.maxY {
            let coverageY = Rasterizer.overlap(Double(y), minY, maxY)
            let sourceY = vertical.source((Double(y) + 0.5 - ty) / scaleY - placed.y)
            for (column, x) in (area.minX..<area.maxX).enumerated() {
                let coverage = Int(pixels: (Rasterizer.overlap(Double(x), minX, maxX) * coverageY * 255).rounded())
                guard coverage > 0 else { continue }
                blend(x: x, y: y, sourceX: sourceColumns[column], sourceY: sourceY, coverage: coverage)
            }
        }
    }

    // MARK: - Bounds

    func pixelBounds(of rect: Rect, transform: AffineTransform) -> PixelBounds {
        let box = transform.boundingBox(of: rect)
        return PixelBounds(covering: box.x, box.y, box.maxX, box.maxY)
    }

    /// The pixels the commands, drawn through `transform`, can touch.
    func pixelBounds(of commands: [DrawingCommand], transform: AffineTransform) -> PixelBounds {
        var bounds = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        for command in commands {
            switch command {
            case .fill(let shape, _): bounds = bounds.union(pixelBounds(of: shape.boundingBox, transform: transform))
            case .stroke(let shape, let style, _):
                // A rectangle's outline reaches half a line width out; a miter, a cap or a
                // rectangle stroked in another style may reach farther.
                let reach = Rasterizer.strokesExactly(shape, style) ? style.lineWidth : style.reach
                bounds = bounds.union(
                    pixelBounds(of: shape.boundingBox.insetBy(dx: -reach, dy: -reach), transform: transform))
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
                        of: Rect(x: minX - em, y: minY - em, width: maxX - minX + 2 * em, height: maxY - minY + 2 * em),
                        transform: transform))
            case .image(let image): bounds = bounds.union(pixelBounds(of: image.rect, transform: transform))
            case .group(let group):
                var inner = pixelBounds(of: group.commands, transform: group.transform.concatenating(transform))
                if let clip = group.clip {
                    inner = inner.intersection(pixelBounds(of: clip.boundingBox, transform: transform))
                }
                if let shadow = group.shadow, !inner.isEmpty { inner = inner.union(shadowRegion(shadow, of: inner)) }
                bounds = bounds.union(inner)
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

extension PixelBounds {
    /// How many pixels the bounds hold.
    var area: Int { isEmpty ? 0 : (maxX - minX) * (maxY - minY) }
}
