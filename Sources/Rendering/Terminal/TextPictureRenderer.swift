package import Inspectable

/// Draws a `Drawing` as a plain-text picture for snapshots and code review: a cell for every
/// 4 points across (a cell is twice as tall), each cell marked with a symbol for the color most
/// of it shows, the text laid over it, then the palette and the texts listed. The same drawing
/// always gives the same text, and a change shows as a readable diff.
///
/// A picture of more colors than there are symbols (a gradient, a shadow's soft edge) has its
/// colors gathered into as few bands as fit: each color takes the symbol of the first one seen
/// that lies near it, the nearness doubling until the symbols suffice.
public struct TextPictureRenderer: Sendable {
    public let columns: Int
    public let images: [String: Bitmap]

    public init(columns: Int, images: [String: Bitmap] = [:]) {
        self.columns = columns
        self.images = images
    }

    /// A cell for every 4 points across.
    package static func columns(for drawing: Drawing) -> Int {
        max(1, Int(pixels: (drawing.size.width / 4).rounded(.up)))
    }

    package func render(_ drawing: Drawing) throws(RenderError) -> String {
        let grid = try CellGrid(drawing, columns: columns, subcolumns: 8, subrows: 8, images: images)
        var palette = Palette()
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
        // Each cell's color as an index into the colors in the order first seen (most cells
        // share their neighbour's), made a `Color` once each.
        var distinct: [UInt32] = []
        var indexOfColor: [UInt32: Int] = [:]
        var cells = [Int](repeating: -1, count: grid.rows * grid.columns)
        var previous = (packed: CellGrid.transparent, index: -1)
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where !grid.hasCharacter(at: row * grid.columns + column) {
                let packed = grid.mostCommonPacked(column: column, row: row)
                guard packed != CellGrid.transparent else { continue }
                if packed != previous.packed {
                    let index = indexOfColor[packed] ?? distinct.count
                    if index == distinct.count {
                        distinct.append(packed)
                        indexOfColor[packed] = index
                    }
                    previous = (packed, index)
                }
                cells[row * grid.columns + column] = previous.index
            }
        }
        let shown = Palette.representatives(of: distinct.map(CellGrid.color))
        // Each distinct color's symbol, given when first drawn (0 until then).
        var symbols = [UInt8](repeating: 0, count: shown.count)
        for row in 0..<grid.rows {
            output.append(UInt8(ascii: "|"))
            for column in 0..<grid.columns {
                let cell = row * grid.columns + column
                if let text = grid.character(at: cell) {
                    output.append(contentsOf: text.character.utf8)
                    continue
                }
                let index = cells[cell]
                guard index >= 0 else {
                    output.append(UInt8(ascii: " "))
                    continue
                }
                if symbols[index] == 0 {
                    symbols[index] = Palette.symbolBytes[palette.index(for: shown[index])]
                }
                output.append(symbols[index])
            }
            output.append(contentsOf: "|\n".utf8)
        }
        appendLine(border)
        for (index, color) in palette.colors.enumerated() {
            appendLine("\(Palette.symbol(at: index)) \(color.text)")
        }
        for text in drawing.texts {
            let weight = text.font.weight == .regular ? "" : " " + text.font.weight.rawValue
            appendLine(
                "\"\(TextLayout.printable(text.text))\" \(text.color.text) \(SVGRenderer.number(text.font.size)) pt\(weight) in \(text.rect.text)"
            )
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// Colors given symbols in the order they are first seen: never letters or digits, so they
/// cannot be mistaken for text; a blank for transparent.
struct Palette {
    private static let symbolText = ".#=+*~^:-o&$@?!;_/|<>[]{}"
    static let symbols = Array(symbolText)
    /// The symbols as the ASCII bytes they are, by index.
    static let symbolBytes = Array(symbolText.utf8)
    private(set) var colors: [Color] = []

    static func symbol(at index: Int) -> Character {
        symbols[min(index, symbols.count - 1)]
    }

    /// Each of `distinct` colors as the one shown for it: itself when the colors fit the
    /// symbols; otherwise the first color seen within a distance (the largest difference of a
    /// channel, alpha counted on the same scale), the distance doubling from 4 until they fit.
    static func representatives(of distinct: [Color]) -> [Color] {
        guard distinct.count > symbols.count else { return distinct }
        func distance(_ a: Color, _ b: Color) -> Double {
            max(
                abs(a.red255 - b.red255), abs(a.green255 - b.green255), abs(a.blue255 - b.blue255),
                abs(a.alpha - b.alpha) * 255)
        }
        var nearness = 4.0
        while true {
            var chosen: [Color] = []
            var representatives: [Color] = []
            for color in distinct {
                if let near = chosen.first(where: { distance($0, color) <= nearness }) {
                    representatives.append(near)
                } else {
                    chosen.append(color)
                    representatives.append(color)
                }
            }
            if chosen.count <= symbols.count { return representatives }
            nearness *= 2
        }
    }

    mutating func symbol(for color: Color?) -> Character {
        guard let color else { return " " }
        return Self.symbols[index(for: color)]
    }

    /// The index in `symbols` of the symbol of `color`, given it if it has none yet.
    mutating func index(for color: Color) -> Int {
        if let index = colors.firstIndex(of: color) { return min(index, Self.symbols.count - 1) }
        colors.append(color)
        return min(colors.count - 1, Self.symbols.count - 1)
    }
}
