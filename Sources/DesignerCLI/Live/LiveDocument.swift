import DesignerCore
import DesignerSnapshots
import Inspectable
import Layout
import Rendering

/// A document on disk, read again whenever it changes. The last version that read cleanly is
/// kept, so a save that leaves the document broken mid-edit keeps its picture on screen with the
/// problems beneath it, until the next good save. A version is laid out as `layout` lays it out,
/// and its layout's problems are listed beneath its picture as `layout` lists them; a constraint
/// UIKit cannot load breaks a version as an unreadable value does.
struct LiveDocument {
    /// The path as the user gave it, and the folders and names a watch looks for: the path's,
    /// and for a symbolic link, its target's too; the folders also hold the strings tables'.
    let path: String
    let folders: [String]
    let names: Set<String>
    /// The names of the strings tables of the language the document is drawn in (`Main.strings`,
    /// `Main.xcstrings`), a change to which draws it again.
    let tableNames: Set<String>
    let view: String?
    let allowExternalImages: Bool
    /// The appearance the document is drawn in; `edit` and `watch` switch it with a key.
    var appearance: Appearance
    /// Whether a document whose attributes have errors (a value the attribute cannot hold, a name
    /// its class does not have, a negative frame) is still current, with every problem of its
    /// views listed: `edit` shows it so that the values can be fixed there, while `watch` keeps
    /// the last picture that drew cleanly.
    let showsAttributeErrors: Bool
    private(set) var current: ResolvedDocument?
    private(set) var images: [String: LoadedImage] = [:]
    /// Why the document as it is now on disk is not shown, if it is not: it cannot be read, or
    /// its views have errors (unless `showsAttributeErrors`), or has no view `view` names.
    private(set) var failure: CLIError?
    /// The problems of the document shown, in the order of its text: what its images lack, and
    /// with `showsAttributeErrors`, every problem of its views.
    private(set) var diagnostics: [Diagnostic] = []
    /// The problems of the last version's layout, which are shown as `layout` prints them, with their rule.
    private var layoutProblems: Set<Diagnostic> = []
    /// Whether `current` is what the file holds now: false while the file is broken or missing.
    private(set) var isCurrentOnDisk = false
    /// The bytes last read, so a save that changes nothing draws nothing.
    private var bytes: [UInt8]?
    /// The folders and file names of the images the document uses, which are watched too.
    private(set) var imageFolders: [String] = []
    private var imageNames: Set<String> = []
    /// The views read and the components built for the last versions, so that an unchanged
    /// view is neither read nor built again.
    private let resolutions = ResolutionCache()
    private let components = ComponentCache()
    /// The font files the document is laid out and drawn with, looked up at each reload.
    private var fonts: ProjectFonts?
    /// The solver of the last version's layout, kept so that a change of a constraint's constant
    /// is solved again incrementally.
    let layoutSession = LayoutSession()
    /// The change being animated, and when it started.
    private var transition: (change: Transition, start: Double)?

    init(
        path: String, view: String?, appearance: Appearance = .light, allowExternalImages: Bool,
        showsAttributeErrors: Bool = false, documents: DocumentSource
    ) {
        self.path = path
        self.appearance = appearance
        self.showsAttributeErrors = showsAttributeErrors
        let resolved = documents.onFileResolved(path)
        let (folder, name) = FileSystem.split(resolved)
        var folders = [folder]
        var names: Set<String> = [name]
        if let target = FileSystem.target(of: resolved),
            !FileSystem.isSameFile(FileSystem.split(target).folder, folder)
                || FileSystem.split(target).name != name
        {
            folders.append(FileSystem.split(target).folder)
            names.insert(FileSystem.split(target).name)
        }
        // The strings tables of the language the document is drawn in are watched too; a table is
        // saved by renaming over it, so its folder is watched, where it is one.
        var tableNames: Set<String> = []
        if let localization = documents.screen.localization, ProjectLookup.isInterfaceBuilderDocument(path) {
            let tables = LocalizedTables(document: path, workingDirectory: documents.workingDirectory)
            for file in tables.files(for: localization) {
                let (tableFolder, tableName) = FileSystem.split(documents.onFileResolved(file))
                tableNames.insert(tableName)
                if FileSystem.exists(tableFolder), !folders.contains(tableFolder) { folders.append(tableFolder) }
            }
        }
        self.folders = folders
        self.names = names
        self.tableNames = tableNames
        self.view = view
        self.allowExternalImages = allowExternalImages
    }

