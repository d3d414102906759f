import Graphics
import Layout
import Testing

/// The safe area, margins, readable content and legacy guides, frames computed by hand on each
/// screen.
@Suite struct LayoutGuideTests {
    /// A view 20 points in from the safe area's sides, 10 below its top, 44 tall.
    static let safeAreas: [(TestScreen, Rect, Rect)] = [
        (.small, Rect(x: 0, y: 20, width: 320, height: 548), Rect(x: 20, y: 30, width: 280, height: 44)),
        (.phone, Rect(x: 0, y: 47, width: 390, height: 763), Rect(x: 20, y: 57, width: 350, height: 44)),
        (.pad, Rect(x: 0, y: 24, width: 820, height: 1136), Rect(x: 20, y: 34, width: 780, height: 44)),
    ]

    @Test(arguments: safeAreas)
    func safeArea(screen: TestScreen, guide: Rect, view: Rect) {
        var builder = LayoutTreeBuilder()
        let safe = builder.guide(.safeArea, of: 0)
        let box = builder.view(in: 0)
        builder.pin(box, .leading, to: safe, constant: 20)
        builder.pin(box, .trailing, to: safe, constant: -20)
        builder.pin(box, .top, to: safe, constant: 10)
        builder.pin(box, .height, constant: 44)
        expectFrames(builder.tree, on: screen, [safe: guide, box: view])
    }

    /// A controller's root with `UIView`'s default margins has the system minimum instead: 16
    /// (320 wide) or 20 (390 wide, or regular width) at the sides, none at the top and bottom, plus the safe area; the
    /// readable guide within them, at most 672 wide, centred.
    static let margins: [(TestScreen, Rect, Rect)] = [
        (.small, Rect(x: 16, y: 20, width: 288, height: 548), Rect(x: 16, y: 20, width: 288, height: 548)),
        (.phone, Rect(x: 20, y: 47, width: 350, height: 763), Rect(x: 20, y: 47, width: 350, height: 763)),
        (.pad, Rect(x: 20, y: 24, width: 780, height: 1136), Rect(x: 74, y: 24, width: 672, height: 1136)),
    ]

    @Test(arguments: margins)
    func marginsAndReadableContent(screen: TestScreen, margins: Rect, readable: Rect) {
        var builder = LayoutTreeBuilder()
        let marginsGuide = builder.guide(.layoutMargins, of: 0)
        let readableGuide = builder.guide(.readableContent, of: 0)
        let inMargins = builder.view(in: 0)
        builder.pin(inMargins, .leading, to: 0, .leadingMargin)
        builder.pin(inMargins, .trailing, to: 0, .trailingMargin)
        builder.pin(inMargins, .top, to: 0, .topMargin)
        builder.pin(inMargins, .height, constant: 10)
        let inReadable = builder.view(in: 0)
        builder.pin(inReadable, .leading, to: readableGuide)
        builder.pin(inReadable, .trailing, to: readableGuide)
        builder.pin(inReadable, .top, to: readableGuide)
        builder.pin(inReadable, .height, constant: 10)
        let thin = { (frame: Rect) in Rect(x: frame.x, y: frame.y, width: frame.width, height: 10) }
        expectFrames(
            builder.tree, on: screen,
            [marginsGuide: margins, readableGuide: readable, inMargins: thin(margins), inReadable: thin(readable)])
    }

    /// A freely sized root at compact width, with no safe area, has 20 points of margin at the
    /// sides when it is wider than 375 and not on its side (400 × 400, as a 400 × 400 freeform
    /// controller's stack view pinned 12 inside its margins is saved at x 32), else 16 (400 × 300,
    /// 375 × 375).
    @Test(arguments: [(400, 400, 20), (400, 300, 16), (375, 375, 16), (414, 896, 20)] as [(Double, Double, Double)])
    func freeformRootMargins(width: Double, height: Double, side: Double) {
        let screen = TestScreen(
            name: "\(width)x\(height)",
            environment: LayoutEnvironment(rootFrame: Rect(x: 0, y: 0, width: width, height: height)))
        var builder = LayoutTreeBuilder()
        let guide = builder.guide(.layoutMargins, of: 0)
        expectFrames(builder.tree, on: screen, [guide: Rect(x: side, y: 0, width: width - 2 * side, height: height)])
    }

    /// A controller's root with margins of its own (top 10, left 4, bottom 12, right 30): no less
    /// than the system minimum at the sides, plus the safe area.
    static let customMargins: [(TestScreen, Rect)] = [
        (.small, Rect(x: 16, y: 30, width: 274, height: 526)),
        (.phone, Rect(x: 20, y: 57, width: 340, height: 741)),
        (.pad, Rect(x: 20, y: 34, width: 770, height: 1114)),
    ]

