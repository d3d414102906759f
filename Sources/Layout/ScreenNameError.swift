/// A screen name that is no device and no size: what `Screen.named(_:orientation:)` throws.
public struct ScreenNameError: Error, Sendable, Hashable {
    /// What is wrong with a name.
    public enum Reason: Sendable, Hashable {
        /// It names no device and is no `WIDTHxHEIGHT`.
        case unknownName
        /// It is a `WIDTHxHEIGHT` whose width or height is out of range.
        case sizeOutOfRange
    }

    public let reason: Reason
    /// The name as it was given.
    public let name: String
    /// The device id or marketing name closest to `name`, when it is near enough to be what was meant.
    public let suggestion: String?
    /// One line that says what is wrong, quoting the name, with "did you mean" for a near miss:
    /// `no device named 'iphone 15 pr'; did you mean 'iPhone 15 Pro'?`.
    public let message: String

    /// A name that is neither a device nor a size.
    static func unknown(_ name: String) -> ScreenNameError {
        let suggestion = DeviceNameSuggestion.closest(to: name)
        let advice =
            suggestion.map { "did you mean '\($0)'?" }
            ?? "give an Xcode device id (retina6_1), a marketing name ('iPhone 15 Pro') or WIDTHxHEIGHT in points"
        return ScreenNameError(
            reason: .unknownName, name: name, suggestion: suggestion,
            message: "no device named \(quoted(name)); \(advice)")
    }

    /// A `WIDTHxHEIGHT` whose width or height is out of range.
    static func size(_ name: String) -> ScreenNameError {
        let range = "\(Int(Screen.customSizeRange.lowerBound))…\(Int(Screen.customSizeRange.upperBound))"
        return ScreenNameError(
            reason: .sizeOutOfRange, name: name, suggestion: nil,
            message: "\(quoted(name)) is no screen size: the width and the height must each be \(range) points")
    }

    /// A `WIDTHxHEIGHT` whose width or height is no whole number of pixels at scale 2.
    static func offPixelGrid(_ name: String) -> ScreenNameError {
        ScreenNameError(
            reason: .sizeOutOfRange, name: name, suggestion: nil,
            message:
                "\(quoted(name)) is no screen size: each side must be whole pixels at scale 2, a multiple of 0.5 points"
        )
    }

    /// The longest part of a name a message quotes.
    static let quotedLength = 64

    /// `'name'` with control characters written as escapes, cut after `quotedLength` characters, so
    /// that quoting a name never moves a terminal's cursor or floods a line.
    static func quoted(_ name: String) -> String {
        var shown = ""
        for (position, scalar) in name.unicodeScalars.enumerated() {
            guard position < quotedLength else { return "'\(shown)…'" }
            let hidden = scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
            shown += hidden ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return "'\(shown)'"
    }
}
