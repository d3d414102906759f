@testable import ConstraintSolver

/// A seeded generator of random systems built around a chosen solution, so that every required
/// constraint of theirs can hold.
struct RandomSystem {
    /// One constraint: its terms (by variable index), constant, relation and strength.
    struct Spec {
        var terms: [(index: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength

        /// The constraint's expression on `variables`.
        func expression(_ variables: [Variable]) -> Expression {
            Expression(
                terms.map { Term(variable: variables[$0.index], coefficient: $0.coefficient) }, constant: constant)
        }

        /// How far `values` are from satisfying it (0 where they do).
        func violation(_ values: [Double]) -> Double {
            let value = terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    /// SplitMix64.
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A value to build around: a multiple of 0.5 in -200…200.
    mutating func value() -> Double { Double(int(-400...400)) / 2 }

    /// A strength: required half the time, else a named strength or any priority.
    mutating func strength() -> Strength {
        switch int(0...5) {
        case 0, 1, 2: return .required
        case 3: return [Strength.strong, .medium, .weak][int(0...2)]
        default: return Strength(priority: Double(int(1...999)))
        }
    }

    /// A constraint of one to three terms that holds at `solution` if it is required; an
    /// optional one holds there only sometimes.
    mutating func spec(around solution: [Double]) -> Spec {
        var terms: [(index: Int, coefficient: Double)] = []
        for _ in 0..<int(1...3) {
            let coefficient = Double([1, -1, 2, -2, 0.5, 3][int(0...5)])
            terms.append((int(0...(solution.count - 1)), coefficient))
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)]
        let strength = strength()
        let atSolution = terms.reduce(0) { $0 + $1.coefficient * solution[$1.index] }
        var constant = -atSolution
        if !strength.isRequired && int(0...1) == 0 { constant += value() }
        if strength.isRequired {
            if relation == .lessThanOrEqual { constant -= Double(int(0...20)) }
            if relation == .greaterThanOrEqual { constant += Double(int(0...20)) }
        }
        return Spec(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    /// The weighted errors of `specs` at `values`, summed by priority, highest first: what the
    /// solver minimizes, one priority after the other.
    static func objective(_ specs: [Spec], _ values: [Double]) -> [Double] {
        let optional = specs.filter { !$0.strength.isRequired }
        return Set(optional.map(\.strength.priority)).sorted(by: >).map { priority in
            optional.filter { $0.strength.priority == priority }.reduce(0) {
                $0 + $1.strength.weight * $1.violation(values)
            }
        }
    }

    /// Whether two objectives are the same, priority by priority, within rounding.
    static func sameObjective(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= 1e-6 * max(1000, abs($1)) }
    }
}
