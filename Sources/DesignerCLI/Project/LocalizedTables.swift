import DesignerCore
import Inspectable

/// Where the translations of an Interface Builder document are, as Xcode keeps them: the table
/// named after the document in each language's `.lproj` folder beside its `Base.lproj`
/// (`fr.lproj/Main.strings` for `Base.lproj/Main.storyboard`), or a String Catalog named after it
/// (`Main.xcstrings`) there or beside the document.
///
///     let french = try LocalizedTables(document: "App/Base.lproj/Main.storyboard", workingDirectory: nil)
///         .translation(into: fr)   // App/fr.lproj/Main.strings, else fr in App/Main.xcstrings
struct LocalizedTables {
    /// The folder that holds the language folders: the document's `Base.lproj`'s, else the document's own.
    let folder: String
    /// The document's own folder, where its catalog may be too.
    let documentFolder: String
    /// The table's name: the document's, without its extension (`Main`).
    let table: String
    /// The document's path, as the user wrote it.
    let document: String
    /// The folder relative paths start from; `nil` for the process's current folder.
    let workingDirectory: String?
    /// How a table's problems are shown.
    let style: DiagnosticStyle

    /// The tables of the document at `path`, as the user wrote it, relative to `workingDirectory`.
    init(document path: String, workingDirectory: String?, style: DiagnosticStyle = .plain) {
        let (folder, name) = FileSystem.split(path)
        documentFolder = folder
        self.folder = folder.hasSuffix(".lproj") ? FileSystem.split(folder).folder : folder
        table = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        (document, self.workingDirectory, self.style) = (path, workingDirectory, style)
    }

    /// `path` as seen from the working directory.
    private func resolved(_ path: String) -> String {
        FileSystem.path(path, from: workingDirectory)
    }

    /// `name` in `folder`, as the user would write it.
    private func path(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder + "/" + name
    }

    /// The catalogs that may hold the document's table: beside its language folders, then beside it.
    private var catalogs: [String] {
        let beside = path(folder, table + ".xcstrings")
        let own = path(documentFolder, table + ".xcstrings")
        return beside == own ? [beside] : [beside, own]
    }

    /// The `.strings` table of the first language folder iOS would pick for `localization`
    /// (`pt-BR.lproj`, else `pt.lproj`), then the translations into it of the catalogs; `nil`
    /// when there is neither. A table that cannot be read is an error at its place.
    func translation(into localization: Localization) throws(CLIError) -> DocumentTranslation? {
        var translations: [String: String] = [:]
        var tables: [String] = []
        for name in localization.folderNames {
            let strings = path(path(folder, name + ".lproj"), table + ".strings")
            guard FileSystem.exists(resolved(strings)) else { continue }
            let file = try read(strings)
            do {
                translations = try StringsTable(reading: file).translations
            } catch {
                throw problem(error)
            }
            tables.append(strings)
            break
        }
        for catalog in catalogs where FileSystem.exists(resolved(catalog)) {
            let file = try read(catalog)
            let found: [String: String]?
            do {
                found = try StringCatalog(reading: file).translations(into: localization)
            } catch {
                throw problem(error)
            }
            guard let found else { continue }
            translations.merge(found) { strings, _ in strings }
            tables.append(catalog)
        }
        guard !tables.isEmpty else { return nil }
        return DocumentTranslation(localization: localization, translations: translations, tables: tables)
    }

    /// Every file the translation into `localization` may be read from, as the user would write
    /// them, whether it is there or not: what a live command watches.
    func files(for localization: Localization) -> [String] {
        localization.folderNames.map { path(path(folder, $0 + ".lproj"), table + ".strings") } + catalogs
    }

    /// What to say when the document has no table in `localization`: it is drawn as written.
    func missingNote(_ localization: Localization) -> String {
        "note: \(document) \(missing(localization))"
    }

    /// That the document has no table in `localization`, and every place iOS would look for one.
    func missing(_ localization: Localization) -> String {
        func list(_ items: [String]) -> String {
            items.count < 2
                ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }
        let names = localization.folderNames
        let folders = list(names.map { "\($0).lproj/\(table).strings" })
        return
            "has no \(localization) translation (no \(folders), no \(list(names)) in \(table).xcstrings); its strings are drawn as written"
    }

    /// The languages the document has tables in: its language folders that hold its table, and
    /// the languages of its catalogs, sorted.
    func localizations() -> [Localization] {
        var found: Set<String> = []
        let names = (try? FileSystem.contents(ofDirectory: resolved(folder))) ?? []
        for name in names where name.hasSuffix(".lproj") && name != "Base.lproj" {
            if FileSystem.exists(resolved(path(path(folder, name), table + ".strings"))) {
                found.insert(String(name.dropLast(".lproj".count)))
            }
        }
        for catalog in catalogs {
            guard let bytes = try? FileSystem.read(resolved(catalog), as: Self.contents),
                let read = try? StringCatalog(reading: SourceText(name: catalog, bytes: bytes))
            else { continue }
            for translations in read.strings.values { found.formUnion(translations.keys) }
        }
        return Set(found.compactMap { Localization($0) }).sorted { $0.description < $1.description }
    }

    private func read(_ file: String) throws(CLIError) -> SourceText {
        do {
            return SourceText(
                name: file, bytes: try FileSystem.read(resolved(file), as: Self.contents))
        } catch {
            throw .file(FileError(file, error.reason))
        }
    }

    private func problem(_ problem: StringsTable.Problem) -> CLIError {
        .document([.error(problem.message, at: problem.offset)], in: problem.source, style)
    }

    /// What a strings table is, for messages, and the most it may hold.
    static let contents = FileSystem.Contents(noun: "a strings table", limit: 64 << 20)
}
