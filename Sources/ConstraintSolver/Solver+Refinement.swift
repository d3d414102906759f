/// Iterative refinement: the solution moved back onto the constraints the rows stand for.
///
/// The rows are the constraints solved for the basic symbols, and each pivot rounds them: after
/// near-redundant rows (multipliers in the hundreds, pivots on coefficients such as 1/7500) the
/// constants, so the values, are off the constraints by 1e-5 where the constraints' own numbers
/// carry 1e-13. The coefficients stay close enough to say how a constraint's constant moves the
/// values (``setConstant(_:of:)`` moves them so), so each constraint's residual at the solution
/// (what its equation, markers and errors included, is off by) is taken out through them: one
/// step of the iterative refinement that linear solvers apply after a factorization, with the
/// residuals computed from the constraints, not from the rows. The pivots, so the vertex, stay.
extension Solver {
    /// Moves the solution by each constraint's residual at it, as if the constraint's constant
    /// were set to what the rows' rounding has made of it; rows that end below zero by more than
    /// ``Row/epsilon`` are made feasible again by the dual simplex. Required equalities an
    /// untracked solver keeps out of the rows are left as they are.
    mutating func refine() {
        var shifts: [(record: Record, shift: Double)] = []
        // Optional equalities sharing a row have one residual, taken out once.
        var seen = Set<Int>()
        for case let record? in records where isTracked(record) && seen.insert(record.marker).inserted {
            let residual = residual(of: record)
            if residual != 0 { shifts.append((record, residual / record.markerCoefficient)) }
        }
        for (record, shift) in shifts { shiftRows(of: record, by: shift) }
        tableau.dualOptimize()
    }

    /// Moves `record`'s equation, `expression + m·marker + … = 0`, to the one in `marker + shift`
    /// (its constant larger by `shift · m`): the marker's row, its partner's, or the rows of its
    /// column take the shift. Returns the slots of the rows changed.
    @discardableResult
    mutating func shiftRows(of record: Record, by shift: Double) -> [Int] {
        if let slot = tableau.slot(of: record.marker) {
            tableau.addToConstant(-shift, inRowAt: slot)
            return [slot]
        }
        if let slot = tableau.slot(of: record.other) {
            tableau.addToConstant(shift, inRowAt: slot)
            return [slot]
        }
        let column = tableau.column(of: record.marker)
        for slot in column {
            tableau.addToConstant(shift * tableau.rows[slot].coefficient(for: record.marker), inRowAt: slot)
        }
        return column
    }

    /// What `record`'s row equation, `expression + markerCoefficient · (marker − other) = 0`,
    /// comes to at the current values of its symbols.
    private func residual(of record: Record) -> Double {
        let expression = record.expression
        var value = expression.terms.reduce(expression.constant) {
            $0 + $1.coefficient * tableau.value(of: $1.variable.id)
        }
        value += record.markerCoefficient * tableau.value(of: record.marker)
        if record.other >= 0 { value -= record.markerCoefficient * tableau.value(of: record.other) }
        return value
    }

    /// How far from zero rounding alone can leave the constant of `row`, a new constraint's row
    /// (of tolerance `tolerance`) in terms of the others' markers: each cell's coefficient is how
    /// many times the row holds that constraint, and so its rounding (``tolerance(for:)``).
    func roundingBound(of row: Row, tolerance: Double) -> Double {
        row.cells.reduce(tolerance) { bound, cell in
            let owner = tableau.owners[cell.symbol]
            guard records.indices.contains(owner), let record = records[owner] else { return bound }
            return bound + abs(cell.coefficient) * self.tolerance(for: record.expression)
        }
    }

    /// Refines the solution and places `record` again, once, accepting it within the rounding
    /// its row carries: a required constraint refused within that rounding may be refused by the
    /// rows' rounding, not by the constraints (a row of near-redundant equalities with
    /// multipliers in the hundreds, tight at an inequality, was left 1.5e-6 from zero, refined
    /// or not). If it is refused again, the solver is put back as it was.
    mutating func placeAfterRefining(_ record: Record) throws(SolverError) {
        let saved = self
        refine()
        do { try place(record, afterRefining: true) } catch {
            self = saved
            throw error
        }
    }
}
