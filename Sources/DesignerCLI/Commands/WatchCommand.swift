import DesignerCore
import Inspectable
import Rendering

#if os(Linux)
    import Glibc
#endif

/// `designer watch`: the document drawn full-screen, again each time it changes on disk.
enum WatchCommand: Command {
    static let spec = CommandSpec(
        name: "watch", abstract: "Draw the document in the terminal, again whenever it changes on disk.",
        discussion:
            "Edit the document in another window: each save is drawn at once, with animated attributes moving as UIView.animate moves them. A save that leaves the document broken keeps the last good picture, with the problems beneath it. a switches between the light and the dark appearance (--appearance is the one to start in); q or Ctrl-C quits.",
        options: [
            CommandSpec.editedFile, CommandSpec.scene, CommandSpec.sources, CommandSpec.fonts, CommandSpec.view, output,
            CommandSpec.appearance, CommandSpec.device, CommandSpec.orientation, CommandSpec.contentSize,
            CommandSpec.pseudo, CommandSpec.locale, CommandSpec.allowExternalImages,
        ])

    static let output = TypedOption<ImageFile>(
        "output", short: "o", value: "file",
        help: "Also write each version to this .png or .svg file, for an image viewer that reloads.")

    /// The path of a PNG or SVG file, by its name.
    struct ImageFile: OptionValue {
        let path: String

        static let kind = ".png or .svg file"

        init?(argument: String) {
            guard argument.hasSuffix(".png") || argument.hasSuffix(".svg") else { return nil }
            path = argument
        }
    }

    struct Options: CommandOptions {
        let file: String
        let view: String?
        let output: String?
        let appearance: Appearance
        let allowExternalImages: Bool

        init(_ arguments: ParsedArguments) {
            (file, view, output) = (
                arguments.documentPath, arguments[CommandSpec.view], arguments[WatchCommand.output]?.path
            )
            appearance = arguments[CommandSpec.appearance] ?? .light
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
        /// The document is read again at each change, which may name classes it did not.
        var readsDocumentOnce: Bool { false }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        #if os(Linux)
            let output = options.output
            let path = options.file
            if let output {
                if let problem = OutputFile.problem(
                    documents.onFileResolved(output),
                    .init(documents: [(documents.onFileResolved(path), path)]))
                {
                    throw .usage("--output \(Printable.quoted(output)) \(problem).", spec)
                }
                if let problem = FileSystem.problemCreating(output, folder: false, from: documents.workingDirectory) {
                    throw .usage("--output \(Printable.quoted(output)): \(problem).", spec)
                }
            }
            var live = LiveDocument(
                path: path, view: options.view, appearance: options.appearance,
                allowExternalImages: options.allowExternalImages, documents: documents)
            try live.requireReadable(documents, command: "watch", writer)
            if options.view != nil, let document = try? documents.loadDocument(path) {
                _ = try documents.selectedView(options.view, in: document, drawn: true)
            }
            var loop = try LiveLoop(command: "\(writer.programName) watch", watching: live.folders)
            live.reload(documents, project.registry, writer, now: LiveLoop.now())
            loop.watcher.add(live.imageFolders)
            var outputProblem = write(output, live, documents)
            func draw() {
                let (columns, rows) = loop.session.size
                var lines = [
                    Frame.bold("\(writer.programName) watch") + "  " + Printable.visible(live.path) + "  "
                        + Frame.dim("a \(live.appearance.other.rawValue)  q quits")
                ]
                let problems = (live.problemLines(writer) + (outputProblem.map { [$0] } ?? [])).flatMap {
                    Frame.wrap($0, columns: columns)
                }
                lines += live.picture(
                    at: LiveLoop.now(), columns: columns, rows: max(1, rows - 1 - problems.count),
                    colors: writer.outputColors)
                lines += problems
                loop.session.show(lines, columns: columns, rows: rows)
            }
            draw()
            var interruption: Int32?
            events: while let event = loop.next(animating: live.isAnimating(at: LiveLoop.now())) {
                switch event {
                case .quit, .key(.character("q")):
                    break events
                case .key(.character("a")):
                    live.appearance = live.appearance.other
                    outputProblem = write(output, live, documents)
                case .interrupted(let signal):
                    interruption = signal
                    break events
                case .key:
                    continue
                case .resized, .tick:
                    break
                case .filesChanged(var names):
                    // The picture written to --output is no change to the document.
                    if let output { names.remove(FileSystem.split(documents.onFileResolved(output)).name) }
                    guard live.isAffected(by: names),
                        live.reload(
                            documents, project.registry, writer, now: LiveLoop.now(),
                            imagesChanged: live.affectsDrawing(names))
                    else { continue }
                    loop.watcher.add(live.imageFolders)
                    if live.isCurrentOnDisk { outputProblem = write(output, live, documents) }
                }
                draw()
            }
            loop.session.restore()
            if let interruption { throw .interrupted(interruption) }
        #else
            throw .invalid(["designer watch needs Linux's inotify"])
        #endif
    }

    /// Writes the current version to `--output`, replaced whole, for a viewer that reloads it;
    /// says why it could not.
    private static func write(_ output: String?, _ live: LiveDocument, _ documents: DocumentSource) -> String? {
        guard let output, let drawing = live.drawing() else { return nil }
        // Looked at again before each write: the output may have become a link to the document since.
        if let problem = OutputFile.problem(
            documents.onFileResolved(output), .init(documents: [(documents.onFileResolved(live.path), live.path)]))
        {
            return Printable.visible("\(output): error: \(problem); it was not written")
        }
        let images = live.images
        let bytes: [UInt8]
        do {
            bytes =
                output.hasSuffix(".svg")
                ? Array(SVGRenderer(images: images).render(drawing).utf8)
                : try RasterRenderer(scale: 1, images: images.mapValues(\.bitmap)).png(drawing)
        } catch {
            return Printable.visible("\(output): error: the document cannot be drawn: \(error)")
        }
        do {
            try documents.onFile(output) { path throws(FileError) in
                try FileSystem.writeAtomically(bytes, to: path, durable: false)
            }
            return nil
        } catch {
            return Printable.visible(error.description)
        }
    }
}
