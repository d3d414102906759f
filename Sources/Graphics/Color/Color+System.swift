// UIKit's system colors, with the values `UIColor` resolves them to in the light and the dark
// appearance (sRGB, at the standard contrast, not the increased one): the tints and grays as
// Apple's Human Interface Guidelines list them under "Color" for iOS 15 and later (which added
// mint and cyan and gave teal its present value), and the element colors (labels, fills,
// backgrounds, separators, link, text) as UIKit has defined them since iOS 13. This is the one
// table of them: parsing, writing, suggestions and the JSON Schema all read it.
extension Color {
    // MARK: Tints

    /// A red that adapts to the appearance.
    public static let systemRed = system("systemRed", .init(255, 59, 48), .init(255, 69, 58))
    /// An orange that adapts to the appearance.
    public static let systemOrange = system("systemOrange", .init(255, 149, 0), .init(255, 159, 10))
    /// A yellow that adapts to the appearance.
    public static let systemYellow = system("systemYellow", .init(255, 204, 0), .init(255, 214, 10))
    /// A green that adapts to the appearance.
    public static let systemGreen = system("systemGreen", .init(52, 199, 89), .init(48, 209, 88))
    /// A mint that adapts to the appearance.
    public static let systemMint = system("systemMint", .init(0, 199, 190), .init(102, 212, 207))
    /// A teal that adapts to the appearance.
    public static let systemTeal = system("systemTeal", .init(48, 176, 199), .init(64, 200, 224))
    /// A cyan that adapts to the appearance.
    public static let systemCyan = system("systemCyan", .init(50, 173, 230), .init(100, 210, 255))
    /// A blue that adapts to the appearance.
    public static let systemBlue = system("systemBlue", .init(0, 122, 255), .init(10, 132, 255))
    /// An indigo that adapts to the appearance.
    public static let systemIndigo = system("systemIndigo", .init(88, 86, 214), .init(94, 92, 230))
    /// A purple that adapts to the appearance.
    public static let systemPurple = system("systemPurple", .init(175, 82, 222), .init(191, 90, 242))
    /// A pink that adapts to the appearance.
    public static let systemPink = system("systemPink", .init(255, 45, 85), .init(255, 55, 95))
    /// A brown that adapts to the appearance.
    public static let systemBrown = system("systemBrown", .init(162, 132, 94), .init(172, 142, 104))

    // MARK: Grays

    /// The base gray, the same in both appearances.
    public static let systemGray = system("systemGray", .init(142, 142, 147), .init(142, 142, 147))
    /// A second-level shade of gray.
    public static let systemGray2 = system("systemGray2", .init(174, 174, 178), .init(99, 99, 102))
    /// A third-level shade of gray.
    public static let systemGray3 = system("systemGray3", .init(199, 199, 204), .init(72, 72, 74))
    /// A fourth-level shade of gray.
    public static let systemGray4 = system("systemGray4", .init(209, 209, 214), .init(58, 58, 60))
    /// A fifth-level shade of gray.
    public static let systemGray5 = system("systemGray5", .init(229, 229, 234), .init(44, 44, 46))
    /// A sixth-level shade of gray, the lightest in the light appearance.
    public static let systemGray6 = system("systemGray6", .init(242, 242, 247), .init(28, 28, 30))

    // MARK: Labels

    /// The color of text that holds primary content.
    public static let label = system("label", .init(0, 0, 0), .init(255, 255, 255))
    /// The color of text that holds secondary content.
    public static let secondaryLabel = system("secondaryLabel", .init(60, 60, 67, 0.6), .init(235, 235, 245, 0.6))
    /// The color of text that holds tertiary content.
    public static let tertiaryLabel = system("tertiaryLabel", .init(60, 60, 67, 0.3), .init(235, 235, 245, 0.3))
    /// The color of text that holds quaternary content.
    public static let quaternaryLabel = system(
        "quaternaryLabel", .init(60, 60, 67, 0.18), .init(235, 235, 245, 0.16))

