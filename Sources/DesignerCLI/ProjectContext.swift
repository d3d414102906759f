import DesignerCore
import Inspectable

/// The project a command works in: the registry the project's sources make, the scene of a
/// document of several it works on, and how the projects of the documents it reads are found.
///
/// The dispatcher makes it from what the command declares: the document whose project it works
/// in (`CommandOptions.projectDocument`), and `--sources` and `--scene` where its spec has them.
struct ProjectContext: Sendable {
    /// The components views resolve against: the designer's, with the classes the sources of the
    /// project of the command's document declare.
    let registry: ComponentRegistry
    /// Which scene of a document of several the command works on.
    let scene: SceneChoice
    /// How the project of a document is found.
    let lookup: ProjectLookup

    /// The registry the designer was run with, before any project's classes were taken in.
    var baseRegistry: ComponentRegistry { lookup.baseRegistry }

    /// The project of the document at `path`, found as this one's documents' are, for a command
    /// that works on the documents of several projects.
    func forDocument(_ path: String) -> ProjectContext {
        ProjectContext(registry: lookup.registry(ofDocument: path), scene: scene, lookup: lookup)
    }

    private init(registry: ComponentRegistry, scene: SceneChoice, lookup: ProjectLookup) {
        (self.registry, self.scene, self.lookup) = (registry, scene, lookup)
    }

    /// The project of the document at `document`, if it is in one; the designer's own registry
    /// for `nil`.
    init(
        registry: ComponentRegistry, workingDirectory: String?, sourcesFolder: String? = nil, document: String? = nil,
        scene: SceneChoice = .default
    ) {
        lookup = ProjectLookup(
            projects: ProjectCache(), baseRegistry: registry, sourcesFolder: sourcesFolder,
            workingDirectory: workingDirectory)
        self.registry = document.map(lookup.registry(ofDocument:)) ?? registry
        self.scene = scene
    }

    /// The project a command works in, as its command line says: the document `document` names,
    /// and `--sources` and `--scene` where `spec` has them.
    init(
        _ arguments: ParsedArguments, of spec: CommandSpec, document: String?, registry: ComponentRegistry,
        workingDirectory: String?
    ) throws(CLIError) {
        let options = Set(spec.options.map(\.name))
        var sourcesFolder: String?
        if options.contains(CommandSpec.sources.declaration.name), let folder = arguments[CommandSpec.sources] {
            switch FileSystem.kind(of: FileSystem.path(folder, from: workingDirectory)) {
            case .folder, .linkToFolder: sourcesFolder = folder
            case .missing: throw .usage("--sources \(Printable.quoted(folder)) does not exist.", spec)
            default: throw .usage("--sources \(Printable.quoted(folder)) is not a folder.", spec)
            }
        }
        var scene = SceneChoice.default
        if options.contains(CommandSpec.scene.declaration.name) {
            // The keys of get, set and reset (`download.percent=50`) name the views whose scene is meant.
            let keys = arguments.positionals.map { String($0.prefix { $0 != "=" }) }
            scene = SceneChoice(scene: arguments[CommandSpec.scene], keys: keys, view: arguments[CommandSpec.view])
        }
        self.init(
            registry: registry, workingDirectory: workingDirectory, sourcesFolder: sourcesFolder, document: document,
            scene: scene)
    }
}

/// Finds the project of Interface Builder documents, as `--sources` and the working folder say.
struct ProjectLookup: Sendable {
    let projects: ProjectCache
    /// The registry projects' classes are added to.
    let baseRegistry: ComponentRegistry
    /// The folder `--sources` names, if given.
    let sourcesFolder: String?
    /// The folder relative paths start from; `nil` for the process's current folder.
    let workingDirectory: String?

    /// Whether `path` names an Interface Builder document, by its name.
    static func isInterfaceBuilderDocument(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    private func resolved(_ path: String) -> String {
        FileSystem.path(path, from: workingDirectory)
    }

    /// The project of the Interface Builder document at `path`: the one whose folder is the
    /// nearest around it holding an `.xcodeproj`, `.xcworkspace` or `Package.swift`, with the
    /// modules it uses, and the folder `--sources` adds to it; `--sources` alone for a document
    /// in no project; `nil` for other documents and for a document in no project without it.
    func project(ofDocument path: String) -> ProjectCache.Project? {
        guard path != "-", Self.isInterfaceBuilderDocument(path) else { return nil }
        let given = sourcesFolder.map(resolved).flatMap(FileSystem.realPath)
        guard let root = projects.root(ofDocument: resolved(path)) else {
            return given.map { projects.project(at: $0, given: true, registry: baseRegistry) }
        }
        return projects.project(at: root, given: false, adding: given, registry: baseRegistry)
    }

    /// The registry for the document at `path`: with its project's classes, and which modules
    /// they come from.
    func registry(ofDocument path: String) -> ComponentRegistry {
        guard let project = project(ofDocument: path) else { return baseRegistry }
        let document = FileSystem.realPath(resolved(path)) ?? resolved(path)
        return projects.registry(of: project, forDocument: document, from: baseRegistry)
    }

    /// The named colors and images of the document's project, its images relative to the document.
    func assets(ofDocument path: String) -> ProjectAssets {
        guard let project = project(ofDocument: path) else { return .none }
        let folder = FileSystem.split(resolved(path)).folder
        let base = FileSystem.realPath(folder) ?? folder
        return projects.assets(of: project, from: base)
    }

    /// The folder image paths may reach within: the document's project, if it has one.
    func imageBoundary(ofDocument path: String) -> String? {
        project(ofDocument: path)?.root
    }
}

/// `to` as a path relative to the folder `from`; both absolute.
func relativePath(from folder: String, to path: String) -> String {
    let from = folder.utf8.split(separator: UInt8(ascii: "/"))
    let to = path.utf8.split(separator: UInt8(ascii: "/"))
    let shared = zip(from, to).prefix { $0.elementsEqual($1) }.count
    return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map { String(Substring($0)) })
        .joined(separator: "/")
}
