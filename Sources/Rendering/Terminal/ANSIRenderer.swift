public import Graphics

/// Draws a `Drawing` in a terminal: two pixels a cell in height with upper-half blocks, eighth
/// blocks where an edge falls inside a cell, text as characters over the right background,
/// in 24-bit color, the 256-color palette, 16 colors, or plain characters without color.
public struct ANSIRenderer: Sendable {
    /// The colors the terminal shows.
    public let colors: ColorSupport
    /// How many columns wide the picture is.
    public let columns: Int
    /// Decoded images by path; a missing one draws a placeholder.
    public let images: [String: Bitmap]

    /// A renderer of `columns` columns in `colors`, with `images` by path.
    public init(colors: ColorSupport, columns: Int, images: [String: Bitmap] = [:]) {
        self.colors = colors
        self.columns = columns
        self.images = images
    }

    /// The columns to draw at: a cell for every 4 points, but no wider than `available`.
    public static func columns(for drawing: Drawing, available: Int?) -> Int {
        let natural = max(1, Int(pixels: (drawing.size.width / 4).rounded(.up)))
        return min(natural, max(8, available ?? 80))
    }

    /// The drawing as lines of terminal text: blocks colored with escape sequences at `colors`, or
    /// plain characters for `ColorSupport.none`; or why it cannot be drawn (too many cells).
    public func render(_ drawing: Drawing) throws(RenderError) -> String {
        guard colors != .none else { return try plain(drawing) }
        let grid = try CellGrid(drawing, columns: columns, images: images)
        var output = ""
        for row in 0..<grid.rows {
            var line = Line(colors: colors)
            for column in 0..<grid.columns {
                if let text = grid.character(at: row * grid.columns + column) {
                    line.cell(
                        String(text.character), foreground: text.color,
                        background: grid.average(column: column, row: row))
                } else {
                    let (character, foreground, background) = cell(grid, column: column, row: row)
                    line.cell(character, foreground: foreground, background: background)
                }
            }
            output += line.finish() + "\n"
        }
        return output
    }

    /// Without color: each color as a symbol, as the plain-text picture draws it, and the text.
    private func plain(_ drawing: Drawing) throws(RenderError) -> String {
        let grid = try CellGrid(drawing, columns: columns, subcolumns: 8, subrows: 8, images: images)
        let cells = (0..<grid.rows * grid.columns).map { cell in
            grid.hasCharacter(at: cell)
                ? CellGrid.transparent : grid.mostCommonPacked(column: cell % grid.columns, row: cell / grid.columns)
        }
        let palette = Palette(cells.filter { $0 != CellGrid.transparent })
        var output = ""
        for row in 0..<grid.rows {
            var line = ""
            for column in 0..<grid.columns {
                let cell = row * grid.columns + column
                line.append(
                    grid.character(at: cell)?.character ?? Character(UnicodeScalar(palette.symbol(cells[cell]))))
            }
            output += String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
        }
        return output
    }

    /// The character and colors that best show one cell.
    private func cell(_ grid: CellGrid, column: Int, row: Int) -> (String, Color?, Color?) {
        var top = (UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0))
        var uniform = true
        withUnsafeMutableBytes(of: &top) { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for x in 0..<CellGrid.eighths {
                pixels[x] = grid.packedPixel(column: column, row: row, x: x, y: 0)
                if pixels[x] != grid.packedPixel(column: column, row: row, x: x, y: 1) { uniform = false }
            }
        }
        if uniform, let split = withUnsafeBytes(of: top, { Self.leftRightSplit($0.bindMemory(to: UInt32.self)) }) {
            // An edge inside the cell: the left eighths in one color, the rest in another.
            let (left, right) = (Self.optionalColor(split.left), Self.optionalColor(split.right))
            guard split.count > 0, split.count < CellGrid.eighths else {
                return (" ", nil, split.count > 0 ? left : right)
            }
            return (Self.leftEighths[split.count - 1], left, right)
        }
        let upper = grid.average(column: column, row: row, rows: 0...0)
        let lower = grid.average(column: column, row: row, rows: 1...1)
        if upper == lower { return (" ", nil, upper) }
        return ("▀", upper, lower)
    }

    private static func optionalColor(_ packed: UInt32) -> Color? {
        packed == CellGrid.transparent ? nil : CellGrid.color(packed)
    }

    static let leftEighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A row of pixels that is one color up to some column and another after it, with at most
    /// one pixel blending the two where the edge falls inside it; `count` is how many pixels are
    /// nearer the left color.
    static func leftRightSplit(_ pixels: UnsafeBufferPointer<UInt32>) -> (left: UInt32, right: UInt32, count: Int)? {
        guard let first = pixels.first, let last = pixels.last else { return nil }
        let leading = pixels.prefix { $0 == first }.count
        if leading == pixels.count { return (first, first, leading) }
        let trailing = pixels.reversed().prefix { $0 == last }.count
        switch pixels.count - leading - trailing {
        case 0:
            return (first, last, leading)
        case 1:
            let blend = pixels[leading]
            guard first != CellGrid.transparent, last != CellGrid.transparent, blend != CellGrid.transparent else {
                return nil
            }
            func distance(_ a: UInt32, _ b: UInt32) -> Int {
                var total = 0
                for shift in [UInt32(0), 8, 16] {
                    let difference = Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)
                    total += abs(difference)
                }
                return total
            }
            return (first, last, leading + (distance(blend, first) < distance(blend, last) ? 1 : 0))
        default:
            return nil
        }
    }

    /// One line of output, choosing colors only when they change.
    private struct Line {
        let colors: ColorSupport
        var text = ""
        var foreground: Color??
        var background: Color??

        init(colors: ColorSupport) {
            self.colors = colors
        }

        mutating func cell(_ character: String, foreground newForeground: Color?, background newBackground: Color?) {
            if background != .some(newBackground) {
                text += newBackground.map { ANSIColor.select($0, colors, background: true) } ?? "\u{1B}[49m"
                background = .some(newBackground)
            }
            if character != " ", foreground != .some(newForeground) {
                text += newForeground.map { ANSIColor.select($0, colors) } ?? "\u{1B}[39m"
                foreground = .some(newForeground)
            }
            text += character
        }

        mutating func finish() -> String {
            text + ANSIColor.reset
        }
    }
}
