import Graphics
import TestTools
import Testing

/// A project font's own glyphs, read from its `CFF ` table: Type 2 charstrings with hints, the
/// width, every drawing operator, local and global subroutines, CID-keyed fonts whose glyphs
/// choose their Private DICT, and hostile tables and charstrings that draw the font's `.notdef`
/// or Inter with a message, never a crash or a hang.
@Suite struct CFFOutlinesTests {
    typealias I = TestCFF.Item

    private static func charstring(_ items: [I]) -> [UInt8] { TestCFF.charstring(items) }

    /// `.notdef` a box; "A" `a`; "V" and " " nothing; "B" a square. Local subroutine 0 draws a
    /// line 500 units left and 1 a line 100 up and ends the glyph; global subroutine 0 a curve.
    static func cff(a: [I], localSubrs: [[I]]? = nil) -> TestCFF {
        var cff = TestCFF(
            charStrings: [
                charstring([
                    .number(0), .number(0), .rmoveto, .number(400), .number(700), .number(-400), .hlineto, .endchar,
                ]),
                charstring(a), charstring([.endchar]), charstring([.endchar]),
                charstring([
                    .number(0), .number(0), .rmoveto, .number(100), .number(100), .number(-100), .hlineto, .endchar,
                ]),
            ])
        cff.localSubrs =
            (localSubrs ?? [
                [.number(-500), .number(0), .rlineto, .return], [.number(0), .number(100), .rlineto, .endchar],
            ]).map(charstring)
        cff.globalSubrs = [
            charstring([
                .number(10), .number(20), .number(30), .number(40), .number(50), .number(60), .rrcurveto, .return,
            ])
        ]
        return cff
    }

    private static func file(_ cff: TestCFF, tag: String = "CFF ") throws -> FontFile {
        var font = TestFont()
        (font.cff, font.cffTag) = (cff.bytes, tag)
        return try #require(try FontFile.fonts(in: font.bytes, file: "Test.otf").first)
    }

    private static func m(_ x: Double, _ y: Double) -> Path.Element { .move(to: Point(x: x, y: y)) }
    private static func l(_ x: Double, _ y: Double) -> Path.Element { .line(to: Point(x: x, y: y)) }
    private static func c(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double
    ) -> Path.Element {
        .curve(to: Point(x: x, y: y), control1: Point(x: x1, y: y1), control2: Point(x: x2, y: y2))
    }

    private static let notdef: [Path.Element] = [m(0, 0), l(400, 0), l(400, 700), l(0, 700), .close]

    private static func numbers(_ values: Int...) -> [I] { values.map(I.number) }

