import ConstraintSolver
import Testing

/// The explanation names the constraints the conflict is made of, however many others there are.
@Suite struct ExplanationTests {
    /// `count` rows of views, each placed by a chain of required constraints from 0, with
    /// optional preferences; row `broken`'s last view is then pinned where the chain cannot be.
    @Test(arguments: [(1, 0), (10, 3), (200, 117)])
    func onlyTheChainInConflictIsNamed(_ example: (count: Int, broken: Int)) throws {
        var solver = Solver()
        var chains: [[Constraint]] = []
        var lasts: [Variable] = []
        for _ in 0..<example.count {
            let left = solver.makeVariable()
            let width = solver.makeVariable()
            let right = solver.makeVariable()
            var chain: [Constraint] = []
            chain.append(try solver.add(left - 8, .equal))
            chain.append(try solver.add(width - 100, .greaterThanOrEqual))
            chain.append(try solver.add(right - left - width, .equal))
            try solver.add(width - 120, .equal, strength: .weak)
            try solver.add(right - 500, .lessThanOrEqual, strength: .strong)
            chains.append(chain)
            lasts.append(right)
        }
        let error = #expect(throws: SolverError.self) {
            try solver.add(lasts[example.broken] - 50, .equal)
        }
        #expect(error == .unsatisfiable(conflicting: chains[example.broken]))
    }
}
