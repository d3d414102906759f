import DesignerCore
import Foundation
import Inspectable
import ProgressBars
import Rendering
import Testing

/// One cell of terminal output, read back from its escape sequences.
struct Cell: Equatable {
    var character: Character
    var foreground: String?
    var background: String?
}

/// Reads ANSI output into rows of cells, keeping each cell's color codes as written.
func cells(_ output: String) -> [[Cell]] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
        var row: [Cell] = []
        var (foreground, background): (String?, String?) = (nil, nil)
        var rest = Substring(line)
        while let first = rest.first {
            if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
                let codes = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
                rest = rest[rest.index(after: end)...]
                if codes == "0" || codes == "49" { background = nil }
                if codes == "0" || codes == "39" { foreground = nil }
                if ["0", "39", "49"].contains(codes) { continue }
                if codes.hasPrefix("48;") || codes.hasPrefix("4") && codes.count == 2 || codes.hasPrefix("10") {
                    background = String(codes)
                } else if codes.hasPrefix("38;") || codes.hasPrefix("3") && codes.count == 2 || codes.hasPrefix("9") {
                    foreground = String(codes)
                }
                continue
            }
            row.append(Cell(character: first, foreground: foreground, background: background))
            rest = rest.dropFirst()
        }
        return row
    }
}

