/// Columns of text padded to line up, as `list` and `inspect` print them: each row's cells
/// padded to the widest cell of their column, separated by two spaces, without trailing spaces.
/// A row of one cell is a heading: it widens no column. A cell wider than `widestColumn` widens
/// none either; it runs past its column.
///
/// Cells are kept as one run of bytes, not a string a cell, so that a table of a million rows
/// costs little more than its text.
struct TextTable {
    /// The widest a cell may be and still widen its column.
    static let widestColumn = 64

    /// The cells' text, one after another.
    private var text: [UInt8] = []
    /// Where each cell ends in `text`.
    private var cellEnds: [Int] = []
    private var cellWidths: [Int32] = []
    /// Where each row's cells end in `cellEnds`.
    private var rowEnds: [Int] = []
    private var columnWidths: [Int] = []

    /// Adds a row of cells.
    mutating func append(_ row: [String]) {
        for cell in row { append(cell, width: Self.width(cell)) }
        endRow()
    }

    /// Adds a cell to the row being made, whose width on a terminal is known.
    mutating func append(_ cell: String, width: Int) {
        text += cell.utf8
        cellEnds.append(text.count)
        cellWidths.append(Int32(clamping: width))
    }

    /// Ends the row being made.
    mutating func endRow() {
        let start = rowEnds.last ?? 0
        if cellEnds.count - start > 1 {
            for (column, width) in cellWidths[start...].enumerated() where width <= Self.widestColumn {
                if column == columnWidths.count { columnWidths.append(0) }
                columnWidths[column] = max(columnWidths[column], Int(width))
            }
        }
        rowEnds.append(cellEnds.count)
    }

    /// The lines, each ending in a line feed, handed to `write` some 64 KiB at a time.
    func write(_ write: (ArraySlice<UInt8>) -> Void) {
        var lines: [UInt8] = []
        lines.reserveCapacity(1 << 16 + 1024)
        var start = 0
        for end in rowEnds {
            let lineStart = lines.count
            for index in start..<end {
                lines += text[(index == 0 ? 0 : cellEnds[index - 1])..<cellEnds[index]]
                if index + 1 < end {
                    let column = index - start
                    let padding = max(columnWidths[column] - Int(cellWidths[index]), 0) + 2
                    lines += repeatElement(UInt8(ascii: " "), count: padding)
                }
            }
            while lines.count > lineStart, lines.last == UInt8(ascii: " ") { lines.removeLast() }
            lines.append(UInt8(ascii: "\n"))
            start = end
            if lines.count >= 1 << 16 {
                write(lines[...])
                lines.removeAll(keepingCapacity: true)
            }
        }
        if !lines.isEmpty { write(lines[...]) }
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
