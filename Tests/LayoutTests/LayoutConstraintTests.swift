import Graphics
import Layout
import Testing

/// Constraints' multipliers, relations and priorities.
@Suite struct LayoutConstraintTests {
    /// A position scaled by a multiplier is measured in the items' common ancestor: a centre at
    /// half its superview's centre is a quarter of the way across it, wherever the superview is.
    /// A width at 9/16 of a height keeps that ratio.
    @Test(arguments: TestScreen.all)
    func multipliers(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let container = builder.view(in: 0)
        builder.pin(container, .leading, to: 0, constant: 100)
        builder.pin(container, .top, to: 0, constant: 100)
        builder.size(container, width: 200, height: 320)
        let box = builder.view(in: container)
        builder.pin(box, .centerX, to: container, multiplier: 0.5)
        builder.pin(box, .top, to: container, .bottom, multiplier: 0.25)
        builder.pin(box, .width, constant: 36)
        builder.pin(box, .height, to: box, .width, multiplier: 16.0 / 9)
        expectFrames(builder.tree, on: screen, [box: Rect(x: 50 - 18, y: 80, width: 36, height: 64)])
    }

    /// Inequalities hold; of two optional constraints that conflict the higher priority wins, and
    /// a required one beats both.
    @Test(arguments: TestScreen.all)
    func relationsAndPriorities(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0)
        builder.pin(box, .leading, .greaterThanOrEqual, to: 0, constant: 40)
        builder.pin(box, .leading, to: 0, constant: 10, priority: 999)
        builder.pin(box, .top, to: 0, constant: 10, priority: 500)
        builder.pin(box, .top, to: 0, constant: 30, priority: 501)
        builder.pin(box, .width, .lessThanOrEqual, to: 0, multiplier: 0.5)
        builder.pin(box, .width, constant: 1000, priority: 750)
        builder.pin(box, .height, constant: 10)
        expectFrames(builder.tree, on: screen, [box: Rect(x: 40, y: 30, width: screen.width / 2, height: 10)])
    }

    /// Priorities are strict, as UIKit's: two constraints at 985 that agree do not outweigh one at
    /// 999 (weights of 985 and 999 a few percent apart would let them).
    @Test(arguments: TestScreen.all)
    func aHigherPriorityOutweighsAnyNumberOfLowerOnes(screen: TestScreen) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0)
        builder.pin(box, .width, constant: 36)
        builder.pin(box, .height, constant: 10)
        builder.pin(box, .top, to: 0, constant: 0)
        builder.pin(box, .leading, to: 0, constant: 10, priority: 999)
        builder.pin(box, .leading, to: 0, constant: 50, priority: 985)
        builder.pin(box, .centerX, to: 0, .leading, constant: 68, priority: 985)
        expectFrames(builder.tree, on: screen, [box: Rect(x: 10, y: 0, width: 36, height: 10)])
    }

    /// UIKit keeps priorities as `Float`s: 750.00000001 is 750, so the two constraints weigh
    /// alike and the one with leverage wins; 750.1 is a priority of its own, and wins.
    @Test(arguments: [(750.000_000_01, 40.0), (750.1, 10)])
    func prioritiesAreUIKitsFloats(_ example: (priority: Double, x: Double)) {
        var builder = LayoutTreeBuilder(root: ViewLayout())
        let box = builder.view(in: 0)
        builder.pin(box, .width, constant: 36)
        builder.pin(box, .height, constant: 10)
        builder.pin(box, .top, to: 0, constant: 0)
        builder.pin(box, .leading, to: 0, constant: 10, priority: example.priority)
        builder.pin(box, .leading, to: 0, constant: 40, priority: 750)
        builder.pin(box, .centerX, to: 0, .leading, constant: 58, priority: 750)
        expectFrames(builder.tree, on: .phone, [box: Rect(x: example.x, y: 0, width: 36, height: 10)])
    }
}
