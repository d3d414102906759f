import DesignerCore
import Inspectable
import Synchronization

/// What designer finds in the project around an Interface Builder document: its modules, the
/// classes and `@IBInspectable` properties their Swift and Objective-C sources declare, and the
/// named colors and images of its asset catalogs.
///
/// A project is read once per process, however many of its documents a command reads and in
/// whichever of its folders they are: projects are known by their repository and Xcode projects.
/// What reading its files gives is kept between runs in the project index (`ProjectIndex`).
final class ProjectCache: Sendable {
    /// One project, read.
    struct Project: Sendable {
        /// The folder of its fallback module, the repository's, absolute.
        let root: String
        /// Its modules, each with the source files read for it.
        let layout: ProjectLayout
        /// Its sources, read, and what they declare, scanned when asked.
        let sources: ProjectDeclarations
        /// The named colors, by name.
        let colors: [String: Color]
        /// The file of each named image, absolute, by name.
        let images: [String: String]
        /// How the named images that say so are drawn, by name.
        let renderingIntents: [String: ImageRenderingIntent]
        /// The font files its apps register (`UIAppFonts`), read when a document names a font.
        let fonts: ProjectFonts
        /// The appearance its apps force (`UIUserInterfaceStyle`), with the `Info.plist` that
        /// says so; `nil` where none does, or where two of its apps force different ones.
        let forcedAppearance: (appearance: Appearance, infoPlist: String)?
        /// What could not be read of its project files (`ProjectLayout.problems`).
        let layoutProblems: [Diagnostic]
        /// The folders that could not be listed, and the sources that are no regular files.
        let listingProblems: [FileError]
        /// The asset catalog entries that could not be read.
        let assetProblems: [Diagnostic]

        /// What every source declares.
        var declarations: SourceDeclarations { sources.all.declarations }

        /// What could not be read: project files, folders, sources (every one is read), asset
        /// catalog entries, and declarations in the sources.
        var problems: [Diagnostic] {
            let files = (listingProblems + sources.readProblems).sorted { $0.path < $1.path }
            return layoutProblems + files.map { Diagnostic.unreadable($0.reason, path: $0.path) } + assetProblems
                + declarations.problems
        }

        /// Which modules were read, for the document at `path` (absolute, links resolved).
        func modules(forDocument path: String) -> ModuleScope {
            let resolved = layout.modules.filter { $0.isResolved && !$0.name.isEmpty }.map(\.name)
            let unresolved = layout.modules.filter { !$0.isResolved }.map(\.name)
            return ModuleScope(
                resolved: Set(resolved), unresolved: unresolved, documentModule: layout.module(holding: path))
        }
    }

    /// The project folder of each document folder asked about; `nil` for a folder in no project.
    private let roots = Mutex<[String: String?]>([:])
    private let layouts = Mutex<[String: ProjectLayout]>([:])
    private let xcodeProjects: XcodeProjectCache
    /// What was derived from the project's files in earlier runs.
    private let index: ProjectIndex
    /// What the folders looked at for projects hold.
    private let folders = FolderMarkersCache()
    private let projects = Mutex<[String: Project]>([:])
    /// The registry of each project with its classes, for documents of each of its modules.
    private let registries = Mutex<[String: ComponentRegistry]>([:])
    /// The assets of each project as seen from each folder documents were read in.
    private let assets = Mutex<[String: ProjectAssets]>([:])

    /// Projects read with `index`, none for the default.
    init(index: ProjectIndex = ProjectIndex(folder: nil)) {
        self.index = index
        xcodeProjects = XcodeProjectCache(index: index)
    }

    /// Writes what this process derived from project files to the project index.
    func saveIndex() {
        index.save()
    }

