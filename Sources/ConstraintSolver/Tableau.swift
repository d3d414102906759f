/// The simplex tableau of a ``Solver``: its symbols, its rows in slots, each parametric symbol's
/// column (the slots of the rows that hold it), and the objective.
///
/// Symbols are numbers into the symbol tables; rows live in slots reused in the order they were
/// freed; nothing is ever ordered by hashing, so the same calls give the same pivots in every
/// process.
struct Tableau {
    /// What a symbol stands for.
    enum Kind: UInt8 {
        /// A variable of the user's; unrestricted.
        case external
        /// An inequality's slack, ≥ 0.
        case slack
        /// A non-required constraint's error, ≥ 0, weighed in the objective.
        case error
        /// A required equality's marker, always 0.
        case dummy
    }

    /// By symbol: its kind.
    private(set) var kinds: [Kind] = []
    /// By symbol: the constraint whose marker or error it is, or -1.
    private(set) var owners: [Int] = []
    /// By symbol: the slot of the row it is basic in, or -1 where it is parametric.
    private(set) var slots: [Int] = []
    /// By symbol: the slots of the rows that hold it, in no particular but a repeatable order.
    private var columns: [[Int]] = []

    /// By slot: the row, empty where the slot is free.
    private(set) var rows: [Row] = []
    /// By slot: the row's basic symbol, or -1 where the slot is free.
    private(set) var basics: [Int] = []
    private var freeSlots: [Int] = []

    /// The objective: the weighted errors, minimized.
    private(set) var objective = Row()
    /// Whether the objective may have a negative coefficient: false after an optimization, until
    /// a substitution or a removal changes it (a new error's positive weight does not).
    var objectiveMayImprove = false
    /// The artificial objective while a row is being added with an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have become infeasible since the last dual optimization.
    var infeasible: [Int] = []
    /// The storage rows are merged into, reused from merge to merge.
    private var scratch: [Row.Cell] = []

    /// A new symbol of `kind`, owned by constraint `owner` (-1 for none).
    mutating func makeSymbol(_ kind: Kind, owner: Int = -1) -> Int {
        kinds.append(kind)
        owners.append(owner)
        slots.append(-1)
        columns.append([])
        return kinds.count - 1
    }

    /// Forgets the symbols made after the first `count`, which no row may hold.
    mutating func dropSymbols(from count: Int) {
        kinds.removeSubrange(count...)
        owners.removeSubrange(count...)
        slots.removeSubrange(count...)
        columns.removeSubrange(count...)
    }

    /// The row `symbol` is basic in, if it is basic.
    func row(of symbol: Int) -> Row? {
        let slot = slots[symbol]
        return slot < 0 ? nil : rows[slot]
    }

    /// The slot of the row `symbol` is basic in, if it is basic (never for -1, no symbol).
    func slot(of symbol: Int) -> Int? {
        guard symbol >= 0, slots[symbol] >= 0 else { return nil }
        return slots[symbol]
    }

    /// The current value of `symbol`: its row's constant if basic, else 0.
    func value(of symbol: Int) -> Double {
        let slot = slots[symbol]
        return slot < 0 ? 0 : rows[slot].constant
    }

    /// The slots of the rows that hold the parametric `symbol`.
    func column(of symbol: Int) -> [Int] { columns[symbol] }

    /// Makes `row` the row of `basic`, which must be parametric and not in `row` nor in any row.
    mutating func insert(_ row: Row, basic: Int) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
        }
        slots[basic] = slot
        for index in rows[slot].cells.indices {
            let symbol = rows[slot].cells[index].symbol
            rows[slot].cells[index].position = columns[symbol].count
            columns[symbol].append(slot)
        }
    }

    /// Takes the row in `slot` out of the tableau; its basic symbol becomes parametric.
    mutating func removeRow(at slot: Int) -> Row {
        let row = rows[slot]
        for cell in row.cells { detach(cell) }
        slots[basics[slot]] = -1
        rows[slot] = Row()
        basics[slot] = -1
        freeSlots.append(slot)
        return row
    }

    /// Takes the row that holds `cell` out of its symbol's column: the column's last row takes
    /// its place.
    private mutating func detach(_ cell: Row.Cell) {
        let symbol = cell.symbol
        let last = columns[symbol].count - 1
        if cell.position != last {
            let moved = columns[symbol][last]
            columns[symbol][cell.position] = moved
            rows[moved].setPosition(cell.position, of: symbol)
        }
        columns[symbol].removeLast()
    }

    /// Changes the constant of the row in `slot` by `delta`, noting it if it becomes infeasible.
    mutating func addToConstant(_ delta: Double, inRowAt slot: Int) {
        rows[slot].constant += delta
        if rows[slot].constant < 0 && kinds[basics[slot]] != .external { infeasible.append(basics[slot]) }
    }

    /// Replaces the parametric `symbol` by `row` (what it equals) in every row and the objectives.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let holders = columns[symbol]
        columns[symbol] = []
        var scratch: [Row.Cell] = []
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        for slot in holders {
            var target = Row()
            swap(&target, &rows[slot])
            let coefficient = target.remove(symbol)
            if coefficient != 0 {
                target.add(
                    row, times: coefficient, scratch: &scratch,
                    entered: { symbol in
                        columns[symbol].append(slot)
                        return columns[symbol].count - 1
                    },
                    left: { detach($0) })
            }
            swap(&target, &rows[slot])
            let basic = basics[slot]
            if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        let objectiveCoefficient = objective.remove(symbol)
        if objectiveCoefficient != 0 {
            objective.add(row, times: objectiveCoefficient, scratch: &scratch)
            objectiveMayImprove = true
        }
        if var artificialRow = artificial {
            artificial = nil
            let coefficient = artificialRow.remove(symbol)
            if coefficient != 0 { artificialRow.add(row, times: coefficient) }
            artificial = artificialRow
        }
    }

    /// Weighs the new error symbol `error` in the objective.
    mutating func weigh(_ error: Int, by weight: Double) {
        objective.add(error, weight)
    }

    /// Takes the weight of the error symbol `error` out of the objective.
    mutating func unweigh(_ error: Int, by weight: Double) {
        if let slot = slot(of: error) {
            objective.add(rows[slot], times: -weight)
        } else {
            objective.add(error, -weight)
        }
        objectiveMayImprove = true
    }

    /// Removes the parametric `symbol` from every row and the objective.
    mutating func erase(_ symbol: Int) {
        for slot in columns[symbol] { rows[slot].remove(symbol) }
        columns[symbol] = []
        objective.remove(symbol)
    }

    /// Pivots: `entering` becomes basic in place of the basic symbol of the row in `slot`.
    mutating func pivot(slot: Int, entering: Int) {
        let leaving = basics[slot]
        var row = removeRow(at: slot)
        row.solve(for: leaving, into: entering)
        substitute(entering, by: row)
        insert(row, basic: entering)
    }
}
