import Graphics
import Layout
import Testing

/// Every device of the table, upright and on its side, through `LayoutEnvironment(screen:)`.
@Suite struct LayoutDeviceTests {
    static let screens = Device.all.flatMap { device in Orientation.allCases.map { device.screen($0) } }

    /// A view pinned to the safe area fills it; the root's margins guide is inside it, 16 or 20
    /// points in at the sides (20 at regular width and on phones wider than 375 held upright), at the safe area's top.
    @Test(arguments: screens)
    func safeAreaAndMargins(screen: Screen) {
        var builder = LayoutTreeBuilder()
        let safe = builder.guide(.safeArea, of: 0)
        let margins = builder.guide(.layoutMargins, of: 0)
        let box = builder.view(in: 0)
        builder.pinEdges(box, to: safe)
        let solution = LayoutEngine.solve(builder.tree, in: LayoutEnvironment(screen: screen))
        let insets = screen.safeAreaInsets
        let isWidePortraitPhone = screen.size.width > 375 && screen.size.width <= screen.size.height
        let side = screen.horizontalSizeClass == .regular || isWidePortraitPhone ? 20.0 : 16
        #expect(solution.problems == [])
        #expect(solution.frames[0] == Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height))
        #expect(
            isClose(
                solution.frames[box],
                Rect(
                    x: insets.left, y: insets.top, width: screen.size.width - insets.left - insets.right,
                    height: screen.size.height - insets.top - insets.bottom)))
        #expect(abs(solution.frames[margins].x - (insets.left + side)) <= 1 / screen.scale)
        #expect(abs(solution.frames[margins].y - insets.top) <= 1 / screen.scale)
    }
}
