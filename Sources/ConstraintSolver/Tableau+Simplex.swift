/// The simplex itself: the primal phase that minimizes an objective, the dual phase that makes
/// rows feasible again after a suggestion, and the choice of rows to pivot on.
///
/// Entering symbols are chosen by Bland's rule (the lowest symbol that improves) and ties
/// between leaving rows go to the lowest basic symbol, so that degenerate pivots cannot cycle
/// and no choice depends on the order of a column. An iteration limit ends the loops even where
/// rounding defeats the rule.
extension Tableau {
    /// The most pivots one optimization makes: far above what a well-posed system needs.
    private var pivotLimit: Int { 100 * (rows.count + kinds.count) + 1000 }

    /// Minimizes the objective (the artificial one while there is one) by primal pivots.
    mutating func optimize() {
        for _ in 0..<pivotLimit {
            let entering: Int?
            if let artificial {
                entering = enteringSymbol(of: artificial)
            } else {
                entering = objectiveMayImprove ? objective.lowestImproving { kinds[$0] != .dummy } : nil
                objectiveMayImprove = entering != nil
            }
            guard let entering, let slot = leavingSlot(for: entering) else { return }
            pivot(slot: slot, entering: entering)
        }
    }

    /// Makes the rows noted infeasible feasible again by dual pivots, keeping the objective
    /// optimal; returns the basic symbol of a row that cannot be made feasible (its required
    /// constraints cannot hold), if one cannot.
    @discardableResult
    mutating func dualOptimize() -> Int? {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            let slot = slots[leaving]
            guard slot >= 0, rows[slot].constant < 0, !Row.nearZero(rows[slot].constant) else { continue }
            guard pivots < pivotLimit, let entering = dualEnteringSymbol(of: rows[slot]) else {
                infeasible.removeAll()
                return leaving
            }
            pivot(slot: slot, entering: entering)
            pivots += 1
        }
        return nil
    }

    /// The lowest non-dummy symbol whose coefficient in `goal` is negative, if any.
    private func enteringSymbol(of goal: Row) -> Int? {
        goal.cells.first { $0.coefficient < -Row.epsilon && kinds[$0.symbol] != .dummy }?.symbol
    }

    /// The restricted row that limits `entering` most (the least ratio), if any.
    private func leavingSlot(for entering: Int) -> Int? {
        var best: (slot: Int, ratio: Double, basic: Int)?
        for slot in column(of: entering) {
            let basic = basics[slot]
            guard kinds[basic] != .external else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            // A dummy's row stays at 0 whichever way `entering` would move it.
            guard coefficient < 0 || (kinds[basic] == .dummy && coefficient != 0) else { continue }
            let ratio = kinds[basic] == .dummy ? 0 : -rows[slot].constant / coefficient
            if let current = best, !(ratio < current.ratio || (ratio == current.ratio && basic < current.basic)) {
                continue
            }
            best = (slot, ratio, basic)
        }
        return best?.slot
    }

    /// The symbol to enter in place of the infeasible `row`'s basic one: of those with a
    /// positive coefficient, the one whose objective coefficients over it are least, level by
    /// level.
    private func dualEnteringSymbol(of row: Row) -> Int? {
        var best: Row.Cell?
        for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
            if let current = best,
                !objective.isLess(cell.symbol, over: cell.coefficient, than: current.symbol, over: current.coefficient)
            {
                continue
            }
            best = cell
        }
        return best?.symbol
    }

    /// The row to pivot the parametric `marker` into before its constraint's row is dropped:
    /// a redundant required equality's row (a dummy's); else a restricted row where it has a
    /// negative coefficient, with the least ratio; else a restricted row with the least ratio;
    /// else an unrestricted row; ties to the lowest basic.
    ///
    /// A dummy's row holds only dummies, at 0, and must stay so. Kiwi ranks it as any other row:
    /// pivoting elsewhere then brings other symbols into it, and a later pivot moves it off 0,
    /// breaking a required equality. Pivoting on it moves no constant, and the equality it stood
    /// for lives on in the rows its marker now enters.
    func markerLeavingSlot(for marker: Int) -> Int? {
        var negative: (slot: Int, ratio: Double, basic: Int)?
        var positive: (slot: Int, ratio: Double, basic: Int)?
        var unrestricted: (slot: Int, basic: Int)?
        var redundant: (slot: Int, basic: Int)?
        func better(_ ratio: Double, _ basic: Int, than current: (slot: Int, ratio: Double, basic: Int)?) -> Bool {
            guard let current else { return true }
            return ratio < current.ratio || (ratio == current.ratio && basic < current.basic)
        }
        for slot in column(of: marker) {
            let basic = basics[slot]
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient == 0 { continue }
            if kinds[basic] == .dummy {
                if redundant.map({ basic < $0.basic }) ?? true { redundant = (slot, basic) }
            } else if kinds[basic] == .external {
                if unrestricted.map({ basic < $0.basic }) ?? true { unrestricted = (slot, basic) }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if better(ratio, basic, than: negative) { negative = (slot, ratio, basic) }
            } else {
                let ratio = rows[slot].constant / coefficient
                if better(ratio, basic, than: positive) { positive = (slot, ratio, basic) }
            }
        }
        return redundant?.slot ?? negative?.slot ?? positive?.slot ?? unrestricted?.slot
    }
}
