import DesignerCore
import Inspectable
import Rendering

/// The before, after and difference pictures of the scenes that changed between two versions of
/// documents, written into one folder: what `designer diff --images DIR` writes and its Markdown
/// shows.
///
/// Each scene is drawn as `render --format png` draws it, on the screen the command's `--device`
/// and `--orientation` ask for, at `scale`; the difference picture is a snapshot's
/// (`ImageDifference.picture()`): the before picture faded to gray, each pixel the after picture
/// changes in red. A scene only one version has gets that version's picture alone. Every picture
/// is drawn before any file is written; a file that cannot be written leaves none of this run's.
///
///     let pictures = try DiffPictures.write(
///         [.init(old: .init(path: path, bytes: old.bytes, name: old.name),
///                new: .init(path: path, bytes: try documents.readDocument(path)),
///                scenes: ["BYZ-38-t0r"])],
///         into: "review", scale: 1, project: project, documents: documents)
///     // review/Main-BYZ-38-t0r-before.png, …-after.png, …-diff.png
struct DiffPictures {
    /// One version of a document.
    struct Version: Sendable {
        /// Where the document is: its project's named colors, images, fonts and strings tables
        /// are found from it. An old version from git has the working file's path.
        let path: String
        /// The document's text in this version.
        let bytes: [UInt8]
        /// How its problems name it: `HEAD~1:App/Main.storyboard`; the path by default.
        let name: String

        init(path: String, bytes: [UInt8], name: String? = nil) {
            (self.path, self.bytes, self.name) = (path, bytes, name ?? path)
        }
    }

    /// A document's two versions, and the ids of its objects that changed as scenes
    /// (`Document.Scene.id`). An id that neither version has as a scene with a view (a xib's
    /// File's Owner, a navigation controller's scene) has no pictures. A document of one view
    /// tree (a JSON document) has no scenes and is drawn whole: give it no ids.
    struct Comparison: Sendable {
        let old: Version
        let new: Version
        let scenes: [String]
    }

    /// A picture written.
    struct Picture: Equatable, Sendable {
        enum Kind: String, Sendable, CaseIterable {
            case before, after
            /// The difference picture, `-diff.png`.
            case difference = "diff"
        }

        /// The file's name in the folder: `<document>-<scene>-<kind>.png`, or
        /// `<document>-<kind>.png` for a document without scenes.
        let name: String
        /// The document's path, as the comparison's new version gives it.
        let document: String
        /// The scene's id; `nil` for a document without scenes.
        let scene: String?
        let kind: Kind
        /// For a difference picture, how many pixels differ: 0 when the change does not show
        /// (a connection, an outlet), which a report may say instead of showing three equal
        /// pictures; `nil` for before and after.
        var differingPixels: Int?
    }

    /// Draws the changed scenes of `comparisons` and writes their pictures into `folder`
    /// (relative to the working folder; made if it is missing): for each scene, in the order
    /// given, before, after and diff, each where it can be drawn. Warnings about drawing (an image
    /// that is missing) are not printed: the comparison has its own report.
    static func write(
        _ comparisons: [Comparison], into folder: String, scale: Double, allowExternalImages: Bool = false,
        project: ProjectContext, documents: DocumentSource
    ) throws(CLIError) -> [Picture] {
        let names = DiffPictureNames.documentNames(comparisons.map(\.new.path))
        var drawn: [(picture: Picture, bytes: [UInt8])] = []
        for (comparison, documentName) in zip(comparisons, names) {
            let drawer = Drawer(
                scale: scale, allowExternalImages: allowExternalImages,
                project: project.forDocument(comparison.new.path), documents: documents)
            let (old, new) = (try drawer.read(comparison.old), try drawer.read(comparison.new))
            let parts: [String?] = old.first.scenes.isEmpty && new.first.scenes.isEmpty ? [nil] : comparison.scenes
            for scene in parts {
                let before = try drawer.draw(scene, of: old, version: comparison.old)
                let after = try drawer.draw(scene, of: new, version: comparison.new)
                func picture(_ kind: Picture.Kind, differingPixels: Int? = nil) -> Picture {
                    Picture(
                        name: DiffPictureNames.fileName(document: documentName, scene: scene, kind: kind),
                        document: comparison.new.path, scene: scene, kind: kind, differingPixels: differingPixels)
                }
                if let before { drawn.append((picture(.before), before.png)) }
                if let after { drawn.append((picture(.after), after.png)) }
                if let before, let after {
                    let difference = ImageDifference(reference: before.bitmap, actual: after.bitmap)
                    drawn.append(
                        (
                            picture(.difference, differingPixels: difference.markedPixels),
                            PNGEncoder.encode(difference.picture())
                        ))
                }
            }
        }
        try save(drawn, into: folder, documents)
        return drawn.map(\.picture)
    }

