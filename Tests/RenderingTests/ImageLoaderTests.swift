import DesignerCore
import DesignerSnapshots
import Dispatch
import Foundation
import Inspectable
import ProgressBars
import Synchronization
import TestTools
import Testing

@testable import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// The file system, for the loader, through Foundation and `realpath`.
struct TestFiles: ImageFiles {
    func read(_ path: String) -> Result<[UInt8], ImageFileError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ImageFileError(reason: "No such file or directory"))
        }
        return .success(Array(data))
    }

    func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The file system, counting the files read.
final class CountingFiles: ImageFiles {
    let reads = Mutex<[String]>([])

    func read(_ path: String) -> Result<[UInt8], ImageFileError> {
        reads.withLock { $0.append(path) }
        return TestFiles().read(path)
    }

    func realPath(_ path: String) -> String? {
        TestFiles().realPath(path)
    }
}

@Suite("Images")
final class ImageLoaderTests {
    let root: URL
    let folder: String

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("designer-images-\(UUID().uuidString)")
        folder = root.appendingPathComponent("doc").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        let track = try Examples.read("images/track.png")
        try Data(track).write(to: URL(fileURLWithPath: folder + "/images/track.png"))
        try Data(try Examples.read("images/track@2x.png")).write(
            to: URL(fileURLWithPath: folder + "/images/track@2x.png"))
        try Data(track).write(to: root.appendingPathComponent("outside.png"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/broken.png"))
        try manager.createSymbolicLink(
            atPath: folder + "/link.png", withDestinationPath: root.appendingPathComponent("outside.png").path)
        try manager.createSymbolicLink(atPath: folder + "/inside-link.png", withDestinationPath: "images/track.png")
    }

    private func loader(external: Bool = false) -> ImageLoader {
        ImageLoader(folder: folder, allowsExternalImages: external, files: TestFiles())
    }

    @Test(
        arguments: [
            ("images/track.png", nil),
            ("./images/../images/track.png", nil),
            ("inside-link.png", nil),
            ("missing.png", "does not exist"),
            ("../outside.png", "lies outside the document's folder (allow it with --allow-external-images)"),
            ("link.png", "lies outside the document's folder (allow it with --allow-external-images)"),
            ("/etc/hostname", "is an absolute path (allow it with --allow-external-images)"),
            ("broken.png", "cannot be drawn: it is not a PNG file"),
            ("images", "cannot be read: No such file or directory"),
        ] as [(String, String?)])
    func pathsStayInTheDocumentsFolder(path: String, problem: String?) {
        switch loader().load(path) {
        case .success: #expect(problem == nil, "\(path) loaded")
        case .failure(let error): #expect(error.description == problem)
        }
    }

    @Test func externalImagesCanBeAllowed() {
        guard case .success = loader(external: true).load("../outside.png") else {
            Issue.record("not loaded")
            return
        }
        guard case .success = loader(external: true).load("link.png") else {
            Issue.record("not loaded")
            return
        }
    }

    @Test func retinaVariantsAreUsedAtTheirScale() throws {
        guard case .success(let plain) = loader().load("images/track.png", scale: 1),
            case .success(let retina) = loader().load("images/track.png", scale: 2)
        else {
            Issue.record("not loaded")
            return
        }
        #expect((plain.bitmap.width, plain.bitmap.scale) == (30, 1))
        #expect((retina.bitmap.width, retina.bitmap.scale) == (60, 2))
    }

    @Test func anImageMadeOnlyForAnotherScaleIsFoundAsUIKitFindsIt() throws {
        try Data(try Examples.read("images/track@2x.png")).write(
            to: URL(fileURLWithPath: folder + "/only@2x.png"))
        for scale in [1.0, 2, 3] {
            let image = try loader().load("only.png", scale: scale).get()
            #expect((image.bitmap.width, image.bitmap.scale) == (60, 2), "@\(scale)x")
        }
        #expect(throws: ImageLoadError.missing) { try self.loader().load("nothing.png", scale: 2).get() }
    }

    @Test func aMissingImageIsAWarningAtItsAttributeAndAPlaceholder() throws {
        let text =
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {"backImage": "missing.png", "foreImage": "images/track.png", "progress": 1}}"#
        let document = try #require(Document.read(SourceText(name: "doc.json", text: text)).document)
        let resolved = ResolvedDocument(document, registry: .progressBars)
        let (images, warnings) = loader().load(resolved)
        #expect(images.keys.sorted() == ["images/track.png"])
        #expect(
            warnings.map { $0.formatted(in: document.source) } == [
                "doc.json:1:112: warning: backImage: image 'missing.png' does not exist; drawn as a placeholder"
            ])
        // Where the missing track would be, the placeholder's gray shows; the loaded image draws as itself.
        let (drawing, _) = ViewTreeDrawing.draw(resolved)
        let withoutForeground = Drawing(size: drawing.size, commands: Array(drawing.commands.prefix(1)))
        let canvas = try RasterRenderer(scale: 1, images: images.mapValues(\.bitmap)).render(withoutForeground)
        let (red, green, blue, alpha) = canvas.straightPixel(x: 50, y: 3)
        #expect([red, green, blue, alpha] == [229, 229, 234, 255])
    }

    /// References to `paths` from a document's `backImage`s.
    private func references(_ paths: [String]) -> [ImageReference] {
        paths.enumerated().map { ImageReference(path: $1, attribute: "backImage", offset: $0) }
    }

    @Test func aFileNamedManyTimesInManySpellingsIsReadAndDecodedOnce() {
        let files = CountingFiles()
        let spellings = [
            "images/track.png", "./images/track.png", ".//images/track.png", "images//track.png",
            "images/../images/track.png", "./images/./track.png", "inside-link.png", "images/track.png",
        ]
        let (images, warnings) = ImageLoader(folder: folder, allowsExternalImages: false, files: files)
            .load(references(spellings))
        #expect(warnings.isEmpty)
        #expect(Set(images.keys) == Set(spellings))
        #expect(files.reads.withLock { $0 } == [folder + "/images/track.png"])
        #expect(images["inside-link.png"]?.bitmap == images["./images/track.png"]?.bitmap)
    }

    @Test func aDocumentsImagesTakeNoMoreThanTheBudget() throws {
        // 400×400 pixels take 625 KiB decoded: the second goes over a budget of 1 MiB.
        let picture = PNGEncoder.encode(
            width: 400, height: 400, straight: [UInt8](repeating: 255, count: 400 * 400 * 4))
        for name in ["first.png", "second.png"] {
            try Data(picture).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let loader = ImageLoader(folder: folder, allowsExternalImages: false, files: TestFiles(), memoryBudget: 1 << 20)
        let (images, warnings) = loader.load(
            references(["first.png", "./first.png", "second.png", "images/track.png"]))
        #expect(images.keys.sorted() == ["./first.png", "first.png", "images/track.png"])
        #expect(
            warnings.map(\.message) == [
                "backImage: image 'second.png' cannot be drawn: with the document's images before it, it would take more than the 1 MiB a document's images may take; drawn as a placeholder"
            ])
        #expect(warnings.map(\.offset) == [2])
    }

    @Test func imagesDecodedAheadAreWhatALoadDecodesItself() throws {
        let picture = PNGEncoder.encode(
            width: 400, height: 400, straight: [UInt8](repeating: 255, count: 400 * 400 * 4))
        for name in ["first.png", "second.png"] {
            try Data(picture).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Data(TestPDF.page(content: "1 0 0 rg 0 0 20 20 re f").bytes).write(
            to: URL(fileURLWithPath: folder + "/star.pdf"))
        // 625 KiB each decoded: of the two, a budget of 1 MiB takes the one named first.
        let files = CountingFiles()
        let loader = ImageLoader(folder: folder, allowsExternalImages: false, files: files, memoryBudget: 1 << 20)
        let ahead = ImagesAhead(loader, scale: 2) {
            ["images/track.png", "first.png", "star.pdf", "broken.png", "second.png", "first.png"]
        }
        let names = [
            "second.png", "images/track.png", "missing.png", "first.png", "star.pdf", "broken.png", "./first.png",
            "inside-link.png",
        ]
        for scale in [2.0, 1] {
            let decodedAhead = ahead.files
            let readAhead = files.reads.withLock { $0.count }
            let taken = loader.load(names, scale: scale, reusing: decodedAhead)
            let readThen = files.reads.withLock { $0 }.dropFirst(readAhead)
            let made = loader.load(names, scale: scale)
            #expect(Set(taken.keys) == Set(made.keys))
            for name in names {
                switch (taken[name], made[name]) {
                case (.success(let one)?, .success(let other)?):
                    #expect(one.bitmap == other.bitmap && one.fileBytes == other.fileBytes, "\(name)")
                    #expect(one.drawing == other.drawing, "\(name)")
                case (.failure(let one)?, .failure(let other)?):
                    #expect(one == other, "\(name)")
                default:
                    Issue.record(
                        "\(name): \(String(describing: taken[name])) against \(String(describing: made[name]))")
                }
            }
            // Over the budget after the second, as without the images decoded ahead.
            #expect(taken["first.png"].map { (try? $0.get()) == nil } == true)
            // At the scale they were decoded at, only the files that were not are read: what
            // could not be, the one over the budget in the order decoded ahead (and under it in
            // this one), and the @1x file of a link whose name has no @2x beside it.
            if scale == 2 {
                #expect(
                    Set(readThen) == [
                        folder + "/broken.png", folder + "/second.png", folder + "/images/track.png",
                    ])
                // What was decoded ahead kept to the budget.
                #expect(decodedAhead.images.values.reduce(0) { $0 + $1.cost } <= 1 << 20)
                #expect(decodedAhead.images[folder + "/second.png"] == nil)
            } else {
                #expect(readThen.count > 1, "images decoded at @2x are not taken at @1x")
            }
        }
    }

    @Test func imagesAheadBeginNoMoreOnceCancelled() throws {
        let files = CountingFiles()
        let loader = ImageLoader(folder: folder, allowsExternalImages: false, files: files)
        let named = DispatchSemaphore(value: 0)
        // The names are found only once the command has ended without them.
        let ahead = ImagesAhead(loader, scale: 1) {
            named.wait()
            return ["images/track.png", "inside-link.png"]
        }
        ahead.cancel()
        named.signal()
        #expect(ahead.files.images.isEmpty)
        #expect(files.reads.withLock { $0 }.isEmpty)
    }
}
