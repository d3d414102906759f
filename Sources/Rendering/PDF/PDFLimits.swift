/// How much a PDF image may ask for: what keeps a hostile file (a "PDF bomb") from hanging
/// designer or taking its memory. A file past a limit is not drawn, and the message says which.
public enum PDFLimits {
    /// The largest PDF file read: 16 MiB, far more than an asset catalog's icons take.
    public static let maximumFileSize = 16 << 20
    /// The most bytes the streams of one image may inflate to, all together: 64 MiB, checked
    /// while inflating.
    public static let maximumInflatedBytes = 64 << 20
    /// The most operators and operands the content of one image holds, its forms', patterns'
    /// and calculator functions' included, each tile and call counted.
    public static let maximumOperators = 2_000_000
    /// How deep `q` may save the graphics state inside saved states.
    public static let maximumSavedStates = 256
    /// How deep forms may draw forms.
    public static let maximumFormDepth = 8
    /// The most tiles a tiling pattern may draw for one fill.
    public static let maximumTiles = 10_000
    /// The most points the paths of one image may have, all together.
    public static let maximumPathPoints = 1_000_000
    /// The most dashes the dashed strokes of one image may be cut into, all together.
    public static let maximumDashes = 1_000_000
    /// How deep arrays and dictionaries may lie inside one another.
    public static let maximumNesting = 64
    /// The most pixels the fills, strokes and layers of one image may cover, all together, at
    /// the scale it is rasterized at: 2²⁶, sixteen layers of the largest raster
    /// (`maximumRasterSide` square), so that a page of many full-page layers does not take
    /// minutes to draw.
    public static let maximumPaintedPixels = 1 << 26
    /// The most pixels a PDF image is rasterized to along its longer side: a page larger than
    /// that at the scale asked (an icon exported on a 4,000-point artboard) is rasterized more
    /// coarsely, as it is shown far smaller than its page; SVG still writes its shapes.
    public static let maximumRasterSide = 2048.0
    /// How deep the page tree may be.
    public static let maximumPageTreeDepth = 32
}