    /// Writes each picture into `folder`, made if it is missing; when one cannot be written, the
    /// ones written before it are removed, and the error names the file.
    private static func save(
        _ pictures: [(picture: Picture, bytes: [UInt8])], into folder: String, _ documents: DocumentSource
    ) throws(CLIError) {
        guard !pictures.isEmpty else { return }
        if let problem = FileSystem.problemCreating(folder, folder: true, from: documents.workingDirectory) {
            throw .file(FileError(folder, problem))
        }
        var written: [String] = []
        do throws(FileError) {
            try documents.onFile(folder) { path throws(FileError) in try FileSystem.createFolders(path) }
            for (picture, bytes) in pictures {
                let path = folder + "/" + picture.name
                // A link in the folder is replaced, never followed out of it.
                try documents.onFile(path) { path throws(FileError) in
                    try FileSystem.writeAtomically(bytes, to: path, durable: false, followingLinks: false)
                }
                written.append(documents.onFileResolved(path))
            }
        } catch {
            for path in written { try? FileSystem.remove(path) }
            throw .file(error)
        }
    }

    /// Draws the scenes of one document's versions as `render --format png` does.
    private struct Drawer {
        let scale: Double
        let allowExternalImages: Bool
        let project: ProjectContext
        let documents: DocumentSource

        /// A version read: its first reading (the scene it opens on) and the source it was read
        /// from, in the language and pseudolanguage the command asks for.
        struct Reading {
            let first: Document
            let reading: Document.Reading
        }

        /// Reads `version`; problems that keep it from being read are reported under its name.
        func read(_ version: Version) throws(CLIError) -> Reading {
            let source = try documents.source(SourceText(name: version.path, bytes: version.bytes))
            let reading = Document.read(source, assets: documents.projects.assets(ofDocument: version.path))
            guard let document = reading.document else { throw problems(reading, version, source) }
            return Reading(first: document, reading: reading)
        }

        /// The error of a reading's problems, placed in the version's text under its name.
        private func problems(_ reading: Document.Reading, _ version: Version, _ source: SourceText) -> CLIError {
            let named = SourceText(name: version.name, text: String(decoding: source.bytes, as: UTF8.self))
            return .document(reading.diagnostics.filter { $0.severity == .error }, in: named, documents.diagnosticStyle)
        }

        /// `scene` (the whole document for `nil`) drawn as a PNG and as pixels; `nil` when the
        /// version has no such scene, or one without a view.
        func draw(_ scene: String?, of version: Reading, version source: Version) throws(CLIError) -> (
            png: [UInt8], bitmap: Bitmap
        )? {
            let reading: Document.Reading
            if let scene {
                guard let index = version.first.scenes.firstIndex(where: { $0.id == scene }),
                    version.first.scenes[index].hasView
                else { return nil }
                reading = index == version.first.sceneIndex ? version.reading : version.first.readScene(index)
            } else {
                reading = version.reading
            }
            guard let document = reading.document, !reading.diagnostics.hasErrors else {
                throw problems(reading, source, version.first.source)
            }
            let laidOut = documents.laidOut(document)
            let resolved = ResolvedDocument(laidOut, registry: project.registry, unknownClass: .warning)
            let frame = ViewTreeDrawing.bounds(of: resolved, view: nil)
            let what = scene.map { "the scene \(Printable.quoted($0))" } ?? "the document"
            if let problem = OutputFormat.png.sizeProblem(
                of: Size(width: frame.width, height: frame.height), scale: scale, subject: what)
            {
                throw .file(FileError(source.name, problem))
            }
            // Its warnings are the comparison's to report, once.
            let quiet = Writer(CommandContext(registry: project.registry))
            do {
                let png = try RenderCommand.render(
                    laidOut, view: nil, format: .png, scale: scale, columns: nil,
                    allowExternalImages: allowExternalImages, project: project, documents: documents, writer: quiet)
                return (png, try PNGDecoder.decode(png))
            } catch let error as RenderError {
                throw .file(FileError(source.name, "\(what) cannot be drawn: \(error)"))
            } catch {
                throw .internalFailure("a picture designer drew could not be read back: \(error)")
            }
        }
    }
}
