/// How much a constraint matters: required, or a UIKit priority below 1000 that the solver
/// trades off against others.
///
/// Priorities are strict, as UIKit's: the solver makes the errors of a higher priority as small
/// as they can be before it looks at any lower one, so one 251 outweighs any number of 250s at
/// any leverage. Among constraints of one priority, errors are summed, each times its weight
/// (1 unless given): a weight a little below 1 makes a constraint give way where it ties with
/// others of its priority, and only there.
///
///     try solver.add(width - 100, .equal, strength: Strength(priority: 750))
public struct Strength: Sendable, Hashable, Comparable {
    /// The priority, within 1…1000 (1000: required).
    public let priority: Double
    /// The weight of the constraint's error among those of its priority, within 0.001…1000.
    public let weight: Double

    /// A constraint that must hold: UIKit's 1000.
    public static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh`, 750.
    public static let strong = Strength(priority: 750)
    /// UIKit's `sceneSizeStayPut`, 500.
    public static let medium = Strength(priority: 500)
    /// UIKit's `defaultLow`, 250.
    public static let weak = Strength(priority: 250)

    /// UIKit's priority: 1000 and above is required, below 1 is 1; the weight is kept within
    /// 0.001…1000. A NaN priority or weight is kept, and refused as ``SolverError/nonFinite``
    /// where it is used.
    public init(priority: Double, weight: Double = 1) {
        self.priority = priority.isNaN ? priority : Swift.min(Swift.max(priority, 1), 1000)
        self.weight = weight.isNaN ? weight : Swift.min(Swift.max(weight, 0.001), 1000)
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Ordered by priority, then weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }
}
