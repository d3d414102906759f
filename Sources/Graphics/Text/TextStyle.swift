/// How text is set in its rectangle, as a `UILabel` sets it: how many lines, where they break,
/// how they align, how far apart they are and how far apart their letters are.
///
/// The defaults are a `UILabel`'s: one line, natural alignment, cut at the end with "…".
///
///     let style = TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping, lineHeightMultiple: 1.2)
///     context.draw(message, in: rect, font: .system(size: 15), color: .darkGray, style: style)
///
/// A line is as tall as the font's ascender and descender, times `lineHeightMultiple` when it is
/// set, then no less than `minimumLineHeight` and no more than `maximumLineHeight` when they are
/// set, as `NSParagraphStyle` has them; the glyphs sit on its bottom, as TextKit sets them, so
/// any extra height goes above them. Setting both to one height gives every line that height.
public struct TextStyle: Sendable, Hashable {
    /// How each line sits across the rectangle.
    public var alignment: TextAlignment
    /// The most lines that show; 0 for as many as the rectangle has room for, as `UILabel`'s.
    /// At least one line shows, however short the rectangle.
    public var numberOfLines: Int
    /// Where lines break, and how the last line that shows is cut short.
    public var lineBreakMode: LineBreakMode
    /// A multiple of the font's line height; 0 (or any value not above 0) for the font's own.
    public var lineHeightMultiple: Double
    /// The least height of a line in points; 0 for none.
    public var minimumLineHeight: Double
    /// The most height of a line in points; 0 for none.
    public var maximumLineHeight: Double
    /// Points added between one letter and the next, as the `kern` attribute of attributed text;
    /// negative brings them closer. A line of n letters grows by (n - 1) × kern.
    public var kern: Double

    /// A style; the defaults are a `UILabel`'s.
    public init(
        alignment: TextAlignment = .natural, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
        lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0, kern: Double = 0
    ) {
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.kern = kern
    }
}
