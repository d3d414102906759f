/// What one rendering keeps from one drawing step to the next: the glyph masks it has
/// rasterized, and the memory of the layers it has composited, so that a layer is made in memory
/// already the process's rather than in fresh pages the system must clear and map.
struct RasterScratch {
    /// The whole picture's pixels, which layers are drawn for.
    let picture: PixelBounds

    init(picture: PixelBounds) {
        self.picture = picture
    }
    var glyphs = GlyphCache()
    /// Pixel buffers of layers that are done, kept for the next layers.
    private var buffers: [[UInt8]] = []

    /// A transparent canvas covering `region`, in a buffer used before where one is large enough.
    mutating func layer(covering region: PixelBounds) -> Canvas {
        let (width, height) = (region.maxX - region.minX, region.maxY - region.minY)
        let count = max(0, width) * max(0, height) * 4
        var pixels: [UInt8] = []
        if let index = buffers.firstIndex(where: { $0.capacity >= count }) { pixels = buffers.remove(at: index) }
        return Canvas(
            width: width, height: height, originX: region.minX, originY: region.minY, reusing: consume pixels)
    }

    /// Keeps a finished layer's buffer for another layer. Layers inside one another are done
    /// before the one around them, so no more buffers are kept than were in use at once.
    mutating func recycle(_ canvas: consuming Canvas) {
        buffers.append(canvas.pixels)
        buffers.sort { $0.capacity < $1.capacity }
    }
}
