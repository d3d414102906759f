import DesignerCore
import Inspectable

/// The documents `check` and `snapshot` find in the paths they are given: folders are searched
/// for `.json`, `.xib` and `.storyboard` files, and whatever is passed over that a user would
/// look for is a report of its own.
///
/// Linked folders are not entered, so a link cannot make a loop; nor are hidden folders, the
/// insides of `.xcassets`, `.xcodeproj` and `.xcworkspace` folders, whose JSON is no document,
/// or `__snapshots__` folders, which are listed apart. A Swift package inside a folder is a
/// project of its own, whose JSON documents draw its own components: its designer checks them
/// (`swift package designer`), and a note says how many were left to it (those that look like
/// documents, as `JSONFormat.isDocument` tells); its Interface Builder documents are found as any
/// others. A folder that cannot be read is an error of its own, and
/// the search goes on.
struct DocumentSearch {
    private let source: DocumentSource
    /// What the configuration of the paths excludes.
    var configuration = CheckConfiguration.none
    /// Whether nested Swift packages are searched for Interface Builder documents (`check`), or
    /// passed over whole (`snapshot`, whose snapshots would be written into them).
    var entersPackages = true
    /// Whether a folder holding snapshots but no documents holds something.
    var snapshotsCount = false

    private(set) var documents: [String] = []
    private(set) var problems: [CheckCommand.Report] = []
    private(set) var snapshotFolders: [String] = []
    /// How many documents and folders the configuration left out.
    private(set) var excludedCount = 0

    init(_ source: DocumentSource) {
        self.source = source
    }

    /// Whether a file of this name found in a folder is a document: JSON (but not a schema), or
    /// an Interface Builder file.
    static func isDocumentName(_ name: String) -> Bool {
        isJSONDocumentName(name) || ProjectLookup.isInterfaceBuilderDocument(name)
    }

    private static func isJSONDocumentName(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasSuffix(".schema.json")
    }

    /// The folders of an Xcode project that are searched for no documents: their JSON is Xcode's
    /// (asset catalogs, a watch complication's templates).
    static let xcodeFolderEndings = [".xcassets", ".xcodeproj", ".xcworkspace", ".ckcomplication"]

    /// Adds the documents among `paths`, searching folders. A folder that holds no documents
    /// (nor, if `snapshotsCount`, snapshots) is a problem: more likely a mistake in a CI
    /// configuration than a passing run.
    mutating func search(_ paths: [String]) {
        for path in paths {
            if path != "-", let pattern = excludingPattern(source.onFileResolved(path)) {
                problems.append(excludedNote(path, pattern))
                continue
            }
            switch path == "-" ? .file : kind(path) {
            case .folder, .linkToFolder:
                let (found, snapshots, errors) = (documents.count, snapshotFolders.count, problems.count)
                let excluded = excludedCount
                let base = FileSystem.realPath(source.onFileResolved(path))
                search(path, real: base, package: nil)
                let holds =
                    documents.count > found || excludedCount > excluded
                    || (snapshotsCount && snapshotFolders.count > snapshots)
                if !holds, !problems[errors...].contains(where: { $0.diagnostic == .error }) {
                    problems.append(
                        .init(
                            path: path, location: nil, diagnostic: .error,
                            message:
                                "holds no documents; a document is a .json file (not *.schema.json), a .xib or a .storyboard",
                            rule: .noDocuments))
                }
            default: documents.append(path)
            }
        }
    }

