/// One paragraph broken into lines as TextKit breaks them, and its last line that shows
/// shortened as `UILabel` shortens it, from the advances of the paragraph's glyphs.
///
/// Widths are in points: a run of n glyphs is as wide as their advances (whole numbers of font
/// units, so that their sums are exact in any order) times `advanceScale`, plus `tracking` for
/// each of them that has an advance, plus (n - 1) × `kern`. A project font's pair kerning is
/// counted with the first glyph of each pair, so a whole line's width has every pair's.
/// Spaces at the end of a line hang past it: they never make a line overflow, and are not part of
/// its width. Lines break, and are cut for "…", only between characters as a reader sees them
/// (grapheme clusters): never inside a flag, a family emoji or a letter with its accents.
struct LineBreaker {
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    let scalars: [Unicode.Scalar]
    /// The width lines fit in, in points.
    let width: Double
    /// `sums[k]` is the advances of the first k glyphs, in font units.
    private let sums: [Double]
    /// `trackedCounts[k]` is how many of the first k glyphs have an advance, and so are tracked.
    private let trackedCounts: [Int]
    private let advanceScale: Double
    private let tracking: Double
    private let kern: Double
    private let ellipsisAdvance: Double
    /// `isBoundary[k]`: whether a character ends before scalar k (true at 0 and at the end).
    private let isBoundary: [Bool]

    init(
        _ scalars: [Unicode.Scalar], advances: GlyphAdvances, advanceScale: Double, tracking: Double, kern: Double,
        width: Double
    ) {
        var sums = [0.0]
        var trackedCounts = [0]
        sums.reserveCapacity(scalars.count + 1)
        trackedCounts.reserveCapacity(scalars.count + 1)
        for (index, scalar) in scalars.enumerated() {
            let advance = advances.advance(for: scalar)
            let kerning = index + 1 < scalars.count ? advances.kerning(scalar, scalars[index + 1]) : 0
            sums.append(sums[sums.count - 1] + advance + kerning)
            trackedCounts.append(trackedCounts[trackedCounts.count - 1] + (advance > 0 ? 1 : 0))
        }
        self.scalars = scalars
        self.sums = sums
        self.trackedCounts = trackedCounts
        self.width = width
        self.advanceScale = advanceScale
        self.tracking = tracking
        self.kern = kern
        self.ellipsisAdvance = advances.advance(for: Self.ellipsis)
        var isBoundary = [Bool](repeating: false, count: scalars.count + 1)
        var index = 0
        isBoundary[0] = true
        for character in String(String.UnicodeScalarView(scalars)) {
            index += character.unicodeScalars.count
            if index <= scalars.count { isBoundary[index] = true }
        }
        isBoundary[scalars.count] = true
        self.isBoundary = isBoundary
    }

    /// The nearest place at or before `index`, but after `floor`, where a character ends; when
    /// none is (one character wider than the whole line), the place after that character.
    private func boundary(atOrBefore index: Int, after floor: Int) -> Int {
        var place = index
        while place > floor, !isBoundary[place] { place -= 1 }
        guard place == floor else { return place }
        place = index
        while place < count, !isBoundary[place] { place += 1 }
        return place
    }

    var count: Int { scalars.count }

    /// Where the line that starts at `start` ends: after the last word that fits when `byWord`
    /// (or, for a word longer than the line, the last glyph that fits), else after the last glyph
    /// that fits, spaces after it included. A line holds at least one glyph.
    func lineEnd(from start: Int, byWord: Bool) -> Int {
        var lastBreak: Int?
        var index = start
        while index < count {
            if scalars[index] != " ", index > start, width(of: start..<index + 1) > width {
                return byWord
                    ? lastBreak ?? boundary(atOrBefore: index, after: start) : boundary(atOrBefore: index, after: start)
            }
            index += 1
            if byWord, index < count, isBreak(before: index) { lastBreak = index }
        }
        return count
    }

