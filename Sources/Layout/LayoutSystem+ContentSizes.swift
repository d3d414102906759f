internal import ConstraintSolver

extension LayoutSystem {
    /// The content hugging and compression resistance constraints of priority 1000 that the
    /// solution breaks, each with the required constraints it conflicts with, in the order they
    /// were made.
    ///
    /// Interface Builder saves such a view at the size its required constraints give (they are
    /// solved at 999), but UIKit takes a content priority of 1000 as required: at run time it
    /// logs "Unable to simultaneously satisfy constraints" naming the view's
    /// `NSContentSizeLayoutConstraint` and breaks it. One broken only for optional constraints
    /// is not a conflict: UIKit would keep it. What it conflicts with is the solver's own
    /// explanation of a required copy of it added to the solved system, which the copy leaves
    /// unchanged. Text is left out: its size is measured with other metrics than the system
    /// font's, so a label broken by a few points cannot be told from a mismeasure (four such
    /// labels of the real projects would be reported, each saved by Xcode without one).
    func brokenContentSizes() -> [LayoutProblem] {
        var problems: [LayoutProblem] = []
        for (constraint, expression, relation) in brokenRequiredContentSizes() {
            var probe = solver
            do {
                try probe.add(expression, relation, strength: .required)
            } catch .unsatisfiable(let conflicting) {
                let (others, system) = explain(conflicting)
                problems.append(.brokenContentSize(constraint, conflicting: others.sorted(), system: system))
            } catch {
                continue
            }
        }
        return problems
    }

    /// Whether the solution breaks a content-size constraint of priority 1000: a solver that does
    /// not track required equalities could not name all it conflicts with.
    var breaksRequiredContentSize: Bool { !brokenRequiredContentSizes().isEmpty }

    /// The content-size constraints of priority 1000 (not of text) the solution breaks.
    private func brokenRequiredContentSizes() -> [(SystemConstraint, Expression, Relation)] {
        let values = solution()
        return requiredContentSizes.filter { constraint, expression, relation in
            guard case .contentSize(let item, _, _, _, _, _) = constraint,
                case .fixed = tree.items[item].view.intrinsicContentSize
            else { return false }
            let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values[$1.variable.id] }
            let excess =
                switch relation {
                case .equal: abs(value)
                case .lessThanOrEqual: value
                case .greaterThanOrEqual: -value
                }
            // Far below a pixel: what the solver's rounding leaves is not a broken constraint.
            return excess > Self.contentSizeTolerance
        }
    }

    /// How far a content-size constraint may miss before it counts as broken, in points.
    static let contentSizeTolerance = 1e-6
}
