import Graphics

// The layers of groups: how much memory they take, the pixels each covers, and the pixels a
// list of commands can touch.
extension RasterRenderer {
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
    func layerRegion(of group: DrawingGroup, transform: AffineTransform, within bounds: PixelBounds)
        -> PixelBounds
    {
        contentRegion(of: group, transform: transform).intersection(bounds)
    }

    /// The pixels a group's clip and contents can touch.
    func contentRegion(of group: DrawingGroup, transform: AffineTransform) -> PixelBounds {
        let content = pixelBounds(of: group.commands, transform: group.transform.concatenating(transform))
        return group.clip.map { content.intersection(pixelBounds(of: $0.boundingBox, transform: transform)) } ?? content
    }

    /// A shadow's offset and how far its blur spreads, in pixels: three standard deviations,
    /// as `GaussianBlur` limits them.
    func shadowPixels(_ shadow: Shadow) -> (dx: Double, dy: Double, spreadX: Double, spreadY: Double) {
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
    func shadowPlan(
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
                let layout = textLayouts.layout(of: text)
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

extension PixelBounds {
    /// How many pixels the bounds hold.
    var area: Int { isEmpty ? 0 : (maxX - minX) * (maxY - minY) }
}
