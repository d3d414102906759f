import Foundation
import Rendering
import Testing

/// The text picture does not depend on the scale, even where the images it draws do: an `@2x`
/// image is another picture, so the text picture is drawn with the images at scale 1.
@Suite("Snapshot scale")
struct SnapshotScaleTests {
    /// A 2×2 PNG whose left half is `left` and right half `right` (straight RGBA), and its @2x,
    /// drawn the other way round.
    static func images(left: [UInt8], right: [UInt8]) -> (one: [UInt8], two: [UInt8]) {
        let row = left + right
        let one = PNGEncoder.encode(width: 2, height: 2, straight: row + row)
        let doubled = right + right + left + left
        let two = PNGEncoder.encode(
            width: 4, height: 4, straight: Array([[UInt8]](repeating: doubled, count: 4).joined()))
        return (one, two)
    }

    static let document = #"""
        {"class": "UIImageView", "frame": {"x": 0, "y": 0, "width": 40, "height": 20},
         "attributes": {"image": "mark.png", "contentMode": "scaleToFill"}}
        """#

    @Test func aTextSnapshotRecordedAtOneScalePassesAtAnother() throws {
        let sandbox = try Sandbox()
        let (one, two) = Self.images(left: [255, 0, 0, 255], right: [0, 0, 255, 255])
        try sandbox.write("mark.png", Data(one))
        try sandbox.write("mark@2x.png", Data(two))
        try sandbox.write("marked.json", Self.document)
        let recorded = sandbox.runInProcess(["snapshot", "--format", "text"])
        #expect(recorded.stdout.contains("recorded __snapshots__/marked.default.txt\n"), "\(recorded)")
        let scaled = sandbox.runInProcess(["snapshot", "--format", "text", "--scale", "2", "--record", "never"])
        #expect(scaled == Run(status: 0, stdout: "1 snapshot of 1 document: 1 passed\n", stderr: ""), "\(scaled)")
    }
}
