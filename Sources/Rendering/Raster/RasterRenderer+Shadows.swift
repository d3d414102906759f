import Graphics

// Groups that cast shadows: drawn in layers, their shadow blurred beneath them.
extension RasterRenderer {
    /// Draws a group that casts a shadow, within `bounds` of the canvas: its contents in layers
    /// (clipped), the shadow of what casts one into the canvas beneath them, both made
    /// translucent together.
    func drawShadowed(
        _ group: DrawingGroup, shadow: Shadow, into canvas: inout Canvas, transform: AffineTransform,
        within bounds: PixelBounds, scratch: inout RasterScratch
    ) {
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
    func shadowRegion(_ shadow: Shadow, of region: PixelBounds) -> PixelBounds {
        let (dx, dy, spreadX, spreadY) = shadowPixels(shadow)
        return PixelBounds(
            covering: Double(region.minX) + dx - spreadX, Double(region.minY) + dy - spreadY,
            Double(region.maxX) + dx + spreadX, Double(region.maxY) + dy + spreadY)
    }

    /// Draws the shadow `layer` casts into `target`: its coverage moved, blurred and colored.
    func drawShadow(_ shadow: Shadow, of layer: Canvas, into target: inout Canvas) {
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
}
