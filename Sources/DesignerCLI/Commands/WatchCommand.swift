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
            CommandSpec.editedFile, CommandSpec.scene, CommandSpec.sources, CommandSpec.view, output,
            CommandSpec.appearance,
            CommandSpec.allowExternalImages,
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
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws(CLIError) {
        #if os(Linux)
            let output = options.output
            let path = options.file
            if let output {
                if let problem = OutputFile.problem(
                    context.onFileResolved(output),
                    .init(documents: [(context.onFileResolved(path), path)]))
                {
                    throw .usage("--output \(Printable.quoted(output)) \(problem).", spec)
                }
                if let problem = FileSystem.problemCreating(output, folder: false, from: context.workingDirectory) {
                    throw .usage("--output \(Printable.quoted(output)): \(problem).", spec)
                }
            }
            var live = LiveDocument(
                path: path, view: options.view, appearance: options.appearance,
                allowExternalImages: options.allowExternalImages, context: context)
            try live.requireReadable(context, command: "watch")
            if options.view != nil, let document = try? context.loadDocument(path) {
                _ = try context.selectedView(options.view, in: document, drawn: true)
            }
            var loop = try LiveLoop(command: "\(context.programName) watch", watching: live.folders)
            live.reload(context, now: LiveLoop.now())
            loop.watcher.add(live.imageFolders)
            var outputProblem = write(output, live, &context)
            func draw() {
                let (columns, rows) = loop.session.size
                var lines = [
                    Frame.bold("\(context.programName) watch") + "  " + Printable.visible(live.path) + "  "
                        + Frame.dim("a \(live.appearance.other.rawValue)  q quits")
                ]
                let problems = (live.problemLines(context) + (outputProblem.map { [$0] } ?? [])).flatMap {
                    Frame.wrap($0, columns: columns)
                }
                lines += live.picture(
                    at: LiveLoop.now(), columns: columns, rows: max(1, rows - 1 - problems.count),
                    colors: context.outputColors)
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
                    outputProblem = write(output, live, &context)
                case .interrupted(let signal):
                    interruption = signal
                    break events
                case .key:
                    continue
                case .resized, .tick:
                    break
                case .filesChanged(var names):
                    // The picture written to --output is no change to the document.
                    if let output { names.remove(FileSystem.split(context.onFileResolved(output)).name) }
                    guard live.isAffected(by: names),
                        live.reload(context, now: LiveLoop.now(), imagesChanged: live.affectsImages(names))
                    else { continue }
                    loop.watcher.add(live.imageFolders)
                    if live.isCurrentOnDisk { outputProblem = write(output, live, &context) }
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
    private static func write(_ output: String?, _ live: LiveDocument, _ context: inout CommandContext) -> String? {
        guard let output, let drawing = live.drawing() else { return nil }
        // Looked at again before each write: the output may have become a link to the document since.
        if let problem = OutputFile.problem(
            context.onFileResolved(output), .init(documents: [(context.onFileResolved(live.path), live.path)]))
        {
            return Printable.visible("\(output): error: \(problem); it was not written")
        }
        let images = live.images
        let bytes: [UInt8]
        do {
            bytes =
                output.hasSuffix(".svg")
                ? Array(SVGRenderer(images: images).render(drawing).utf8)
                : PNGEncoder.encode(try RasterRenderer(scale: 1, images: images.mapValues(\.bitmap)).render(drawing))
        } catch {
            return Printable.visible("\(output): error: the document cannot be drawn: \(error)")
        }
        do {
            try context.onFile(output) { path throws(FileError) in
                try FileSystem.writeAtomically(bytes, to: path, durable: false)
            }
            return nil
        } catch {
            return Printable.visible(error.description)
        }
    }
}
