#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The height of the terminal on `descriptor` in rows, if it is one.
    public static func rows(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Waits between two frames of an animation.
    static func pause(milliseconds: Int) {
        usleep(UInt32(milliseconds * 1000))
    }
}

extension Duration {
    /// The duration in seconds, for an animation's clock or a report's times.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
