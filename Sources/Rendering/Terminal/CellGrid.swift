public import Inspectable

/// A drawing as a grid of character cells: each cell's pixels (the drawing rasterized without
/// its text; 8 across and 2 down per cell are what eighth blocks and half blocks can show)
/// and the text laid over the cells as characters.
///
/// A cell is twice as tall as it is wide, as terminal characters are, so `columns` decides
/// the scale: a cell is `pointsPerColumn` wide and twice that tall.
public struct CellGrid: Sendable {
    /// The pixels across a cell for the terminal: one for each eighth block.
    static let eighths = 8

    /// Pixels per cell across and down.
    public let subcolumns: Int
    public let subrows: Int
    public let columns: Int
    public let rows: Int
    public let pointsPerColumn: Double
    /// Straight-alpha pixels, `columns × 8` wide and `rows × 2` tall.
    let canvas: Canvas
    /// Characters of text by cell (`row × columns + column`), with their color; `nil` where
    /// no text is.
    public private(set) var characters: [(character: Character, color: Color)?]

    package init(
        _ drawing: Drawing, columns: Int, subcolumns: Int = 8, subrows: Int = 2, images: [String: Bitmap] = [:]
    ) throws(RenderError) {
        let columns = max(1, columns)
        self.subcolumns = subcolumns
        self.subrows = subrows
        let pointsPerColumn = max(drawing.size.width, 1) / Double(columns)
        let rows = max(1, Int(pixels: (drawing.size.height / (2 * pointsPerColumn)).rounded(.up)))
        self.columns = columns
        self.rows = rows
        self.pointsPerColumn = pointsPerColumn
        let renderer = RasterRenderer(
            scaleX: Double(subcolumns) / pointsPerColumn, scaleY: Double(subrows) / (2 * pointsPerColumn),
            images: images, drawsText: false)
        let rendered = try renderer.render(drawing)
        // Made once the renderer has found the picture within its limits, and so the grid too.
        characters = Array(repeating: nil, count: columns * rows)
        if rendered.width == columns * subcolumns, rendered.height == rows * subrows {
            canvas = rendered
        } else {
            var canvas = Canvas(width: columns * subcolumns, height: rows * subrows)
            canvas.composite(rendered, opacity: 255, mask: nil)
            self.canvas = canvas
        }
        for text in drawing.texts { place(text) }
    }

    /// The color of a sub-cell pixel; `nil` where the drawing is mostly transparent.
    func pixel(column: Int, row: Int, x: Int, y: Int) -> Color? {
        let packed = packedPixel(column: column, row: row, x: x, y: y)
        return packed == Self.transparent ? nil : Self.color(packed)
    }

