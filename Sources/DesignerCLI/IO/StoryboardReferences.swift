import DesignerCore
import Inspectable
import Synchronization

/// Checks the references of storyboards to others (`<viewControllerPlaceholder
/// storyboardName="Settings">`): the storyboard must be in the project, and have the view
/// controller the reference names, or an initial one.
///
/// A storyboard is looked for as Xcode's build finds it in the app's bundle, near the
/// document: in its folder, in `Base.lproj` and the other `.lproj` folders beside or inside
/// it, and then anywhere in the project's folder. Each project folder is searched, and each
/// referenced storyboard read, once per process.
final class StoryboardReferences: Sendable {
    private struct State {
        /// The storyboards of each project folder searched, by name (`Settings`), first path first.
        var storyboards: [String: [String: String]] = [:]
        /// What each storyboard read offers; `nil` for one that is no iOS storyboard.
        var targets: [String: XIBStoryboardChecks.Targets?] = [:]
    }

    private let state = Mutex(State())

    /// The problems of `references`, made by the storyboard at `path` (absolute), in the project
    /// whose folder is `projectRoot`; `shown` gives a path as messages show it.
    func problems(
        of references: [XIBStoryboardChecks.Reference], at path: String, projectRoot: String?,
        shown: (String) -> String
    ) -> [Diagnostic] {
        guard !references.isEmpty else { return [] }
        let folder = FileSystem.split(path).folder
        return references.compactMap { reference in
            let found = storyboard(named: reference.storyboardName, near: folder, projectRoot: projectRoot)
            let targets = found.flatMap(targets(ofStoryboardAt:))
            // A storyboard that cannot be read is reported when it is checked itself.
            if found != nil, targets == nil { return nil }
            return XIBStoryboardChecks.problem(of: reference, in: targets, named: found.map(shown))
        }
    }

    /// The path of the storyboard `name` as a document in `folder` finds it, if any.
    private func storyboard(named name: String, near folder: String, projectRoot: String?) -> String? {
        let file = name + ".storyboard"
        var folders = [folder]
        let (parent, folderName) = FileSystem.split(folder)
        if folderName.hasSuffix(".lproj") { folders += Self.localizationFolders(in: parent) }
        folders += Self.localizationFolders(in: folder)
        for candidate in folders where FileSystem.kind(of: candidate + "/" + file) == .file {
            return candidate + "/" + file
        }
        return projectRoot.flatMap { storyboards(in: $0)[name] }
    }

    /// `Base.lproj` first, then the other `.lproj` folders of `folder`, in order.
    private static func localizationFolders(in folder: String) -> [String] {
        let names = (try? FileSystem.contents(ofDirectory: folder)) ?? []
        let localized = names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
        return (names.contains("Base.lproj") ? ["Base.lproj"] : []).map { folder + "/" + $0 }
            + localized.map { folder + "/" + $0 }
    }

    /// Every storyboard under `root`, by name: the first found in a sorted walk that enters
    /// neither hidden folders, nor linked ones, nor an Xcode project's bundles, nor builds and
    /// downloaded packages (a pod's storyboards, which a reference may name, are searched).
    private func storyboards(in root: String) -> [String: String] {
        if let known = state.withLock({ $0.storyboards[root] }) { return known }
        var found: [String: String] = [:]
        func walk(_ folder: String) {
            for name in (try? FileSystem.contents(ofDirectory: folder)) ?? [] where !name.hasPrefix(".") {
                let path = folder + "/" + name
                switch FileSystem.kind(of: path) {
                case .folder
                where !DocumentSearch.xcodeFolderEndings.contains(where: name.hasSuffix)
                    && (name == "Pods" || !ProjectFolder.skippedFolders.contains(name)):
                    walk(path)
                case .file where name.hasSuffix(".storyboard"):
                    let storyboard = String(name.dropLast(".storyboard".count))
                    if found[storyboard] == nil { found[storyboard] = path }
                default: continue
                }
            }
        }
        walk(root)
        state.withLock { $0.storyboards[root] = found }
        return found
    }

    private func targets(ofStoryboardAt path: String) -> XIBStoryboardChecks.Targets? {
        if let known = state.withLock({ $0.targets[path] }) { return known }
        let targets = (try? FileSystem.read(path)).flatMap {
            XIBStoryboardChecks.targets(of: SourceText(name: path, bytes: $0))
        }
        state.withLock { $0.targets[path] = .some(targets) }
        return targets
    }
}
