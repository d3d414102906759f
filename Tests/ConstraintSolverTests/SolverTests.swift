import ConstraintSolver
import Testing

/// Each operation of the solver on small systems whose solutions are known by hand.
@Suite struct SolverTests {
    /// A system of constraints on x and y, and the values they give.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let constraints: @Sendable (Variable, Variable) -> [(Expression, Relation, Strength)]
        let x: Double
        let y: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "equalities", constraints: { x, y in [(x - 10, .equal, .required), (y - x - 5, .equal, .required)] },
            x: 10, y: 15),
        Case(
            name: "a sum and a ratio",
            constraints: { x, y in [(x + y - 90, .equal, .required), (x - 2 * y, .equal, .required)] }, x: 60, y: 30),
        Case(
            name: "an inequality beats a weak equality",
            constraints: { x, y in
                [(x - 100, .lessThanOrEqual, .required), (x - 150, .equal, .weak), (Expression(y), .equal, .required)]
            },
            x: 100, y: 0),
        Case(
            name: "a minimum",
            constraints: { x, y in
                [
                    (x - 20, .greaterThanOrEqual, .required), (Expression(x), .equal, .weak),
                    (y - x / 2, .equal, .required),
                ]
            },
            x: 20, y: 10),
        Case(
            name: "strong beats weak",
            constraints: { x, y in [(x - 10, .equal, .weak), (x - 30, .equal, .strong), (y + x, .equal, .medium)] },
            x: 30, y: -30),
        Case(
            name: "a variable on both sides",
            constraints: { x, y in [(x + x + y - 12, .equal, .required), (2 * y - x, .equal, .required)] }, x: 4.8,
            y: 2.4),
        Case(
            name: "between bounds",
            constraints: { x, y in
                [
                    (x - 10, .greaterThanOrEqual, .required), (x - 20, .lessThanOrEqual, .required),
                    (x - 50, .equal, .medium),
                    (y - 5, .lessThanOrEqual, .required), (y + 5, .equal, .weak),
                ]
            }, x: 20, y: -5),
    ]

    @Test(arguments: cases)
    func solves(_ example: Case) throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        for (expression, relation, strength) in example.constraints(x, y) {
            try solver.add(expression, relation, strength: strength)
        }
        #expect(abs(solver.value(of: x) - example.x) < 1e-9)
        #expect(abs(solver.value(of: y) - example.y) < 1e-9)
    }

    @Test func unconstrainedVariablesAreZero() {
        var solver = Solver()
        let x = solver.makeVariable("x")
        #expect(solver.value(of: x) == 0)
        #expect(solver.name(of: x) == "x")
    }

    @Test func removingAConstraintLetsTheOthersWin() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x - 10, .equal, strength: .weak)
        let strong = try solver.add(x - 20, .equal, strength: .strong)
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        try solver.add(x - 20, .equal, strength: .strong)
        #expect(solver.value(of: x) == 20)
    }

    @Test func removingARequiredInequalityFreesTheVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let bound = try solver.add(x - 5, .lessThanOrEqual)
        try solver.add(x - 50, .equal, strength: .medium)
        #expect(solver.value(of: x) == 5)
        try solver.remove(bound)
        #expect(solver.value(of: x) == 50)
    }

    enum Misuse: String, CaseIterable, Sendable {
        case removeTwice, removeUnknownEdit, suggestWithoutEdit, addEditTwice, requiredEdit, nanConstant,
            infiniteCoefficient, nanPriority, infiniteSuggestion, foreignVariable
    }

    @Test(arguments: Misuse.allCases)
    func misuseIsAnError(_ misuse: Misuse) throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let constraint = try solver.add(x - 3, .equal)
        var expected: SolverError
        var other = Solver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        let thrown = #expect(throws: SolverError.self) {
            switch misuse {
            case .removeTwice:
                try solver.remove(constraint)
                try solver.remove(constraint)
            case .removeUnknownEdit: try solver.removeEditVariable(x)
            case .suggestWithoutEdit: try solver.suggest(1, for: x)
            case .addEditTwice:
                try solver.addEditVariable(x, strength: .strong)
                try solver.addEditVariable(x, strength: .weak)
            case .requiredEdit: try solver.addEditVariable(x, strength: .required)
            case .nanConstant: try solver.add(x + .nan, .equal)
            case .infiniteCoefficient: try solver.add(.infinity * x, .lessThanOrEqual)
            case .nanPriority: try solver.add(x - 1, .equal, strength: Strength(priority: .nan))
            case .infiniteSuggestion:
                try solver.addEditVariable(x, strength: .strong)
                try solver.suggest(.infinity, for: x)
            case .foreignVariable: try solver.add(Expression(foreign), .equal)
            }
        }
        switch misuse {
        case .removeTwice: expected = .unknownConstraint
        case .removeUnknownEdit, .suggestWithoutEdit: expected = .unknownEditVariable
        case .addEditTwice: expected = .duplicateEditVariable
        case .requiredEdit: expected = .requiredEditVariable
        case .nanConstant, .infiniteCoefficient, .nanPriority, .infiniteSuggestion: expected = .nonFinite
        case .foreignVariable: expected = .unknownVariable
        }
        #expect(thrown == expected)
    }

    @Test(arguments: [1e300, -1e300, 1e-300])
    func hugeAndTinyConstantsDoNotCrash(_ constant: Double) throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(x - constant, .equal)
        try solver.add(y - 2 * x, .greaterThanOrEqual, strength: .strong)
        try solver.add(y + constant, .lessThanOrEqual, strength: .weak)
        #expect(solver.value(of: x) == constant)
    }
}
