/// Optional equalities that say the same thing share one row.
///
/// `Σ wᵢ · |errorᵢ|` over constraints with the same expression is `(Σ wᵢ) · |error|`: n optional
/// equalities `width = 103` at n priorities are one equality weighed by the sum of their
/// weights, with the same solution. Kept apart, each is a row whose error is 0 at the solution:
/// every pivot that moves the shared value meets all of them at a ratio of 0, and the simplex
/// steps through them one degenerate pivot at a time. 1,000 such constraints at distinct
/// priorities over seven widths took 15,000 pivots (kiwisolver takes the same), each reworking
/// every row; over 1,000 distinct widths, 950. So a new optional equality whose expression is an
/// earlier one's, term for term, takes that one's error symbols and only adds its weight to the
/// objective; it leaves the group when it is removed or its constant changes. Edit variables'
/// constraints, whose constants move, never share.
extension Solver {
    /// An optional equality's expression, its terms merged by variable and sorted: what two
    /// constraints must have alike to share a row.
    struct EqualityKey: Hashable, Sendable {
        var variables: [Int]
        var coefficients: [Double]
        var constant: Double

        init(_ expression: Expression) {
            var merged: [Int: Double] = [:]
            for term in expression.terms { merged[term.variable.id, default: 0] += term.coefficient }
            let variables = merged.keys.filter { !Row.nearZero(merged[$0] ?? 0) }.sorted()
            self.variables = variables
            self.coefficients = variables.map { merged[$0] ?? 0 }
            self.constant = expression.constant
        }
    }

    /// The error symbols a group of optional equalities shares, and how many are in it.
    struct SharedEquality: Sendable {
        var marker: Int
        var other: Int
        var count: Int
    }

    /// The record of a new optional equality that joins an earlier one's group, weighed in the
    /// objective; nil if no group has its expression.
    mutating func joinSharedEquality(_ expression: Expression, strength: Strength) -> Record? {
        let key = EqualityKey(expression)
        guard let group = sharedEqualities[key] else { return nil }
        sharedEqualities[key]?.count += 1
        let record = Record(
            marker: group.marker, other: group.other, strength: strength, expression: expression,
            relation: .equal, markerCoefficient: -1)
        weighErrors(of: record)
        return record
    }

    /// Notes `record`, an optional equality just placed with its own symbols, as the first of
    /// its expression's group, unless a group has that expression already.
    mutating func startSharedEquality(_ record: Record) {
        guard record.relation == .equal, !record.strength.isRequired else { return }
        let key = EqualityKey(record.expression)
        guard sharedEqualities[key] == nil else { return }
        sharedEqualities[key] = SharedEquality(marker: record.marker, other: record.other, count: 1)
    }

    /// Takes `record` out of its group; returns whether others still hold its symbols (then its
    /// weight is out of the objective and its rows must stay).
    mutating func leaveSharedEquality(_ record: Record) -> Bool {
        guard record.relation == .equal, !record.strength.isRequired else { return false }
        let key = EqualityKey(record.expression)
        guard let group = sharedEqualities[key], group.marker == record.marker else { return false }
        guard group.count > 1 else {
            sharedEqualities[key] = nil
            return false
        }
        sharedEqualities[key]?.count -= 1
        for error in [record.marker, record.other] { tableau.unweigh(error, by: record.strength) }
        return true
    }

}
