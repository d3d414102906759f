import Graphics
import Layout
import Testing

/// Unsatisfiable, ambiguous and invalid layouts: each problem kind, and bad input that must
/// neither crash nor hang.
@Suite struct LayoutProblemTests {
    static let environment = TestScreen.phone.environment

    /// A tree of a root and one view placed by constraints, with `constraints` added.
    static func tree(_ constraints: (inout LayoutTreeBuilder, Int) -> Void) -> LayoutTree {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0)
        constraints(&builder, box)
        return builder.tree
    }

    /// Two required widths: the second is broken, conflicting with the first; the view takes the first.
    @Test func unsatisfiable() {
        let tree = Self.tree { builder, box in
            builder.pin(box, .leading, to: 0)
            builder.pin(box, .top, to: 0)
            builder.pin(box, .height, constant: 10)
            builder.pin(box, .width, constant: 100)
            builder.pin(box, .width, constant: 200)
        }
        let solution = LayoutEngine.solve(tree, in: Self.environment)
        #expect(solution.problems == [.unsatisfiable(broken: 4, conflicting: [3, 4])])
        #expect(solution.frames[1] == Rect(x: 0, y: 0, width: 100, height: 10))
    }

    /// A constraint on a view placed by its autoresizing mask conflicts with UIKit's own
    /// constraints, which are not the tree's: it is broken, conflicting with no other of the
    /// tree's but with the mask's constraint of the width (rigid: the saved 50).
    @Test func conflictWithAutoresizing() {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0, saved: Rect(x: 10, y: 10, width: 50, height: 50), ViewLayout())
        builder.pin(box, .width, constant: 80)
        let solution = LayoutEngine.solve(builder.tree, in: Self.environment)
        #expect(
            solution.problems == [
                .unsatisfiable(
                    broken: 0, conflicting: [0],
                    system: [.autoresizingMask(item: box, attribute: .width, multiplier: 0, constant: 50)])
            ])
        #expect(solution.frames[box] == Rect(x: 10, y: 10, width: 50, height: 50))
    }

    /// UIKit's own constraints a conflict involves, named: a required compression resistance
    /// (the intrinsic width 100 against a width of 50), a required content hugging (against a
    /// width of 150), the root's size (its width pinned to 100 on a 390-point screen), a
    /// flexible width (half of what the superview's 375 saved points less the rigid 100 leave).
    @Test func conflictsWithUIKitsOwnConstraints() {
        let natural = ViewLayout(
            translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: .fixed(width: 100, height: 20),
            contentHugging: AxisPriorities(horizontal: 1000, vertical: 250),
            compressionResistance: AxisPriorities(horizontal: 1000, vertical: 750))
        var builder = LayoutTreeBuilder(root: ViewLayout(role: .controllerRoot))
        let squeezed = builder.view(in: 0, natural)
        builder.pin(squeezed, .width, constant: 50)
        let stretched = builder.view(in: 0, natural)
        builder.pin(stretched, .width, constant: 150)
        builder.pin(0, .width, constant: 100)
        let flexible = builder.view(
            in: 0, saved: Rect(x: 40, y: 0, width: 200, height: 10),
            ViewLayout(autoresizingMask: [.flexibleWidth, .flexibleLeftMargin]))
        builder.pin(flexible, .width, constant: 10)
        let solution = LayoutEngine.solve(builder.tree, in: Self.environment)
        let share = 200.0 / 240
        let resistance = SystemConstraint.contentSize(
            item: squeezed, axis: .horizontal, relation: .greaterThanOrEqual, size: 100, hugging: 1000,
            compressionResistance: 1000)
        let hugging = SystemConstraint.contentSize(
            item: stretched, axis: .horizontal, relation: .lessThanOrEqual, size: 100, hugging: 1000,
            compressionResistance: 1000)
        let screenWidth = SystemConstraint.encapsulatedLayout(item: 0, axis: .horizontal, length: 390)
        let mask = SystemConstraint.autoresizingMask(
            item: flexible, attribute: .width, multiplier: share, constant: -135 * share)
        let expected: [LayoutProblem] = [
            .unsatisfiable(broken: 2, conflicting: [2], system: [screenWidth]),
            .unsatisfiable(broken: 3, conflicting: [3], system: [screenWidth, mask]),
            .brokenContentSize(resistance, conflicting: [0]),
            .brokenContentSize(hugging, conflicting: [1]),
        ]
        #expect(Array(solution.problems.prefix(4)) == expected)
        // The views keep the sizes their required constraints give, as Interface Builder saves them.
        #expect(solution.frames[squeezed].width == 50)
        #expect(solution.frames[stretched].width == 150)
    }

    /// A content priority of 1000 broken only by optional constraints is no conflict: UIKit
    /// would keep it. Broken by a required one, it is (the view's width 50 against its 100).
    @Test(arguments: [(999.0, false), (1000, true)])
    func requiredContentSizeAgainst(priority: Double, isProblem: Bool) {
        let natural = ViewLayout(
            translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: .fixed(width: 100, height: 20),
            compressionResistance: AxisPriorities(horizontal: 1000, vertical: 750))
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0, natural)
        builder.pin(box, .leading, to: 0)
        builder.pin(box, .top, to: 0)
        builder.pin(box, .width, constant: 50, priority: priority)
        let solution = LayoutEngine.solve(builder.tree, in: Self.environment)
        let broken = solution.problems.filter {
            if case .brokenContentSize = $0 { true } else { false }
        }
        #expect(broken.count == (isProblem ? 1 : 0), "\(solution.problems)")
    }

    /// A constraint that conflicts with nothing can never hold: it is broken alone.
    @Test(arguments: [(LayoutRelation.equal, 10.0), (.greaterThanOrEqual, 10), (.lessThanOrEqual, -1)])
    func selfConflict(relation: LayoutRelation, constant: Double) {
        let tree = Self.tree { builder, box in
            builder.pin(box, .leading, to: 0)
            builder.pin(box, .top, to: 0)
            builder.size(box, width: 100, height: 10)
            builder.pin(box, .width, relation, to: box, constant: constant)
        }
        let solution = LayoutEngine.solve(tree, in: Self.environment)
        #expect(solution.problems == [.unsatisfiable(broken: 4, conflicting: [4], system: [])])
        #expect(solution.frames[1] == Rect(x: 0, y: 0, width: 100, height: 10))
    }

    /// A required constraint that makes a size negative is laid out so, and named with the view
    /// and its length; a subview pinned inside is not named again; a negative height from two
    /// edges names the edge constraint; one no tree constraint sets (an autoresizing mask wider
    /// than its superview's room) names none.
    @Test func negativeSizes() {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0)
        builder.pin(box, .leading, to: 0, constant: 16)
        builder.pin(box, .top, to: 0, constant: 20)
        builder.pin(box, .height, constant: 100)
        builder.pin(box, .width, constant: -50)
        let inner = builder.view(in: box)
        builder.pinEdges(inner, to: box)
        let upsideDown = builder.view(in: 0)
        builder.pin(upsideDown, .leading, to: 0)
        builder.pin(upsideDown, .width, constant: 10)
        builder.pin(upsideDown, .top, to: 0, constant: 100)
        builder.pin(upsideDown, .bottom, to: 0, .top, constant: 60)
        let masked = builder.view(
            in: 0, saved: Rect(x: 300, y: 0, width: 50, height: 10), ViewLayout(autoresizingMask: [.flexibleWidth]))
        let solution = LayoutEngine.solve(builder.tree, in: TestScreen.small.environment)
        #expect(
            solution.problems == [
                .negativeSize(item: box, axis: .horizontal, length: -50, constraint: 3),
                .negativeSize(item: upsideDown, axis: .vertical, length: -40, constraint: 10),
                .negativeSize(item: masked, axis: .horizontal, length: -5, constraint: nil),
            ])
        #expect(solution.frames[box] == Rect(x: 16, y: 20, width: -50, height: 100))
    }

    /// A view with no height is ambiguous in size; one with no place, in position; one with
    /// neither a top nor a height, in both, as Xcode's "Need constraints for: Y position,
    /// height"; one with a trailing edge and no width, in size only ("X position or width");
    /// one held only by inequalities that nothing presses it against (a width of at least 100, a bottom
    /// above the root's), in size and position; one placed by its autoresizing mask never is.
    @Test func ambiguous() {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let noHeight = builder.view(in: 0)
        builder.pin(noHeight, .leading, to: 0)
        builder.pin(noHeight, .top, to: 0)
        builder.pin(noHeight, .width, constant: 10)
        let nowhere = builder.view(in: 0)
        builder.size(nowhere, width: 10, height: 10)
        let framed = builder.view(in: 0, saved: Rect(x: 1, y: 2, width: 3, height: 4), ViewLayout())
        let atLeast = builder.view(in: 0)
        builder.pin(atLeast, .leading, to: 0)
        builder.pin(atLeast, .width, .greaterThanOrEqual, constant: 100)
        builder.pin(atLeast, .bottom, .lessThanOrEqual, to: 0)
        builder.pin(atLeast, .height, constant: 10)
        let noTop = builder.view(in: 0)
        builder.pin(noTop, .leading, to: 0)
        builder.pin(noTop, .width, constant: 10)
        let noLeading = builder.view(in: 0)
        builder.pin(noLeading, .trailing, to: 0)
        builder.pin(noLeading, .height, constant: 10)
        builder.pin(noLeading, .top, to: 0)
        let solution = LayoutEngine.solve(builder.tree, in: Self.environment)
        #expect(
            solution.problems == [
                .ambiguousSize(item: noHeight, axis: .vertical), .ambiguousPosition(item: nowhere, axis: .horizontal),
                .ambiguousPosition(item: nowhere, axis: .vertical), .ambiguousSize(item: atLeast, axis: .horizontal),
                .ambiguousPosition(item: atLeast, axis: .vertical), .ambiguousPosition(item: noTop, axis: .vertical),
                .ambiguousSize(item: noTop, axis: .vertical), .ambiguousSize(item: noLeading, axis: .horizontal),
            ])
        #expect(solution.frames[framed] == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    /// Held by inequalities and pressed against them by a constraint of any priority, a view is
    /// not ambiguous.
    @Test func pressedAgainstInequalities() {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0)
        builder.pin(box, .leading, to: 0)
        builder.pin(box, .top, to: 0)
        builder.pin(box, .width, .greaterThanOrEqual, constant: 100)
        builder.pin(box, .width, constant: 0, priority: 1)
        builder.pin(box, .height, .lessThanOrEqual, constant: 50)
        builder.pin(box, .height, constant: 80, priority: 2)
        let solution = LayoutEngine.solve(builder.tree, in: Self.environment)
        #expect(solution.problems == [])
        #expect(solution.frames[box] == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let constraint: LayoutConstraint
        let reason: String
    }

    static let invalid = [
        Invalid(
            testDescription: "NaN constant",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .width, constant: .nan),
            reason: "its constant is not a number"),
        Invalid(
            testDescription: "huge constant",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .width, constant: 1e12),
            reason: "its constant 1000000000000 is too large"),
        Invalid(
            testDescription: "zero multiplier",
            constraint: LayoutConstraint(
                firstItem: 1, firstAttribute: .leading, secondItem: 0, secondAttribute: .leading, multiplier: 0),
            reason: "a multiplier of 0 makes the position leading equal to a constant"),
        Invalid(
            testDescription: "missing item",
            constraint: LayoutConstraint(
                firstItem: 1, firstAttribute: .leading, secondItem: 7, secondAttribute: .leading),
            reason: "its second item (7) does not exist"),
        Invalid(
            testDescription: "position without a second item",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .top, constant: 10),
            reason: "a position (top) needs a second item to be relative to"),
        Invalid(
            testDescription: "position and size",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .top, secondItem: 0, secondAttribute: .height),
            reason: "a position and a size cannot be related (top and height)"),
        Invalid(
            testDescription: "horizontal and vertical",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .left, secondItem: 0, secondAttribute: .top),
            reason: "a horizontal and a vertical position cannot be related (left and top)"),
        Invalid(
            testDescription: "leading and left",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .leading, secondItem: 0, secondAttribute: .left),
            reason: "a leading or trailing edge cannot be related to a left or right one (leading and left)"),
        Invalid(
            testDescription: "priority 0",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .width, constant: 10, priority: 0),
            reason: "its priority 0 is not a UIKit priority (above 0, at most 1000)"),
        Invalid(
            testDescription: "priority above required",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .width, constant: 10, priority: 1500),
            reason: "its priority 1500 is not a UIKit priority (above 0, at most 1000)"),
        Invalid(
            testDescription: "negative priority",
            constraint: LayoutConstraint(firstItem: 1, firstAttribute: .width, constant: 10, priority: -2.5),
            reason: "its priority -2.5 is not a UIKit priority (above 0, at most 1000)"),
        Invalid(
            testDescription: "margin of a guide",
            constraint: LayoutConstraint(
                firstItem: 1, firstAttribute: .leading, secondItem: 2, secondAttribute: .leadingMargin),
            reason: "a layout guide has no leadingMargin"),
    ]

    /// An invalid constraint is left out with its reason; the rest lay out as without it.
    @Test(arguments: invalid)
    func invalidConstraint(_ invalid: Invalid) {
        var tree = Self.tree { builder, box in
            builder.guide(.custom, of: 0)
            builder.pin(box, .leading, to: 0)
            builder.pin(box, .top, to: 0)
            builder.size(box, width: 10, height: 10)
        }
        tree.constraints.append(invalid.constraint)
        let solution = LayoutEngine.solve(tree, in: Self.environment)
        #expect(solution.problems.first == .invalid(constraint: 4, reason: invalid.reason))
        #expect(solution.frames[1] == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// An item whose parents go round in a circle has no common ancestor with the root.
    @Test func parentCycle() {
        var tree = Self.tree { builder, box in
            builder.view(in: box)
            builder.pin(box, .leading, to: 2)
        }
        tree.items[1].parent = 2
        let solution = LayoutEngine.solve(tree, in: Self.environment)
        #expect(solution.problems == [.invalid(constraint: 0, reason: "its items have no common ancestor")])
    }

    /// Trees no document should give end in a solution all the same: a stack view naming views
    /// that do not exist, are not its subviews or come twice; a saved frame that is not a number;
    /// a parent that does not exist; no items at all.
    @Test func malformedTrees() {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let stray = builder.view(in: 0, saved: Rect(x: .nan, y: 0, width: .infinity, height: 10), ViewLayout())
        let stack = builder.view(
            in: 0,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                role: .stack(StackLayout(axis: .horizontal, arrangedSubviews: [3, 3, 99, -1, stray]))))
        builder.view(in: stack)
        builder.pinEdges(stack, to: 0)
        var tree = builder.tree
        tree.items.append(
            LayoutItem(kind: .view, parent: 42, name: "lost", savedFrame: Rect(x: 1, y: 2, width: 3, height: 4)))
        let solution = LayoutEngine.solve(tree, in: Self.environment)
        #expect(solution.frames.count == tree.items.count)
        #expect(solution.frames[3] == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(solution.frames[4] == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(LayoutEngine.solve(LayoutTree(items: [], constraints: []), in: Self.environment).frames == [])
    }

    /// A constraint on a margin that is not a number is left out.
    @Test func marginThatIsNotANumber() {
        var builder = LayoutTreeBuilder(
            root: ViewLayout(layoutMargins: EdgeInsets(top: .nan, left: 8, bottom: 8, right: 8)))
        let box = builder.view(in: 0)
        builder.pin(box, .top, to: 0, .topMargin)
        let solution = LayoutEngine.solve(builder.tree, in: Self.environment)
        #expect(solution.problems.first == .invalid(constraint: 0, reason: "a margin or inset it uses is not a number"))
    }

    /// 10,000 constraints on one view, conflicting and redundant, end quickly.
    @Test func tenThousandConstraints() {
        let tree = Self.tree { builder, box in
            builder.pin(box, .leading, to: 0)
            builder.pin(box, .top, to: 0)
            builder.pin(box, .height, constant: 10)
            for index in 0..<9_997 {
                let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][index % 3]
                builder.pin(box, .width, relation, constant: Double(index % 50), priority: index % 2 == 0 ? 1000 : 500)
            }
        }
        let start = ContinuousClock.now
        let solution = LayoutEngine.solve(tree, in: Self.environment)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(solution.frames.count == 2)
        #expect(solution.problems.contains { if case .unsatisfiable = $0 { true } else { false } })
    }
}
