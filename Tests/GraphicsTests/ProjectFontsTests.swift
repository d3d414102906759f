import Graphics
import Rendering
import Synchronization
import TestTools
import Testing

/// A project's fonts found as `UIFont(name:)` finds them, read once, and text measured with them.
@Suite struct ProjectFontsTests {
    /// A light and a bold font of one family, each in a file of its own named after `prefix`
    /// (the process keeps fonts by path), and how many times each file was read.
    private final class Reads: Sendable {
        let counts = Mutex<[String: Int]>([:])
    }

    private func family(_ prefix: String) -> (fonts: ProjectFonts, reads: Reads) {
        var light = TestFont()
        light.gposPairs = [(1, 2, -80)]
        var bold = TestFont()
        (bold.postScriptName, bold.style, bold.weightClass) = ("TestSans-Bold", "Bold", 700)
        let files = ["\(prefix)/Light.ttf": light.bytes, "\(prefix)/Bold.ttf": bold.bytes]
        let reads = Reads()
        let fonts = ProjectFonts(
            files: files.keys.sorted().map { ProjectFonts.File(path: $0, modified: 1) },
            read: { path in
                reads.counts.withLock { $0[path, default: 0] += 1 }
                return files[path]
            })
        return (fonts, reads)
    }

    @Test(arguments: [
        ("TestSans-Light", "Test Sans" as String?, Font.Weight.regular, "TestSans-Light" as String?),
        ("TestSans-Bold", "Test Sans", .regular, "TestSans-Bold"),
        ("TestSans-Heavy", "Test Sans", .heavy, "TestSans-Bold"),
        ("TestSans-Thin", "Test Sans", .thin, "TestSans-Light"),
        ("TestSans-Thin", nil, .thin, nil),
        ("Other-Regular", "Other", .regular, nil),
    ])
    func aFontIsFoundByPostScriptNameThenFamily(
        name: String, family: String?, weight: Font.Weight, found: String?
    ) {
        let fonts = self.family("match-\(name)-\(family ?? "")-\(weight)").fonts
        #expect(fonts.font(named: name, family: family, weight: weight, italic: false)?.postScriptName == found)
    }

    /// A component names its font (`Font(name:family:size:weight:)`); the context it draws in
    /// finds the project's file, for the text it draws and the text it measures; the system
    /// font stays as it is.
    @Test func theContextFindsTheFileOfTheFontAComponentNames() throws {
        let context = GraphicsContext(size: Size(width: 100, height: 40), fonts: family("context").fonts)
        var drawn = context
        drawn.draw(
            "AVB", in: drawn.bounds, font: Font(name: "TestSans-Thin", family: "Test Sans", size: 20), color: .black)
        let text = try #require(drawn.commands.compactMap { if case .text(let text) = $0 { text } else { nil } }.first)
        #expect(text.font.file?.postScriptName == "TestSans-Light")
        // (600 + 650 + 575 - 80) / 1,000 × 20, as `textIsMeasuredAndPlacedWithTheFontsAdvancesAndKerning` measures.
        let width = context.size(of: "AVB", font: Font(name: "TestSans-Light", size: 20)).width
        #expect(abs(width - 34.9) < 0.001)
        #expect(context.fonts?.resolved(.system(size: 20)) == .system(size: 20))
    }

    @Test func eachFileIsReadOncePerProcess() {
        let (fonts, reads) = family("once")
        _ = fonts.font(named: "TestSans-Light", family: nil, weight: .light, italic: false)
        _ = fonts.font(named: "TestSans-Bold", family: nil, weight: .bold, italic: false)
        // Another project value over the same files (another document) reads nothing again.
        let again = ProjectFonts(files: fonts.files, read: { _ in nil })
        #expect(again.font(named: "TestSans-Bold", family: nil, weight: .bold, italic: false) != nil)
        #expect(reads.counts.withLock { $0 } == ["once/Bold.ttf": 1, "once/Light.ttf": 1])
    }

