import Foundation
import Inspectable
import TestTools
import Testing

/// The width of `text` in `font` from the font's own advances, as UIKit measures a line: the
/// advances times points per font unit, and `kern` between one letter and the next; for the
/// system font, the advances times San Francisco's width factor and its tracking after each glyph
/// that has an advance.
func advanceWidth(_ text: some StringProtocol, font: Font, kern: Double = 0) -> Double {
    let outlines = FontOutlines.outlines(for: font)
    let scalars = Array(text.unicodeScalars)
    let kerning = zip(scalars, scalars.dropFirst()).reduce(0) { $0 + outlines.kerning($1.0, $1.1) }
    let advances = scalars.reduce(kerning) { $0 + outlines.advance(for: $1) }
    let tracked = text.unicodeScalars.filter { outlines.advance(for: $0) > 0 }.count
    let metrics = font.systemMetrics
    return advances * font.size / outlines.unitsPerEm * (metrics?.widthFactor ?? 1) + Double(tracked)
        * (metrics?.tracking ?? 0) + kern * Double(max(text.unicodeScalars.count - 1, 0))
}

/// The width a line of the system font may take in a rectangle `width` wide: a little more, as
/// designer's widths are San Francisco's within `TextLayout.approximateWidthTolerance`.
func room(_ width: Double) -> Double {
    width * (1 + TextLayout.approximateWidthTolerance)
}

/// The lines UIKit breaks `text` into at `width`, word by word: each line takes words while
/// they fit, the spaces between them counted. (Every word must fit a line on its own.)
func wordWrapped(_ text: String, width: Double, font: Font) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if current.isEmpty || advanceWidth(candidate, font: font) <= room(width) {
            current = candidate
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

/// The texts of the lines `text` is laid out in.
func lineTexts(
    _ text: String, width: Double, height: Double = 1000, font: Font = .system(size: 17), style: TextStyle
) -> [String] {
    TextLayout(text, in: Rect(x: 0, y: 0, width: width, height: height), font: font, style: style).lines.map(\.text)
}

let wrapping = TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)
let pangram = "The quick brown fox jumps over the lazy dog while five boxing wizards jump quickly"

@Suite("Text layout")
struct TextLayoutTests {
    @Test(arguments: [90.0, 120, 150, 175.5, 200, 333, 1000], [Font.Weight.regular, .bold])
    func aWrappedLabelBreaksWhereUIKitWould(width: Double, weight: Font.Weight) {
        let font = Font.system(size: 17, weight: weight)
        let expected = wordWrapped(pangram, width: width, font: font)
        #expect(lineTexts(pangram, width: width, font: font, style: wrapping) == expected)
        #expect(expected.allSatisfy { advanceWidth($0, font: font) <= room(width) })
    }

