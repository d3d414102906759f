import DesignerCore
import DesignerSnapshots
import Inspectable
import Rendering

/// The Attributes Inspector behind `designer serve`'s page: the document as it is on disk, one
/// edit session (undo and redo) for every tab of the page, and the state the page is sent.
///
/// It knows nothing of HTTP: `WebRoutes` turns requests into its calls. Every change is the
/// edit `designer set` makes, through the same `EditSession` as `designer edit`.
final class WebInspector {
    private(set) var live: LiveDocument
    /// Where the document is read from; its scene is the one the page shows.
    private var documents: DocumentSource
    /// What the document's views resolve against: the registry of its project.
    private let registry: ComponentRegistry
    /// How problems are shown, and the name the command line was run by.
    private let writer: Writer
    /// The name the command line was run by, for messages that name a command.
    var programName: String { writer.programName }
    /// What is wrong with the document as it is now on disk, as the page lists it: plain lines,
    /// each with its severity, which the page styles.
    var problems: [(severity: Diagnostic.Severity, line: String)] {
        live.problems(program: writer.programName, style: .plain)
    }
    private var session = EditSession()
    /// Counts the states the page has been sent: a change of the file or of the session makes
    /// the next one.
    private(set) var version = 1
    /// The canvas of the current version, by appearance and variant.
    private var canvases: [CanvasRequest: Canvas] = [:]
    /// The structure of the views last shown, and the version since which it has been so.
    private var lastStructure: [String]?
    private var structureVersion = 1

    /// Whether the document draws differently in the dark appearance, and the version that was
    /// drawn to tell: it takes two drawings, so it is found again after a change has been
    /// answered (`refreshDarkAppearance`), not while the page waits for the change.
    private var darkAppearance: (version: Int, differs: Bool)?

    /// The view the page has selected: by id where it has one, else by position.
    struct Selection: Equatable {
        var index: Int
        var id: String?
        /// The class the page shows the view as: a change is refused if the view the selection
        /// finds now has another, as when the file changed under a view without an id.
        var className: String?
        /// The version of the state the page showed the view in: a view without an id is found
        /// only by its position, which a change of the views since may have given another.
        var seenVersion: Int?
    }

    /// How the page asks for the document to be drawn.
    struct CanvasRequest: Hashable {
        var appearance: Appearance
        /// A variant the document declares, drawn instead of the document as written.
        var variant: String?
    }

    /// The document drawn: its SVG, and the animation of the last change where one plays.
    struct Canvas {
        let svg: String
        let size: Size
        let animation: (svg: String, duration: Double)?
        /// Why the picture is not of what was asked, as a variant that cannot be applied.
        let problem: String?
    }

    /// A change the page asks for, to the selected view.
    enum Change: Equatable {
        case set(key: String, text: String)
        case reset(key: String)
        case frame(Rect)
        case className(String)
        case undo
        case redo
    }

    /// How a change went: whether the file was written, and the line to show by its control.
    struct Outcome: Equatable {
        let saved: Bool
        let message: String?
        /// The selection after the change: undo and redo go to the view they change.
        let selection: Selection
        /// How a value saved was clamped into its attribute's range, to say so beside its field.
        var clamping: String? = nil
    }

    /// Frames of an animation on the page: about 30 a second, at most 60, and no more than
    /// keep the animation's SVG (a whole picture a frame) within `animationBytes`.
    static let frameInterval = 1.0 / 30
    static let frameLimit = 60
    static let animationBytes = 4 << 20

    init(live: LiveDocument, project: ProjectContext, documents: DocumentSource, writer: Writer) {
        self.live = live
        (self.documents, registry, self.writer) = (documents, project.registry, writer)
        self.live.reload(documents, registry, writer, now: LiveLoop.now())
        lastStructure = self.live.current.map(Self.structure)
    }

    /// The document's path, from the working folder.
    var documentPath: String { documents.onFileResolved(live.path) }

    /// The folders to watch: the document's, its link target's and its images'.
    var watchedFolders: [String] { live.folders + live.imageFolders }

    /// Reads the document again after the files `names` changed; whether the page has something new to show.
    func filesChanged(_ names: Set<String>) -> Bool {
        guard live.isAffected(by: names),
            live.reload(documents, registry, writer, now: LiveLoop.now(), imagesChanged: live.affectsDrawing(names))
        else { return false }
        if live.isCurrentOnDisk { session.fileIsReadable() }
        advance()
        return true
    }

    private func advance() {
        version += 1
        canvases = [:]
        let structure = live.current.map(Self.structure)
        if structure != lastStructure {
            lastStructure = structure
            structureVersion = version
        }
    }

