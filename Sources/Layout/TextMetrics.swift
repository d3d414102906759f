import Graphics

/// A label's text as the layout sees it: its natural size, and its first and last baselines as
/// the label draws them (the lines centred down the label), from the label's vertical centre.
///
/// Widths are measured in designer's font, which stands in for the system font; heights are
/// lines of the system font's line height (`Font.systemLineHeight`), as UIKit gives a label.
struct TextMetrics: Sendable, Hashable {
    /// The text's size at the width it breaks at, each side rounded up to the pixel grid, as
    /// `UILabel`'s `intrinsicContentSize` is.
    var size: Size
    var firstBaselineFromCenter: Double
    var lastBaselineFromCenter: Double

    /// The metrics of `text` broken into lines at `width` (`.infinity` for its natural width).
    init(_ text: TextContent, width: Double, scale: Double) {
        let measured = TextLayout.size(of: text.text, font: text.font, style: text.style, width: width)
        let breakWidth = width.isFinite ? width : measured.width + 1
        let lineCount = TextLayout(
            text.text, in: Rect(x: 0, y: 0, width: breakWidth, height: measured.height + 1), font: text.font,
            style: text.style, placesGlyphs: false
        ).lines.count
        let height = Double(max(lineCount, 1)) * text.font.systemLineHeight
        let grid = scale > 0 && scale.isFinite ? scale : 1
        size = Size(width: (measured.width * grid).rounded(.up) / grid, height: (height * grid).rounded(.up) / grid)
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let lines = TextLayout(text.text, in: rect, font: text.font, style: text.style, placesGlyphs: false).lines
        let middle = size.height / 2
        firstBaselineFromCenter = (lines.first?.baseline ?? size.height) - middle
        lastBaselineFromCenter = (lines.last?.baseline ?? size.height) - middle
    }
}

extension Font {
    /// `UIFont.systemFont(ofSize:).lineHeight` at this size: San Francisco's ascender and
    /// descender, 1,950 and 494 units of its 2,048 to the em (20.29 points at 17, 17.90 at 15).
    package var systemLineHeight: Double { size * 2444 / 2048 }
}
