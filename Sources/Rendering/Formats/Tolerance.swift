/// How much a PNG may differ from its snapshot and still match.
public struct Tolerance: Sendable, Equatable {
    /// The share of pixels, 0 to 1, that may differ.
    public var share: Double = 0
    /// The largest channel difference, 0 to 255, that counts as the same pixel.
    public var pixel: Int = 0

    /// `SHARE[,DIFFERENCE]`: `0.001`, `0.1%` or `0.5%,8`.
    public init?(text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        var shareText = parts[0]
        let isPercent = shareText.hasSuffix("%")
        if isPercent { shareText = shareText.dropLast() }
        guard let share = Double(shareText), share.isFinite, share >= 0 else { return nil }
        self.share = isPercent ? share / 100 : share
        guard self.share <= 1 else { return nil }
        if parts.count == 2 {
            guard let pixel = Int(parts[1]), (0...255).contains(pixel) else { return nil }
            self.pixel = pixel
        }
    }

    /// No tolerance: every pixel must match exactly.
    public init() {}
}
