import DesignerCore
import Inspectable
import ProgressBars
import Testing

@testable import Rendering

/// UIKit's stretchable-image rule, pixel by pixel.
@Suite("Stretchable images")
struct StretchTests {
    /// An image one row tall whose column `c` has red `c × 8`.
    static func ramp(width: Int, scale: Double = 1, height: Int = 1) -> Bitmap {
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for column in 0..<width { pixels += [UInt8(column * 8 % 256), 0, 0, 255] }
        }
        return Bitmap(width: width, height: height, scale: scale, straightRGBA: pixels)
    }

    private func reds(_ bitmap: Bitmap, width: Double, cap: Int, scale: Double = 1) throws -> [Int] {
        let drawing = Drawing(
            size: Size(width: width, height: 1),
            commands: [
                .image(
                    ImageDrawing(
                        image: Image(path: "ramp.png"), rect: Rect(x: 0, y: 0, width: width, height: 1),
                        leftCapWidth: cap, topCapHeight: 0))
            ])
        let canvas = try RasterRenderer(scale: scale, images: ["ramp.png": bitmap]).render(drawing)
        return (0..<canvas.width).map { Int(canvas.pixel(x: $0, y: 0).red) }
    }

    @Test func theCapStaysTheColumnAfterItStretchesTheRestStays() throws {
        // 30 columns, cap 14: columns 0–13 as they are, column 14 stretched, 15–29 as they are.
        let expected = (0..<14).map { $0 * 8 } + Array(repeating: 14 * 8, count: 71) + (15..<30).map { $0 * 8 }
        #expect(try reds(Self.ramp(width: 30), width: 100, cap: 14) == expected)
    }

    @Test func aCapOfZeroScalesTheAxisWhole() throws {
        let values = try reds(Self.ramp(width: 30), width: 60, cap: 0)
        #expect(values.count == 60)
        #expect(values.first == 0)
        #expect(values.last == 29 * 8)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func endsShrinkInProportionWhenTheDestinationIsShort() throws {
        // 29 points for caps of 14 and 15 at 20 points: both ends scale by 20/29.
        let values = try reds(Self.ramp(width: 30), width: 20, cap: 14)
        #expect(values.count == 20)
        #expect(values[0] <= 8 && values[19] >= 28 * 8, "\(values)")
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "\(values)")
        #expect(!values.contains(14 * 8), "the stretched column is left out: \(values)")
    }

    @Test func aRetinaImageKeepsItsCapInPoints() throws {
        // A 60-pixel @2x image is 30 points; its 14-point cap is 28 pixels, pixel 28 stretches,
        // and pixels 29–59 (15.5 points) stay as they are at the right.
        let values = try reds(Self.ramp(width: 60, scale: 2), width: 100, cap: 14, scale: 2)
        #expect(values.count == 200)
        #expect(Array(values.prefix(28)) == (0..<28).map { $0 * 8 % 256 })
        #expect(Set(values[28..<169]) == [28 * 8 % 256])
        #expect(Array(values.suffix(31)) == (29..<60).map { $0 * 8 % 256 })
    }

    @Test func svgSlicesTheImageTheSameWay() {
        let axis = StretchAxis(length: 100, imageLength: 30, cap: 14, pixelsPerPoint: 1)
        #expect(
            axis.pieces.map { [$0.start, $0.length, $0.sourceStart, $0.sourceLength] } == [
                [0, 14, 0, 14], [14, 71, 14, 1], [85, 15, 15, 15],
            ])
    }
}