    /// A sub-cell pixel as 0xRRGGBB, or `transparent`: cheap to compare, a `Color` only when shown.
    @inline(__always)
    func packedPixel(column: Int, row: Int, x: Int, y: Int) -> UInt32 {
        let (red, green, blue, alpha) = canvas.straightPixel(x: column * subcolumns + x, y: row * subrows + y)
        guard alpha >= 128 else { return Self.transparent }
        return UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    static let transparent: UInt32 = 0xFF00_0000

    static func color(_ packed: UInt32) -> Color {
        Color(red255: Double(packed >> 16 & 0xFF), green255: Double(packed >> 8 & 0xFF), blue255: Double(packed & 0xFF))
    }

    /// The average color of a cell, or of some of its pixel rows.
    func average(column: Int, row: Int, rows pixelRows: ClosedRange<Int>? = nil) -> Color? {
        var (red, green, blue, count, empty) = (0.0, 0.0, 0.0, 0.0, 0)
        for y in pixelRows ?? 0...(subrows - 1) {
            for x in 0..<subcolumns {
                guard let color = pixel(column: column, row: row, x: x, y: y) else {
                    empty += 1
                    continue
                }
                (red, green, blue, count) = (
                    red + color.red255, green + color.green255, blue + color.blue255, count + 1
                )
            }
        }
        guard count > Double(empty) else { return nil }
        return Color(
            red255: (red / count).rounded(), green255: (green / count).rounded(), blue255: (blue / count).rounded())
    }

    /// Places each line of a text on the row holding the line's middle, aligned as the text is.
    private mutating func place(_ text: TextDrawing) {
        for line in TextLayout(text).lines {
            let characters = Array(line.text).filter { !Self.isWide($0) }
            let row = Int(pixels: (line.middle / (2 * pointsPerColumn)).rounded(.down))
            guard row >= 0, row < rows, !characters.isEmpty else { continue }
            // A line wider than its rectangle starts at its left edge, as the layout starts it.
            let start: Int
            switch line.width > text.rect.width ? .left : text.style.alignment {
            case .left, .natural: start = Int(pixels: (text.rect.x / pointsPerColumn).rounded())
            case .right: start = Int(pixels: (text.rect.maxX / pointsPerColumn).rounded()) - characters.count
            case .center:
                start = Int(pixels: (text.rect.midX / pointsPerColumn - Double(characters.count) / 2).rounded())
            }
            for (offset, character) in characters.enumerated() where start + offset >= 0 && start + offset < columns {
                self.characters[row * columns + start + offset] = (character, text.color)
            }
        }
    }

    /// The color of most of a cell's pixels; the first found wins a tie; `nil` for transparent.
    func mostCommon(column: Int, row: Int) -> Color? {
        let packed = mostCommonPacked(column: column, row: row)
        return packed == Self.transparent ? nil : Self.color(packed)
    }

    /// The color of most of a cell's pixels as 0xRRGGBB, or `transparent`; the first found wins a tie.
    func mostCommonPacked(column: Int, row: Int) -> UInt32 {
        // Most cells are one color; the rest have a few. Pixels are compared packed, read straight
        // from the canvas.
        canvas.pixels.withUnsafeBufferPointer { pixels in
            @inline(__always) func packed(_ x: Int, _ y: Int) -> UInt32 {
                let index = ((row * subrows + y) * canvas.width + column * subcolumns + x) * 4
                let alpha = pixels[index + 3]
                guard alpha >= 128 else { return Self.transparent }
                if alpha == 255 {
                    return UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2])
                }
                let (red, green, blue, _) = Canvas.unpremultiply(
                    (pixels[index], pixels[index + 1], pixels[index + 2], alpha))
                return UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
            }
            let first = packed(0, 0)
            let origin = ((row * subrows) * canvas.width + column * subcolumns) * 4
            if isUniform(UnsafeRawBufferPointer(pixels), from: origin) { return first }
            var colors: [UInt32] = []
            var counts: [Int] = []
            for y in 0..<subrows {
                for x in 0..<subcolumns {
                    let pixel = packed(x, y)
                    if pixel == first, colors.isEmpty { continue }
                    if colors.isEmpty {
                        // The first pixel that differs: count those before it.
                        colors = [first, pixel]
                        counts = [y * subcolumns + x, 1]
                    } else if let index = colors.firstIndex(of: pixel) {
                        counts[index] += 1
                    } else {
                        colors.append(pixel)
                        counts.append(1)
                    }
                }
            }
            var best = first
            var bestCount = 0
            for (color, count) in zip(colors, counts) where count > bestCount {
                (best, bestCount) = (color, count)
            }
            return best
        }
    }

    /// Whether every pixel of the cell whose first byte is at `origin` has the same bytes, as
    /// most cells do: read two pixels at a time, the differences gathered without a branch.
    @inline(__always)
    private func isUniform(_ raw: UnsafeRawBufferPointer, from origin: Int) -> Bool {
        let firstBytes = UInt64(raw.loadUnaligned(fromByteOffset: origin, as: UInt32.self))
        let pair = firstBytes << 32 | firstBytes
        let rowBytes = canvas.width * 4
        var difference: UInt64 = 0
        if subcolumns == Self.eighths {
            // The cells of every renderer: a row of eight pixels in four reads.
            for y in 0..<subrows {
                let start = origin + y * rowBytes
                difference |=
                    (raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) ^ pair)
                    | (raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self) ^ pair)
                    | (raw.loadUnaligned(fromByteOffset: start + 16, as: UInt64.self) ^ pair)
                    | (raw.loadUnaligned(fromByteOffset: start + 24, as: UInt64.self) ^ pair)
            }
            return difference == 0
        }
        for y in 0..<subrows {
            let start = origin + y * rowBytes
            var x = 0
            while x + 1 < subcolumns {
                difference |= raw.loadUnaligned(fromByteOffset: start + x * 4, as: UInt64.self) ^ pair
                x += 2
            }
            if x < subcolumns {
                difference |= UInt64(raw.loadUnaligned(fromByteOffset: start + x * 4, as: UInt32.self)) ^ firstBytes
            }
        }
        return difference == 0
    }

    /// Characters a terminal shows two cells wide, which the grid leaves out.
    static func isWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return TerminalWidth.isWide(value)
    }
}
