import DesignerCore
import Inspectable
import ProgressBars
import Rendering
import Testing

@Suite("Fidelity")
struct FidelityTests {
    static let barColor = rgba(.orange)
    static let track = rgba(.lightGray)

    /// At @1x a 200-point bar is barColor left of x = 2 × percent and the track from there, in a
    /// row clear of the label; at @2x every edge doubles.
    @Test(arguments: 0...100)
    func theFillEndsExactlyAtThePercentage(percent: Int) throws {
        let (drawing, _) = try drawing(bar(percent: percent))
        for scale in [1, 2, 3] {
            let canvas = try RasterRenderer(scale: Double(scale)).render(drawing)
            #expect(canvas.width == 200 * scale)
            #expect(canvas.height == 20 * scale)
            let edge = 2 * percent * scale
            for y in [0, scale, 2 * scale] {
                let row = (0..<canvas.width).map { canvas.rgba(x: $0, y: y) }
                let wrong = row.indices.filter { row[$0] != ($0 < edge ? Self.barColor : Self.track) }
                #expect(wrong.isEmpty, "@\(scale)x percent \(percent) row \(y): wrong pixels at \(wrong.prefix(5))")
            }
        }
    }

    @Test(arguments: [0, 7, 50, 100])
    func theLabelIsCentered(percent: Int) throws {
        let (drawing, _) = try drawing(
            bar(percent: percent, extra: ##", "barColor": "#000000", "barBgColor": "#000000""##))
        let canvas = try RasterRenderer(scale: 2).render(drawing)
        // The label is the only thing not black.
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.rgba(x: x, y: y) != [0, 0, 0, 255] {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        let centerX = Double(minX + maxX + 1) / 2
        let centerY = Double(minY + maxY + 1) / 2
        #expect(abs(centerX - 200) <= 2, "label spans \(minX)...\(maxX)")
        #expect(abs(centerY - 20) <= 2, "label spans \(minY)...\(maxY)")
    }

    /// "50%" at 17 pt and @1x: each glyph a separate shape of mostly solid strokes, the digits
    /// as tall as Inter's cap height (12.4 points).
    @Test func theLabelIsLegibleAt1x() throws {
        let (drawing, _) = try drawing(bar(percent: 50, extra: ##", "barColor": "#000000", "barBgColor": "#000000""##))
        let canvas = try RasterRenderer(scale: 1).render(drawing)
        var strong = 0
        var inkColumns: [Int] = []
        var inkRows = Set<Int>()
        for x in 0..<canvas.width {
            var inked = false
            for y in 0..<canvas.height where canvas.rgba(x: x, y: y)[0] >= 128 {
                strong += 1
                inked = true
                inkRows.insert(y)
            }
            if inked { inkColumns.append(x) }
        }
        // Gaps between the columns with ink separate the glyphs: 5, 0 and the percent sign.
        let gaps = zip(inkColumns, inkColumns.dropFirst()).filter { $1 - $0 > 1 }.count
        #expect(gaps >= 2, "the glyphs run together: \(inkColumns)")
        #expect((11...14).contains(inkRows.count), "\(inkRows.count) rows of ink")
        #expect((28...40).contains((inkColumns.last ?? 0) - (inkColumns.first ?? 0)), "\(inkColumns)")
        #expect(strong >= 60, "\(strong) pixels at least half covered")
    }
}
