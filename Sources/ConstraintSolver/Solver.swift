/// Cassowary's incremental simplex, as kiwisolver implements it: linear equalities and
/// inequalities, each required or of a UIKit priority, solved so that every required constraint
/// holds and the weighted errors of the others are least.
///
/// Adding and removing constraints and suggesting values for edit variables re-solve
/// incrementally. A required constraint that cannot hold is refused with the constraints it
/// conflicts with, and the solver is left as it was. The same calls give the same values, to the
/// bit, in every process.
///
/// A `Solver` is a value: a copy is an independent solver (its storage is copied on write).
///
///     var solver = Solver()
///     let x = solver.makeVariable("x")
///     let y = solver.makeVariable("y")
///     try solver.add(x + y - 100, .equal)
///     try solver.add(x - 2 * y, .equal, strength: .strong)
///     solver.value(of: x)  // 66.66…
public struct Solver: Sendable {
    /// What the solver keeps of a constraint: its marker and error symbols, its strength, and
    /// the constraint itself, to check it and to solve the system again from scratch.
    struct Record {
        /// The slack (inequality), dummy (required equality) or first error (other equality).
        var marker: Int
        /// The error symbol beside the marker, or -1.
        var other: Int
        var strength: Strength
        /// The constraint's expression, its constant as last given (an edit variable's: minus the
        /// value last suggested).
        var expression: Expression
        var relation: Relation
        /// The marker's coefficient in `expression + marker terms = 0`: 1 or -1.
        var markerCoefficient: Double
    }

    /// What the solver keeps of an edit variable: its constraint and the value last suggested.
    private struct Edit {
        var constraint: Constraint
        var value: Double
    }

    var tableau = Tableau()
    /// By constraint id: the constraint's record, nil once removed.
    var records: [Record?] = []
    /// By variable id: the edit variables.
    private var edits: [Int: Edit] = [:]
    /// By variable id: the names given to variables, where not empty.
    private var names: [Int: String] = [:]
    /// By expression: the groups of optional equalities that share a row (see
    /// ``joinSharedEquality(_:strength:)``).
    var sharedEqualities: [EqualityKey: SharedEquality] = [:]
    /// Whether required equalities keep their markers in the rows, for ``remove(_:)``,
    /// ``setConstant(_:of:)`` and the explanation of a conflict.
    public let tracksRequiredEqualities: Bool

    /// An empty solver.
    ///
    /// With `tracksRequiredEqualities` false, a required equality's marker (a dummy, always 0)
    /// is not written into the rows: the values, and every pivot, are the same, but rows stay as
    /// sparse as the variables' own dependences. A chain of equalities, each view placed after the
    /// one before, otherwise leaves every row holding the markers of all the equalities before
    /// it: memory and time grow with the square of its length. Such a solver cannot remove a
    /// required equality or change its constant (``SolverError/unknownConstraint``), and names
    /// only required inequalities among the constraints a conflict is with.
    public init(tracksRequiredEqualities: Bool = true) {
        self.tracksRequiredEqualities = tracksRequiredEqualities
    }