@Suite("Terminal")
struct TerminalTests {
    @Test func cellsHaveTheDrawingsColors() throws {
        let (drawing, _) = try drawing(bar(percent: 50))
        let output = try ANSIRenderer(colors: .trueColor, columns: 50).render(drawing)
        let rows = cells(output)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.count == 50 })
        // 4 points a column: the bar fills columns 0–24, the track 25–49.
        #expect(rows[0].prefix(25).allSatisfy { $0.background == "48;2;255;128;0" })
        #expect(rows[0].suffix(25).allSatisfy { $0.background == "48;2;170;170;170" })
        // The label's characters, centred on column 25, sit over the colors under them, in the label's color.
        let label = rows[1].filter { $0.character != " " }
        #expect(String(label.map(\.character)) == "50%")
        #expect(rows[1][24].character == "5")
        #expect(label.allSatisfy { $0.foreground == "38;2;255;255;255" })
        #expect(label.map(\.background) == ["48;2;255;128;0", "48;2;170;170;170", "48;2;170;170;170"])
        // The last row is half bar, half transparent: upper half blocks over the default background.
        #expect(rows[2].allSatisfy { $0.character == "▀" && $0.background == nil })
    }

    @Test(
        arguments: [
            // percent, columns, column of the edge, block: the fill's end inside the cell, in eighths.
            (51, 50, 25, "▌"),  // 102 points: 2 of the cell's 4
            (51, 40, 20, "▍"),  // 102 points: 2 of 5, 3.2 eighths, one pixel blended
            (53, 40, 21, "▎"),  // 106 points: 1 of 5, 1.6 eighths
            (99, 50, 49, "▌"),
        ] as [(Int, Int, Int, String)])
    func anEdgeInsideACellIsAnEighthBlock(percent: Int, columns: Int, column: Int, block: String) throws {
        let (drawing, _) = try drawing(bar(percent: percent))
        let rows = cells(try ANSIRenderer(colors: .trueColor, columns: columns).render(drawing))
        #expect(
            rows[0][column]
                == Cell(character: Character(block), foreground: "38;2;255;128;0", background: "48;2;170;170;170"))
    }

    @Test func colorsDegradeTo256And16AndNone() throws {
        let (drawing, _) = try drawing(bar(percent: 50))
        let palette = cells(try ANSIRenderer(colors: .palette256, columns: 50).render(drawing))
        #expect(palette[0][0].background == "48;5;208")
        #expect(palette[0][30].background == "48;5;248")
        // Orange is nearest the 16 colors' yellow, light gray their bright black.
        let sixteen = cells(try ANSIRenderer(colors: .sixteen, columns: 50).render(drawing))
        #expect(sixteen[0][0].background == "43")
        #expect(sixteen[0][30].background == "100")
        let plain = try ANSIRenderer(colors: .none, columns: 50).render(drawing)
        #expect(!plain.contains("\u{1B}"))
        #expect(
            plain == """
                -------------------------!!!!!!!!!!!!!!!!!!!!!!!!!
                ------------------------50%!!!!!!!!!!!!!!!!!!!!!!!
                -------------------------!!!!!!!!!!!!!!!!!!!!!!!!!

                """)
    }

    @Test func columnsFitTheTerminal() throws {
        let (drawing, _) = try drawing(bar(percent: 50, width: 400))
        #expect(ANSIRenderer.columns(for: drawing, available: 80) == 80)
        #expect(ANSIRenderer.columns(for: drawing, available: 200) == 100)
        #expect(ANSIRenderer.columns(for: drawing, available: nil) == 80)
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let drawing = Drawing(
            size: Size(width: 200, height: 20),
            commands: [
                .text(
                    TextDrawing(
                        text: "ok\u{1B}]0;owned\u{07}\u{1B}[2Jbad\u{9B}",
                        rect: Rect(x: 0, y: 0, width: 200, height: 20),
                        font: .system(size: 17), color: .white, style: TextStyle(alignment: .left)))
            ])
        for colors in [ColorSupport.trueColor, .none] {
            let output = try ANSIRenderer(colors: colors, columns: 50).render(drawing)
            let escapes = output.unicodeScalars.filter { $0 == "\u{1B}" }.count
            let sequences = output.components(separatedBy: "\u{1B}[").count - 1
            #expect(escapes == sequences, "only our own color sequences")
            #expect(!output.contains("owned"))
            #expect(!output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x9B })
        }
    }

    /// What an example draws at every width: every line as wide as asked, as many lines as the
    /// drawing is tall, each bar's fill spanning the columns its points fall in, each label
    /// centred on its bar. The widths cover the narrowest the terminal allows, the width at which
    /// a rounded shape once summed its edge a hair past the canvas and crashed (30), widths just
    /// either side of whole rows and of the examples' natural widths, and the widest.
    @Test(
        arguments: [
            ExampleLayout(
                name: "progress-bar.json", size: Size(width: 300, height: 120),
                bars: [
                    ExampleLayout.Bar(
                        fill: 50...150, height: 20, color: "255;128;0", label: "50%", centre: Point(x: 150, y: 60))
                ]),
            ExampleLayout(
                name: "scene.json", size: Size(width: 360, height: 240),
                bars: [
                    ExampleLayout.Bar(
                        fill: 40...241.6, height: 24, color: "10;132;255", label: "72%", centre: Point(x: 180, y: 62)),
                    ExampleLayout.Bar(
                        fill: 40...138, height: 24, color: "48;209;88", label: "35%", centre: Point(x: 180, y: 112)),
                ]),
            ExampleLayout(name: "custom-progress.json", size: Size(width: 320, height: 80), bars: []),
        ])
    func everyWidthOfTheExamplesDraws(example: ExampleLayout) throws {
        let (drawing, _) = try drawing(String(decoding: try Examples.read(example.name), as: UTF8.self))
        for columns in [8, 9, 12, 29, 30, 31, 45, 75, 80, 89, 90, 160] {
            let rows = cells(try ANSIRenderer(colors: .trueColor, columns: columns).render(drawing))
            let points = example.size.width / Double(columns)
            // A cell is twice as tall as it is wide; the last row may reach past the drawing.
            #expect(rows.count == Int((example.size.height / (2 * points)).rounded(.up)), "\(columns) columns")
            #expect(rows.allSatisfy { $0.count == columns }, "\(columns) columns")
            for (index, bar) in example.bars.enumerated() {
                let row = Int(bar.centre.y / (2 * points))
                let labelColumns =
                    Int((bar.centre.x / points - 1.5).rounded())..<Int((bar.centre.x / points + 1.5).rounded())
                // A label drawn later on the same row is drawn over this one.
                if !example.bars[(index + 1)...].contains(where: { Int($0.centre.y / (2 * points)) == row }) {
                    #expect(String(rows[row][labelColumns].map(\.character)) == bar.label, "\(columns) columns")
                }
                // Where the bar is at least a cell tall, the half of the label's row holding the bar's
                // middle lies within the bar: every cell wholly inside the fill shows its color there,
                // and no cell wholly outside it does.
                guard 2 * points <= bar.height else { continue }
                func showsFill(_ cell: Cell) -> Bool {
                    cell.background == "48;2;" + bar.color
                        || cell.character != " " && cell.foreground == "38;2;" + bar.color
                }
                let inside = Int((bar.fill.lowerBound / points).rounded(.up))..<Int(bar.fill.upperBound / points)
                let outside = Int(bar.fill.lowerBound / points)..<Int((bar.fill.upperBound / points).rounded(.up))
                for column in 0..<columns where !labelColumns.contains(column) {
                    let cell = rows[row][column]
                    if inside.contains(column) { #expect(showsFill(cell), "\(columns) columns, column \(column)") }
                    if !outside.contains(column) { #expect(!showsFill(cell), "\(columns) columns, column \(column)") }
                }
            }
        }
    }

    @Test func theTextPictureIsStable() throws {
        let (drawing, _) = try drawing(String(decoding: try Examples.read("progress-bar.json"), as: UTF8.self))
        let picture = try TextPictureRenderer(columns: 30).render(drawing)
        #expect(
            picture == """
                300×120 pt, 30×6 cells of 10×20 pt
                +------------------------------+
                |..............................|
                |..............................|
                |..............................|
                |.....---------50%!!!!!!!!.....|
                |..............................|
                |..............................|
                +------------------------------+
                . #FFFFFF
                - #FF8000
                ! #AAAAAA
                "50%" #FFFFFF 17 pt in 50,50,200,20

                """)
    }

    /// A text in a clipping group, in a group moved 50 points right, running past the clip's
    /// right edge at x 100: at 4 points a cell its characters lie on columns 20–29, and only
    /// those on cells inside the clip (up to column 25) are drawn, in both terminal renderers.
    @Test func textShowsOnlyInsideItsGroupsClips() throws {
        let text = TextDrawing(
            text: "ABCDEFGHIJ", rect: Rect(x: 30, y: 0, width: 120, height: 20), font: .system(size: 17),
            color: .black, style: TextStyle())
        func picture(clip: Shape?) -> Drawing {
            let clipped = DrawingGroup(clip: clip, commands: [.text(text)])
            let moved = DrawingGroup(
                transform: AffineTransform(translationX: 50, y: 0), commands: [.group(clipped)])
            return Drawing(size: Size(width: 200, height: 20), commands: [.group(moved)])
        }
        func row(_ output: String) -> String {
            String(output.split(separator: "\n").first { $0.contains("A") } ?? "")
        }
        let whole = try TextPictureRenderer(columns: 50).render(picture(clip: nil))
        #expect(row(whole).dropFirst(21).hasPrefix("ABCDEFGHIJ"), "\(whole)")
        for clip in [
            Shape.rect(Rect(x: 0, y: 0, width: 50, height: 20)),
            .roundedRect(Rect(x: 0, y: 0, width: 50, height: 20), cornerRadius: 4),
        ] {
            let cut = try TextPictureRenderer(columns: 50).render(picture(clip: clip))
            #expect(row(cut).dropFirst(21).hasPrefix("ABCDE"), "\(cut)")
            #expect(!row(cut).contains { "FGHIJ".contains($0) }, "\(cut)")
        }
        let colored = cells(
            try ANSIRenderer(colors: .trueColor, columns: 50).render(
                picture(clip: .rect(Rect(x: 0, y: 0, width: 50, height: 20)))))
        let shown = colored.flatMap { $0 }.map(\.character).filter(\.isLetter)
        #expect(String(shown) == "ABCDE")
    }
}

