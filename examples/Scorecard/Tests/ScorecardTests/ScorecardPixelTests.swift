import DesignerCLI
import DesignerCore
import Foundation
import Inspectable
import Rendering
import Scorecard
import Testing

/// The scorecard as it is drawn: the pixels of a PNG the scorecard's designer renders.
@Suite("Scorecard pixels")
struct ScorecardPixelTests {
    /// The PNG `designer render` makes of a scorecard of `rating`, 120 × 24 points at @1x.
    private func render(rating: Double) throws -> Bitmap {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorecard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("card.json")
        try Data(
            ##"{"class": "Scorecard", "frame": {"x": 0, "y": 0, "width": 120, "height": 24}, "attributes": {"rating": \##(rating), "filledColor": "#FF9500", "emptyColor": "#AAAAAA"}}"##
                .utf8
        ).write(to: document)
        let picture = folder.appendingPathComponent("card.png")
        var context = CommandContext(registry: try ComponentRegistry.withScorecard())
        let status = DesignerCLI.run(["render", "-f", document.path, "-o", picture.path], context: &context)
        #expect(status == 0)
        return try PNGDecoder.decode(Array(try Data(contentsOf: picture)))
    }

    private func color(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[index..<index + 4])
    }

    @Test func starsAreFilledToTheRatingHalfAStarByItsLeftHalf() throws {
        let bitmap = try render(rating: 2.5)
        #expect(bitmap.width == 120 && bitmap.height == 24)
        let (orange, gray): ([UInt8], [UInt8]) = ([255, 149, 0, 255], [170, 170, 170, 255])
        // Each star's centre, 24 points apart from 12.
        #expect(color(bitmap, 12, 13) == orange)
        #expect(color(bitmap, 36, 13) == orange)
        #expect(color(bitmap, 84, 13) == gray)
        #expect(color(bitmap, 108, 13) == gray)
        // The third star: filled left of its middle, empty right of it.
        #expect(color(bitmap, 58, 13) == orange)
        #expect(color(bitmap, 62, 13) == gray)
        // Between two stars, and above a star's arms, nothing.
        #expect(color(bitmap, 24, 20)[3] == 0)
        #expect(color(bitmap, 3, 3)[3] == 0)
    }

    @Test func noRatingLeavesEveryStarEmpty() throws {
        let bitmap = try render(rating: 0)
        #expect((0..<5).allSatisfy { color(bitmap, 12 + 24 * $0, 13) == [170, 170, 170, 255] })
    }
}
