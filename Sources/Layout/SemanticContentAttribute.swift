/// `UISemanticContentAttribute`: whether a view's content is mirrored in a right-to-left
/// language, as Interface Builder writes it (`semanticContentAttribute="forceLeftToRight"`).
///
/// UIKit lays out a view's content in its effective direction: the language's, unless the view,
/// or the nearest of its superviews that says one, says otherwise. Playback and spatial controls
/// (a row of play and rewind buttons, a D-pad) keep the left-to-right order their meaning has.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// Whether content the attribute describes is laid out right to left, whatever the language:
    /// `nil` for `unspecified`, which takes its superview's direction.
    public var isRightToLeft: Bool? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: false
        case .forceRightToLeft: true
        }
    }
}
