/// What the simplex minimizes: the errors of the optional constraints, a row for each priority,
/// minimized in order of priority, highest first.
///
/// UIKit satisfies "constraints with higher priority levels before constraints with lower
/// priority levels": no gain at a lower priority pays for any loss at a higher one, however many
/// lower constraints gain. Weights in one sum cannot say that for every count and leverage
/// without numbers too far apart for doubles; a row a priority can, as Cassowary's symbolic
/// strengths do. A symbol improves the objective where its coefficient in the highest row that
/// holds it is negative.
struct Objective {
    /// The priorities whose errors are weighed, highest first.
    private var priorities: [Double] = []
    /// By level, as `priorities`: the sum of that priority's errors, in the parametric symbols.
    private(set) var levels: [Row] = []

    /// The level of `priority`, made if there is none.
    mutating func level(of priority: Double) -> Int {
        var low = 0
        var high = priorities.count
        while low < high {
            let middle = (low + high) / 2
            if priorities[middle] > priority { low = middle + 1 } else { high = middle }
        }
        if low == priorities.count || priorities[low] != priority {
            priorities.insert(priority, at: low)
            levels.insert(Row(), at: low)
        }
        return low
    }

    /// Adds `factor · row` to the level of `priority`.
    mutating func add(_ row: Row, times factor: Double, priority: Double) {
        levels[level(of: priority)].add(row, times: factor)
    }

    /// Adds `coefficient · symbol` to the level of `priority`.
    mutating func add(_ symbol: Int, _ coefficient: Double, priority: Double) {
        levels[level(of: priority)].add(symbol, coefficient)
    }

    /// Replaces `symbol` by `row` in every level; returns whether any level held it.
    mutating func substitute(_ symbol: Int, by row: Row, scratch: inout [Row.Cell]) -> Bool {
        var held = false
        for index in levels.indices {
            let coefficient = levels[index].remove(symbol)
            if coefficient != 0 {
                levels[index].add(row, times: coefficient, scratch: &scratch)
                held = true
            }
        }
        return held
    }

    /// Removes `symbol` from every level.
    mutating func remove(_ symbol: Int) {
        for index in levels.indices { levels[index].remove(symbol) }
    }

    /// The lowest symbol, of those `isCandidate` accepts, whose coefficient is negative in the
    /// highest level that holds it.
    func lowestImproving(_ isCandidate: (Int) -> Bool) -> Int? {
        var best: Int?
        for (index, level) in levels.enumerated() {
            for cell in level.cells {
                if let best, cell.symbol >= best { break }
                guard cell.coefficient < -Row.epsilon, isCandidate(cell.symbol),
                    !levels[..<index].contains(where: { $0.coefficient(for: cell.symbol) != 0 })
                else { continue }
                best = cell.symbol
                break
            }
        }
        return best
    }

    /// Whether `lhs / lhsDivisor` is less than `rhs / rhsDivisor`, the coefficients of two
    /// symbols compared level by level, highest first (divisors positive).
    func isLess(_ lhs: Int, over lhsDivisor: Double, than rhs: Int, over rhsDivisor: Double) -> Bool {
        for level in levels {
            let left = level.coefficient(for: lhs) / lhsDivisor
            let right = level.coefficient(for: rhs) / rhsDivisor
            if abs(left - right) > Row.epsilon * max(1, abs(left), abs(right)) { return left < right }
        }
        return false
    }
}
