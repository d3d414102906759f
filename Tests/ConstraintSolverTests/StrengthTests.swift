import ConstraintSolver
import Testing

/// UIKit's priorities: monotonic, 1000 required, and a higher one wins a one-against-one
/// conflict however near the two are.
@Suite struct StrengthTests {
    @Test(arguments: [(251.0, 250.0), (1, 2), (999, 998), (750, 250), (500.5, 500), (999.9, 999)])
    func higherPriorityWins(_ priorities: (Double, Double)) throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x - 10, .equal, strength: Strength(priority: priorities.0))
        try solver.add(x - 20, .equal, strength: Strength(priority: priorities.1))
        #expect(solver.value(of: x) == (priorities.0 > priorities.1 ? 10 : 20))
    }

    @Test(arguments: [(1000.0, true), (1200, true), (999.99, false), (1, false), (-5, false)])
    func requiredFromPriority(_ example: (Double, Bool)) {
        #expect(Strength(priority: example.0).isRequired == example.1)
    }

    @Test func namedStrengthsAreOrdered() {
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength(priority: 0) == Strength(priority: 1))
        #expect(Strength(priority: 1000) == .required)
    }

    @Test func aHigherPriorityOutweighsSeveralLowerOnes() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        for _ in 0..<20 { try solver.add(x - 10, .equal, strength: .weak) }
        try solver.add(x - 20, .equal, strength: .strong)
        #expect(solver.value(of: x) == 20)
    }
}
