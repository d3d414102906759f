#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

/// Facts about the process's terminal.
public enum Terminal {
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width of the terminal on `descriptor` in columns, if it is one.
    public static func columns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
