import Graphics
import TestTools
import Testing

/// Font files read from their bytes: names, metrics, characters, advances and kerning of a
/// TrueType font the test writes itself, and hostile files refused with a message.
@Suite struct FontFileTests {
    private func font(_ testFont: TestFont = TestFont()) throws -> FontFile {
        let fonts = try FontFile.fonts(in: testFont.bytes, file: "Test.ttf")
        try #require(fonts.count == 1)
        return fonts[0]
    }

    @Test func namesAndMetricsAreTheTables() throws {
        let font = try font()
        #expect(font.postScriptName == "TestSans-Light")
        #expect(font.family == "Test Sans")
        #expect(font.style == "Light")
        #expect(font.unitsPerEm == 1000)
        #expect((font.ascender, font.descender, font.lineGap) == (800, -200, 100))
        #expect((font.capHeight, font.xHeight) == (700, 500))
        #expect(font.weightClass == 300)
        #expect(!font.isItalic)
        #expect(font.usesTypographicMetrics)
        #expect(font.glyphCount == 5)
    }

    @Test(arguments: [("A", 600.0), ("V", 650), (" ", 250), ("B", 575), ("Z", 500), ("\u{1F600}", 500)])
    func advancesAreHmtxsByCmap(character: Unicode.Scalar, advance: Double) throws {
        #expect(try font().advance(for: character) == advance)
    }

    @Test func italicIsFsSelections() throws {
        var italic = TestFont()
        italic.isItalic = true
        #expect(try font(italic).isItalic)
    }

    /// The kerning of the `kern` table, of GPOS pairs by glyph and by class, and inside an
    /// extension lookup: "A" then "V" closer, "V" then "A" too, nothing for "A" then "B".
    @Test(arguments: [
        (false, TestFont.PairForm.glyphs, false), (true, .glyphs, false), (true, .classes, false),
        (true, .glyphs, true), (true, .classes, true),
    ])
    func kerningIsTheFontsPairs(inGPOS: Bool, form: TestFont.PairForm, inExtension: Bool) throws {
        var testFont = TestFont()
        let pairs: [(UInt16, UInt16, Int16)] = [(1, 2, -80), (2, 1, -60)]
        if inGPOS {
            (testFont.gposPairs, testFont.gposForm, testFont.gposInExtension) = (pairs, form, inExtension)
        } else {
            testFont.kernPairs = pairs
        }
        let font = try font(testFont)
        #expect(font.kerning("A", "V") == -80)
        #expect(font.kerning("V", "A") == -60)
        #expect(font.kerning("A", "B") == 0)
        #expect(font.kerning("V", "V") == 0)
    }

    /// A `kern` table's pairs, sorted as the format asks (searched by halves in the file) or out
    /// of order (kept by pair), each found, the first listed of a pair listed twice applying.
    @Test(arguments: [true, false])
    func kernTablePairsAreFoundInOrderOrNot(sorted: Bool) throws {
        var testFont = TestFont()
        var pairs: [(UInt16, UInt16, Int16)] = []
        for left in UInt16(1)...4 {
            for right in UInt16(1)...4 { pairs.append((left, right, -Int16(left * 10 + right))) }
        }
        // (1, 2) again, after the first: not applied.
        pairs.insert((1, 2, -99), at: 2)
        testFont.kernPairs = sorted ? pairs : pairs.reversed().filter { $0.2 != -12 } + [(1, 2, -12)]
        testFont.kernPairsAsListed = true
        let font = try font(testFont)
        let characters: [Unicode.Scalar] = ["A", "V", " ", "B"]
        for (left, leftCharacter) in zip(1..., characters) {
            for (right, rightCharacter) in zip(1..., characters) {
                // Out of order, the first listed of (1, 2) is -99.
                let expected = !sorted && (left, right) == (1, 2) ? -99 : -Double(left * 10 + right)
                #expect(font.kerning(leftCharacter, rightCharacter) == expected)
            }
        }
        #expect(font.kerning("A", "\u{10FFFF}") == 0)
    }

    /// Core Text takes a font's GPOS kerning over its `kern` table when it has both.
    @Test func gposKerningComesBeforeTheKernTable() throws {
        var testFont = TestFont()
        testFont.kernPairs = [(1, 2, -80)]
        testFont.gposPairs = [(1, 2, -30)]
        #expect(try font(testFont).kerning("A", "V") == -30)
    }