/// The text picture's legend: each color keeps its symbol, and the legend its order, whatever
/// else the drawing shows and wherever the color is first drawn.
@Suite("Text picture legend")
struct TextPictureLegendTests {
    static let colors: [String: Color] = [
        "red": Color(red255: 255, green255: 0, blue255: 0), "blue": Color(red255: 0, green255: 0, blue255: 255),
        "green": Color(red255: 0, green255: 200, blue255: 0), "black": .black,
    ]

    /// The legend of a 40×20 white picture with a 10×20 band of each color, left to right: a
    /// row of four cells.
    static func legend(_ bands: [String]) throws -> [(symbol: Character, color: String)] {
        let picture = drawing(Size(width: 40, height: 20)) { context in
            context.fill(Rect(x: 0, y: 0, width: 40, height: 20), color: .white)
            for (index, name) in bands.enumerated() {
                context.fill(Rect(x: Double(index) * 10, y: 0, width: 10, height: 20), color: colors[name] ?? .white)
            }
        }
        let text = try TextPictureRenderer(columns: 4).render(picture)
        return text.split(separator: "\n").dropFirst(3).filter { $0.dropFirst().hasPrefix(" #") }.map {
            ($0.first ?? " ", String($0.dropFirst(2)))
        }
    }

    @Test(arguments: [
        ["red", "blue"], ["blue", "red"], ["green", "red", "blue"], ["blue", "black", "red", "green"], ["red"],
    ])
    func aColorKeepsItsSymbolWhereverItIsDrawn(bands: [String]) throws {
        let reference = try Self.legend(["red", "blue", "green", "black"])
        let legend = try Self.legend(bands)
        // White shows where fewer than four bands are drawn.
        #expect(legend.count == Set(bands).count + (bands.count < 4 ? 1 : 0), "\(legend)")
        for (symbol, color) in legend {
            let expected = reference.first { $0.color == color }?.symbol ?? "."
            #expect(symbol == expected, "\(color) in \(bands)")
        }
        // The legend is in the order of the symbols, as the reference's is.
        let order = reference.map(\.color)
        let positions = legend.compactMap { entry in order.firstIndex(of: entry.color) }
        #expect(positions == positions.sorted(), "\(legend)")
    }

