import Graphics

/// Glyph masks already rasterized in one render, by glyph, font, size and quarter-pixel position.
struct GlyphCache {
    private struct Key: Hashable {
        let scalar: UInt32
        let weight: Font.Weight
        /// The project font the outline is from; `nil` for the shipped font of `weight`.
        let file: FontFile?
        let scaleX: Double
        let scaleY: Double
        let offsetX: Int
        let offsetY: Int
    }

    private var masks: [Key: CoverageMask] = [:]

    /// The largest em, in pixels, whose glyphs are cached: a mask of one is at most a few
    /// hundred pixels a side. Larger glyphs are rasterized where they are drawn.
    static let largestCachedEm = 512.0

    /// The mask of a glyph of its project font or of the outlines of `weight`, whose origin is at `x`, `baseline`
    /// (pixels), with glyph units scaled by `scaleX`, `scaleY`.
    mutating func mask(
        for placed: TextLayout.PlacedGlyph, weight: Font.Weight, scaleX: Double, scaleY: Double, x: Double,
        baseline: Double
    ) -> CoverageMask {
        let wholeX = x.rounded(.down)
        let wholeY = baseline.rounded(.down)
        let key = Key(
            scalar: placed.scalar.value, weight: weight, file: placed.file, scaleX: scaleX, scaleY: scaleY,
            offsetX: Int(pixels: ((x - wholeX) * 4).rounded()),
            offsetY: Int(pixels: ((baseline - wholeY) * 4).rounded()))
        let mask: CoverageMask
        if let cached = masks[key] {
            mask = cached
        } else {
            var segments: [(Double, Double, Double, Double)] = []
            Flattener.flatten(
                placed.glyph.path, scaleX: scaleX, scaleY: scaleY, originX: Double(key.offsetX) / 4,
                originY: Double(key.offsetY) / 4, flipY: true
            ) { segments.append(($0, $1, $2, $3)) }
            mask = Rasterizer(scaleX: 1, scaleY: 1).coverage(
                of: segments, within: PixelBounds(minX: -4096, minY: -4096, maxX: 4096, maxY: 4096))
            masks[key] = mask
        }
        return CoverageMask(
            originX: mask.originX + Int(pixels: wholeX), originY: mask.originY + Int(pixels: wholeY), width: mask.width,
            height: mask.height, values: mask.values)
    }
}
