/// Columns of text padded to line up, as `list` and `inspect` print them: each row's cells
/// padded to the widest cell of their column, separated by two spaces, without trailing spaces.
/// A row of one cell is a heading: it widens no column. A cell wider than `widestColumn` widens
/// none either; it runs past its column.
///
/// A cell that many rows show (an attribute's label, a type) is shared: its text is kept once
/// and each row holds four bytes for it. Other cells are kept as one run of bytes, not a string
/// a cell, so that a table of a million rows costs little more than its distinct text. A row
/// that many views show whole (an attribute at its default) is shared too: its line is made
/// once, and each time it is shown costs a copy of that line.
struct TextTable {
    /// The widest a cell may be and still widen its column.
    static let widestColumn = 64

    /// Text kept once, for the cells of many rows.
    struct SharedCell {
        fileprivate let index: UInt32
    }

    /// A row of shared cells, kept once, for many places in the table.
    struct SharedRow {
        fileprivate let index: Int
    }

    private var shared: [(bytes: [UInt8], width: Int)] = []
    /// The cells of each shared row, and whether it is in the table yet (it widens its columns
    /// only once it is).
    private var sharedRows: [(cells: [UInt32], isShown: Bool)] = []
    /// Per cell, in order: a shared cell's index with the high bit set, or the length of the
    /// cell's bytes in `text`.
    private var cells: [UInt32] = []
    /// The cells that are not shared, one after another, and their widths.
    private var text: [UInt8] = []
    private var textWidths: [Int32] = []
    /// Where each row's cells end in `cells`, or a shared row's index with `sharedRowFlag` set.
    private var rowEnds: [Int] = []
    /// The widths of the row being made.
    private var rowWidths: [Int] = []
    private var columnWidths: [Int] = []

    private static let sharedFlag: UInt32 = 1 << 31
    private static let sharedRowFlag = 1 << 62

    /// Keeps `cell`, whose width on a terminal is known, for rows to show.
    mutating func share(_ cell: String, width: Int) -> SharedCell {
        shared.append((Array(cell.utf8), width))
        return SharedCell(index: UInt32(shared.count - 1) | Self.sharedFlag)
    }

    /// Keeps a row of shared cells, for the table to show wherever `append(_:)` puts it.
    mutating func share(row cells: [SharedCell]) -> SharedRow {
        sharedRows.append((cells.map(\.index), false))
        return SharedRow(index: sharedRows.count - 1)
    }

    /// Adds a shared row.
    mutating func append(_ row: SharedRow) {
        if !sharedRows[row.index].isShown {
            sharedRows[row.index].isShown = true
            let widths = sharedRows[row.index].cells.map { shared[Int($0 & ~Self.sharedFlag)].width }
            widen(to: widths)
        }
        rowEnds.append(row.index | Self.sharedRowFlag)
    }

    /// Adds a row of cells.
    mutating func append(_ row: [String]) {
        for cell in row { append(cell, width: Self.width(cell)) }
        endRow()
    }

    /// Adds a cell to the row being made, whose width on a terminal is known.
    mutating func append(_ cell: String, width: Int) {
        var cell = cell
        guard cell.utf8.count < Self.sharedFlag else { return append(share(cell, width: width)) }
        cell.withUTF8 { text.append(contentsOf: $0) }
        cells.append(UInt32(cell.utf8.count))
        textWidths.append(Int32(clamping: width))
        rowWidths.append(width)
    }

    /// Adds a shared cell to the row being made.
    mutating func append(_ cell: SharedCell) {
        cells.append(cell.index)
        rowWidths.append(shared[Int(cell.index & ~Self.sharedFlag)].width)
    }

    /// Ends the row being made.
    mutating func endRow() {
        widen(to: rowWidths)
        rowWidths.removeAll(keepingCapacity: true)
        rowEnds.append(cells.count)
    }

    /// Widens the columns to a row's cells, unless it is a heading.
    private mutating func widen(to widths: [Int]) {
        guard widths.count > 1 else { return }
        if columnWidths.count < widths.count {
            columnWidths += repeatElement(0, count: widths.count - columnWidths.count)
        }
        for (column, width) in widths.enumerated() where width <= Self.widestColumn {
            columnWidths[column] = max(columnWidths[column], width)
        }
    }

    /// The lines, each ending in a line feed, handed to `write` some 64 KiB at a time.
    func write(_ write: (ArraySlice<UInt8>) -> Void) {
        // Padding is at most the widest column and the two spaces between columns.
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: Self.widestColumn + 2)
        var lines: [UInt8] = []
        lines.reserveCapacity(1 << 16 + 1024)
        var textStart = 0
        var textCell = 0
        /// Each shared row's line, once it is made.
        var sharedLines = [[UInt8]?](repeating: nil, count: sharedRows.count)
        text.withUnsafeBufferPointer { text in
            spaces.withUnsafeBufferPointer { spaces in
                /// Appends to `line` the row of `cells`, padded to the columns.
                func appendLine(_ cells: ArraySlice<UInt32>, to line: inout [UInt8]) {
                    let lineStart = line.count
                    for index in cells.indices {
                        let cell = cells[index]
                        let width: Int
                        if cell & Self.sharedFlag != 0 {
                            let sharedCell = shared[Int(cell & ~Self.sharedFlag)]
                            line += sharedCell.bytes
                            width = sharedCell.width
                        } else {
                            let textEnd = textStart + Int(cell)
                            line.append(contentsOf: UnsafeBufferPointer(rebasing: text[textStart..<textEnd]))
                            width = Int(textWidths[textCell])
                            (textStart, textCell) = (textEnd, textCell + 1)
                        }
                        if index + 1 < cells.endIndex {
                            let padding = max(columnWidths[index - cells.startIndex] - width, 0) + 2
                            line.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<padding]))
                        }
                    }
                    while line.count > lineStart, line.last == UInt8(ascii: " ") { line.removeLast() }
                    line.append(UInt8(ascii: "\n"))
                }
                var start = 0
                for end in rowEnds {
                    if end & Self.sharedRowFlag != 0 {
                        let row = end & ~Self.sharedRowFlag
                        if let line = sharedLines[row] {
                            lines += line
                        } else {
                            var line: [UInt8] = []
                            appendLine(sharedRows[row].cells[...], to: &line)
                            sharedLines[row] = line
                            lines += line
                        }
                    } else {
                        appendLine(cells[start..<end], to: &lines)
                        start = end
                    }
                    if lines.count >= 1 << 16 {
                        write(lines[...])
                        lines.removeAll(keepingCapacity: true)
                    }
                }
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
