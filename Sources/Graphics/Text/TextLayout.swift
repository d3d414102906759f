/// Text set in a rectangle as `UILabel` sets it: broken into lines and cut short as its style
/// says, each line aligned across the rectangle, the lines together centred down it, control
/// characters removed. Every renderer draws from this layout, and `GraphicsContext.size(of:font:style:width:)`
/// measures with it, so what is measured is what is drawn.
///
/// The work is bounded whatever the text and numbers: at most `maximumCharacters` characters are
/// read, and sizes, line heights and kerns are taken as at most a billion points.
public struct TextLayout: Sendable {
    /// One glyph and where its origin sits on its line's baseline, in points.
    public struct PlacedGlyph: Sendable {
        /// The character the glyph draws.
        public let scalar: Unicode.Scalar
        /// The glyph, in font units.
        public let glyph: FontOutlines.Glyph
        /// Where the glyph's origin is along the line, in points from the line's start.
        public let x: Double
        /// Points per font unit of the glyph's outline: the project font's, or Inter's.
        public let scale: Double
        /// The project font the glyph's outline is from; `nil` for Inter's.
        public let file: FontFile?
    }

    /// A line as drawn, in points.
    public struct Line: Sendable {
        /// What the line shows: its characters, with "…" where it was shortened.
        public let text: String
        /// The glyphs of the line, placed; empty when the layout places none.
        public let glyphs: [PlacedGlyph]
        /// Where the line starts and how wide it is, spaces at its end left out.
        public let x: Double
        /// How wide the line is, in points.
        public let width: Double
        /// Where the line's baseline is, in points down from the top of the drawing.
        public let baseline: Double
        /// The middle of the line's height.
        public let middle: Double
    }

    /// How much wider than its rectangle a line of the system font may be, as a part of the
    /// width, and still show whole where San Francisco's own file is not at hand: designer's
    /// widths are San Francisco's to within about this (real frames Xcode sized to such text
    /// measure up to 1% narrower by them), so text Xcode laid out to fit is not cut for
    /// designer's error.
    public static let approximateWidthTolerance = 0.01

    /// The most characters of a text that are laid out, line breaks included; a text that goes on
    /// is laid out as if it were cut there.
    public static let maximumCharacters = 1 << 16

    /// The lines that show, from the top.
    public let lines: [Line]
    /// The shipped outlines the glyphs are drawn with, but for those of a project font (`Font.file`).
    public let outlines: FontOutlines
    /// The font size laid out: the font's, or 0 (and no lines) for one that is not a positive number.
    public let fontSize: Double
    /// Points per font unit of Inter's outlines (`PlacedGlyph.scale` is each glyph's).
    public let scale: Double
    /// The points between one letter and the next: the style's kern, or 0 for one that is not a number.
    public let kern: Double
    /// How tall each line is, in points: the font's line height (San Francisco's for the system
    /// font), as the style sets it.
    public let lineHeight: Double
    /// How wide the widest line is and how tall the lines are together.
    public let size: Size
    /// Whether the lines reach past the rectangle: one is wider (by more than
    /// `approximateWidthTolerance` for the system font without its file), or together they are taller.
    public let overflows: Bool

    /// - Parameters:
    ///   - placesGlyphs: Whether the lines' glyphs are placed; without them a line has its text,
    ///     position and width, all a grid of terminal cells uses.
    ///   - cache: Where texts already broken into lines in the same font, style and size are
    ///     kept, for a picture of many equal labels.
    public init(_ drawing: TextDrawing, placesGlyphs: Bool = true, cache: TextSettingCache? = nil) {
        self.init(
            drawing.text, in: drawing.rect, font: drawing.font, style: drawing.style, placesGlyphs: placesGlyphs,
            cache: cache)
    }

