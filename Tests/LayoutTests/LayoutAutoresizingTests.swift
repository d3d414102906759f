import Graphics
import Layout
import Testing

/// Autoresizing masks turned into constraints, on a root saved at 375×667 and laid out on each
/// screen; frames computed by hand, rounded to each screen's pixels.
@Suite struct LayoutAutoresizingTests {
    /// Flexible width with rigid margins; flexible side margins sharing the change equally (their
    /// saved lengths are equal); flexible top margin and height sharing it by their saved lengths
    /// (600 and 67 of 667); a rigid view keeping its frame.
    static let expected: [(TestScreen, [Rect])] = [
        (
            .small,
            [
                Rect(x: 10, y: 20, width: 300, height: 50), Rect(x: 72.5, y: 300, width: 175, height: 40),
                Rect(x: 0, y: 511, width: 320, height: 57), Rect(x: 30, y: 40, width: 50, height: 60),
            ]
        ),
        (
            .phone,
            [
                Rect(x: 10, y: 20, width: 370, height: 50), Rect(x: 323.0 / 3, y: 300, width: 175, height: 40),
                Rect(x: 0, y: 2278.0 / 3, width: 390, height: 254.0 / 3), Rect(x: 30, y: 40, width: 50, height: 60),
            ]
        ),
        (
            .pad,
            [
                Rect(x: 10, y: 20, width: 800, height: 50), Rect(x: 322.5, y: 300, width: 175, height: 40),
                Rect(x: 0, y: 1061.5, width: 820, height: 118.5), Rect(x: 30, y: 40, width: 50, height: 60),
            ]
        ),
    ]

    @Test(arguments: expected)
    func masks(screen: TestScreen, expected: [Rect]) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let masks: [(Rect, AutoresizingMask)] = [
            (Rect(x: 10, y: 20, width: 355, height: 50), [.flexibleWidth]),
            (Rect(x: 100, y: 300, width: 175, height: 40), [.flexibleLeftMargin, .flexibleRightMargin]),
            (Rect(x: 0, y: 600, width: 375, height: 67), [.flexibleTopMargin, .flexibleHeight, .flexibleWidth]),
            (Rect(x: 30, y: 40, width: 50, height: 60), []),
        ]
        let views = masks.map { frame, mask in builder.view(in: 0, saved: frame, ViewLayout(autoresizingMask: mask)) }
        expectFrames(builder.tree, on: screen, Dictionary(uniqueKeysWithValues: zip(views, expected)))
    }

    /// A view placed by its mask inside a view placed by constraints follows that view's size.
    @Test(arguments: TestScreen.all)
    func maskInsideConstrainedView(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let container = builder.view(in: 0, saved: Rect(x: 0, y: 0, width: 200, height: 100))
        builder.pin(container, .leading, to: 0)
        builder.pin(container, .trailing, to: 0)
        builder.pin(container, .top, to: 0)
        builder.pin(container, .height, constant: 100)
        let child = builder.view(
            in: container, saved: Rect(x: 10, y: 10, width: 180, height: 80),
            ViewLayout(autoresizingMask: [.flexibleWidth, .flexibleHeight]))
        expectFrames(builder.tree, on: screen, [child: Rect(x: 10, y: 10, width: screen.width - 20, height: 80)])
    }
}
