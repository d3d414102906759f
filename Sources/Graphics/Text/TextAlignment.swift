/// How lines of text sit across their rectangle, as `NSTextAlignment`.
///
/// `natural` is the leading side's: left, or right in a right-to-left layout (`LayoutDirection`).
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right, natural
}
