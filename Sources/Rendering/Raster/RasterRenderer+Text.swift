import Graphics

// Text: each line's glyphs filled from their outlines, the project font's or the shipped font's.
extension RasterRenderer {
    func draw(
        _ text: TextDrawing, into canvas: inout Canvas, transform: AffineTransform, bounds: PixelBounds,
        glyphs: inout GlyphCache
    ) {
        let layout = textLayouts.layout(of: text)
        let color = PremultipliedColor(text.color)
        guard transform.isAxisAligned, transform.a > 0, transform.d > 0 else {
            // Turned, mirrored or skewed text: each glyph's outline placed through the transform.
            for line in layout.lines {
                for placed in line.glyphs where !placed.glyph.path.elements.isEmpty {
                    let glyph = AffineTransform(
                        a: placed.scale, b: 0, c: 0, d: -placed.scale, tx: placed.x, ty: line.baseline)
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
        for line in layout.lines {
            let baseline = line.baseline * scaleY + transform.ty
            guard em.isFinite, baseline + 2 * em > Double(bounds.minY), baseline - 2 * em < Double(bounds.maxY) else {
                continue
            }
            for placed in line.glyphs where !placed.glyph.path.elements.isEmpty {
                let x = placed.x * scaleX + transform.tx
                let (glyphScaleX, glyphScaleY) = (scaleX * placed.scale, scaleY * placed.scale)
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
                // A glyph cached whole may reach past a group drawn straight into the canvas.
                canvas.fill(mask.cropped(to: bounds), color: color)
            }
        }
    }
}
