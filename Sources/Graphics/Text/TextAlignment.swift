/// How lines of text sit across their rectangle, as `NSTextAlignment`.
///
/// `natural` is the alignment of the text's script: left, as all text drawn here runs left to right.
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right, natural
}
