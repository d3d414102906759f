import DesignerCore
import Inspectable

/// Finds a project's modules from its folder as Xcode would build them: the Xcode projects in
/// the folder and the workspaces that list them (in it or above it), their subprojects, the
/// local Swift packages they and the folder's own `Package.swift` use, and the Podfile's
/// development and checked-in pods. Remote packages and pods not in the repository are
/// modules without sources.
struct ProjectDiscovery {
    private let xcodeProjects: XcodeProjectCache
    private var modules: [ProjectModule] = []
    private var projects: Set<String> = []
    /// The projects whose files could be read, of those.
    private var readProjects: [String] = []
    private var workspaces: Set<String> = []
    private var packages: Set<String> = []
    private var podfiles: Set<String> = []
    private var documentModules: [String: String] = [:]
    private var documentFolders: [(folder: String, module: String)] = []
    private var problems: [Diagnostic] = []

    /// The layout of the project whose folder is `root` (absolute, links resolved); `folders`
    /// tells what the folders up to its repository's root hold.
    static func layout(
        ofProjectAt root: String, xcodeProjects: XcodeProjectCache, folders: FolderMarkersCache
    ) -> ProjectLayout {
        var discovery = ProjectDiscovery(xcodeProjects: xcodeProjects)
        let markers = folders.markers(of: root)
        for name in markers.xcodeProjects {
            discovery.addProject(root + "/" + name, isSubproject: false)
        }
        for name in markers.workspaces {
            discovery.addWorkspace(root + "/" + name, onlyIfListing: false)
        }
        if markers.hasPackage { discovery.addPackage(root) }
        var repository = markers.hasRepository ? root : nil
        var outermost = root
        var folder = root
        // Up to the repository's root: the workspaces that list one of the projects (an app
        // beside its framework, both in the repository's workspace).
        while repository == nil {
            let parent = ProjectPath.folder(of: folder)
            guard parent != folder else { break }
            folder = parent
            let above = folders.markers(of: folder)
            for name in above.workspaces where !discovery.projects.isEmpty {
                if discovery.addWorkspace(folder + "/" + name, onlyIfListing: true) { outermost = folder }
            }
            if above.hasRepository { repository = folder }
        }
        for podfileFolder in [root] + discovery.projects.sorted().map(ProjectPath.folder(of:)) {
            discovery.addPods(podfileFolder)
        }
        // A module is read only within the repository (or, outside one, the folder holding the
        // outermost project's): a path in a manifest or Podfile cannot have the disk searched.
        discovery.bound(within: repository ?? ProjectPath.folder(of: outermost))
        return ProjectLayout(
            repositoryRoot: repository ?? outermost, xcodeProjects: discovery.readProjects.sorted(),
            workspaces: discovery.workspaces.sorted(), modules: discovery.modules,
            documentModules: discovery.documentModules, documentFolders: discovery.documentFolders,
            problems: discovery.problems)
    }

    /// Leaves out the folders and files of modules outside `folder`, saying so, and takes a
    /// module none of whose folders is there (a pod's `:path` to nowhere, a submodule not
    /// checked out) for one whose sources were not found.
    private mutating func bound(within folder: String) {
        for index in modules.indices where modules[index].isResolved && modules[index].kind != .repository {
            let module = modules[index]
            let outside =
                module.folders.filter { !ProjectPath.isInside($0, folder) }
                + module.files.filter { !ProjectPath.isInside($0, folder) }
            if let first = outside.first {
                problems.append(
                    .unreadable(
                        "module \(Printable.quoted(module.name))'s sources lie outside the project's repository (\(folder)); designer does not read them",
                        path: first))
                modules[index].folders.removeAll { !ProjectPath.isInside($0, folder) }
                modules[index].files.removeAll { !ProjectPath.isInside($0, folder) }
            }
            let present = modules[index].folders.contains {
                let kind = FileSystem.kind(of: $0)
                return kind == .folder || kind == .linkToFolder
            }
            if !present, modules[index].files.isEmpty, !modules[index].folders.isEmpty || !outside.isEmpty {
                modules[index].isResolved = false
            }
        }
    }

    /// Adds a module, or what it adds to a module of the same name: a module with sources
    /// takes the place of one without.
    private mutating func add(_ module: ProjectModule) {
        guard let index = modules.firstIndex(where: { $0.name == module.name }) else {
            modules.append(module)
            return
        }
        if !modules[index].isResolved {
            if module.isResolved { modules[index] = module }
            return
        }
        guard module.isResolved else { return }
        modules[index].folders += module.folders.filter { !modules[index].folders.contains($0) }
        modules[index].files += module.files
    }

    private mutating func problem(_ path: String, _ error: ProjectFileError) {
        problems.append(
            .unreadable(
                "designer cannot read this project file: \(error.message)", path: path, line: error.line,
                column: error.column))
    }

