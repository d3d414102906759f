extension TextLayout {
    /// The text without control characters or bidirectional controls, on one line: line breaks
    /// and tabs as spaces. Escape sequences go whole: CSI (`ESC [` … final byte), OSC (`ESC ]` …
    /// BEL or `ESC \`), DCS, SOS, PM and APC strings, and two-character escapes; their C1 forms
    /// (0x9B, 0x9D, …) too.
    public static func printable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        forEachPrintable(text) { scalar in
            scalars.append(scalar == "\t" || isLineBreak(scalar) ? " " : scalar)
            return true
        }
        return String(scalars)
    }

    /// The paragraphs of what `printable` keeps, as lines break them: at a line feed, a carriage
    /// return (with the line feed after it, if any), a line separator or a paragraph separator;
    /// tabs as spaces. No text has no paragraphs; a text ending in a line break ends with an empty
    /// one. At most `limit` characters are read, breaks included; `isCut` says whether more followed.
    static func paragraphs(of text: String, limit: Int) -> (paragraphs: [[Unicode.Scalar]], isCut: Bool) {
        var paragraphs: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var (count, isCut, afterReturn) = (0, false, false)
        forEachPrintable(text) { scalar in
            if afterReturn, scalar == "\n" {
                afterReturn = false
                return true
            }
            afterReturn = scalar == "\r"
            guard count < limit else {
                isCut = true
                return false
            }
            count += 1
            if isLineBreak(scalar) {
                paragraphs.append(current)
                current = []
            } else {
                current.append(scalar == "\t" ? " " : scalar)
            }
            return true
        }
        if count > 0 { paragraphs.append(current) }
        return (paragraphs, isCut)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Calls `body` with each scalar `printable` keeps, tabs and line breaks as they are, until it
    /// returns false.
    private static func forEachPrintable(_ text: String, _ body: (Unicode.Scalar) -> Bool) {
        enum State { case text, escape, csi, string }
        var state = State.text
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch state {
            case .escape:
                switch scalar {
                case "[": state = .csi
                case "]", "P", "X", "^", "_": state = .string
                default: state = .text
                }
            case .csi:
                if (0x40...0x7E).contains(scalar.value) { state = .text }
            case .string:
                if scalar.value == 0x07 || scalar.value == 0x9C || (previous == "\u{1B}" && scalar == "\\") {
                    state = .text
                }
            case .text:
                switch scalar.value {
                case 0x1B: state = .escape
                case 0x9B: state = .csi
                case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
                case 0x0A, 0x0D, 0x09, 0x2028, 0x2029: if !body(scalar) { return }
                // Controls, and the bidirectional controls, which this layout does not follow and
                // which would make a terminal show the text as something else.
                case 0..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
                default: if !body(scalar) { return }
                }
            }
        }
    }
}