    /// "A" drawn by each operator, and the points worked out by hand.
    @Test(
        arguments: [
            (
                "the width, 8 hstemhm and an implicit vstem before a hintmask of 2 bytes, a local subroutine",
                [.number(123)] + numbers(0, 50, 100, 10, 200, 10, 300, 10, 400, 10, 500, 10, 600, 10, 700, 10) + [
                    .hstemhm
                ]
                    + numbers(10, 20) + [.hintmask, .bytes([0xFF, 0x80])] + numbers(50, 0) + [.rmoveto]
                    + numbers(500, 700) + [.hlineto, .number(-107), .callsubr, .endchar],
                [m(50, 0), l(550, 0), l(550, 700), l(50, 700), .close]
            ),
            (
                "rrcurveto in a global subroutine, hvcurveto",
                numbers(100, 200) + [.rmoveto, .number(-107), .callgsubr] + numbers(10, 20, 30, 40) + [
                    .hvcurveto, .endchar,
                ],
                [m(100, 200), c(110, 220, 140, 260, 190, 320), c(200, 320, 220, 350, 220, 390), .close]
            ),
            (
                "vhcurveto alternating, with a last number",
                numbers(0, 0) + [.rmoveto] + numbers(10, 20, 30, 40, 50, 60, 70, 80, 90) + [.vhcurveto, .endchar],
                [m(0, 0), c(0, 10, 20, 40, 60, 40), c(110, 40, 170, 110, 260, 190), .close]
            ),
            (
                "vvcurveto and hhcurveto, each with a first number",
                numbers(0, 0) + [.rmoveto] + numbers(5, 10, 15, 20, 25) + [.vvcurveto] + numbers(1, 2, 3, 4, 5)
                    + [.hhcurveto, .endchar],
                [m(0, 0), c(5, 10, 20, 30, 20, 55), c(22, 56, 25, 60, 30, 60), .close]
            ),
            (
                "rcurveline and rlinecurve",
                numbers(0, 0) + [.rmoveto] + numbers(1, 2, 3, 4, 5, 6, 7, 8) + [.rcurveline]
                    + numbers(1, 1, 2, 2, 3, 4, 5, 6) + [.rlinecurve, .endchar],
                [m(0, 0), c(1, 2, 4, 6, 9, 12), l(16, 20), l(17, 21), c(19, 23, 22, 27, 27, 33), .close]
            ),
            (
                "flex and hflex",
                numbers(0, 0) + [.rmoveto] + numbers(10, 0, 10, 5, 10, 5, 10, -5, 10, -5, 10, 0, 50) + [.flex]
                    + numbers(10, 20, 30, 40, 50, 60, 70) + [.hflex, .endchar],
                [
                    m(0, 0), c(10, 0, 20, 5, 30, 10), c(40, 5, 50, 0, 60, 0), c(70, 0, 90, 30, 130, 30),
                    c(180, 30, 240, 0, 310, 0), .close,
                ]
            ),
            (
                "hflex1 and flex1",
                numbers(0, 0) + [.rmoveto] + numbers(1, 2, 3, 4, 5, 6, 7, 8, 9) + [.hflex1]
                    + numbers(10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 7) + [.flex1, .endchar],
                [
                    m(0, 0), c(1, 2, 4, 6, 9, 6), c(15, 6, 22, 14, 31, 0), c(41, 1, 51, 2, 61, 3),
                    c(71, 4, 81, 5, 88, 0), .close,
                ]
            ),
            (
                "numbers of every size, hmoveto with the width, vmoveto closing the first contour",
                numbers(42, -300) + [.hmoveto, .number(1131), .vlineto, .fixed(2.5), .number(-1131), .rlineto]
                    + [.number(5000), .vmoveto, .number(-20000), .number(108), .rlineto, .endchar],
                [m(-300, 0), l(-300, 1131), l(-297.5, 0), .close, m(-297.5, 5000), l(-20297.5, 5108), .close]
            ),
            (
                "vstem and cntrmask, and a subroutine that ends the glyph",
                numbers(0, 10) + [.vstem, .cntrmask, .bytes([0x80])] + numbers(0, 0) + [.rmoveto, .number(100)]
                    + [.hlineto, .number(-106), .callsubr],
                [m(0, 0), l(100, 0), l(100, 100), .close]
            ),
        ] as [(String, [I], [Path.Element])])
    func aGlyphIsTheOutlineItsCharstringDraws(what: String, a: [I], expected: [Path.Element]) throws {
        let file = try Self.file(Self.cff(a: a))
        #expect(file.hasOutlines)
        #expect(file.outline(for: "A")?.elements == expected, "\(what)")
        #expect(file.outline(for: "V")?.elements == [], "a glyph with no outline")
        #expect(file.outline(for: "Z") == nil, "a character the font lacks")
        #expect(file.advance(for: "A") == 600, "the width in the charstring is not the advance")
        #expect(file.outlineProblems.isEmpty, "\(file.outlineProblems)")
    }

