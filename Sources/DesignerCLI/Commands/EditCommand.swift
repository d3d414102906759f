import DesignerCore
import Inspectable

/// `designer edit`: the Attributes Inspector in the terminal, with the document drawn beneath it.
enum EditCommand: Command {
    static let spec = CommandSpec(
        name: "edit",
        abstract: "Change attributes in an interactive Attributes Inspector, with the component drawn live.",
        discussion:
            "↑/↓ select an attribute, ←/→ step it (with Shift, ten steps; an enum goes through its cases), space toggles a Bool, Enter types a value (checked as you type; colors by hex or by name), r resets to the default, u undoes and Ctrl-R redoes, Tab goes to the next view, a switches between the light and the dark appearance (--appearance is the one to start in), q quits. Attributes are listed as inspect lists them, a group's under its title, and the line beneath the picture says what the selected one does (its description). Each change is saved at once as a minimal edit of the file, and changes others save to the file are picked up.",
        options: [
            CommandSpec.editedFile, CommandSpec.scene, CommandSpec.sources, CommandSpec.fonts, CommandSpec.view,
            CommandSpec.appearance,
            CommandSpec.device, CommandSpec.orientation, CommandSpec.contentSize, CommandSpec.allowExternalImages,
        ])

    struct Options: CommandOptions {
        let file: String
        let view: String?
        let appearance: Appearance
        let allowExternalImages: Bool

        init(_ arguments: ParsedArguments) {
            (file, view) = (arguments.documentPath, arguments[CommandSpec.view])
            appearance = arguments[CommandSpec.appearance] ?? .light
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        #if os(Linux)
            var live = LiveDocument(
                path: options.file, view: nil, appearance: options.appearance,
                allowExternalImages: options.allowExternalImages, showsAttributeErrors: true, documents: documents)
            try live.requireReadable(documents, command: "edit", writer)
            var inspector = TerminalInspector()
            if options.view != nil {
                let document = try documents.loadDocument(live.path)
                inspector = TerminalInspector(
                    viewIndex: try documents.selectedView(options.view, in: document)?.index ?? 0)
            }
            var loop = try LiveLoop(command: "\(writer.programName) edit", watching: live.folders)
            live.reload(documents, project.registry, writer, now: LiveLoop.now())
            loop.watcher.add(live.imageFolders)
            func draw() {
                let (columns, rows) = loop.session.size
                let now = LiveLoop.now()
                var top = [Frame.bold("\(writer.programName) edit") + "  " + Printable.visible(live.path)]
                var bottom = Self.shown(live.problemLines(writer)).flatMap { Frame.wrap($0, columns: columns) }
                if let document = live.current {
                    top[0] += "  " + inspector.heading(in: document)
                    // The list takes what the picture, the status and the keys leave, up to two thirds.
                    let listRows = max(3, (rows - 3 - bottom.count) * 2 / 3)
                    top += inspector.list(
                        in: document, width: columns, rows: listRows, colors: writer.outputColors,
                        appearance: live.appearance, rejected: project.registry.rejected)
                    bottom += Frame.wrap(inspector.status(in: document) ?? "", columns: columns)
                }
                bottom.append(Frame.dim(inspector.help(appearance: live.appearance)))
                let picture = live.picture(
                    at: now, columns: columns, rows: max(1, rows - top.count - bottom.count),
                    colors: writer.outputColors)
                let gap = max(0, rows - top.count - picture.count - bottom.count)
                let lines = top + picture + Array(repeating: "", count: gap) + bottom
                loop.session.show(lines, columns: columns, rows: rows)
            }
            draw()
            var interruption: Int32?
            events: while let event = loop.next(animating: live.isAnimating(at: LiveLoop.now())) {
                switch event {
                case .quit:
                    break events
                case .interrupted(let signal):
                    interruption = signal
                    break events
                case .key(let key):
                    guard let document = live.current else {
                        if key == .character("q") { break events }
                        continue
                    }
                    switch inspector.handle(key, in: document) {
                    case .quit: break events
                    case .none: break
                    case .switchAppearance: live.appearance = live.appearance.other
                    case .write(let edit): write(edit, &inspector, &live, project, documents, writer)
                    }
                case .filesChanged(let names):
                    let previous = live.current
                    guard live.isAffected(by: names),
                        live.reload(
                            documents, project.registry, writer, now: LiveLoop.now(),
                            imagesChanged: live.affectsDrawing(names))
                    else { continue }
                    loop.watcher.add(live.imageFolders)
                    if let current = live.current { inspector.follow(from: previous, to: current) }
                    if live.isCurrentOnDisk { inspector.fileIsReadable() }
                case .resized, .tick:
                    break
                }
                draw()
            }
            loop.session.restore()
            if let interruption { throw .interrupted(interruption) }
        #else
            throw .invalid(["designer edit needs Linux's inotify"])
        #endif
    }

    #if os(Linux)
        /// The first of a document's problems, as many as leave the inspector room.
        private static func shown(_ problems: [String]) -> [String] {
            guard problems.count > 3 else { return problems }
            return problems.prefix(2) + ["… and \(problems.count - 2) more problems; designer check lists them all"]
        }

        /// Saves one edit as a minimal change of the file, then shows the file as it now is.
        private static func write(
            _ edit: EditSession.Edit, _ inspector: inout TerminalInspector, _ live: inout LiveDocument,
            _ project: ProjectContext, _ documents: DocumentSource, _ writer: Writer
        ) {
            guard live.isCurrentOnDisk else {
                inspector.failed(EditSession.fileHasProblems)
                return
            }
            let written: WrittenEdit
            do {
                written = try documents.write(edit, toDocumentAt: live.path, registry: project.registry, writer: writer)
            } catch {
                inspector.failed(
                    error.lines(program: writer.programName).first.map(Printable.visible) ?? "could not save")
                return
            }
            inspector.wrote(edit, before: written.before, texts: written.texts)
            // Another program may have saved since; the selection follows its view there too.
            let previous = live.current
            live.reload(documents, project.registry, writer, now: LiveLoop.now())
            if let current = live.current { inspector.follow(from: previous, to: current) }
            // A note the save printed (other hard links) belongs on the status line, not across the screen.
            if let note = written.statusNote { inspector.note(note) }
        }
    #endif
}
