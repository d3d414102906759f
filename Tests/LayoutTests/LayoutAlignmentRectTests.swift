import Graphics
import Layout
import Testing

/// Alignment rectangles: constraints, the intrinsic size and stack views place a view's
/// alignment rectangle, and its frame reaches beyond it by its `alignmentRectInsets`, as a
/// switch's (2 points on the right) and a slider's (2 at the sides, 1 below) do.
@Suite struct LayoutAlignmentRectTests {
    static let switchInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    static let sliderInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// A switch 20 points from the right edge, 100 down; a slider across the screen 20 points in
    /// at each side, 200 down; a view 8 points below the slider's alignment rectangle.
    @Test(arguments: TestScreen.all)
    func edgesAndIntrinsicSize(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let toggle = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: .fixed(width: 49, height: 31),
                alignmentRectInsets: Self.switchInsets))
        let slider = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: .fixed(width: nil, height: 30),
                alignmentRectInsets: Self.sliderInsets))
        let below = builder.view(in: 0)
        builder.pin(toggle, .trailing, to: 0, constant: -20)
        builder.pin(toggle, .top, to: 0, constant: 100)
        builder.pin(slider, .leading, to: 0, constant: 20)
        builder.pin(slider, .trailing, to: 0, constant: -20)
        builder.pin(slider, .top, to: 0, constant: 200)
        builder.pin(below, .top, to: slider, .bottom, constant: 8)
        builder.pin(below, .leading, to: slider)
        builder.size(below, width: 10, height: 10)
        expectFrames(
            builder.tree, on: screen,
            [
                toggle: Rect(x: screen.width - 69, y: 100, width: 51, height: 31),
                slider: Rect(x: 18, y: 200, width: screen.width - 36, height: 31),
                below: Rect(x: 20, y: 238, width: 10, height: 10),
            ])
    }

    /// A width constraint sizes the alignment rectangle: a switch held to 49 points wide is 51
    /// wide; its centre is the alignment rectangle's, a point left of the frame's.
    @Test(arguments: TestScreen.all)
    func widthAndCentre(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let toggle = builder.view(
            in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, alignmentRectInsets: Self.switchInsets))
        builder.pin(toggle, .width, constant: 49)
        builder.pin(toggle, .height, constant: 31)
        builder.pin(toggle, .centerX, to: 0)
        builder.pin(toggle, .top, to: 0)
        let x = ((screen.width - 49) / 2 * screen.environment.scale).rounded() / screen.environment.scale
        expectFrames(builder.tree, on: screen, [toggle: Rect(x: x, y: 0, width: 51, height: 31)])
    }

    /// A horizontal stack view places its arranged views' alignment rectangles: a switch, then
    /// 8 points on, a view 40 wide; the stack view as tall as the switch's 31 points.
    @Test(arguments: TestScreen.all)
    func arrangedInStack(screen: TestScreen) {
        let built = LayoutStackTests.stack(
            StackLayout(axis: .horizontal, alignment: .leading, spacing: 8, arrangedSubviews: []),
            [
                ViewLayout(
                    translatesAutoresizingMaskIntoConstraints: false,
                    intrinsicContentSize: .fixed(width: 49, height: 31),
                    contentHugging: AxisPriorities(horizontal: 750, vertical: 750),
                    alignmentRectInsets: Self.switchInsets),
                LayoutStackTests.arranged(40, 20),
            ])
        LayoutStackTests.expect(
            built, on: screen, stackHeight: 31,
            [
                Rect(x: 0, y: 0, width: 51, height: 31),
                Rect(x: 57, y: 0, width: screen.width - 57, height: 20),
            ])
    }
}
