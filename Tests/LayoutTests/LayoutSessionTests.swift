import Graphics
import Layout
import Testing

/// A session re-solves a tree edited one constant at a time, and gives what a fresh solve gives.
@Suite struct LayoutSessionTests {
    /// A card in the safe area with a label in a stack view inside: the constants and
    /// priorities `edit` gives.
    static func scene(_ edit: (inout [LayoutConstraint]) -> Void = { _ in }) -> LayoutTree {
        var builder = LayoutTreeBuilder()
        let safe = builder.guide(.safeArea, of: 0)
        let card = builder.view(in: 0)
        builder.pin(card, .leading, to: safe, constant: 16)
        builder.pin(card, .trailing, to: safe, constant: -16)
        builder.pin(card, .top, to: safe, constant: 20)
        builder.pin(card, .height, constant: 200)
        builder.pin(card, .width, .lessThanOrEqual, constant: 500, priority: 750)
        let stackView = builder.view(
            in: card,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false,
                role: .stack(StackLayout(axis: .vertical, spacing: 8, arrangedSubviews: [4, 5]))))
        builder.view(
            in: stackView,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: .fixed(width: nil, height: 30)))
        builder.view(
            in: stackView,
            ViewLayout(
                translatesAutoresizingMaskIntoConstraints: false, intrinsicContentSize: .fixed(width: nil, height: 40)))
        builder.pin(stackView, .leading, to: card, .leadingMargin)
        builder.pin(stackView, .trailing, to: card, .trailingMargin)
        builder.pin(stackView, .top, to: card, constant: 12)
        var tree = builder.tree
        edit(&tree.constraints)
        return tree
    }

    /// Edits of constants and of optional priorities, one after another, then a structural one
    /// and a bad one: after each, the session's solution is a fresh solve's.
    @Test(arguments: TestScreen.all)
    func editsMatchAFreshSolve(screen: TestScreen) {
        // Constants by constraint position; priorities likewise; whether the last is removed.
        let edits: [(constants: [Int: Double], priorities: [Int: Double], removesLast: Bool)] = [
            ([:], [:], false),
            ([0: 30], [:], false),
            ([0: 30, 2: 44.5], [:], false),
            ([0: 30, 2: 44.5, 4: 200], [:], false),
            ([:], [4: 250], false),
            ([7: 3], [:], false),
            ([:], [:], true),
            ([3: .nan], [:], false),
            ([3: 120], [:], false),
        ]
        let session = LayoutSession()
        for (index, edit) in edits.enumerated() {
            let tree = Self.scene { constraints in
                for (position, constant) in edit.constants { constraints[position].constant = constant }
                for (position, priority) in edit.priorities { constraints[position].priority = priority }
                if edit.removesLast { constraints.removeLast() }
            }
            let fresh = LayoutEngine.solve(tree, in: screen.environment)
            let incremental = session.solve(tree, in: screen.environment)
            #expect(incremental == fresh, "edit \(index)")
        }
    }

    /// The incremental path changes frames: a constant edit moves the card.
    @Test func editsMoveFrames() {
        let session = LayoutSession()
        let environment = TestScreen.small.environment
        let before = session.solve(Self.scene(), in: environment)
        let after = session.solve(Self.scene { $0[2].constant = 60 }, in: environment)
        #expect(after.frames[2].y == before.frames[2].y + 40)
        #expect(after.frames[4] == before.frames[4])
    }

    /// A column of 500 views, each 8 below the last, the last kept above the root's bottom at
    /// priority 750: constants changed early in the chain move every view below, and the session
    /// gives what a fresh solve gives after each change.
    @Test func longChainMatchesAFreshSolve() {
        func chain(spacing: Double, top: Double, bottom: Double, height: Double) -> LayoutTree {
            var builder = LayoutTreeBuilder()
            var above = builder.view(in: 0)
            builder.pin(above, .top, to: 0, constant: top)
            builder.pin(above, .leading, to: 0)
            builder.size(above, width: 100, height: 20)
            for index in 1..<500 {
                let view = builder.view(in: 0)
                builder.pin(view, .top, to: above, .bottom, constant: index == 1 ? spacing : 8)
                builder.pin(view, .leading, to: above)
                builder.size(view, width: 100, height: index == 2 ? height : 20)
                above = view
            }
            builder.pin(above, .bottom, .lessThanOrEqual, to: 0, constant: bottom, priority: 750)
            return builder.tree
        }
        let session = LayoutSession()
        let environment = TestScreen.phone.environment
        let edits: [(spacing: Double, top: Double, bottom: Double, height: Double)] = [
            (8, 0, 0, 20), (40, 0, 0, 20), (40, 12.5, 0, 20), (-3, 12.5, -20, 20), (-3, 12.5, -20, 64),
            (8, 0, 0, 20),
        ]
        var last: LayoutSolution?
        for edit in edits {
            let tree = chain(spacing: edit.spacing, top: edit.top, bottom: edit.bottom, height: edit.height)
            let incremental = session.solve(tree, in: environment)
            #expect(incremental == LayoutEngine.solve(tree, in: environment), "\(edit)")
            #expect(incremental.frames != last?.frames)
            last = incremental
        }
    }
}
