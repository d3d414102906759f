import Graphics
import Layout
import Testing

/// Stack views: the constraints UIKit's `UIStackView` makes, frames computed by hand on each
/// screen, in the stack view's coordinates.
@Suite struct LayoutStackTests {
    /// A view placed by a stack view, of the intrinsic size given.
    static func arranged(_ width: Double?, _ height: Double?, hugging: Double = 250) -> ViewLayout {
        ViewLayout(
            translatesAutoresizingMaskIntoConstraints: false,
            intrinsicContentSize: width == nil && height == nil ? .none : .fixed(width: width, height: height),
            contentHugging: AxisPriorities(horizontal: hugging, vertical: hugging))
    }

    /// A stack view across the screen 100 points down (and `height` tall, if given) arranging
    /// views of `layouts`; the positions of the stack view and its arranged views.
    static func stack(
        _ stack: StackLayout, _ layouts: [ViewLayout], hidden: Set<Int> = [], height: Double? = nil,
        stackLayout: ViewLayout = ViewLayout(translatesAutoresizingMaskIntoConstraints: false)
    ) -> (LayoutTree, Int, [Int]) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let views = Array(2..<(2 + layouts.count))
        var stack = stack
        stack.arrangedSubviews = views
        stack.customSpacing = Dictionary(uniqueKeysWithValues: stack.customSpacing.map { (views[$0.key], $0.value) })
        var layout = stackLayout
        layout.role = .stack(stack)
        let stackView = builder.view(in: 0, layout)
        for (index, view) in layouts.enumerated() {
            builder.view(in: stackView, view, hidden: hidden.contains(index))
        }
        builder.pin(stackView, .leading, to: 0)
        builder.pin(stackView, .trailing, to: 0)
        builder.pin(stackView, .top, to: 0, constant: 100)
        if let height { builder.pin(stackView, .height, constant: height) }
        let tree = builder.tree
        return (tree, stackView, views)
    }

    static func expect(_ built: (LayoutTree, Int, [Int]), on screen: TestScreen, stackHeight: Double, _ frames: [Rect])
    {
        let (tree, stackView, views) = built
        var expected = Dictionary(uniqueKeysWithValues: zip(views, frames))
        expected[stackView] = Rect(x: 0, y: 100, width: screen.width, height: stackHeight)
        expectFrames(tree, on: screen, expected)
    }

    /// Fill: the view that hugs least stretches; across, every view as tall as the tallest.
    @Test(arguments: TestScreen.all)
    func fill(screen: TestScreen) {
        let built = Self.stack(
            StackLayout(axis: .horizontal, spacing: 10, arrangedSubviews: []),
            [Self.arranged(50, 20, hugging: 251), Self.arranged(60, 30)])
        Self.expect(
            built, on: screen, stackHeight: 30,
            [Rect(x: 0, y: 0, width: 50, height: 30), Rect(x: 60, y: 0, width: screen.width - 60, height: 30)])
    }

    /// Fill equally: three equal widths, each edge on the pixel grid (thirds of 800 at 2x).
    static let thirds: [(TestScreen, [Double])] = [
        (.small, [0, 100, 110, 210, 220, 320]),
        (.phone, [0, 370 / 3, 400 / 3, 770 / 3, 800 / 3, 390]),
        (.pad, [0, 266.5, 276.5, 543.5, 553.5, 820]),
    ]

    @Test(arguments: thirds)
    func fillEqually(screen: TestScreen, edges: [Double]) {
        let built = Self.stack(
            StackLayout(axis: .horizontal, distribution: .fillEqually, spacing: 10, arrangedSubviews: []),
            [Self.arranged(nil, nil), Self.arranged(nil, nil), Self.arranged(nil, nil)], height: 40)
        Self.expect(
            built, on: screen, stackHeight: 40,
            (0..<3).map { Rect(x: edges[2 * $0], y: 0, width: edges[2 * $0 + 1] - edges[2 * $0], height: 40) })
    }

    /// Fill proportionally: widths in proportion to the intrinsic widths, 1 to 3.
    @Test(arguments: TestScreen.all)
    func fillProportionally(screen: TestScreen) {
        let built = Self.stack(
            StackLayout(axis: .horizontal, distribution: .fillProportionally, arrangedSubviews: []),
            [Self.arranged(100, 20), Self.arranged(300, 20)])
        // A quarter of 390 is 97.5, on no pixel of a 3x screen: 97⅔.
        let scale = screen.environment.scale
        let quarter = (screen.width / 4 * scale).rounded() / scale
        Self.expect(
            built, on: screen, stackHeight: 20,
            [
                Rect(x: 0, y: 0, width: quarter, height: 20),
                Rect(x: quarter, y: 0, width: screen.width - quarter, height: 20),
            ])
    }

    /// Fill proportionally between two nested stacks (spacing 40): each holds its views' length
    /// (30 + 10 + 30 = 70, and 100), and its share of the whole row is its share of 70 + 100 + 40,
    /// a third for the first; the second takes the rest after the spacing.
    @Test(arguments: TestScreen.all)
    func fillProportionallyBetweenNestedStacks(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        // The outer stack is item 1, the nested ones 2 and 3, their views 4, 5 and 6.
        let outer = StackLayout(
            axis: .horizontal, distribution: .fillProportionally, spacing: 40, arrangedSubviews: [2, 3])
        let nested = [
            StackLayout(axis: .horizontal, spacing: 10, arrangedSubviews: [4, 5]),
            StackLayout(axis: .horizontal, arrangedSubviews: [6]),
        ]
        let stackView = builder.view(
            in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .stack(outer)))
        for stack in nested {
            builder.view(
                in: stackView, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .stack(stack)))
        }
        builder.view(in: 2, Self.arranged(30, 30, hugging: 251))
        builder.view(in: 2, Self.arranged(30, 30))
        builder.view(in: 3, Self.arranged(100, 30))
        builder.pin(stackView, .leading, to: 0)
        builder.pin(stackView, .trailing, to: 0)
        builder.pin(stackView, .top, to: 0, constant: 100)
        let scale = screen.environment.scale
        let first = (screen.width / 3 * scale).rounded() / scale
        let second = screen.width - 40 - first
        expectFrames(
            builder.tree, on: screen,
            [
                2: Rect(x: 0, y: 0, width: first, height: 30), 3: Rect(x: first + 40, y: 0, width: second, height: 30),
                4: Rect(x: 0, y: 0, width: 30, height: 30), 5: Rect(x: 40, y: 0, width: first - 40, height: 30),
                6: Rect(x: 0, y: 0, width: second, height: 30),
            ])
    }

    /// Equal centering gives way to the views' own lengths: in 150 points, views 100, 20 and 10
    /// tall cannot have their centres equally far apart without squeezing the first (to 83⅓), so
    /// the centres come as close to it as the spacing allows, the middle view right after the first.
    @Test(arguments: TestScreen.all)
    func equalCenteringGivesWayToContentSizes(screen: TestScreen) {
        let built = Self.stack(
            StackLayout(axis: .vertical, distribution: .equalCentering, arrangedSubviews: []),
            [Self.arranged(nil, 100), Self.arranged(nil, 20), Self.arranged(nil, 10)], height: 150)
        let width = screen.width
        Self.expect(
            built, on: screen, stackHeight: 150,
            [
                Rect(x: 0, y: 0, width: width, height: 100), Rect(x: 0, y: 100, width: width, height: 20),
                Rect(x: 0, y: 140, width: width, height: 10),
            ])
    }

    /// Equal spacing: views at their intrinsic widths, the room left shared equally between them.
    @Test(arguments: TestScreen.all)
    func equalSpacing(screen: TestScreen) {
        let built = Self.stack(
            StackLayout(axis: .horizontal, distribution: .equalSpacing, spacing: 8, arrangedSubviews: []),
            [Self.arranged(50, 20), Self.arranged(50, 20), Self.arranged(50, 20)])
        let gap = (screen.width - 150) / 2
        Self.expect(
            built, on: screen, stackHeight: 20,
            (0..<3).map { Rect(x: Double($0) * (50 + gap), y: 0, width: 50, height: 20) })
    }

    /// Equal centering: centres equally far apart (40, 60 and 80 wide).
    @Test(arguments: TestScreen.all)
    func equalCentering(screen: TestScreen) {
        let built = Self.stack(
            StackLayout(axis: .horizontal, distribution: .equalCentering, arrangedSubviews: []),
            [Self.arranged(40, 20), Self.arranged(60, 20), Self.arranged(80, 20)])
        Self.expect(
            built, on: screen, stackHeight: 20,
            [
                Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: screen.width / 2 - 40, y: 0, width: 60, height: 20),
                Rect(x: screen.width - 80, y: 0, width: 80, height: 20),
            ])
    }

    /// Equal spacing and equal centering in a stack view pinned at its leading edge only: it is as
    /// wide as its spacing (10) allows. Equal spacing of three 50-point views: gaps of 10, 170
    /// wide. Equal centering of 40, 60 and 80: centres 20, 100 and 180 (the first gap 30, the
    /// second at its 10), 220 wide.
    static let fits: [(StackLayout.Distribution, [Double], [Double])] = [
        (.equalSpacing, [50, 50, 50], [0, 60, 120]),
        (.equalCentering, [40, 60, 80], [0, 70, 140]),
    ]

    @Test(arguments: fits)
    func flexibleSpacingFits(distribution: StackLayout.Distribution, widths: [Double], xs: [Double]) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        var stack = StackLayout(axis: .horizontal, distribution: distribution, spacing: 10, arrangedSubviews: [])
        stack.arrangedSubviews = Array(2..<5)
        let stackView = builder.view(
            in: 0, ViewLayout(translatesAutoresizingMaskIntoConstraints: false, role: .stack(stack)))
        for width in widths { builder.view(in: stackView, Self.arranged(width, 20)) }
        builder.pin(stackView, .leading, to: 0)
        builder.pin(stackView, .top, to: 0, constant: 100)
        var expected = [stackView: Rect(x: 0, y: 100, width: xs[2] + widths[2], height: 20)]
        for index in 0..<3 { expected[2 + index] = Rect(x: xs[index], y: 0, width: widths[index], height: 20) }
        for screen in TestScreen.all { expectFrames(builder.tree, on: screen, expected) }
    }

    /// Alignments across a horizontal stack as tall as its tallest view (40): top, centre,
    /// bottom, and first baselines (a view without text: its bottom).
    static let alignments: [(StackLayout.Alignment, Double)] = [
        (.leading, 0), (.center, 10), (.trailing, 20), (.firstBaseline, 20), (.lastBaseline, 20),
    ]

    @Test(arguments: alignments)
    func alignment(alignment: StackLayout.Alignment, shortTop: Double) {
        for screen in TestScreen.all {
            let built = Self.stack(
                StackLayout(axis: .horizontal, distribution: .fillEqually, alignment: alignment, arrangedSubviews: []),
                [Self.arranged(nil, 40), Self.arranged(nil, 20)])
            let half = screen.width / 2
            Self.expect(
                built, on: screen, stackHeight: 40,
                [Rect(x: 0, y: 0, width: half, height: 40), Rect(x: half, y: shortTop, width: half, height: 20)])
        }
    }

    /// A vertical stack: a hidden view takes no room, in the middle of the gap between its shown
    /// neighbours (20 + 20 / 2 = 30); custom spacing after the first view.
    @Test(arguments: TestScreen.all)
    func hiddenViewsAndCustomSpacing(screen: TestScreen) {
        let built = Self.stack(
            StackLayout(axis: .vertical, spacing: 8, arrangedSubviews: [], customSpacing: [0: 20]),
            [Self.arranged(nil, 20), Self.arranged(nil, 30), Self.arranged(nil, 40)], hidden: [1])
        Self.expect(
            built, on: screen, stackHeight: 80,
            [
                Rect(x: 0, y: 0, width: screen.width, height: 20), Rect(x: 0, y: 30, width: screen.width, height: 0),
                Rect(x: 0, y: 40, width: screen.width, height: 40),
            ])
    }

    /// Hidden views with a required length keep it, as Interface Builder saves them: the two
    /// hidden 56-point views before the shown one at the stack's top, a hidden 16-point view after
    /// the shown one where it ends; the shown views alone give the stack its length.
    @Test(arguments: TestScreen.all)
    func hiddenViewsKeepTheirRequiredLength(screen: TestScreen) {
        var (tree, stackView, views) = Self.stack(
            StackLayout(axis: .vertical, spacing: 16, arrangedSubviews: []),
            [Self.arranged(nil, nil), Self.arranged(nil, nil), Self.arranged(nil, nil), Self.arranged(nil, nil)],
            hidden: [0, 1, 3])
        for (view, height) in zip(views, [56.0, 56, 56, 16]) {
            tree.constraints.append(
                LayoutConstraint(
                    firstItem: view, firstAttribute: .height, constant: height, place: tree.constraints.count))
        }
        let width = screen.width
        Self.expect(
            (tree, stackView, views), on: screen, stackHeight: 56,
            [
                Rect(x: 0, y: 0, width: width, height: 56), Rect(x: 0, y: 0, width: width, height: 56),
                Rect(x: 0, y: 0, width: width, height: 56), Rect(x: 0, y: 56, width: width, height: 16),
            ])
    }

    /// Arranged within the stack view's margins; spacing measured between baselines.
    @Test(arguments: TestScreen.all)
    func marginsAndBaselineRelativeArrangement(screen: TestScreen) {
        let stackLayout = ViewLayout(
            translatesAutoresizingMaskIntoConstraints: false,
            layoutMargins: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8),
            insetsLayoutMarginsFromSafeArea: false)
        let built = Self.stack(
            StackLayout(
                axis: .vertical, spacing: 40, arrangedSubviews: [], isBaselineRelativeArrangement: true,
                isLayoutMarginsRelativeArrangement: true),
            [Self.arranged(nil, 20), Self.arranged(nil, 30)], stackLayout: stackLayout)
        let width = screen.width - 14
        Self.expect(
            built, on: screen, stackHeight: 5 + 60 + 7,
            [Rect(x: 6, y: 5, width: width, height: 20), Rect(x: 6, y: 35, width: width, height: 30)])
    }
}