    /// Fails when the document cannot be read at all, such as a mistyped path: a live command
    /// says so rather than wait for the file to appear. Standard input cannot be watched.
    func requireReadable(_ documents: DocumentSource, command: String, _ writer: Writer) throws(CLIError) {
        guard path != "-" else {
            throw .invalid(["\(writer.programName) \(command) needs a document file to watch, not standard input"])
        }
        do {
            _ = try documents.readDocument(path)
        } catch {
            throw .file(error)
        }
    }

    /// Reads the document again; a change of an animated attribute starts its animation, from
    /// wherever the one playing has got to.
    ///
    /// - Returns: Whether anything to show changed.
    /// - Parameters:
    ///   - documents: Where the document is read from; `registry`, what its views resolve against;
    ///     `writer`, how its problems are shown.
    ///   - imagesChanged: Whether an image the document uses changed, so that the same bytes of the
    ///     document still draw something new.
    @discardableResult
    mutating func reload(
        _ documents: DocumentSource, _ registry: ComponentRegistry, _ writer: Writer, now: Double,
        imagesChanged: Bool = false
    ) -> Bool {
        let layout: DocumentLayout
        do {
            let bytes = try documents.readDocument(path)
            guard bytes != self.bytes || imagesChanged else { return false }
            self.bytes = bytes
            let read = try documents.document(from: bytes, path: path)
            // Laid out as `documents.laidOut` lays it out, keeping the layout's problems.
            fonts = documents.fonts(of: read)
            layout = read.layout(
                on: documents.screen.screen(saved: read.savedDevice), contentSize: documents.screen.contentSize,
                layoutDirection: documents.screen.layoutDirection, session: layoutSession, fonts: fonts)
        } catch let error as FileError {
            bytes = nil
            isCurrentOnDisk = false
            failure = .file(error)
            return true
        } catch let error as CLIError {
            isCurrentOnDisk = false
            failure = error
            return true
        } catch {
            return false
        }
        let document = layout.document
        layoutProblems = Set(layout.diagnostics)
        let resolved = ResolvedDocument(
            document, registry: registry, unknownClass: .warning, cache: resolutions)
        // A constraint UIKit cannot load (an error, as `layout` calls it) leaves the picture
        // wrong, as an attribute's error does: the last good one stays, the layout's problems beneath.
        let errors = (resolved.diagnostics + layout.diagnostics).filter { $0.severity == .error }
        guard errors.isEmpty || showsAttributeErrors else {
            isCurrentOnDisk = false
            let problems = Self.inOrder(resolved.diagnostics.filter { $0.severity == .error } + layout.diagnostics)
            failure = .document(problems, in: document.source, writer.diagnosticStyle)
            return true
        }
        if let view, document.view(withID: view)?.isView != true {
            isCurrentOnDisk = false
            failure = .whole(document, "no view has the id \(Printable.quoted(view))")
            return true
        }
        let loader = documents.imageLoader(for: path, allowExternalImages: allowExternalImages)
        let references = ImageReference.all(in: resolved)
        let (images, warnings) = loader.load(references)
        let documentFolder = FileSystem.split(documents.onFileResolved(path)).folder
        let imageFiles = references.map { FileSystem.split(documentFolder + "/" + $0.path) }
        imageFolders = Array(Set(imageFiles.map(\.folder))).sorted()
        imageNames = Set(imageFiles.map(\.name))
        // In the order of the document, as `check` lists them.
        failure = nil
        // The layout's problems (conflicts, ambiguity, constraints UIKit refuses), as `layout` lists them.
        diagnostics = Self.inOrder((showsAttributeErrors ? resolved.diagnostics : []) + layout.diagnostics + warnings)
        if let shown = shown(at: now), let change = Transition(from: shown, to: resolved) {
            transition = (change, now)
        } else {
            transition = nil
        }
        current = resolved
        isCurrentOnDisk = true
        self.images = images
        return true
    }

