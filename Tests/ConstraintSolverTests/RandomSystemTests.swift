import ConstraintSolver
import Testing

/// Seeded random systems built around a chosen solution: every required constraint holds within
/// 1e-6 after each step, incremental changes give what a fresh solve gives, and the same calls
/// give the same bits.
@Suite struct RandomSystemTests {
    /// The solver's state after `specs` are added one by one, checking each step.
    static func solve(_ specs: [RandomSystem.Spec], variableCount: Int) throws -> (Solver, [Variable], [Constraint]) {
        var solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        var constraints: [Constraint] = []
        for spec in specs {
            constraints.append(try solver.add(spec.expression(variables), spec.relation, strength: spec.strength))
        }
        return (solver, variables, constraints)
    }

    static func worstRequiredViolation(_ specs: [RandomSystem.Spec], _ values: [Double]) -> Double {
        specs.filter(\.strength.isRequired).map { $0.violation(values) }.max() ?? 0
    }

    @Test(arguments: 0..<300)
    func requiredConstraintsHold(seed: Int) throws {
        var random = RandomSystem(seed: UInt64(seed))
        let solution = (0..<random.int(1...12)).map { _ in random.value() }
        var solver = Solver()
        let variables = solution.indices.map { _ in solver.makeVariable() }
        var specs: [RandomSystem.Spec] = []
        for _ in 0..<random.int(1...40) {
            let spec = random.spec(around: solution)
            try solver.add(spec.expression(variables), spec.relation, strength: spec.strength)
            specs.append(spec)
            let values = variables.map(solver.value(of:))
            #expect(Self.worstRequiredViolation(specs, values) < 1e-6)
        }
    }

    @Test(arguments: 0..<600)
    func incrementalEqualsFreshSolve(seed: Int) throws {
        var random = RandomSystem(seed: UInt64(1000 + seed))
        let solution = (0..<random.int(2...10)).map { _ in random.value() }
        var specs = (0..<random.int(4...30)).map { _ in random.spec(around: solution) }
        var (solver, variables, constraints) = try Self.solve(specs, variableCount: solution.count)
        // Remove some, add some more, then compare with the same system added in one go.
        for _ in 0..<random.int(1...(specs.count / 2)) {
            let index = random.int(0...(specs.count - 1))
            try solver.remove(constraints.remove(at: index))
            specs.remove(at: index)
        }
        for _ in 0..<random.int(0...5) {
            let spec = random.spec(around: solution)
            constraints.append(try solver.add(spec.expression(variables), spec.relation, strength: spec.strength))
            specs.append(spec)
        }
        let incremental = variables.map(solver.value(of:))
        let (fresh, freshVariables, _) = try Self.solve(specs, variableCount: solution.count)
        let scratch = freshVariables.map(fresh.value(of:))
        #expect(Self.worstRequiredViolation(specs, incremental) < 1e-6)
        #expect(Self.worstRequiredViolation(specs, scratch) < 1e-6)
        let objectives = (RandomSystem.objective(specs, incremental), RandomSystem.objective(specs, scratch))
        #expect(RandomSystem.sameObjective(objectives.0, objectives.1))
    }

