/// One view of a document as written: its identity, class, frame, attribute members and
/// subviews, with the syntax node of each so diagnostics and edits can point at them.
public struct ViewNode: Sendable {
    /// The view's JSON object.
    public let object: JSONSyntax.Index
    public let id: String?
    public let className: String
    /// The `"class"` string.
    public let classValue: JSONSyntax.Index
    public let frame: Rect
    /// The `"frame"` object.
    public let frameValue: JSONSyntax.Index
    /// The `"attributes"` object, if the view has one.
    public let attributesValue: JSONSyntax.Index?
    public let subviews: [ViewNode]
}

/// A tree of views, walked the same way whatever each view holds.
public protocol ViewTree {
    var subviews: [Self] { get }
}

extension ViewTree {
    /// This view and all views below it, depth first.
    public func allViews() -> [Self] {
        var result: [Self] = []
        func visit(_ view: Self) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(self)
        return result
    }
}

extension ViewNode: ViewTree {}