    @Test func aFileThatCannotBeReadIsAnError() {
        let fonts = ProjectFonts(
            files: [.init(path: "broken/Cut.ttf", modified: 1), .init(path: "broken/Gone.ttf", modified: 1)],
            read: { $0.hasSuffix("Cut.ttf") ? Array(TestFont().bytes.prefix(30)) : nil })
        #expect(fonts.contents.fonts.isEmpty)
        #expect(
            fonts.contents.errors.map(\.description) == [
                "broken/Cut.ttf: the directory places table 'OS/2' at 124 for 96 bytes, past the end of the file (30 bytes)",
                "broken/Gone.ttf: it cannot be read",
            ])
    }

    /// "AVB" in the font at 20 points: (600 + 650 + 575 - 80 kerning) / 1,000 em × 20 = 34.9
    /// points wide; a line is (800 + 200 + 100 gap) / 1,000 × 20 = 22 tall, with the baseline 16
    /// below its top. Each glyph is placed at the advances before it, the kerning included.
    @Test func textIsMeasuredAndPlacedWithTheFontsAdvancesAndKerning() throws {
        let file = try #require(
            family("measure").fonts.font(named: "TestSans-Light", family: nil, weight: .light, italic: false))
        var font = Font.named("TestSans-Light", size: 20, weight: .light)
        font.file = file
        let size = TextLayout.size(of: "AVB", font: font, style: TextStyle(), width: .infinity)
        #expect(abs(size.width - 34.9) < 1e-9)
        #expect(abs(size.height - 22) < 1e-9)
        #expect(abs(TextLayout.lineHeight(of: font) - 22) < 1e-9)
        let layout = TextLayout("AVB", in: Rect(x: 0, y: 0, width: 100, height: 22), font: font, style: TextStyle())
        let line = try #require(layout.lines.first)
        #expect(line.glyphs.map(\.x).map { ($0 * 1000).rounded() / 1000 } == [0, 10.4, 23.4])
        #expect(abs(line.baseline - 16) < 1e-9)
        // Without its file, the same name is measured in Inter.
        #expect(
            abs(
                TextLayout.size(
                    of: "AVB", font: .named("TestSans-Light", size: 20), style: TextStyle(), width: .infinity
                ).width - 34.9) > 1)
    }

    /// A line too narrow for the text breaks and truncates at the font's widths: "AV AV" at 10
    /// points is 11.7 + 2.5 + 11.7 wide; in 20 points it breaks after the space.
    @Test func linesBreakAtTheFontsWidths() throws {
        let file = try #require(
            family("break").fonts.font(named: "TestSans-Light", family: nil, weight: .light, italic: false))
        var font = Font.named("TestSans-Light", size: 10)
        font.file = file
        let wrapping = TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let size = TextLayout.size(of: "AV AV", font: font, style: wrapping, width: 20)
        #expect(abs(size.width - 11.7) < 1e-9)
        #expect(abs(size.height - 22) < 1e-9)
        #expect(abs(TextLayout.size(of: "AV AV", font: font, style: wrapping, width: 26).width - 25.9) < 1e-9)
    }
}

/// SVG names a project font's family before Inter, and spaces its lines to the font's widths.
@Suite struct ProjectFontSVGTests {
    @Test func svgNamesTheFamilyWithInterAfterIt() throws {
        var testFont = TestFont()
        testFont.family = "Test <Sans>"
        let file = try #require(try FontFile.fonts(in: testFont.bytes, file: "svg/Test.ttf").first)
        var font = Font.named("TestSans-Light", size: 20)
        font.file = file
        let text = TextDrawing(
            text: "AB", rect: Rect(x: 0, y: 0, width: 100, height: 30), font: font, color: .black, style: TextStyle())
        let svg = SVGRenderer().render(Drawing(size: Size(width: 100, height: 30), commands: [.text(text)]))
        #expect(svg.contains("font-family=\"'Test &lt;Sans&gt;', \(SVGRenderer.fontFamily)\""))
        // (600 + 575) / 1,000 × 20 points.
        #expect(svg.contains("textLength=\"23.5\""))
    }
}
