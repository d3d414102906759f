import Graphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2.x contrast: the relative luminance of sRGB colors and the ratio of two, from 1:1 to 21:1.
enum Contrast {
    /// The relative luminance of a color of red, green and blue on the 0...255 scale.
    static func luminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            let value = min(max(channel / 255, 0), 1)
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of two luminances, the lighter over the darker, each with 0.05 added.
    static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The ratio of `color` drawn at `opacity` over an opaque background pixel, against that pixel.
    static func ratio(of color: Color, opacity: Double, over background: (red: Double, green: Double, blue: Double))
        -> Double
    {
        let alpha = min(max(color.alpha * opacity, 0), 1)
        let red = color.red255 * alpha + background.red * (1 - alpha)
        let green = color.green255 * alpha + background.green * (1 - alpha)
        let blue = color.blue255 * alpha + background.blue * (1 - alpha)
        return ratio(
            luminance(red: red, green: green, blue: blue),
            luminance(red: background.red, green: background.green, blue: background.blue))
    }
}
