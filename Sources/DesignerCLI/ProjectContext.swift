import DesignerCore
import Inspectable

/// The project a command works in: the registry the project's sources make, the scene of a
/// document of several it works on, the screen it lays documents out on, and how the projects
/// of the documents it reads are found.
///
/// The dispatcher makes it from what the command declares: the document whose project it works
/// in (`CommandOptions.projectDocument`), and `--sources`, `--scene`, `--device` and
/// `--orientation` where its spec has them.
struct ProjectContext: Sendable {
    /// The components views resolve against: the designer's, with the classes the sources of the
    /// project of the command's document declare.
    let registry: ComponentRegistry
    /// Which scene of a document of several the command works on.
    let scene: SceneChoice
    /// The screen the command lays its documents out on.
    let screen: ScreenChoice
    /// How the project of a document is found.
    let lookup: ProjectLookup

    /// The registry the designer was run with, before any project's classes were taken in.
    var baseRegistry: ComponentRegistry { lookup.baseRegistry }

    /// The project of the document at `path`, found as this one's documents' are, for a command
    /// that works on the documents of several projects.
    func forDocument(_ path: String) -> ProjectContext {
        ProjectContext(registry: lookup.registry(ofDocument: path), scene: scene, screen: screen, lookup: lookup)
    }

    private init(registry: ComponentRegistry, scene: SceneChoice, screen: ScreenChoice, lookup: ProjectLookup) {
        (self.registry, self.scene, self.screen, self.lookup) = (registry, scene, screen, lookup)
    }

    /// The project of the document at `document`, if it is in one; the designer's own registry
    /// for `nil`. With `namedClassesOnly`, the registry has what the classes the document names
    /// need (`ProjectLookup.registry(ofDocument:namedClassesOnly:)`).
    init(
        registry: ComponentRegistry, workingDirectory: String?, sourcesFolder: String? = nil, document: String? = nil,
        namedClassesOnly: Bool = false, scene: SceneChoice = .default, screen: ScreenChoice = .saved,
        fontsFolder: String? = nil, indexFolder: String? = nil
    ) {
        let lookup = ProjectLookup(
            projects: ProjectCache(index: ProjectIndex(folder: indexFolder)), baseRegistry: registry,
            sourcesFolder: sourcesFolder,
            workingDirectory: workingDirectory, fontsFolder: fontsFolder)
        self.lookup = lookup
        self.registry =
            document.map { lookup.registry(ofDocument: $0, namedClassesOnly: namedClassesOnly) } ?? registry
        self.scene = scene
        self.screen = screen
    }

    /// The project a command works in, as its command line says: the document `document` names,
    /// and `--sources`, `--scene`, `--device`, `--orientation` and `--fonts` where `spec` has them;
    /// `fontsFolder`, the folder `DESIGNER_FONTS` names, holds fonts every document may use
    /// where `--fonts` names none; `namedClassesOnly` as `init(registry:workingDirectory:…)` says;
    /// `indexFolder` keeps the project index (`ProjectIndex`), none for `nil`.
    init(
        _ arguments: ParsedArguments, of spec: CommandSpec, document: String?, namedClassesOnly: Bool = false,
        registry: ComponentRegistry, workingDirectory: String?, fontsFolder: String? = nil, indexFolder: String? = nil
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
        let screen = try ScreenChoice(arguments, of: spec)
        // Only the commands that measure or draw text take fonts: the others leave DESIGNER_FONTS alone.
        let takesFonts = options.contains(CommandSpec.fonts.declaration.name)
        var fonts = takesFonts ? fontsFolder.flatMap { $0.isEmpty ? nil : $0 } : nil
        if takesFonts, let folder = arguments[CommandSpec.fonts] {
            switch FileSystem.kind(of: FileSystem.path(folder, from: workingDirectory)) {
            case .folder, .linkToFolder: fonts = folder
            case .missing: throw .usage("--fonts \(Printable.quoted(folder)) does not exist.", spec)
            default: throw .usage("--fonts \(Printable.quoted(folder)) is not a folder.", spec)
            }
        } else if let fonts {
            switch FileSystem.kind(of: FileSystem.path(fonts, from: workingDirectory)) {
            case .folder, .linkToFolder: break
            // An environment variable, not an argument: the command's usage would not help.
            case .missing: throw .invalid(["DESIGNER_FONTS \(Printable.quoted(fonts)) does not exist."])
            default: throw .invalid(["DESIGNER_FONTS \(Printable.quoted(fonts)) is not a folder."])
            }
        }
        self.init(
            registry: registry, workingDirectory: workingDirectory, sourcesFolder: sourcesFolder, document: document,
            namedClassesOnly: namedClassesOnly, scene: scene, screen: screen, fontsFolder: fonts,
            indexFolder: indexFolder)
    }
}