    /// `diagnostics` in the order of the document's text, each once.
    private static func inOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        let once = diagnostics.filter { seen.insert($0).inserted }
        return once.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(
            \.element)
    }

    /// What is wrong with the document as it is now on disk, each problem as a line for a person
    /// in `style`, with its severity; empty when nothing.
    func problems(program: String, style: DiagnosticStyle) -> [(severity: Diagnostic.Severity, line: String)] {
        switch failure {
        case .document(let diagnostics, let source, _):
            return diagnostics.map { ($0.severity, line($0, in: source, style)) }
        case .some(let failure): return failure.lines(program: program).map { (.error, $0) }
        case nil:
            guard let source = current?.document.source else { return [] }
            return diagnostics.map { ($0.severity, line($0, in: source, style)) }
        }
    }

    /// The line of one problem: a layout's as `layout` prints it, with its rule.
    private func line(_ diagnostic: Diagnostic, in source: SourceText, _ style: DiagnosticStyle) -> String {
        guard layoutProblems.contains(diagnostic) else { return style.line(diagnostic, in: source) }
        return style.colored(CheckCommand.Report(diagnostic, in: source).line, severity: diagnostic.severity)
    }

    /// The lines of `problems`, as the terminal inspectors show them: in `writer`'s style.
    func problemLines(_ writer: Writer) -> [String] {
        problems(program: writer.programName, style: writer.diagnosticStyle).map(\.line)
    }

    /// Whether an animation is playing at `now`, or has just finished: one that has finished is
    /// forgotten, and is still playing once more so that its end (the document itself) is drawn,
    /// whatever frame a slow drawing showed last.
    mutating func isAnimating(at now: Double) -> Bool {
        guard let transition else { return false }
        if now - transition.start >= transition.change.duration { self.transition = nil }
        return true
    }

    /// The document as it looks at `now`: the current one, or a frame of its animation.
    func shown(at now: Double) -> ResolvedDocument? {
        guard let transition else { return current }
        return transition.change.frame(at: now - transition.start)
    }

    /// The animation of the last change, from its start to its end, as frames about `interval`
    /// seconds apart (at most `limit`), and the seconds between them; `nil` when it animated nothing.
    func animationFrames(interval: Double, limit: Int) -> (frames: [ResolvedDocument], interval: Double)? {
        guard let change = transition?.change else { return nil }
        let count = min(max(1, limit - 1), max(1, Int((change.duration / interval).rounded(.up))))
        let step = change.duration / Double(count)
        return ((0...count).map { change.frame(at: Double($0) * step) }, step)
    }

    /// Whether a change to the file `name` in the folder concerns this document (or its images
    /// or strings tables).
    func isAffected(by changed: Set<String>) -> Bool {
        changed.contains(FolderWatcher.anything) || !changed.isDisjoint(with: names) || affectsDrawing(changed)
    }

    /// Whether the changed names include a file the document is drawn with but not the document:
    /// an image it uses (or its @2x or @3x version), or a strings table of its language.
    func affectsDrawing(_ changed: Set<String>) -> Bool {
        !changed.isDisjoint(with: tableNames)
            || changed.contains { name in
                imageNames.contains(name.replacingFirst("@2x.", with: ".").replacingFirst("@3x.", with: "."))
            }
    }

    /// The drawing of the current document, or of `document` (such as a frame of an animation),
    /// in the appearance.
    func drawing(of document: ResolvedDocument? = nil) -> Drawing? {
        guard let document = document ?? current else { return nil }
        return ViewTreeDrawing.draw(document, view: view, appearance: appearance, fonts: fonts, cache: components).0
    }

    /// The picture at `now` in at most `columns` × `rows` terminal cells, as lines of ANSI text;
    /// a line saying so when the picture cannot be made that small.
    func picture(at now: Double, columns: Int, rows: Int, colors: ColorSupport) -> [String] {
        guard let drawing = drawing(of: shown(at: now)), drawing.size.width > 0, drawing.size.height > 0 else {
            return []
        }
        let (width, height) = (drawing.size.width, drawing.size.height)
        // A cell is twice as tall as wide: narrow the picture until its rows fit too.
        var fitted = min(ANSIRenderer.columns(for: drawing, available: columns), columns)
        let rowsAtFitted: Double = (height / (2 * width / Double(fitted))).rounded(.up)
        if Int(pixels: rowsAtFitted) > rows {
            let fitting: Double = Double(rows) * 2 * width / height
            fitted = min(fitted, max(1, Int(pixels: fitting)))
        }
        let renderer = { (columns: Int) throws(RenderError) in
            try ANSIRenderer(colors: colors, columns: columns, images: self.images.mapValues(\.bitmap)).render(drawing)
                .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        // One column a cell wide cannot hold a picture taller than the screen; say so rather than
        // draw it all to show a slice.
        let rowsAtOne: Double = (height / (2 * width)).rounded(.up)
        guard Int(pixels: rowsAtOne) <= rows || fitted > 1 else {
            return [Frame.dim("(a picture \(drawing.size.text) pt is too tall to show here)")]
        }
        do {
            var lines = try renderer(fitted)
            // Rounding can leave a row more than the estimate.
            while lines.count > rows, fitted > 1 {
                fitted -= 1
                lines = try renderer(fitted)
            }
            return lines
        } catch {
            return [Frame.dim("(the picture cannot be drawn: \(error))")]
        }
    }
}

