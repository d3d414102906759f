/// What an Xcode project (`project.pbxproj`) says of where its code is: its targets with their
/// module names, source files, resources and synchronized folders, the subprojects it
/// references, and the Swift packages its targets use.
///
/// Paths are absolute, resolved from the folder holding the `.xcodeproj` through the groups'
/// paths and each item's `sourceTree` (`<group>`, `SOURCE_ROOT`, `<absolute>`); an item built
/// elsewhere (`BUILT_PRODUCTS_DIR`, `SDKROOT`) has no path here and is left out.
///
///     let project = try XcodeProject.read(text, folder: "/work/App")
///     project.targets.map(\.moduleName)   // ["App", "AppKit"]
package struct XcodeProject: Sendable, Equatable {
    /// A target that builds a module.
    package struct Target: Sendable, Equatable {
        package let name: String
        /// Its module's name: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, where the build settings
        /// write them literally, else the target's name, made an identifier.
        package let moduleName: String
        /// `com.apple.product-type.framework` and the like; empty when not written.
        package let productType: String
        /// The files of its sources build phase (and headers phase).
        package let sourceFiles: [String]
        /// The files of its resources build phase: storyboards and xibs among them.
        package let resourceFiles: [String]
        /// The folders whose every file belongs to it (Xcode 16's synchronized groups).
        package let synchronizedFolders: [String]
        /// The Swift package products it uses, by name.
        let packageProducts: [String]

        /// Whether it builds a framework or a library, rather than an app, an extension or tests.
        package var isLibrary: Bool {
            productType.contains("framework") || productType.contains("library")
        }
    }

    package let targets: [Target]
    /// The `.xcodeproj` folders of the projects it references (`wrapper.pb-project`).
    package let subprojects: [String]
    /// The folders of local Swift packages: `XCLocalSwiftPackageReference`s, and folder
    /// references a package may be (whether one is, only the file system says).
    package let localPackages: [String]
    /// The products of remote Swift packages (`XCRemoteSwiftPackageReference`) its targets use:
    /// modules whose sources are not in the repository.
    package let remoteProducts: [String]

    /// Reads the text of a `project.pbxproj` in the `.xcodeproj` held by `folder`.
    package static func read(_ text: String, folder: String) throws(ProjectFileError) -> XcodeProject {
        let list = try PropertyList.parse(text)
        guard let objects = list["objects"]?.dictionary else {
            throw ProjectFileError(message: "the project has no 'objects'", line: 1, column: 1)
        }
        return XcodeProjectReader(objects: objects, folder: folder, root: list["rootObject"]?.string).project()
    }
}

/// Walks the objects of a project file, from the root object's main group down.
private struct XcodeProjectReader {
    let objects: [String: PropertyList]
    let folder: String
    let root: String?
    /// Each group's or file's parent group, by id.
    private var parents: [String: String] = [:]
    /// The paths found so far, by id: a group's is asked for by each of its files.
    private let known = KnownPaths()

    private final class KnownPaths {
        var paths: [String: String?] = [:]
    }

    init(objects: [String: PropertyList], folder: String, root: String?) {
        self.objects = objects
        self.folder = folder
        self.root = root
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
    }

    private func isa(_ id: String) -> String {
        objects[id]?["isa"]?.string ?? ""
    }

    func project() -> XcodeProject {
        let rootObject = root.flatMap { objects[$0] }
        let targetIDs =
            rootObject?["targets"]?.strings
            ?? objects.keys.filter { isa($0) == "PBXNativeTarget" }.sorted()
        // One pass over the objects, in no order; what is found is put in the order of the ids.
        var subprojects: [(id: String, path: String)] = []
        var localPackages: Set<String> = []
        var remotePackages: Set<String> = []
        var products: [(id: String, package: String, name: String)] = []
        for (id, object) in objects {
            switch object["isa"]?.string {
            case "PBXFileReference":
                let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string ?? ""
                let isSubproject = type == "wrapper.pb-project"
                // A folder (no extension) of a kind a package's folder is given.
                let mayBePackage =
                    ["wrapper", "folder", "text", ""].contains(type) && !(object["path"]?.string ?? ".").contains(".")
                guard isSubproject || mayBePackage, let path = path(of: id) else { continue }
                if isSubproject { subprojects.append((id, path)) } else { localPackages.insert(path) }
            case "XCLocalSwiftPackageReference":
                if let relative = object["relativePath"]?.string {
                    localPackages.insert(ProjectPath.join(folder, relative))
                }
            case "XCRemoteSwiftPackageReference":
                remotePackages.insert(id)
            case "XCSwiftPackageProductDependency":
                if let package = object["package"]?.string, let name = object["productName"]?.string {
                    products.append((id, package, name))
                }
            default: break
            }
        }
        var remoteProducts: [String] = []
        for product in products.sorted(by: { $0.id < $1.id }) where remotePackages.contains(product.package) {
            let name = ProjectPath.moduleName(product.name)
            if !remoteProducts.contains(name) { remoteProducts.append(name) }
        }
        return XcodeProject(
            targets: targetIDs.compactMap(target), subprojects: subprojects.sorted { $0.id < $1.id }.map(\.path),
            localPackages: localPackages.sorted(),
            remoteProducts: remoteProducts)
    }

