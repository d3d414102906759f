/// A constraint added to a ``Solver``: the handle ``Solver/remove(_:)`` takes and
/// ``SolverError/unsatisfiable(conflicting:)`` names.
public struct Constraint: Sendable, Hashable {
    /// The constraint's number in its solver, in the order constraints were added.
    public let id: Int
}
