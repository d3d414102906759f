internal import ConstraintSolver
import Graphics

extension LayoutSystem {
    /// UIKit's readable width for the body font at the default text size (Large): the readable
    /// content guide is no wider.
    static let readableWidth = 672.0

    /// The constraints that place a layout guide in the view that owns it.
    func placeGuide(_ index: Int, kind: LayoutGuideKind, owner: Int) {
        let (guide, view) = (boxes[index], boxes[owner])
        switch kind {
        case .safeArea:
            inset(guide, in: view, by: safeAreaInsets(of: owner))
        case .layoutMargins:
            inset(guide, in: view, by: margins(of: owner))
        case .readableContent:
            let margins = margins(of: owner)
            // Within the margins, as tall as they are, centred across them and no wider than the
            // readable width.
            let marginsWidth = view.width - margins.left - margins.right
            require(guide.y - view.y - margins.top)
            require(guide.height - view.height + margins.top + margins.bottom)
            require(guide.x + guide.width * 0.5 - view.x - margins.left - marginsWidth * 0.5)
            require(guide.width - Self.readableWidth, .lessThanOrEqual)
            require(guide.width - marginsWidth, .lessThanOrEqual)
            require(guide.width - marginsWidth, priority: 999)
        case .topLayoutGuide:
            // Under the status bar, from the top of the view.
            require(guide.x - view.x)
            require(guide.width - view.width)
            require(guide.y - view.y)
            require(guide.height - environment.statusBarHeight)
        case .bottomLayoutGuide:
            // Over the bottom inset (the home indicator), up from the bottom of the view.
            let safeArea = safeAreaInsets(of: owner)
            require(guide.x - view.x)
            require(guide.width - view.width)
            require(guide.y - view.y - view.height + safeArea.bottom)
            require(guide.height - safeArea.bottom)
        case .frameLayout:
            inset(guide, in: view, by: .zero)
        case .contentLayout, .custom:
            // The content guide starts where its scroll view does (see `init`); its size, and a
            // custom guide's frame, come from the tree's constraints alone.
            break
        }
    }

    /// Places `guide` in `view`'s bounds less `insets`.
    private func inset(_ guide: Box, in view: Box, by insets: EdgeInsets) {
        require(guide.x - view.x - insets.left)
        require(guide.y - view.y - insets.top)
        require(guide.width - view.width + insets.left + insets.right)
        require(guide.height - view.height + insets.top + insets.bottom)
    }
}
