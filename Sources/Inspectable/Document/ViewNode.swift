/// One view of a document as written: its identity, class, frame and attribute members,
/// with the syntax node of each so diagnostics and edits can point at them.
///
/// A document keeps its views in one array, depth first; a view's subviews and their
/// descendants follow it, up to `descendantsEnd`.
public struct ViewNode: Sendable {
    /// The view's JSON object.
    public let object: JSONSyntax.Index
    public let id: String?
    /// The `"id"` string, if the view has one.
    public let idValue: JSONSyntax.Index?
    public let className: String
    /// The `"class"` string.
    public let classValue: JSONSyntax.Index
    public let frame: Rect
    /// The `"frame"` object.
    public let frameValue: JSONSyntax.Index
    /// The `"attributes"` object, if the view has one.
    public let attributesValue: JSONSyntax.Index?
    /// This view's position in `Document.allViews`.
    public let index: Int
    /// The position just past this view's last descendant.
    public internal(set) var descendantsEnd: Int
}
