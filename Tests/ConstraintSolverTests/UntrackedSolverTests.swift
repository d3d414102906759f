import ConstraintSolver
import Testing

/// A solver that does not keep required equalities' markers in its rows gives the same values,
/// to the bit, and the same refusals as one that does, and refuses to remove or change what it
/// did not keep.
@Suite struct UntrackedSolverTests {
    /// Adds `specs` one by one to a solver; the values after each, or nil where it was refused.
    static func steps(_ specs: [RandomSystem.Spec], variableCount: Int, tracked: Bool) -> [[Double]?] {
        var solver = Solver(tracksRequiredEqualities: tracked)
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        return specs.map { spec in
            guard (try? solver.add(spec.expression(variables), spec.relation, strength: spec.strength)) != nil else {
                return nil
            }
            return variables.map(solver.value(of:))
        }
    }

    @Test(arguments: 0..<300)
    func sameValuesAsTracked(seed: Int) {
        var random = RandomSystem(seed: UInt64(5000 + seed))
        let solution = (0..<random.int(1...12)).map { _ in random.value() }
        var specs = (0..<random.int(1...40)).map { _ in random.spec(around: solution) }
        // Some required equalities that cannot hold, to be refused alike.
        for _ in 0..<random.int(0...3) {
            var spec = random.spec(around: solution)
            (spec.relation, spec.strength, spec.constant) = (.equal, .required, spec.constant + 1 + random.value())
            specs.insert(spec, at: random.int(0...specs.count))
        }
        let tracked = Self.steps(specs, variableCount: solution.count, tracked: true)
        let untracked = Self.steps(specs, variableCount: solution.count, tracked: false)
        #expect(tracked == untracked)
    }

    /// A chain of 20,000 equalities, each variable 8 more than the one before, which a tracked
    /// solver keeps in rows that grow with its length.
    @Test func longChain() throws {
        var solver = Solver(tracksRequiredEqualities: false)
        var previous = solver.makeVariable()
        try solver.add(previous - 0, .equal)
        let start = ContinuousClock.now
        for _ in 1..<20_000 {
            let next = solver.makeVariable()
            try solver.add(next - previous - 8, .equal)
            previous = next
        }
        #expect(solver.value(of: previous) == 8 * 19_999)
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    /// A required equality cannot be removed or changed; an inequality and an optional
    /// equality can.
    @Test func removesOnlyWhatItKeeps() throws {
        var solver = Solver(tracksRequiredEqualities: false)
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let equality = try solver.add(x - 10, .equal)
        let inequality = try solver.add(y - 25, .lessThanOrEqual)
        let optional = try solver.add(y - 20, .equal, strength: .strong)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(equality) }
        #expect(throws: SolverError.unknownConstraint) { try solver.setConstant(-12, of: equality) }
        try solver.setConstant(-30, of: optional)
        #expect(solver.value(of: y) == 25)
        try solver.setConstant(-15, of: inequality)
        #expect(solver.value(of: y) == 15)
        try solver.remove(optional)
        #expect(solver.value(of: x) == 10)
    }
}
