import Foundation
import Gallery
import Inspectable
import Testing

@testable import Rendering

/// The gallery's components drawn where their geometry says, at sampled points.
@Suite("Gallery geometry")
struct GalleryGeometryTests {
    /// A full ring of `lineWidth` in a `side`-point square, rendered at @2x.
    private func ring(side: Double, lineWidth: Double) throws -> Canvas {
        var ring = CircularProgressRing()
        ring.progress = 1
        ring.lineWidth = lineWidth
        ring.showsLabel = false
        ring.roundedCaps = false
        ring.trackColor = .clear
        ring.progressColor = .black
        var context = GraphicsContext(size: Size(width: side, height: side))
        ring.draw(in: &context)
        return try RasterRenderer(scale: 2).render(Drawing(size: context.size, commands: context.commands))
    }

    @Test(arguments: [(120.0, 10.0), (80, 4), (200, 30)])
    func aFullRingCoversExactlyItsAnnulus(side: Double, lineWidth: Double) throws {
        let canvas = try ring(side: side, lineWidth: lineWidth)
        let radius = (side - lineWidth) / 2
        let center = side / 2
        func alpha(at distance: Double, angle: Double) -> UInt8 {
            // The pixel whose centre lies nearest the point, at @2x.
            let x = Int(((center + distance * cos(angle)) * 2).rounded(.down))
            let y = Int(((center + distance * sin(angle)) * 2).rounded(.down))
            return canvas.pixel(x: x, y: y).alpha
        }
        for step in 0..<24 {
            let angle = Double(step) * .pi / 12 + 0.1
            // The pixel holding a point reaches up to √2 pixels (0.71 pt at @2x) from it: a point
            // 0.75 pt inside an edge of the line lies in a pixel covered wholly, one 0.75 pt
            // outside in a pixel not covered at all.
            for distance in [radius, radius - lineWidth / 2 + 0.75, radius + lineWidth / 2 - 0.75] {
                #expect(alpha(at: distance, angle: angle) == 255, "at \(distance) pt, angle \(angle)")
            }
            for distance in [radius - lineWidth / 2 - 0.75, radius + lineWidth / 2 + 0.75] {
                #expect(alpha(at: distance, angle: angle) == 0, "at \(distance) pt, angle \(angle)")
            }
        }
    }

    @Test func aRingsArcEndsAtItsProgress() throws {
        var ring = CircularProgressRing()
        ring.progress = 0.25
        ring.lineWidth = 10
        ring.showsLabel = false
        ring.roundedCaps = false
        ring.trackColor = .clear
        ring.progressColor = .black
        var context = GraphicsContext(size: Size(width: 100, height: 100))
        ring.draw(in: &context)
        let canvas = try RasterRenderer(scale: 1).render(Drawing(size: context.size, commands: context.commands))
        // From twelve o'clock clockwise to three: the top right quarter only.
        #expect(canvas.pixel(x: 80, y: 20).alpha == 255)
        #expect(canvas.pixel(x: 20, y: 20).alpha == 0)
        #expect(canvas.pixel(x: 80, y: 80).alpha == 0)
        #expect(canvas.pixel(x: 20, y: 80).alpha == 0)
    }

    @Test(arguments: [
        (RatingView.FillMode.full, [1.0, 1, 1, 1, 0]), (.half, [1, 1, 1, 0.5, 0]), (.precise, [1, 1, 1, 0.7, 0]),
    ])
    func starsFillAsTheModeRoundsTheRating(mode: RatingView.FillMode, expected: [Double]) {
        var rating = RatingView()
        rating.rating = 3.7
        rating.fillMode = mode
        let fills = (0..<5).map(rating.fill(ofStar:))
        #expect(zip(fills, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(fills)")
    }
}
