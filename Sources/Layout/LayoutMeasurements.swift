import Graphics

/// What the constraints of one pass take as given, read from the frames of the pass before:
/// each view's safe area insets and effective layout margins, and the width its text breaks at.
///
/// UIKit finds these the same way, after its superviews are laid out; passes go on until they
/// no longer change.
struct LayoutMeasurements: Sendable, Hashable {
    /// By item: a view's safe area insets (zero for guides).
    var safeAreaInsets: [EdgeInsets]
    /// By item: a view's effective layout margins, left and right as laid out (zero for guides).
    var margins: [EdgeInsets]
    /// By item: the width a view's text is broken into lines at (`.infinity` for one line, or
    /// for no text).
    var textWidths: [Double]

    /// The measurements `frames` (in the root's coordinates) give; `isFirstPass` measures text
    /// at its natural width, as nothing has given a label its width yet.
    init(
        tree: LayoutTree, structure: LayoutStructure, environment: LayoutEnvironment, frames: [Rect],
        isFirstPass: Bool
    ) {
        let count = tree.items.count
        let root = frames.first ?? .zero
        let insets = environment.safeAreaInsets
        let safe = (
            minX: root.x + insets.left, minY: root.y + insets.top,
            maxX: root.x + root.width - insets.right, maxY: root.y + root.height - insets.bottom
        )
        var safeAreaInsets = [EdgeInsets](repeating: .zero, count: count)
        var textWidths = [Double](repeating: .infinity, count: count)
        for (index, item) in tree.items.enumerated() where item.kind == .view {
            let frame = frames[index]
            safeAreaInsets[index] =
                index == 0
                ? insets
                : EdgeInsets(
                    top: Self.clamp(safe.minY - frame.y, frame.height),
                    left: Self.clamp(safe.minX - frame.x, frame.width),
                    bottom: Self.clamp(frame.y + frame.height - safe.maxY, frame.height),
                    right: Self.clamp(frame.x + frame.width - safe.maxX, frame.width))
            if case .text(let text) = item.view.intrinsicContentSize, text.style.numberOfLines != 1 {
                textWidths[index] = text.preferredMaxLayoutWidth ?? (isFirstPass ? .infinity : max(frame.width, 0))
            }
        }
        self.safeAreaInsets = safeAreaInsets
        self.textWidths = textWidths
        self.margins = [EdgeInsets](repeating: .zero, count: count)
        for index in structure.parentsFirst where tree.items[index].kind == .view {
            margins[index] = effectiveMargins(
                of: index, tree: tree, structure: structure, environment: environment, frames: frames)
        }
    }

    /// UIKit's effective margins: as written (leading first when directional); for a table
    /// cell's content view, the cell's where the document keeps `UIView`'s default; for a view
    /// controller's root, the system minimum where the document keeps `UIView`'s default (8 all
    /// round), else no less than it on the sides; plus the safe area where the view
    /// insets its margins from it, and no less than the superview's margins reaching into the view
    /// where it preserves them.
    private func effectiveMargins(
        of index: Int, tree: LayoutTree, structure: LayoutStructure, environment: LayoutEnvironment, frames: [Rect]
    ) -> EdgeInsets {
        let view = tree.items[index].view
        var margins = view.layoutMargins
        if view.marginsAreDirectional && structure.isRightToLeft(index, in: environment) {
            (margins.left, margins.right) = (margins.right, margins.left)
        }
        var isCellContent = false
        if view.layoutMargins == ViewLayout.defaultLayoutMargins, let cell = structure.parents[index],
            case .tableCell = tree.items[cell].view.role
        {
            // A table cell's content view has the cell's margins, which its table gives it: 11
            // points above and below, the table's own side margins (the system minimum) at the
            // sides. A cell on its own, with no screen around it, has a compact width's 16.
            // Before iOS 11 it kept `UIView`'s 8 all round. The cell's own margins are never
            // more, so preserving them changes nothing (Xcode saves 11 below a grouped table's
            // header under a navigation bar, where the content preserves the cell's margins);
            // nor does the safe area add: a table insets its content by it (its adjusted content
            // inset), so rows at rest lie below its top.
            let isOnScreen = tree.items[0].view.role == .controllerRoot
            let side =
                isOnScreen || environment.horizontalSizeClass == .regular ? environment.systemMinimumSideMargin : 16
            if !environment.cellsKeepDefaultMargins {
                margins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
            }
            isCellContent = true
        }
        if view.role == .controllerRoot {
            // A root view's own margins are the system minimum (none at the top and bottom)
            // unless the document sets them; set ones are no less than the minimum.
            let side = environment.systemMinimumSideMargin
            margins =
                margins == ViewLayout.defaultLayoutMargins
                ? EdgeInsets(top: 0, left: side, bottom: 0, right: side)
                : EdgeInsets(
                    top: margins.top, left: max(margins.left, side), bottom: margins.bottom,
                    right: max(margins.right, side))
        }
        if view.insetsLayoutMarginsFromSafeArea, !isCellContent {
            let safe = safeAreaInsets[index]
            margins = EdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if view.preservesSuperviewLayoutMargins, !isCellContent, let parent = structure.parents[index],
            tree.items[parent].kind == .view
        {
            let (outer, frame, inner) = (self.margins[parent], frames[index], frames[parent])
            margins.top = max(margins.top, outer.top - (frame.y - inner.y))
            margins.left = max(margins.left, outer.left - (frame.x - inner.x))
            margins.bottom = max(margins.bottom, outer.bottom - (inner.y + inner.height - frame.y - frame.height))
            margins.right = max(margins.right, outer.right - (inner.x + inner.width - frame.x - frame.width))
        }
        return margins
    }

    /// How far `overlap` reaches into a length, from none to all of it.
    private static func clamp(_ overlap: Double, _ length: Double) -> Double {
        max(0, min(overlap, max(length, 0)))
    }
}
