import DesignerCore
import Inspectable
import Layout
import Rendering

/// Where a command's documents come from: files named as the user names them, relative to the
/// working folder, each read with its project's named colors and images, in the scene the command
/// works on; the images a document names; and, in `DocumentSource+Editing.swift`, documents
/// changed safely.
///
///     let document = try documents.loadDocument(options.file)
///     let loader = documents.imageLoader(for: options.file, allowExternalImages: false)
struct DocumentSource: Sendable {
    /// The folder relative paths start from; `nil` for the process's current folder.
    let workingDirectory: String?
    /// Which scene of a document of several is read.
    var scene: SceneChoice
    /// The screen the documents a command draws are laid out on (`laidOut(_:session:)`).
    var screen: ScreenChoice
    /// How the project of a document is found, for its named colors and images.
    let projects: ProjectLookup
    /// How the problems of a document are shown: as standard error shows them.
    let diagnosticStyle: DiagnosticStyle

    /// The documents of `project`, whose problems are shown as `writer` shows them.
    init(_ project: ProjectContext, problemsFor writer: Writer) {
        workingDirectory = project.lookup.workingDirectory
        scene = project.scene
        screen = project.screen
        projects = project.lookup
        diagnosticStyle = writer.diagnosticStyle
    }

    /// Runs a file operation on `path` as seen from the working directory, reporting a failure
    /// under the path as the user wrote it.
    func onFile<Result: ~Copyable>(_ path: String, _ operation: (String) throws(FileError) -> Result) throws(FileError)
        -> Result
    {
        do {
            return try operation(onFileResolved(path))
        } catch {
            throw FileError(path, error.reason)
        }
    }

    /// `path` as seen from the working directory.
    func onFileResolved(_ path: String) -> String {
        FileSystem.path(path, from: workingDirectory)
    }

    /// An absolute path as the user would write it: relative to the working folder, where it lies in it.
    func shown(_ path: String) -> String {
        let folder = FileSystem.realPath(workingDirectory ?? ".") ?? ""
        if !folder.isEmpty, path == folder { return "." }
        guard !folder.isEmpty, path.hasPrefix(folder + "/") else { return path }
        return String(path.dropFirst(folder.count + 1))
    }

    /// The source file a declaration was compiled from, as `shown(_:)` gives it, through any
    /// links: `swift package designer` compiles an author's files through links in its own
    /// package, and the author's own file is the one to point at.
    func shownSource(_ file: String) -> String {
        shown(FileSystem.realPath(file) ?? file)
    }

    /// `document` as the commands that draw show it: laid out on the screen `--device` and
    /// `--orientation` ask for, by default the device and orientation it was saved for
    /// (`ScreenChoice.layOut(_:session:)`).
    ///
    ///     let drawn = documents.laidOut(try documents.loadDocument(options.file))
    func laidOut(_ document: Document, session: LayoutSession? = nil) -> Document {
        screen.layOut(document, session: session, fonts: fonts(of: document))
    }

    /// The font files `document` is laid out and drawn with: its project's, then `DESIGNER_FONTS`'
    /// (`ProjectLookup.fonts(ofDocument:)`).
    func fonts(of document: Document) -> ProjectFonts? {
        projects.fonts(ofDocument: document.source.name)
    }

    /// Reads and parses a document (`-` reads standard input); any structural problem stops the command.
    func loadDocument(_ path: String) throws(CLIError) -> Document {
        do {
            let bytes = try readDocument(path)
            return try document(from: bytes, path: path == "-" ? "<stdin>" : path)
        } catch let error as FileError {
            throw .file(error)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .failed
        }
    }

    /// The bytes of a document, `-` meaning standard input.
    func readDocument(_ path: String) throws(FileError) -> [UInt8] {
        if path == "-" { return try FileSystem.read(0, path: "<stdin>") }
        return try onFile(path) { path throws(FileError) in try FileSystem.read(path) }
    }

