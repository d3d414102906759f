import Glibc

/// Seconds on the monotonic clock, which no change of the system's time moves.
enum MonotonicTime {
    /// Now.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
