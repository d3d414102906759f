import Graphics
import TestTools
import Testing

/// A project font's own glyphs, read from its `glyf` and `loca` tables: simple glyphs of on- and
/// off-curve points, composite glyphs placing others, and hostile tables that draw the font's
/// `.notdef` with a message, never a crash.
@Suite struct TrueTypeOutlinesTests {
    typealias P = TestFont.Point

    /// `.notdef` a box; "A" a curved triangle, a ring of off-curve points and a contour that
    /// starts off the curve; "V" a composite of "A" moved, "B" scaled and "B" turned; "B" a square.
    static func outlinedFont(longOffsets: Bool = false) -> TestFont {
        var font = TestFont()
        font.longOffsets = longOffsets
        font.glyphs[0].outline = .simple([[P(0, 0), P(400, 0), P(400, 700), P(0, 700)]])
        font.glyphs[1].outline = .simple([
            [P(0, 0), P(300, 700, on: false), P(600, 0)],
            [P(100, 100, on: false), P(200, 100, on: false), P(200, 200, on: false), P(100, 200, on: false)],
            [P(10, 20, on: false), P(30, 40), P(1000, 40)],
        ])
        font.glyphs[2].outline = .composite([
            .init(1, dx: 700, dy: -50), .init(4, dx: 10, dy: 20, matrix: (0.5, 0, 0, 0.5)),
            .init(4, matrix: (0, 1, -1, 0)),
        ])
        font.glyphs[4].outline = .simple([[P(0, 0), P(100, 0), P(100, 100), P(0, 100)]])
        return font
    }

    private func file(_ font: TestFont) throws -> FontFile {
        try #require(try FontFile.fonts(in: font.bytes, file: "Test.ttf").first)
    }

    private func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// "A" by hand: the triangle's apex is a control point; the ring starts halfway between its
    /// first and last points, with an on-curve point implied between each two; the third contour
    /// starts at its last point, its only on-curve point before the first.
    private var a: [Path.Element] {
        [
            .move(to: point(0, 0)), .quadCurve(to: point(600, 0), control: point(300, 700)), .close,
            .move(to: point(100, 150)), .quadCurve(to: point(150, 100), control: point(100, 100)),
            .quadCurve(to: point(200, 150), control: point(200, 100)),
            .quadCurve(to: point(150, 200), control: point(200, 200)),
            .quadCurve(to: point(100, 150), control: point(100, 200)), .close,
            .move(to: point(1000, 40)), .quadCurve(to: point(30, 40), control: point(10, 20)), .close,
        ]
    }

    @Test(arguments: [false, true])
    func aSimpleGlyphIsItsContours(longOffsets: Bool) throws {
        let file = try file(Self.outlinedFont(longOffsets: longOffsets))
        #expect(file.hasOutlines)
        #expect(try #require(file.outline(for: "A")).elements == a)
        #expect(file.outline(for: "Z") == nil, "a character the font lacks")
        #expect(file.outline(for: " ")?.elements == [], "a glyph with no outline")
        #expect(file.outlineProblems.isEmpty)
    }

    @Test(arguments: [false, true])
    func aCompositeGlyphPlacesItsComponents(longOffsets: Bool) throws {
        let file = try file(Self.outlinedFont(longOffsets: longOffsets))
        let moved = Path.Element.moved(a, dx: 700, dy: -50)
        let square: (Double, Double, Double, Double) -> [Path.Element] = { x0, y0, x1, y1 in
            [
                .move(to: Point(x: x0, y: y0)), .line(to: Point(x: x1, y: y0)), .line(to: Point(x: x1, y: y1)),
                .line(to: Point(x: x0, y: y1)), .close,
            ]
        }
        // Half of "B" moved by 10, 20; then "B" turned a quarter: (x, y) to (-y, x).
        let turned: [Path.Element] = [
            .move(to: point(0, 0)), .line(to: point(0, 100)), .line(to: point(-100, 100)),
            .line(to: point(-100, 0)), .close,
        ]
        #expect(try #require(file.outline(for: "V")).elements == moved + square(10, 20, 60, 70) + turned)
        #expect(file.outlineProblems.isEmpty)
    }

