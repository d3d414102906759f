/// A random number generator that gives the same numbers for the same seed (SplitMix64), so a
/// run that found a defect can be repeated with the moments it chose.
///
///     var random = SeededGenerator(seed: 2026)
///     let delay = Double.random(in: 0..<0.4, using: &random)
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