extension Appearance {
    /// The other appearance, which `a` switches to in `watch` and `edit`.
    var other: Appearance { self == .light ? .dark : .light }
}

/// Frames for a full-screen command, drawn inside synchronized-update markers so the terminal
/// shows each one whole (and a reader knows where one ends).
enum Frame {
    static let begin = "\u{1B}[?2026h"
    static let end = "\u{1B}[?2026l"

    /// What the screen shows: each row's text as written, for the size it was written at.
    struct Shown: Equatable {
        var columns: Int
        var rows: Int
        var lines: [String]
    }

    /// The lines from the top left, each cut to `columns`, each line's rest and everything below
    /// cleared; over a screen that shows `previous` at the same size, only the rows that differ
    /// are written. A line never wraps, so the screen never scrolls.
    static func render(
        _ lines: [String], columns: Int, rows: Int, over previous: Shown? = nil
    ) -> (text: String, shown: Shown) {
        let cutLines = lines.prefix(rows).map { cut($0, to: columns) + "\u{1B}[0m" }
        let shown = Shown(columns: columns, rows: rows, lines: cutLines)
        guard let previous, previous.columns == columns, previous.rows == rows else {
            let rows = cutLines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n")
            return (begin + "\u{1B}[H" + rows + "\u{1B}[J" + end, shown)
        }
        var text = ""
        for (row, line) in cutLines.enumerated() where row >= previous.lines.count || previous.lines[row] != line {
            text += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[K"
        }
        if cutLines.count < previous.lines.count {
            text += "\u{1B}[\(cutLines.count + 1);1H\u{1B}[J"
        }
        return (text.isEmpty ? "" : begin + text + end, shown)
    }

    /// As much of the line as fits in `columns`, its escape sequences kept whole.
    static func cut(_ line: String, to columns: Int) -> String {
        wrap(line, columns: columns).first ?? ""
    }

    /// The line in pieces of at most `columns` terminal columns (a wide character takes two),
    /// for a message that must be read whole.
    static func wrap(_ line: String, columns: Int) -> [String] {
        // Bytes rather than characters: a picture's line is mostly escape sequences.
        let bytes = Array(line.utf8)
        var pieces: [String] = []
        var start = 0
        var count = 0
        var escape = false
        for (index, byte) in bytes.enumerated() {
            if byte == 0x1B {
                escape = true
            } else if escape {
                // A CSI sequence ends with its final letter (the `[` opens it).
                if byte != UInt8(ascii: "["), (0x40...0x7E).contains(byte) { escape = false }
            } else if byte & 0xC0 != 0x80 {
                let width = byte < 0x80 ? 1 : scalarWidth(bytes, at: index)
                if count + width > columns, count > 0 {
                    pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                    start = index
                    count = 0
                }
                count += width
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    /// The columns of the character whose UTF-8 encoding starts at `index`.
    private static func scalarWidth(_ bytes: [UInt8], at index: Int) -> Int {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first else { return 1 }
        return TerminalWidth.columns(of: scalar)
    }

    static func bold(_ text: String) -> String { "\u{1B}[1m" + text + "\u{1B}[0m" }
    static func dim(_ text: String) -> String { "\u{1B}[2m" + text + "\u{1B}[0m" }
}