    @Test func aCollectionHoldsEachOfItsFonts() throws {
        var testFont = TestFont()
        testFont.collectionCount = 2
        let fonts = try FontFile.fonts(in: testFont.bytes, file: "Test.ttc")
        #expect(fonts.map(\.postScriptName) == ["TestSans-Light", "TestSans-Light"])
        #expect(fonts.allSatisfy { $0.advance(for: "A") == 600 })
    }

    /// Every cut of the file short of its last table's end is refused with a message naming the
    /// file, never a crash.
    @Test func aTruncatedFileIsRefused() throws {
        var testFont = TestFont()
        testFont.gposPairs = [(1, 2, -80)]
        let bytes = testFont.bytes
        let tables = testFont.tables
        let end = bytes.count - (4 - (tables.last?.bytes.count ?? 0) % 4) % 4
        for length in 0..<end {
            #expect(throws: FontFileError.self) { try FontFile.fonts(in: Array(bytes.prefix(length)), file: "Cut.ttf") }
        }
    }

    @Test(arguments: [
        (0, "Cut.ttf: byte 0 is past the end of the file (0 bytes)"),
        (40, "Cut.ttf: the directory places table 'OS/2' at 124 for 96 bytes, past the end of the file (40 bytes)"),
    ])
    func aCutFileSaysWhereItEnds(length: Int, message: String) {
        #expect(throws: FontFileError.self) {
            try FontFile.fonts(in: Array(TestFont().bytes.prefix(length)), file: "Cut.ttf")
        }
        do {
            _ = try FontFile.fonts(in: Array(TestFont().bytes.prefix(length)), file: "Cut.ttf")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A table whose directory offset points past the end, a count larger than its table, an
    /// em of no units: each is a message at the table. `at` is a byte of the table, or with
    /// `inDirectory` of its directory record (8: where the table starts).
    @Test(arguments: [
        ("hmtx", true, 8, [0x7F, 0xFF, 0xFF, 0x00], "Bad.ttf: the directory places table 'hmtx' at 2147483392"),
        ("head", false, 18, [0, 0], "Bad.ttf: table 'head': unitsPerEm is 0, not 16 to 16384"),
        ("hhea", false, 34, [0, 0], "Bad.ttf: table 'hhea': numberOfHMetrics is 0"),
        ("hhea", false, 34, [0xFF, 0xFF], "Bad.ttf: table 'hmtx': 262140 bytes at"),
        ("cmap", false, 2, [0x7F, 0xFF], "Bad.ttf: table 'cmap': 262136 bytes at"),
    ])
    func aHostileTableIsRefusedAtTheTable(
        tag: String, inDirectory: Bool, at offset: Int, bytes patch: [UInt8], message: String
    ) throws {
        let testFont = TestFont()
        var bytes = testFont.bytes
        let record = try #require(testFont.directoryRecord(of: tag))
        let tableStart = bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
        let position = inDirectory ? record + offset : tableStart + offset
        bytes.replaceSubrange(position..<position + patch.count, with: patch)
        do {
            _ = try FontFile.fonts(in: bytes, file: "Bad.ttf")
            Issue.record("the hostile \(tag) was read")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    /// A table tag of bytes that are not printable is named with `?` for each, so the message
    /// stays one line.
    @Test func aHostileTagIsNamedOnOneLine() throws {
        let testFont = TestFont()
        var bytes = testFont.bytes
        let record = try #require(testFont.directoryRecord(of: "name"))
        bytes.replaceSubrange(record..<record + 4, with: [0x0A, 0xF7, 0x00, 0x41])
        bytes.replaceSubrange(record + 8..<record + 12, with: [0xFB, 0, 0, 0])
        let error = #expect(throws: FontFileError.self) { try FontFile.fonts(in: bytes, file: "Bad.ttf") }
        let message = "Bad.ttf: the directory places table '???A' at 4211081216 for "
        #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
    }

    /// Bytes changed at random are read or refused, never a crash or a hang.
    @Test func randomlyDamagedFontsNeverCrash() {
        var testFont = TestFont()
        testFont.kernPairs = [(1, 2, -80)]
        testFont.gposPairs = [(1, 2, -80), (2, 1, -40)]
        testFont.gposForm = .classes
        let original = testFont.bytes
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
            if let fonts = try? FontFile.fonts(in: bytes, file: "Damaged.ttf") {
                for font in fonts {
                    _ = (font.advance(for: "A"), font.kerning("A", "V"), font.glyph(for: "\u{10FFFF}"))
                }
            }
        }
    }
}
