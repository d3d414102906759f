/// The text forms of `Color` read: every form `Color.text` writes, and the others a user may write.
enum ColorText {
    static let expectedForms =
        "expected #RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), light-dark(light, dark) or a UIKit color name such as 'orange' or 'systemOrange'"

    static func parse(_ text: String) throws(ValueError) -> Color {
        var bytes = text
        if let color = bytes.withUTF8(plainHex) { return color }
        let trimmed = text.trimmingASCIIWhitespace()
        if trimmed.hasPrefix("#") {
            return try parseHex(trimmed.dropFirst(), text: text)
        }
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("rgb") {
            return try parseFunction(trimmed, text: text)
        }
        if lowered.hasPrefix("light-dark") {
            return try parseLightDark(trimmed, text: text)
        }
        return try named(trimmed, text: text, expected: expectedForms)
    }

    /// The color `name` names, in any case; the error suggests a name for a near miss, and
    /// otherwise says what was `expected`.
    private static func named(_ name: String, text: String, expected: String) throws(ValueError) -> Color {
        if let color = Color.colorNamed(name) { return color }
        if let suggestion = suggestion(for: name) {
            throw .invalidColor(text, reason: "did you mean \(Printable.quoted(suggestion))?")
        }
        throw .invalidColor(text, reason: expected)
    }

    /// The name `name` is a near miss of: UIKit's system color of that name (`background` for
    /// `systemBackground`), or the closest name.
    private static func suggestion(for name: String) -> String? {
        if let first = name.first, name.utf8.count <= Suggestion.longestName,
            let system = Color.colorNamed("system" + first.uppercased() + name.dropFirst())?.systemName
        {
            return system
        }
        return Suggestion.closest(to: name, in: Color.allNames)
    }

