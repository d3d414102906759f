public import Graphics

/// What a layout tree is laid out in: where its root view is, the safe area the screen gives it,
/// the status bar, the pixel grid and the writing direction.
public struct LayoutEnvironment: Sendable, Hashable {
    /// The root view's frame: a view controller's root fills the screen.
    public var rootFrame: Rect
    /// The root view's safe area insets.
    public var safeAreaInsets: EdgeInsets
    /// The status bar's height, for the legacy top layout guide.
    public var statusBarHeight: Double
    /// Pixels per point: frames are rounded to this grid.
    public var scale: Double
    /// Whether leading and trailing are the right and left sides, as in Arabic and Hebrew: the
    /// language's direction, which holds where no view's `semanticContentAttribute` fixes one.
    public var isRightToLeft: Bool
    /// The width's size class, which with the root's size sets a view controller's system
    /// minimum margins (see `systemMinimumSideMargin`).
    public var horizontalSizeClass: SizeClass
    /// Whether a table cell's content view keeps `UIView`'s 8-point margins, as before iOS 11,
    /// rather than the ones its table gives it.
    public var cellsKeepDefaultMargins = false

    /// An environment; by default no safe area, no status bar, a 2x screen written left to right,
    /// at compact width.
    public init(
        rootFrame: Rect, safeAreaInsets: EdgeInsets = .zero, statusBarHeight: Double = 0, scale: Double = 2,
        isRightToLeft: Bool = false, horizontalSizeClass: SizeClass = .compact
    ) {
        (self.rootFrame, self.safeAreaInsets, self.statusBarHeight) = (rootFrame, safeAreaInsets, statusBarHeight)
        (self.scale, self.isRightToLeft, self.horizontalSizeClass) = (scale, isRightToLeft, horizontalSizeClass)
    }

    /// A view controller's root view filling `screen`.
    public init(screen: Screen, isRightToLeft: Bool = false) {
        self.init(
            rootFrame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height),
            safeAreaInsets: screen.safeAreaInsets, statusBarHeight: screen.statusBarHeight, scale: screen.scale,
            isRightToLeft: isRightToLeft, horizontalSizeClass: screen.horizontalSizeClass)
    }

    /// UIKit's `systemMinimumLayoutMargins` on the leading and trailing sides of a view
    /// controller's root view (top and bottom have none): 20 points at regular width and on
    /// phones wider than 375 points held upright, 16 otherwise (an iPhone 8, or any phone on its
    /// side, where the safe area adds the rest). A square root is not on its side: a 400 × 400
    /// freeform controller's stack view pinned 12 inside its margins is saved at x 32.
    var systemMinimumSideMargin: Double {
        let size = rootFrame
        let isWidePortraitPhone = size.width > 375 && size.width <= size.height
        return horizontalSizeClass == .regular || isWidePortraitPhone ? 20 : 16
    }
}
