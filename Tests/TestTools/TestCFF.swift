/// A tiny `CFF ` table written byte by byte for tests (`TestFont.cff`): a charstring for each
/// glyph, global and local subroutines, and, for a CID-keyed font, Font DICTs each with its own
/// local subroutines, chosen for each glyph by an `FDSelect` of format 0 or 3.
///
///     var cff = TestCFF(charStrings: [TestCFF.charstring([.endchar]), …])
///     cff.globalSubrs = [TestCFF.charstring([.number(10), .number(0), .rlineto, .return])]
///     font.cff = cff.bytes
public struct TestCFF: Sendable {
    /// One item of a Type 2 charstring.
    public enum Item: Sendable, Equatable {
        /// An integer, in its shortest encoding (one byte, two, or three after 28).
        case number(Int)
        /// A 16.16 fixed-point number (after 255).
        case fixed(Double)
        /// An operator of one byte.
        case op(UInt8)
        /// An operator of two bytes, 12 and this one.
        case escaped(UInt8)
        /// Bytes as they are: a hintmask's mask.
        case bytes([UInt8])

        public static let hstem = Item.op(1)
        public static let vstem = Item.op(3)
        public static let vmoveto = Item.op(4)
        public static let rlineto = Item.op(5)
        public static let hlineto = Item.op(6)
        public static let vlineto = Item.op(7)
        public static let rrcurveto = Item.op(8)
        public static let callsubr = Item.op(10)
        public static let `return` = Item.op(11)
        public static let endchar = Item.op(14)
        public static let hstemhm = Item.op(18)
        public static let hintmask = Item.op(19)
        public static let cntrmask = Item.op(20)
        public static let rmoveto = Item.op(21)
        public static let hmoveto = Item.op(22)
        public static let vstemhm = Item.op(23)
        public static let rcurveline = Item.op(24)
        public static let rlinecurve = Item.op(25)
        public static let vvcurveto = Item.op(26)
        public static let hhcurveto = Item.op(27)
        public static let callgsubr = Item.op(29)
        public static let vhcurveto = Item.op(30)
        public static let hvcurveto = Item.op(31)
        public static let hflex = Item.escaped(34)
        public static let flex = Item.escaped(35)
        public static let hflex1 = Item.escaped(36)
        public static let flex1 = Item.escaped(37)
    }

    /// Each glyph's charstring, glyph 0 first.
    public var charStrings: [[UInt8]]
    public var globalSubrs: [[UInt8]] = []
    /// The local subroutines of the Private DICT of a font that is not CID-keyed.
    public var localSubrs: [[UInt8]] = []
    /// A CID-keyed font's Font DICTs, each given as its Private DICT's local subroutines.
    public var fontDicts: [[[UInt8]]]?
    /// The Font DICT of each glyph of a CID-keyed font.
    public var fontDictOfGlyph: [UInt8] = []
    /// The `FDSelect` format: 0 (a byte a glyph) or 3 (ranges).
    public var fdSelectFormat: UInt8 = 3
    /// The CharStrings offset the Top DICT gives, when not where they are.
    public var charStringsOffset: Int?

    public init(charStrings: [[UInt8]]) {
        self.charStrings = charStrings
    }

    /// The bytes of a charstring of `items`.
    public static func charstring(_ items: [Item]) -> [UInt8] {
        items.flatMap { item -> [UInt8] in
            switch item {
            case .number(let value) where (-107...107).contains(value): [UInt8(value + 139)]
            case .number(let value) where (108...1131).contains(value):
                [UInt8((value - 108) / 256 + 247), UInt8((value - 108) % 256)]
            case .number(let value) where (-1131 ... -108).contains(value):
                [UInt8((-value - 108) / 256 + 251), UInt8((-value - 108) % 256)]
            case .number(let value): [28] + be16(UInt16(bitPattern: Int16(value)))
            case .fixed(let value): [255] + be32(UInt32(bitPattern: Int32((value * 65536).rounded())))
            case .op(let code): [code]
            case .escaped(let code): [12, code]
            case .bytes(let bytes): bytes
            }
        }
    }