    private func text(_ path: String) -> String? {
        guard FileSystem.kind(of: path) == .file, let bytes = try? FileSystem.read(path, as: .source) else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func addProject(_ path: String, isSubproject: Bool) {
        guard projects.insert(path).inserted else { return }
        guard let read = xcodeProjects.project(at: path) else {
            // A subproject not there (a git submodule not checked out): its classes are of a
            // module designer has no sources of, named as its project is, as its target usually is.
            if isSubproject {
                let name = ProjectPath.moduleName(String(FileSystem.split(path).name.dropLast(".xcodeproj".count)))
                add(ProjectModule(name: name, kind: .subprojectTarget, isResolved: false))
            }
            return
        }
        let project: XcodeProject
        do {
            project = try read.get()
        } catch {
            problem(path + "/project.pbxproj", error)
            return
        }
        readProjects.append(path)
        let isPods = path.hasSuffix("/Pods/Pods.xcodeproj")
        for target in project.targets {
            // A test target's helpers may have storyboards of their own, naming its classes.
            let isTest = target.productType.contains("unit-test") || target.productType.contains("ui-testing")
            let kind: ProjectModule.Kind =
                isPods
                ? .checkedInPod
                : isTest
                    ? .testTarget
                    : isSubproject ? .subprojectTarget : target.isLibrary ? .frameworkTarget : .appTarget
            add(
                ProjectModule(
                    name: target.moduleName, kind: kind, isResolved: true, folders: target.synchronizedFolders,
                    files: target.sourceFiles.filter(ProjectFolder.isSource)))
            for resource in target.resourceFiles where ProjectLookup.isInterfaceBuilderDocument(resource) {
                if documentModules[resource] == nil { documentModules[resource] = target.moduleName }
            }
            documentFolders += target.synchronizedFolders.map { ($0, target.moduleName) }
        }
        for subproject in project.subprojects { addProject(subproject, isSubproject: true) }
        for package in project.localPackages { addPackage(package) }
        for product in project.remoteProducts {
            add(ProjectModule(name: product, kind: .remotePackage, isResolved: false))
        }
    }

    /// Adds the projects of a workspace; with `onlyIfListing`, only if it lists a project
    /// already found. Whether it was added.
    @discardableResult
    private mutating func addWorkspace(_ path: String, onlyIfListing: Bool) -> Bool {
        guard !workspaces.contains(path), let text = text(path + "/contents.xcworkspacedata") else { return false }
        let listed: [String]
        do {
            listed = try XcodeWorkspace.projects(in: text, workspace: path)
        } catch {
            problem(path + "/contents.xcworkspacedata", error)
            return false
        }
        guard !onlyIfListing || listed.contains(where: projects.contains) else { return false }
        workspaces.insert(path)
        for project in listed { addProject(project, isSubproject: false) }
        return true
    }

    private mutating func addPackage(_ folder: String) {
        guard packages.insert(folder).inserted, let text = text(folder + "/Package.swift") else { return }
        let manifest = PackageManifest.read(text, folder: folder)
        for target in manifest.targets {
            add(ProjectModule(name: target.name, kind: .localPackageTarget, isResolved: true, folders: [target.folder]))
            documentFolders.append((target.folder, target.name))
        }
        for package in manifest.localPackages { addPackage(package) }
        for product in manifest.remoteProducts {
            add(ProjectModule(name: product, kind: .remotePackage, isResolved: false))
        }
    }

    private mutating func addPods(_ folder: String) {
        guard podfiles.insert(folder).inserted, let text = text(folder + "/Podfile") else { return }
        for pod in CocoaPodsFiles.pods(inPodfile: text) {
            if let path = pod.path {
                addDevelopmentPod(pod.name, folder: ProjectPath.join(folder, path))
            } else if FileSystem.kind(of: folder + "/Pods/" + pod.name) == .folder {
                add(
                    ProjectModule(
                        name: ProjectPath.moduleName(pod.name), kind: .checkedInPod, isResolved: true,
                        folders: [folder + "/Pods/" + pod.name]))
            } else {
                add(ProjectModule(name: ProjectPath.moduleName(pod.name), kind: .remotePod, isResolved: false))
            }
        }
    }

    /// A pod at `folder`: the source files its podspec names, else the whole folder.
    private mutating func addDevelopmentPod(_ name: String, folder: String) {
        let names = (try? FileSystem.contents(ofDirectory: folder)) ?? []
        let specName =
            names.contains(name + ".podspec") ? name + ".podspec" : names.sorted().first { $0.hasSuffix(".podspec") }
        guard let specName, let text = text(folder + "/" + specName), let spec = CocoaPodsFiles.spec(text),
            !spec.sourcePatterns.isEmpty
        else {
            add(
                ProjectModule(
                    name: ProjectPath.moduleName(name), kind: .developmentPod, isResolved: true, folders: [folder]))
            return
        }
        var folders: [String] = []
        var files: [String] = []
        for pattern in spec.sourcePatterns {
            let base = ProjectPath.join(folder, CocoaPodsFiles.base(ofPattern: pattern))
            switch FileSystem.kind(of: base) {
            case .folder, .linkToFolder: if !folders.contains(base) { folders.append(base) }
            case .file: files.append(base)
            default: break
            }
        }
        add(
            ProjectModule(
                name: spec.moduleName, kind: .developmentPod, isResolved: true, folders: folders, files: files))
    }
}