    /// The project whose folder is `root`, read now if it (or another folder of the same
    /// project) was not before; with `given`, the folder `--sources` names, read whole. With
    /// `sources`, the folder `--sources` adds to the project: the sources of modules it lacks
    /// (a remote package checked out elsewhere), read as a module no `customModule` can name.
    func project(at root: String, given: Bool, adding sources: String? = nil, registry: ComponentRegistry)
        -> Project
    {
        var layout = given ? givenLayout(root) : layout(at: root)
        if let sources {
            layout.modules.append(
                ProjectModule(
                    name: ProjectModule.Kind.givenSources.rawValue, kind: .givenSources, isResolved: true,
                    folders: [sources]))
        }
        let identity = (given ? "sources:" : "") + layout.identity + (sources.map { "\n--sources " + $0 } ?? "")
        if let known = projects.withLock({ $0[identity] }) { return known }
        let project = Self.read(layout, registry: registry, index: index)
        projects.withLock { $0[identity] = project }
        return project
    }

    /// The layout of the project whose folder is `root`, found once per folder.
    private func layout(at root: String) -> ProjectLayout {
        if let known = layouts.withLock({ $0[root] }) { return known }
        let found = ProjectDiscovery.layout(ofProjectAt: root, xcodeProjects: xcodeProjects, folders: folders)
        layouts.withLock { $0[root] = found }
        return found
    }

    /// The layout of the folder `--sources` names, read whole.
    private func givenLayout(_ folder: String) -> ProjectLayout {
        let key = "sources:" + folder
        if let known = layouts.withLock({ $0[key] }) { return known }
        let found = ProjectLayout.given(folder)
        layouts.withLock { $0[key] = found }
        return found
    }

    /// The folder of the project of the document at `path`, looked for once per folder of
    /// documents: the nearest folder holding an Xcode project, a workspace or a package (as
    /// `ProjectFolder.root` finds it), or the outermost folder of its repository whose project
    /// takes that one in (as a subproject, a local package or a development pod), so that the
    /// documents of a repository's app and of its libraries share one project, read once.
    func root(ofDocument path: String) -> String? {
        let folder = FileSystem.split(path).folder
        if let known = roots.withLock({ $0[folder] }) { return known }
        guard let nearest = ProjectFolder.root(containing: path, markers: folders.markers(of:)) else {
            // A document that is not there has no project, but another in its folder may have.
            if FileSystem.target(of: path) != nil { roots.withLock { $0[folder] = .some(nil) } }
            return nil
        }
        index.open(forRoot: nearest)
        let found = enclosingRoot(of: nearest)
        roots.withLock { $0[folder] = found }
        return found
    }

    /// The outermost project folder at or above `root`, within its repository (the folder
    /// holding `.git`, when there is one), whose project reads the one at `root`: one that
    /// lists all of its Xcode projects (a workspace, or a project with it as a subproject), or
    /// has modules in it (a local package, a pod).
    private func enclosingRoot(of root: String) -> String {
        let inner = layout(at: root)
        let repository = folders.markers(of: inner.repositoryRoot).hasRepository ? inner.repositoryRoot : nil
        var result = root
        var folder = root
        while folder != repository {
            let parent = ProjectPath.folder(of: folder)
            guard parent != folder, let outer = ProjectFolder.root(containing: parent, markers: folders.markers(of:)),
                repository.map({ ProjectPath.isInside(outer, $0) }) ?? true
            else { break }
            folder = outer
            if Self.layout(layout(at: outer), takesIn: inner, at: root) { result = outer }
        }
        return result
    }

    /// Whether the project `outer` reads the one at `root`, `inner`.
    private static func layout(_ outer: ProjectLayout, takesIn inner: ProjectLayout, at root: String) -> Bool {
        if !inner.xcodeProjects.isEmpty, inner.xcodeProjects.allSatisfy(outer.xcodeProjects.contains) { return true }
        return outer.modules.contains { module in
            module.kind != .repository && module.folders.contains { ProjectPath.isInside($0, root) }
        }
    }

