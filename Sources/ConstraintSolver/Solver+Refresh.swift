/// Checking the required constraints after changes, and mending a solution rounding has broken.
///
/// Every pivot divides a row by one of its coefficients and adds multiples of it to others, so
/// the rounding the rows carry grows with each change: after rows of near-redundant equalities
/// with coefficients such as 1/3, 0.1 and 16/9 (multipliers in the hundreds, pivots on 1/598 or
/// 1/7500) a required constraint is broken by 1e-5 where its own numbers carry 1e-13. Nor does it
/// take one large pivot: the solver fuzzer found breaks of 5e-6 after changes none of whose
/// pivots grew a row past 100×, the rounding of many small ones added up. So after a change the
/// required constraints are checked at the new solution; if one is broken by more than its
/// tolerance, the solution is refined (``refine()``), and if that is not enough the system is
/// solved again from its constraints and refined, as robust simplex codes refactorize their
/// basis. A check reads every required constraint once, so in large systems checks are spaced
/// to cost no more than the work since the last one (real documents add redundant constraints
/// often: 2,438 artificial variables in the 309 real documents laid out, and 10,000 on one view
/// must stay as fast).
extension Solver {
    /// A system of up to this many constraints is checked after every change: reading them costs
    /// less than the change itself (an addition to designer-bench layout's scene takes 27 µs, a
    /// constraint is read in well under 0.1 µs), and a change as cheap as a suggestion moved
    /// through a few rows can break one (the fuzzer found 63 times the tolerance).
    static let alwaysChecked = 256

    /// Checks the required constraints if the system is small or the work since the last check
    /// (cells merged, constants moved) has cost more than the check; mends the solution if one is
    /// broken, keeping whichever solution breaks them least: the current one, the refined one, or
    /// a fresh solve's refined.
    mutating func settle() {
        // Reading a constraint costs a fraction of merging a cell.
        guard records.count <= Self.alwaysChecked || tableau.work * 8 >= records.count else { return }
        tableau.work = 0
        let broken = worstBreak()
        guard broken > 1 else { return }
        var refined = self
        refined.refine()
        let refinedBreak = refined.worstBreak()
        if refinedBreak < broken { self = refined }
        guard refinedBreak > 1 else { return }
        var fresh = self
        guard fresh.solveFromScratch() else { return }
        fresh.refine()
        if fresh.worstBreak() < min(broken, refinedBreak) { self = fresh }
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
        var placed = Set<Int>()
        for case let record? in records {
            weighErrors(of: record)
            // An optional equality sharing an earlier one's row (see `joinSharedEquality`) adds
            // its weight only.
            guard placed.insert(record.marker).inserted else { continue }
            do { try place(record, mayResolve: false) } catch { return false }
            tableau.optimize()
        }
        tableau.work = 0
        return true
    }

    /// A coefficient no layout's multipliers make: a row that holds one has grown by a pivot on
    /// a coefficient that rounding left of a cancellation (3e-8 where 0 was meant: rows then
    /// hold 3e8, and a required constraint that holds was refused with a remainder of 4,859).
    static let grownCoefficient = 1e6

    /// Whether `row` holds a coefficient past ``grownCoefficient``.
    static func hasGrown(_ row: Row) -> Bool {
        row.cells.contains { abs($0.coefficient) > grownCoefficient }
    }

    /// Solves the system again from its constraints, refines it, and places `record` once more,
    /// accepting it within the rounding its row carries: a required constraint refused in grown
    /// rows may be refused by the growth, not by the constraints. If it is refused again, or the
    /// system cannot be solved again, the solver stays as it was and the refusal stands, naming
    /// the constraints the fresh rows name where there are some.
    mutating func placeAfterSolvingAgain(_ record: Record, refused conflicting: [Constraint]) throws(SolverError) {
        var fresh = self
        guard fresh.solveFromScratch() else { throw .unsatisfiable(conflicting: conflicting) }
        fresh.refine()
        do throws(SolverError) {
            try fresh.place(record, afterRefining: true, mayResolve: false)
        } catch .unsatisfiable(let again) {
            throw .unsatisfiable(conflicting: again.isEmpty ? conflicting : again)
        } catch {
            throw error
        }
        self = fresh
    }
}