    // MARK: Fills

    /// An overlay fill for thin and small shapes.
    public static let systemFill = system("systemFill", .init(120, 120, 128, 0.2), .init(120, 120, 128, 0.36))
    /// An overlay fill for medium-size shapes.
    public static let secondarySystemFill = system(
        "secondarySystemFill", .init(120, 120, 128, 0.16), .init(120, 120, 128, 0.32))
    /// An overlay fill for large shapes.
    public static let tertiarySystemFill = system(
        "tertiarySystemFill", .init(118, 118, 128, 0.12), .init(118, 118, 128, 0.24))
    /// An overlay fill for large areas that hold complex content.
    public static let quaternarySystemFill = system(
        "quaternarySystemFill", .init(116, 116, 128, 0.08), .init(118, 118, 128, 0.18))

    // MARK: Text

    /// The color of placeholder text in controls or text views.
    public static let placeholderText = system(
        "placeholderText", .init(60, 60, 67, 0.3), .init(235, 235, 245, 0.3))

    // MARK: Backgrounds

    /// The color of the main background of an interface.
    public static let systemBackground = system("systemBackground", .init(255, 255, 255), .init(0, 0, 0))
    /// The color of content layered on top of the main background.
    public static let secondarySystemBackground = system(
        "secondarySystemBackground", .init(242, 242, 247), .init(28, 28, 30))
    /// The color of content layered on top of secondary backgrounds.
    public static let tertiarySystemBackground = system(
        "tertiarySystemBackground", .init(255, 255, 255), .init(44, 44, 46))
    /// The color of the main background of a grouped interface.
    public static let systemGroupedBackground = system(
        "systemGroupedBackground", .init(242, 242, 247), .init(0, 0, 0))
    /// The color of content layered on top of the main background of a grouped interface.
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackground", .init(255, 255, 255), .init(28, 28, 30))
    /// The color of content layered on top of secondary backgrounds of a grouped interface.
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackground", .init(242, 242, 247), .init(44, 44, 46))

    // MARK: Separators

    /// A thin border or divider line that lets some content show through.
    public static let separator = system("separator", .init(60, 60, 67, 0.29), .init(84, 84, 88, 0.6))
    /// A border or divider line that hides what is beneath it.
    public static let opaqueSeparator = system("opaqueSeparator", .init(198, 198, 200), .init(56, 56, 58))

    // MARK: Links, fixed text colors and the tint

    /// The color of links.
    public static let link = system("link", .init(0, 122, 255), .init(9, 132, 255))
    /// Text on dark backgrounds, the same in both appearances.
    public static let lightText = system("lightText", .init(255, 255, 255, 0.6), .init(255, 255, 255, 0.6))
    /// Text on light backgrounds, the same in both appearances.
    public static let darkText = system("darkText", .init(0, 0, 0), .init(0, 0, 0))
    /// The tint of controls, `UIColor.tintColor`: system blue, unless an app sets its own.
    public static let tintColor = system("tintColor", .init(0, 122, 255), .init(10, 132, 255))
    /// The same color as `tintColor`, by SwiftUI's name for it; it is written `tintColor`.
    public static var tint: Color { tintColor }

    /// The names of the system colors, as `systemColors` holds them.
    static let systemNames = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "placeholderText", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "separator", "opaqueSeparator", "link", "lightText", "darkText", "tintColor",
    ]

    /// Every system color, in the order of the table above.
    public static let systemColors: [Color] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue,
        .systemIndigo, .systemPurple, .systemPink, .systemBrown,
        .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
        .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
        .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .placeholderText,
        .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
        .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
        .separator, .opaqueSeparator, .link, .lightText, .darkText, .tintColor,
    ]

    private static func system(_ name: String, _ light: Channels, _ dark: Channels) -> Color {
        Color(system: name, light: light, dark: dark)
    }
}