    /// A new variable, whose value is 0 until constraints say otherwise.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let variable = Variable(id: tableau.makeSymbol(.external))
        if !name.isEmpty { names[variable.id] = name }
        return variable
    }

    /// The name `variable` was made with.
    public func name(of variable: Variable) -> String { names[variable.id] ?? "" }

    /// The value of `variable` in the current solution (0 for a variable of another solver).
    public func value(of variable: Variable) -> Double {
        isKnown(variable) ? tableau.value(of: variable.id) : 0
    }

    /// Adds the constraint `expression relation 0` of `strength`, and re-solves.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` for a required constraint that cannot
    ///   hold; ``SolverError/nonFinite`` for a NaN or infinite number;
    ///   ``SolverError/unknownVariable`` for another solver's variable.
    @discardableResult
    public mutating func add(_ expression: Expression, _ relation: Relation, strength: Strength = .required)
        throws(SolverError) -> Constraint
    {
        try add(expression, relation, strength: strength, sharing: true)
    }

    /// Adds a constraint as ``add(_:_:strength:)`` does; with `sharing`, an optional equality
    /// shares the row of an earlier one with the same expression, and later ones may share its.
    private mutating func add(_ expression: Expression, _ relation: Relation, strength: Strength, sharing: Bool)
        throws(SolverError) -> Constraint
    {
        guard expression.constant.isFinite, !strength.priority.isNaN, !strength.weight.isNaN,
            expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .nonFinite }
        guard expression.terms.allSatisfy({ isKnown($0.variable) }) else { throw .unknownVariable }
        let constraint = Constraint(id: records.count)
        if sharing, relation == .equal, !strength.isRequired,
            let record = joinSharedEquality(expression, strength: strength)
        {
            records.append(record)
            tableau.optimize()
            settle()
            return constraint
        }
        let symbolCount = tableau.kinds.count
        let record = makeRecord(expression, relation, strength, owner: constraint.id)
        do { try place(record) } catch {
            tableau.dropSymbols(from: symbolCount)
            throw error
        }
        records.append(record)
        if sharing { startSharedEquality(record) }
        tableau.optimize()
        settle()
        return constraint
    }

    /// Puts the row of `record`'s constraint into the tableau, without optimizing.
    ///
    /// A required constraint whose row is off by no more than the rounding it carries (see
    /// ``roundingBound(of:tolerance:)``) is tried again on the refined solution before it is
    /// refused, and there (`afterRefining`) accepted within that rounding.
    ///
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` if the constraint cannot hold; the
    ///   tableau is then as it was.
    ///
    /// A constraint refused in rows that hold a coefficient grown past ``grownCoefficient`` is
    /// tried again, where `mayResolve`, in the system solved again from its constraints (see
    /// ``placeAfterSolvingAgain(_:refused:)``).
    mutating func place(_ record: Record, afterRefining: Bool = false, mayResolve: Bool = true)
        throws(SolverError)
    {
        var row = makeRow(record)
        var subject = chooseSubject(row, record)
        let tolerance = self.tolerance(for: record.expression)
        if subject == nil && row.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
            let rounding = roundingBound(of: row, tolerance: tolerance)
            guard
                abs(row.constant) < tolerance || abs(row.constant) < systemTolerance()
                    || (afterRefining && abs(row.constant) < rounding)
            else {
                if !afterRefining && abs(row.constant) < rounding { return try placeAfterRefining(record) }
                if mayResolve && Self.hasGrown(row) {
                    return try placeAfterSolvingAgain(record, refused: requiredOwners(of: row))
                }
                throw .unsatisfiable(conflicting: requiredOwners(of: row))
            }
            // A redundant required equality; untracked, its row would be empty: nothing to keep.
            guard !row.cells.isEmpty else { return }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insert(row, basic: subject)
        } else {
            tableau.beginJournal()
            if let remainder = addWithArtificialVariable(row, tolerance: tolerance, acceptsRounding: afterRefining) {
                // Read before the rollback forgets the symbols the remainder may hold.
                let marginal =
                    !afterRefining && abs(remainder.constant) < roundingBound(of: remainder, tolerance: tolerance)
                let conflicting = requiredOwners(of: remainder)
                let grown = mayResolve && Self.hasGrown(remainder)
                tableau.rollBack()
                if marginal { return try placeAfterRefining(record) }
                if grown { return try placeAfterSolvingAgain(record, refused: conflicting) }
                throw .unsatisfiable(conflicting: conflicting)
            }
            tableau.commitJournal()
        }
    }

    /// Removes `constraint`, and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint`` for a constraint not in the solver.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard records.indices.contains(constraint.id), let record = records[constraint.id], isTracked(record) else {
            throw .unknownConstraint
        }
        records[constraint.id] = nil
        if leaveSharedEquality(record) {
            tableau.optimize()
            settle()
            return
        }
        // The errors leave the objective before any pivot, or the pivots would carry them.
        for error in [record.marker, record.other] where error >= 0 && tableau.kinds[error] == .error {
            tableau.unweigh(error, by: record.strength)
        }
        if let slot = tableau.slot(of: record.marker) {
            _ = tableau.removeRow(at: slot)
        } else if let slot = tableau.markerLeavingSlot(for: record.marker) {
            let leaving = tableau.basics[slot]
            var row = tableau.removeRow(at: slot)
            row.solve(for: leaving, into: record.marker)
            tableau.substitute(record.marker, by: row)
        }
        tableau.optimize()
        settle()
    }

    /// Changes the constant of `constraint`'s expression to `constant`, and re-solves by the dual
    /// simplex: no removal and no pivot but those the rows the change makes infeasible need, as
    /// Cassowary moves an edit variable. The solution is the one removing the constraint and
    /// adding it with `constant` gives.
    ///
    /// - Throws: ``SolverError/unknownConstraint``, ``SolverError/nonFinite``;
    ///   ``SolverError/unsatisfiable(conflicting:)`` for a required constraint that cannot hold
    ///   at `constant`, which is then left at its old constant, the solver as it was.
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard records.indices.contains(constraint.id), let record = records[constraint.id], isTracked(record) else {
            throw .unknownConstraint
        }
        guard constant.isFinite else { throw .nonFinite }
        if leaveSharedEquality(record) {
            // Its row stays with the group; the constraint is added again on its own.
            var expression = record.expression
            expression.constant = constant
            let separate = makeRecord(expression, .equal, record.strength, owner: constraint.id)
            try place(separate)
            records[constraint.id] = separate
            startSharedEquality(separate)
            tableau.optimize()
            settle()
            return
        }
        // `expression + m·marker + … = 0` with its constant larger by Δ is the old equation in
        // `marker + Δ/m`: the marker's row, its partner's, or the rows of its column take the shift.
        let shift = (constant - record.expression.constant) / record.markerCoefficient
        guard shift != 0 else { return }
        tableau.beginJournal()
        var shifted = shiftRows(of: record, by: shift)
        // A dummy's row holds required equalities only, and must stay at 0.
        let tolerance = max(Row.epsilon, 1e-9 * max(abs(constant), abs(record.expression.constant)))
        shifted.removeAll { tableau.kinds[tableau.basics[$0]] != .dummy || abs(tableau.rows[$0].constant) < tolerance }
        if let failed = shifted.first.map({ tableau.basics[$0] }) ?? tableau.dualOptimize(),
            let row = tableau.row(of: failed)
        {
            var owners = Set(requiredOwners(of: row) + [constraint])
            if records.indices.contains(tableau.owners[failed]),
                records[tableau.owners[failed]]?.strength.isRequired == true
            {
                owners.insert(Constraint(id: tableau.owners[failed]))
            }
            tableau.rollBack()
            throw .unsatisfiable(conflicting: owners.sorted { $0.id < $1.id })
        }
        tableau.commitJournal()
        records[constraint.id]?.expression.constant = constant
        if let updated = records[constraint.id] { startSharedEquality(updated) }
        settle()
    }

    /// Makes `variable` an edit variable of `strength`, whose value ``suggest(_:for:)`` proposes.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable``, ``SolverError/requiredEditVariable``,
    ///   ``SolverError/nonFinite`` for a NaN strength, ``SolverError/unknownVariable``.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable }
        guard edits[variable.id] == nil else { throw .duplicateEditVariable }
        guard !strength.priority.isNaN, !strength.weight.isNaN else { throw .nonFinite }
        guard !strength.isRequired else { throw .requiredEditVariable }
        let constraint = try add(Expression(variable), .equal, strength: strength, sharing: false)
        edits[variable.id] = Edit(constraint: constraint, value: 0)
    }

    /// Makes `variable` an ordinary variable again, and re-solves.
    ///
    /// - Throws: ``SolverError/unknownEditVariable`` if it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    /// Proposes `value` for the edit variable `variable`, and re-solves by the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable``, ``SolverError/nonFinite``.
    public mutating func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id], let record = records[edit.constraint.id] else {
            throw .unknownEditVariable
        }
        guard value.isFinite else { throw .nonFinite }
        let delta = value - edit.value
        edits[variable.id]?.value = value
        records[edit.constraint.id]?.expression.constant = -value
        shiftRows(of: record, by: delta)
        tableau.dualOptimize()
        settle()
    }

    /// Whether the rows keep what a constraint's removal or change of constant needs.
    func isTracked(_ record: Record) -> Bool {
        tracksRequiredEqualities || tableau.kinds[record.marker] != .dummy
    }

    /// Whether `variable` is one this solver made.
    private func isKnown(_ variable: Variable) -> Bool {
        variable.id >= 0 && variable.id < tableau.kinds.count && tableau.kinds[variable.id] == .external
    }

    /// The record of the constraint `expression relation 0`: its slack, error or dummy symbols,
    /// the errors weighed in the objective.
    private mutating func makeRecord(_ expression: Expression, _ relation: Relation, _ strength: Strength, owner: Int)
        -> Record
    {
        var record = Record(
            marker: -1, other: -1, strength: strength, expression: expression, relation: relation,
            markerCoefficient: 1)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            record.marker = tableau.makeSymbol(.slack, owner: owner)
            record.markerCoefficient = relation == .lessThanOrEqual ? 1 : -1
            if !strength.isRequired { record.other = tableau.makeSymbol(.error, owner: owner) }
        case .equal:
            if strength.isRequired {
                record.marker = tableau.makeSymbol(.dummy, owner: owner)
            } else {
                record.marker = tableau.makeSymbol(.error, owner: owner)
                record.other = tableau.makeSymbol(.error, owner: owner)
                record.markerCoefficient = -1
            }
        }
        weighErrors(of: record)
        return record
    }

    /// Weighs `record`'s error symbols in the objective by its strength.
    mutating func weighErrors(of record: Record) {
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
            tableau.weigh(symbol, by: record.strength)
        }
    }

    /// The row of `record`'s constraint, `expression + markerCoefficient · (marker − other) = 0`,
    /// in terms of the parametric symbols, with a non-negative constant.
    private func makeRow(_ record: Record) -> Row {
        var row = Row(constant: record.expression.constant)
        for term in record.expression.terms where !Row.nearZero(term.coefficient) {
            if let basic = tableau.row(of: term.variable.id) {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(term.variable.id, term.coefficient)
            }
        }
        // A required equality's dummy is made even where the rows do not hold it, so that
        // symbols, and so pivots, are numbered alike.
        if tracksRequiredEqualities || tableau.kinds[record.marker] != .dummy {
            row.add(record.marker, record.markerCoefficient)
        }
        if record.other >= 0 { row.add(record.other, -record.markerCoefficient) }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: of its external symbols, the one the fewest rows hold
    /// (the first of those), else its marker or error where the coefficient is negative (so the
    /// constant stays non-negative); nil if none.
    ///
    /// Solving for an external symbol reworks every row that holds it. Kiwi takes the first
    /// external; where each view is as wide as the one before (`w₂ = w₁`, `w₃ = w₂`, …), that is
    /// the older width, held by every row so far, and a chain of n views costs n² merges. The
    /// newer width, held by none, costs none; the solution is the same.
    private func chooseSubject(_ row: Row, _ record: Record) -> Int? {
        var best: (symbol: Int, holders: Int)?
        for cell in row.cells where tableau.kinds[cell.symbol] == .external {
            let holders = tableau.column(of: cell.symbol).count
            if best.map({ holders < $0.holders }) ?? true { best = (cell.symbol, holders) }
            if holders == 0 { break }
        }
        if let best { return best.symbol }
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol] != .dummy {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// How far from holding a new required constraint may be left by rounding: Kiwi's epsilon,
    /// or a billionth of the size of the constraint's terms at the current solution, whichever
    /// is larger.
    ///
    /// Eliminations through coefficients such as 1/3 and 16/9 leave errors of about 1e-11 of the
    /// numbers involved; with terms in the hundreds a fixed 1e-8 refuses constraints that hold.
    func tolerance(for expression: Expression) -> Double {
        let size = expression.terms.reduce(abs(expression.constant)) {
            $0 + abs($1.coefficient * value(of: $1.variable))
        }
        return max(Row.epsilon, 1e-9 * size)
    }

    /// The rounding a row can carry from the rest of the system: a billionth of the largest value
    /// a basic symbol takes. A required equality implied by others is checked against what the
    /// eliminations leave, which is of the size of every number they went through, not only of
    /// its own terms. Found only when the constraint's own tolerance refuses it.
    private func systemTolerance() -> Double {
        let largest = tableau.rows.reduce(0) { max($0, abs($1.constant)) }
        return max(Row.epsilon, 1e-9 * largest)
    }

    /// Adds `row` with an artificial variable, minimized to zero (within `tolerance`, or where
    /// `acceptsRounding` within the rounding what is left of the row carries) by the simplex;
    /// returns nil on success, else what is left of the row, in terms of the constraints it
    /// conflicts with.
    private mutating func addWithArtificialVariable(_ row: Row, tolerance: Double, acceptsRounding: Bool) -> Row? {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insert(row, basic: artificial)
        tableau.artificial = row
        tableau.optimize()
        let remainder = tableau.artificial ?? row
        tableau.artificial = nil
        guard
            abs(remainder.constant) < tolerance || abs(remainder.constant) < systemTolerance()
                || (acceptsRounding && abs(remainder.constant) < roundingBound(of: remainder, tolerance: tolerance))
        else { return remainder }
        if let slot = tableau.slot(of: artificial) {
            var basic = tableau.removeRow(at: slot)
            if basic.cells.isEmpty { return nil }
            guard let entering = basic.cells.first(where: { [.slack, .error].contains(tableau.kinds[$0.symbol]) })
            else { return remainder }
            basic.solve(for: artificial, into: entering.symbol)
            tableau.substitute(entering.symbol, by: basic)
            tableau.insert(basic, basic: entering.symbol)
        }
        tableau.erase(artificial)
        return nil
    }

    /// The required constraints whose markers `row` holds, in the order they were added.
    private func requiredOwners(of row: Row) -> [Constraint] {
        let owners = row.cells.map { tableau.owners[$0.symbol] }.filter { owner in
            records.indices.contains(owner) && records[owner]?.strength.isRequired == true
        }
        return Array(Set(owners)).sorted().map { Constraint(id: $0) }
    }
}
