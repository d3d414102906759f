import DesignerCore
import Foundation
import Inspectable
import ProgressBars
import Rendering
import TestTools
import Testing

/// rsvg-convert (Debian's librsvg2-bin) as an independent SVG rasterizer.
enum RSVG {
    static func rasterize(_ svg: String) throws -> Bitmap {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.rsvgConvert.executable())
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(svg.utf8))
        try input.fileHandleForWriting.close()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try PNGDecoder.decode(Array(png))
    }

    /// Our PNG of `drawing` against rsvg-convert's picture of our SVG of it, compared: pixels
    /// that differ by more than `threshold` levels in a channel count as different.
    static func compare(_ drawing: Drawing, scale: Double, threshold: Int = 4) throws -> (
        compared: Int, different: Int, largest: Int
    ) {
        let ours = try RasterRenderer(scale: scale).render(drawing)
        let theirs = try rasterize(SVGRenderer(scale: scale).render(drawing))
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        return compare(ours, theirs, scale: scale, threshold: threshold)
    }

    /// How many pixels of `ours` and `theirs` were compared, outside the `skipping` areas (in
    /// points), how many differ by more than `threshold` levels in a channel, and by how much at the most.
    static func compare(
        _ ours: Canvas, _ theirs: Bitmap, scale: Double, skipping areas: [Rect] = [], threshold: Int = 4
    ) -> (compared: Int, different: Int, largest: Int) {
        var compared = 0
        var different = 0
        var largest = 0
        for y in 0..<min(ours.height, theirs.height) {
            for x in 0..<min(ours.width, theirs.width) {
                let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                if areas.contains(where: { $0.contains(point) }) { continue }
                compared += 1
                let mine = ours.pixel(x: x, y: y)
                let index = (y * theirs.width + x) * 4
                let other = Array(theirs.pixels[index..<index + 4])
                let difference =
                    zip([mine.red, mine.green, mine.blue, mine.alpha], other).map {
                        abs(Int($0) - Int($1))
                    }.max() ?? 0
                largest = max(largest, difference)
                if difference > threshold { different += 1 }
            }
        }
        return (compared, different, largest)
    }
}

@Suite("SVG and PNG agree")
struct SVGAgreementTests {
    /// Each example, the levels by which a pixel may differ, and the part of the pixels that may
    /// differ by more. The progress bars are all upright edges, which agree to a few levels; the
    /// gallery's curves, gradients and shadows are held to 8/255 on 0.5% of the pixels.
    @Test(
        .needs(.rsvgConvert),
        arguments: [
            ("progress-bar.json", Appearance.light, 4, 0.001), ("scene.json", .light, 4, 0.001),
            ("custom-progress.json", .light, 4, 0.001), ("system-colors.json", .light, 4, 0.001),
            ("system-colors.json", .dark, 4, 0.001), ("ring.json", .light, 8, 0.005), ("ring.json", .dark, 8, 0.005),
            ("gradient.json", .light, 8, 0.005), ("button.json", .light, 8, 0.005), ("button.json", .dark, 8, 0.005),
            ("rating.json", .light, 8, 0.005),
        ])
    func rsvgDrawsOurSVGAsWeDrawOurPNG(example: String, appearance: Appearance, threshold: Int, allowed: Double)
        throws
    {
        let (drawing, _) = try drawing(
            String(decoding: try Examples.read(example), as: UTF8.self), registry: .shipped, appearance: appearance)
        let scale = 2.0
        let ours = try RasterRenderer(scale: scale).render(drawing)
        let theirs = try RSVG.rasterize(SVGRenderer(scale: scale).render(drawing))
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        // Text is drawn by different fonts; leave its rectangles out.
        let textAreas = drawing.texts.map {
            $0.rect.insetBy(dx: -4, dy: -4)
        }
        let (compared, different, largest) = RSVG.compare(
            ours, theirs, scale: scale, skipping: textAreas, threshold: threshold)
        // Antialiasing differs by a few levels at some edge pixels; a misplaced edge or a wrong color
        // changes many more, even between colors only 16 levels apart.
        #expect(compared > 0)
        #expect(
            Double(different) / Double(compared) <= allowed,
            "\(different) of \(compared) pixels differ, by up to \(largest)")
    }
}

extension Rect {
    func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }
}
