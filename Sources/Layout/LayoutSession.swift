import Synchronization

/// A layout kept between solves, for a scene edited one constraint at a time (`watch`, `serve`):
/// a tree that differs from the last only in constraints' constants, or in priorities that stay
/// below required, is re-solved incrementally: a changed constant is changed in the solver in
/// place, by the dual simplex, a changed priority's constraint taken out and put back; any other
/// tree is laid out afresh. Either way the solution is the one
/// `LayoutEngine.solve` gives. A session may be shared between threads; solves take turns.
///
///     let session = LayoutSession()
///     var solution = session.solve(tree, in: environment)
///     tree.constraints[4].constant = 20
///     solution = session.solve(tree, in: environment)    // re-solved incrementally
public final class LayoutSession: Sendable {
    private let system = Mutex<LayoutSystem?>(nil)

    /// A session that has solved nothing yet.
    public init() {}

    /// Lays out `tree` in `environment`, reusing the last solve where it can.
    public func solve(_ tree: LayoutTree, in environment: LayoutEnvironment) -> LayoutSolution {
        system.withLock { system in
            guard !tree.items.isEmpty else {
                system = nil
                return LayoutSolution(frames: [], problems: [])
            }
            if let system, system.update(to: tree, in: environment) {
                return LayoutEngine.solution(of: system)
            }
            let fresh = LayoutEngine.settle(tree, in: environment, isUpdatable: true)
            system = fresh
            return LayoutEngine.solution(of: fresh)
        }
    }
}
