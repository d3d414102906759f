public import Graphics

/// Draws a `Drawing` as a plain-text picture for snapshots and code review: a cell for every
/// 4 points across (a cell is twice as tall), each cell marked with a symbol for the color most
/// of it shows, the text laid over it, then the palette and the texts listed. The same drawing
/// always gives the same text, and a change shows as a readable diff: each color keeps its symbol
/// whatever else the drawing shows (see `Palette`), and numbers are written to a thousandth of a
/// point in their shortest form (`15.4`, never `15.399999999999999`).
public struct TextPictureRenderer: Sendable {
    /// How many columns wide the picture is.
    public let columns: Int
    /// Decoded images by path; a missing one draws a placeholder.
    public let images: [String: Bitmap]

    /// A renderer of `columns` columns, with `images` by path.
    public init(columns: Int, images: [String: Bitmap] = [:]) {
        self.columns = columns
        self.images = images
    }

    /// A cell for every 4 points across.
    public static func columns(for drawing: Drawing) -> Int {
        max(1, Int(pixels: (drawing.size.width / 4).rounded(.up)))
    }

    /// The drawing as plain text, or why it cannot be drawn (too many cells).
    public func render(_ drawing: Drawing) throws(RenderError) -> String {
        let grid = try CellGrid(drawing, columns: columns, subcolumns: 8, subrows: 8, images: images)
        // The text is made as UTF-8, a byte a symbol: a `String` grown a character at a time
        // costs most of the picture.
        var output: [UInt8] = []
        output.reserveCapacity((grid.columns + 3) * (grid.rows + 2) + 256)
        func appendLine(_ line: String) {
            output.append(contentsOf: line.utf8)
            output.append(UInt8(ascii: "\n"))
        }
        appendLine(
            "\(SVGRenderer.number(drawing.size.width))×\(SVGRenderer.number(drawing.size.height)) pt, "
                + "\(grid.columns)×\(grid.rows) cells of \(SVGRenderer.number(grid.pointsPerColumn))×\(SVGRenderer.number(2 * grid.pointsPerColumn)) pt"
        )
        let border = "+" + String(repeating: "-", count: grid.columns) + "+"
        appendLine(border)
        // Each cell's color, `0xRRGGBB`, or transparent where text or nothing is drawn.
        var cells = [UInt32](repeating: CellGrid.transparent, count: grid.rows * grid.columns)
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where !grid.hasCharacter(at: row * grid.columns + column) {
                cells[row * grid.columns + column] = grid.mostCommonPacked(column: column, row: row)
            }
        }
        let palette = Palette(cells.lazy.filter { $0 != CellGrid.transparent })
        for row in 0..<grid.rows {
            output.append(UInt8(ascii: "|"))
            for column in 0..<grid.columns {
                let cell = row * grid.columns + column
                if let text = grid.character(at: cell) {
                    output.append(contentsOf: text.character.utf8)
                } else {
                    output.append(palette.symbol(cells[cell]))
                }
            }
            output.append(contentsOf: "|\n".utf8)
        }
        appendLine(border)
        for (symbol, color) in palette.legend {
            appendLine("\(symbol) \(color.text)")
        }
        for text in drawing.texts {
            let weight = text.font.weight == .regular ? "" : " " + text.font.weight.rawValue
            appendLine(
                "\"\(TextLayout.printable(text.text))\" \(text.color.text) \(SVGRenderer.number(text.font.size)) pt\(weight) in "
                    + [text.rect.x, text.rect.y, text.rect.width, text.rect.height].map(SVGRenderer.number).joined(
                        separator: ",")
            )
        }
        return String(decoding: output, as: UTF8.self)
    }
}
