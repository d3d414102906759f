import DesignerCore
import Inspectable

/// What `check --verbose` says of a project read: its Xcode projects and workspaces, and each
/// module with its kind, whether its sources were found, where, how many files, and the
/// classes they declare.
enum ProjectReport {
    /// The lines for `project`, paths shown as `shown` spells them.
    static func lines(of project: ProjectCache.Project, shown: (String) -> String) -> [String] {
        let layout = project.layout
        var lines = ["project \(shown(project.root))"]
        for workspace in layout.workspaces { lines.append("  workspace \(shown(workspace))") }
        for xcodeProject in layout.xcodeProjects { lines.append("  Xcode project \(shown(xcodeProject))") }
        var classes: [String: [String]] = [:]
        for declared in project.declarations.classes {
            classes[declared.module ?? "", default: []].append(declared.name)
        }
        for module in layout.modules {
            guard module.isResolved else {
                lines.append("  module \(module.name) (\(module.kind.rawValue)): no sources found")
                continue
            }
            let folders = module.folders.isEmpty ? commonFolder(of: module.files).map { [$0] } ?? [] : module.folders
            let place = folders.isEmpty ? "" : " in " + folders.map(shown).joined(separator: ", ")
            let count = module.files.count
            let title =
                module.kind == .givenSources
                ? "--sources"
                : "\(module.name.isEmpty ? "other sources" : "module \(module.name)") (\(module.kind.rawValue))"
            lines.append("  \(title): \(count) file\(count == 1 ? "" : "s")\(place)")
            let names = classes[module.name] ?? []
            if !names.isEmpty { lines.append("    classes: " + names.sorted().joined(separator: ", ")) }
        }
        return lines.map { Printable.visible($0) }
    }

    /// The deepest folder holding every one of `paths`.
    private static func commonFolder(of paths: [String]) -> String? {
        guard var common = paths.first.map(ProjectPath.folder(of:)) else { return nil }
        for path in paths.dropFirst() {
            while !ProjectPath.isInside(path, common) { common = ProjectPath.folder(of: common) }
        }
        return common
    }
}