    /// `text` laid out in `rect`; a rectangle whose position or size is not finite shows nothing.
    public init(
        _ text: String, in rect: Rect, font: Font, style: TextStyle, placesGlyphs: Bool = true,
        cache: TextSettingCache? = nil
    ) {
        let isFinite = [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite)
        let (width, height) = (max(rect.width, 0), max(rect.height, 0))
        let set =
            cache?.set(isFinite ? text : "", font: font, style: style, width: width, height: height)
            ?? SetText(isFinite ? text : "", font: font, style: style, width: width, height: height)
        let count = Double(set.lines.count)
        let top = rect.midY - count * set.lineHeight / 2
        let clips = style.lineBreakMode == .byClipping
        let kern = set.kern
        var lines: [Line] = []
        for (index, (scalars, lineWidth)) in set.lines.enumerated() {
            // A line wider than the rectangle starts at its left edge, as TextKit sets one wider
            // than its container.
            let x: Double =
                switch lineWidth > width ? .left : style.alignment {
                case .left, .natural: rect.x
                case .center: rect.midX - lineWidth / 2
                case .right: rect.maxX - lineWidth
                }
            // A line clipped at the rectangle is set only as far as its right edge.
            let end = clips && lineWidth > width ? rect.maxX : .infinity
            var placed: [PlacedGlyph] = []
            var shown = String.UnicodeScalarView()
            var (pen, shownWidth) = (x, lineWidth)
            for (position, scalar) in scalars.enumerated() {
                guard pen < end else {
                    shownWidth = pen - kern - x
                    break
                }
                if placesGlyphs {
                    placed.append(set.glyph(scalar, at: pen))
                }
                shown.append(scalar)
                pen += set.advance(of: scalar) + kern
                if position + 1 < scalars.count { pen += set.kerning(scalar, scalars[position + 1]) }
            }
            let lineTop = top + Double(index) * set.lineHeight
            lines.append(
                Line(
                    text: String(shown), glyphs: placed, x: x, width: shownWidth,
                    baseline: lineTop + (set.lineHeight - set.naturalLineHeight) + set.ascent,
                    middle: rect.midY + (Double(index) - (count - 1) / 2) * set.lineHeight))
        }
        self.lines = lines
        self.outlines = set.outlines
        self.fontSize = set.fontSize
        self.scale = set.scale
        self.kern = kern
        self.lineHeight = set.lineHeight
        self.size = set.size
        let room = set.isApproximate ? width * (1 + Self.approximateWidthTolerance) : width
        self.overflows = set.size.width > room || set.size.height > height + SetText.heightTolerance
    }

    /// The height of one line of `font` in `style`: the font's line height (San Francisco's for
    /// the system font), as the style sets it.
    public static func lineHeight(of font: Font, style: TextStyle = TextStyle()) -> Double {
        SetText("", font: font, style: style, width: 0, height: 0).lineHeight
    }

    /// The size `text` takes when set at most `width` points wide (`.infinity` for no limit) and
    /// as tall as its lines: the widest line's width and the lines' height together.
    public static func size(of text: String, font: Font, style: TextStyle, width: Double) -> Size {
        SetText(text, font: font, style: style, width: width.isNaN ? 0 : max(width, 0), height: .infinity).size
    }
}

/// Texts broken into lines, by what breaking depends on (the text, font, style and size), for
/// laying out many texts that are the same but for where they are.
public final class TextSettingCache {
    private struct Key: Hashable {
        /// The text's bytes: `String`s equal when Unicode calls them equivalent ("é" and "e" with
        /// a combining accent), but they are laid out as the characters they are.
        let text: [UInt8]
        let font: Font
        let style: TextStyle
        let width: Double
        let height: Double
    }

    private var sets: [Key: SetText] = [:]

    /// An empty cache.
    public init() {}

    fileprivate func set(_ text: String, font: Font, style: TextStyle, width: Double, height: Double) -> SetText {
        let key = Key(text: Array(text.utf8), font: font, style: style, width: width, height: height)
        if let set = sets[key] { return set }
        let set = SetText(text, font: font, style: style, width: width, height: height)
        sets[key] = set
        return set
    }
}