    /// The document `bytes` hold, read as the document at `path`, in the pseudolanguage the
    /// screen asks for (`--pseudo`); any structural problem stops the command.
    func document(from bytes: [UInt8], path: String) throws(CLIError) -> Document {
        let source = try self.source(SourceText(name: path, bytes: bytes))
        var reading = Document.read(source, assets: projects.assets(ofDocument: path))
        if let document = reading.document, !document.scenes.isEmpty {
            reading = try Self.scene(scene, of: document, reading: reading)
        }
        guard let document = reading.document, !reading.diagnostics.hasErrors else {
            throw .document(reading.diagnostics, in: source, diagnosticStyle)
        }
        return document
    }

    /// `source` as the command reads it: in the language `--locale` names, if its tables have
    /// it, then in the pseudolanguage `--pseudo` names, if any. A table that cannot be read is
    /// an error at its place.
    func source(_ source: SourceText) throws(CLIError) -> SourceText {
        guard let localization = screen.localization else { return self.source(source, translatedBy: nil) }
        return self.source(source, translatedBy: try translation(ofDocument: source.name, into: localization))
    }

    /// `source` translated by `translation`, if any, then in the pseudolanguage `--pseudo` names.
    func source(_ source: SourceText, translatedBy translation: DocumentTranslation?) -> SourceText {
        let translated = translation?.apply(toDocument: source) ?? source
        return screen.pseudolanguage.map { $0.apply(toDocument: translated) } ?? translated
    }

    /// The translation of the Interface Builder document at `path` into `localization`; `nil`
    /// when its tables have none (or it is a JSON document or standard input, which have no tables).
    func translation(ofDocument path: String, into localization: Localization) throws(CLIError)
        -> DocumentTranslation?
    {
        guard path != "<stdin>", path != "-", ProjectLookup.isInterfaceBuilderDocument(path) else { return nil }
        return try LocalizedTables(document: path, workingDirectory: workingDirectory, style: diagnosticStyle)
            .translation(into: localization)
    }

    /// What to say when `--locale` names a language `document` has no table in: it is drawn as written.
    func localizationNote(for document: Document) -> String? {
        guard let localization = screen.localization else { return nil }
        let path = document.source.name
        guard ProjectLookup.isInterfaceBuilderDocument(path), path != "<stdin>" else {
            return "note: \(path) has no strings tables; --locale changes nothing"
        }
        guard (try? translation(ofDocument: path, into: localization)) ?? nil == nil else { return nil }
        return LocalizedTables(document: path, workingDirectory: workingDirectory, style: diagnosticStyle).missingNote(
            localization)
    }

    /// The reading of the scene `choice` picks in a document of several.
    private static func scene(_ choice: SceneChoice, of document: Document, reading: Document.Reading) throws(CLIError)
        -> Document.Reading
    {
        switch choice {
        case .default:
            return reading
        case .named(let name):
            // An id names one scene; a title or class several may share.
            let matching = document.scenes.filter { $0.isNamed(name) }
            if matching.count > 1, !matching.contains(where: { $0.id == name }) {
                let titles = matching.map { Printable.quoted($0.title) }.joined(separator: ", ")
                throw .invalid(["--scene \(Printable.quoted(name)) names several scenes: \(titles); name one by its id"]
                )
            }
            guard let index = document.sceneIndex(named: name) else {
                let names = document.scenes.map { Printable.quoted($0.title) }.joined(separator: ", ")
                throw .invalid([
                    "\(document.source.name) has no scene \(Printable.quoted(name)); its scenes are \(names)"
                ])
            }
            return index == document.sceneIndex ? reading : document.readScene(index)
        case .holding(let ids):
            var chosen = (reading: reading, index: document.sceneIndex)
            if !ids.contains(where: { document.view(withID: $0) != nil }) {
                for index in document.scenes.indices where index != document.sceneIndex {
                    let scene = document.readScene(index)
                    if let other = scene.document, ids.contains(where: { other.view(withID: $0) != nil }) {
                        chosen = (scene, index)
                        break
                    }
                }
            }
            try requireOneScene(ids, chosen: chosen, of: document, reading: reading)
            return chosen.reading
        }
    }

