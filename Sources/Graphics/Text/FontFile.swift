import Synchronization

/// A TrueType or OpenType font read from its file (`.ttf`, `.otf`, one font of a `.ttc`): its
/// names, the metrics UIKit sets text with, each character's glyph and advance, and kerning.
///
/// The tables that measure text, which TrueType (`glyf`) and CFF (`OTTO`) fonts share, are read
/// at once: `head`, `hhea`, `maxp`, `hmtx`, `cmap`, `name`, `OS/2`, and `GPOS` or `kern` (whose
/// sorted pairs are checked, then searched where they lie when text is set). Every offset and
/// length is checked: a truncated or hostile file throws a `FontFileError` naming the file and
/// the table. Outlines, TrueType's (`glyf`) or CFF charstrings (`CFF `), are read one
/// glyph at a time, when it is first drawn; a glyph that cannot be read draws as the font's
/// `.notdef` and is kept among `outlineProblems`.
///
///     let fonts = try FontFile.fonts(in: bytes, file: "Fonts/OpenSans-Light.ttf")
///     fonts[0].postScriptName   // "OpenSans-Light"
///     fonts[0].advance(for: "A") // 1219, in font units
public final class FontFile: Sendable, Hashable, CustomStringConvertible {
    /// The file the font was read from.
    public let file: String
    /// The PostScript name (name id 6), as `UIFont(name:)` takes it: `OpenSans-Light`.
    public let postScriptName: String
    /// The family: the typographic family (name id 16) if the font has one, else name id 1.
    public let family: String
    /// The style within the family: the typographic subfamily (17), else name id 2 (`Light`).
    public let style: String
    /// The font units in one em.
    public let unitsPerEm: Double
    /// How far the font reaches above the baseline, in font units: `hhea`'s, as Core Text and
    /// `UIFont.ascender` report it.
    public let ascender: Double
    /// How far it reaches below the baseline, in font units: a negative number (`hhea`).
    public let descender: Double
    /// The gap `hhea` asks for between lines, in font units.
    public let lineGap: Double
    /// The height of capital letters, from `OS/2` (version 2 on); 0 when absent.
    public let capHeight: Double
    /// The height of a lower-case x, from `OS/2` (version 2 on); 0 when absent.
    public let xHeight: Double
    /// The weight, 100 (thin) to 900 (black), from `OS/2`'s `usWeightClass` (400 without one).
    public let weightClass: Int
    /// Whether the font is italic or oblique (`OS/2` `fsSelection`, else `head`'s `macStyle`).
    public let isItalic: Bool
    /// Whether `OS/2` asks for its typographic metrics to set lines (`USE_TYPO_METRICS`).
    public let usesTypographicMetrics: Bool
    /// `OS/2`'s typographic ascender, in font units.
    public let typographicAscender: Double
    /// `OS/2`'s typographic descender, in font units: a negative number.
    public let typographicDescender: Double
    /// `OS/2`'s typographic line gap, in font units.
    public let typographicLineGap: Double
    /// How many glyphs the font has (`maxp`).
    public let glyphCount: Int

    private let characters: CharacterMap
    /// The advance of each glyph, in font units; the last one's for the glyphs after it.
    private let advances: [UInt16]
    private let kerning: PairKerning
    private let outlines: (any GlyphOutlines)?
    /// Outlines decoded so far, by glyph: `nil` for one drawn in Inter.
    private let decoded = Mutex<[UInt16: Path?]>([:])
    private let problems: Mutex<[FontFileError]>

    /// The fonts in a font file's bytes: one, or each of a collection's (`ttcf`).
    public static func fonts(in bytes: [UInt8], file: String) throws(FontFileError) -> [FontFile] {
        guard let offsets = try SFNTReader.collectionOffsets(bytes, file: file) else {
            return [try FontFile(bytes: bytes, file: file, directoryAt: 0)]
        }
        var fonts: [FontFile] = []
        for offset in offsets { fonts.append(try FontFile(bytes: bytes, file: file, directoryAt: offset)) }
        return fonts
    }

