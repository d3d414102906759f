import Graphics
import Layout
import Testing

/// A layout tree written in a few lines: items added under their parents, constraints named by
/// attributes, as a test reads them.
struct LayoutTreeBuilder {
    private(set) var items: [LayoutItem]
    private(set) var constraints: [LayoutConstraint] = []

    /// A tree of one root view, a view controller's unless `layout` says otherwise.
    init(
        root layout: ViewLayout = ViewLayout(role: .controllerRoot),
        saved: Rect = Rect(x: 0, y: 0, width: 375, height: 667)
    ) {
        items = [LayoutItem(kind: .view, parent: nil, name: "root", savedFrame: saved, view: layout)]
    }

    var tree: LayoutTree { LayoutTree(items: items, constraints: constraints) }

    /// Adds a view placed by constraints alone, unless `layout` says otherwise.
    @discardableResult
    mutating func view(
        in parent: Int, saved: Rect = .zero,
        _ layout: ViewLayout = ViewLayout(translatesAutoresizingMaskIntoConstraints: false),
        hidden: Bool = false
    ) -> Int {
        items.append(
            LayoutItem(
                kind: .view, parent: parent, name: "view \(items.count)", savedFrame: saved, isHidden: hidden,
                view: layout))
        return items.count - 1
    }

    /// Adds a layout guide owned by `owner`.
    @discardableResult
    mutating func guide(_ kind: LayoutGuideKind, of owner: Int) -> Int {
        items.append(LayoutItem(kind: .guide(kind), parent: owner, name: "guide \(items.count)", savedFrame: .zero))
        return items.count - 1
    }

    /// Adds `first.attribute (relation) second.secondAttribute × multiplier + constant`; the
    /// second attribute is the first's unless given.
    mutating func pin(
        _ first: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to second: Int? = nil,
        _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        constraints.append(
            LayoutConstraint(
                firstItem: first, firstAttribute: attribute, relation: relation, secondItem: second,
                secondAttribute: second == nil ? .notAnAttribute : (secondAttribute ?? attribute),
                multiplier: multiplier,
                constant: constant, priority: priority, place: constraints.count))
    }

    /// Pins the four edges of `view` to `other`'s, inset by `inset`.
    mutating func pinEdges(_ view: Int, to other: Int, inset: Double = 0) {
        pin(view, .leading, to: other, constant: inset)
        pin(view, .trailing, to: other, constant: -inset)
        pin(view, .top, to: other, constant: inset)
        pin(view, .bottom, to: other, constant: -inset)
    }

    /// Gives `view` a constant width and height.
    mutating func size(_ view: Int, width: Double, height: Double) {
        pin(view, .width, constant: width)
        pin(view, .height, constant: height)
    }
}

/// One of the three screens the tests lay out on.
struct TestScreen: Sendable, Hashable, CustomTestStringConvertible {
    let name: String
    let environment: LayoutEnvironment

    var testDescription: String { name }
    var width: Double { environment.rootFrame.width }
    var height: Double { environment.rootFrame.height }

    /// A 4-inch iPhone: 320×568 at 2x, the status bar 20 points.
    static let small = TestScreen(
        name: "320x568@2x",
        environment: LayoutEnvironment(
            rootFrame: Rect(x: 0, y: 0, width: 320, height: 568),
            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, scale: 2))
    /// A 6.1-inch iPhone: 390×844 at 3x, the safe area 47 at the top and 34 at the bottom.
    static let phone = TestScreen(
        name: "390x844@3x",
        environment: LayoutEnvironment(
            rootFrame: Rect(x: 0, y: 0, width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), statusBarHeight: 47, scale: 3))
    /// An 11-inch iPad: 820×1180 at 2x, regular width, the safe area 24 at the top and 20 at the bottom.
    static let pad = TestScreen(
        name: "820x1180@2x",
        environment: LayoutEnvironment(
            rootFrame: Rect(x: 0, y: 0, width: 820, height: 1180),
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24, scale: 2,
            horizontalSizeClass: .regular))

    static let all = [small, phone, pad]
}

/// Lays `tree` out on `screen` and checks each expected frame, with no problems.
func expectFrames(
    _ tree: LayoutTree, on screen: TestScreen, _ expected: [Int: Rect],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let solution = LayoutEngine.solve(tree, in: screen.environment)
    #expect(solution.problems == [], sourceLocation: sourceLocation)
    for (item, frame) in expected.sorted(by: { $0.key < $1.key }) {
        #expect(
            isClose(solution.frames[item], frame), "item \(item): \(solution.frames[item])",
            sourceLocation: sourceLocation)
    }
}

/// Whether two frames are the same but for the last bits of their numbers.
func isClose(_ frame: Rect, _ other: Rect) -> Bool {
    [(frame.x, other.x), (frame.y, other.y), (frame.width, other.width), (frame.height, other.height)]
        .allSatisfy { abs($0 - $1) < 1e-9 }
}
