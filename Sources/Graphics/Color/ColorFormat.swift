/// The canonical text of a `Color`, which `Color.text` gives.
enum ColorFormat {
    static func text(of color: Color) -> String {
        if let name = color.systemName, let system = Color.colorNamed(name) {
            if color == system { return name }
            if color == system.withAlpha(color.alpha) {
                return "rgba(\(name), \(DecimalText.shortest(color.alpha)))"
            }
        }
        guard !color.isDynamic else {
            return "light-dark(\(text(of: color.resolved(for: .light))), \(text(of: color.resolved(for: .dark))))"
        }
        let (red, green, blue) = (color.red255, color.green255, color.blue255)
        let alpha255 = color.alpha * 255
        let isByteExact =
            red == red.rounded() && green == green.rounded() && blue == blue.rounded()
            && alpha255.rounded() / 255 == color.alpha
        if isByteExact {
            // Written straight into the string's storage: a document's colors are mostly these.
            let count = color.alpha != 1 ? 4 : 3
            return String(unsafeUninitializedCapacity: 1 + 2 * count) { text in
                text[0] = UInt8(ascii: "#")
                for index in 0..<count {
                    let channel =
                        switch index {
                        case 0: red
                        case 1: green
                        case 2: blue
                        default: alpha255.rounded()
                        }
                    let byte = UInt8(channel)
                    text[1 + 2 * index] = hexDigit(byte >> 4)
                    text[2 + 2 * index] = hexDigit(byte & 0xF)
                }
                return 1 + 2 * count
            }
        }
        // UIKit's orange, gray and purple have channels of 127.5: their names say them exactly.
        if let name = color.name { return name }
        let numbers = [red, green, blue].map { DecimalText.shortest($0) }
        if color.alpha == 1 {
            return "rgb(" + numbers.joined(separator: ", ") + ")"
        }
        return "rgba(" + (numbers + [DecimalText.shortest(color.alpha)]).joined(separator: ", ") + ")"
    }

    /// The upper-case hexadecimal digit of a nibble.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
