import ConstraintSolver
import Testing

/// Edit variables and suggested values, re-solved incrementally.
@Suite struct EditVariableTests {
    /// A width between bounds with an edit of `strength`: the suggestion, clamped.
    @Test(arguments: [(50.0, 50.0), (5, 10), (500, 100), (-3, 10), (99.5, 99.5)])
    func suggestionIsClampedByRequiredBounds(_ example: (suggested: Double, expected: Double)) throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        let half = solver.makeVariable("half")
        try solver.add(width - 10, .greaterThanOrEqual)
        try solver.add(width - 100, .lessThanOrEqual)
        try solver.add(2 * half - width, .equal)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggest(example.suggested, for: width)
        #expect(solver.value(of: width) == example.expected)
        #expect(solver.value(of: half) == example.expected / 2)
    }

    @Test func suggestionsInSequenceEqualAFreshSolve() throws {
        var edited = Solver()
        let x = edited.makeVariable()
        let y = edited.makeVariable()
        try edited.add(y - x - 8, .greaterThanOrEqual)
        try edited.add(y - 40, .lessThanOrEqual)
        try edited.addEditVariable(x, strength: .strong)
        for value in [1.0, 30, 35, -4, 12] {
            try edited.suggest(value, for: x)
            var fresh = Solver()
            let freshX = fresh.makeVariable()
            let freshY = fresh.makeVariable()
            try fresh.add(freshY - freshX - 8, .greaterThanOrEqual)
            try fresh.add(freshY - 40, .lessThanOrEqual)
            try fresh.add(freshX - value, .equal, strength: .strong)
            #expect(abs(edited.value(of: x) - fresh.value(of: freshX)) < 1e-9)
            #expect(abs(edited.value(of: y) - fresh.value(of: freshY)) < 1e-9)
        }
    }

    @Test func removedEditVariableNoLongerPulls() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x - 7, .equal, strength: .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggest(30, for: x)
        #expect(solver.value(of: x) == 30)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 7)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggest(-2, for: x)
        #expect(solver.value(of: x) == -2)
    }

    @Test func weakerEditLosesToStrongerConstraint() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x - 3, .equal, strength: .strong)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggest(10, for: x)
        #expect(solver.value(of: x) == 3)
    }
}
