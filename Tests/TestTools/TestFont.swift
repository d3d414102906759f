/// A tiny TrueType font written byte by byte for tests: a few glyphs, their advances, names,
/// vertical metrics and kerning, in the tables a text measurer reads (`head`, `hhea`, `maxp`,
/// `OS/2`, `cmap`, `hmtx`, `name`, and `kern` or `GPOS`), and the glyphs' outlines (`glyf` and
/// `loca`) when any has one, or a `CFF ` table (`TestCFF`) for an OpenType font with CFF outlines.
///
///     var font = TestFont()
///     font.kernPairs = [(1, 2, -80)]   // "A" then "V", 80 units closer
///     let bytes = font.bytes
public struct TestFont: Sendable {
    /// Glyph 0 is `.notdef`; each other glyph draws one character.
    public struct Glyph: Sendable {
        public var scalar: Unicode.Scalar?
        public var advance: UInt16
        /// The glyph's outline; `nil` for none (the glyph's `glyf` entry is empty).
        public var outline: Outline?

        public init(_ scalar: Unicode.Scalar?, advance: UInt16, outline: Outline? = nil) {
            (self.scalar, self.advance, self.outline) = (scalar, advance, outline)
        }
    }

    /// One point of a simple glyph's contour, in font units: on the curve, or a quadratic
    /// curve's control.
    public struct Point: Sendable {
        public var x: Int16
        public var y: Int16
        public var isOn: Bool

        public init(_ x: Int16, _ y: Int16, on isOn: Bool = true) {
            (self.x, self.y, self.isOn) = (x, y, isOn)
        }
    }

    /// Another glyph placed in a composite one: moved by `dx`, `dy` after the 2×2 `matrix`
    /// (a, b, c, d: x′ = a·x + c·y, y′ = b·x + d·y), written as one scale, two or four numbers
    /// as it needs.
    public struct Component: Sendable {
        public var glyph: UInt16
        public var dx: Int16
        public var dy: Int16
        public var matrix: (Double, Double, Double, Double)

        public init(
            _ glyph: UInt16, dx: Int16 = 0, dy: Int16 = 0, matrix: (Double, Double, Double, Double) = (1, 0, 0, 1)
        ) {
            (self.glyph, self.dx, self.dy, self.matrix) = (glyph, dx, dy, matrix)
        }
    }

    /// A glyph's outline as `glyf` holds it.
    public enum Outline: Sendable {
        /// Contours of points.
        case simple([[Point]])
        /// Other glyphs placed.
        case composite([Component])
    }

    /// How the `GPOS` table holds its pair adjustments.
    public enum PairForm: Sendable {
        /// Format 1: each pair of glyphs.
        case glyphs
        /// Format 2: the first glyphs each a class of their own, the second glyphs too.
        case classes
    }

    public var postScriptName = "TestSans-Light"
    public var family = "Test Sans"
    public var style = "Light"
    public var weightClass: UInt16 = 300
    public var isItalic = false
    public var unitsPerEm: UInt16 = 1000
    public var ascender: Int16 = 800
    public var descender: Int16 = -200
    public var lineGap: Int16 = 100
    /// `.notdef`, "A", "V", " ", "B".
    public var glyphs: [Glyph] = [
        Glyph(nil, advance: 500), Glyph("A", advance: 600), Glyph("V", advance: 650), Glyph(" ", advance: 250),
        Glyph("B", advance: 575),
    ]
    /// `kern` table pairs: first glyph, second glyph, adjustment in font units.
    public var kernPairs: [(UInt16, UInt16, Int16)] = []
    /// Whether `kernPairs` are written in the order given rather than sorted, as the format asks.
    public var kernPairsAsListed = false
    /// `GPOS` pair adjustments of the `kern` feature, and how they are written.
    public var gposPairs: [(UInt16, UInt16, Int16)] = []
    public var gposForm = PairForm.glyphs
    /// Whether the pair adjustments sit inside an extension lookup (type 9).
    public var gposInExtension = false
    /// Whether `loca` holds 32-bit offsets rather than 16-bit halves.
    public var longOffsets = false
    /// A collection (`ttcf`) holding the font this many times.
    public var collectionCount = 0
    /// The CFF outlines (`TestCFF.bytes`), which make the font an `OTTO` one without `glyf`.
    public var cff: [UInt8]?
    /// The tag the CFF outlines are written under: `CFF2` makes them a variable font's.
    public var cffTag = "CFF "

    public init() {}

    /// The tables, by tag, as written.
    public var tables: [(tag: String, bytes: [UInt8])] {
        var tables: [(tag: String, bytes: [UInt8])] = [
            ("OS/2", os2), ("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("maxp", maxp),
            ("name", name),
        ]
        if !kernPairs.isEmpty { tables.append(("kern", kern)) }
        if !gposPairs.isEmpty { tables.append(("GPOS", gpos)) }
        if let cff {
            tables.append((cffTag, cff))
        } else if glyphs.contains(where: { $0.outline != nil }) {
            let (glyf, loca) = glyphData
            tables += [("glyf", glyf), ("loca", loca)]
        }
        return tables.sorted { $0.tag < $1.tag }
    }

    /// The font file's bytes.
    public var bytes: [UInt8] {
        let version: UInt32 = cff == nil ? 0x0001_0000 : 0x4F54_544F
        guard collectionCount > 0 else { return Self.file(tables, version: version, at: 0) }
        let header = 12 + 4 * collectionCount
        var font = Self.file(tables, version: version, at: header)
        var bytes = Array("ttcf".utf8) + be32(0x0001_0000) + be32(UInt32(collectionCount))
        for _ in 0..<collectionCount { bytes += be32(UInt32(header)) }
        font.removeFirst(header)
        return bytes + font
    }

    /// Where the directory record of table `tag` starts in `bytes` (a single font's).
    public func directoryRecord(of tag: String) -> Int? {
        tables.firstIndex { $0.tag == tag }.map { 12 + $0 * 16 }
    }

    /// A font file of `tables` whose directory starts at `start` (after a collection's header,
    /// left as zeros), with the sfnt `version` (TrueType's or `OTTO`).
    private static func file(_ tables: [(tag: String, bytes: [UInt8])], version: UInt32, at start: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: start) + be32(version) + be16(UInt16(tables.count))
        bytes += be16(0) + be16(0) + be16(0)
        var offset = start + 12 + 16 * tables.count
        var body: [UInt8] = []
        for table in tables {
            bytes += Array(table.tag.utf8) + be32(0) + be32(UInt32(offset)) + be32(UInt32(table.bytes.count))
            var padded = table.bytes
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return bytes + body
    }

    private var head: [UInt8] {
        var bytes = be32(0x0001_0000) + be32(0x0001_0000) + be32(0) + be32(0x5F0F_3CF5) + be16(0)
        bytes += be16(unitsPerEm) + [UInt8](repeating: 0, count: 16) + be16(0) + be16(0) + be16(0) + be16(0)
        bytes += be16(isItalic ? 2 : 0) + be16(8) + be16(2) + be16(longOffsets ? 1 : 0) + be16(0)
        return bytes
    }

    private var hhea: [UInt8] {
        var bytes = be32(0x0001_0000) + be16(UInt16(bitPattern: ascender)) + be16(UInt16(bitPattern: descender))
        bytes += be16(UInt16(bitPattern: lineGap)) + [UInt8](repeating: 0, count: 24)
        return bytes + be16(UInt16(glyphs.count))
    }

    private var maxp: [UInt8] { be32(0x0000_5000) + be16(UInt16(glyphs.count)) }

    private var os2: [UInt8] {
        var bytes = be16(4) + be16(500) + be16(weightClass) + be16(5) + be16(0)
        bytes += [UInt8](repeating: 0, count: 52)
        bytes += be16(isItalic ? 0x81 : 0x80) + be16(32) + be16(0x2026)
        bytes += be16(UInt16(bitPattern: ascender)) + be16(UInt16(bitPattern: descender)) + be16(0)
        bytes += be16(UInt16(bitPattern: ascender)) + be16(UInt16(bitPattern: -descender))
        bytes += be32(1) + be32(0) + be16(500) + be16(700) + be16(0) + be16(32) + be16(0)
        return bytes
    }

    private var hmtx: [UInt8] { glyphs.flatMap { be16($0.advance) + be16(0) } }

    /// Format 4: a segment for each character, then the closing 0xFFFF.
    private var cmap: [UInt8] {
        let mapped = glyphs.enumerated().compactMap { glyph in glyph.element.scalar.map { ($0.value, glyph.offset) } }
            .sorted { $0.0 < $1.0 }
        let segments = mapped.count + 1
        var ends: [UInt8] = []
        var starts: [UInt8] = []
        var deltas: [UInt8] = []
        var ranges: [UInt8] = []
        for (code, glyph) in mapped {
            ends += be16(UInt16(code))
            starts += be16(UInt16(code))
            deltas += be16(UInt16(truncatingIfNeeded: glyph - Int(code)))
            ranges += be16(0)
        }
        ends += be16(0xFFFF)
        starts += be16(0xFFFF)
        deltas += be16(1)
        ranges += be16(0)
        var subtable = be16(4) + be16(0) + be16(0) + be16(UInt16(segments * 2)) + be16(0) + be16(0) + be16(0)
        subtable += ends + be16(0) + starts + deltas + ranges
        subtable.replaceSubrange(2..<4, with: be16(UInt16(subtable.count)))
        return be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + subtable
    }

    private var name: [UInt8] {
        let names: [(UInt16, String)] = [(1, family), (2, style), (6, postScriptName)]
        var storage: [UInt8] = []
        var records: [UInt8] = []
        for (id, text) in names {
            let encoded = text.utf16.flatMap { be16($0) }
            records += be16(3) + be16(1) + be16(0x409) + be16(id) + be16(UInt16(encoded.count))
            records += be16(UInt16(storage.count))
            storage += encoded
        }
        return be16(0) + be16(UInt16(names.count)) + be16(UInt16(6 + records.count)) + records + storage
    }

    /// Each glyph's `glyf` entry, padded to an even length, and their offsets (`loca`).
    private var glyphData: (glyf: [UInt8], loca: [UInt8]) {
        var (glyf, loca): ([UInt8], [UInt8]) = ([], [])
        func location() -> [UInt8] { longOffsets ? be32(UInt32(glyf.count)) : be16(UInt16(glyf.count / 2)) }
        for glyph in glyphs {
            loca += location()
            switch glyph.outline {
            case .simple(let contours): glyf += Self.simple(contours)
            case .composite(let components): glyf += Self.composite(components)
            case nil: break
            }
            if glyf.count % 2 != 0 { glyf.append(0) }
        }
        return (glyf, loca + location())
    }

    /// A simple glyph: each coordinate a delta, written as none (the same), a byte or two, and
    /// flags that repeat written once with a count.
    private static func simple(_ contours: [[Point]]) -> [UInt8] {
        let points = contours.flatMap(\.self)
        var bytes = be16(UInt16(contours.count)) + [UInt8](repeating: 0, count: 8)
        var end = -1
        for contour in contours {
            end += contour.count
            bytes += be16(UInt16(end))
        }
        bytes += be16(0)
        var (flags, xs, ys): ([UInt8], [UInt8], [UInt8]) = ([], [], [])
        var previous = (x: 0, y: 0)
        for point in points {
            var flag: UInt8 = point.isOn ? 1 : 0
            func delta(_ value: Int, short: UInt8, same: UInt8, into bytes: inout [UInt8]) {
                if value == 0 {
                    flag |= same
                } else if abs(value) < 256 {
                    flag |= short | (value > 0 ? same : 0)
                    bytes.append(UInt8(abs(value)))
                } else {
                    bytes += be16(UInt16(bitPattern: Int16(value)))
                }
            }
            delta(Int(point.x) - previous.x, short: 0x02, same: 0x10, into: &xs)
            delta(Int(point.y) - previous.y, short: 0x04, same: 0x20, into: &ys)
            previous = (Int(point.x), Int(point.y))
            flags.append(flag)
        }
        var index = 0
        while index < flags.count {
            var count = 1
            while index + count < flags.count, flags[index + count] == flags[index], count < 256 { count += 1 }
            bytes += count > 1 ? [flags[index] | 0x08, UInt8(count - 1)] : [flags[index]]
            index += count
        }
        return bytes + xs + ys
    }

    private static func composite(_ components: [Component]) -> [UInt8] {
        var bytes = be16(UInt16(bitPattern: -1)) + [UInt8](repeating: 0, count: 8)
        func f2dot14(_ value: Double) -> [UInt8] { be16(UInt16(bitPattern: Int16((value * 16384).rounded()))) }
        for (index, component) in components.enumerated() {
            let (a, b, c, d) = component.matrix
            let isByte = Int8(exactly: component.dx) != nil && Int8(exactly: component.dy) != nil
            var flags: UInt16 = 0x0002 | (isByte ? 0 : 0x0001) | (index + 1 < components.count ? 0x0020 : 0)
            var matrix: [UInt8] = []
            if b != 0 || c != 0 {
                flags |= 0x0080
                matrix = f2dot14(a) + f2dot14(b) + f2dot14(c) + f2dot14(d)
            } else if a != d {
                flags |= 0x0040
                matrix = f2dot14(a) + f2dot14(d)
            } else if a != 1 {
                flags |= 0x0008
                matrix = f2dot14(a)
            }
            bytes += be16(flags) + be16(component.glyph)
            if isByte {
                bytes += [UInt8(bitPattern: Int8(component.dx)), UInt8(bitPattern: Int8(component.dy))]
            } else {
                bytes += be16(UInt16(bitPattern: component.dx)) + be16(UInt16(bitPattern: component.dy))
            }
            bytes += matrix
        }
        return bytes
    }

    private var kern: [UInt8] {
        let pairs = kernPairsAsListed ? kernPairs : kernPairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        var subtable = be16(0) + be16(UInt16(14 + pairs.count * 6)) + be16(1) + be16(UInt16(pairs.count))
        subtable += be16(0) + be16(0) + be16(0)
        for (left, right, value) in pairs { subtable += be16(left) + be16(right) + be16(UInt16(bitPattern: value)) }
        return be16(0) + be16(1) + subtable
    }

    /// One `kern` feature of one lookup holding one pair adjustment subtable.
    private var gpos: [UInt8] {
        let subtable = gposForm == .glyphs ? pairsByGlyph : pairsByClass
        // Header (10), script list (2), feature list (2 + 6 + feature 4 + index 2), lookup list.
        let scripts = 10
        let features = scripts + 2
        let lookups = features + 2 + 6 + 6
        var bytes = be16(1) + be16(0) + be16(UInt16(scripts)) + be16(UInt16(features)) + be16(UInt16(lookups))
        bytes += be16(0)
        bytes += be16(1) + Array("kern".utf8) + be16(8) + be16(0) + be16(1) + be16(0)
        // Lookup list: one lookup at 4; the lookup's one subtable right after it (8 bytes on).
        bytes += be16(1) + be16(4)
        if gposInExtension {
            bytes += be16(9) + be16(0) + be16(1) + be16(8) + be16(1) + be16(2) + be32(8) + subtable
        } else {
            bytes += be16(2) + be16(0) + be16(1) + be16(8) + subtable
        }
        return bytes
    }

    private var firstGlyphs: [UInt16] { Array(Set(gposPairs.map(\.0))).sorted() }

    private func coverage(_ glyphs: [UInt16]) -> [UInt8] {
        be16(1) + be16(UInt16(glyphs.count)) + glyphs.flatMap { be16($0) }
    }

    private var pairsByGlyph: [UInt8] {
        let firsts = firstGlyphs
        var sets: [[UInt8]] = []
        for first in firsts {
            let pairs = gposPairs.filter { $0.0 == first }.sorted { $0.1 < $1.1 }
            sets.append(be16(UInt16(pairs.count)) + pairs.flatMap { be16($0.1) + be16(UInt16(bitPattern: $0.2)) })
        }
        let header = 10 + 2 * firsts.count
        var offsets: [UInt8] = []
        var body: [UInt8] = coverage(firsts)
        let coverageOffset = header
        for set in sets {
            offsets += be16(UInt16(header + body.count))
            body += set
        }
        return be16(1) + be16(UInt16(coverageOffset)) + be16(4) + be16(0) + be16(UInt16(firsts.count)) + offsets + body
    }

    /// Each first glyph is class i + 1 of its coverage, each second glyph class j + 1.
    private var pairsByClass: [UInt8] {
        let firsts = firstGlyphs
        let seconds = Array(Set(gposPairs.map(\.1))).sorted()
        let (firstCount, secondCount) = (firsts.count + 1, seconds.count + 1)
        var matrix = [Int16](repeating: 0, count: firstCount * secondCount)
        for (left, right, value) in gposPairs {
            let row = (firsts.firstIndex(of: left) ?? 0) + 1
            let column = (seconds.firstIndex(of: right) ?? 0) + 1
            matrix[row * secondCount + column] = value
        }
        func classes(_ glyphs: [UInt16]) -> [UInt8] {
            be16(2) + be16(UInt16(glyphs.count))
                + glyphs.enumerated().flatMap { be16($0.element) + be16($0.element) + be16(UInt16($0.offset + 1)) }
        }
        let header = 16 + matrix.count * 2
        let coverageBytes = coverage(firsts)
        let firstClasses = classes(firsts)
        let secondClasses = classes(seconds)
        var bytes = be16(2) + be16(UInt16(header)) + be16(4) + be16(0)
        bytes += be16(UInt16(header + coverageBytes.count))
        bytes += be16(UInt16(header + coverageBytes.count + firstClasses.count))
        bytes += be16(UInt16(firstCount)) + be16(UInt16(secondCount))
        bytes += matrix.flatMap { be16(UInt16(bitPattern: $0)) }
        return bytes + coverageBytes + firstClasses + secondClasses
    }
}

private func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
private func be32(_ value: UInt32) -> [UInt8] { be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }
