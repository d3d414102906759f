/// An axis a view's position or size is found along.
public enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical
}

/// A problem Interface Builder would show for a layout.
public enum LayoutProblem: Sendable, Hashable {
    /// UIKit breaks `broken` (a position in `tree.constraints`) to recover; `conflicting` are the
    /// tree's constraints it conflicts with, itself included, in tree order, and `system` the
    /// constraints UIKit makes of the views' own properties among them (a required compression
    /// resistance, an autoresizing mask), in the order they were made. A constraint that
    /// conflicts with nothing (`conflicting` itself alone, `system` empty) can never hold:
    /// `width = width + 10`.
    case unsatisfiable(broken: Int, conflicting: [Int], system: [SystemConstraint] = [])
    /// UIKit breaks `broken`, a content hugging or compression resistance of priority 1000 (a
    /// `.contentSize`), which the layout leaves unsatisfied as Interface Builder saves it;
    /// `conflicting` are the tree's required constraints it conflicts with, in tree order, and
    /// `system` UIKit's own among them.
    case brokenContentSize(SystemConstraint, conflicting: [Int], system: [SystemConstraint] = [])
    /// The item's position on the axis is not fixed by its constraints.
    case ambiguousPosition(item: Int, axis: LayoutAxis)
    /// The item's size on the axis is not fixed by its constraints.
    case ambiguousSize(item: Int, axis: LayoutAxis)
    /// A constraint UIKit refuses or that cannot be laid out (a NaN or huge constant, a zero
    /// multiplier with a position, a priority outside UIKit's range, an item that does not
    /// exist, no common ancestor), which is left out.
    case invalid(constraint: Int, reason: String)
    /// The view's width or height, `length` (rounded to pixels), is negative: Auto Layout has no
    /// rule against it, and the view gets a frame no screen can show. `constraint` is the tree's
    /// constraint that most likely sets that size, if one does.
    case negativeSize(item: Int, axis: LayoutAxis, length: Double, constraint: Int?)
}
