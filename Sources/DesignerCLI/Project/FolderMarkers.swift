import Synchronization

/// The entries of a folder that say whether a project or a repository is there: its Xcode
/// projects and workspaces, its `Package.swift` and its `.git`, found by one listing of it.
///
/// The search for a document's project looks at every folder above it, to the repository's
/// root or the disk's: each is listed once in a process, however many searches pass it.
struct FolderMarkers: Sendable {
    /// The names ending in `.xcodeproj`, sorted.
    var xcodeProjects: [String] = []
    /// The names ending in `.xcworkspace`, sorted.
    var workspaces: [String] = []
    /// Whether it holds a `Package.swift`.
    var hasPackage = false
    /// Whether it holds a `.git`: it is a repository's root.
    var hasRepository = false

    /// Whether it holds a project: a package, or an Xcode project or workspace with a name
    /// before its ending.
    var isProjectRoot: Bool {
        hasPackage || xcodeProjects.contains { $0.utf8.count > 10 } || workspaces.contains { $0.utf8.count > 10 }
    }

    /// The markers of the folder at `path`; none where it cannot be listed.
    static func read(_ path: String) -> FolderMarkers {
        var found = FolderMarkers()
        FileSystem.forEachName(in: path) { name in
            if name.elementsEqual("Package.swift".utf8) {
                found.hasPackage = true
            } else if name.elementsEqual(".git".utf8) {
                found.hasRepository = true
            } else if Self.name(name, endsWith: xcodeProjectEnding) {
                found.xcodeProjects.append(String(decoding: name, as: UTF8.self))
            } else if Self.name(name, endsWith: workspaceEnding) {
                found.workspaces.append(String(decoding: name, as: UTF8.self))
            }
        }
        found.xcodeProjects.sort()
        found.workspaces.sort()
        return found
    }

    private static let xcodeProjectEnding = Array(".xcodeproj".utf8)
    private static let workspaceEnding = Array(".xcworkspace".utf8)

    /// Whether the bytes of `name` end with `ending`'s.
    private static func name(_ name: UnsafeRawBufferPointer, endsWith ending: [UInt8]) -> Bool {
        guard name.count >= ending.count else { return false }
        let start = name.count - ending.count
        for position in ending.indices where name[start + position] != ending[position] { return false }
        return true
    }
}

/// The markers of the folders looked at so far in this process, by path.
final class FolderMarkersCache: Sendable {
    private let known = Mutex<[String: FolderMarkers]>([:])

    init() {}

    /// The markers of the folder at `path`, listed now if it was not before.
    func markers(of path: String) -> FolderMarkers {
        if let markers = known.withLock({ $0[path] }) { return markers }
        let markers = FolderMarkers.read(path)
        known.withLock { $0[path] = markers }
        return markers
    }
}
