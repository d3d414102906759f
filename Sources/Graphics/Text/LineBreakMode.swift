/// Where lines of text break and how the last one that shows is cut short, as `NSLineBreakMode`.
///
/// Every mode but `byCharWrapping` wraps lines at word boundaries, a word longer than a line at
/// the character that does not fit. When the text has more lines than show, the clipping and
/// truncating modes set the last line that shows from all of the rest of its paragraph, as
/// `UILabel` does: clipped at the rectangle's edges, or shortened with "…" at its start, middle
/// or end.
public enum LineBreakMode: String, Sendable, CaseIterable {
    /// Lines break between words; the last line that shows ends at a word.
    case byWordWrapping
    /// Lines break before the first character that does not fit.
    case byCharWrapping
    /// The last line that shows runs on past the rectangle and is clipped at its edges.
    case byClipping
    /// The last line that shows keeps the end of its paragraph, with "…" for what does not fit.
    case byTruncatingHead
    /// The last line that shows keeps the start of its paragraph, with "…" for what does not fit
    /// or what follows it.
    case byTruncatingTail
    /// The last line that shows keeps the start and the end of its paragraph, with "…" between.
    case byTruncatingMiddle
}
