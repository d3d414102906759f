/// The directions in which the variables of a sparse system of linear equations can all move
/// together and still hold to it: its null space, found by Gauss–Jordan elimination.
///
/// Rows are added one at a time; each is reduced by the pivots so far, and its own pivot is then
/// taken out of the rows before it, so that no row holds another's pivot.
struct NullSpace {
    /// Coefficients smaller than this are taken as zero.
    static let tolerance = 1e-9

    /// By pivot variable: its row, the pivot's coefficient 1, no other pivot in it.
    private var pivots: [Int: [Int: Double]] = [:]
    /// By variable: the pivots whose rows hold it.
    private var columns: [Int: Set<Int>] = [:]

    /// The null space of `rows`, each its coefficients by variable.
    init(rows: [[Int: Double]]) {
        for row in rows { add(row) }
    }

    /// One direction for each variable of `variables` that no pivot fixes: that variable moves by
    /// 1, each pivot holding it by minus its coefficient.
    func basis(over variables: [Int]) -> [[Int: Double]] {
        variables.filter { pivots[$0] == nil }.map { free in
            var direction = [free: 1.0]
            for pivot in columns[free] ?? [] {
                direction[pivot] = -(pivots[pivot]?[free] ?? 0)
            }
            return direction
        }
    }

    private mutating func add(_ given: [Int: Double]) {
        var row = given.filter { abs($0.value) > Self.tolerance }
        for variable in given.keys {
            guard let pivotRow = pivots[variable], let current = row[variable] else { continue }
            Self.subtract(pivotRow, times: current, from: &row)
        }
        guard let (pivot, scale) = row.max(by: { (abs($0.value), $1.key) < (abs($1.value), $0.key) }) else { return }
        row = row.mapValues { $0 / scale }
        row[pivot] = 1
        for other in columns[pivot] ?? [] {
            guard var otherRow = pivots[other], let factor = otherRow[pivot] else { continue }
            let before = Set(otherRow.keys)
            Self.subtract(row, times: factor, from: &otherRow)
            let after = Set(otherRow.keys)
            for gone in before.subtracting(after) { columns[gone]?.remove(other) }
            for new in after.subtracting(before) { columns[new, default: []].insert(other) }
            pivots[other] = otherRow
        }
        columns[pivot] = nil
        pivots[pivot] = row
        for variable in row.keys where variable != pivot {
            columns[variable, default: []].insert(pivot)
        }
    }

    /// `row -= times × other`, dropping what becomes zero.
    private static func subtract(_ other: [Int: Double], times factor: Double, from row: inout [Int: Double]) {
        for (variable, coefficient) in other {
            let value = (row[variable] ?? 0) - factor * coefficient
            row[variable] = abs(value) > tolerance ? value : nil
        }
    }
}