    /// Fails when a view `ids` names that the chosen scene lacks is in another scene: a command
    /// works on one scene at a time, and "no view has the id" would be untrue.
    private static func requireOneScene(
        _ ids: [String], chosen: (reading: Document.Reading, index: Int?), of document: Document,
        reading: Document.Reading
    ) throws(CLIError) {
        guard let chosenDocument = chosen.reading.document, let chosenIndex = chosen.index else { return }
        let missing = ids.filter { chosenDocument.view(withID: $0) == nil }
        guard !missing.isEmpty, let present = ids.first(where: { chosenDocument.view(withID: $0) != nil }) else {
            return
        }
        for index in document.scenes.indices where index != chosenIndex {
            let scene = index == document.sceneIndex ? reading : document.readScene(index)
            guard let other = scene.document, let id = missing.first(where: { other.view(withID: $0) != nil }) else {
                continue
            }
            throw .invalid([
                "\(Printable.quoted(present)) is a view of the scene \(Printable.quoted(document.scenes[chosenIndex].title)) "
                    + "and \(Printable.quoted(id)) of the scene \(Printable.quoted(document.scenes[index].title)); "
                    + "a command works on one scene at a time: run it once for each"
            ])
        }
    }

    /// Every scene of `document`, read from its text (the one given is `reading`), for commands
    /// that list them all; a document of one tree is its own only scene.
    static func allScenes(of document: Document, reading: Document.Reading) -> [Document.Reading] {
        guard !document.scenes.isEmpty else { return [reading] }
        return document.scenes.indices.map { $0 == document.sceneIndex ? reading : document.readScene($0) }
    }

    /// The loader of the images a document at `path` names, relative to its folder.
    func imageLoader(for path: String, allowExternalImages: Bool) -> ImageLoader {
        let folder = path == "<stdin>" || path == "-" ? "." : FileSystem.split(onFileResolved(path)).folder
        return ImageLoader(
            folder: onFileResolved(folder), boundary: projects.imageBoundary(ofDocument: path),
            names: projects.assets(ofDocument: path).images,
            allowsExternalImages: allowExternalImages, files: SystemImageFiles())
    }

    /// The view or other object `--view` names, if it was given; for a command that draws it
    /// (`drawn`), a view.
    func selectedView(_ id: String?, in document: Document, drawn: Bool = false) throws(CLIError) -> ViewNode? {
        guard let id else { return nil }
        guard let view = document.view(withID: id) else {
            let suggestion = Suggestion.closest(to: id, in: document.allNodes.compactMap(\.id))
            throw .invalid([AddressError.unknownView(id, suggestion: suggestion).description])
        }
        guard view.isView || !drawn else {
            throw .invalid([
                "\(Printable.quoted(id)) is a \(Printable.excerpt(view.className)), not a view: it is not drawn"
            ])
        }
        return view
    }

    /// The value a view's document gives an attribute (clamped), `nil` when it gives none,
    /// and the problem with what it gives, if any.
    func storedValue(of attribute: Attribute, in view: ViewNode, of document: Document) -> (
        AttributeValue?, Diagnostic?
    ) {
        guard let written = document.syntax.attribute(named: attribute.name, of: view) else { return (nil, nil) }
        let offset = written.valueOffset
        do {
            let assignment = try attribute.assignment(json: written.value)
            let warning = assignment.clampDescription.map { Diagnostic.warning("\(attribute.name): \($0)", at: offset) }
            return (assignment.applied, warning)
        } catch {
            return (nil, .error("\(attribute.name): \(error)", at: offset))
        }
    }
}
