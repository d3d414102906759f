import DesignerCore

/// The modules of a project as Xcode, Swift Package Manager and CocoaPods build them, found
/// from the folder of a document's project, and the documents each target holds.
struct ProjectLayout: Sendable {
    /// The folder whose sources no module claims make the fallback module: the repository
    /// (the nearest folder above holding `.git`), else the outermost folder of the project's
    /// workspaces, else the project's folder.
    let repositoryRoot: String
    /// The `.xcodeproj` folders read, sorted.
    let xcodeProjects: [String]
    /// The workspaces read, sorted.
    let workspaces: [String]
    /// The modules found, the fallback last once the sources are listed.
    var modules: [ProjectModule]
    /// The module of each Interface Builder document a target lists as a resource, by path.
    let documentModules: [String: String]
    /// Folders every document in which belongs to a module: synchronized groups, package targets.
    let documentFolders: [(folder: String, module: String)]
    /// What could not be read: project files, manifests.
    let problems: [Diagnostic]

    /// What makes two documents' projects the same: the same repository and Xcode projects.
    var identity: String {
        ([repositoryRoot] + xcodeProjects).joined(separator: "\n")
    }

    /// The module of the target holding the document at `path` (absolute, links resolved):
    /// the target listing it as a resource, or the one whose folder holds it.
    func module(holding path: String) -> String? {
        if let module = documentModules[path] { return module }
        return documentFolders.filter { ProjectPath.isInside(path, $0.folder) }
            .max { $0.folder.count < $1.folder.count }?.module
    }

    /// The layout of the folder `--sources` names: its sources, one module.
    static func given(_ folder: String) -> ProjectLayout {
        ProjectLayout(
            repositoryRoot: folder, xcodeProjects: [], workspaces: [], modules: [], documentModules: [:],
            documentFolders: [], problems: [])
    }
}
