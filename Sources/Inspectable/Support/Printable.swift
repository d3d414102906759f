/// Text from documents and command lines made safe to show: control characters, which could
/// move the cursor, recolor the screen, set a window title or start a line another program
/// reads as a command, and the bidirectional controls, which make text display as something
/// else, are shown as escapes instead; and a long text is cut to a short excerpt.
package enum Printable {
    /// `text` with every C0 and C1 control character, DEL, line and paragraph separator and
    /// bidirectional formatting character written as an escape, such as `\u{1B}` or `\u{202E}`.
    package static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The most characters of a user's text a message quotes.
    package static let excerptLength = 64

    /// `'text'`, as messages quote what a user wrote: made visible, and cut after
    /// `excerptLength` characters with how long it was, as in `'xxxx…' (50000000 characters)`.
    package static func quoted(_ text: some StringProtocol) -> String {
        let (shown, count) = cut(text)
        return count.map { "'\(shown)…' (\($0) characters)" } ?? "'\(shown)'"
    }

    /// `text` made visible, and cut as `quoted` cuts it, without the quotes.
    package static func excerpt(_ text: some StringProtocol) -> String {
        let (shown, count) = cut(text)
        return count.map { "\(shown)… (\($0) characters)" } ?? shown
    }

    /// The start of `text` made visible, and its length in characters if it was cut.
    private static func cut(_ text: some StringProtocol) -> (String, Int?) {
        // No more bytes than the excerpt has characters: nothing to cut.
        if text.utf8.count <= excerptLength { return (visible(String(text)), nil) }
        var scalars = text.unicodeScalars.makeIterator()
        var start = String.UnicodeScalarView()
        var taken = 0
        while taken < excerptLength, let scalar = scalars.next() {
            start.append(scalar)
            taken += 1
        }
        guard scalars.next() != nil else { return (visible(String(start)), nil) }
        return (visible(String(start)), text.unicodeScalars.count)
    }

    /// Whether a scalar is shown as an escape: a C0 or C1 control, DEL, U+2028 and U+2029, or a
    /// bidirectional mark, embedding, override or isolate.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