    /// The views' classes, ids and nesting: what finds a view by its position.
    private static func structure(_ document: ResolvedDocument) -> [String] {
        document.document.allViews.map { "\($0.className)\u{0}\($0.id ?? "")\u{0}\($0.descendantsEnd - $0.index)" }
    }

    // MARK: - Reading

    /// The view `selection` names in the current document: found by its id, else at its position.
    func resolved(_ selection: Selection) -> Selection {
        guard let views = live.current?.allViews, !views.isEmpty else { return Selection(index: 0, id: nil) }
        if let id = selection.id, let index = views.firstIndex(where: { $0.node.id == id }) {
            return Selection(index: index, id: id)
        }
        let index = min(max(0, selection.index), views.count - 1)
        return Selection(index: index, id: views[index].node.id)
    }

    /// The document drawn as `request` asks, made once per version.
    func canvas(_ request: CanvasRequest) -> Canvas? {
        if let canvas = canvases[request] { return canvas }
        guard let document = live.current else { return nil }
        var problem: String?
        var drawn = document
        var appearance = request.appearance
        if let name = request.variant {
            if let variant = document.document.variants.first(where: { $0.name == name }) {
                let applied = SnapshotVariant(variant).apply(to: document.document, registry: registry)
                if let variantDocument = applied.document {
                    drawn = ResolvedDocument(
                        documents.laidOut(variantDocument), registry: registry, unknownClass: .warning)
                    appearance = variant.appearance ?? appearance
                } else {
                    // Plain: the page is no terminal.
                    problem = applied.problems.first.map {
                        DiagnosticStyle.plain.line($0, in: document.document.source)
                    }
                }
            } else {
                // Not drawn, and not kept: any name may be asked for.
                let written = canvas(CanvasRequest(appearance: request.appearance))
                return Canvas(
                    svg: written?.svg ?? "", size: written?.size ?? Size(width: 0, height: 0), animation: nil,
                    problem: "the document has no variant \(Printable.quoted(name))")
            }
        }
        live.appearance = appearance
        let renderer = SVGRenderer(images: live.images)
        guard let drawing = live.drawing(of: drawn) else { return nil }
        let svg = renderer.render(drawing)
        var animation: (svg: String, duration: Double)?
        let limit = min(Self.frameLimit, Self.animationBytes / max(1, svg.utf8.count))
        if request.variant == nil, limit >= 2,
            let (frames, interval) = live.animationFrames(interval: Self.frameInterval, limit: limit)
        {
            let drawings = frames.compactMap { live.drawing(of: $0) }
            animation = (renderer.render(frames: drawings, interval: interval), interval * Double(frames.count - 1))
        }
        let canvas = Canvas(svg: svg, size: drawing.size, animation: animation, problem: problem)
        canvases[request] = canvas
        return canvas
    }

    /// Whether the document looks different in the dark appearance, so the page offers it: as
    /// last found, or found now the first time.
    func hasDarkAppearance() -> Bool {
        if let darkAppearance { return darkAppearance.differs }
        _ = refreshDarkAppearance()
        return darkAppearance?.differs ?? false
    }

    /// Finds again whether the current version draws differently in the dark appearance;
    /// whether that changed what the page was told (then there is a new version to show).
    func refreshDarkAppearance() -> Bool {
        guard darkAppearance?.version != version, let document = live.current else { return false }
        let kept = live.appearance
        live.appearance = .light
        let light = live.drawing(of: document)
        live.appearance = .dark
        let dark = live.drawing(of: document)
        live.appearance = kept
        let differs = light != dark
        let changed = darkAppearance.map { $0.differs != differs } ?? false
        if changed { advance() }
        darkAppearance = (version, differs)
        return changed
    }

    /// What the page shows: the outline, the selected view's inspectors, the canvas, the problems.
    func state(selection: Selection, canvas request: CanvasRequest) -> JSONValue {
        let selection = resolved(selection)
        return InspectorState(
            inspector: self, session: session, selection: selection, canvas: canvas(request),
            registry: registry
        ).json
    }

    // MARK: - Changing

    /// Works on the scene at `index` of a storyboard from now on, as `--scene` would pick it;
    /// whether there is such a scene.
    func showScene(_ index: Int) -> Bool {
        guard let scenes = live.current?.document.scenes, scenes.indices.contains(index), scenes[index].hasView
        else { return false }
        documents.scene = .named(scenes[index].id)
        // The same bytes, read as another scene.
        live.reload(documents, registry, writer, now: LiveLoop.now(), imagesChanged: true)
        darkAppearance = nil
        advance()
        return true
    }

    /// The screen the document is laid out on: `--device` and `--orientation`, or what the page chose.
    var screen: ScreenChoice { documents.screen }