    private func target(_ id: String) -> XcodeProject.Target? {
        guard let object = objects[id], isa(id) == "PBXNativeTarget", let name = object["name"]?.string else {
            return nil
        }
        var sources: [String] = []
        var resources: [String] = []
        for phase in object["buildPhases"]?.strings ?? [] {
            let kind = isa(phase)
            guard ["PBXSourcesBuildPhase", "PBXHeadersBuildPhase", "PBXResourcesBuildPhase"].contains(kind) else {
                continue
            }
            for buildFile in objects[phase]?["files"]?.strings ?? [] {
                guard let reference = objects[buildFile]?["fileRef"]?.string else { continue }
                let paths = files(of: reference)
                if kind == "PBXResourcesBuildPhase" { resources += paths } else { sources += paths }
            }
        }
        let synchronized = (object["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap(path(of:))
        let products = (object["packageProductDependencies"]?.strings ?? []).compactMap {
            objects[$0]?["productName"]?.string
        }
        return XcodeProject.Target(
            name: name, moduleName: moduleName(of: object, targetName: name),
            productType: object["productType"]?.string ?? "", sourceFiles: sources, resourceFiles: resources,
            synchronizedFolders: synchronized, packageProducts: products.map(ProjectPath.moduleName))
    }

    /// The files a build file's reference stands for: a file, or a variant group's localized files.
    private func files(of reference: String) -> [String] {
        let kind = isa(reference)
        if kind == "PBXVariantGroup" || kind == "XCVersionGroup" {
            return (objects[reference]?["children"]?.strings ?? []).compactMap(path(of:))
        }
        return path(of: reference).map { [$0] } ?? []
    }

    /// The module name the build settings of a target's first configuration give, where they
    /// write one literally; the target's name otherwise.
    private func moduleName(of target: PropertyList, targetName: String) -> String {
        let list = target["buildConfigurationList"]?.string.flatMap { objects[$0] }
        for configuration in list?["buildConfigurations"]?.strings ?? [] {
            let settings = objects[configuration]?["buildSettings"]
            for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
                if let value = settings?[key]?.string, !value.contains("$"), !value.isEmpty {
                    return ProjectPath.moduleName(value)
                }
            }
        }
        return ProjectPath.moduleName(targetName)
    }

    /// The absolute path of a group or file, through its parents' paths; `nil` for one whose
    /// source tree is not the project's folder or the disk.
    func path(of id: String) -> String? {
        var visited: Set<String> = []
        return path(of: id, visited: &visited)
    }

    private func path(of id: String, visited: inout Set<String>) -> String? {
        if let path = known.paths[id] { return path }
        let path = uncachedPath(of: id, visited: &visited)
        known.paths[id] = path
        return path
    }

    private func uncachedPath(of id: String, visited: inout Set<String>) -> String? {
        guard let object = objects[id], visited.insert(id).inserted else { return nil }
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>":
            return own.map(ProjectPath.normalized)
        case "SOURCE_ROOT":
            return ProjectPath.join(folder, own ?? ".")
        case "<group>":
            let base: String
            if let parent = parents[id] {
                guard let parentPath = path(of: parent, visited: &visited) else { return nil }
                base = parentPath
            } else {
                base = folder
            }
            return own.map { ProjectPath.join(base, $0) } ?? base
        default:
            return nil
        }
    }
}
