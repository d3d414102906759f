/// The metrics UIKit reports for the system font, San Francisco, which designer sets in Inter's
/// glyphs, so that text is measured and drawn at the sizes iOS gives it.
///
/// San Francisco cannot be shipped. Its vertical metrics are published in the font (2,048 units to
/// the em, an ascender of 1,950 and a descender of 494, a cap height of 1,443: a line of 17 points is
/// 20.29 tall, as `UIFont.systemFont(ofSize: 17).lineHeight` says) and hold at every size.
/// Widths are Inter's glyph advances, with Inter's pair kerning, made San Francisco's in two steps:
/// - the advances times a factor for the weight (`widthFactor`), which narrows as the size grows
///   from 17 to 28 points, where UIKit moves the system font from its Text to its Display optical
///   size ("the details of UI typography", WWDC 2020);
/// - then the tracking Apple publishes for each size in the Human Interface Guidelines' tracking
///   table for SF Pro, added after every glyph (`tracking`): -0.43 points at 17, +0.40 at 34.
///
/// The factors were fitted to Xcode's saved frames in real projects: 214 single-line labels and
/// title-only buttons whose width is their text's (system font, no width constraint, not in a
/// stack view, at most one of their leading, trailing and centre held by an equality stronger than
/// their hugging), rounded up to the pixel grid as UIKit rounds a label's intrinsic size. Fitted
/// on the projects of one half and checked on the other, 77 of 96 and 94 of 118 widths came
/// within a point of Xcode's (median error half a point, 90th percentile 3 and 2 points); fitted
/// on all, 184 of 214 (Inter's own advances: 69; with the tracking alone: 148). Inter's glyph
/// shapes are drawn as they are.
///
/// A correction per glyph does not carry over to other projects, so there is none. Fitted on
/// twelve of the thirteen projects and checked on the one left out, in turn, the factors alone
/// bring 181 of the 214 widths within a point; the factors with an advance correction in ems for
/// each glyph used three times or more (shared by every size and weight, fitted by least squares
/// with a ridge that holds them toward none) 151 to 180, the closer to the factors alone the more
/// the corrections are held. Laid out the same way, 2,048 of the 2,355 views the real projects
/// place by constraints come within a point of Xcode's frames with the factors alone, 2,019 to
/// 2,044 with the corrections; fitted on all the projects, the corrections reach 195 of the 214
/// widths and 2,070 views, fitted to the very frames they are checked against. The largest
/// corrections are those of T, V, Y, A and w, the letters that kern: San Francisco's widths in a
/// label look kerned, which an advance per glyph cannot follow. So Inter's own pair kerning
/// applies, as it is: with it, 2,099 of the 2,355 views come within a point (2,087 without).
/// Scaled (0.8 to 1.1) or with the factors moved together (0.994 to 1.009 of them), no setting
/// did better by more than four views, so neither is fitted.
///
///     let metrics = SystemFontMetrics(size: 17, weight: .regular)
///     metrics.lineHeight  // 20.29
///     metrics.tracking    // -0.43
public struct SystemFontMetrics: Sendable, Hashable {
    /// The size in points.
    public let size: Double
    /// The weight asked for.
    public let weight: Font.Weight

    /// The metrics of the system font at `size` points and `weight`.
    public init(size: Double, weight: Font.Weight) {
        (self.size, self.weight) = (size, weight)
    }

    /// San Francisco's units to the em.
    static let unitsPerEm = 2048.0

    /// How far the font reaches above the baseline, in points (`UIFont.ascender`).
    public var ascender: Double { size * 1950 / Self.unitsPerEm }
    /// How far it reaches below, in points: a negative number (`UIFont.descender`).
    public var descender: Double { -size * 494 / Self.unitsPerEm }
    /// The height of a line: the ascender less the descender (`UIFont.lineHeight`, 20.29 at 17).
    public var lineHeight: Double { ascender - descender }
    /// The height of capital letters above the baseline, in points (`UIFont.capHeight`).
    public var capHeight: Double { size * 1443 / Self.unitsPerEm }

    /// What Inter's glyph advances are multiplied by for San Francisco's at this size and weight:
    /// the weight's factor, times the Display optical size's from 28 points up, the two blended in
    /// between from 17 points.
    public var widthFactor: Double {
        let display = min(max((size - 17) / (28 - 17), 0), 1)
        return Self.weightFactor(weight) * (1 + (Self.displayFactor - 1) * display)
    }

    /// Points added after every glyph, as UIKit tracks the system font at this size: the Human
    /// Interface Guidelines' table for SF Pro, in a straight line between the sizes it lists, its
    /// last value above them, and below them its first in proportion to the size.
    public var tracking: Double {
        let table = Self.trackingTable
        guard size.isFinite, let last = table.last, let first = table.first else { return 0 }
        guard size > first.size else { return first.points * max(size, 0) / first.size }
        guard size < last.size else { return last.points }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let (below, above) = (table[upper - 1], table[upper])
        return below.points + (above.points - below.points) * (size - below.size) / (above.size - below.size)
    }

    /// Inter's advances times this are San Francisco's Text advances, for each weight Inter is
    /// shipped in; a weight drawn with another (`Font.Weight.shipped`) takes that one's factor.
    static func weightFactor(_ weight: Font.Weight) -> Double {
        switch weight.shipped {
        case .medium: 1.0045
        case .semibold: 1.0105
        case .bold, .heavy, .black: 1.029
        case .ultraLight, .thin, .light, .regular: 0.9975
        }
    }

    /// How much narrower the Display optical size's advances are than the Text's.
    static let displayFactor = 0.8895

    /// The tracking table of SF Pro on iOS, from the Human Interface Guidelines (Typography,
    /// Tracking values): sizes in points and tracking in points.
    static let trackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (96, 0),
    ]
}
