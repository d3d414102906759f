public import Graphics

/// How many colors a terminal shows, decided from the environment as most tools do.
public enum ColorSupport: Sendable, Equatable, Comparable {
    case none, sixteen, palette256, trueColor

    /// No color when `NO_COLOR` is set, `TERM` is `dumb` or the output is not a terminal;
    /// otherwise the most `COLORTERM` and `TERM` promise.
    public static func detect(isTerminal: Bool, environment: [String: String]) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        guard isTerminal, term != "dumb" else { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .sixteen
    }
}

/// Escape sequences that color terminal text, degrading from 24-bit color to the 256-color
/// palette and the 16 standard colors.
public enum ANSIColor {
    /// Puts the terminal's colors back.
    public static let reset = "\u{1B}[0m"

    /// Selects `color` for the text (or, with `background`, behind it).
    public static func select(_ color: Color, _ support: ColorSupport, background: Bool = false) -> String {
        let (red, green, blue, _) = color.rgba8
        switch support {
        case .none:
            return ""
        case .trueColor:
            return "\u{1B}[\(background ? 48 : 38);2;\(red);\(green);\(blue)m"
        case .palette256:
            return "\u{1B}[\(background ? 48 : 38);5;\(palette256(red, green, blue))m"
        case .sixteen:
            let index = standard16(red, green, blue)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return "\u{1B}[\(base + index % 8)m"
        }
    }

    /// The nearest entry of xterm's 256-color palette: the 6×6×6 cube or the gray ramp.
    static func palette256(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, rgb: (levels[r], levels[g], levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(max((average - 8 + 5) / 10, 0), 23)
        let grayLevel = 8 + 10 * grayStep
        let gray = (index: 232 + grayStep, rgb: (grayLevel, grayLevel, grayLevel))
        let target = (Int(red), Int(green), Int(blue))
        return distance(cube.rgb, target) <= distance(gray.rgb, target) ? cube.index : gray.index
    }

    /// The nearest of the 16 standard terminal colors (0–7 normal, 8–15 bright).
    static func standard16(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        let palette: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        let target = (Int(red), Int(green), Int(blue))
        return palette.indices.min { distance(palette[$0], target) < distance(palette[$1], target) } ?? 0
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