    /// `range` without the spaces at its end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, scalars[end - 1] == " " { end -= 1 }
        return range.lowerBound..<end
    }

    /// The glyphs of `range`, their end cut for "…" when they do not fit or when `isFollowed` by
    /// text that does not show.
    func truncatingTail(_ range: Range<Int>, isFollowed: Bool) -> [Unicode.Scalar] {
        guard isFollowed || width(of: range) > width else { return Array(scalars[range]) }
        var end = range.upperBound
        while end > range.lowerBound,
            !isBoundary[end] || width(of: range.lowerBound..<end, withEllipsisBefore: end..<end) > width
        {
            end -= 1
        }
        return Array(scalars[range.lowerBound..<end]) + [Self.ellipsis]
    }

    /// The glyphs of `range`, their start cut for "…" when they do not fit.
    func truncatingHead(_ range: Range<Int>) -> [Unicode.Scalar] {
        guard width(of: range) > width else { return Array(scalars[range]) }
        var start = range.lowerBound
        while start < range.upperBound,
            !isBoundary[start] || width(of: start..<start, withEllipsisBefore: start..<range.upperBound) > width
        {
            start += 1
        }
        return [Self.ellipsis] + Array(scalars[start..<range.upperBound])
    }

    /// The glyphs of `range`, their middle cut for "…" when they do not fit: as much of the start
    /// and the end as fits, each side grown in turn while it is the narrower.
    func truncatingMiddle(_ range: Range<Int>) -> [Unicode.Scalar] {
        guard width(of: range) > width else { return Array(scalars[range]) }
        // What shows is `range.lowerBound..<head`, "…", then `tail..<range.upperBound`.
        var (head, tail) = (range.lowerBound, range.upperBound)
        while head < tail {
            let growsHead = advances(range.lowerBound..<head) <= advances(tail..<range.upperBound)
            let next = growsHead ? (head + 1, tail) : (head, tail - 1)
            guard width(of: range.lowerBound..<next.0, withEllipsisBefore: next.1..<range.upperBound) <= width
            else { break }
            (head, tail) = next
        }
        // Each side whole characters: the start back to where one ends, the end on to where one begins.
        while head > range.lowerBound, !isBoundary[head] { head -= 1 }
        while tail < range.upperBound, !isBoundary[tail] { tail += 1 }
        return Array(scalars[range.lowerBound..<head]) + [Self.ellipsis] + Array(scalars[tail..<range.upperBound])
    }

    /// The width of the glyphs of `range`.
    private func width(of range: Range<Int>) -> Double {
        range.isEmpty
            ? 0 : advances(range) * advanceScale + Double(tracked(range)) * tracking + kern * Double(range.count - 1)
    }

    /// The width of the glyphs of `start`, "…", then those of `end`.
    private func width(of start: Range<Int>, withEllipsisBefore end: Range<Int>) -> Double {
        (advances(start) + ellipsisAdvance + advances(end)) * advanceScale
            + Double(tracked(start) + 1 + tracked(end)) * tracking + kern * Double(start.count + end.count)
    }

    /// How many glyphs of `range` have an advance.
    private func tracked(_ range: Range<Int>) -> Int {
        trackedCounts[range.upperBound] - trackedCounts[range.lowerBound]
    }

    private func advances(_ range: Range<Int>) -> Double {
        sums[range.upperBound] - sums[range.lowerBound]
    }

    /// Whether a line may break before `index`, as Unicode's line breaking allows: after spaces,
    /// and after a hyphen (not before a digit) or a dash that ends a word.
    private func isBreak(before index: Int) -> Bool {
        let (before, after) = (scalars[index - 1], scalars[index])
        guard after != " " else { return false }
        switch before {
        case " ": return true
        case "-": return index >= 2 && scalars[index - 2] != " " && !("0"..."9").contains(after)
        case "\u{2013}", "\u{2014}": return index >= 2 && scalars[index - 2] != " "
        default: return false
        }
    }
}
