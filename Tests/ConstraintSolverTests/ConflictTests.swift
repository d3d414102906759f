import ConstraintSolver
import Testing

/// Required constraints that cannot hold: refused, with the constraints they conflict with,
/// and the solver left as it was.
@Suite struct ConflictTests {
    /// A system whose last constraint conflicts with some of the earlier ones.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// The constraints on x, y and z; the last one is refused.
        let constraints: @Sendable (Variable, Variable, Variable) -> [(Expression, Relation, Strength)]
        /// The positions of the earlier constraints it conflicts with.
        let conflicting: [Int]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "two values", constraints: { x, _, _ in [(x - 1, .equal, .required), (x - 2, .equal, .required)] },
            conflicting: [0]),
        Case(
            name: "a chain",
            constraints: { x, y, z in
                [
                    (x - 1, .equal, .required), (z - 7, .equal, .required), (y - x, .equal, .required),
                    (y - 5, .equal, .required),
                ]
            }, conflicting: [0, 2]),
        Case(
            name: "bounds",
            constraints: { x, _, _ in [(x - 10, .greaterThanOrEqual, .required), (x - 5, .lessThanOrEqual, .required)]
            },
            conflicting: [0]),
        Case(
            name: "a sum over its bound",
            constraints: { x, y, z in
                [
                    (x - 10, .greaterThanOrEqual, .required), (y - 10, .greaterThanOrEqual, .required),
                    (z - 3, .equal, .required), (x + y - 15, .lessThanOrEqual, .required),
                ]
            }, conflicting: [0, 1]),
        Case(
            name: "optional constraints are not named",
            constraints: { x, y, _ in
                [
                    (x - 3, .equal, .strong), (y - x, .equal, .required), (y - 4, .greaterThanOrEqual, .weak),
                    (x - 1, .equal, .required), (y - 2, .equal, .required),
                ]
            }, conflicting: [1, 3]),
        Case(
            name: "a contradiction alone", constraints: { _, _, _ in [(Expression(constant: 1), .equal, .required)] },
            conflicting: []),
    ]

    @Test(arguments: cases)
    func conflictIsExplained(_ example: Case) throws {
        var solver = Solver()
        let variables = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let all = example.constraints(variables.0, variables.1, variables.2)
        var added: [Constraint] = []
        for (expression, relation, strength) in all.dropLast() {
            added.append(try solver.add(expression, relation, strength: strength))
        }
        let before = [variables.0, variables.1, variables.2].map(solver.value(of:))
        let last = try #require(all.last)
        let error = #expect(throws: SolverError.self) { try solver.add(last.0, last.1, strength: last.2) }
        #expect(error == .unsatisfiable(conflicting: example.conflicting.map { added[$0] }))
        #expect([variables.0, variables.1, variables.2].map(solver.value(of:)) == before)
        // The solver is as it was: each earlier constraint can be removed, and a new one added.
        for constraint in added { try solver.remove(constraint) }
        try solver.add(variables.0 - 42, .equal)
        #expect(solver.value(of: variables.0) == 42)
    }

    @Test func refusedConstraintIsNotInTheSolver() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let first = try solver.add(x - 1, .equal)
        #expect(throws: SolverError.unsatisfiable(conflicting: [first])) { try solver.add(x - 2, .equal) }
        try solver.remove(first)
        let second = try solver.add(x - 2, .equal)
        #expect(solver.value(of: x) == 2)
        #expect(second.id != first.id)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(x - 1, .equal)
        try solver.add(y - x, .equal)
        try solver.add(y - 1, .equal)
        try solver.add(2 * y - 2 * x, .equal)
        #expect(solver.value(of: y) == 1)
    }
}