    private static func parseHex(_ digits: Substring, text: String) throws(ValueError) -> Color {
        // The digits, four bits each, read from the bytes (the usual case, and a hundred
        // thousand of them in a large document); as Characters when a byte is no ASCII hex
        // digit, which take the fullwidth digits too and name the one that is wrong.
        var nibbles: UInt32 = 0
        var count = 0
        for byte in digits.utf8 {
            guard let value = hexValue(byte) else {
                count = -1
                break
            }
            if count < 8 { nibbles = nibbles << 4 | UInt32(value) }
            count += 1
        }
        if count < 0 {
            (nibbles, count) = (0, 0)
            for character in digits {
                guard let value = character.hexDigitValue else {
                    throw .invalidColor(text, reason: "\(Printable.quoted(String(character))) is not a hex digit")
                }
                if count < 8 { nibbles = nibbles << 4 | UInt32(value) }
                count += 1
            }
        }
        guard let color = color(nibbles: nibbles, count: count) else {
            throw .invalidColor(text, reason: "a hex color has 3, 4, 6 or 8 digits, not \(count)")
        }
        return color
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` written with nothing around it, as documents
    /// write most colors: read from the bytes, without making any other text; `nil` otherwise.
    static func plainHex(_ bytes: UnsafeBufferPointer<UInt8>) -> Color? {
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var nibbles: UInt32 = 0
        var count = 0
        for byte in bytes.dropFirst() {
            guard count < 8, let value = hexValue(byte) else { return nil }
            nibbles = nibbles << 4 | UInt32(value)
            count += 1
        }
        return color(nibbles: nibbles, count: count)
    }

    /// The color the last `count` hex digits of `nibbles` write; `nil` unless 3, 4, 6 or 8.
    private static func color(nibbles: UInt32, count: Int) -> Color? {
        let bits: UInt32
        switch count {
        case 3, 4: bits = 4
        case 6, 8: bits = 8
        default: return nil
        }
        let channels = UInt32(count) * 4 / bits
        // Channel `n` of those written, most significant first, as a byte.
        func channel(_ n: UInt32) -> Double {
            let value = nibbles >> (bits * (channels - 1 - n)) & (1 << bits - 1)
            return Double(bits == 4 ? value * 17 : value)
        }
        return Color(
            red255: channel(0), green255: channel(1), blue255: channel(2), alpha: channels == 4 ? channel(3) / 255 : 1)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `rgb(…)` or `rgba(…)`: three channels 0...255 or 0%...100%, then an optional alpha
    /// 0...1 or 0%...100%, separated by commas (or by spaces, with `/` before the alpha).
    private static func parseFunction(_ trimmed: String, text: String) throws(ValueError) -> Color {
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"),
            ["rgb", "rgba"].contains(trimmed[..<open].lowercased())
        else {
            throw .invalidColor(text, reason: "write rgb(r, g, b) or rgba(r, g, b, a)")
        }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let separators: Set<Character> = inside.contains(",") ? [","] : [" ", "/"]
        let arguments = inside.split(whereSeparator: { separators.contains($0) })
            .map { $0.trimmingASCIIWhitespace() }
            .filter { !$0.isEmpty }
        // A color by name or in hex, with another alpha: `rgba(label, 0.5)`, as Sass writes it.
        if arguments.count == 2, let first = arguments.first, first.hasPrefix("#") || first.first?.isLetter == true {
            let alpha = try component(arguments[1], name: "alpha", scale: 1, text: text)
            if first.hasPrefix("#") { return try parseHex(first.dropFirst(), text: text).withAlpha(alpha) }
            return try named(
                first, text: text, expected: "\(Printable.quoted(first)) is not a color name, such as 'systemOrange'"
            ).withAlpha(alpha)
        }
        guard arguments.count == 3 || arguments.count == 4 else {
            throw .invalidColor(
                text, reason: "rgb() takes 3 channels and an optional alpha, not \(arguments.count) values")
        }
        let names = ["red", "green", "blue"]
        var channels: [Double] = []
        for (name, argument) in zip(names, arguments) {
            channels.append(try component(argument, name: name, scale: 255, text: text))
        }
        let alpha = arguments.count == 4 ? try component(arguments[3], name: "alpha", scale: 1, text: text) : 1
        return Color(red255: channels[0], green255: channels[1], blue255: channels[2], alpha: alpha)
    }

    /// `light-dark(light, dark)`, as CSS writes a color for each appearance: each is a color of
    /// any other form, taken in its own appearance.
    private static func parseLightDark(_ trimmed: String, text: String) throws(ValueError) -> Color {
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"),
            trimmed[..<open].lowercased() == "light-dark"
        else {
            throw .invalidColor(text, reason: "write light-dark(light color, dark color)")
        }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let (commas, first) = topLevelCommas(in: inside)
        guard commas == 1, let comma = first else {
            throw .invalidColor(
                text, reason: "light-dark() takes two colors, the light one and the dark one, not \(commas + 1)")
        }
        let parts = [inside[..<comma], inside[inside.index(after: comma)...]]
        var colors: [Color] = []
        for (part, appearance) in zip(parts, ["light", "dark"]) {
            let written = part.trimmingASCIIWhitespace()
            guard !written.lowercased().hasPrefix("light-dark") else {
                throw .invalidColor(text, reason: "the \(appearance) color is another light-dark(), which it cannot be")
            }
            do {
                colors.append(try parse(written))
            } catch {
                let reason =
                    switch error {
                    case .invalidColor(_, let reason): reason
                    default: error.description
                    }
                throw .invalidColor(text, reason: "the \(appearance) color \(Printable.quoted(written)): \(reason)")
            }
        }
        return Color(light: colors[0], dark: colors[1])
    }

    /// How many commas outside parentheses `text` holds, and where the first is.
    private static func topLevelCommas(in text: Substring) -> (count: Int, first: Substring.Index?) {
        var (count, first): (Int, Substring.Index?) = (0, nil)
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0:
                count += 1
                if first == nil { first = index }
            default: break
            }
        }
        return (count, first)
    }

    /// A number in 0...scale, or a percentage of scale.
    private static func component(_ argument: String, name: String, scale: Double, text: String) throws(ValueError)
        -> Double
    {
        let isPercent = argument.hasSuffix("%")
        let number = isPercent ? String(argument.dropLast()) : argument
        guard NumberGrammar.isDecimalText(number), let value = Double(number), value.isFinite else {
            throw .invalidColor(text, reason: "\(name) \(Printable.quoted(argument)) is not a number")
        }
        let limit = isPercent ? 100 : scale
        guard value >= 0, value <= limit else {
            let range = isPercent ? "0%...100%" : "0...\(DecimalText.shortest(scale))"
            throw .invalidColor(text, reason: "\(name) \(argument) is outside \(range)")
        }
        return isPercent ? value / 100 * scale : value
    }

}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without leading and trailing spaces, tabs and line breaks.
    ///
    /// Read as bytes: an ASCII space is never part of another character's encoding, and a
    /// `Character` would join "\r\n", or a space and a combining mark after it, into one.
    package func trimmingASCIIWhitespace() -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first..<bytes.index(after: last)])
    }
}
