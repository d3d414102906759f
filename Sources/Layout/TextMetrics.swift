import Graphics

/// A label's text as the layout sees it: its natural size, and its first and last baselines as
/// the label draws them (the lines centred down the label), from the label's vertical centre.
///
/// The text is measured as it is drawn: the system font in Inter with San Francisco's metrics
/// (`SystemFontMetrics`: line height, ascender, widths and tracking), as UIKit gives a label.
struct TextMetrics: Sendable, Hashable {
    /// The text's size at the width it breaks at, each side rounded up to the pixel grid, as
    /// `UILabel`'s `intrinsicContentSize` is, whatever Xcode saved the document.
    ///
    /// Real projects' saved frames show it from Xcode 8 to 16 (tools versions 11542 to 25094):
    /// labels of a size other than 17 points are half points wide on 2x devices about as often as
    /// whole (76 of 169) and a third of a point on 3x ones, 16-point lines are 19.5 tall and
    /// 27-point ones 32.5. Labels of 17 points, the library's, are whole points wide (all 23), and
    /// 21 tall from Xcode 9 on (20.5 before): the size Interface Builder's canvas gives a label
    /// when its text is typed, within half a point of the layout's, which Xcode does not call
    /// misplaced. Rounding every label to whole points matches 27 fewer views of 2,393.
    var size: Size
    var firstBaselineFromCenter: Double
    var lastBaselineFromCenter: Double

    /// The metrics of `text` broken into lines at `width` (`.infinity` for its natural width).
    ///
    /// A label without text has no size, as UIKit's empty `UILabel` reports `CGSize.zero`: real
    /// projects save empty labels that nothing else sizes 0 × 0, and those given only a width 0
    /// tall (four of the 13 projects' empty labels).
    init(_ text: TextContent, width: Double, scale: Double) {
        guard !text.text.isEmpty else {
            size = Size(width: 0, height: 0)
            (firstBaselineFromCenter, lastBaselineFromCenter) = (0, 0)
            return
        }
        let measured = TextLayout.size(of: text.text, font: text.font, style: text.style, width: width)
        let breakWidth = width.isFinite ? width : measured.width + 1
        let broken = TextLayout(
            text.text, in: Rect(x: 0, y: 0, width: breakWidth, height: measured.height + 1), font: text.font,
            style: text.style, placesGlyphs: false)
        // Lines after the first are `lineSpacing` further down (the last line has none below).
        let spacing = Double(max(broken.lines.count - 1, 0)) * max(text.lineSpacing, 0)
        let height = Double(max(broken.lines.count, 1)) * broken.lineHeight + spacing
        let grid = scale > 0 && scale.isFinite ? scale : 1
        size = Size(width: (measured.width * grid).rounded(.up) / grid, height: (height * grid).rounded(.up) / grid)
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height - spacing)
        let lines = TextLayout(text.text, in: rect, font: text.font, style: text.style, placesGlyphs: false).lines
        let middle = size.height / 2
        firstBaselineFromCenter = (lines.first?.baseline ?? size.height) - middle
        lastBaselineFromCenter = (lines.last?.baseline ?? size.height) + spacing - middle
    }
}
