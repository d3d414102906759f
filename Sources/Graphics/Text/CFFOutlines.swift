/// The glyph outlines of an OpenType font with CFF outlines (`OTTO`, a `CFF ` table): each
/// glyph's Type 2 charstring, found through the Top DICT, run one glyph at a time into a path in
/// font units, y growing upwards.
///
/// A charstring calls the font's global subroutines and the local ones of its Private DICT; a
/// CID-keyed font (`ROS`) has a Private DICT for each Font DICT of its `FDArray`, chosen for each
/// glyph by its `FDSelect` (format 0 or 3). Every offset is checked: a table that cannot be read
/// throws a `FontFileError` when the font is read, and a glyph that cannot be drawn throws one
/// naming the file, the table and the glyph. CFF2 (variable fonts) is refused.
struct CFFOutlines: GlyphOutlines {
    /// How many Font DICTs a CID-keyed font may have: `FDSelect` numbers them with a byte.
    static let maximumFontDicts = 256

    /// How a CID-keyed font's glyphs choose their Font DICT.
    private enum FontDictSelect: Sendable {
        /// Format 0: a byte a glyph, from this offset.
        case glyphs(at: Int)
        /// Format 3: ranges of glyphs, `count` of them from this offset, then the sentinel glyph.
        case ranges(at: Int, count: Int)
    }

    private let reader: SFNTReader
    private let charStrings: CFFIndex
    private let globalSubrs: CFFIndex
    /// The local subroutines of each Font DICT; one for a font that is not CID-keyed.
    private let localSubrs: [CFFIndex?]
    private let select: FontDictSelect?
    private let glyphCount: Int

    /// The outlines of the font `reader` reads; `nil` for one without a `CFF ` table (nor a
    /// `CFF2` one, which is refused).
    init?(_ reader: SFNTReader, glyphCount: Int) throws(FontFileError) {
        var reader = reader
        guard let table = reader.open("CFF ") else {
            guard reader.open("CFF2") == nil else {
                throw reader.error("CFF2 outlines (a variable font's) are not supported; its text is drawn in Inter")
            }
            return nil
        }
        try reader.check(table.lowerBound, 4, in: table)
        let major = try reader.u8(table.lowerBound)
        guard major == 1 else { throw reader.error("its version is \(major), not 1") }
        let headerSize = Int(try reader.u8(table.lowerBound + 2))
        let names = try CFFIndex(reader, at: table.lowerBound + headerSize, in: table, what: "Name")
        let topDicts = try CFFIndex(reader, at: names.end, in: table, what: "Top DICT")
        let strings = try CFFIndex(reader, at: topDicts.end, in: table, what: "String")
        globalSubrs = try CFFIndex(reader, at: strings.end, in: table, what: "Global Subrs")
        guard let topRange = try topDicts.range(of: 0, reader) else {
            throw reader.error("its Top DICT INDEX holds no font")
        }
        let top = try CFFDict(reader, topRange, what: "Top")
        if let type = top[CFFDict.charstringType], type != [2] {
            throw reader.error("its charstrings are of type \(type.first ?? 0), not 2")
        }
        func offset(_ operands: [Double]?, _ what: String) throws(FontFileError) -> Int {
            guard let last = operands?.last, let value = Int(exactly: last), value >= 0, value <= table.count else {
                let given = operands?.last.map { DecimalText.shortest($0) } ?? "none"
                throw reader.error("the \(what) offset (\(given)) lies outside the table (\(table.count) bytes)")
            }
            return table.lowerBound + value
        }
        charStrings = try CFFIndex(
            reader, at: offset(top[CFFDict.charStrings], "CharStrings"), in: table, what: "CharStrings")
        func privateSubrs(_ dict: CFFDict, _ what: String) throws(FontFileError) -> CFFIndex? {
            guard let operands = dict[CFFDict.private] else { return nil }
            guard operands.count == 2, let size = Int(exactly: operands[0]), size >= 0, size <= table.count else {
                throw reader.error(
                    "the \(what) DICT's Private DICT is not given as a size and an offset inside the table")
            }
            let start = try offset([operands[1]], "\(what) DICT's Private DICT")
            try reader.check(start, size, in: table)
            let privateDict = try CFFDict(reader, start..<start + size, what: "Private")
            guard let subrs = privateDict[CFFDict.subrs] else { return nil }
            guard let relative = subrs.last.flatMap({ Int(exactly: $0) }), relative >= 0,
                relative <= table.upperBound - start
            else { throw reader.error("the Private DICT's Subrs offset lies outside the table") }
            return try CFFIndex(reader, at: start + relative, in: table, what: "Subrs")
        }
        if top[CFFDict.ros] != nil {
            let fontDicts = try CFFIndex(
                reader, at: offset(top[CFFDict.fdArray], "FDArray"), in: table, what: "FDArray")
            guard fontDicts.count > 0, fontDicts.count <= Self.maximumFontDicts else {
                throw reader.error("its FDArray holds \(fontDicts.count) Font DICTs, not 1 to \(Self.maximumFontDicts)")
            }
            var subrs: [CFFIndex?] = []
            for index in 0..<fontDicts.count {
                guard let range = try fontDicts.range(of: index, reader) else {
                    throw reader.error("Font DICT \(index) lies outside its FDArray")
                }
                subrs.append(
                    try privateSubrs(try CFFDict(reader, range, what: "Font DICT \(index)"), "Font DICT \(index)"))
            }
            localSubrs = subrs
            let start = try offset(top[CFFDict.fdSelect], "FDSelect")
            switch try reader.u8(start) {
            case 0:
                try reader.check(start + 1, glyphCount, in: table)
                select = .glyphs(at: start + 1)
            case 3:
                try reader.check(start, 3, in: table)
                let count = Int(try reader.u16(start + 1))
                try reader.check(start + 3, count * 3 + 2, in: table)
                select = .ranges(at: start + 3, count: count)
            case let format: throw reader.error("its FDSelect is of format \(format), not 0 or 3")
            }
        } else {
            localSubrs = [try privateSubrs(top, "Top")]
            select = nil
        }
        (self.reader, self.glyphCount) = (reader, glyphCount)
    }

