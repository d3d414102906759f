import Graphics

/// A drawing as a grid of character cells: each cell's pixels (the drawing rasterized without
/// its text; 8 across and 2 down per cell are what eighth blocks and half blocks can show)
/// and the text laid over the cells as characters.
///
/// A cell is twice as tall as it is wide, as terminal characters are, so `columns` decides
/// the scale: a cell is `pointsPerColumn` wide and twice that tall.
struct CellGrid: Sendable {
    /// The pixels across a cell for the terminal: one for each eighth block.
    static let eighths = 8

    /// Pixels per cell across and down.
    let subcolumns: Int
    let subrows: Int
    let columns: Int
    let rows: Int
    let pointsPerColumn: Double
    /// Straight-alpha pixels, `columns × 8` wide and `rows × 2` tall.
    let canvas: Canvas
    /// The characters of text laid over the cells, with their color.
    private var placed: [(character: Character, color: Color)] = []
    /// For each cell (`row × columns + column`), the index in `placed` of its character; -1
    /// where no text is. (Indices, so that the grid of cells holds no strings to release.)
    private var placedIndex: [Int32]

    init(
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
        placedIndex = Array(repeating: -1, count: columns * rows)
        if rendered.width == columns * subcolumns, rendered.height == rows * subrows {
            canvas = rendered
        } else {
            var canvas = Canvas(width: columns * subcolumns, height: rows * subrows)
            canvas.composite(rendered, opacity: 255, mask: nil)
            self.canvas = canvas
        }
        // Only where each line goes is needed, and labels are often the same text.
        let cache = TextSettingCache()
        for text in drawing.clippedTexts { place(text, cache: cache) }
    }

    /// The character of text on the cell at `index` (`row × columns + column`), with its color;
    /// `nil` where no text is.
    func character(at index: Int) -> (character: Character, color: Color)? {
        let placed = placedIndex[index]
        return placed < 0 ? nil : self.placed[Int(placed)]
    }

    /// Whether text lies on the cell at `index`.
    func hasCharacter(at index: Int) -> Bool { placedIndex[index] >= 0 }

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

    /// Places each line of a text on the row holding the line's middle, aligned as the text is,
    /// on the cells its clips leave showing.
    private mutating func place(_ clipped: ClippedText, cache: TextSettingCache) {
        let text = clipped.text
        for line in TextLayout(text, placesGlyphs: false, cache: cache).lines {
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
            // The columns of the line that lie on the grid: none where it starts past either side.
            let (first, end) = (max(0, start), min(columns, start + characters.count))
            guard first < end else { continue }
            let shown = first..<end
            let coverage = clipCoverage(clipped.clips, row: row, columns: shown)
            for (offset, character) in characters.enumerated()
            where shown.contains(start + offset) && coverage[start + offset - shown.lowerBound] >= 128 {
                let cell = row * columns + start + offset
                if placedIndex[cell] >= 0 {
                    placed[Int(placedIndex[cell])] = (character, text.color)
                } else {
                    placedIndex[cell] = Int32(placed.count)
                    placed.append((character, text.color))
                }
            }
        }
    }

    /// How much of each cell of `row` in `columns` every one of `clips` covers, 0...255: the
    /// clips rasterized as the pixels are, a cell to a pixel. A character shows on a cell at
    /// least half inside them, as a pixel does.
    private func clipCoverage(_ clips: [DrawingClip], row: Int, columns shown: Range<Int>) -> [Int] {
        var coverage = [Int](repeating: 255, count: shown.count)
        let cells = AffineTransform(scaleX: 1 / pointsPerColumn, y: 1 / (2 * pointsPerColumn))
        let bounds = PixelBounds(minX: shown.lowerBound, minY: row, maxX: shown.upperBound, maxY: row + 1)
        for clip in clips {
            let mask = Rasterizer(transform: clip.transform.concatenating(cells)).mask(clip.shape, within: bounds)
            for column in shown {
                coverage[column - shown.lowerBound] = Canvas.multiply(
                    coverage[column - shown.lowerBound], mask.coverage(x: column, y: row))
            }
        }
        return coverage
    }

    /// The color of most of a cell's pixels as 0xRRGGBB, or `transparent`; the first found wins a tie.
    func mostCommonPacked(column: Int, row: Int) -> UInt32 {
        // Most cells are one color; most others are rows of one color each (an edge across the
        // cell). Pixels are compared as the canvas holds them, a row at a time, and tallied in
        // a few slots on the stack.
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
            let raw = UnsafeRawBufferPointer(pixels)
            let rowBytes = canvas.width * 4
            let origin = ((row * subrows) * canvas.width + column * subcolumns) * 4
            if (0..<subrows).allSatisfy({ difference(raw, row: origin + $0 * rowBytes, from: origin) == 0 }) {
                return packed(0, 0)
            }
            return withUnsafeTemporaryAllocation(of: (color: UInt32, count: Int).self, capacity: subcolumns * subrows) {
                tally in
                var kinds = 0
                @inline(__always) func count(_ color: UInt32, _ times: Int) {
                    for kind in 0..<kinds where tally[kind].color == color {
                        tally[kind].count += times
                        return
                    }
                    tally.initializeElement(at: kinds, to: (color, times))
                    kinds += 1
                }
                for y in 0..<subrows {
                    let start = origin + y * rowBytes
                    if difference(raw, row: start, from: start) == 0 {
                        count(packed(0, y), subcolumns)
                    } else {
                        for x in 0..<subcolumns { count(packed(x, y), 1) }
                    }
                }
                var best = tally[0]
                for kind in 1..<kinds where tally[kind].count > best.count { best = tally[kind] }
                return best.color
            }
        }
    }

    /// The bytes in which the cell's row of pixels starting at byte `start` differs from the
    /// pixel at byte `first`, gathered without a branch, two pixels at a time: zero where they
    /// are all the same.
    @inline(__always)
    private func difference(_ raw: UnsafeRawBufferPointer, row start: Int, from first: Int) -> UInt64 {
        let firstBytes = UInt64(raw.loadUnaligned(fromByteOffset: first, as: UInt32.self))
        let pair = firstBytes << 32 | firstBytes
        if subcolumns == Self.eighths {
            // The cells of every renderer: a row of eight pixels in four reads.
            return (raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) ^ pair)
                | (raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self) ^ pair)
                | (raw.loadUnaligned(fromByteOffset: start + 16, as: UInt64.self) ^ pair)
                | (raw.loadUnaligned(fromByteOffset: start + 24, as: UInt64.self) ^ pair)
        }
        var difference: UInt64 = 0
        var x = 0
        while x + 1 < subcolumns {
            difference |= raw.loadUnaligned(fromByteOffset: start + x * 4, as: UInt64.self) ^ pair
            x += 2
        }
        if x < subcolumns {
            difference |= UInt64(raw.loadUnaligned(fromByteOffset: start + x * 4, as: UInt32.self)) ^ firstBytes
        }
        return difference
    }

    /// Characters a terminal shows two cells wide, which the grid leaves out.
    static func isWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return TerminalWidth.isWide(value)
    }
}