    /// `registry` with the classes of `project`, for the document at `path` (absolute, links
    /// resolved), made once per module documents are in; with `classes`, the custom classes the
    /// document names, from only the sources those classes need (`ProjectDeclarations`).
    func registry(
        of project: Project, forDocument path: String, classes: Set<String>? = nil, from registry: ComponentRegistry
    ) -> ComponentRegistry {
        let modules = project.modules(forDocument: path)
        let names = classes.map { $0.sorted().joined(separator: " ") } ?? "*"
        let key = project.layout.identity + "\n" + (modules.documentModule ?? "") + "\n" + names
        if let known = registries.withLock({ $0[key] }) { return known }
        let scan = classes.map(project.sources.scan(forClasses:)) ?? project.sources.all
        let made = registry.including(
            scan.classes, declaredIn: scan.declarations, runtimeClasses: scan.runtimeClasses, modules: modules)
        registries.withLock { $0[key] = made }
        return made
    }

    /// The named colors and images of `project`, its images relative to `folder` (absolute).
    func assets(of project: Project, from folder: String) -> ProjectAssets {
        let key = project.layout.identity + "\n" + folder
        if let known = assets.withLock({ $0[key] }) { return known }
        var images: [String: String] = [:]
        images.reserveCapacity(project.images.count)
        let relative = RelativePaths(from: folder)
        for (name, path) in project.images { images[name] = relative.path(to: path) }
        let found = ProjectAssets(colors: project.colors, images: images, renderingIntents: project.renderingIntents)
        assets.withLock { $0[key] = found }
        return found
    }

    private static func read(_ found: ProjectLayout, registry: ComponentRegistry, index: ProjectIndex) -> Project {
        let root = found.repositoryRoot
        let contents = ProjectListing.contents(under: root, index: index)
        var layout = found
        let assignment = ModuleSources.assign(contents.sources, to: &layout)
        let sourceFiles = ProjectSourceFiles(paths: assignment.paths, modules: assignment.modules, index: index)
        var problems: [Diagnostic] = []
        var colors: [String: Color] = [:]
        for set in contents.colorSets {
            let name = setName(set)
            guard colors[name] == nil, let read = color(ofSet: set, index: index) else { continue }
            switch read {
            case .success(let color):
                // Xcode's template colorset gives no color until one is chosen: no name in use.
                colors[name] = color
            case .failure(let error):
                problems.append(.unreadable(error.message, path: set + "/Contents.json"))
            }
        }
        var images: [String: String] = [:]
        var renderingIntents: [String: ImageRenderingIntent] = [:]
        for set in contents.imageSets {
            let name = setName(set)
            guard images[name] == nil, let image = image(ofSet: set, index: index) else { continue }
            images[name] = set + "/" + image.file
            renderingIntents[name] = image.renderingIntent
        }
        // An app's bundle takes the loose images of its Xcode project's folders, not a whole
        // repository's (its tests' fixtures, its documentation's pictures).
        let projectFolders = layout.xcodeProjects.map(ProjectPath.folder(of:))
        let bundled = contents.imageFiles.filter { file in projectFolders.contains { ProjectPath.isInside(file, $0) } }
        for (name, file) in Self.looseImages(bundled) where images[name] == nil { images[name] = file }
        let plists = contents.infoPlists.compactMap { plist in
            (try? FileSystem.read(plist, as: .source)).map { (path: plist, bytes: $0) }
        }
        let listed = plists.flatMap { AppFonts.listed(inInfoPlist: $0.bytes) }
        let forced = plists.compactMap { plist in
            AppAppearance.forced(inInfoPlist: plist.bytes).map { (appearance: $0, infoPlist: plist.path) }
        }
        let fonts = ProjectFonts(
            files: AppFonts.registered(contents.fontFiles, listed: listed).map {
                ProjectFonts.File(path: $0, modified: FileSystem.modified($0))
            },
            read: { try? FileSystem.read($0, as: .font) })
        let sources = ProjectDeclarations(
            files: sourceFiles, registry: registry, unreadModules: layout.modules.filter { !$0.isResolved }.map(\.name))
        return Project(
            root: root, layout: layout, sources: sources, colors: colors, images: images,
            renderingIntents: renderingIntents, fonts: fonts,
            forcedAppearance: Set(forced.map(\.appearance)).count == 1 ? forced.first : nil,
            layoutProblems: found.problems, listingProblems: contents.problems + assignment.problems,
            assetProblems: problems)
    }