    /// The language the page shows the document's strings in; the strings as written when it is none.
    var language: SnapshotSettings.Language {
        if let localization = documents.screen.localization { return .localization(localization) }
        return documents.screen.pseudolanguage.map(SnapshotSettings.Language.pseudolanguage) ?? .asWritten
    }

    /// The languages the page offers for an Interface Builder document: those its tables have, then
    /// Xcode's pseudolanguages; none for a JSON document, which has no strings tables.
    func languages() -> [SnapshotSettings.Language] {
        guard ProjectLookup.isInterfaceBuilderDocument(live.path) else { return [] }
        let tables = LocalizedTables(document: live.path, workingDirectory: documents.workingDirectory)
        return tables.localizations().map(SnapshotSettings.Language.localization)
            + Pseudolanguage.allCases.map(SnapshotSettings.Language.pseudolanguage)
    }

    /// Why the document cannot be changed now: its strings are shown in another language, and
    /// a change would write them into the file.
    private var languageProblem: String? {
        let shown: String
        switch language {
        case .asWritten: return nil
        case .localization(let localization): shown = "in \(localization)"
        case .pseudolanguage(let pseudolanguage): shown = "in the \(pseudolanguage.rawValue) pseudolanguage"
        }
        return "the strings are shown \(shown); choose 'As written' in the Language menu to change the document"
    }

    /// Lays the document out on `screen` from now on, as `--device` and `--orientation` would:
    /// the canvas, the outline's frames and the Size inspector all show it there.
    func showScreen(_ screen: ScreenChoice) {
        guard screen != documents.screen else { return }
        documents.screen = screen
        // The same bytes, laid out on another screen.
        live.reload(documents, registry, writer, now: LiveLoop.now(), imagesChanged: true)
        advance()
    }

    /// Works on the scene with the id `id` from now on, if it is not the one shown.
    private func showScene(named id: String?) {
        guard let id, let document = live.current?.document, let index = document.sceneIndex(named: id),
            index != document.sceneIndex
        else { return }
        _ = showScene(index)
    }

    /// Carries out `change` on the view `selection` names, writing the file as `designer set` does.
    func perform(_ change: Change, on selection: Selection) -> Outcome {
        // Undo and redo go to the scene of the change they replay, where its view is.
        if change == .undo || change == .redo {
            showScene(named: session.scene(of: change == .undo ? .undo : .redo))
        }
        let target = resolved(selection)
        if let languageProblem { return Outcome(saved: false, message: languageProblem, selection: target) }
        guard let document = live.current else {
            return Outcome(saved: false, message: EditSession.fileHasProblems, selection: target)
        }
        // Undo and redo find their own views; every other change is for the view the page shows.
        if change != .undo, change != .redo, let problem = staleness(of: selection, found: target, in: document) {
            return Outcome(saved: false, message: problem, selection: target)
        }
        let key: String?
        let intent: EditSession.Intent
        switch change {
        case .set(let name, let text):
            (key, intent) = (name, .set(text: text))
        case .reset(let name):
            (key, intent) = (name, .reset)
        case .frame(let frame):
            (key, intent) = (nil, .setFrame(frame))
        case .className(let name):
            (key, intent) = (nil, .setClass(name))
        case .undo:
            (key, intent) = (nil, .undo)
        case .redo:
            (key, intent) = (nil, .redo)
        }
        _ = session.perform(.select(view: target.index, attribute: key), in: document)
        if let key, session.selectedAttribute(in: document)?.name != key {
            let view = document.allViews[target.index]
            let shown = view.node.id.map(Printable.quoted) ?? "view \(target.index + 1)"
            let message =
                view.componentClass == nil
                ? "\(shown) is of a class designer does not know (\(Printable.quoted(view.node.className))): it has no attributes to set"
                : "\(shown) (\(view.node.className)) has no attribute \(Printable.quoted(key))"
            return Outcome(saved: false, message: message, selection: target)
        }
        guard case .write(let edit) = session.perform(intent, in: document) else {
            advance()
            return Outcome(saved: false, message: session.message, selection: target)
        }
        guard live.isCurrentOnDisk else {
            session.failed(EditSession.fileHasProblems)
            advance()
            return Outcome(saved: false, message: session.message, selection: target)
        }
        do {
            let written = try documents.write(edit, toDocumentAt: live.path, registry: registry, writer: writer)
            session.wrote(edit, before: written.before, texts: written.texts, removed: written.removed)
            if let note = written.statusNote { session.note(note) }
        } catch {
            session.failed(error.lines(program: writer.programName).first.map(Printable.visible) ?? "could not save")
            advance()
            return Outcome(saved: false, message: session.message, selection: target)
        }
        live.reload(documents, registry, writer, now: LiveLoop.now())
        advance()
        let after = resolved(Selection(index: edit.view, id: edit.viewID))
        return Outcome(saved: true, message: session.message, selection: after, clamping: edit.clamping)
    }

