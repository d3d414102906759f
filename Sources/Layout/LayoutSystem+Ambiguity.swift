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
    ///
    /// The answer is kept: a later solve of the same constraints (a session's, whose constants
    /// changed) that pins the solution with the same ones has the same answer.
    func ambiguities() -> [LayoutProblem] {
        let values = solution()
        let key = added.map { pins($0, at: values) }
        if let cached = ambiguityCache, cached.pinning == key { return cached.problems }
        let problems = findAmbiguities(zip(added, key).filter(\.1).map { row(of: $0.0) })
        ambiguityCache = (key, problems)
        return problems
    }

    private func findAmbiguities(_ rows: [[Int: Double]]) -> [LayoutProblem] {
        let candidates = tree.items.indices.filter { index in
            index != 0 && tree.items[index].kind == .view && structure.isAttached[index]
                && !structure.isPlacedByFrame(index, in: tree)
        }
        guard !candidates.isEmpty else { return [] }
        let isCandidate = Set(candidates)
        var owners: [Int: Int] = [:]
        for (index, box) in boxes.enumerated() {
            for variable in [box.x, box.y, box.width, box.height] { owners[variable.id] = index }
        }
        var children = [[Int]](repeating: [], count: tree.items.count)
        for index in tree.items.indices {
            if let parent = structure.parents[index] { children[parent].append(index) }
        }
        let variables = (boxes + contentBoxes.sorted { $0.key < $1.key }.map(\.value)).flatMap {
            [$0.x.id, $0.y.id, $0.width.id, $0.height.id]
        }
        var moves = [Moves](repeating: Moves(), count: tree.items.count)
        for direction in NullSpace(rows: rows).basis(over: variables) {
            // Only the items the direction moves, and their children, can move in their parents.
            let touched = Set(direction.keys.compactMap { owners[$0] })
            let affected = touched.union(touched.flatMap { children[$0] })
            for index in affected where isCandidate.contains(index) {
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

    /// Whether a constraint holds exactly at the solution.
    private func pins(_ constraint: AddedConstraint, at values: [Double]) -> Bool {
        var value = constraint.expression.constant
        for term in constraint.expression.terms {
            value += term.coefficient * values[term.variable.id]
        }
        return abs(value) <= 1e-7 * max(1, abs(constraint.expression.constant))
    }

    /// A constraint's coefficients by variable.
    private func row(of constraint: AddedConstraint) -> [Int: Double] {
        var row: [Int: Double] = [:]
        for term in constraint.expression.terms {
            row[term.variable.id, default: 0] += term.coefficient
        }
        return row
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