/// The lines of a text set in a width and a height, before they are placed: what each shows and
/// how wide it is.
private struct SetText {
    /// How much taller than the height the lines may be and still show, for a height that was
    /// measured and written down to a millionth of a point.
    static let heightTolerance = 1e-6

    let outlines: FontOutlines
    /// The advances measured: the project font's, or Inter's.
    let advances: GlyphAdvances
    let fontSize: Double
    /// Points per font unit of Inter's outlines.
    let scale: Double
    /// Points per font unit of a glyph's advance: the font's, times the system font's width factor.
    let advanceScale: Double
    /// Points added after each glyph that has an advance: the system font's tracking.
    let tracking: Double
    let kern: Double
    /// Whether the widths are San Francisco's made from Inter's (the system font without its file).
    let isApproximate: Bool
    /// The font's own line height, and the line height the style sets, in points.
    let naturalLineHeight: Double
    let lineHeight: Double
    /// How far the font reaches above the baseline, in points.
    let ascent: Double
    private(set) var lines: [(scalars: [Unicode.Scalar], width: Double)] = []

    var size: Size {
        Size(width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * lineHeight)
    }

    init(_ text: String, font: Font, style: TextStyle, width: Double, height: Double) {
        let largest = Rect.maximumMagnitude
        outlines = FontOutlines.outlines(for: font)
        fontSize = font.size > 0 ? min(font.size, largest) : 0
        scale = fontSize / outlines.unitsPerEm
        kern = style.kern.isFinite ? min(max(style.kern, -largest), largest) : 0
        advances = GlyphAdvances(outlines: outlines, font: font)
        // The system font is set with San Francisco's metrics (its own advances where its file
        // is found, else Inter's made San Francisco's widths) and tracking, a named one with its
        // file's, or Helvetica Neue's when the project has no file of that name (`StandInFont`).
        let metrics = font.name == nil ? SystemFontMetrics(size: fontSize, weight: font.weight) : nil
        isApproximate = metrics != nil && advances.file == nil
        let widthFactor = isApproximate ? metrics?.widthFactor ?? 1 : 1
        advanceScale = fontSize / advances.unitsPerEm * widthFactor
        tracking = metrics?.tracking ?? 0
        if metrics == nil, let file = advances.file {
            let units = fontSize / file.unitsPerEm
            naturalLineHeight = Self.lineHeight(of: file) * units
            ascent = file.ascender * units
        } else if advances.standIn != nil {
            naturalLineHeight = (StandInFont.ascender - StandInFont.descender) * fontSize
            ascent = StandInFont.ascender * fontSize
        } else {
            naturalLineHeight = metrics?.lineHeight ?? (outlines.ascender - outlines.descender) * scale
            ascent = metrics?.ascender ?? outlines.ascender * scale
        }
        // As NSParagraphStyle: the multiple first, then the least and the most height; a value
        // that is not a positive number is not set.
        func setting(_ value: Double) -> Double? { value > 0 ? min(value, largest) : nil }
        var lineHeight = naturalLineHeight * (setting(style.lineHeightMultiple) ?? 1)
        if let minimum = setting(style.minimumLineHeight) { lineHeight = max(lineHeight, minimum) }
        if let maximum = setting(style.maximumLineHeight) { lineHeight = min(lineHeight, maximum) }
        self.lineHeight = lineHeight
        guard fontSize > 0 else { return }
        set(text, style: style, width: width, height: height)
    }

