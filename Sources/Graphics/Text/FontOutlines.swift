import Synchronization

/// The glyphs of one weight of the shipped typeface, Inter, decoded from the table that
/// scripts/generate-font.py writes (`Inter/Inter-<Weight>.glyphs`, embedded in the module at build
/// time by the EmbedFiles plugin), so text looks the same on every machine.
public final class FontOutlines: Sendable {
    /// One glyph: its advance and outline in font units, y growing upwards.
    public struct Glyph: Sendable {
        /// How far the pen moves past the glyph, in font units.
        public let advance: Double
        /// The glyph's outline, in font units, y growing upwards.
        public let path: Path
    }

    /// The weight these are the outlines of: one of those shipped.
    public let weight: Font.Weight
    /// The font units in one em: a font of size s draws a unit as s / unitsPerEm points.
    public let unitsPerEm: Double
    /// The typographic ascender and descender (negative), in font units.
    public let ascender: Double
    /// How far the font reaches below the baseline, in font units: a negative number.
    public let descender: Double
    /// The height of capital letters above the baseline, in font units.
    public let capHeight: Double
    /// The embedded file's text, whose sections after the first are decoded when first asked for.
    private let encoded: String
    /// The glyphs of the first section (ASCII, Latin-1, Latin Extended-A and common symbols),
    /// decoded with the head, and the sections after it, decoded each on first use.
    private let first: GlyphTable
    private let sections: [GlyphSection]
    /// The kerning between the first section's characters, decoded with the head, and between
    /// all characters, decoded the first time a pair with another character is kerned.
    private let firstKerning: KerningTable
    private let allKerning = LazyTable<KerningTable>()
    /// Glyphs decoded so far: a label needs a handful of the font's sixteen hundred.
    private let decoded = Mutex<[UInt32: Glyph]>([:])

    /// Inter Regular, Medium, SemiBold and Bold, each decoded on first use: the head and the
    /// first section then, each other section the first time one of its characters is asked for.
    public static let regular = FontOutlines(.regular, encoded: EmbeddedFiles.interRegularGlyphs)
    /// Inter Medium.
    public static let medium = FontOutlines(.medium, encoded: EmbeddedFiles.interMediumGlyphs)
    /// Inter SemiBold.
    public static let semibold = FontOutlines(.semibold, encoded: EmbeddedFiles.interSemiBoldGlyphs)
    /// Inter Bold.
    public static let bold = FontOutlines(.bold, encoded: EmbeddedFiles.interBoldGlyphs)

    /// The outlines `font` is drawn with: those of its weight, or of the nearest weight shipped.
    public static func outlines(for font: Font) -> FontOutlines {
        switch font.weight.shipped {
        case .medium: medium
        case .semibold: semibold
        case .bold, .heavy, .black: bold
        case .ultraLight, .thin, .light, .regular: regular
        }
    }

    /// The glyph for `scalar`; an emoji's placeholder (see `emojiPlaceholder(for:)`) for an emoji,
    /// the replacement character (Inter's box) for another character the font does not have,
    /// and nothing at all for one that is never drawn by itself (a joiner, a variation selector,
    /// a skin tone, a combining mark the font lacks).
    public func glyph(for scalar: Unicode.Scalar) -> Glyph {
        let found = record(for: scalar.value)
        if found == nil, Self.isInvisible(scalar) { return Glyph(advance: 0, path: Path()) }
        if found == nil, let placeholder = emojiPlaceholder(for: scalar) { return placeholder }
        let code = found != nil ? scalar.value : 0xFFFD
        if let glyph = decoded.withLock({ $0[code] }) { return glyph }
        guard let (table, record) = found ?? record(for: 0xFFFD) else {
            return Glyph(advance: missingAdvance, path: Path())
        }
        let glyph = Self.decodeGlyph(table.bytes, at: record.offset)
        decoded.withLock { $0[code] = glyph }
        return glyph
    }

    /// The advance of the glyph for `scalar`, in font units: what `glyph(for:)` gives, without
    /// decoding the outline.
    public func advance(for scalar: Unicode.Scalar) -> Double {
        if let advance = first.records[scalar.value]?.advance { return advance }
        if let (_, record) = record(for: scalar.value) { return record.advance }
        if Self.isInvisible(scalar) { return 0 }
        if let width = Self.emojiWidth(of: scalar) { return width * unitsPerEm }
        return first.records[0xFFFD]?.advance ?? missingAdvance
    }