    /// The outline of `glyph`, in font units.
    func path(of glyph: UInt16) throws(FontFileError) -> Path {
        let index = Int(glyph)
        guard index < glyphCount else { throw error(glyph, "it is past the font's \(glyphCount) glyphs") }
        guard let range = try charStrings.range(of: index, reader) else {
            throw error(glyph, "its charstring lies outside the CharStrings INDEX (\(charStrings.count) charstrings)")
        }
        let fontDict = try fontDict(of: glyph)
        guard fontDict < localSubrs.count else {
            throw error(glyph, "FDSelect gives it Font DICT \(fontDict), past the \(localSubrs.count) of FDArray")
        }
        var charstring = Type2Charstring(
            reader: reader, glyph: glyph, globalSubrs: globalSubrs, localSubrs: localSubrs[fontDict])
        return try charstring.run(range)
    }

    private func error(_ glyph: UInt16, _ reason: String) -> FontFileError {
        reader.error("glyph \(glyph): \(reason)")
    }

    /// The Font DICT `glyph` is drawn with: 0 for a font that is not CID-keyed.
    private func fontDict(of glyph: UInt16) throws(FontFileError) -> Int {
        switch select {
        case nil: return 0
        case .glyphs(let start): return Int(try reader.u8(start + Int(glyph)))
        case .ranges(let start, let count):
            // Ranges are in order of their first glyph; the last ends at the sentinel.
            for range in 0..<count {
                let record = start + range * 3
                let (first, next) = (try reader.u16(record), try reader.u16(record + 3))
                guard first <= next else { throw error(glyph, "FDSelect's ranges are out of order at range \(range)") }
                if glyph >= first && glyph < next { return Int(try reader.u8(record + 2)) }
            }
            throw error(glyph, "no range of FDSelect holds it")
        }
    }
}
