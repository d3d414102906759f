/// How many columns a terminal gives a character: two for East Asian wide characters and
/// emoji, none for combining marks and joiners, one for the rest.
public enum TerminalWidth {
    /// The columns `scalar` takes: 0, 1 or 2.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value) || (0xFE00...0xFE0F).contains(value)
            || (0x20D0...0x20FF).contains(value)
        {
            return 0
        }
        return isWide(value) ? 2 : 1
    }

    /// The columns of a character: its scalars', as a terminal adds them up.
    public static func columns(of character: Character) -> Int {
        character.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    static func isWide(_ value: UInt32) -> Bool {
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
    }
}
