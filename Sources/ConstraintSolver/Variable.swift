/// An unknown of a ``Solver``, made by ``Solver/makeVariable(_:)``; its value is read with
/// ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable {
    /// The variable's number in the solver that made it.
    public let id: Int
}

/// One term of an ``Expression``: `coefficient · variable`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    /// `coefficient · variable`.
    public init(variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
