/// One row of the tableau: `basic = constant + Σ coefficient · symbol`, or an objective; its cells
/// sorted by symbol, so that merging two rows is one pass and every order is the same each run.
struct Row {
    /// One cell: a symbol (a number in the tableau's symbol tables) and its coefficient.
    struct Cell {
        var symbol: Int
        var coefficient: Double
        /// In a row of the tableau: where the row is in the symbol's column, so that leaving
        /// the column takes no search.
        var position = 0
    }

    /// The cells, sorted by symbol, with no coefficient near zero.
    var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// The values nearer zero than this are zero: Kiwi's epsilon.
    static let epsilon = 1.0e-8

    /// Whether `value` is zero within ``epsilon``.
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Where `symbol`'s cell is, or would be inserted.
    private func position(of symbol: Int) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The coefficient of `symbol`, 0 if the row does not hold it.
    func coefficient(for symbol: Int) -> Double {
        let index = position(of: symbol)
        return index < cells.count && cells[index].symbol == symbol ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if it comes near zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let index = position(of: symbol)
        if index < cells.count && cells[index].symbol == symbol {
            cells[index].coefficient += coefficient
            if Row.nearZero(cells[index].coefficient) { cells.remove(at: index) }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Removes `symbol`'s cell, returning its coefficient (0 if there was none).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let index = position(of: symbol)
        guard index < cells.count && cells[index].symbol == symbol else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor · other`, calling `entered` for each symbol that gains a cell (which answers
    /// the cell's position) and `left` for each cell that cancels out.
    ///
    /// The cells are merged into `scratch`, which then takes the old cells' storage: passing the
    /// same scratch array to every merge spares an allocation each.
    mutating func add(
        _ other: Row, times factor: Double, scratch: inout [Cell], entered: (Int) -> Int = { _ in 0 },
        left: (Cell) -> Void = { _ in }
    ) {
        constant += factor * other.constant
        guard !other.cells.isEmpty else { return }
        if other.cells.count * 4 <= cells.count {
            addInPlace(other, times: factor, entered: entered, left: left)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        var index = 0
        var otherIndex = 0
        while index < cells.count || otherIndex < other.cells.count {
            if otherIndex == other.cells.count
                || (index < cells.count && cells[index].symbol < other.cells[otherIndex].symbol)
            {
                scratch.append(cells[index])
                index += 1
            } else if index == cells.count || other.cells[otherIndex].symbol < cells[index].symbol {
                let cell = other.cells[otherIndex]
                let coefficient = factor * cell.coefficient
                if !Row.nearZero(coefficient) {
                    scratch.append(Cell(symbol: cell.symbol, coefficient: coefficient, position: entered(cell.symbol)))
                }
                otherIndex += 1
            } else {
                var cell = cells[index]
                cell.coefficient += factor * other.cells[otherIndex].coefficient
                if Row.nearZero(cell.coefficient) {
                    left(cell)
                } else {
                    scratch.append(cell)
                }
                index += 1
                otherIndex += 1
            }
        }
        swap(&cells, &scratch)
    }

    /// Adds the cells of a row much shorter than this one, each found by binary search, so that
    /// the cells they leave alone are not copied.
    private mutating func addInPlace(
        _ other: Row, times factor: Double, entered: (Int) -> Int, left: (Cell) -> Void
    ) {
        var start = 0
        for cell in other.cells {
            var low = start
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                if cells[middle].symbol < cell.symbol { low = middle + 1 } else { high = middle }
            }
            let coefficient = factor * cell.coefficient
            if low < cells.count && cells[low].symbol == cell.symbol {
                cells[low].coefficient += coefficient
                if Row.nearZero(cells[low].coefficient) {
                    left(cells.remove(at: low))
                    start = low
                } else {
                    start = low + 1
                }
            } else if !Row.nearZero(coefficient) {
                cells.insert(
                    Cell(symbol: cell.symbol, coefficient: coefficient, position: entered(cell.symbol)), at: low)
                start = low + 1
            } else {
                start = low
            }
        }
    }

    /// Adds `factor · other`.
    mutating func add(_ other: Row, times factor: Double) {
        var scratch: [Cell] = []
        add(other, times: factor, scratch: &scratch)
    }

    /// Sets the position of `symbol`'s cell, which the row holds.
    mutating func setPosition(_ position: Int, of symbol: Int) {
        cells[self.position(of: symbol)].position = position
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = row` for `symbol`: the row becomes `symbol = …` without `symbol`'s cell.
    mutating func solve(for symbol: Int) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs = …`, with `lhs` in it.
    mutating func solve(for lhs: Int, into rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