    /// An INDEX of `items`.
    public static func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return be16(0) }
        let size = items.reduce(1) { $0 + $1.count }
        let offsetSize = size <= 0xFF ? 1 : size <= 0xFFFF ? 2 : 4
        var offsets = Array(be32(1).suffix(offsetSize))
        var offset = 1
        for item in items {
            offset += item.count
            offsets += be32(UInt32(offset)).suffix(offsetSize)
        }
        return be16(UInt16(items.count)) + [UInt8(offsetSize)] + offsets + items.flatMap(\.self)
    }

    /// The table's bytes: the header, the Name, Top DICT, String and Global Subrs INDEXes, the
    /// CharStrings, then the Private DICT and its Subrs, or the FDSelect, the FDArray and each Font
    /// DICT's Private DICT and Subrs.
    public var bytes: [UInt8] {
        let header: [UInt8] = [1, 0, 4, 4]
        let names = Self.index([Array("TestSans-Light".utf8)])
        let isCID = fontDicts != nil
        let topSize = isCID ? 37 : 17
        let charStringsStart = header.count + names.count + 5 + topSize + 2 + Self.index(globalSubrs).count
        let charStringsIndex = Self.index(charStrings)
        var top: [UInt8] = []
        var tail: [UInt8] = []
        let tailStart = charStringsStart + charStringsIndex.count
        if let fontDicts {
            top += int5(391) + int5(392) + int5(0) + [12, 30]
            let select = fdSelect
            let fdArrayStart = tailStart + select.count
            let fdArraySize = Self.index(fontDicts.map { _ in [UInt8](repeating: 0, count: 11) }).count
            var privates: [UInt8] = []
            var dicts: [[UInt8]] = []
            for subrs in fontDicts {
                let (privateDict, subrsIndex) = Self.privateDict(subrs)
                dicts.append(
                    int5(UInt32(privateDict.count)) + int5(UInt32(fdArrayStart + fdArraySize + privates.count)) + [18])
                privates += privateDict + subrsIndex
            }
            top += int5(UInt32(charStringsOffset ?? charStringsStart)) + [17]
            top += int5(UInt32(fdArrayStart)) + [12, 36] + int5(UInt32(tailStart)) + [12, 37]
            tail = select + Self.index(dicts) + privates
        } else {
            let (privateDict, subrsIndex) = Self.privateDict(localSubrs)
            top += int5(UInt32(charStringsOffset ?? charStringsStart)) + [17]
            top += int5(UInt32(privateDict.count)) + int5(UInt32(tailStart)) + [18]
            tail = privateDict + subrsIndex
        }
        return header + names + Self.index([top]) + be16(0) + Self.index(globalSubrs) + charStringsIndex + tail
    }

    /// A Private DICT (a default width, and the offset of its Subrs when there are any) and its Subrs.
    private static func privateDict(_ subrs: [[UInt8]]) -> (dict: [UInt8], subrs: [UInt8]) {
        subrs.isEmpty ? ([139, 20], []) : (int5(8) + [19] + [139, 20], index(subrs))
    }

    private var fdSelect: [UInt8] {
        guard fdSelectFormat == 3 else { return [0] + fontDictOfGlyph }
        var ranges: [UInt8] = []
        var count = 0
        for (glyph, dict) in fontDictOfGlyph.enumerated() where glyph == 0 || fontDictOfGlyph[glyph - 1] != dict {
            ranges += be16(UInt16(glyph)) + [dict]
            count += 1
        }
        return [3] + be16(UInt16(count)) + ranges + be16(UInt16(fontDictOfGlyph.count))
    }
}

/// A DICT integer of five bytes (29), so that offsets do not change the DICT's size.
private func int5(_ value: UInt32) -> [UInt8] { [29] + be32(value) }
private func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
private func be32(_ value: UInt32) -> [UInt8] { be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }
