internal import ConstraintSolver
import Graphics

extension LayoutSystem {
    /// The views whose position or size on an axis their constraints do not fix.
    ///
    /// At the solution, the constraints that hold exactly are the ones that pin it: required
    /// equalities, and inequalities and optional constraints met with nothing to spare (an
    /// optional constraint that is not met pins nothing). A view is ambiguous where its frame in
    /// its parent can move along a direction of the null space of those equations: in size where
    /// its width or height can, else in position. Views placed by their autoresizing masks are
    /// never ambiguous.
    func ambiguities(at frames: [Rect]) -> [LayoutProblem] {
        let candidates = tree.items.indices.filter { index in
            index != 0 && tree.items[index].kind == .view && structure.isAttached[index]
                && !structure.isPlacedByFrame(index, in: tree)
        }
        guard !candidates.isEmpty else { return [] }
        let rows = added.sorted { $0.key.id < $1.key.id }.compactMap { _, constraint in pinningRow(constraint) }
        let variables = (boxes + contentBoxes.sorted { $0.key < $1.key }.map(\.value)).flatMap {
            [$0.x.id, $0.y.id, $0.width.id, $0.height.id]
        }
        var moves = [Moves](repeating: Moves(), count: tree.items.count)
        for direction in NullSpace(rows: rows).basis(over: variables) {
            for index in candidates {
                moves[index].add(relative(direction, index))
            }
        }
        return candidates.flatMap { index -> [LayoutProblem] in
            let move = moves[index]
            var problems: [LayoutProblem] = []
            if move.width {
                problems.append(.ambiguousSize(item: index, axis: .horizontal))
            } else if move.x {
                problems.append(.ambiguousPosition(item: index, axis: .horizontal))
            }
            if move.height {
                problems.append(.ambiguousSize(item: index, axis: .vertical))
            } else if move.y {
                problems.append(.ambiguousPosition(item: index, axis: .vertical))
            }
            return problems
        }
    }

    /// Which parts of a view's frame in its parent can move.
    private struct Moves {
        var x = false
        var y = false
        var width = false
        var height = false

        mutating func add(_ change: (x: Double, y: Double, width: Double, height: Double)) {
            let tolerance = NullSpace.tolerance * 1000
            x = x || abs(change.x) > tolerance
            y = y || abs(change.y) > tolerance
            width = width || abs(change.width) > tolerance
            height = height || abs(change.height) > tolerance
        }
    }

    /// A constraint's coefficients by variable where it pins the solution; `nil` where it does not.
    private func pinningRow(_ constraint: AddedConstraint) -> [Int: Double]? {
        var row: [Int: Double] = [:]
        var value = constraint.expression.constant
        for term in constraint.expression.terms {
            row[term.variable.id, default: 0] += term.coefficient
            value += term.coefficient * solver.value(of: term.variable)
        }
        let scale = max(1, abs(constraint.expression.constant))
        return abs(value) <= 1e-7 * scale ? row : nil
    }

    /// How a view's frame in its parent moves along `direction`.
    private func relative(_ direction: [Int: Double], _ index: Int) -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        let box = boxes[index]
        let change = { (variable: Variable) in direction[variable.id] ?? 0 }
        let parent = structure.parents[index].map { boxes[$0] }
        return (
            change(box.x) - (parent.map { change($0.x) } ?? 0), change(box.y) - (parent.map { change($0.y) } ?? 0),
            change(box.width), change(box.height)
        )
    }
}
