public import Graphics

// A drawing straight to a PNG file, drawn and encoded a band of rows at a time on every core.
extension RasterRenderer {
    /// The drawing as a PNG file, or why it cannot be drawn (`render`).
    ///
    /// A picture of `PNGEncoder.bandedPixels` or more is drawn in `pngBands` bands of rows, each
    /// into a canvas of its own and then encoded, as many at once as there are cores: a band's
    /// pixels are those of the same rows drawn whole, as `render`'s bands of the layer budget
    /// are. Drawn whole, the picture waited for its last row before any was encoded, and a
    /// second core had only the encoding's second half to do.
    public func png(_ drawing: Drawing) throws(RenderError) -> [UInt8] {
        let (width, height) = try drawnSize(of: drawing)
        let whole = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
        // Bands drawn at once take the memory of their layers at once: two within the budget.
        guard width * height >= PNGEncoder.bandedPixels, height >= Self.pngBands,
            layerBytes(of: drawing.commands, transform: pixels, within: whole) <= layerBudget / 2
        else { return PNGEncoder.encode(try render(drawing)) }
        return PNGEncoder.encode(width: width, height: height, bands: Self.pngBands) { rows in
            var band = Canvas(width: width, height: rows.count, originY: rows.lowerBound)
            var scratch = RasterScratch(picture: whole)
            draw(drawing.commands, into: &band, transform: pixels, scratch: &scratch)
            return band
        }
    }

    /// How many bands a big picture is drawn in for `png`: more than the cores, so that one whose
    /// rows cost more to draw (a photograph, text) holds up no core while another has none.
    static let pngBands = 4
}
