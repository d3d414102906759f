import ConstraintSolver
import Testing

/// UIKit's priorities: monotonic, 1000 required, and strict: a higher one wins however near the
/// two are, however many lower ones there are and whatever their leverage. A weight decides
/// among constraints of one priority.
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

    /// duckduckgo's OmniBar: a view centred at 985 (moving its centre moves the view's edge
    /// half as far) against its edge placed at 999.
    @Test func aHigherPriorityWinsAgainstLeverage() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(100 * x - 1000, .equal, strength: Strength(priority: 985))
        try solver.add(x - 20, .equal, strength: Strength(priority: 999))
        #expect(solver.value(of: x) == 20)
    }

    @Test func thousandsOfLowerPrioritiesDoNotOutweighAHigherOne() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        for number in 0..<2000 { try solver.add(x - Double(number % 5), .equal, strength: Strength(priority: 998)) }
        try solver.add(x - 20, .greaterThanOrEqual, strength: Strength(priority: 999))
        #expect(solver.value(of: x) == 20)
    }

    /// A weight below 1 gives way in an exact tie, and only there: two such constraints outweigh
    /// one of weight 1.
    @Test func aWeightDecidesAmongOnePriority() throws {
        var tie = Solver()
        let x = tie.makeVariable()
        try tie.add(x - 10, .equal, strength: Strength(priority: 750, weight: 0.999))
        try tie.add(x - 20, .equal, strength: .strong)
        #expect(tie.value(of: x) == 20)

        var two = Solver()
        let y = two.makeVariable()
        try two.add(y - 10, .equal, strength: Strength(priority: 750, weight: 0.999))
        try two.add(2 * y - 20, .equal, strength: Strength(priority: 750, weight: 0.999))
        try two.add(y - 20, .equal, strength: .strong)
        #expect(two.value(of: y) == 10)
    }

    @Test func weightsAreKeptWithinBoundsAndNaNIsRefused() throws {
        #expect(Strength(priority: 500, weight: 0).weight == 0.001)
        #expect(Strength(priority: 500, weight: 1e9).weight == 1000)
        #expect(Strength(priority: 500, weight: 2) > Strength(priority: 500))
        var solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFinite) {
            try solver.add(x - 1, .equal, strength: Strength(priority: 500, weight: .nan))
        }
        #expect(throws: SolverError.nonFinite) {
            try solver.addEditVariable(x, strength: Strength(priority: 500, weight: .nan))
        }
    }
}