    @Test func aWordLongerThanTheLineBreaksAtTheCharacterThatDoesNotFit() throws {
        let font = Font.system(size: 17)
        let word = "Supercalifragilisticexpialidocious"
        let width = 80.0
        // The longest start of what is left that fits, line after line.
        var expected: [String] = []
        var rest = Substring(word)
        while !rest.isEmpty {
            var count = 1
            while count < rest.count, advanceWidth(rest.prefix(count + 1), font: font) <= room(width) { count += 1 }
            expected.append(String(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        #expect(expected.count > 2)
        // The word starts a line of its own; what is left of it on its last line is followed by
        // the next word when that fits.
        let last = try #require(expected.last)
        #expect(advanceWidth(last + " b", font: font) <= room(width))
        #expect(
            lineTexts("a " + word + " b", width: width, font: font, style: wrapping)
                == ["a"] + expected.dropLast() + [last + " b"])
        let byCharacter = TextStyle(numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(lineTexts(word, width: width, font: font, style: byCharacter) == expected)
    }

    @Test func characterWrappingFillsEachLineAndLetsSpacesHang() {
        let style = TextStyle(numberOfLines: 0, lineBreakMode: .byCharWrapping)
        let wrapped = lineTexts(pangram, width: 120, style: style)
        #expect(wrapped.joined().filter { $0 != " " } == pangram.filter { $0 != " " })
        for (line, next) in zip(wrapped, wrapped.dropFirst()) {
            // Each line is full: the next letter would not have fitted after it.
            #expect(advanceWidth(line + " " + next.prefix(1), font: .system(size: 17)) > 120, "\(line)|\(next)")
            #expect(advanceWidth(line, font: .system(size: 17)) <= room(120))
            #expect(!next.hasPrefix(" ") && !line.hasSuffix(" "))
        }
    }

    @Test(arguments: [
        ("well-known words", 70.0, ["well-", "known", "words"]),
        ("page 5-7 again", 45.0, ["page", "5-7", "again"]),
        ("minus -5 not", 50.0, ["minus", "-5 not"]),
    ])
    func linesBreakAfterHyphensThatEndAWord(text: String, width: Double, expected: [String]) {
        #expect(lineTexts(text, width: width, style: wrapping) == expected)
    }

    @Test func lineBreaksStartLinesAndEmptyParagraphsKeepTheirHeight() {
        let style = TextStyle(numberOfLines: 0)
        #expect(
            lineTexts("one\ntwo\r\nthree\rfour\u{2028}five\u{2029}six", width: 300, style: style) == [
                "one", "two", "three", "four", "five", "six",
            ])
        #expect(lineTexts("a\n\nb\n", width: 300, style: style) == ["a", "", "b", ""])
        let rect = Rect(x: 0, y: 0, width: 300, height: 100)
        let baselines = TextLayout("a\n\nb", in: rect, font: .system(size: 17), style: style).lines.map(\.baseline)
        #expect(baselines.count == 3)
        #expect(abs((baselines[2] - baselines[1]) - (baselines[1] - baselines[0])) < 1e-9)
        // Escape sequences still go whole, and tabs are spaces.
        #expect(lineTexts("\u{1B}[31mred\u{1B}[0m\tok\u{7}", width: 300, style: style) == ["red ok"])
    }

    @Test(arguments: [1, 2, 3, 0])
    func numberOfLinesLimitsTheLinesAndTheLastIsTruncated(numberOfLines: Int) throws {
        let all = wordWrapped(pangram, width: 120, font: .system(size: 17))
        let shown = lineTexts(pangram, width: 120, style: TextStyle(numberOfLines: numberOfLines))
        let count = numberOfLines == 0 ? all.count : min(numberOfLines, all.count)
        #expect(shown.count == count)
        #expect(Array(shown.dropLast()) == Array(all.prefix(count - 1)))
        let last = try #require(shown.last)
        if count < all.count {
            // The last line shows the rest of its paragraph, as far as fits with "…".
            #expect(last.hasSuffix("…"))
            let rest = all[(count - 1)...].joined(separator: " ")
            #expect(rest.hasPrefix(last.dropLast()))
            #expect(advanceWidth(last, font: .system(size: 17)) <= room(120))
            #expect(advanceWidth(rest.prefix(last.count) + "…", font: .system(size: 17)) > 120)
        } else {
            #expect(last == all.last)
        }
    }

    @Test func aShortRectangleShowsTheLinesThatFitAndAlwaysTheFirst() {
        let lineHeight = TextLayout.size(of: "x", font: .system(size: 17), style: TextStyle(), width: 100).height
        let unlimited = TextStyle(numberOfLines: 0)
        let twoAndAHalf = lineTexts(pangram, width: 120, height: 2.5 * lineHeight, style: unlimited)
        #expect(twoAndAHalf.count == 2)
        #expect(twoAndAHalf.last?.hasSuffix("…") == true)
        #expect(lineTexts(pangram, width: 120, height: 2 * lineHeight, style: unlimited).count == 2)
        #expect(lineTexts(pangram, width: 120, height: 1, style: unlimited).count == 1)
        #expect(lineTexts(pangram, width: 120, height: 0, style: wrapping).count == 1)
    }

    @Test(arguments: LineBreakMode.allCases)
    func eachLineBreakModeCutsTheLastLine(mode: LineBreakMode) throws {
        let (width, font) = (140.0, Font.system(size: 17))
        let fits = { (text: String) in advanceWidth(text, font: font) <= room(width) }
        let style = TextStyle(numberOfLines: 1, lineBreakMode: mode)
        let layout = TextLayout(pangram, in: Rect(x: 0, y: 0, width: width, height: 40), font: font, style: style)
        #expect(layout.lines.count == 1)
        let line = try #require(layout.lines.first)
        let starts = (1...pangram.count).map { String(pangram.prefix($0)) }
        let ends = (1...pangram.count).map { String(pangram.suffix($0)) }
        switch mode {
        case .byWordWrapping:
            #expect(line.text == wordWrapped(pangram, width: width, font: font)[0])
        case .byCharWrapping:
            #expect(line.text == starts.last(where: fits)?.trimmingCharacters(in: .whitespaces))
        case .byClipping:
            // Every glyph that starts inside the rectangle, the last running past its edge.
            #expect(pangram.hasPrefix(line.text))
            let last = try #require(line.glyphs.last)
            #expect(last.x < room(width) && last.x + advanceWidth(String(last.scalar), font: font) > room(width))
            #expect(layout.overflows)
        case .byTruncatingHead:
            #expect(line.text == "…" + (ends.last { fits("…" + $0) } ?? ""))
        case .byTruncatingTail:
            #expect(line.text == (starts.last { fits($0 + "…") } ?? "") + "…")
        case .byTruncatingMiddle:
            let parts = line.text.split(separator: "…", omittingEmptySubsequences: false)
            #expect(parts.count == 2)
            #expect(pangram.hasPrefix(parts[0]) && pangram.hasSuffix(parts[1]))
            #expect(abs(advanceWidth(parts[0], font: font) - advanceWidth(parts[1], font: font)) < 17)
        }
        if mode != .byClipping {
            #expect(fits(line.text))
            #expect(!layout.overflows)
        }
    }

    @Test func eachModeAppliesToTheLastOfSeveralLines() throws {
        let font = Font.system(size: 17)
        let wrapped = wordWrapped(pangram, width: 140, font: font)
        let rest = wrapped.dropFirst().joined(separator: " ")
        for mode in LineBreakMode.allCases where mode != .byCharWrapping {
            let shown = lineTexts(pangram, width: 140, style: TextStyle(numberOfLines: 2, lineBreakMode: mode))
            #expect(shown.count == 2)
            #expect(shown.first == wrapped[0], "\(mode)")
            let last = try #require(shown.last)
            switch mode {
            case .byWordWrapping, .byCharWrapping: #expect(last == wrapped[1])
            case .byClipping: #expect(rest.hasPrefix(last) && last.count >= wrapped[1].count, "\(last) \(wrapped)")
            case .byTruncatingHead: #expect(last.hasPrefix("…") && rest.hasSuffix(last.dropFirst()))
            case .byTruncatingTail: #expect(last.hasSuffix("…") && rest.hasPrefix(last.dropLast()))
            case .byTruncatingMiddle:
                let parts = last.split(separator: "…")
                #expect(parts.count == 2 && rest.hasPrefix(parts[0]) && rest.hasSuffix(parts[1]))
            }
        }
        // Text that does not show after a last line that fits: the tail says so, the head does not.
        let style = { (mode: LineBreakMode) in TextStyle(numberOfLines: 1, lineBreakMode: mode) }
        #expect(lineTexts("First\nSecond", width: 300, style: style(.byTruncatingTail)) == ["First…"])
        #expect(lineTexts("First\nSecond", width: 300, style: style(.byTruncatingHead)) == ["First"])
        #expect(lineTexts("First\n\n", width: 300, style: style(.byTruncatingTail)) == ["First"])
    }

    @Test(arguments: TextAlignment.allCases)
    func eachLineIsAlignedInTheRectangle(alignment: TextAlignment) {
        let rect = Rect(x: 20, y: 10, width: 150, height: 400)
        let style = TextStyle(alignment: alignment, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let layout = TextLayout(pangram, in: rect, font: .system(size: 15), style: style)
        #expect(layout.lines.count > 2)
        for line in layout.lines {
            #expect(abs(line.width - advanceWidth(line.text, font: .system(size: 15))) < 1e-9)
            switch alignment {
            case .left, .natural: #expect(line.x == rect.x)
            case .center: #expect(abs(line.x + line.width / 2 - rect.midX) < 1e-9)
            case .right: #expect(abs(line.x + line.width - rect.maxX) < 1e-9)
            }
        }
    }

    @Test(arguments: [0.5, 1, 2.5, -0.75])
    func letterSpacingWidensALineByKernBetweenEachPair(kern: Double) throws {
        let text = "Letters"
        let font = Font.system(size: 17)
        let plain = try #require(kernedLines(text, kern: 0, font: font).first)
        let spaced = try #require(kernedLines(text, kern: kern, font: font).first)
        #expect(abs(spaced.width - plain.width - Double(text.count - 1) * kern) < 1e-9)
        for (index, (a, b)) in zip(plain.glyphs, spaced.glyphs).enumerated() {
            #expect(abs(b.x - a.x - Double(index) * kern) < 1e-9)
        }
    }

    private func kernedLines(_ text: String, kern: Double, font: Font) -> [TextLayout.Line] {
        TextLayout(
            text, in: Rect(x: 0, y: 0, width: 500, height: 40), font: font,
            style: TextStyle(alignment: .left, kern: kern)
        ).lines
    }

    @Test(
        arguments: [
            (TextStyle(numberOfLines: 0), 1.0),
            (TextStyle(numberOfLines: 0, lineHeightMultiple: 1.5), 1.5),
            (TextStyle(numberOfLines: 0, lineHeightMultiple: 0.8), 0.8),
            (TextStyle(numberOfLines: 0, lineHeightMultiple: -2), 1),
            (TextStyle(numberOfLines: 0, lineHeightMultiple: .nan), 1),
        ] as [(TextStyle, Double)])
    func lineHeightMultiplesSpaceTheLines(style: TextStyle, multiple: Double) {
        let font = Font.system(size: 20)
        // San Francisco's line height at 20 points: 20 × (1950 + 494) / 2048.
        let natural = 20 * 2444 / 2048.0
        let rect = Rect(x: 0, y: 0, width: 300, height: 500)
        let layout = TextLayout("one\ntwo\nthree", in: rect, font: font, style: style)
        let baselines = layout.lines.map(\.baseline)
        #expect(abs(baselines[1] - baselines[0] - natural * multiple) < 1e-9)
        #expect(abs(layout.size.height - 3 * natural * multiple) < 1e-9)
        // The lines together are centred; the glyphs sit on the bottom of each line.
        let descent = 20 * 494 / 2048.0
        let top = rect.midY - layout.size.height / 2
        #expect(abs(baselines[0] - (top + natural * multiple - descent)) < 1e-9)
    }

    /// The system font's line height at 20 points is San Francisco's, 20 × 2444 / 2048 points,
    /// about 23.9.
    @Test(
        arguments: [
            (10.0, 0.0, nil),
            (30, 0, 30),
            (0, 12, 12),
            (30, 30, 30),
            (15, 20, 20),
            (0, 40, nil),
        ] as [(Double, Double, Double?)])
    func minimumAndMaximumLineHeightsBoundTheLines(minimum: Double, maximum: Double, expected: Double?) {
        let font = Font.system(size: 20)
        let height = expected ?? 20 * 2444 / 2048
        let style = TextStyle(numberOfLines: 0, minimumLineHeight: minimum, maximumLineHeight: maximum)
        #expect(abs(TextLayout.size(of: "a\nb", font: font, style: style, width: 100).height - 2 * height) < 1e-9)
    }

    @Test(
        arguments: [
            (pangram, TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping), 130.0),
            (pangram, TextStyle(numberOfLines: 3, lineBreakMode: .byTruncatingTail), 130),
            (
                pangram, TextStyle(numberOfLines: 0, lineBreakMode: .byCharWrapping, lineHeightMultiple: 1.3, kern: 1),
                100
            ),
            ("Short", TextStyle(), 300),
            ("Two\nlines", TextStyle(numberOfLines: 0, minimumLineHeight: 30), .infinity),
            ("", TextStyle(numberOfLines: 0), 100),
        ] as [(String, TextStyle, Double)])
    func measurementIsWhatIsLaidOut(text: String, style: TextStyle, width: Double) {
        let font = Font.system(size: 16, weight: .medium)
        let size = GraphicsContext(size: Size(width: 400, height: 400)).size(
            of: text, font: font, style: style, width: width)
        let rect = Rect(x: 5, y: 7, width: width.isFinite ? width : size.width, height: size.height)
        let layout = TextLayout(text, in: rect, font: font, style: style)
        // The measured rectangle shows every line measured, the widest as wide as measured.
        #expect(layout.size == size)
        #expect(!layout.overflows)
        #expect(layout.lines.map(\.width).max() ?? 0 == size.width)
        #expect(layout.lines.allSatisfy { $0.x >= rect.x && $0.x + $0.width <= rect.maxX + 1e-9 })
        // Lines drawn in a taller rectangle are the same lines.
        let taller = TextLayout(text, in: Rect(x: 5, y: 7, width: rect.width, height: 1000), font: font, style: style)
        #expect(taller.lines.map(\.text) == layout.lines.map(\.text))
    }
}

/// The system font's widths, San Francisco's made from Inter's, are San Francisco's to within
/// about 1%: a line up to 1% wider than its room shows whole, so that text Xcode sized to fit is
/// not cut for that error. A font's own file is measured exactly and gets no such room.
@Suite struct ApproximateWidthToleranceTests {
    static let title = "Folding Cells"
    static let oneLine = TextStyle(numberOfLines: 1, lineBreakMode: .byTruncatingTail)

    @Test(arguments: [(1.009, true), (1.011, false)])
    func aSystemFontLineWithinOnePercentOfItsRoomShowsWhole(excess: Double, showsWhole: Bool) {
        let width = advanceWidth(Self.title, font: .system(size: 17)) / excess
        let lines = lineTexts(Self.title, width: width, style: Self.oneLine)
        #expect((lines == [Self.title]) == showsWhole, "\(lines)")
        #expect(lines.first?.hasSuffix("…") == !showsWhole, "\(lines)")
    }

    @Test func aFontsOwnFileGetsNoRoomBeyondItsWidth() throws {
        let file = try #require(try FontFile.fonts(in: TestFont().bytes, file: "Test.ttf").first)
        var font = Font.named("TestSans-Light", size: 20)
        font.file = file
        // "AB": (600 + 575) / 1,000 × 20 = 23.5 points.
        #expect(lineTexts("AB", width: 23.5, font: font, style: Self.oneLine) == ["AB"])
        #expect(lineTexts("AB", width: 23.5 / 1.005, font: font, style: Self.oneLine) != ["AB"])
    }
}
