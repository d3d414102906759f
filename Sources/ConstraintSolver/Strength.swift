import Foundation

/// How much a constraint matters: required, or a UIKit priority below 1000 that the solver
/// trades off against others.
///
/// A non-required constraint's error is weighed in the objective by
/// `10^(6 · (priority − 1) / 999)`: 1 at priority 1, about 10⁶ just below 1000. The weight grows
/// by about 1.4 % a step, so a priority wins over any lower one in a one-against-one conflict
/// (251 beats 250), and a priority 500 steps higher outweighs about 1,000 lower constraints. The
/// weights stay within six decades, far above the solver's 10⁻⁸ epsilon and far below where
/// doubles lose their digits.
///
///     try solver.add(width - 100, .equal, strength: Strength(priority: 750))
public struct Strength: Sendable, Hashable, Comparable {
    /// The priority, within 1…1000 (1000: required).
    public let priority: Double

    /// A constraint that must hold: UIKit's 1000.
    public static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh`, 750.
    public static let strong = Strength(priority: 750)
    /// UIKit's `sceneSizeStayPut`, 500.
    public static let medium = Strength(priority: 500)
    /// UIKit's `defaultLow`, 250.
    public static let weak = Strength(priority: 250)

    /// UIKit's priority: 1000 and above is required, below 1 is 1. A NaN priority is kept, and
    /// refused as ``SolverError/nonFinite`` where it is used.
    public init(priority: Double) {
        self.priority = priority.isNaN ? priority : Swift.min(Swift.max(priority, 1), 1000)
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// The weight of the constraint's error in the objective (see the type's description).
    var weight: Double { pow(10, 6 * (priority - 1) / 999) }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}
