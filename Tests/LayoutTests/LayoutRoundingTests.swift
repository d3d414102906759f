import Graphics
import Layout
import Testing

/// Frames rounded as UIKit rounds them: each edge to the nearest pixel in the window, then made
/// relative to the rounded parent.
@Suite struct LayoutRoundingTests {
    /// A view at 10.3 points, 20.2 wide, and a child 10.3 points into it.
    static let grids: [(Double, Rect, Rect)] = [
        (2, Rect(x: 10.5, y: 10.5, width: 20, height: 20), Rect(x: 10, y: 10, width: 10, height: 10)),
        (
            3, Rect(x: 31 / 3, y: 31 / 3, width: 61 / 3, height: 61 / 3),
            Rect(x: 31 / 3, y: 31 / 3, width: 10, height: 10)
        ),
    ]

    @Test(arguments: grids)
    func edgesOnThePixelGrid(scale: Double, parent: Rect, child: Rect) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let outer = builder.view(in: 0)
        builder.pin(outer, .leading, to: 0, constant: 10.3)
        builder.pin(outer, .top, to: 0, constant: 10.3)
        builder.size(outer, width: 20.2, height: 20.2)
        let inner = builder.view(in: outer)
        builder.pin(inner, .leading, to: outer, constant: 10.3)
        builder.pin(inner, .top, to: outer, constant: 10.3)
        builder.size(inner, width: 10, height: 10)
        let environment = LayoutEnvironment(rootFrame: Rect(x: 0, y: 0, width: 320, height: 480), scale: scale)
        let solution = LayoutEngine.solve(builder.tree, in: environment)
        #expect(isClose(solution.frames[outer], parent))
        #expect(isClose(solution.frames[inner], child))
    }
}