    /// The font whose table directory is at `offset` of `bytes`.
    init(bytes: [UInt8], file: String, directoryAt offset: Int) throws(FontFileError) {
        var reader = try SFNTReader(bytes: bytes, file: file, directoryAt: offset)
        self.file = file
        let head = try reader.require("head")
        try reader.check(head.lowerBound, 54, in: head)
        let units = Double(try reader.u16(head.lowerBound + 18))
        guard units >= 16 && units <= 16384 else { throw reader.error("unitsPerEm is \(Int(units)), not 16 to 16384") }
        unitsPerEm = units
        let macStyle = try reader.u16(head.lowerBound + 44)
        let maxp = try reader.require("maxp")
        try reader.check(maxp.lowerBound, 6, in: maxp)
        glyphCount = Int(try reader.u16(maxp.lowerBound + 4))
        let hhea = try reader.require("hhea")
        try reader.check(hhea.lowerBound, 36, in: hhea)
        ascender = Double(try reader.i16(hhea.lowerBound + 4))
        descender = Double(try reader.i16(hhea.lowerBound + 6))
        lineGap = Double(try reader.i16(hhea.lowerBound + 8))
        let metricCount = Int(try reader.u16(hhea.lowerBound + 34))
        guard metricCount > 0 else { throw reader.error("numberOfHMetrics is 0") }
        let hmtx = try reader.require("hmtx")
        try reader.check(hmtx.lowerBound, metricCount * 4, in: hmtx)
        var advances: [UInt16] = []
        advances.reserveCapacity(metricCount)
        for glyph in 0..<metricCount { advances.append(try reader.u16(hmtx.lowerBound + glyph * 4)) }
        self.advances = advances
        var metrics = OS2Metrics()
        if let table = reader.open("OS/2") { metrics = try OS2Metrics(reader, table) }
        weightClass = metrics.weightClass
        isItalic = metrics.isItalic ?? (macStyle & 0x2 != 0)
        usesTypographicMetrics = metrics.usesTypographicMetrics
        (typographicAscender, typographicDescender, typographicLineGap) = metrics.typographic
        (capHeight, xHeight) = (metrics.capHeight, metrics.xHeight)
        characters = try CharacterMap(&reader)
        let names = try FontNames(&reader)
        guard let postScriptName = names.postScriptName else { throw reader.error("it has no PostScript name (id 6)") }
        self.postScriptName = postScriptName
        family = names.family ?? postScriptName
        style = names.style ?? "Regular"
        kerning = try PairKerning(&reader)
        // Outlines that cannot be found leave the font's text measured, and drawn in Inter.
        do throws(FontFileError) {
            outlines = try Self.outlines(reader, head: head, glyphCount: glyphCount)
            problems = Mutex([])
        } catch {
            outlines = nil
            problems = Mutex([error])
        }
    }

    /// The font's outlines: TrueType's, else CFF's; `nil` for a font with neither.
    private static func outlines(
        _ reader: SFNTReader, head: Range<Int>, glyphCount: Int
    ) throws(FontFileError) -> (any GlyphOutlines)? {
        if let trueType = try TrueTypeOutlines(reader, head: head, glyphCount: glyphCount) { return trueType }
        return try CFFOutlines(reader, glyphCount: glyphCount)
    }

    /// The glyph of `scalar`; 0, the font's "missing" glyph, for one it does not have.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        characters.glyph(for: scalar)
    }

    /// Whether the font has a glyph of its own for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar) != 0
    }

    /// How far the pen moves past the glyph of `scalar`, in font units.
    public func advance(for scalar: Unicode.Scalar) -> Double {
        let glyph = Int(glyph(for: scalar))
        return Double(advances[min(glyph, advances.count - 1)])
    }

    /// The kerning between the glyphs of `left` and `right`, in font units: negative brings them
    /// closer.
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        kerning.adjustment(glyph(for: left), glyph(for: right))
    }

    /// Whether the font's own outlines are drawn: it has TrueType outlines (`glyf`) or CFF ones
    /// (`CFF `) that could be found. Otherwise (a CFF2 font, or one whose outline tables are
    /// damaged) its text is drawn in Inter, at the font's advances.
    public var hasOutlines: Bool { outlines != nil }

    /// The outline of the glyph of `scalar`, in font units, y growing upwards; `nil` when the font
    /// has no glyph of its own for it, or no outlines that are read. A glyph that cannot be read
    /// is drawn as the font's `.notdef` box, and, if that cannot be drawn either, in Inter: text
    /// never goes missing because a font is damaged.
    public func outline(for scalar: Unicode.Scalar) -> Path? {
        outline(ofGlyph: glyph(for: scalar))
    }

    /// The outline of glyph number `glyph`, as `outline(for:)` gives a character's: `nil` for
    /// glyph 0 (the "missing" glyph) and for a font without outlines that are read.
    public func outline(ofGlyph glyph: UInt16) -> Path? {
        guard glyph != 0, let outlines else { return nil }
        if let path = decoded.withLock({ $0[glyph] }) { return path }
        var (path, problem): (Path?, FontFileError?)
        do throws(FontFileError) {
            (path, problem) = (try outlines.path(of: glyph), nil)
        } catch {
            let notdef = try? outlines.path(of: 0)
            (path, problem) = (notdef?.elements.isEmpty == false ? notdef : nil, error)
        }
        // Another thread may have decoded the glyph meanwhile; its problem is kept once.
        if decoded.withLock({ $0.updateValue(path, forKey: glyph) == nil }), let problem {
            problems.withLock { $0.append(problem) }
        }
        return path
    }

    /// Why the outlines could not be found, or why each glyph drawn so far whose outline could not
    /// be read was not, one error a glyph.
    public var outlineProblems: [FontFileError] { problems.withLock { $0 } }

    public var description: String { "\(postScriptName) (\(family) \(style), \(file))" }

    public static func == (lhs: FontFile, rhs: FontFile) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
