import DesignerSnapshots
import Foundation
import Inspectable
import Rendering
import Testing

@testable import DesignerTesting

/// A display list built with Graphics alone snapshotted as it is: its own size, its own colors,
/// its images read beside the test file.
@Suite("Snapshots of a display list")
struct DrawingStrategyTests {
    /// Red on the left half, blue on the right, 4×2 pt.
    static let halves = Drawing(
        size: Size(width: 4, height: 2),
        commands: [
            .fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), .color(.red)),
            .fill(.rect(Rect(x: 2, y: 0, width: 2, height: 2)), .color(.blue)),
        ])

    static func request(_ folder: URL, size: Size? = nil, appearance: Appearance = .light, scale: Double = 1)
        -> SnapshotRequest
    {
        SnapshotRequest(size: size, appearance: appearance, scale: scale, folder: folder.path)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-drawing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aDrawingIsDrawnAsItIsInEachFormat() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let subject = try SnapshotStrategy<Drawing>.svg.draw(Self.halves, Self.request(folder))
        #expect(
            String(decoding: try subject.drawn(as: .svg).bytes(), as: UTF8.self)
                == SVGRenderer().render(Self.halves))
        let png = try SnapshotStrategy<Drawing>.png(scale: 2).draw(Self.halves, Self.request(folder, scale: 2))
        #expect(try png.drawn(as: .png).bytes() == OutputFormat.png.encode(Self.halves, scale: 2))
    }

    @Test func theImagesItNamesAreReadBesideTheTestFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try OutputFormat.png.encode(Self.halves, scale: 1)
        try Data(png).write(to: folder.appendingPathComponent("halves.png"))
        var context = GraphicsContext(size: Size(width: 8, height: 4))
        context.draw(Image(path: "halves.png"), in: Rect(x: 0, y: 0, width: 8, height: 4))
        let drawing = Drawing(size: context.size, commands: context.commands)
        let subject = try SnapshotStrategy<Drawing>.png.draw(drawing, Self.request(folder))
        #expect(subject.images["halves.png"]?.fileBytes == png)
        // A missing image fails the assertion, rather than drawing a placeholder unnoticed.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("halves.png"))
        #expect(throws: SnapshotProblem.self) { try SnapshotStrategy<Drawing>.png.draw(drawing, Self.request(folder)) }
        // One outside the test's folder is refused without the command line's advice.
        var outside = GraphicsContext(size: Size(width: 8, height: 4))
        outside.draw(Image(path: "../halves.png"), in: Rect(x: 0, y: 0, width: 8, height: 4))
        do {
            _ = try SnapshotStrategy<Drawing>.png.draw(
                Drawing(size: outside.size, commands: outside.commands), Self.request(folder))
            Issue.record("drawn")
        } catch {
            #expect(error.message.hasPrefix("image '../halves.png': "), "\(error.message)")
            #expect(!error.message.contains("--allow-external-images"), "\(error.message)")
        }
    }

    @Test(arguments: [
        (
            Size?.some(Size(width: 10, height: 10)), Appearance.light,
            "a drawing is drawn at its own size, 4×2 pt; leave out size:"
        ),
        (Size?.none, Appearance.dark, "a drawing is drawn in the colors it holds; leave out appearance:"),
    ])
    func whatADrawingCannotBeAskedIsSaid(size: Size?, appearance: Appearance, message: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try SnapshotStrategy<Drawing>.text.draw(
                Self.halves, Self.request(folder, size: size, appearance: appearance))
            Issue.record("drawn")
        } catch {
            #expect(error.message == message)
        }
    }
}
