package import DesignerCLI

/// What a snapshot is drawn as, and how it is compared with the file it is kept in: PNG, SVG or
/// the text picture, as `designer snapshot` draws and compares them.
///
///     assertSnapshot(of: MyProgressBar(percent: 50), as: .png(scale: 2))
public struct SnapshotStrategy: Sendable {
    package let format: SnapshotFormat
    package let scale: Double
    package let tolerance: Tolerance

    private init(_ format: SnapshotFormat, scale: Double = 1, tolerance: Tolerance = Tolerance()) {
        self.format = format
        self.scale = scale
        self.tolerance = tolerance
    }

    /// PNG at @1x, pixel for pixel.
    public static let png = png()

    /// PNG at `scale` pixels a point (1, 2 or 3), matching when no more than `tolerance` of the
    /// pixels (a share, 0 to 1) differ by more than `pixelTolerance` (0 to 255 in any channel);
    /// a mismatch is shown by a diff image.
    public static func png(scale: Double = 1, tolerance: Double = 0, pixelTolerance: Int = 0) -> Self {
        var allowed = Tolerance()
        allowed.share = min(max(tolerance, 0), 1)
        allowed.pixel = min(max(pixelTolerance, 0), 255)
        return Self(.png, scale: scale, tolerance: allowed)
    }

    /// SVG at @1x, compared as text.
    public static let svg = svg()

    /// SVG with its size in pixels at `scale`, compared as text; a mismatch shows a diff.
    public static func svg(scale: Double = 1) -> Self { Self(.svg, scale: scale) }

    /// The text picture, compared as text; a mismatch shows a diff.
    public static let text = Self(.text)

    /// The snapshot file's extension.
    var fileExtension: String { format.fileExtension }

    /// Why the strategy cannot draw, if it cannot: a scale other than 1, 2 or 3.
    var problem: String? {
        [1, 2, 3].contains(scale) ? nil : "the scale must be 1, 2 or 3, as @2x assets are, not \(scale)"
    }
}
