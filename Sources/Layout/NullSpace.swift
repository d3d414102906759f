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

    /// The cells the eliminations so far have gone through.
    private var work = 0

    /// The null space of `rows`, each its coefficients by variable.
    ///
    /// Rows are taken in the order given while that stays cheap (at most 100 cells of work a
    /// row), else again in an order that keeps them short: first every row whose variables are
    /// all pivots already but at most one, else the next row given. Taken in the order given, a
    /// chain of views each placed after the one before, whose end is fixed only later, makes the
    /// row of its first view hold every view's variables, and each row after it rework that
    /// row: time quadratic in its length. The null space is the same in any order; the order
    /// given is kept where it is cheap because it is the cheaper one for most scenes.
    init(rows: [[Int: Double]]) {
        let budget = 100 * rows.count + 10_000
        for row in rows {
            add(row)
            if work > budget { break }
        }
        guard work > budget else { return }
        self = NullSpace()
        var open = rows.map { row in row.values.count { abs($0) > Self.tolerance } }
        var holders: [Int: [Int]] = [:]
        for (index, row) in rows.enumerated() {
            for (variable, coefficient) in row where abs(coefficient) > Self.tolerance {
                holders[variable, default: []].append(index)
            }
        }
        var isTaken = [Bool](repeating: false, count: rows.count)
        var ready = rows.indices.filter { open[$0] <= 1 }
        var nextReady = 0
        var next = 0
        while true {
            let index: Int
            if nextReady < ready.count {
                index = ready[nextReady]
                nextReady += 1
            } else {
                while next < rows.count && isTaken[next] { next += 1 }
                guard next < rows.count else { break }
                index = next
            }
            guard !isTaken[index] else { continue }
            isTaken[index] = true
            guard let pivot = add(rows[index]) else { continue }
            for holder in holders[pivot] ?? [] where !isTaken[holder] {
                open[holder] -= 1
                if open[holder] == 1 { ready.append(holder) }
            }
        }
    }

    private init() {}

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

    /// Reduces `given` by the pivots so far and adds it, its pivot returned; nil if it depends
    /// on the rows before.
    @discardableResult
    private mutating func add(_ given: [Int: Double]) -> Int? {
        var row = given.filter { abs($0.value) > Self.tolerance }
        for variable in given.keys {
            guard let pivotRow = pivots[variable], let current = row[variable] else { continue }
            Self.subtract(pivotRow, times: current, from: &row)
        }
        guard let (pivot, scale) = row.max(by: { (abs($0.value), $1.key) < (abs($1.value), $0.key) }) else {
            return nil
        }
        row = row.mapValues { $0 / scale }
        row[pivot] = 1
        work += row.count
        for other in columns[pivot] ?? [] {
            guard var otherRow = pivots[other], let factor = otherRow[pivot] else { continue }
            work += otherRow.count + row.count
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
        return pivot
    }

    /// `row -= times × other`, dropping what becomes zero.
    private static func subtract(_ other: [Int: Double], times factor: Double, from row: inout [Int: Double]) {
        for (variable, coefficient) in other {
            let value = (row[variable] ?? 0) - factor * coefficient
            row[variable] = abs(value) > tolerance ? value : nil
        }
    }
}
