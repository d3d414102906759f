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
    /// The decoded table, and where each glyph's record starts in it.
    private let table: [UInt8]
    private let records: [UInt32: (offset: Int, advance: Double)]
    /// The pair kerning: each character's class on the left and on the right of a pair (from 1),
    /// and the adjustment of each pair of classes, row by row.
    private let leftClasses: [UInt32: Int]
    private let rightClasses: [UInt32: Int]
    private let rightClassCount: Int
    private let adjustments: [Int16]
    /// Glyphs decoded so far: a label needs a handful of the font's two hundred.
    private let decoded = Mutex<[UInt32: Glyph]>([:])

    /// Inter Regular, Medium, SemiBold and Bold, each decoded on first use.
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
        if records[scalar.value] == nil, Self.isInvisible(scalar) { return Glyph(advance: 0, path: Path()) }
        if records[scalar.value] == nil, let placeholder = emojiPlaceholder(for: scalar) { return placeholder }
        let code = records[scalar.value] != nil ? scalar.value : 0xFFFD
        if let glyph = decoded.withLock({ $0[code] }) { return glyph }
        guard let record = records[code] else { return Glyph(advance: missingAdvance, path: Path()) }
        let glyph = Self.decodeGlyph(table, at: record.offset)
        decoded.withLock { $0[code] = glyph }
        return glyph
    }

    /// The advance of the glyph for `scalar`, in font units: what `glyph(for:)` gives, without
    /// decoding the outline.
    public func advance(for scalar: Unicode.Scalar) -> Double {
        if records[scalar.value] == nil, Self.isInvisible(scalar) { return 0 }
        if records[scalar.value] == nil, let width = Self.emojiWidth(of: scalar) { return width * unitsPerEm }
        return (records[scalar.value] ?? records[0xFFFD])?.advance ?? missingAdvance
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
        guard let row = leftClasses[left.value], let column = rightClasses[right.value] else { return 0 }
        let index = (row - 1) * rightClassCount + column - 1
        return index < adjustments.count ? Double(adjustments[index]) : 0
    }

    /// Whether the font has a glyph of its own for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        records[scalar.value] != nil
    }

    private init(_ weight: Font.Weight, encoded: String) {
        self.weight = weight
        table = Base64.decode(encoded)
        var reader = ByteReader(bytes: table)
        unitsPerEm = Double(reader.uint16())
        ascender = Double(reader.int16())
        descender = Double(reader.int16())
        capHeight = Double(reader.int16())
        var records: [UInt32: (offset: Int, advance: Double)] = [:]
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
            records[code] = (start, advance)
        }
        self.records = records
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
