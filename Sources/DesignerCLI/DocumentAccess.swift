import DesignerCore
import Inspectable
import Rendering

extension ParsedArguments {
    /// The document a command works on: `--file`, or `designer.json`.
    var documentPath: String { self[CommandSpec.file] ?? "designer.json" }

    /// The file an output option names; `nil` when it is not given or is `-`, standard output
    /// (as `-f -` is standard input).
    func outputPath(_ option: TypedOption<String>) -> String? {
        self[option].flatMap { $0 == "-" ? nil : $0 }
    }
}

/// Reading documents for commands, and editing them safely.
extension CommandContext {
    /// Reads and parses a document (`-` reads standard input); any structural problem stops the command.
    func loadDocument(_ path: String) throws(CLIError) -> Document {
        do {
            let bytes = try readDocument(path)
            return try Self.document(from: bytes, path: path == "-" ? "<stdin>" : path, context: self)
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

    static func document(from bytes: [UInt8], path: String, context: CommandContext) throws(CLIError) -> Document {
        let source = SourceText(name: path, bytes: bytes)
        var reading = Document.read(source, assets: context.projectLookup.assets(ofDocument: path))
        if let document = reading.document, !document.scenes.isEmpty {
            reading = try scene(context.scene, of: document, reading: reading)
        }
        guard let document = reading.document, !reading.diagnostics.hasErrors else {
            throw .document(reading.diagnostics, in: source, context.diagnosticStyle)
        }
        return document
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

    /// Changes the document at `path` under its lock: `change` says what to edit, and the
    /// result is checked and written atomically. If `change` throws, or the edited text would
    /// not read back as intended, the file is left byte for byte as it was. If another program
    /// changes the file meanwhile, `change` is asked again on what is there now, so its save is
    /// kept; a document deleted meanwhile stays deleted. What the save has to say (other hard
    /// links, the edit's warnings) is printed on standard error.
    ///
    /// - Returns: The document's text as it now stands.
    @discardableResult
    mutating func editDocument(
        at path: String, waiting: Bool = true,
        _ change: (Document, inout CommandContext) throws(CLIError) -> DocumentEdit
    ) throws(CLIError) -> [UInt8] {
        var notes: [Diagnostic] = []
        defer { report(notes) }
        return try editDocument(at: path, waiting: waiting, notes: &notes, change)
    }

    /// Changes the document at `path` as `editDocument(at:waiting:_:)` does, adding what the
    /// save has to say to `notes` rather than printing it, for a caller that shows it elsewhere.
    mutating func editDocument(
        at path: String, waiting: Bool = true, notes: inout [Diagnostic],
        _ change: (Document, inout CommandContext) throws(CLIError) -> DocumentEdit
    ) throws(CLIError) -> [UInt8] {
        guard path != "-" else { throw .invalid(["standard input cannot be edited in place; name a file with --file"]) }
        var warnings: [String] = []
        let outcome = try replaceLocked(at: path, waiting: waiting, notes: &notes) { context, bytes throws(CLIError) in
            let applied = try context.planEdit(bytes, path: path, change)
            guard applied.refusals.isEmpty else {
                throw CLIError.invalid(applied.refusals.map { "\($0); nothing was written" })
            }
            warnings = applied.notes
            guard !applied.isUnchanged else { return .keep(applied.bytes) }
            let problems = applied.problems()
            guard problems.isEmpty else {
                throw CLIError.invalid(
                    [
                        "the edit would not leave the document as intended, so nothing was written: "
                            + problems.joined(separator: "; ")
                    ])
            }
            return .write(applied.bytes)
        }
        switch outcome {
        case .kept(let bytes), .written(let bytes):
            notes += warnings.map { Diagnostic(.warning, $0, location: .commandLine, rule: .invalidValue) }
            return bytes
        case .deleted: throw .file(FileError(path, Self.deletedWhileEditing))
        }
    }

    static let deletedWhileEditing = "was deleted while it was being edited; nothing was written"

    /// Puts `replacement` in place of the document at `path` if the file still holds exactly
    /// `expected`, as undo puts back the text an edit replaced; what the save has to say (other
    /// hard links) is printed on standard error.
    ///
    /// - Returns: Whether it did; `false` when the file has changed since.
    mutating func replaceDocument(
        at path: String, expecting expected: [UInt8], with replacement: [UInt8], waiting: Bool = true
    ) throws(CLIError) -> Bool {
        var notes: [Diagnostic] = []
        defer { report(notes) }
        return try replaceDocument(
            at: path, expecting: expected, with: replacement, waiting: waiting, notes: &notes)
    }

    /// Puts `replacement` in place of the document at `path` as `replaceDocument(at:expecting:with:waiting:)`
    /// does, adding what the save has to say to `notes` rather than printing it.
    mutating func replaceDocument(
        at path: String, expecting expected: [UInt8], with replacement: [UInt8], waiting: Bool = true,
        notes: inout [Diagnostic]
    ) throws(CLIError) -> Bool {
        let outcome = try replaceLocked(at: path, waiting: waiting, notes: &notes) { _, bytes throws(CLIError) in
            bytes == expected ? .write(replacement) : .keep(bytes)
        }
        switch outcome {
        case .written: return true
        case .kept: return false
        case .deleted: throw .file(FileError(path, Self.deletedWhileEditing))
        }
    }

    /// What to do with a document's bytes, as read under its lock.
    enum LockedDecision {
        /// Leave the file as it is (these are its bytes).
        case keep([UInt8])
        /// Put these bytes in its place.
        case write([UInt8])
    }

    /// What a locked replacement did.
    enum LockedOutcome {
        case kept([UInt8])
        case written([UInt8])
        /// The file was deleted after it was read; nothing was written.
        case deleted
    }

    /// How many times a change is made again on a document another program keeps changing.
    static let replacementAttempts = 8

    /// Locks the document at `path`, removes what interrupted writes of it left, reads it, asks
    /// `decide` what to do with its bytes, and puts the result in its place if it is still the
    /// file that was read; if it is not, everything is done again on the file that is there now.
    /// What the caller should say (other hard links, a change made again) is added to `notes`.
    mutating func replaceLocked(
        at path: String, waiting: Bool, notes: inout [Diagnostic],
        _ decide: (inout CommandContext, [UInt8]) throws(CLIError) -> LockedDecision
    ) throws(CLIError) -> LockedOutcome {
        for _ in 0..<Self.replacementAttempts {
            do {
                var file = try onFile(path) { path throws(FileError) in try LockedFile(path: path, waiting: waiting) }
                file.removeLeftovers()
                let bytes = try onFile(path) { _ throws(FileError) in try file.read() }
                let replacement: [UInt8]
                switch try decide(&self, bytes) {
                case .keep(let kept): return .kept(kept)
                case .write(let new): replacement = new
                }
                switch try onFile(path, { _ throws(FileError) in try file.replace(with: replacement) }) {
                case .replaced:
                    if file.hasOtherLinks {
                        notes.append(Self.note("\(path) has other hard links; they keep the old contents"))
                    }
                    file.unlock()
                    return .written(replacement)
                case .deleted:
                    return .deleted
                case .changed:
                    notes.append(
                        Self.note(
                            "\(path) changed while designer was writing it; the change is made again on the new version"
                        ))
                }
            } catch let error as FileError {
                throw .file(error)
            } catch let error as CLIError {
                throw error
            } catch {
                throw .failed
            }
        }
        throw .file(
            FileError(path, "kept changing while designer was writing it; nothing was written, try again"))
    }

    /// A note on how a save went, which is no problem of the document.
    private static func note(_ message: String) -> Diagnostic {
        Diagnostic(.note, message, location: .commandLine, rule: .invalidDocument)
    }

    private mutating func planEdit(
        _ bytes: [UInt8], path: String, _ change: (Document, inout CommandContext) throws(CLIError) -> DocumentEdit
    ) throws(CLIError) -> AppliedEdit {
        let document = try Self.document(from: bytes, path: path, context: self)
        // Its text was decoded to be read; an edit would have to be written back in its encoding.
        if let encoding = document.source.encoding {
            throw .file(
                FileError(
                    path,
                    "is written in \(encoding), and designer writes only UTF-8, as Xcode saves documents; save it as UTF-8 to edit it; nothing was written"
                ))
        }
        return try change(document, &self).apply()
    }

    /// The loader of the images a document at `path` names, relative to its folder.
    func imageLoader(for path: String, allowExternalImages: Bool) -> ImageLoader {
        let folder = path == "<stdin>" || path == "-" ? "." : FileSystem.split(onFileResolved(path)).folder
        return ImageLoader(
            folder: onFileResolved(folder), boundary: projectLookup.imageBoundary(ofDocument: path),
            names: projectLookup.assets(ofDocument: path).images,
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
