/// The text size a user picks in Settings, `UIContentSizeCategory`: seven sizes from extra small
/// to extra extra extra large, then five larger accessibility sizes. Fonts of a text style
/// (`DynamicTypeStyle`) take their size from it; fonts of a fixed size do not change.
///
/// Named as Xcode's Environment Overrides name them (`xS` … `xxxL`, `AX1` … `AX5`); `large` is
/// UIKit's default, the size Interface Builder's canvas shows.
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The short name: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` … `AX5`.
    public var name: String { Self.names[rawValue] }

    /// UIKit's name of the category, as `UIContentSizeCategory`'s members are named: `extraSmall` …
    /// `accessibilityExtraExtraExtraLarge`.
    public var uiKitName: String { Self.uiKitNames[rawValue] }

    /// Whether it is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category `text` names: the short name or UIKit's, in any case
    /// (`AX5`, `ax5`, `accessibilityExtraExtraExtraLarge`), or `nil`.
    public init?(named text: String) {
        let lowercased = text.lowercased()
        guard
            let index = Self.names.firstIndex(where: { $0.lowercased() == lowercased })
                ?? Self.uiKitNames.firstIndex(where: { $0.lowercased() == lowercased })
        else { return nil }
        self.init(rawValue: index)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let names = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    private static let uiKitNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]
}

/// A Dynamic Type text style, `UIFont.TextStyle`: the system font at a size and leading for each
/// content-size category, from Apple's type scale (Human Interface Guidelines, "Typography":
/// the iOS Dynamic Type sizes), and a weight.
public struct DynamicTypeStyle: Sendable, Hashable {
    /// The weight of the style's font: semibold for the headline, regular for the others.
    public let weight: Font.Weight
    /// The font size at each category, extra small first.
    let sizes: [Double]
    /// The distance from one line's baseline to the next at each category, extra small first.
    let leadings: [Double]

    /// The font size at `category`.
    public func size(at category: ContentSizeCategory) -> Double { sizes[category.rawValue] }

    /// The leading at `category`: how far apart the lines of a label of several lines are set.
    public func leading(at category: ContentSizeCategory) -> Double { leadings[category.rawValue] }

    /// The style Interface Builder names `name` (`UICTFontTextStyleBody`), or `nil`.
    public static func named(_ name: String) -> DynamicTypeStyle? { styles[name] }

    /// The names Interface Builder writes for the styles, sorted.
    public static var names: [String] { styles.keys.sorted() }

    private static let largeTitle = DynamicTypeStyle(
        weight: .regular, sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70])
    private static let body = DynamicTypeStyle(
        weight: .regular, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])

    private static let styles: [String: DynamicTypeStyle] = [
        "UICTFontTextStyleLargeTitle": largeTitle,
        // What Xcode 9 wrote for the large title.
        "UICTFontTextStyleTitle0": largeTitle,
        "UICTFontTextStyleTitle1": DynamicTypeStyle(
            weight: .regular, sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            leadings: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        "UICTFontTextStyleTitle2": DynamicTypeStyle(
            weight: .regular, sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        "UICTFontTextStyleTitle3": DynamicTypeStyle(
            weight: .regular, sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        "UICTFontTextStyleHeadline": DynamicTypeStyle(weight: .semibold, sizes: body.sizes, leadings: body.leadings),
        "UICTFontTextStyleBody": body,
        "UICTFontTextStyleCallout": DynamicTypeStyle(
            weight: .regular, sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        "UICTFontTextStyleSubhead": DynamicTypeStyle(
            weight: .regular, sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            leadings: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        "UICTFontTextStyleFootnote": DynamicTypeStyle(
            weight: .regular, sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        "UICTFontTextStyleCaption1": DynamicTypeStyle(
            weight: .regular, sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            leadings: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        "UICTFontTextStyleCaption2": DynamicTypeStyle(
            weight: .regular, sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
            leadings: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]
}
