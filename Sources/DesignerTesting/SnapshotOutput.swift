import Rendering

/// What a snapshot is drawn as, and how it is compared with the file it is kept in: PNG, SVG or
/// the text picture at a scale, within a tolerance, as `designer snapshot` draws and compares them.
struct SnapshotOutput: Sendable {
    let format: OutputFormat
    let scale: Double
    let tolerance: Tolerance

    private init(_ format: OutputFormat, scale: Double = 1, tolerance: Tolerance = Tolerance()) {
        self.format = format
        self.scale = scale
        self.tolerance = tolerance
    }

    /// PNG at @1x, pixel for pixel.
    static let png = png()

    /// PNG at `scale`, matching within the tolerances, each clamped to its range.
    static func png(scale: Double = 1, tolerance: Double = 0, pixelTolerance: Int = 0) -> Self {
        var allowed = Tolerance()
        allowed.share = min(max(tolerance, 0), 1)
        allowed.pixel = min(max(pixelTolerance, 0), 255)
        return Self(.png, scale: scale, tolerance: allowed)
    }

    /// SVG at @1x, compared as text.
    static let svg = svg()

    /// SVG at `scale`, compared as text.
    static func svg(scale: Double = 1) -> Self { Self(.svg, scale: scale) }

    /// The text picture, compared as text.
    static let text = Self(.text)

    /// The snapshot file's extension.
    var fileExtension: String { format.fileExtension }

    /// Why the output cannot be drawn, if it cannot: a scale other than 1, 2 or 3.
    var problem: String? {
        [1, 2, 3].contains(scale) ? nil : "the scale must be 1, 2 or 3, as @2x assets are, not \(scale)"
    }
}
