/// An axis a view's position or size is found along.
public enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical
}

/// A problem Interface Builder would show for a layout.
public enum LayoutProblem: Sendable, Hashable {
    /// UIKit breaks `broken` (a position in `tree.constraints`) to recover; `conflicting` are the
    /// constraints it conflicts with, itself included, in tree order.
    case unsatisfiable(broken: Int, conflicting: [Int])
    /// The item's position on the axis is not fixed by its constraints.
    case ambiguousPosition(item: Int, axis: LayoutAxis)
    /// The item's size on the axis is not fixed by its constraints.
    case ambiguousSize(item: Int, axis: LayoutAxis)
    /// A constraint UIKit refuses or that cannot be laid out (a NaN or huge constant, a zero
    /// multiplier with a position, an item that does not exist, no common ancestor), which is
    /// left out.
    case invalid(constraint: Int, reason: String)
}
