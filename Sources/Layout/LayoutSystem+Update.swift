internal import ConstraintSolver

extension LayoutSystem {
    /// Brings the system to `newTree` where it differs only in the constants of constraints, or
    /// in priorities that stay below required, that were added: a changed constant is changed in
    /// the solver, a constraint whose priority changed is taken out and put back as it now is.
    /// `false` where that cannot give what a fresh solve gives (any other change, a constraint
    /// left out before or now, a measurement that moves); the system is then spoiled, to be
    /// dropped.
    func update(to newTree: LayoutTree, in newEnvironment: LayoutEnvironment) -> Bool {
        guard newEnvironment == environment, newTree.items == tree.items,
            newTree.constraints.count == tree.constraints.count, problems.isEmpty
        else { return false }
        var changed: [Int] = []
        for (index, (old, new)) in zip(tree.constraints, newTree.constraints).enumerated() where old != new {
            var same = new
            (same.constant, same.priority) = (old.constant, old.priority)
            guard same == old, (old.priority < 1000) == (new.priority < 1000) else { return false }
            changed.append(index)
        }
        for index in changed {
            let oldPriority = tree.constraints[index].priority
            tree.constraints[index] = newTree.constraints[index]
            let constraint = tree.constraints[index]
            guard let handle = handles[index], case .success(let expression) = equation(of: constraint) else {
                return false
            }
            do {
                if oldPriority == constraint.priority, let place = addedPositions[handle] {
                    // Only the constant moved: changed in place, with no pivot out and back in.
                    try solver.setConstant(expression.constant, of: handle)
                    added[place].expression = expression
                    continue
                }
                try solver.remove(handle)
                let replacement = try solver.add(
                    expression, constraint.relation.solverRelation, strength: Self.strength(constraint.priority))
                (positions[handle], handles[index], positions[replacement]) = (nil, replacement, index)
                // In its old place, so that the order of constraints stays as a fresh solve's.
                if let place = addedPositions.removeValue(forKey: handle) {
                    added[place] = AddedConstraint(expression: expression, relation: constraint.relation.solverRelation)
                    addedPositions[replacement] = place
                }
            } catch {
                return false
            }
        }
        return changedMeasurements() == nil
    }
}
