/// The glyph outlines of a TrueType font: its `glyf` table, found through `loca`, decoded one
/// glyph at a time into paths in font units, y growing upwards.
///
/// Simple glyphs are contours of on- and off-curve points, an on-curve point implied halfway
/// between two off-curve ones, each off-curve point the control of a quadratic curve. Composite
/// glyphs place other glyphs, moved and scaled or transformed, nested at most `maximumDepth`
/// deep and `maximumComponents` in all, with at most `maximumPoints` points together. Every offset is checked: a glyph that cannot be read
/// throws a `FontFileError` naming the file, the table and the glyph.
struct TrueTypeOutlines: GlyphOutlines {
    /// How deep composite glyphs may nest; fonts nest two or three deep.
    static let maximumDepth = 8
    /// How many components one glyph may place in all, nested ones included.
    static let maximumComponents = 1024
    /// How many points one glyph may have, its components' together: as many as a simple glyph
    /// can number (`maxp` counts a composite's in 16 bits).
    static let maximumPoints = 65_536

    private let reader: SFNTReader
    private let glyf: Range<Int>
    private let loca: Range<Int>
    /// Whether `loca` holds 32-bit offsets (`indexToLocFormat` 1) rather than 16-bit halves.
    private let isLong: Bool
    private let glyphCount: Int

    /// The outlines of the font `reader` reads; `nil` for one without `glyf` and `loca` (a CFF font).
    init?(_ reader: SFNTReader, head: Range<Int>, glyphCount: Int) throws(FontFileError) {
        var reader = reader
        guard let glyf = reader.open("glyf"), let loca = reader.open("loca") else { return nil }
        reader.table = "head"
        let format = try reader.i16(head.lowerBound + 50)
        guard format == 0 || format == 1 else { throw reader.error("indexToLocFormat is \(format), not 0 or 1") }
        reader.table = "glyf"
        (self.reader, self.glyf, self.loca, isLong, self.glyphCount) = (reader, glyf, loca, format == 1, glyphCount)
    }

    /// The outline of `glyph`, in font units.
    func path(of glyph: UInt16) throws(FontFileError) -> Path {
        var path = Path()
        var counted = (components: 0, points: 0)
        try add(glyph, transform: .identity, depth: 0, counted: &counted, to: &path)
        return path
    }

    private func error(_ glyph: UInt16, _ reason: String) -> FontFileError {
        reader.error("glyph \(glyph): \(reason)")
    }

    /// Where `glyph`'s data lies in `glyf`: empty for a glyph with no outline (a space).
    private func range(of glyph: UInt16) throws(FontFileError) -> Range<Int> {
        let index = Int(glyph)
        guard index < glyphCount else { throw error(glyph, "it is past the font's \(glyphCount) glyphs") }
        let size = isLong ? 4 : 2
        guard loca.count >= (index + 2) * size else {
            throw error(glyph, "'loca' (\(loca.count) bytes) ends before its offset")
        }
        func offset(_ index: Int) throws(FontFileError) -> Int {
            let at = loca.lowerBound + index * size
            return isLong ? Int(try reader.u32(at)) : Int(try reader.u16(at)) * 2
        }
        let (start, end) = (try offset(index), try offset(index + 1))
        guard start <= end, end <= glyf.count else {
            throw error(glyph, "'loca' places it at \(start)..<\(end), outside 'glyf' (\(glyf.count) bytes)")
        }
        return glyf.lowerBound + start..<glyf.lowerBound + end
    }

    private func add(
        _ glyph: UInt16, transform: AffineTransform, depth: Int, counted: inout (components: Int, points: Int),
        to path: inout Path
    ) throws(FontFileError) {
        let range = try range(of: glyph)
        guard !range.isEmpty else { return }
        guard range.count >= 10 else { throw error(glyph, "its \(range.count) bytes end inside its header") }
        let contours = Int(try reader.i16(range.lowerBound))
        if contours >= 0 {
            try addSimple(
                glyph, contours: contours, in: range, transform: transform, points: &counted.points, to: &path)
        } else {
            guard depth < Self.maximumDepth else {
                throw error(glyph, "its components nest more than \(Self.maximumDepth) deep")
            }
            try addComposite(glyph, in: range, transform: transform, depth: depth, counted: &counted, to: &path)
        }
    }