    /// Sets the lines that show: as many as the style allows and the height has room for, at least one.
    private mutating func set(_ text: String, style: TextStyle, width: Double, height: Double) {
        let (paragraphs, isCut) = TextLayout.paragraphs(of: text, limit: TextLayout.maximumCharacters)
        let most = style.numberOfLines > 0 ? style.numberOfLines : Int.max
        let lineHeight = self.lineHeight
        func shows(_ count: Int) -> Bool {
            count <= most && (count == 1 || Double(count) * lineHeight <= height + Self.heightTolerance)
        }
        let mode = style.lineBreakMode
        let room = isApproximate ? width * (1 + TextLayout.approximateWidthTolerance) : width
        let lastWithText = paragraphs.lastIndex { !$0.isEmpty } ?? 0
        for (index, scalars) in paragraphs.enumerated() {
            let breaker = LineBreaker(
                scalars, advances: advances, advanceScale: advanceScale, tracking: tracking, kern: kern, width: room)
            // Whether text follows this paragraph (and so does not show if this one ends the lines).
            let isFollowed = isCut || index < lastWithText
            var start = 0
            repeat {
                guard shows(lines.count + 1) else { return }
                let end = breaker.lineEnd(from: start, byWord: mode != .byCharWrapping)
                guard !shows(lines.count + 2), end < breaker.count || isFollowed else {
                    append(Array(breaker.scalars[breaker.trimmed(start..<end)]))
                    start = end
                    continue
                }
                // The last line that shows, with text after it: cut short as the mode says.
                let rest = breaker.trimmed(start..<breaker.count)
                switch mode {
                case .byWordWrapping, .byCharWrapping: append(Array(breaker.scalars[breaker.trimmed(start..<end)]))
                case .byClipping: append(Array(breaker.scalars[rest]))
                case .byTruncatingHead: append(breaker.truncatingHead(rest))
                case .byTruncatingTail: append(breaker.truncatingTail(rest, isFollowed: isFollowed))
                case .byTruncatingMiddle: append(breaker.truncatingMiddle(rest))
                }
                return
            } while start < breaker.count
        }
    }

    /// A project font's line height in font units, as `UIFont.lineHeight` gives it: the ascender
    /// less the descender, plus the line gap, from `hhea`.
    static func lineHeight(of file: FontFile) -> Double {
        file.ascender - file.descender + max(file.lineGap, 0)
    }

    /// How far the pen moves past the glyph of `scalar`, in points, the style's kern left out.
    func advance(of scalar: Unicode.Scalar) -> Double {
        let advance = advances.advance(for: scalar)
        return advance * advanceScale + (advance > 0 ? tracking : 0)
    }

    /// The glyph drawn for `scalar` with its origin at `x`: the project font's own outline when it
    /// has one for the character, as its advance was measured, else Inter's.
    func glyph(_ scalar: Unicode.Scalar, at x: Double) -> TextLayout.PlacedGlyph {
        if let file = advances.file, let path = file.outline(for: scalar) {
            let glyph = FontOutlines.Glyph(advance: file.advance(for: scalar), path: path)
            return TextLayout.PlacedGlyph(
                scalar: scalar, glyph: glyph, x: x, scale: fontSize / file.unitsPerEm, file: file)
        }
        return TextLayout.PlacedGlyph(scalar: scalar, glyph: outlines.glyph(for: scalar), x: x, scale: scale, file: nil)
    }

    /// The project font's kerning between `left` and the glyph after it, `right`, in points.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        advances.kerning(left, right) * advanceScale
    }

    private mutating func append(_ scalars: [Unicode.Scalar]) {
        var advances = scalars.reduce(0) { $0 + self.advances.advance(for: $1) }
        for (left, right) in zip(scalars, scalars.dropFirst()) { advances += self.advances.kerning(left, right) }
        let tracked = scalars.reduce(0) { $0 + (self.advances.advance(for: $1) > 0 ? 1 : 0) }
        // A kern so negative that the letters run backwards makes a line no narrower than nothing.
        let width =
            scalars.isEmpty
            ? 0
            : max(advances * advanceScale + Double(tracked) * tracking + kern * Double(scalars.count - 1), 0)
        lines.append((scalars, width))
    }
}
