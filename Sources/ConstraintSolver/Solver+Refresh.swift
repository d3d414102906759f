/// Solving again from scratch when rounding has grown too far.
///
/// Every pivot divides a row by one of its coefficients, and the rounding each coefficient
/// carries grows by as much as the row's (its growth). Incremental changes pivot on rows built
/// by earlier pivots, so after rows of near-redundant equalities with coefficients such as 1/3
/// have been solved for small coefficients (a removal's marker, an artificial variable's
/// entering symbol) that rounding can reach the solution: a required constraint broken by 1e-5
/// where a fresh solve of the same constraints leaves 1e-9. So after a change whose pivots grew
/// a row past ``checkedGrowth``, or that added a required constraint whose variables the others
/// already fix (an artificial variable's, where that rounding shows), the required constraints
/// are checked at the new solution; if one is broken by more than its tolerance, the whole
/// system is solved again from its constraints, as robust simplex codes refactorize their basis
/// after ill-conditioned pivots. Ordinary changes pay a comparison; a check reads every
/// required constraint once, so checks are spaced to cost no more than the merges since the
/// last one (real documents add redundant constraints often: 2,438 artificial variables in the
/// 309 real documents laid out, and 10,000 on one view must stay as fast).
extension Solver {
    /// The growth past which a change checks the required constraints: a hundredfold, which
    /// rows of coefficients near 1 (the layouts' multipliers and constants) do not reach, and a
    /// pivot on a coefficient that rounding left near zero does (a removal's on 1/598 did).
    static let checkedGrowth = 100.0

    /// Checks the required constraints if a pivot since the last check grew a row past
    /// ``checkedGrowth`` or a constraint met the others' rounding, and the merges since then
    /// have cost more than the check; solves the system again from scratch if one is broken,
    /// keeping whichever solution breaks them least.
    mutating func settle() {
        guard tableau.largestGrowth > Self.checkedGrowth || rowsMeetRounding else { return }
        // Reading a constraint costs a fraction of merging a cell.
        guard tableau.work * 8 >= records.count else { return }
        tableau.largestGrowth = 0
        tableau.work = 0
        rowsMeetRounding = false
        let broken = worstBreak()
        guard broken > 1 else { return }
        var fresh = self
        guard fresh.solveFromScratch(), fresh.worstBreak() < broken else { return }
        self = fresh
    }

    /// How far the worst-kept required constraint is from holding at the current solution, in
    /// multiples of its tolerance (``tolerance(for:)``): above 1 if one is broken.
    func worstBreak() -> Double {
        var worst = 0.0
        for case let record? in records where record.strength.isRequired {
            let expression = record.expression
            let value = expression.terms.reduce(expression.constant) {
                $0 + $1.coefficient * tableau.value(of: $1.variable.id)
            }
            let broken: Double
            switch record.relation {
            case .equal: broken = abs(value)
            case .lessThanOrEqual: broken = max(0, value)
            case .greaterThanOrEqual: broken = max(0, -value)
            }
            worst = max(worst, broken / tolerance(for: expression))
        }
        return worst
    }

    /// Builds the tableau again from the constraints, in the order they were added, each
    /// followed by an optimization as a fresh solver's `add` does; the symbols stay the same.
    /// Returns false, the solver then half-built, if rounding refuses a constraint this time.
    private mutating func solveFromScratch() -> Bool {
        tableau.removeAllRows()
        for case let record? in records {
            weighErrors(of: record)
            do { try place(record) } catch { return false }
            tableau.optimize()
        }
        tableau.largestGrowth = 0
        tableau.work = 0
        rowsMeetRounding = false
        return true
    }
}
