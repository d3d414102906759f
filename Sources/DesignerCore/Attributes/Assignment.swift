import Inspectable

/// The outcome of giving an attribute a value: what was asked for and what it holds now.
///
/// Clamping is a result, not an error: `percent=150` on a `0...100` attribute gives an
/// assignment that requested 150 and applied 100.
public struct Assignment: Sendable, Equatable {
    /// The attribute's name.
    public let attribute: String
    public let requested: AttributeValue
    public let applied: AttributeValue
    /// Whether clamping changed the value.
    public let isClamped: Bool
    /// Where the range comes from: made into text only when it is shown, as most assignments
    /// (those of a whole document being read) never show it.
    private let kind: any AttributeKind

    init(attribute: String, admission: Admission, kind: any AttributeKind) {
        self.attribute = attribute
        requested = AttributeValue(erased: admission.requested)
        applied = AttributeValue(erased: admission.applied)
        isClamped = admission.isClamped
        self.kind = kind
    }

    /// The attribute's range as text, such as `0...100`, if it has one.
    public var range: String? { Attribute.rangeText(kind) }

    public static func == (lhs: Assignment, rhs: Assignment) -> Bool {
        lhs.attribute == rhs.attribute && lhs.requested == rhs.requested && lhs.applied == rhs.applied
            && lhs.range == rhs.range
    }

    /// "150 is outside 0...100; using 100", for a clamped assignment.
    public var clampDescription: String? {
        guard isClamped else { return nil }
        return "\(requested.text) is outside \(range ?? "the range"); using \(applied.text)"
    }
}
