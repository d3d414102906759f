/// A linear expression, `Σ coefficient · variable + constant`, made with the operators
/// `+ - * /` on variables, expressions and numbers.
///
///     let expression = x + 2 * y - 10
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1 · variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable: variable)])
    }

    /// The expression with every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> Expression {
        Expression(
            terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }

    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { lhs * Expression(rhs) }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}
