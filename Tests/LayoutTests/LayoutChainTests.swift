import Graphics
import Layout
import Testing

/// Long chains, each view placed after the one before: laid out in time, and a conflict at the
/// end of one still names the constraints it conflicts with.
@Suite struct LayoutChainTests {
    /// `count` views in a line, each 8 after the one before and as wide and tall; the first at the
    /// root's corner, 20 × 10.
    static func chain(_ count: Int) -> LayoutTreeBuilder {
        var builder = LayoutTreeBuilder()
        var previous = builder.view(in: 0)
        builder.pin(previous, .leading, to: 0)
        builder.pin(previous, .top, to: 0)
        builder.size(previous, width: 20, height: 10)
        for _ in 1..<count {
            let view = builder.view(in: 0)
            builder.pin(view, .leading, to: previous, .trailing, constant: 8)
            builder.pin(view, .top, to: previous, constant: 2)
            builder.pin(view, .width, to: previous)
            builder.pin(view, .height, to: previous)
            previous = view
        }
        return builder
    }

    @Test func fiveThousandViews() {
        let tree = Self.chain(5_000).tree
        let start = ContinuousClock.now
        let solution = LayoutEngine.solve(tree, in: TestScreen.phone.environment)
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(solution.problems.isEmpty)
        #expect(solution.frames.last == Rect(x: 28 * 4_999, y: 2 * 4_999, width: 20, height: 10))
    }

    /// The last view's width fixed as well, against the first's through the whole chain: broken,
    /// conflicting with every width of the chain, as a session (which keeps what explains a
    /// conflict from the start) finds too.
    @Test func conflictAtTheEnd() {
        var builder = Self.chain(300)
        builder.pin(builder.tree.items.count - 1, .width, constant: 30)
        let tree = builder.tree
        let solution = LayoutEngine.solve(tree, in: TestScreen.phone.environment)
        let widths = tree.constraints.indices.filter { tree.constraints[$0].firstAttribute == .width }
        #expect(solution.problems == [.unsatisfiable(broken: tree.constraints.count - 1, conflicting: widths)])
        #expect(solution == LayoutSession().solve(tree, in: TestScreen.phone.environment))
    }
}