    /// The document drawn with the attribute `key` of the view `selection` names set to `text`,
    /// nothing written: what the canvas shows while a slider or the color well is dragged, whose
    /// release is then one change. The SVG, or why there is none.
    func preview(key: String, text: String, on selection: Selection, canvas request: CanvasRequest) -> Result<
        String, CLIError
    > {
        let target = resolved(selection)
        if let languageProblem { return .failure(.invalid([languageProblem])) }
        guard let document = live.current else { return .failure(.invalid([EditSession.fileHasProblems])) }
        if let problem = staleness(of: selection, found: target, in: document) { return .failure(.invalid([problem])) }
        var plan = EditPlan(document: document.document, registry: registry)
        plan.set([(key: key, value: .text(text))], in: document.allViews[target.index].node, strict: false)
        guard plan.errors.isEmpty else { return .failure(.invalid(plan.errors.map(\.message))) }
        let drawn: Document
        do {
            drawn = documents.laidOut(
                try documents.document(from: plan.edit.apply().bytes, path: live.path), session: live.layoutSession)
        } catch {
            return .failure(error)
        }
        live.appearance = request.appearance
        let resolved = ResolvedDocument(drawn, registry: registry, unknownClass: .warning)
        guard let drawing = live.drawing(of: resolved) else {
            return .failure(.invalid(["the document cannot be drawn"]))
        }
        return .success(SVGRenderer(images: live.images).render(drawing))
    }

    /// Why `selection`, found at `target`, may no longer be the view the page shows: gone, moved,
    /// out of range, of another class, or without an id in views that have changed since.
    private func staleness(of selection: Selection, found target: Selection, in document: ResolvedDocument)
        -> String?
    {
        let found = document.allViews[target.index].node
        if let id = selection.id, found.id != id {
            return "the view \(Printable.quoted(id)) is no longer in the file"
        }
        if selection.id == nil, let seen = selection.seenVersion, seen < structureVersion {
            return "the file's views changed since the page showed them; select the view again"
        }
        if selection.id == nil, selection.index != target.index {
            return "the file has no view \(selection.index + 1) now; select one again"
        }
        if let className = selection.className, found.className != className {
            return "the file changed: the view selected is no longer a \(className) there; select it again"
        }
        return nil
    }

    /// What the image picker offers: for an Interface Builder document, the images of its
    /// project's asset catalogs by name, as Xcode names them; for a JSON document, the PNG images
    /// under its folder by path.
    func imageChoices() -> [String] {
        if ProjectLookup.isInterfaceBuilderDocument(live.path) {
            return (live.current?.document.assets.images.keys).map { Array($0).sorted() } ?? []
        }
        return imagePaths()
    }

    /// The PNG images in the document's folder and the folders below it (a few levels, no links
    /// to folders followed), by path from it: at most `limit`, without the `@2x` and `@3x` files
    /// a name stands for, no hidden file or folder (`.build`, `.git`), and none of the pictures
    /// designer wrote: the snapshots `designer snapshot` keeps in `__snapshots__`, and any PNG
    /// that says designer wrote it (`designer render`'s), as `PNGDecoder.software(of:)` reads,
    /// unless the document uses it as an image (a document rendered to an image asset).
    func imagePaths(limit: Int = 500) -> [String] {
        let root = FileSystem.split(documentPath).folder
        var paths: [String] = []
        var folders: [(path: String, depth: Int)] = [("", 0)]
        var listed = 0
        let used = Set(live.images.keys)
        while let (folder, depth) = folders.popLast(), paths.count < limit, listed < 5000 {
            let names = (try? FileSystem.contents(ofDirectory: folder.isEmpty ? root : root + "/" + folder)) ?? []
            listed += names.count
            for name in names where name.utf8.first != UInt8(ascii: ".") && name != "__snapshots__" {
                let path = folder.isEmpty ? name : folder + "/" + name
                switch FileSystem.kind(of: root + "/" + path) {
                case .folder where depth < 4:
                    folders.append((path, depth + 1))
                case .file
                where name.lowercased().hasSuffix(".png") && !name.contains("@2x.") && !name.contains("@3x."):
                    if paths.count < limit, used.contains(path) || !Self.isDesignersOwn(root + "/" + path) {
                        paths.append(path)
                    }
                default:
                    break
                }
            }
        }
        return paths.sorted()
    }

    /// Whether the PNG file at `path` says designer wrote it, in a chunk before its image data.
    private static func isDesignersOwn(_ path: String) -> Bool {
        FileSystem.start(of: path, count: 4096).flatMap(PNGDecoder.software(of:)) == PNGEncoder.software
    }
}