    /// The color of the color set at `set` (`AssetCatalog.color(contents:name:)`), or why it
    /// cannot be read; `nil` when its `Contents.json` cannot be read.
    private static func color(ofSet set: String, index: ProjectIndex) -> Result<Color?, AssetCatalogError>? {
        let contents = set + "/Contents.json"
        func color() -> Result<Color?, AssetCatalogError>? {
            (try? FileSystem.read(contents, as: .source)).map { AssetCatalog.color(contents: $0, name: contents) }
        }
        var made: Result<Color?, AssetCatalogError>?? = .none
        let kept = index.value(.colorSet, of: contents) {
            let found = color()
            made = .some(found)
            var writer = IndexBytes.Writer()
            writer.append(found != nil)
            return writer.bytes + (found.map(AssetCatalog.indexBytes(ofColor:)) ?? [])
        }
        if case .some(let found) = made { return found }
        guard let isRead = kept.first, isRead <= 1 else { return color() }
        guard isRead == 1 else { return kept.count == 1 ? nil : color() }
        return AssetCatalog.color(indexBytes: Array(kept.dropFirst())) ?? color()
    }

    /// The file of the image set at `set` that `UIImage(named:)` gives, and how the set asks
    /// it to be drawn (`AssetCatalog.image`); `nil` when its `Contents.json` cannot be read or
    /// names none.
    private static func image(
        ofSet set: String, index: ProjectIndex
    ) -> (file: String, renderingIntent: ImageRenderingIntent?)? {
        let contents = set + "/Contents.json"
        func read() -> (file: String, renderingIntent: ImageRenderingIntent?)? {
            (try? FileSystem.read(contents, as: .source)).flatMap { AssetCatalog.image(contents: $0, name: set) }
        }
        var made: (file: String, renderingIntent: ImageRenderingIntent?)?? = .none
        let kept = index.value(.imageSet, of: contents) {
            let found = read()
            made = .some(found)
            var writer = IndexBytes.Writer()
            writer.append(found != nil)
            writer.append(found?.file ?? "")
            writer.append(found?.renderingIntent?.rawValue ?? "")
            return writer.bytes
        }
        if case .some(let found) = made { return found }
        var reader = IndexBytes.Reader(kept)
        guard let hasFile = reader.bool(), let name = reader.string(), let intent = reader.string(), reader.isAtEnd
        else { return read() }
        return hasFile ? (name, ImageRenderingIntent(rawValue: intent)) : nil
    }

    /// The image files outside asset catalogs by the names `UIImage(named:)` finds them by:
    /// `marker.png` and `marker` for `marker@3x.png`, the file without a scale first, then
    /// the smallest scale.
    private static func looseImages(_ files: [String]) -> [(name: String, file: String)] {
        var result: [(name: String, file: String)] = []
        var named: Set<String> = []
        let byScale = files.map { file -> (scale: Int, file: String, base: String, ending: String) in
            let name = FileSystem.split(file).name
            let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) ?? name.endIndex
            var base = String(name[..<dot])
            let ending = String(name[dot...])
            var scale = 1
            for (suffix, factor) in [("@2x", 2), ("@3x", 3)] where base.hasSuffix(suffix) {
                (base, scale) = (String(base.dropLast(3)), factor)
            }
            return (scale, file, base, ending)
        }
        for image in byScale.sorted(by: { ($0.scale, $0.file) < ($1.scale, $1.file) }) {
            let names = [image.base + image.ending] + (image.ending.lowercased() == ".png" ? [image.base] : [])
            for name in names where named.insert(name).inserted { result.append((name, image.file)) }
        }
        return result
    }

    /// `star` for `…/Assets.xcassets/Icons/star.imageset`.
    private static func setName(_ path: String) -> String {
        let name = FileSystem.split(path).name
        return String(name[..<(name.utf8.lastIndex(of: UInt8(ascii: ".")) ?? name.endIndex)])
    }
}
