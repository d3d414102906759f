import ConstraintSolver
import Testing

/// Changing a constraint's constant in place gives what removing it and adding it back with the
/// new constant gives, and what a fresh solve gives; a required constant that cannot hold is
/// refused, the solver left as it was.
@Suite struct SetConstantTests {
    /// The relations and strengths of the constraint `x - c (relation) 0` that is changed.
    static let cases: [(relation: Relation, strength: Strength)] = [
        (.equal, .required), (.lessThanOrEqual, .required), (.greaterThanOrEqual, .required),
        (.equal, .strong), (.lessThanOrEqual, .strong), (.greaterThanOrEqual, .medium),
    ]

    /// Against a weak pull of `x` to 50, and `y = 2x` required: `x` is `c`, or the nearer of
    /// `c` and 50 that the inequality allows.
    @Test(arguments: cases.indices)
    func constantMovesTheSolution(index: Int) throws {
        let (relation, strength) = Self.cases[index]
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x - 50, .equal, strength: .weak)
        try solver.add(y - 2 * x, .equal)
        let constraint = try solver.add(x - 20, relation, strength: strength)
        for constant in [20.0, 80, 35, 120, -10, 50, 49.5] {
            try solver.setConstant(-constant, of: constraint)
            let expected =
                switch relation {
                case .equal: constant
                case .lessThanOrEqual: min(constant, 50)
                case .greaterThanOrEqual: max(constant, 50)
                }
            #expect(abs(solver.value(of: x) - expected) < 1e-9, "\(constant)")
            #expect(abs(solver.value(of: y) - 2 * expected) < 1e-9, "\(constant)")
        }
    }

    /// Seeded random systems, each constraint of any relation and strength: a few constants
    /// changed in place give what removing and adding back gives, and what a fresh solve gives.
    @Test(arguments: 0..<400)
    func inPlaceEqualsRemoveAddAndFreshSolve(seed: Int) throws {
        var random = RandomSystem(seed: UInt64(40000 + seed))
        let solution = (0..<random.int(2...10)).map { _ in random.value() }
        var specs = (0..<random.int(3...30)).map { _ in random.spec(around: solution) }
        let (solved, variables, constraints) = try RandomSystemTests.solve(specs, variableCount: solution.count)
        var (inPlace, readded, readdedConstraints) = (solved, solved, constraints)
        for _ in 0..<random.int(1...4) {
            let index = random.int(0...(specs.count - 1))
            var spec = specs[index]
            spec.constant += random.value()
            let before = variables.map { inPlace.value(of: $0).bitPattern }
            do throws(SolverError) {
                try inPlace.setConstant(spec.constant, of: constraints[index])
            } catch {
                guard case .unsatisfiable(let conflicting) = error else { throw error }
                #expect(spec.strength.isRequired)
                #expect(conflicting.contains(constraints[index]))
                #expect(variables.map { inPlace.value(of: $0).bitPattern } == before)
                try readded.remove(readdedConstraints[index])
                #expect(throws: SolverError.self) {
                    try readded.add(spec.expression(variables), spec.relation, strength: spec.strength)
                }
                return
            }
            specs[index] = spec
            try readded.remove(readdedConstraints[index])
            let expression = spec.expression(variables)
            readdedConstraints[index] = try readded.add(expression, spec.relation, strength: spec.strength)
        }
        let (fresh, freshVariables, _) = try RandomSystemTests.solve(specs, variableCount: solution.count)
        let values = [inPlace, readded].map { solver in variables.map(solver.value(of:)) }
        let scratch = freshVariables.map(fresh.value(of:))
        for result in values + [scratch] {
            #expect(RandomSystemTests.worstRequiredViolation(specs, result) < 1e-6)
            let objectives = (RandomSystem.objective(specs, result), RandomSystem.objective(specs, scratch))
            #expect(RandomSystem.sameObjective(objectives.0, objectives.1))
        }
    }

    /// A required constant that cannot hold is refused with the constraint it conflicts with, and
    /// leaves the solver as it was: the next change goes on as if it had never been asked.
    @Test(arguments: [Relation.lessThanOrEqual, .equal])
    func impossibleConstantIsRefused(relation: Relation) throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x - 50, .equal, strength: .weak)
        let floor = try solver.add(x - 100, .greaterThanOrEqual)
        let ceiling = try solver.add(x - 150, relation)
        let before = solver.value(of: x)
        #expect(throws: SolverError.unsatisfiable(conflicting: [floor, ceiling])) {
            try solver.setConstant(-60, of: ceiling)
        }
        #expect(solver.value(of: x).bitPattern == before.bitPattern)
        try solver.setConstant(-120, of: ceiling)
        #expect(solver.value(of: x) == (relation == .equal ? 120 : 100))
    }

    @Test func badCallsAreRefused() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let constraint = try solver.add(x - 10, .equal)
        #expect(throws: SolverError.nonFinite) { try solver.setConstant(.nan, of: constraint) }
        try solver.remove(constraint)
        #expect(throws: SolverError.unknownConstraint) { try solver.setConstant(1, of: constraint) }
    }
}
