import Graphics
import Layout
import Testing

/// Scroll views' content and frame, and table and collection view cells.
@Suite struct LayoutScrollTests {
    /// A content view pinned to a scroll view's edges is pinned to its content, whose size it
    /// sets (as wide as the scroll view's frame, 1000 tall); a view pinned to the frame layout
    /// guide sits in the frame; the content layout guide is the content.
    @Test(arguments: TestScreen.all)
    func contentAndFrame(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let scroll = builder.view(in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .scroll))
        builder.pinEdges(scroll, to: 0)
        let contentGuide = builder.guide(.contentLayout, of: scroll)
        let frameGuide = builder.guide(.frameLayout, of: scroll)
        let content = builder.view(in: scroll)
        builder.pinEdges(content, to: scroll)
        builder.pin(content, .width, to: scroll)
        builder.pin(content, .height, constant: 1000)
        let badge = builder.view(in: scroll)
        builder.pin(badge, .trailing, to: frameGuide, constant: -10)
        builder.pin(badge, .bottom, to: frameGuide, constant: -10)
        builder.size(badge, width: 30, height: 30)
        expectFrames(
            builder.tree, on: screen,
            [
                scroll: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                content: Rect(x: 0, y: 0, width: screen.width, height: 1000),
                contentGuide: Rect(x: 0, y: 0, width: screen.width, height: 1000),
                frameGuide: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                badge: Rect(x: screen.width - 40, y: screen.height - 40, width: 30, height: 30),
            ])
    }

    /// Centres attach to the scroll view's frame, edges to its content (Apple's "Working with
    /// Scroll Views"): a content view pinned 20 points inside the edges and centred on its scroll
    /// view is 40 narrower than the frame, and its edges make the content as wide as the frame; a
    /// badge centred on the scroll view sits in the middle of the frame, not of the 1,000-point
    /// tall content.
    @Test(arguments: TestScreen.all)
    func centresAttachToTheFrame(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let scroll = builder.view(in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .scroll))
        builder.pinEdges(scroll, to: 0)
        let contentGuide = builder.guide(.contentLayout, of: scroll)
        let content = builder.view(in: scroll)
        builder.pinEdges(content, to: scroll, inset: 20)
        builder.pin(content, .centerX, to: scroll)
        builder.pin(content, .height, constant: 960)
        let badge = builder.view(in: scroll)
        builder.pin(badge, .centerX, to: scroll)
        builder.pin(badge, .centerY, to: scroll)
        builder.size(badge, width: 30, height: 30)
        expectFrames(
            builder.tree, on: screen,
            [
                content: Rect(x: 20, y: 20, width: screen.width - 40, height: 960),
                contentGuide: Rect(x: 0, y: 0, width: screen.width, height: 1000),
                badge: Rect(x: screen.width / 2 - 15, y: screen.height / 2 - 15, width: 30, height: 30),
            ])
    }

    /// A table cell is as wide as its table, its row height tall, at its saved y; a collection
    /// cell is its item size at its saved origin.
    @Test(arguments: TestScreen.all)
    func cells(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let table = builder.view(in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .scroll))
        builder.pin(table, .leading, to: 0)
        builder.pin(table, .trailing, to: 0)
        builder.pin(table, .top, to: 0)
        builder.pin(table, .height, to: 0, multiplier: 0.5)
        let cell = builder.view(
            in: table, saved: Rect(x: 0, y: 88, width: 320, height: 50), ViewLayout(role: .tableCell(height: 44)))
        let label = builder.view(in: cell)
        builder.pinEdges(label, to: cell, inset: 4)
        let grid = builder.view(in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .scroll))
        builder.pin(grid, .leading, to: 0)
        builder.pin(grid, .trailing, to: 0)
        builder.pin(grid, .bottom, to: 0)
        builder.pin(grid, .height, to: 0, multiplier: 0.5)
        let item = builder.view(
            in: grid, saved: Rect(x: 10, y: 20, width: 50, height: 50),
            ViewLayout(role: .collectionCell(size: Size(width: 100, height: 120))))
        expectFrames(
            builder.tree, on: screen,
            [
                cell: Rect(x: 0, y: 88, width: screen.width, height: 44),
                label: Rect(x: 4, y: 4, width: screen.width - 8, height: 36),
                item: Rect(x: 10, y: 20, width: 100, height: 120),
            ])
    }

    /// A table cell's content view has the cell's margins where it keeps `UIView`'s default: 11
    /// above and below, the system minimum at the sides (16 on a phone 375 points wide or less, 20
    /// on a wider one and at regular width), or 16 at compact width for a cell on its own (a
    /// xib's, filling the screen: the safe area adds nothing to a content view's margins, as a
    /// table's rows lie below it); margins of its own are kept
    /// (4 all round). The rows lie below the safe area's top.
    static let cellMargins: [(TestScreen, Double, Double)] = [(.small, 16, 16), (.phone, 20, 16), (.pad, 20, 20)]

    @Test(arguments: cellMargins)
    func cellContentMargins(screen: TestScreen, side: Double, sideAlone: Double) {
        var builder = LayoutTreeBuilder()
        let table = builder.view(in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .scroll))
        builder.pinEdges(table, to: 0)
        var marked: [Int: Rect] = [:]
        for (row, own) in [nil, EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)].enumerated() {
            let cell = builder.view(
                in: table, saved: Rect(x: 0, y: 100 + Double(row) * 44, width: 320, height: 44),
                ViewLayout(role: .tableCell(height: 44)))
            let mark = Self.markInMargins(of: cell, own: own, builder: &builder)
            let (right, top) = own.map { ($0.right, $0.top) } ?? (side, 11)
            marked[mark] = Rect(x: screen.width - right - 30, y: top, width: 30, height: 20)
        }
        expectFrames(builder.tree, on: screen, marked)

        let width = screen.width
        var alone = LayoutTreeBuilder(
            root: ViewLayout(role: .tableCell(height: 44)), saved: Rect(x: 0, y: 0, width: width, height: 44))
        let mark = Self.markInMargins(of: 0, own: nil, builder: &alone)
        let top = 11.0
        expectFrames(alone.tree, on: screen, [mark: Rect(x: width - sideAlone - 30, y: top, width: 30, height: 20)])
    }

    /// A content view filling `cell`, with margins `own` (else `UIView`'s default), and in it a
    /// view 30 × 20 at its top and trailing margins.
    private static func markInMargins(of cell: Int, own: EdgeInsets?, builder: inout LayoutTreeBuilder) -> Int {
        let content = builder.view(
            in: cell,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                layoutMargins: own ?? ViewLayout.defaultLayoutMargins))
        builder.pinEdges(content, to: cell)
        let mark = builder.view(in: content)
        builder.pin(mark, .trailing, to: content, .trailingMargin)
        builder.pin(mark, .top, to: content, .topMargin)
        builder.size(mark, width: 30, height: 20)
        return mark
    }

    /// A cell of an inset grouped table is inset from the table's sides by the system minimum
    /// margin (16 on a phone 375 points wide or less, 20 on a wider one and on an iPad), and its
    /// content view, filling it by its mask, follows.
    @Test(arguments: cellMargins)
    func insetGroupedCell(screen: TestScreen, side: Double, sideAlone: Double) {
        var builder = LayoutTreeBuilder()
        let table = builder.view(in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .scroll))
        builder.pinEdges(table, to: 0)
        let cell = builder.view(
            in: table, saved: Rect(x: 20, y: 18, width: 280, height: 44),
            ViewLayout(role: .tableCell(height: 44, insetGrouped: true)))
        let content = builder.view(
            in: cell, saved: Rect(x: 0, y: 0, width: 280, height: 44),
            ViewLayout(autoresizingMask: [.flexibleWidth, .flexibleHeight]))
        let width = screen.width - 2 * side
        expectFrames(
            builder.tree, on: screen,
            [
                cell: Rect(x: side, y: 18, width: width, height: 44),
                content: Rect(x: 0, y: 0, width: width, height: 44),
            ])
    }

    /// Before iOS 11 a cell's content view keeps `UIView`'s 8 points of margins; and a content
    /// view that preserves its cell's margins has the ones the table gives it, even where the cell
    /// lies under the screen's safe area top (here 10 points down a table that starts at the
    /// screen's top), which adds nothing: 11 above, the side margin at the sides.
    @Test(arguments: cellMargins)
    func cellMarginsOfOlderAndPreservingContent(screen: TestScreen, side: Double, sideAlone: Double) {
        for legacy in [true, false] {
            var builder = LayoutTreeBuilder()
            let table = builder.view(
                in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .scroll))
            builder.pinEdges(table, to: 0)
            let cell = builder.view(
                in: table, saved: Rect(x: 0, y: 10, width: 320, height: 44),
                ViewLayout(preservesSuperviewLayoutMargins: true, role: .tableCell(height: 44)))
            let content = builder.view(
                in: cell,
                ViewLayout(translatesAutoresizingMaskIntoConstraints: false, preservesSuperviewLayoutMargins: true))
            builder.pinEdges(content, to: cell)
            let mark = builder.view(in: content)
            builder.pin(mark, .trailing, to: content, .trailingMargin)
            builder.pin(mark, .top, to: content, .topMargin)
            builder.size(mark, width: 30, height: 20)
            var environment = screen.environment
            environment.cellsKeepDefaultMargins = legacy
            let (right, top) = legacy ? (8.0, 8.0) : (side, 11)
            let solution = LayoutEngine.solve(builder.tree, in: environment)
            #expect(solution.problems == [])
            #expect(isClose(solution.frames[mark], Rect(x: screen.width - right - 30, y: top, width: 30, height: 20)))
        }
    }
}
