/// Columns of text padded to line up, as `list` and `inspect` print them: each row's cells
/// padded to the widest cell of their column, separated by two spaces, without trailing spaces.
/// A row of one cell is a heading: it widens no column. A cell wider than `widestColumn` widens
/// none either; it runs past its column.
///
/// Cells are kept in one array, not an array a row, so that a table of a million rows costs
/// what its text costs.
struct TextTable {
    /// The widest a cell may be and still widen its column.
    static let widestColumn = 64

    private var cells: [String] = []
    private var cellWidths: [Int] = []
    /// Where each row's cells end in `cells`.
    private var rowEnds: [Int] = []
    private var columnWidths: [Int] = []

    /// Adds a row of cells.
    mutating func append(_ row: [String]) {
        for cell in row { append(cell, width: Self.width(cell)) }
        endRow()
    }

    /// Adds a cell to the row being made, whose width on a terminal is known.
    mutating func append(_ cell: String, width: Int) {
        cells.append(cell)
        cellWidths.append(width)
    }

    /// Ends the row being made.
    mutating func endRow() {
        let start = rowEnds.last ?? 0
        if cells.count - start > 1 {
            for (column, width) in cellWidths[start...].enumerated() where width <= Self.widestColumn {
                if column == columnWidths.count { columnWidths.append(0) }
                columnWidths[column] = max(columnWidths[column], width)
            }
        }
        rowEnds.append(cells.count)
    }

    /// The lines, each ending in a line feed, handed to `write` some 64 KiB at a time.
    func write(_ write: (ArraySlice<UInt8>) -> Void) {
        var text: [UInt8] = []
        text.reserveCapacity(1 << 16 + 1024)
        var start = 0
        for end in rowEnds {
            let lineStart = text.count
            for index in start..<end {
                text += cells[index].utf8
                if index + 1 < end {
                    let column = index - start
                    let padding = max(columnWidths[column] - cellWidths[index], 0) + 2
                    text += repeatElement(UInt8(ascii: " "), count: padding)
                }
            }
            while text.count > lineStart, text.last == UInt8(ascii: " ") { text.removeLast() }
            text.append(UInt8(ascii: "\n"))
            start = end
            if text.count >= 1 << 16 {
                write(text[...])
                text.removeAll(keepingCapacity: true)
            }
        }
        if !text.isEmpty { write(text[...]) }
    }

    /// The width of text on a terminal, skipping color escape sequences.
    static func width(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}
