extension Color {
    /// Black, as `UIColor.black`.
    public static let black = Color(white: 0)
    /// 1/3 white, as `UIColor.darkGray`.
    public static let darkGray = Color(red255: 85, green255: 85, blue255: 85)
    /// 2/3 white, as `UIColor.lightGray`.
    public static let lightGray = Color(red255: 170, green255: 170, blue255: 170)
    /// White, as `UIColor.white`.
    public static let white = Color(white: 1)
    /// 0.5 white, as `UIColor.gray`.
    public static let gray = Color(white: 0.5)
    /// Pure red, as `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green, as `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue, as `UIColor.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// (0, 1, 1), as `UIColor.cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// (1, 1, 0), as `UIColor.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// (1, 0, 1), as `UIColor.magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// (1, 0.5, 0), as `UIColor.orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// (0.5, 0, 0.5), as `UIColor.purple`.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// (0.6, 0.4, 0.2), as `UIColor.brown`.
    public static let brown = Color(red255: 153, green255: 102, blue255: 51)
    /// Transparent black, as `UIColor.clear`.
    public static let clear = Color(white: 0, alpha: 0)

    /// UIKit's named colors of fixed values, by the names `UIColor` gives them; its system colors
    /// are `systemColors`.
    public static let named: KeyValuePairs<String, Color> = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
        "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear,
    ]

    /// The UIKit name of this color, if it is exactly one of the named colors or system colors:
    /// `orange`, `systemOrange`, but `nil` for `Color.systemOrange.withAlpha(0.5)`.
    public var name: String? {
        if let systemName { return Color.colorNamed(systemName) == self ? systemName : nil }
        return Color.named.first { $0.value == self }?.key
    }

    /// Every name a color may be written by: the named colors, the system colors and `tint`.
    public static let allNames: [String] = named.map(\.key) + systemColors.compactMap(\.systemName) + ["tint"]

    /// The color a name gives, in any case: `orange`, `systemorange`, `tint`.
    public static func colorNamed(_ name: String) -> Color? {
        colorsByLowercasedName[name.lowercased()]
    }

    private static let colorsByLowercasedName: [String: Color] = {
        var colors: [String: Color] = ["tint": .tintColor]
        for (name, color) in named { colors[name.lowercased()] = color }
        for color in systemColors {
            if let name = color.systemName { colors[name.lowercased()] = color }
        }
        return colors
    }()
}