    @Test func whiteIsADot() throws {
        #expect(try Self.legend(["red"]).contains { $0.symbol == "." && $0.color == "#FFFFFF" })
    }

    /// Numbers are written to a thousandth in their shortest form, not as the nearest double's
    /// seventeen digits.
    @Test(arguments: [
        (15.399999999999999, "15.4"), (104.66666666666667, "104.667"), (0.1 + 0.2, "0.3"), (20, "20"),
    ])
    func numbersAreWrittenInTheirShortestForm(x: Double, written: String) throws {
        let document = """
            {"class": "View", "frame": {"x": 0, "y": 0, "width": 300, "height": 40}, "subviews": [
              {"class": "MyProgressBar", "frame": {"x": \(x), "y": 0.1, "width": 150.2, "height": 20},
               "attributes": {"percent": 50}}]}
            """
        let (picture, _) = try drawing(document)
        let text = try TextPictureRenderer(columns: 30).render(picture)
        #expect(text.contains("\"50%\" #FFFFFF 17 pt in \(written),0.1,150.2,20\n"), "\(text)")
    }
}

/// Where an example's bars and labels are, in points, for checking its drawing at any width.
struct ExampleLayout: Sendable, CustomTestStringConvertible {
    struct Bar: Sendable {
        /// From the bar's left to the end of its fill.
        let fill: ClosedRange<Double>
        let height: Double
        /// The fill's color as an SGR 24-bit triple.
        let color: String
        let label: String
        /// The middle of the bar, where its label is centred.
        let centre: Point
    }

    let name: String
    let size: Size
    let bars: [Bar]

    var testDescription: String { name }
}
