import Inspectable
import Testing

@testable import Rendering

@Suite("Output formats")
struct OutputFormatTests {
    /// A red bar on white, 10 × 4 points.
    static let drawing = Drawing(
        size: Size(width: 10, height: 4),
        commands: [
            .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 4)), .color(.white)),
            .fill(.rect(Rect(x: 0, y: 0, width: 6, height: 4)), .color(.red)),
        ])

    @Test(
        arguments: [
            (OutputFormat.ansi, "ansi", false), (.svg, "svg", true), (.png, "png", true), (.text, "txt", false),
        ])
    func eachFormatHasItsExtensionAndScale(format: OutputFormat, fileExtension: String, isScaled: Bool) {
        #expect(format.fileExtension == fileExtension)
        #expect(format.isScaled == isScaled)
    }

    @Test func theFormatsAreListedAsRenderTakesThemAndTheFilesMostReadableFirst() {
        #expect(OutputFormat.allCases.map(\.rawValue) == ["ansi", "svg", "png", "text"])
        #expect(OutputFormat.files == [.text, .svg, .png])
    }

    /// A snapshot is what `render` writes: the PNG is compared by its pixels, but recorded as
    /// the encoder writes it.
    @Test(arguments: OutputFormat.allCases, [1.0, 2.0])
    func eachFormatDrawsWhatItEncodes(format: OutputFormat, scale: Double) throws {
        let drawn = try format.drawn(Self.drawing, scale: scale, images: [:])
        let written = try format.encode(Self.drawing, scale: scale, images: [:])
        #expect(drawn.bytes() == written)
        #expect(drawn.compare(written, Tolerance()).isExact)
    }

    @Test func thePNGIsDrawnAtTheScale() throws {
        let drawn = try OutputFormat.png.drawn(Self.drawing, scale: 2, images: [:])
        let image = try PNGDecoder.decodeStraight(drawn.bytes())
        #expect(image.width == 20 && image.height == 8)
    }

    @Test func theTerminalPictureHasTheColorsItIsGiven() throws {
        let plain = try OutputFormat.ansi.encode(Self.drawing, scale: 1, columns: 8, images: [:])
        let colored = try OutputFormat.ansi.encode(Self.drawing, scale: 1, columns: 8, images: [:], colors: .trueColor)
        #expect(!plain.contains(0x1B))
        #expect(colored.contains(0x1B))
    }

    @Test func eachFormatChecksTheSize() {
        let tall = Size(width: 10, height: Double(RenderLimits.maximumSide) + 1)
        #expect(
            OutputFormat.text.sizeProblem(of: tall, scale: 1)
                == "the document is 10×\(RenderLimits.maximumSide + 1) pt, too large to draw as text (at most \(RenderLimits.maximumSide / 2) pt wide, \(RenderLimits.maximumSide) pt tall and \(RenderLimits.maximumPixels / 2) pt² in all)"
        )
        #expect(OutputFormat.svg.sizeProblem(of: tall, scale: 1) == nil)
        #expect(OutputFormat.ansi.sizeProblem(of: tall, scale: 1) == nil)
        let empty = Size(width: 0, height: 4)
        #expect(
            OutputFormat.png.sizeProblem(of: empty, scale: 2, subject: "the view")
                == "the view is 0×4 pt, and a PNG needs at least one pixel each way")
    }

    // MARK: - Text

    @Test func textMatchesOnlyTheSameBytesAndShowsAUnifiedDiff() throws {
        let old = Array("one\ntwo\nthree\n".utf8)
        let new = Array("one\n2\nthree\n".utf8)
        #expect(OutputDiffing.lines.compare(old, old, Tolerance()).isExact)
        // A tolerance is for pixels: text that differs never matches within it.
        let tolerance = try #require(Tolerance(text: "100%,255"))
        let mismatch = try #require(OutputDiffing.lines.compare(new, old, tolerance).mismatch)
        #expect(mismatch.message == "does not match its snapshot")
        #expect(mismatch.artifacts.isEmpty)
        #expect(
            mismatch.textDiff?("old.txt", "new.txt") == """
                --- old.txt
                +++ new.txt
                @@ -1,3 +1,3 @@
                 one
                -two
                +2
                 three

                """)
        #expect(OutputDiffing.lines.bytes(new) == new)
    }

    // MARK: - PNG

    /// A 10 × 10 white image, `changed` of its pixels made darker by `by` in the red channel.
    static func image(changed: Int = 0, by difference: UInt8 = 0) -> RasterImage {
        var pixels = [UInt8](repeating: 255, count: 10 * 10 * 4)
        for pixel in 0..<changed { pixels[pixel * 4] = 255 - difference }
        return RasterImage(width: 10, height: 10, pixels: pixels)
    }

    static func png(_ image: RasterImage) -> [UInt8] {
        PNGEncoder.encode(width: image.width, height: image.height, straight: image.pixels)
    }

    static func compare(_ image: RasterImage, tolerance: String) throws -> SnapshotMatch {
        let tolerance = try #require(Tolerance(text: tolerance))
        return OutputDiffing.pixels.compare(image, png(Self.image()), tolerance)
    }

    @Test func thePNGOfTheSamePixelsMatchesExactly() throws {
        #expect(try Self.compare(Self.image(), tolerance: "0").isExact)
        #expect(OutputDiffing.pixels.bytes(Self.image()) == Self.png(Self.image()))
    }

    /// 3 of 100 pixels differ by 8: a tolerance of exactly that share, or exactly that
    /// difference, passes, and one a step short fails.
    @Test(
        arguments: [
            ("0.03", true), ("3%", true), ("0.0299", false), ("2%", false),
            ("0,8", true), ("0,7", false), ("2%,8", true), ("2%,7", false),
        ])
    func thePNGToleranceHoldsAtItsLimits(tolerance: String, passes: Bool) throws {
        let match = try Self.compare(Self.image(changed: 3, by: 8), tolerance: tolerance)
        if passes {
            #expect(match.isWithinTolerance, "\(match)")
        } else {
            let mismatch = try #require(match.mismatch)
            #expect(
                mismatch.message.hasPrefix("does not match its snapshot: 3 of 100 pixels (3.0"),
                "\(mismatch.message)")
            #expect(mismatch.message.hasSuffix("differ, by up to 8 of 255"))
        }
    }

    @Test func onePixelMoreThanTheShareFails() throws {
        #expect(try Self.compare(Self.image(changed: 3, by: 8), tolerance: "3%").isWithinTolerance)
        #expect(try Self.compare(Self.image(changed: 4, by: 8), tolerance: "3%").mismatch != nil)
        #expect(try Self.compare(Self.image(changed: 3, by: 9), tolerance: "0,8").mismatch != nil)
    }

    @Test func aPNGMismatchIsShownByADiffImage() throws {
        let mismatch = try #require(try Self.compare(Self.image(changed: 4, by: 8), tolerance: "0").mismatch)
        #expect(mismatch.textDiff == nil)
        let artifact = try #require(mismatch.artifacts.first)
        #expect(mismatch.artifacts.count == 1)
        #expect(
            [artifact.name, artifact.fileExtension, artifact.description] == ["diff", "png", "the diff image"])
        let picture = try PNGDecoder.decodeStraight(artifact.bytes())
        #expect(picture.width == 10 && picture.height == 10)
    }

    @Test func aPNGOfAnotherSizeOrNoPNGAtAllDoesNotMatch() throws {
        let small = RasterImage(width: 2, height: 1, pixels: [UInt8](repeating: 255, count: 8))
        let resized = try #require(try Self.compare(small, tolerance: "100%,255").mismatch)
        #expect(resized.message == "does not match its snapshot: the image is 2×1 pixels, the snapshot 10×10")
        #expect(resized.artifacts.map(\.name) == ["diff"])
        let garbled = try #require(
            OutputDiffing.pixels.compare(Self.image(), Array("not a PNG".utf8), Tolerance()).mismatch)
        #expect(garbled.message.hasPrefix("does not match its snapshot, which is not a PNG image the designer reads: "))
        #expect(garbled.artifacts.isEmpty)
    }
}

extension SnapshotMatch {
    var isExact: Bool {
        if case .exact = self { return true }
        return false
    }

    var isWithinTolerance: Bool {
        if case .withinTolerance = self { return true }
        return false
    }

    var mismatch: SnapshotMismatch? {
        if case .mismatch(let mismatch) = self { return mismatch }
        return nil
    }
}
