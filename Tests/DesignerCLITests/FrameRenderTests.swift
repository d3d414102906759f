import Testing

@testable import DesignerCLI

/// A live command's frames: drawn over the last one, only the rows that changed are written, and
/// the screen ends as a whole redraw would leave it.
@Suite("Live frames")
struct FrameRenderTests {
    /// The characters a terminal shows after `text`, for the escape sequences frames use (cursor
    /// home and position, erase line and below, CR LF); colors are read and dropped.
    private struct Screen {
        var cells: [[Character]]
        var row = 0
        var column = 0

        init(columns: Int, rows: Int) {
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        var lines: [String] { cells.map { String($0).replacing(#/ +$/#, with: "") } }

        mutating func apply(_ text: String) {
            // Scalars: CR LF is one `Character`.
            var characters = Array(text.unicodeScalars)[...]
            while let character = characters.popFirst() {
                switch character {
                case "\u{1B}":
                    #expect(characters.popFirst() == "[")
                    var parameters = ""
                    while let next = characters.popFirst() {
                        guard ("0"..."9").contains(next) || next == ";" || next == "?" else {
                            perform(next, parameters)
                            break
                        }
                        parameters.unicodeScalars.append(next)
                    }
                case "\r": column = 0
                case "\n": row += 1
                default:
                    cells[row][column] = Character(character)
                    column += 1
                }
            }
        }

        private mutating func perform(_ final: Unicode.Scalar, _ parameters: String) {
            let numbers = parameters.split(separator: ";").compactMap { Int($0) }
            switch final {
            case "H":
                row = (numbers.first ?? 1) - 1
                column = (numbers.dropFirst().first ?? 1) - 1
            case "K":
                for index in column..<cells[row].count { cells[row][index] = " " }
            case "J":
                for index in column..<cells[row].count { cells[row][index] = " " }
                for below in (row + 1)..<cells.count {
                    cells[below] = Array(repeating: " ", count: cells[below].count)
                }
            case "m", "h", "l": break
            default: Issue.record("an escape sequence frames do not use: \(parameters)\(final)")
            }
        }
    }

    @Test func aFrameOverTheLastWritesOnlyTheRowsThatChanged() {
        let first = ["designer watch", "\u{1B}[31m████\u{1B}[0m 50%", "", "status"]
        let second = ["designer watch", "\u{1B}[31m██████\u{1B}[0m 80%", "", "status"]
        let whole = Frame.render(first, columns: 20, rows: 6)
        var screen = Screen(columns: 20, rows: 6)
        screen.apply(whole.text)
        #expect(screen.lines == first.map { $0.replacing(/\u{1B}\[[0-9;]*m/, with: "") } + ["", ""])

        let update = Frame.render(second, columns: 20, rows: 6, over: whole.shown)
        #expect(update.text.hasPrefix(Frame.begin) && update.text.hasSuffix(Frame.end))
        #expect(!update.text.contains("designer watch") && !update.text.contains("status"))
        #expect(update.text.contains("80%"))
        screen.apply(update.text)
        var redrawn = Screen(columns: 20, rows: 6)
        redrawn.apply(Frame.render(second, columns: 20, rows: 6).text)
        #expect(screen.lines == redrawn.lines)

        // Nothing changed, nothing written.
        #expect(Frame.render(second, columns: 20, rows: 6, over: update.shown).text.isEmpty)
    }

    @Test(arguments: [
        (["a", "b", "c", "d"], ["a", "b"]),
        (["a", "b"], ["a", "x", "c", "d"]),
        (["a", "b", "c"], []),
        ([], ["only"]),
        (["a long line cut at the edge", "b"], ["a long line cut at the edgE", "b"]),
        (["1", "2", "3", "4", "5", "6", "7", "8"], ["1", "2", "3", "4", "5", "6", "7", "x"]),
    ])
    func everyUpdateLeavesTheScreenAsAWholeRedrawWould(before: [String], after: [String]) {
        let columns = 12
        let rows = 6
        var screen = Screen(columns: columns, rows: rows)
        let first = Frame.render(before, columns: columns, rows: rows)
        screen.apply(first.text)
        screen.apply(Frame.render(after, columns: columns, rows: rows, over: first.shown).text)
        var redrawn = Screen(columns: columns, rows: rows)
        redrawn.apply(Frame.render(after, columns: columns, rows: rows).text)
        #expect(screen.lines == redrawn.lines)
    }

    @Test func aNewSizeRedrawsEverything() {
        let lines = ["designer watch", "picture"]
        let before = Frame.render(lines, columns: 20, rows: 6)
        let resized = Frame.render(lines, columns: 30, rows: 6, over: before.shown)
        #expect(resized.text == Frame.render(lines, columns: 30, rows: 6).text)
        #expect(resized.text.contains("designer watch"))
    }
}