    /// Searches `folder` (at `real`, its path with links resolved, when known); `package` is
    /// the nested Swift package it lies in, whose JSON documents are counted, not found.
    /// - Returns: How many JSON documents were left to `package`.
    @discardableResult
    private mutating func search(_ folder: String, real: String?, package: String?) -> Int {
        let names: [String]
        do {
            names = try source.onFile(folder) { folder throws(FileError) in
                try FileSystem.contents(ofDirectory: folder)
            }
        } catch {
            problems.append(
                .init(path: folder, location: nil, diagnostic: .error, message: error.reason, rule: .unreadableFile))
            return 0
        }
        var left = 0
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let realPath = real.map { $0.hasSuffix("/") ? $0 + name : $0 + "/" + name }
            let kind = kind(path)
            if kind != .missing, let realPath, configuration.pattern(excluding: realPath) != nil {
                if kind == .folder || Self.isDocumentName(name) { excludedCount += 1 }
                continue
            }
            switch kind {
            case .folder where name == "__snapshots__": snapshotFolders.append(path)
            // An Xcode project's asset catalogs and project files hold JSON that is no document.
            case .folder where Self.xcodeFolderEndings.contains(where: name.hasSuffix): continue
            case .folder where self.kind(path + "/Package.swift") == .file:
                guard entersPackages else { continue }
                let nested = search(path, real: realPath, package: path)
                if nested > 0 {
                    problems.append(
                        .init(
                            path: path, location: nil, diagnostic: .note,
                            message:
                                "a Swift package: its \(nested) JSON document\(nested == 1 ? " is" : "s are") left to its own designer ('swift package designer' in it)",
                            rule: .nestedPackage))
                }
            case .folder: left += search(path, real: realPath, package: package)
            case .linkToFolder: continue
            case .missing where name.contains("\u{FFFD}") && Self.isDocumentName(name):
                // A name that is not UTF-8 reads back as another name, which designer cannot open.
                problems.append(
                    .init(
                        path: path, location: nil, diagnostic: .warning,
                        message: "its name is not valid UTF-8, so designer cannot open it; skipped",
                        rule: .skippedFile))
            case .special(let what):
                if Self.isDocumentName(name) {
                    problems.append(
                        .init(
                            path: path, location: nil, diagnostic: .warning,
                            message: "is \(what), not a document; skipped",
                            rule: .skippedFile))
                }
            default:
                if package != nil, Self.isJSONDocumentName(name) {
                    left += isDocument(json: path) ? 1 : 0
                } else if Self.isDocumentName(name) {
                    documents.append(path)
                }
            }
        }
        return left
    }

    /// Whether the JSON file at `path` is meant as a document, as `JSONFormat.isDocument` tells;
    /// one that cannot be read may be.
    func isDocument(json path: String) -> Bool {
        guard let bytes = try? source.onFile(path, { path throws(FileError) in try FileSystem.read(path) }) else {
            return true
        }
        return JSONFormat.isDocument(SourceText(name: path, bytes: bytes))
    }

    private func kind(_ path: String) -> FileSystem.Kind {
        (try? source.onFile(path) { path throws(FileError) in FileSystem.kind(of: path) }) ?? .missing
    }

    /// The pattern that excludes the file or folder at `path` (absolute, links unresolved), if any.
    private func excludingPattern(_ path: String) -> PathPattern? {
        guard !configuration.exclude.isEmpty else { return nil }
        return configuration.pattern(excluding: FileSystem.realPath(path) ?? path)
    }

    private func excludedNote(_ path: String, _ pattern: PathPattern) -> CheckCommand.Report {
        .init(
            path: path, location: nil, diagnostic: .note,
            message:
                "not checked: \(Printable.quoted(configuration.path ?? "")) excludes it (\(Printable.quoted(pattern.text)))",
            rule: .excludedPath)
    }
}

extension Diagnostic.Rule {
    /// A folder searched that holds no documents.
    static let noDocuments = Diagnostic.Rule(
        "no-documents", .error, "A folder to check that holds no documents: more likely a mistake than a passing run.")

    /// A file or folder that cannot be read.
    static let unreadableFile = Diagnostic.Rule(
        "unreadable-file", .error, "A document or folder that cannot be read, or a document too large to read.")

    /// A file where a document could be that cannot be opened.
    static let skippedFile = Diagnostic.Rule(
        "skipped-file", .warning,
        "A file named as a document that is not one (a named pipe), or whose name is not UTF-8.")

    /// A Swift package's JSON documents, which its own designer checks.
    static let nestedPackage = Diagnostic.Rule(
        "nested-package", .note,
        "A Swift package inside a folder checked: its JSON documents are left to its own designer.")

    /// A path given to check that the configuration excludes.
    static let excludedPath = Diagnostic.Rule(
        "excluded-path", .note, "A path named on the command line that the configuration excludes; it is not checked.")
}
