import DesignerCore
import Inspectable
import Synchronization

/// What designer finds in the project around an Interface Builder document: the classes and
/// `@IBInspectable` properties its Swift and Objective-C sources declare, and the named colors
/// and images of its asset catalogs. A project is read once per process, however many of its
/// documents a command reads.
final class ProjectCache: Sendable {
    /// One project, read.
    struct Project: Sendable {
        /// The folder read, absolute.
        let root: String
        let declarations: SourceDeclarations
        /// The classes the declarations give, for the registry the project was read with.
        let classes: [ComponentClass]
        /// The classes as the Objective-C runtime sees them, which runtime attributes and
        /// connections are checked against.
        let runtimeClasses: RuntimeClasses
        /// The named colors, by name.
        let colors: [String: Color]
        /// The file of each named image, absolute, by name.
        let images: [String: String]
        /// What could not be read: sources, folders, asset catalog entries.
        let problems: [SourceProblem]
    }

    private let projects = Mutex<[String: Project]>([:])

    init() {}

    /// The project at `root`, read now if it was not before.
    func project(at root: String, registry: ComponentRegistry) -> Project {
        if let known = projects.withLock({ $0[root] }) { return known }
        let project = Self.read(root, registry: registry)
        projects.withLock { $0[root] = project }
        return project
    }

    private static func read(_ root: String, registry: ComponentRegistry) -> Project {
        let contents = ProjectFolder.contents(under: root)
        let (files, fileProblems) = ProjectFolder.read(contents.sources, problems: contents.problems)
        let declarations = SourceDeclarations.scan(files)
        var problems = fileProblems.map { SourceProblem(path: $0.path, line: 0, column: 0, message: $0.reason) }
        var colors: [String: Color] = [:]
        for set in contents.colorSets {
            let name = setName(set)
            guard colors[name] == nil, let bytes = try? FileSystem.read(set + "/Contents.json", as: .source) else {
                continue
            }
            switch AssetCatalog.color(contents: bytes, name: set + "/Contents.json") {
            case .success(let color): colors[name] = color
            case .failure(let error):
                problems.append(SourceProblem(path: set + "/Contents.json", line: 0, column: 0, message: error.message))
            }
        }
        var images: [String: String] = [:]
        for set in contents.imageSets {
            let name = setName(set)
            guard images[name] == nil, let bytes = try? FileSystem.read(set + "/Contents.json", as: .source),
                let file = AssetCatalog.imageFile(contents: bytes, name: set)
            else { continue }
            images[name] = set + "/" + file
        }
        return Project(
            root: root, declarations: declarations,
            classes: ProjectClasses.classes(from: declarations, registry: registry),
            runtimeClasses: RuntimeClasses(declarations), colors: colors, images: images,
            problems: problems + declarations.problems)
    }

    /// `star` for `…/Assets.xcassets/Icons/star.imageset`.
    private static func setName(_ path: String) -> String {
        let name = FileSystem.split(path).name
        return String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
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

    /// The project of the Interface Builder document at `path`: `--sources` if given, else the
    /// folder around it holding an `.xcodeproj`, `.xcworkspace` or `Package.swift`; `nil` for
    /// other documents and for a document in no project.
    func project(ofDocument path: String) -> ProjectCache.Project? {
        guard path != "-", Self.isInterfaceBuilderDocument(path) else { return nil }
        let given = sourcesFolder.map(resolved)
        guard let root = given.flatMap(FileSystem.realPath) ?? ProjectFolder.root(containing: resolved(path))
        else { return nil }
        return projects.project(at: root, registry: baseRegistry)
    }

    /// The registry for the document at `path`: with its project's classes.
    func registry(ofDocument path: String) -> ComponentRegistry {
        project(ofDocument: path).map {
            baseRegistry.including($0.classes, declaredIn: $0.declarations, runtimeClasses: $0.runtimeClasses)
        }
            ?? baseRegistry
    }

    /// The named colors and images of the document's project, its images relative to the document.
    func assets(ofDocument path: String) -> ProjectAssets {
        guard let project = project(ofDocument: path) else { return .none }
        let folder = FileSystem.split(resolved(path)).folder
        let base = FileSystem.realPath(folder) ?? folder
        return ProjectAssets(
            colors: project.colors, images: project.images.mapValues { relativePath(from: base, to: $0) })
    }

    /// The folder image paths may reach within: the document's project, if it has one.
    func imageBoundary(ofDocument path: String) -> String? {
        project(ofDocument: path)?.root
    }
}

extension CommandContext {
    /// How the projects of the documents this command reads are found.
    var projectLookup: ProjectLookup {
        ProjectLookup(
            projects: projects, baseRegistry: baseRegistry, sourcesFolder: sourcesFolder,
            workingDirectory: workingDirectory)
    }

    /// Takes the classes of the project of the document at `path` into the registry, so its
    /// views resolve against what its sources declare.
    mutating func adoptProject(ofDocument path: String) {
        registry = projectLookup.registry(ofDocument: path)
    }
}

extension CommandContext {
    /// An absolute path as the user would write it: relative to the working folder, where it lies in it.
    func shown(_ path: String) -> String {
        let folder = FileSystem.realPath(workingDirectory ?? ".") ?? ""
        guard !folder.isEmpty, path.hasPrefix(folder + "/") else { return path }
        return String(path.dropFirst(folder.count + 1))
    }
}

/// `to` as a path relative to the folder `from`; both absolute.
func relativePath(from folder: String, to path: String) -> String {
    let from = folder.split(separator: "/")
    let to = path.split(separator: "/")
    let shared = zip(from, to).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init))
        .joined(separator: "/")
}