    @Test(arguments: 0..<10)
    func sameCallsGiveSameBits(seed: Int) throws {
        var random = RandomSystem(seed: UInt64(5000 + seed))
        let solution = (0..<8).map { _ in random.value() }
        let specs = (0..<30).map { _ in random.spec(around: solution) }
        let (first, firstVariables, constraints) = try Self.solve(specs, variableCount: solution.count)
        let (second, secondVariables, _) = try Self.solve(specs, variableCount: solution.count)
        #expect(
            firstVariables.map { first.value(of: $0).bitPattern }
                == secondVariables.map { second.value(of: $0).bitPattern })
        // A copy is a solver of its own, and goes on as the original would.
        var copy = first
        var original = first
        for constraint in constraints.prefix(5) {
            try copy.remove(constraint)
            try original.remove(constraint)
        }
        #expect(
            firstVariables.map { copy.value(of: $0).bitPattern }
                == firstVariables.map { original.value(of: $0).bitPattern })
        #expect(firstVariables.map { first.value(of: $0) } == secondVariables.map { second.value(of: $0) })
    }

    @Test(arguments: 0..<100)
    func suggestionsKeepRequiredConstraints(seed: Int) throws {
        var random = RandomSystem(seed: UInt64(9000 + seed))
        let solution = (0..<random.int(2...8)).map { _ in random.value() }
        let specs = (0..<random.int(2...25)).map { _ in random.spec(around: solution) }
        var (solver, variables, _) = try Self.solve(specs, variableCount: solution.count)
        let edited = variables[random.int(0...(variables.count - 1))]
        try solver.addEditVariable(edited, strength: Strength(priority: Double(random.int(1...999))))
        for _ in 0..<10 {
            try solver.suggest(random.value(), for: edited)
            #expect(Self.worstRequiredViolation(specs, variables.map(solver.value(of:))) < 1e-6)
        }
    }

    /// A solver that refused constraints goes on exactly, to the bit, as one never asked to add them.
    @Test(arguments: 0..<300)
    func refusedConstraintsLeaveNoTrace(seed: Int) throws {
        var random = RandomSystem(seed: UInt64(20000 + seed))
        let variableCount = random.int(1...6)
        var refusing = Solver()
        var fresh = Solver()
        let variables = (0..<variableCount).map { _ in refusing.makeVariable() }
        let freshVariables = (0..<variableCount).map { _ in fresh.makeVariable() }
        var accepted: [(Constraint, Constraint)] = []
        for _ in 0..<random.int(1...30) {
            // Around no solution: required constraints conflict often.
            let spec = random.spec(around: (0..<variableCount).map { _ in random.value() })
            do throws(SolverError) {
                let constraint = try refusing.add(spec.expression(variables), spec.relation, strength: spec.strength)
                accepted.append(
                    (constraint, try fresh.add(spec.expression(freshVariables), spec.relation, strength: spec.strength))
                )
            } catch {
                guard case .unsatisfiable = error else { throw error }
            }
            #expect(
                variables.map { refusing.value(of: $0).bitPattern }
                    == freshVariables.map { fresh.value(of: $0).bitPattern })
        }
        for (constraint, freshConstraint) in accepted.prefix(random.int(0...accepted.count)) {
            try refusing.remove(constraint)
            try fresh.remove(freshConstraint)
            #expect(
                variables.map { refusing.value(of: $0).bitPattern }
                    == freshVariables.map { fresh.value(of: $0).bitPattern })
        }
    }

    /// The constraints a conflict names are a real conflict: with the refused one, they cannot
    /// hold together in a solver of their own.
    @Test(arguments: 0..<300)
    func namedConflictsAreReal(seed: Int) throws {
        var random = RandomSystem(seed: UInt64(30000 + seed))
        let variableCount = random.int(1...6)
        var solver = Solver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        var specs: [Constraint: RandomSystem.Spec] = [:]
        for _ in 0..<random.int(1...30) {
            let spec = random.spec(around: (0..<variableCount).map { _ in random.value() })
            do throws(SolverError) {
                specs[try solver.add(spec.expression(variables), spec.relation, strength: spec.strength)] = spec
            } catch {
                guard case .unsatisfiable(let conflicting) = error else { throw error }
                var alone = Solver()
                let aloneVariables = (0..<variableCount).map { _ in alone.makeVariable() }
                for constraint in conflicting {
                    let named = try #require(specs[constraint])
                    #expect(named.strength.isRequired)
                    try alone.add(named.expression(aloneVariables), named.relation, strength: named.strength)
                }
                #expect(throws: SolverError.self) {
                    try alone.add(spec.expression(aloneVariables), spec.relation, strength: spec.strength)
                }
            }
        }
    }
}
