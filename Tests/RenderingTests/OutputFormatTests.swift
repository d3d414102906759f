import DesignerCore
import Foundation
import Inspectable
import Rendering
import Testing

@testable import DesignerCLI

@Suite("Snapshot formats")
struct SnapshotFormatTests {
    /// A red bar on white, 10 × 4 points.
    static let drawing = Drawing(
        size: Size(width: 10, height: 4),
        commands: [
            .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 4)), .color(.white)),
            .fill(.rect(Rect(x: 0, y: 0, width: 6, height: 4)), .color(.red)),
        ])

    @Test(
        arguments: [
            (SnapshotFormat.text, "text", "txt", false), (.svg, "svg", "svg", true), (.png, "png", "png", true),
        ])
    func eachFormatHasItsNameExtensionAndScale(
        format: SnapshotFormat, name: String, fileExtension: String, isScaled: Bool
    ) {
        #expect(format.name == name)
        #expect(format.fileExtension == fileExtension)
        #expect(format.isScaled == isScaled)
        #expect(SnapshotFormat(rawValue: name) == format)
    }

    @Test func theFormatsAreTextSVGAndPNGInThatOrder() {
        #expect(SnapshotFormat.allCases.map(\.name) == ["text", "svg", "png"])
        #expect(SnapshotFormat(rawValue: "ansi") == nil)
    }

    /// A snapshot is what `render` writes: the PNG is compared by its pixels, but recorded as
    /// the encoder writes it.
    @Test(arguments: [FileFormat.text, .svg, .png], [1.0, 2.0])
    func eachFormatDrawsWhatRenderWrites(encoding: FileFormat, scale: Double) throws {
        let format = try #require(SnapshotFormat(rawValue: encoding.rawValue))
        let drawn = try format.draw(SnapshotSubject(drawing: Self.drawing, images: [:], scale: scale))
        let written = try encoding.encode(Self.drawing, scale: scale, columns: nil, images: [:])
        #expect(drawn.bytes() == written)
        #expect(drawn.compare(written, Tolerance()).isExact)
    }

    @Test func thePNGIsDrawnAtTheScale() throws {
        let drawn = try SnapshotFormat.png.draw(SnapshotSubject(drawing: Self.drawing, images: [:], scale: 2))
        let image = try PNGDecoder.decodeStraight(drawn.bytes())
        #expect(image.width == 20 && image.height == 8)
    }

    @Test func eachFormatChecksTheSizeAsRenderDoes() {
        let tall = Size(width: 10, height: Double(RenderLimits.maximumSide) + 1)
        #expect(SnapshotFormat.text.sizeProblem(tall, 1) == FileFormat.text.sizeProblem(of: tall, scale: 1))
        #expect(SnapshotFormat.text.sizeProblem(tall, 1) != nil)
        #expect(SnapshotFormat.svg.sizeProblem(tall, 1) == nil)
        let empty = Size(width: 0, height: 4)
        #expect(
            SnapshotFormat.png.sizeProblem(empty, 2)
                == "the document is 0×4 pt, and a PNG needs at least one pixel each way")
    }

    // MARK: - Text

    @Test func textMatchesOnlyTheSameBytesAndShowsAUnifiedDiff() throws {
        let old = Array("one\ntwo\nthree\n".utf8)
        let new = Array("one\n2\nthree\n".utf8)
        #expect(SnapshotDiffing.lines.compare(old, old, Tolerance()).isExact)
        // A tolerance is for pixels: text that differs never matches within it.
        let tolerance = try #require(Tolerance(text: "100%,255"))
        let mismatch = try #require(SnapshotDiffing.lines.compare(new, old, tolerance).mismatch)
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
        #expect(SnapshotDiffing.lines.bytes(new) == new)
    }

    // MARK: - PNG

    /// A 10 × 10 white image, `changed` of its pixels made darker by `by` in the red channel.
    static func image(changed: Int = 0, by difference: UInt8 = 0) -> SnapshotImage {
        var pixels = [UInt8](repeating: 255, count: 10 * 10 * 4)
        for pixel in 0..<changed { pixels[pixel * 4] = 255 - difference }
        return SnapshotImage(width: 10, height: 10, pixels: pixels)
    }

    static func png(_ image: SnapshotImage) -> [UInt8] {
        PNGEncoder.encode(width: image.width, height: image.height, straight: image.pixels)
    }

    static func compare(_ image: SnapshotImage, tolerance: String) throws -> SnapshotMatch {
        let tolerance = try #require(Tolerance(text: tolerance))
        return SnapshotDiffing.pixels.compare(image, png(Self.image()), tolerance)
    }

    @Test func thePNGOfTheSamePixelsMatchesExactly() throws {
        #expect(try Self.compare(Self.image(), tolerance: "0").isExact)
        #expect(SnapshotDiffing.pixels.bytes(Self.image()) == Self.png(Self.image()))
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
        let small = SnapshotImage(width: 2, height: 1, pixels: [UInt8](repeating: 255, count: 8))
        let resized = try #require(try Self.compare(small, tolerance: "100%,255").mismatch)
        #expect(resized.message == "does not match its snapshot: the image is 2×1 pixels, the snapshot 10×10")
        #expect(resized.artifacts.map(\.name) == ["diff"])
        let garbled = try #require(
            SnapshotDiffing.pixels.compare(Self.image(), Array("not a PNG".utf8), Tolerance()).mismatch)
        #expect(garbled.message.hasPrefix("does not match its snapshot, which is not a PNG image the designer reads: "))
        #expect(garbled.artifacts.isEmpty)
    }

    // MARK: - A format of one's own

    /// A format the designer does not have: the drawing's size in points, one line.
    static let sizeFormat = SnapshotFormat(
        name: "size", fileExtension: "size", isScaled: true,
        draw: { subject in Array("\(subject.drawing.size.width.text)×\(subject.drawing.size.height.text)\n".utf8) },
        diffing: .lines)

    /// A format with a comparison of its own: the command count, a mismatch shown by a note.
    static let countFormat = SnapshotFormat(
        name: "count", fileExtension: "count", isScaled: false,
        draw: { subject in subject.drawing.commands.count },
        diffing: SnapshotDiffing<Int>(
            bytes: { Array("\($0)".utf8) },
            compare: { count, reference, _ in
                let recorded = String(decoding: reference, as: UTF8.self)
                guard recorded != "\(count)" else { return .exact }
                return .mismatch(
                    SnapshotMismatch(
                        message: "has \(count) commands, not \(recorded)",
                        artifacts: [
                            SnapshotArtifact(name: "note", fileExtension: "txt", description: "the note") {
                                Array("was \(recorded)\n".utf8)
                            }
                        ]))
            }))

    static func settings(_ sandbox: Sandbox, _ formats: [SnapshotFormat], record: RecordMode, scale: Double = 1)
        -> SnapshotSettings
    {
        SnapshotSettings(
            registry: .shipped,
            projects: ProjectLookup(
                projects: ProjectCache(), baseRegistry: .shipped, sourcesFolder: nil, workingDirectory: sandbox.path),
            formats: formats, scale: scale, appearances: [.light], record: record,
            tolerance: Tolerance(), matrix: [],
            allowExternalImages: false, artifacts: ArtifactFolder("out"), workingDirectory: sandbox.path)
    }

    static let document =
        #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 30, "height": 20}, "attributes": {"backgroundColor": "red"}}"#
        + "\n"

    @Test func aFormatOfOnesOwnIsRecordedAndCheckedByTheCheck() throws {
        let sandbox = try Sandbox()
        try sandbox.write("box.json", Self.document)
        let formats = [Self.sizeFormat, .text]

        let recorded = SnapshotCheck.check("box.json", Self.settings(sandbox, formats, record: .missing, scale: 2))
        #expect(recorded.results.map(\.name) == ["box.default@2x.size", "box.default.txt"])
        #expect(recorded.results.map(\.status) == [.recorded, .recorded])
        #expect(recorded.producedNames == ["box.default@2x.size", "box.default.txt"])
        #expect(try sandbox.read("__snapshots__/box.default@2x.size") == "30×20\n")

        let checked = SnapshotCheck.check("box.json", Self.settings(sandbox, formats, record: .never, scale: 2))
        #expect(checked.results.map(\.message) == ["matches", "matches"])

        try sandbox.write("box.json", Self.document.replacingOccurrences(of: "\"width\": 30", with: "\"width\": 40"))
        let changed = SnapshotCheck.check(
            "box.json", Self.settings(sandbox, [Self.sizeFormat], record: .never, scale: 2))
        let result = try #require(changed.results.first)
        #expect(result.status == .failed)
        #expect(result.message == "does not match its snapshot")
        #expect(
            result.details == """
                --- __snapshots__/box.default@2x.size
                +++ out/box.default@2x.actual.size
                @@ -1 +1 @@
                -30×20
                +40×20
                """)
        #expect(try sandbox.read("out/box.default@2x.actual.size") == "40×20\n")
    }

    @Test func aFormatOfOnesOwnComparesAndKeepsArtifactsAsItSays() throws {
        let sandbox = try Sandbox()
        try sandbox.write("box.json", Self.document)
        try sandbox.write("__snapshots__/box.default.count", "7")
        let outcome = SnapshotCheck.check("box.json", Self.settings(sandbox, [Self.countFormat], record: .never))
        let result = try #require(outcome.results.first)
        #expect(result.name == "box.default.count")
        #expect(result.message == "has 1 commands, not 7")
        #expect(
            result.details == """
                  reference: __snapshots__/box.default.count
                  actual:    out/box.default.actual.count
                  note:      out/box.default.note.txt
                """)
        #expect(try sandbox.read("out/box.default.note.txt") == "was 7\n")
        #expect(try sandbox.read("out/box.default.actual.count") == "1")
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
