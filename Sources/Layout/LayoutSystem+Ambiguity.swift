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
        let pinning = zip(added, key).filter(\.1).map { (row: row(of: $0.0), relation: $0.0.relation) }
        let problems = findAmbiguities(pinning)
        ambiguityCache = (key, problems)
        return problems
    }

    private func findAmbiguities(_ pinning: [(row: [Int: Double], relation: Relation)]) -> [LayoutProblem] {
        let candidates = tree.items.indices.filter { index in
            index != 0 && tree.items[index].kind == .view && structure.isAttached[index]
                && !structure.isPlacedByFrame(index, in: tree)
        }
        guard !candidates.isEmpty else { return [] }
        var moves = self.moves(of: candidates, along: pinning.map(\.row))
        // A view that only inequalities hold is fixed where something presses it against them,
        // ambiguous where nothing does: pulled gently, it moves.
        let loose = self.moves(of: candidates, along: Self.equalities(in: pinning))
        let held = candidates.compactMap { index -> (Int, Moves)? in
            let parts = Moves(
                x: loose[index].x && !moves[index].x, y: loose[index].y && !moves[index].y,
                width: loose[index].width && !moves[index].width, height: loose[index].height && !moves[index].height)
            return parts == Moves() ? nil : (index, parts)
        }
        for (index, move) in pull(held) {
            moves[index].add(move)
        }
        return candidates.flatMap { index -> [LayoutProblem] in
            let move = moves[index]
            // As Xcode's "Need constraints for: Y position, height": both where they move apart,
            // else the size where it moves (a missing trailing edge: "X position or width").
            var problems: [LayoutProblem] = []
            if move.width {
                if move.xApart { problems.append(.ambiguousPosition(item: index, axis: .horizontal)) }
                problems.append(.ambiguousSize(item: index, axis: .horizontal))
            } else if move.x {
                problems.append(.ambiguousPosition(item: index, axis: .horizontal))
            }
            if move.height {
                if move.yApart { problems.append(.ambiguousPosition(item: index, axis: .vertical)) }
                problems.append(.ambiguousSize(item: index, axis: .vertical))
            } else if move.y {
                problems.append(.ambiguousPosition(item: index, axis: .vertical))
            }
            return problems
        }
    }

    /// The rows that hold as equalities: the equalities, and each pair of inequalities that
    /// hold one expression from both sides (a view's hugging and compression resistance at its
    /// intrinsic size).
    private static func equalities(in pinning: [(row: [Int: Double], relation: Relation)]) -> [[Int: Double]] {
        var sides: [[Double]: (row: [Int: Double], below: Bool, above: Bool)] = [:]
        var rows: [[Int: Double]] = []
        for (row, relation) in pinning {
            guard relation != .equal else {
                rows.append(row)
                continue
            }
            // The row scaled so that its first variable's coefficient is 1, and which side of
            // zero that leaves it held to.
            guard let first = row.keys.min(), let lead = row[first], lead != 0 else { continue }
            let key = row.sorted { $0.key < $1.key }.flatMap { [Double($0.key), ($0.value / lead * 1e9).rounded()] }
            let isBelow = (relation == .lessThanOrEqual) == (lead > 0)
            var entry = sides[key] ?? (row, false, false)
            (entry.below, entry.above) = (entry.below || isBelow, entry.above || !isBelow)
            sides[key] = entry
        }
        return rows + sides.values.filter { $0.below && $0.above }.map(\.row)
    }

    /// Which parts of each candidate's frame in its parent can move along the null space of `rows`.
    private func moves(of candidates: [Int], along rows: [[Int: Double]]) -> [Moves] {
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
        // Each candidate's changes of position and size along the directions so far, by axis.
        var changes = [[(x: Double, y: Double, width: Double, height: Double)]](repeating: [], count: tree.items.count)
        for direction in NullSpace(rows: rows).basis(over: variables) {
            // Only the items the direction moves, and their children, can move in their parents.
            let touched = Set(direction.keys.compactMap { owners[$0] })
            let affected = touched.union(touched.flatMap { children[$0] })
            for index in affected where isCandidate.contains(index) {
                let change = relative(direction, index)
                moves[index].add(change)
                for earlier in changes[index] {
                    moves[index].xApart =
                        moves[index].xApart || Self.apart((earlier.x, earlier.width), (change.x, change.width))
                    moves[index].yApart =
                        moves[index].yApart || Self.apart((earlier.y, earlier.height), (change.y, change.height))
                }
                changes[index].append(change)
            }
        }
        return moves
    }

    /// Whether two changes of a position and a size are independent: the two can then move
    /// apart, each along its own direction.
    private static func apart(_ first: (Double, Double), _ second: (Double, Double)) -> Bool {
        let (a, b) = (
            (first.0 * first.0 + first.1 * first.1).squareRoot(),
            (second.0 * second.0 + second.1 * second.1).squareRoot()
        )
        guard a > 0, b > 0 else { return false }
        return abs(first.0 * second.1 - first.1 * second.0) / (a * b) > 1e-6
    }

    /// How each of `views` moves in its parent when the given parts of its frame are pulled, more
    /// weakly than any constraint, one way and then the other, in a copy of the solver.
    private func pull(_ views: [(view: Int, parts: Moves)]) -> [(Int, Moves)] {
        guard !views.isEmpty else { return [] }
        let values = solution()
        var moves = [Moves](repeating: Moves(), count: views.count)
        for sign in [1.0, -1.0] {
            var probe = solver
            do {
                for (number, (view, parts)) in views.enumerated() {
                    let box = boxes[view]
                    let pulled = [
                        (box.x, parts.x), (box.y, parts.y), (box.width, parts.width), (box.height, parts.height),
                    ]
                    for (part, (variable, isPulled)) in pulled.enumerated() where isPulled {
                        // The pull is at priority 1, below every constraint but those of
                        // priority 1, and on a stand-in a ten-thousandth of the variable, so that
                        // it weighs less than those too.
                        let standIn = probe.makeVariable()
                        try probe.add(standIn - variable * 1e-4, .equal)
                        try probe.addEditVariable(standIn, strength: Strength(priority: 1))
                        let offset = (part + number).isMultiple(of: 2) ? 17.0 : -23
                        try probe.suggest((values[variable.id] + sign * offset) * 1e-4, for: standIn)
                    }
                }
            } catch {
                return []
            }
            for (number, (view, _)) in views.enumerated() {
                let before = relativeFrame(view) { values[$0.id] }
                let after = relativeFrame(view) { probe.value(of: $0) }
                moves[number].add(
                    (after.x - before.x, after.y - before.y, after.width - before.width, after.height - before.height))
            }
        }
        return Array(zip(views.map(\.view), moves))
    }

    /// A view's frame in its parent, its variables' values read by `value`.
    private func relativeFrame(_ view: Int, _ value: (Variable) -> Double) -> Rect {
        let box = boxes[view]
        let parent = structure.parents[view].map { boxes[$0] }
        return Rect(
            x: value(box.x) - (parent.map { value($0.x) } ?? 0), y: value(box.y) - (parent.map { value($0.y) } ?? 0),
            width: value(box.width), height: value(box.height))
    }

    /// Which parts of a view's frame in its parent can move.
    private struct Moves: Equatable {
        var x = false
        var y = false
        var width = false
        var height = false
        /// Whether the position and the size along each axis move apart, not only together.
        var xApart = false
        var yApart = false

        mutating func add(_ other: Moves) {
            (x, y, width, height) = (x || other.x, y || other.y, width || other.width, height || other.height)
            (xApart, yApart) = (xApart || other.xApart, yApart || other.yApart)
        }

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
