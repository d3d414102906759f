public import Graphics

/// Where a layout tree's items end up, and what was wrong on the way.
public struct LayoutSolution: Sendable, Hashable {
    /// By item, in its parent's coordinates (the root's: in its own superview's), each edge
    /// rounded to the pixel grid as UIKit rounds it.
    public var frames: [Rect]
    /// Invalid constraints and broken ones in tree order, then views of negative size and
    /// ambiguous views, each in tree order.
    public var problems: [LayoutProblem]

    /// A solution of these frames and problems.
    public init(frames: [Rect], problems: [LayoutProblem]) {
        (self.frames, self.problems) = (frames, problems)
    }
}
