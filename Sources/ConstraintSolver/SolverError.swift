/// Why a ``Solver`` refused a call; the solver is left as it was before the call.
public enum SolverError: Error, Sendable, Hashable {
    /// A required constraint that cannot hold with the required ones already added, which it
    /// conflicts with (the explanation: the constraints whose markers the failing row holds),
    /// in the order they were added.
    case unsatisfiable(conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// The constraint is not in the solver (never added, or removed).
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// An edit variable may not be required.
    case requiredEditVariable
    /// A NaN or infinite coefficient, constant, priority or suggested value.
    case nonFinite
    /// A variable another solver made.
    case unknownVariable
}
