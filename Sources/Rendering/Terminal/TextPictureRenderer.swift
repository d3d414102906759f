package import Inspectable

/// Draws a `Drawing` as a plain-text picture for snapshots and code review: a cell for every
/// 4 points across (a cell is twice as tall), each cell marked with a symbol for the color most
/// of it shows, the text laid over it, then the palette and the texts listed. The same drawing
/// always gives the same text, and a change shows as a readable diff.
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
        var lines = [
            "\(SVGRenderer.number(drawing.size.width))×\(SVGRenderer.number(drawing.size.height)) pt, "
                + "\(grid.columns)×\(grid.rows) cells of \(SVGRenderer.number(grid.pointsPerColumn))×\(SVGRenderer.number(2 * grid.pointsPerColumn)) pt"
        ]
        let border = "+" + String(repeating: "-", count: grid.columns) + "+"
        lines.append(border)
        for row in 0..<grid.rows {
            var line = "|"
            for column in 0..<grid.columns {
                if let text = grid.characters[row * grid.columns + column] {
                    line.append(text.character)
                    continue
                }
                line.append(palette.symbol(for: grid.mostCommon(column: column, row: row)))
            }
            lines.append(line + "|")
        }
        lines.append(border)
        for (index, color) in palette.colors.enumerated() {
            lines.append("\(Palette.symbol(at: index)) \(color.text)")
        }
        for text in drawing.texts {
            let weight = text.font.weight == .regular ? "" : " " + text.font.weight.rawValue
            lines.append(
                "\"\(TextLayout.printable(text.text))\" \(text.color.text) \(SVGRenderer.number(text.font.size)) pt\(weight) in \(text.rect.text)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Colors given symbols in the order they are first seen: never letters or digits, so they
/// cannot be mistaken for text; a blank for transparent.
struct Palette {
    static let symbols = Array(".#=+*~^:-o&$@?!;_/|<>[]{}")
    private(set) var colors: [Color] = []

    static func symbol(at index: Int) -> Character {
        index < symbols.count ? symbols[index] : "?"
    }

    mutating func symbol(for color: Color?) -> Character {
        guard let color else { return " " }
        if let index = colors.firstIndex(of: color) { return Self.symbol(at: index) }
        colors.append(color)
        return Self.symbol(at: colors.count - 1)
    }
}