    private func addSimple(
        _ glyph: UInt16, contours: Int, in range: Range<Int>, transform: AffineTransform, points: inout Int,
        to path: inout Path
    ) throws(FontFileError) {
        func check(_ offset: Int, _ count: Int) throws(FontFileError) {
            guard count >= 0, offset <= range.upperBound, count <= range.upperBound - offset else {
                throw error(glyph, "its data reaches past its \(range.count) bytes")
            }
        }
        var position = range.lowerBound + 10
        try check(position, contours * 2 + 2)
        var ends: [Int] = []
        for index in 0..<contours {
            let end = Int(try reader.u16(position + index * 2))
            guard end > ends.last ?? -1 else { throw error(glyph, "contour \(index) ends before the one before it") }
            ends.append(end)
        }
        position += contours * 2
        let instructions = Int(try reader.u16(position))
        position += 2 + instructions
        let count = (ends.last ?? -1) + 1
        points += count
        guard points <= Self.maximumPoints else {
            throw error(glyph, "placed with the components before it, it makes more than \(Self.maximumPoints) points")
        }
        var flags: [UInt8] = []
        flags.reserveCapacity(count)
        while flags.count < count {
            try check(position, 1)
            let flag = try reader.u8(position)
            position += 1
            var repeats = 1
            if flag & 0x08 != 0 {
                try check(position, 1)
                repeats += Int(try reader.u8(position))
                position += 1
            }
            flags += repeatElement(flag, count: min(repeats, count - flags.count))
        }
        /// The coordinates along one axis: `short` marks a byte (`same` its sign positive), else
        /// `same` repeats the last, else a signed 16-bit delta follows.
        func coordinates(short: UInt8, same: UInt8) throws(FontFileError) -> [Double] {
            var (values, value) = ([Double](), 0)
            values.reserveCapacity(count)
            for flag in flags {
                if flag & short != 0 {
                    try check(position, 1)
                    let delta = Int(try reader.u8(position))
                    value += flag & same != 0 ? delta : -delta
                    position += 1
                } else if flag & same == 0 {
                    try check(position, 2)
                    value += Int(try reader.i16(position))
                    position += 2
                }
                values.append(Double(value))
            }
            return values
        }
        let xs = try coordinates(short: 0x02, same: 0x10)
        let ys = try coordinates(short: 0x04, same: 0x20)
        var start = 0
        for end in ends {
            let points = (start...end).map { index in
                (point: transform.apply(to: Point(x: xs[index], y: ys[index])), isOn: flags[index] & 1 != 0)
            }
            Self.addContour(points, to: &path)
            start = end + 1
        }
    }

    /// A contour's points, each on the curve or a quadratic curve's control, as lines and curves.
    private static func addContour(_ points: [(point: Point, isOn: Bool)], to path: inout Path) {
        guard let first = points.first, let last = points.last else { return }
        func middle(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        // Start on the curve: at the first point, else the last, else between the two.
        let (start, rest): (Point, ArraySlice<(point: Point, isOn: Bool)>) =
            first.isOn
            ? (first.point, points.dropFirst())
            : last.isOn ? (last.point, points.dropLast()) : (middle(first.point, last.point), points[...])
        path.move(to: start)
        var control: Point?
        for (point, isOn) in rest {
            if isOn {
                if let control { path.addQuadCurve(to: point, control: control) } else { path.addLine(to: point) }
                control = nil
            } else {
                if let control { path.addQuadCurve(to: middle(control, point), control: control) }
                control = point
            }
        }
        if let control { path.addQuadCurve(to: start, control: control) }
        path.closeSubpath()
    }

    private func addComposite(
        _ glyph: UInt16, in range: Range<Int>, transform: AffineTransform, depth: Int,
        counted: inout (components: Int, points: Int),
        to path: inout Path
    ) throws(FontFileError) {
        var position = range.lowerBound + 10
        func read(_ count: Int) throws(FontFileError) -> Int {
            guard count <= range.upperBound - position else {
                throw error(glyph, "a component reaches past its \(range.count) bytes")
            }
            defer { position += count }
            return position
        }
        func f2dot14() throws(FontFileError) -> Double { Double(try reader.i16(try read(2))) / 16384 }
        var flags: UInt16
        repeat {
            counted.components += 1
            guard counted.components <= Self.maximumComponents else {
                throw error(glyph, "it places more than \(Self.maximumComponents) components")
            }
            flags = try reader.u16(try read(2))
            let component = try reader.u16(try read(2))
            let (dx, dy): (Double, Double)
            if flags & 0x0001 != 0 {
                (dx, dy) = (Double(try reader.i16(try read(2))), Double(try reader.i16(try read(2))))
            } else {
                let at = try read(2)
                (dx, dy) = (
                    Double(Int8(bitPattern: try reader.u8(at))), Double(Int8(bitPattern: try reader.u8(at + 1)))
                )
            }
            guard flags & 0x0002 != 0 else {
                throw error(glyph, "component \(component) is placed by matching points, which is not supported")
            }
            var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
            if flags & 0x0008 != 0 {
                a = try f2dot14()
                d = a
            } else if flags & 0x0040 != 0 {
                (a, d) = (try f2dot14(), try f2dot14())
            } else if flags & 0x0080 != 0 {
                (a, b, c, d) = (try f2dot14(), try f2dot14(), try f2dot14(), try f2dot14())
            }
            // The offset is in the parent's units unless the component asks for it to be scaled too.
            var placed = AffineTransform(a: a, b: b, c: c, d: d, tx: dx, ty: dy)
            if flags & 0x0800 != 0 { (placed.tx, placed.ty) = (a * dx + c * dy, b * dx + d * dy) }
            try add(
                component, transform: placed.concatenating(transform), depth: depth + 1, counted: &counted,
                to: &path)
        } while flags & 0x0020 != 0
    }
}