    @Test func aFontWithoutGlyfHasNoOutlinesOfItsOwn() throws {
        let file = try file(TestFont())
        #expect(!file.hasOutlines)
        #expect(file.outline(for: "A") == nil)
    }

    /// Where table `tag` starts and how long it is in `bytes`.
    private func table(_ tag: String, of font: TestFont, in bytes: [UInt8]) throws -> (start: Int, length: Int) {
        let record = try #require(font.directoryRecord(of: tag))
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(record + 8), u32(record + 12))
    }

    /// A glyph that cannot be read draws as `.notdef`'s box, and says why once.
    @Test(arguments: [
        ("the glyph's points reach past its bytes", "glyph 4: its data reaches past its 22 bytes"),
        ("loca points past glyf", "glyph 4: 'loca' places it at"),
        ("glyf is cut short", "glyph 4: 'loca' places it at"),
    ])
    func aBrokenGlyphDrawsAsNotdef(damage: String, message: String) throws {
        let font = Self.outlinedFont()
        var bytes = font.bytes
        let glyf = try table("glyf", of: font, in: bytes)
        let loca = try table("loca", of: font, in: bytes)
        func offset(_ glyph: Int) -> Int {
            (Int(bytes[loca.start + glyph * 2]) << 8 | Int(bytes[loca.start + glyph * 2 + 1])) * 2
        }
        switch damage {
        case "the glyph's points reach past its bytes":
            // Its one contour ends at point 9,999.
            (bytes[glyf.start + offset(4) + 10], bytes[glyf.start + offset(4) + 11]) = (0x27, 0x0F)
        case "loca points past glyf":
            (bytes[loca.start + 5 * 2], bytes[loca.start + 5 * 2 + 1]) = (0x7F, 0xFF)
        default:
            let record = try #require(font.directoryRecord(of: "glyf"))
            let length = offset(4) + 4
            bytes.replaceSubrange(record + 12..<record + 16, with: [0, 0, UInt8(length >> 8), UInt8(length & 0xFF)])
        }
        let file = try #require(try FontFile.fonts(in: bytes, file: "Broken.ttf").first)
        let notdef: [Path.Element] = [
            .move(to: point(0, 0)), .line(to: point(400, 0)), .line(to: point(400, 700)), .line(to: point(0, 700)),
            .close,
        ]
        #expect(file.outline(for: "B")?.elements == notdef)
        #expect(file.outline(for: "B")?.elements == notdef, "kept, and said once")
        #expect(file.outline(for: "A")?.elements == a, "the other glyphs are drawn")
        let problems = file.outlineProblems.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("Broken.ttf: table 'glyf': \(message)") == true, "\(problems)")
    }

    /// A glyph that cannot be read in a font whose `.notdef` cannot be read either is drawn in
    /// Inter, never as nothing: here `glyf` is empty, so no glyph's data is there.
    @Test func aBrokenGlyphWithoutANotdefIsDrawnInInter() throws {
        let font = Self.outlinedFont()
        var bytes = font.bytes
        let record = try #require(font.directoryRecord(of: "glyf"))
        bytes.replaceSubrange(record + 12..<record + 16, with: [0, 0, 0, 0])
        let file = try #require(try FontFile.fonts(in: bytes, file: "Empty.ttf").first)
        #expect(file.hasOutlines)
        #expect(file.outline(for: "A") == nil)
        #expect(file.outline(for: "A") == nil, "kept")
        #expect(file.advance(for: "A") == 600, "measured with its own advance")
        let problems = file.outlineProblems.map(\.description)
        #expect(problems.count == 1 && problems.first?.hasPrefix("Empty.ttf: table 'glyf': glyph ") == true)
    }

    /// A `loca` of an unknown format leaves the font measured, drawn in Inter, with the reason.
    @Test func outlinesThatCannotBeFoundLeaveTheFontMeasured() throws {
        let font = Self.outlinedFont()
        var bytes = font.bytes
        let head = try table("head", of: font, in: bytes)
        bytes[head.start + 51] = 7
        let file = try #require(try FontFile.fonts(in: bytes, file: "Bad.ttf").first)
        #expect(!file.hasOutlines)
        #expect(file.outline(for: "A") == nil)
        #expect(file.advance(for: "A") == 600)
        #expect(file.outlineProblems.map(\.description) == ["Bad.ttf: table 'head': indexToLocFormat is 7, not 0 or 1"])
    }

    /// Components that place themselves, each other, or too many in all, stop with a message.
    @Test(arguments: [
        ([TestFont.Component(2)], "glyph 2: its components nest more than 8 deep"),
        ([TestFont.Component(4)], "glyph 2: its components nest more than 8 deep"),
        ([TestFont.Component](repeating: .init(4), count: 40), "glyph 4: it places more than 1024 components"),
        ([TestFont.Component(9)], "glyph 9: it is past the font's 5 glyphs"),
    ])
    func compositesThatNeverEndAreRefused(components: [TestFont.Component], message: String) throws {
        var font = Self.outlinedFont()
        font.glyphs[2].outline = .composite(components)
        // "B" places "V" in turn, or forty "A"s.
        font.glyphs[4].outline = .composite(
            components.count > 1 ? Array(repeating: .init(1), count: 40) : [.init(2, dx: 1, dy: 1)])
        let file = try file(font)
        #expect(file.outline(for: "V")?.elements.count == 5, "the .notdef box")
        let problems = file.outlineProblems.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.hasSuffix(message) == true, "\(problems)")
    }

    /// A composite whose components have more points together than `maxp` can count is refused:
    /// forty squares of two thousand points each.
    @Test func aCompositeOfTooManyPointsIsRefused() throws {
        var font = Self.outlinedFont()
        font.glyphs[4].outline = .simple([(0..<2000).map { P(Int16($0 % 100), Int16($0 / 100)) }])
        font.glyphs[2].outline = .composite(Array(repeating: .init(4), count: 40))
        let file = try file(font)
        #expect(file.outline(for: "B")?.elements.count == 2001, "one of them is drawn")
        #expect(file.outline(for: "V")?.elements.count == 5, "the .notdef box")
        #expect(
            file.outlineProblems.map(\.description) == [
                "Test.ttf: table 'glyf': glyph 4: placed with the components before it, it makes more than 65536 points"
            ])
    }

    /// Every byte of `glyf` and `loca` changed in turn never crashes or hangs the reader.
    @Test func damagedTablesNeverCrash() throws {
        let font = Self.outlinedFont()
        let original = font.bytes
        let glyf = try table("glyf", of: font, in: original)
        let loca = try table("loca", of: font, in: original)
        let places = Array(glyf.start..<glyf.start + glyf.length) + Array(loca.start..<loca.start + loca.length)
        for place in places {
            for value: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF] {
                var bytes = original
                bytes[place] = value
                guard let file = try? FontFile.fonts(in: bytes, file: "Fuzz.ttf").first else { continue }
                for scalar: Unicode.Scalar in ["A", "V", " ", "B"] { _ = file.outline(for: scalar) }
            }
        }
    }
}

extension Path.Element {
    /// `elements` moved by `dx`, `dy`.
    static func moved(_ elements: [Path.Element], dx: Double, dy: Double) -> [Path.Element] {
        var path = Path()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                path.addCurve(to: point, control1: control1, control2: control2)
            case .close: path.closeSubpath()
            }
        }
        return path.offsetBy(dx: dx, dy: dy).elements
    }
}