    @Test(arguments: customMargins)
    func customRootMargins(screen: TestScreen, margins: Rect) {
        let root = ViewLayout(layoutMargins: EdgeInsets(top: 10, left: 4, bottom: 12, right: 30), role: .controllerRoot)
        var builder = LayoutTreeBuilder(root: root)
        let guide = builder.guide(.layoutMargins, of: 0)
        expectFrames(builder.tree, on: screen, [guide: margins])
    }

    /// Between the legacy top guide (under the status bar) and bottom guide (over the bottom inset).
    static let betweenLegacyGuides: [(TestScreen, Rect)] = [
        (.small, Rect(x: 0, y: 20, width: 320, height: 548)),
        (.phone, Rect(x: 0, y: 47, width: 390, height: 763)),
        (.pad, Rect(x: 0, y: 24, width: 820, height: 1136)),
    ]

    @Test(arguments: betweenLegacyGuides)
    func legacyLayoutGuides(screen: TestScreen, view: Rect) {
        var builder = LayoutTreeBuilder()
        let top = builder.guide(.topLayoutGuide, of: 0)
        let bottom = builder.guide(.bottomLayoutGuide, of: 0)
        let box = builder.view(in: 0)
        builder.pin(box, .top, to: top, .bottom)
        builder.pin(box, .bottom, to: bottom, .top)
        builder.pin(box, .leading, to: 0)
        builder.pin(box, .trailing, to: 0)
        let inset = screen.environment.safeAreaInsets.bottom
        expectFrames(
            builder.tree, on: screen,
            [
                box: view, top: Rect(x: 0, y: 0, width: screen.width, height: view.y),
                bottom: Rect(x: 0, y: screen.height - inset, width: screen.width, height: inset),
            ])
    }

    /// A custom guide is placed by its constraints alone; a view centred in it.
    @Test(arguments: TestScreen.all)
    func customGuide(screen: TestScreen) {
        var builder = LayoutTreeBuilder()
        let guide = builder.guide(.custom, of: 0)
        builder.pin(guide, .leading, to: 0, constant: 30)
        builder.pin(guide, .width, constant: 100)
        builder.pin(guide, .bottom, to: 0)
        builder.pin(guide, .height, to: 0, multiplier: 0.5)
        let box = builder.view(in: 0)
        builder.pin(box, .centerX, to: guide)
        builder.pin(box, .centerY, to: guide)
        builder.size(box, width: 20, height: 10)
        let half = screen.height / 2
        expectFrames(
            builder.tree, on: screen,
            [
                guide: Rect(x: 30, y: half, width: 100, height: half),
                box: Rect(x: 70, y: half + half / 2 - 5, width: 20, height: 10),
            ])
    }

    /// A view that preserves its superview's margins takes them where they reach into it; one
    /// that insets its margins from the safe area adds the part of the safe area over it.
    static let safeTops: [(TestScreen, Double)] = [(.small, 20), (.phone, 47), (.pad, 24)]

    @Test(arguments: safeTops)
    func preservedAndSafeAreaMargins(screen: TestScreen, safeTop: Double) {
        let plain = ViewLayout(
            layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), insetsLayoutMarginsFromSafeArea: false)
        var builder = LayoutTreeBuilder(root: plain)
        let outer = builder.view(
            in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, preservesSuperviewLayoutMargins: true))
        builder.pinEdges(outer, to: 0, inset: 5)
        let inner = builder.view(in: outer)
        builder.pin(inner, .leading, to: outer, .leadingMargin)
        builder.pin(inner, .top, to: outer, .topMargin)
        builder.size(inner, width: 10, height: 10)
        // The outer view's margins: its own 8 plus the safe area over it (top: safeTop - 5), then
        // no less than the root's 20 less the 5 it is inset by.
        let top = max(8 + safeTop - 5, 15)
        expectFrames(builder.tree, on: screen, [inner: Rect(x: 15, y: top, width: 10, height: 10)])
    }

    /// Leading and trailing are the right and left sides in a right-to-left language.
    @Test(arguments: TestScreen.all)
    func rightToLeft(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0)
        builder.pin(box, .leading, to: 0, constant: 10)
        builder.pin(box, .top, to: 0)
        builder.size(box, width: 50, height: 50)
        var environment = screen.environment
        environment.isRightToLeft = true
        let solution = LayoutEngine.solve(builder.tree, in: environment)
        #expect(solution.problems == [])
        #expect(isClose(solution.frames[box], Rect(x: screen.width - 60, y: 0, width: 50, height: 50)))
    }
}
