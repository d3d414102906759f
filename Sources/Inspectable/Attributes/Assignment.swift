/// The outcome of giving an attribute a value: what was asked for and what it holds now.
///
/// Clamping is a result, not an error: `percent=150` on a `0...100` attribute gives an
/// assignment that requested 150 and applied 100.
public struct Assignment: Sendable, Equatable {
    /// The attribute's name.
    public let attribute: String
    public let requested: AttributeValue
    public let applied: AttributeValue
    /// The attribute's range as text, such as `0...100`, if it has one.
    public let range: String?

    public var isClamped: Bool { requested != applied }

    /// "150 is outside 0...100; using 100", for a clamped assignment.
    public var clampDescription: String? {
        guard isClamped else { return nil }
        return "\(requested.text) is outside \(range ?? "the range"); using \(applied.text)"
    }
}
