import DesignerCore

/// The source files of each module of a project: the files its target lists with the
/// Objective-C headers beside them, and the sources under its folders; the sources of the
/// repository no module claims make the fallback module.
enum ModuleSources {
    /// The files to read, each once, with its module by path (`""` for the fallback module);
    /// `layout`'s modules get the files found for them, and the fallback module is added last.
    static func assign(_ repositorySources: [String], to layout: inout ProjectLayout) -> (
        paths: [String], modules: [String: String], problems: [FileError]
    ) {
        let root = layout.repositoryRoot
        let listed = Set(repositorySources)
        var headers: [String: [String]] = [:]
        for path in repositorySources where path.hasSuffix(".h") {
            headers[ProjectPath.folder(of: path), default: []].append(path)
        }
        var modules: [String: String] = [:]
        var paths: [String] = []
        var problems: [FileError] = []
        func claim(_ path: String, _ module: String) -> Bool {
            guard modules[path] == nil else { return false }
            modules[path] = module
            paths.append(path)
            return true
        }
        for index in layout.modules.indices where layout.modules[index].isResolved {
            let module = layout.modules[index]
            var files: [String] = []
            let named = module.files.filter { listed.contains($0) || FileSystem.kind(of: $0) == .file }
            let besideThem = Set(named.map(ProjectPath.folder(of:))).sorted().flatMap { folder in
                ProjectFolder.isListed(folder, under: root)
                    ? headers[folder] ?? []
                    : ((try? FileSystem.contents(ofDirectory: folder)) ?? []).sorted().filter { $0.hasSuffix(".h") }
                        .map { folder + "/" + $0 }
            }
            for path in named + besideThem where claim(path, module.name) { files.append(path) }
            for folder in module.folders {
                let found: [String]
                if ProjectFolder.isListed(folder, under: root) {
                    found = Array(sources(repositorySources, under: folder))
                } else {
                    let contents = ProjectFolder.contents(under: folder)
                    (found, problems) = (contents.sources, problems + contents.problems)
                }
                for path in found where claim(path, module.name) { files.append(path) }
            }
            layout.modules[index].files = files
        }
        // The fallback module has no name: no `customModule` can name it.
        var fallback: [String] = []
        for path in repositorySources where claim(path, "") { fallback.append(path) }
        if !fallback.isEmpty || layout.modules.isEmpty {
            layout.modules.append(
                ProjectModule(name: "", kind: .repository, isResolved: true, folders: [root], files: fallback))
        }
        return (paths, modules, problems)
    }

    /// The paths of `sorted` that lie under `folder`: one run of them, found by halving.
    private static func sources(_ sorted: [String], under folder: String) -> ArraySlice<String> {
        let prefix = folder + "/"
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sorted.count, sorted[end].hasPrefix(prefix) { end += 1 }
        return sorted[low..<end]
    }

}
