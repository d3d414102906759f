/// How a line of text sits in its rectangle, as `NSTextAlignment`.
public enum TextAlignment: String, Sendable, CaseIterable, InspectableValue {
    case left, center, right

    public static var typeName: String { "TextAlignment" }
}
