import ConstraintSolver
import Testing

/// The operators that build expressions: each gives the terms and constant written out by hand.
@Suite struct ExpressionTests {
    /// An expression built with operators on x and y, and its value at x = 3, y = 5.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let build: @Sendable (Variable, Variable) -> Expression
        let value: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "x + y", build: { x, y in x + y }, value: 8),
        Case(name: "x - y", build: { x, y in x - y }, value: -2),
        Case(name: "-x", build: { x, _ in -x }, value: -3),
        Case(name: "2 * x", build: { x, _ in 2 * x }, value: 6),
        Case(name: "x * 2", build: { x, _ in x * 2 }, value: 6),
        Case(name: "x / 4", build: { x, _ in x / 4 }, value: 0.75),
        Case(name: "x + 1", build: { x, _ in x + 1 }, value: 4),
        Case(name: "1 + x", build: { x, _ in 1 + x }, value: 4),
        Case(name: "x - 1", build: { x, _ in x - 1 }, value: 2),
        Case(name: "1 - x", build: { x, _ in 1 - x }, value: -2),
        Case(name: "x + 2 * y - 10", build: { x, y in x + 2 * y - 10 }, value: 3),
        Case(name: "(x + y) * 2", build: { x, y in (x + y) * 2 }, value: 16),
        Case(name: "2 * (x - y)", build: { x, y in 2 * (x - y) }, value: -4),
        Case(name: "(x + y) / 2", build: { x, y in (x + y) / 2 }, value: 4),
        Case(name: "-(x - y + 1)", build: { x, y in -(x - y + 1) }, value: 1),
        Case(name: "(x + 1) + (y + 1)", build: { x, y in (x + 1) + (y + 1) }, value: 10),
        Case(name: "(x + 1) - (y + 1)", build: { x, y in (x + 1) - (y + 1) }, value: -2),
        Case(name: "x + (y + 1)", build: { x, y in x + (y + 1) }, value: 9),
        Case(name: "(x + 1) + y", build: { x, y in (x + 1) + y }, value: 9),
        Case(name: "x - (y + 1)", build: { x, y in x - (y + 1) }, value: -3),
        Case(name: "(x + 1) - y", build: { x, y in (x + 1) - y }, value: -1),
        Case(name: "2 + (x + y)", build: { x, y in 2 + (x + y) }, value: 10),
        Case(name: "2 - (x + y)", build: { x, y in 2 - (x + y) }, value: -6),
        Case(name: "(x + y) + 2", build: { x, y in (x + y) + 2 }, value: 10),
        Case(name: "(x + y) - 2", build: { x, y in (x + y) - 2 }, value: 6),
        Case(name: "x + x", build: { x, _ in x + x }, value: 6),
    ]

    /// The expression's value at x = 3, y = 5, from its terms and constant.
    @Test(arguments: cases)
    func operatorsBuildTheExpression(_ example: Case) {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let expression = example.build(x, y)
        let value = expression.terms.reduce(expression.constant) {
            $0 + $1.coefficient * ($1.variable == x ? 3 : 5)
        }
        #expect(value == example.value)
    }

    /// The same expression, constrained to 0 with x = 3 and y = 5 required, holds.
    @Test(arguments: cases)
    func solverReadsTheExpression(_ example: Case) throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(x - 3, .equal)
        try solver.add(y - 5, .equal)
        let result = solver.makeVariable()
        try solver.add(example.build(x, y) - result, .equal)
        #expect(solver.value(of: result) == example.value)
    }
}