    /// A CID-keyed font's glyphs each call the local subroutines of the Font DICT `FDSelect`
    /// gives them: "A" those of the second, "B" the same charstring those of the first.
    @Test(arguments: [UInt8(0), 3])
    func aCIDKeyedFontsGlyphsUseTheirFontDictsSubroutines(format: UInt8) throws {
        let call = Self.charstring(Self.numbers(0, 0) + [.rmoveto, .number(-107), .callsubr, .endchar])
        var cff = Self.cff(a: [])
        cff.charStrings[1] = call
        cff.charStrings[4] = call
        cff.localSubrs = []
        cff.fontDicts = [
            [Self.charstring([.number(-500), .number(0), .rlineto, .return])],
            [Self.charstring([.number(0), .number(-700), .rlineto, .return])],
        ]
        (cff.fontDictOfGlyph, cff.fdSelectFormat) = ([0, 1, 1, 0, 0], format)
        let file = try Self.file(cff)
        #expect(file.outline(for: "A")?.elements == [Self.m(0, 0), Self.l(0, -700), .close])
        #expect(file.outline(for: "B")?.elements == [Self.m(0, 0), Self.l(-500, 0), .close])
        #expect(file.outlineProblems.isEmpty, "\(file.outlineProblems)")

        cff.fontDictOfGlyph[1] = 5
        let damaged = try Self.file(cff)
        #expect(damaged.outline(for: "A")?.elements == Self.notdef)
        #expect(
            damaged.outlineProblems.map(\.description) == [
                "Test.otf: table 'CFF ': glyph 1: FDSelect gives it Font DICT 5, past the 2 of FDArray"
            ])
    }

    /// Each glyph that cannot be drawn draws as `.notdef`'s box, and says why once, naming the
    /// file, the table and the glyph.
    @Test(
        arguments: [
            (
                "stack overflow", [I](repeating: .number(1), count: 49) + [.rmoveto], nil,
                "its stack holds more than 48 numbers"
            ),
            (
                "unknown operator", numbers(0, 0) + [.rmoveto, .op(2), .endchar], nil,
                "it uses operator 2, which is not supported"
            ),
            (
                "unknown escaped operator", numbers(1, 2) + [.escaped(23), .endchar], nil,
                "it uses operator 12 23, which is not supported"
            ),
            (
                "a subroutine calling itself", [.number(-107), .callsubr], [[.number(-107), .callsubr, .return]],
                "its subroutines nest more than 10 deep"
            ),
            (
                "subroutines calling the next thirty times, ten deep", [.number(-107), .callsubr],
                (0..<10).map { depth in
                    depth == 9
                        ? [.return]
                        : Array([[I]](repeating: [.number(depth + 1 - 107), .callsubr], count: 30).joined()) + [.return]
                },
                "it runs more than 65536 operators"
            ),
            (
                "subroutines drawing 27,000 lines", [.number(0), .number(0), .rmoveto, .number(-107), .callsubr],
                (0..<4).map { depth in
                    depth == 3
                        ? [.number(0), .number(0), .rlineto, .return]
                        : Array([[I]](repeating: [.number(depth + 1 - 107), .callsubr], count: 30).joined()) + [.return]
                },
                "it draws more than 16384 moves, lines and curves"
            ),
            (
                "a subroutine that is not there", [.number(-50), .callsubr], nil,
                "it calls local subroutine -50 (2 of them, bias 107), which is not there"
            ),
            (
                "a point too far off", Array([[I]](repeating: numbers(30000, 0) + [.rmoveto], count: 34).joined()), nil,
                "it reaches (1020000, 0), farther than 1000000 units off"
            ),
            (
                "a hintmask cut short",
                Array([[I]](repeating: numbers(20, 10), count: 9).joined()) + [.hstem, .hintmask, .bytes([0xFF])],
                nil, "its hintmask runs past the end of its charstring (9 stems take 2 bytes)"
            ),
            (
                "no endchar", numbers(0, 0) + [.rmoveto, .number(10), .hlineto], nil,
                "its charstring ends without endchar"
            ),
            ("drawing before a move", [.number(10), .hlineto, .endchar], nil, "it draws before its first moveto"),
            ("a number cut short", [.bytes([28, 1])], nil, "a number runs past the end of its charstring"),
            (
                "a line of 3 numbers", numbers(0, 0) + [.rmoveto] + numbers(1, 2, 3) + [.rlineto], nil,
                "rlineto takes pairs, not 3 numbers"
            ),
            ("return outside a subroutine", [.return], nil, "its charstring returns without a subroutine called"),
        ] as [(String, [I], [[I]]?, String)])
    func aBrokenCharstringDrawsAsNotdef(what: String, a: [I], localSubrs: [[I]]?, message: String) throws {
        let file = try Self.file(Self.cff(a: a, localSubrs: localSubrs))
        #expect(file.hasOutlines)
        #expect(file.outline(for: "A")?.elements == Self.notdef, "\(what)")
        #expect(file.outline(for: "A")?.elements == Self.notdef, "kept, and said once")
        #expect(file.outline(for: "B")?.elements.count == 5, "the other glyphs are drawn")
        #expect(file.outlineProblems == [FontFileError(file: "Test.otf", table: "CFF ", reason: "glyph 1: " + message)])
    }

    /// A `CFF ` table that cannot be read, or a CFF2 one, leaves the font measured, drawn in
    /// Inter, with the reason.
    @Test(arguments: [
        ("CFF table cut inside the Top DICT INDEX", "the Top DICT INDEX's data ends at 18, past the end of the table"),
        ("CharStrings offset past the end", "the CharStrings offset (100000) lies outside the table (114 bytes)"),
        ("CFF2", "CFF2 outlines (a variable font's) are not supported; its text is drawn in Inter"),
    ])
    func outlinesThatCannotBeFoundLeaveTheFontMeasured(damage: String, message: String) throws {
        var cff = Self.cff(a: [.endchar])
        var font = TestFont()
        font.cff = cff.bytes
        switch damage {
        case "CFF table cut inside the Top DICT INDEX": font.cff = Array(cff.bytes.prefix(30))
        case "CharStrings offset past the end":
            cff.charStringsOffset = 100_000
            font.cff = cff.bytes
        default: font.cffTag = "CFF2"
        }
        let file = try #require(try FontFile.fonts(in: font.bytes, file: "Test.otf").first)
        #expect(!file.hasOutlines)
        #expect(file.outline(for: "A") == nil)
        #expect(file.advance(for: "A") == 600)
        let table = damage == "CFF2" ? "CFF2" : "CFF "
        #expect(file.outlineProblems == [FontFileError(file: "Test.otf", table: table, reason: message)])
    }

    /// Every byte of the `CFF ` table changed in turn, and the table cut at every length, never
    /// crashes or hangs the reader.
    @Test func damagedTablesNeverCrash() throws {
        var cid = Self.cff(
            a: Self.numbers(0, 0) + [.rmoveto, .number(-107), .callsubr, .number(-107), .callgsubr, .endchar])
        cid.fontDicts = [cid.localSubrs, cid.localSubrs]
        cid.fontDictOfGlyph = [0, 1, 1, 0, 1]
        for cff in [Self.cff(a: Self.numbers(0, 0) + [.rmoveto, .number(-107), .callsubr, .endchar]), cid] {
            let original = cff.bytes
            var variants = (0..<original.count).map { Array(original.prefix($0)) }
            for place in original.indices {
                for value: UInt8 in [0x00, 0x01, 0x1C, 0x7F, 0x80, 0xFF] {
                    var bytes = original
                    bytes[place] = value
                    variants.append(bytes)
                }
            }
            for bytes in variants {
                var font = TestFont()
                font.cff = bytes
                guard let file = try? FontFile.fonts(in: font.bytes, file: "Fuzz.otf").first else { continue }
                for scalar: Unicode.Scalar in ["A", "V", " ", "B"] {
                    let path = file.outline(for: scalar)
                    #expect(path.map { Shape.path($0).isFinite } != false)
                }
            }
        }
    }
}