    /// The table that holds the glyph of `code`, decoding its section if it is not yet, and
    /// the glyph's record in it; `nil` for a character the font does not have.
    private func record(for code: UInt32) -> (table: GlyphTable, record: GlyphTable.Record)? {
        if let record = first.records[code] { return (first, record) }
        guard let section = sections.first(where: { $0.holds(code) }) else { return nil }
        let table = section.table.value { GlyphTable(Base64.decode(encoded, in: section.text)) }
        return table.records[code].map { (table, $0) }
    }

    /// Whether `scalar` only joins, selects a form of, colours or marks the character before it.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiModifier { return true }
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The width of an emoji's placeholder in ems: an emoji's, about that of Apple's colour
    /// emoji beside the system font; half of it for each regional indicator, two of which make
    /// a flag. `nil` for a character that is no emoji (digits, `#` and `*` are emoji only with
    /// a keycap).
    static func emojiWidth(of scalar: Unicode.Scalar) -> Double? {
        let properties = scalar.properties
        guard properties.isEmoji, scalar.value > 0x7F else { return nil }
        if (0x1F1E6...0x1F1FF).contains(scalar.value) { return emojiWidth / 2 }
        return emojiWidth
    }

    /// An emoji's width in ems.
    static let emojiWidth = 1.2

    /// The glyph designer draws for an emoji, which it has no colour font to draw: an empty
    /// square as tall as the emoji, its outline in the text's colour, rather than the solid
    /// replacement box a missing character gets. `nil` for a character that is no emoji.
    private func emojiPlaceholder(for scalar: Unicode.Scalar) -> Glyph? {
        guard let width = Self.emojiWidth(of: scalar) else { return nil }
        let em = unitsPerEm
        let (inset, stroke) = (0.08 * em, 0.06 * em)
        let (left, right) = (inset, width * em - inset)
        let (bottom, top) = (-0.1 * em, 0.9 * em)
        var path = Path()
        // The outside clockwise, the inside the other way: an outline under either fill rule.
        path.move(to: Point(x: left, y: bottom))
        path.addLine(to: Point(x: left, y: top))
        path.addLine(to: Point(x: right, y: top))
        path.addLine(to: Point(x: right, y: bottom))
        path.closeSubpath()
        path.move(to: Point(x: left + stroke, y: bottom + stroke))
        path.addLine(to: Point(x: right - stroke, y: bottom + stroke))
        path.addLine(to: Point(x: right - stroke, y: top - stroke))
        path.addLine(to: Point(x: left + stroke, y: top - stroke))
        path.closeSubpath()
        return Glyph(advance: width * em, path: path)
    }

    /// The advance of a glyph a table without a replacement character would be missing.
    private var missingAdvance: Double { unitsPerEm / 2 }

    /// Inter's pair kerning between `left` and the glyph after it, `right`, in font units:
    /// negative brings them closer.
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        if first.records[left.value] != nil, first.records[right.value] != nil {
            return firstKerning.adjustment(left.value, right.value)
        }
        guard hasGlyph(for: left), hasGlyph(for: right) else { return 0 }
        return allKerning.value { KerningTable(Base64.decode(encoded, in: allKerningText)) }
            .adjustment(left.value, right.value)
    }

    /// Whether the font has a glyph of its own for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        record(for: scalar.value) != nil
    }

    /// Where in `encoded` the kerning between all characters is: its last paragraph.
    private var allKerningText: Range<Int> { (sections.last?.text.upperBound ?? headEnd)..<encoded.utf8.count }
    /// Where in `encoded` the head's paragraph ends.
    private let headEnd: Int

    private init(_ weight: Font.Weight, encoded: String) {
        self.weight = weight
        self.encoded = encoded
        let head = Base64.paragraph(after: 0, in: encoded)
        headEnd = head.upperBound
        let bytes = Base64.decode(encoded, in: head)
        var reader = ByteReader(bytes: bytes)
        unitsPerEm = Double(reader.uint16())
        ascender = Double(reader.int16())
        descender = Double(reader.int16())
        capHeight = Double(reader.int16())
        var sections: [GlyphSection] = []
        var start = head.upperBound
        for _ in 0..<reader.uint16() {
            let length = Int(reader.uint32())
            let ranges = (0..<reader.uint16()).map { _ in
                let (first, last) = (reader.uint32(), reader.uint32())
                return first...max(first, last)
            }
            sections.append(GlyphSection(ranges: ranges, text: start..<start + length))
            start += length
        }
        firstKerning = KerningTable(&reader)
        first = sections.isEmpty ? GlyphTable([]) : GlyphTable(Base64.decode(encoded, in: sections[0].text))
        self.sections = Array(sections.dropFirst())
    }

    private static func decodeGlyph(_ table: [UInt8], at offset: Int) -> Glyph {
        var reader = ByteReader(bytes: table, position: offset + 4)
        let advance = Double(reader.uint16())
        var path = Path()
        for _ in 0..<reader.uint16() {
            switch reader.uint8() {
            case 0: path.move(to: reader.point())
            case 1: path.addLine(to: reader.point())
            case 2:
                let (control1, control2, end) = (reader.point(), reader.point(), reader.point())
                path.addCurve(to: end, control1: control1, control2: control2)
            default: path.closeSubpath()
            }
        }
        return Glyph(advance: advance, path: path)
    }
}

/// The glyphs of one section of an embedded font: its decoded bytes, and where each glyph's
/// record starts in them.
private struct GlyphTable: Sendable {
    struct Record: Sendable {
        let offset: Int
        let advance: Double
    }

    let bytes: [UInt8]
    let records: [UInt32: Record]

    /// The table of a section's bytes: a glyph count, then the glyphs' records.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var reader = ByteReader(bytes: bytes)
        var records: [UInt32: Record] = [:]
        for _ in 0..<reader.uint16() {
            let start = reader.position
            let code = reader.uint32()
            let advance = Double(reader.uint16())
            for _ in 0..<reader.uint16() {
                // Skip the command: its operands are 2, 2 or 6 coordinates of 2 bytes.
                switch reader.uint8() {
                case 0, 1: reader.position += 4
                case 2: reader.position += 12
                default: break
                }
            }
            records[code] = Record(offset: start, advance: advance)
        }
        self.records = records
    }
}

/// A section of an embedded font's glyphs after the first: the characters it holds, and where
/// its paragraph is in the file's text, decoded the first time one of them is asked for.
private final class GlyphSection: Sendable {
    let ranges: [ClosedRange<UInt32>]
    let text: Range<Int>
    let table = LazyTable<GlyphTable>()

    init(ranges: [ClosedRange<UInt32>], text: Range<Int>) {
        self.ranges = ranges
        self.text = text
    }

    func holds(_ code: UInt32) -> Bool {
        ranges.contains { $0.contains(code) }
    }
}

/// A table decoded the first time it is asked for, once.
private final class LazyTable<Table: Sendable>: Sendable {
    private let table = Mutex<Table?>(nil)

    func value(_ decode: () -> Table) -> Table {
        table.withLock { table in
            if let table { return table }
            let decoded = decode()
            table = decoded
            return decoded
        }
    }
}

/// Pair kerning as classes: each character's class on the left and on the right of a pair
/// (from 1), and the adjustment of each pair of classes, row by row.
private struct KerningTable: Sendable {
    private let leftClasses: [UInt32: Int]
    private let rightClasses: [UInt32: Int]
    private let rightClassCount: Int
    private let adjustments: [Int16]

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes: bytes)
        self.init(&reader)
    }

    init(_ reader: inout ByteReader) {
        func classes() -> [UInt32: Int] {
            var classes: [UInt32: Int] = [:]
            for _ in 0..<reader.uint16() { classes[reader.uint32()] = Int(reader.uint16()) }
            return classes
        }
        leftClasses = classes()
        rightClasses = classes()
        let rows = Int(reader.uint16())
        rightClassCount = Int(reader.uint16())
        adjustments = (0..<rows * rightClassCount).map { _ in reader.int16() }
    }

    /// The adjustment between `left` and `right`, in font units.
    func adjustment(_ left: UInt32, _ right: UInt32) -> Double {
        guard let row = leftClasses[left], let column = rightClasses[right] else { return 0 }
        let index = (row - 1) * rightClassCount + column - 1
        return index < adjustments.count ? Double(adjustments[index]) : 0
    }
}

/// Little-endian values read in order from bytes.
private struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    mutating func uint8() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    mutating func uint16() -> UInt16 { UInt16(uint8()) | UInt16(uint8()) << 8 }
    mutating func int16() -> Int16 { Int16(bitPattern: uint16()) }
    mutating func uint32() -> UInt32 { UInt32(uint16()) | UInt32(uint16()) << 16 }
    mutating func point() -> Point { Point(x: Double(int16()), y: Double(int16())) }
}
