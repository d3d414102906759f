import DesignerCore
import Inspectable

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

    /// The font files the document's project registers (`UIAppFonts`), which a font it names
    /// is looked up in; `nil` for a document in no project.
    func fonts(ofDocument path: String) -> ProjectFonts? {
        project(ofDocument: path)?.fonts
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
