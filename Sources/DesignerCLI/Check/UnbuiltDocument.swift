import DesignerCore
import Inspectable

/// An Interface Builder document its project's Xcode projects build in no target: left in the
/// repository after its last use (duckduckgo's `Main.storyboard`, whose controller's outlets
/// moved elsewhere long ago). The app never loads it, so what would stop the app on loading it
/// is no launch crash: `check` reports those findings as notes, and says once why.
enum UnbuiltDocument {
    /// The rules whose findings stop the app when it loads the document.
    static let launchRules: Set<Diagnostic.Rule> = [.missingOutlet, .missingAction, .unknownKeyPath, .unknownClass]

    /// The `.xcodeproj` folders of `project`, if the document at `path` (absolute, links
    /// resolved) is in none of their targets: no target lists it as a resource, holds it in a
    /// synchronized folder, and no package or pod holds it, while targets do list documents (a
    /// project file that lists none says nothing of any). `nil` when a target builds it, or when
    /// no Xcode project says.
    static func projects(notBuilding path: String, in project: ProjectCache.Project) -> [String]? {
        let layout = project.layout
        guard !layout.xcodeProjects.isEmpty, !layout.documentModules.isEmpty || !layout.documentFolders.isEmpty,
            layout.module(holding: path) == nil
        else { return nil }
        // Xcode builds on a disk that ignores case: `other.storyboard` in the project is `Other.storyboard`.
        let folded = path.lowercased()
        if layout.documentModules.keys.contains(where: { $0.lowercased() == folded }) { return nil }
        let heldByModule = layout.modules.contains { module in
            module.kind != .repository && module.kind != .givenSources
                && module.folders.contains { ProjectPath.isInside(path, $0) }
        }
        return heldByModule || isInPackageOrPod(path, below: project.root) ? nil : layout.xcodeProjects
    }

    /// Whether a folder around `path`, up to `root`, is a Swift package's or a pod's (it holds a
    /// `Package.swift` or a `.podspec`): their resources are listed in ways a project file does
    /// not show, so their documents are left as built.
    private static func isInPackageOrPod(_ path: String, below root: String) -> Bool {
        var folder = ProjectPath.folder(of: path)
        while ProjectPath.isInside(folder, root) {
            let names = (try? FileSystem.contents(ofDirectory: folder)) ?? []
            if names.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".podspec") }) { return true }
            guard folder != root, folder != "/" else { break }
            folder = ProjectPath.folder(of: folder)
        }
        return false
    }

    /// `reports` of the document at `path` (shown as `shown`), as `configuration` has made them,
    /// with the launch rules' findings made notes and a note saying why first (as the
    /// configuration has it), if no target of its project builds it.
    static func adjusted(
        _ reports: [CheckCommand.Report], path: String, shown: String, project: ProjectCache.Project?,
        configuration: CheckConfiguration
    ) -> [CheckCommand.Report] {
        guard let project, let xcodeProjects = projects(notBuilding: path, in: project) else { return reports }
        let names = xcodeProjects.map { Printable.quoted(String($0.split(separator: "/").last ?? "")) }
            .joined(separator: ", ")
        var adjusted = reports
        var downgraded = 0
        for index in adjusted.indices
        where adjusted[index].diagnostic != .note && adjusted[index].rule.map(launchRules.contains) == true {
            adjusted[index].diagnostic = .note
            downgraded += 1
        }
        let note = CheckCommand.Report(
            path: shown, location: nil, diagnostic: .note,
            message:
                "no target of \(names) builds this document (it is in no target's resources), so the app never loads it"
                + (downgraded > 0 ? "; what would stop the app on loading it is a note (\(downgraded))" : ""),
            rule: .unbuiltDocument)
        return (configuration.applied(to: note).map { [$0] } ?? []) + adjusted
    }
}

extension Diagnostic.Rule {
    /// An Interface Builder document no target of its project builds.
    static let unbuiltDocument = Diagnostic.Rule(
        "unbuilt-document", .note,
        "An Interface Builder document no target of its Xcode projects builds: what would stop the app on loading it is a note."
    )
}
