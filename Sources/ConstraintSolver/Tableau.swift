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

    /// The objective: the errors of each priority, minimized highest priority first.
    private(set) var objective = Objective()
    /// Whether the objective may have a negative coefficient: false after an optimization, until
    /// a substitution or a removal changes it (a new error's positive weight does not).
    var objectiveMayImprove = false
    /// The artificial objective while a row is being added with an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have become infeasible since the last dual optimization.
    var infeasible: [Int] = []
    /// The cells substitutions have merged and the constants moved since the solver last checked
    /// its required constraints, roughly: what a check may cost without slowing the solver
    /// noticeably.
    var work = 0
    /// The storage rows are merged into, reused from merge to merge.
    private var scratch: [Row.Cell] = []

    /// What a change under way has overwritten, to undo it: the first old value of each row and
    /// each symbol's slot and column it touched, and the small state as it was.
    private struct Journal {
        var rows: [(slot: Int, row: Row, basic: Int)] = []
        var symbols: [(symbol: Int, slot: Int, column: [Int])] = []
        let rowCount: Int
        let symbolCount: Int
        let objective: Objective
        let objectiveMayImprove: Bool
        let infeasible: [Int]
        let freeSlots: [Int]
    }

    /// The journal of the change under way, if one was begun.
    private var journal: Journal?
    /// The number of the journal, counted from 1, that the stamps below refer to.
    private var generation = 0
    /// By slot: the number of the last journal that recorded its row.
    private var rowStamps: [Int] = []
    /// By symbol: the number of the last journal that recorded its slot and column.
    private var symbolStamps: [Int] = []

    /// Begins recording what changes, so that ``rollBack()`` can undo it; the cost is one copy of
    /// each row and column touched, not of the whole tableau.
    mutating func beginJournal() {
        generation += 1
        journal = Journal(
            rowCount: rows.count, symbolCount: kinds.count, objective: objective,
            objectiveMayImprove: objectiveMayImprove, infeasible: infeasible, freeSlots: freeSlots)
    }

    /// Keeps what changed since ``beginJournal()``.
    mutating func commitJournal() { journal = nil }

    /// Puts the tableau back as it was at ``beginJournal()``.
    mutating func rollBack() {
        guard let journal else { return }
        self.journal = nil
        for (slot, row, basic) in journal.rows {
            rows[slot] = row
            basics[slot] = basic
        }
        rows.removeSubrange(journal.rowCount...)
        basics.removeSubrange(journal.rowCount...)
        rowStamps.removeSubrange(journal.rowCount...)
        dropSymbols(from: journal.symbolCount)
        for (symbol, slot, column) in journal.symbols {
            slots[symbol] = slot
            columns[symbol] = column
        }
        objective = journal.objective
        objectiveMayImprove = journal.objectiveMayImprove
        infeasible = journal.infeasible
        freeSlots = journal.freeSlots
        artificial = nil
    }

    /// Records the row in `slot` before it changes, if a journal is under way.
    private mutating func touchRow(_ slot: Int) {
        guard journal != nil, slot < rowStamps.count, rowStamps[slot] != generation else { return }
        rowStamps[slot] = generation
        if slot < journal?.rowCount ?? 0 { journal?.rows.append((slot, rows[slot], basics[slot])) }
    }

    /// Records `symbol`'s slot and column before they change, if a journal is under way.
    private mutating func touchSymbol(_ symbol: Int) {
        guard journal != nil, symbolStamps[symbol] != generation else { return }
        symbolStamps[symbol] = generation
        if symbol < journal?.symbolCount ?? 0 { journal?.symbols.append((symbol, slots[symbol], columns[symbol])) }
    }

    /// A new symbol of `kind`, owned by constraint `owner` (-1 for none).
    mutating func makeSymbol(_ kind: Kind, owner: Int = -1) -> Int {
        kinds.append(kind)
        owners.append(owner)
        slots.append(-1)
        columns.append([])
        symbolStamps.append(0)
        return kinds.count - 1
    }

    /// Forgets the symbols made after the first `count`, which no row may hold.
    mutating func dropSymbols(from count: Int) {
        kinds.removeSubrange(count...)
        owners.removeSubrange(count...)
        slots.removeSubrange(count...)
        columns.removeSubrange(count...)
        symbolStamps.removeSubrange(count...)
    }

    /// Takes every row and the objective out, keeping the symbols, all parametric.
    mutating func removeAllRows() {
        rows = []
        basics = []
        freeSlots = []
        rowStamps = []
        for symbol in slots.indices {
            slots[symbol] = -1
            columns[symbol] = []
        }
        objective = Objective()
        objectiveMayImprove = false
        artificial = nil
        infeasible = []
        work = 0
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
            touchRow(slot)
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
            rowStamps.append(0)
        }
        touchSymbol(basic)
        slots[basic] = slot
        for index in rows[slot].cells.indices {
            let symbol = rows[slot].cells[index].symbol
            touchSymbol(symbol)
            rows[slot].cells[index].position = columns[symbol].count
            columns[symbol].append(slot)
        }
    }

    /// Takes the row in `slot` out of the tableau; its basic symbol becomes parametric.
    mutating func removeRow(at slot: Int) -> Row {
        touchRow(slot)
        let row = rows[slot]
        for cell in row.cells { detach(cell) }
        touchSymbol(basics[slot])
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
        touchSymbol(symbol)
        let last = columns[symbol].count - 1
        if cell.position != last {
            let moved = columns[symbol][last]
            touchRow(moved)
            columns[symbol][cell.position] = moved
            rows[moved].setPosition(cell.position, of: symbol)
        }
        columns[symbol].removeLast()
    }

    /// Changes the constant of the row in `slot` by `delta`, noting it if it becomes infeasible.
    mutating func addToConstant(_ delta: Double, inRowAt slot: Int) {
        touchRow(slot)
        work += 1
        rows[slot].constant += delta
        if rows[slot].constant < 0 && kinds[basics[slot]] != .external { infeasible.append(basics[slot]) }
    }

    /// Replaces the parametric `symbol` by `row` (what it equals) in every row and the objectives.
    mutating func substitute(_ symbol: Int, by row: Row) {
        touchSymbol(symbol)
        let holders = columns[symbol]
        columns[symbol] = []
        work += (holders.count + 1) * (row.cells.count + 1)
        var scratch: [Row.Cell] = []
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        for slot in holders {
            touchRow(slot)
            var target = Row()
            swap(&target, &rows[slot])
            let coefficient = target.remove(symbol)
            if coefficient != 0 {
                target.add(
                    row, times: coefficient, scratch: &scratch,
                    entered: { symbol in
                        touchSymbol(symbol)
                        columns[symbol].append(slot)
                        return columns[symbol].count - 1
                    },
                    left: { detach($0) })
            }
            swap(&target, &rows[slot])
            let basic = basics[slot]
            if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        if objective.substitute(symbol, by: row, scratch: &scratch) { objectiveMayImprove = true }
        if var artificialRow = artificial {
            artificial = nil
            let coefficient = artificialRow.remove(symbol)
            if coefficient != 0 { artificialRow.add(row, times: coefficient) }
            artificial = artificialRow
        }
    }

    /// Weighs the error symbol `error` in the objective at `strength`'s priority, by its weight
    /// (more, if it is weighed there already).
    mutating func weigh(_ error: Int, by strength: Strength) {
        if let slot = slot(of: error) {
            objective.add(rows[slot], times: strength.weight, priority: strength.priority)
            objectiveMayImprove = true
        } else {
            objective.add(error, strength.weight, priority: strength.priority)
        }
    }

    /// Takes the weight `strength` gave the error symbol `error` out of the objective.
    mutating func unweigh(_ error: Int, by strength: Strength) {
        if let slot = slot(of: error) {
            objective.add(rows[slot], times: -strength.weight, priority: strength.priority)
        } else {
            objective.add(error, -strength.weight, priority: strength.priority)
        }
        objectiveMayImprove = true
    }

    /// Removes the parametric `symbol` from every row and the objective.
    mutating func erase(_ symbol: Int) {
        touchSymbol(symbol)
        for slot in columns[symbol] {
            touchRow(slot)
            rows[slot].remove(symbol)
        }
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
