import DesignerCore
import Graphics

/// The folder of a project, found from a document in it, and the Swift and Objective-C files it
/// holds, for `SourceDeclarations.scan`.
///
///     if let root = ProjectFolder.root(containing: "App/Base.lproj/Main.storyboard") {
///         let (files, problems) = ProjectFolder.sources(under: root)
///         let declarations = SourceDeclarations.scan(files)
///     }
enum ProjectFolder {
    /// Folders never searched for sources or images, as they hold builds, other people's code or
    /// designer's snapshots; hidden folders (`.git`, `.swiftpm`) are skipped too.
    static let skippedFolders: Set<String> = [
        ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "__snapshots__",
    ]

    /// The system's folders, which a link in a project is not followed into.
    static let systemFolders = [
        "/bin", "/boot", "/dev", "/etc", "/lib", "/lib64", "/proc", "/run", "/sbin", "/sys", "/usr",
    ]

    /// The endings of the files read as sources.
    static let sourceExtensions: Set<Substring> = ["swift", "m", "h", "mm"]

    /// The nearest folder at or above the document's folder that holds an `.xcodeproj`, an
    /// `.xcworkspace` or a `Package.swift`, as an absolute path with links resolved; `nil` when
    /// there is none, or no document at `documentPath`. A folder given as the document is where
    /// the search starts. `markers` lists a folder (`FolderMarkersCache` lists each once).
    static func root(
        containing documentPath: String, markers: (String) -> FolderMarkers = FolderMarkers.read
    ) -> String? {
        guard let document = FileSystem.target(of: documentPath) else { return nil }
        var folder = FileSystem.kind(of: document) == .folder ? document : FileSystem.split(document).folder
        while true {
            if markers(folder).isProjectRoot { return folder }
            let parent = FileSystem.split(folder).folder
            if parent == folder { return nil }
            folder = parent
        }
    }

    /// The paths of the `.swift`, `.m`, `.h` and `.mm` files under `folder`, sorted, each spelled
    /// from `folder` as given; and the folders that could not be listed, and the sources that are
    /// no regular files (a named pipe, a device), as problems.
    ///
    /// Hidden files and folders and `skippedFolders` are left out. Links are followed, but not to
    /// a folder above the project or to the system's folders, and no folder is searched twice.
    static func sourcePaths(under folder: String) -> (paths: [String], problems: [FileError]) {
        let found = contents(under: folder)
        return (found.sources, found.problems)
    }

    /// What a project folder holds for designer: its sources, and the color and image sets of
    /// its asset catalogs, each list sorted.
    struct Contents {
        var sources: [String] = []
        /// The `.colorset` folders.
        var colorSets: [String] = []
        /// The `.imageset` folders.
        var imageSets: [String] = []
        /// The image files outside asset catalogs (`marker@2x.png`), which a bundle holds as they are.
        var imageFiles: [String] = []
        /// The font files (`.ttf`, `.otf`, `.ttc`) and the apps' `Info.plist` files, which say
        /// which fonts each app registers.
        var fontFiles: [String] = []
        var infoPlists: [String] = []
        var problems: [FileError] = []
        /// Whether the folders' entries alone tell all of it: no entry was looked at past its
        /// folder's (a link, or a file system whose entries do not say what they are).
        var isFromEntriesAlone = true
    }

    /// The sources and asset sets under `folder`, found as `sourcePaths` says; `willList` is
    /// told of each folder before it is listed.
    static func contents(under folder: String, willList: (String) -> Void = { _ in }) -> Contents {
        var found = Contents()
        // A link to a folder holding the project (`/`, the home folder) or to the system's own
        // folders would have the whole disk searched: it is not followed. Others are, as a folder
        // of shared code linked into the project.
        let root = FileSystem.realPath(folder) ?? folder
        func isFollowed(_ link: String) -> Bool {
            guard let target = FileSystem.realPath(link) else { return false }
            let holdsRoot = target == "/" || root == target || root.hasPrefix(target + "/")
            let isSystem = systemFolders.contains { target == $0 || target.hasPrefix($0 + "/") }
            return !holdsRoot && !isSystem
        }
        var searched: Set<[UInt64]> = []
        var pending = [folder]
        // Linked folders are searched last, so that a folder reached both ways (as a package's
        // `Sources` linking to the real folders) is listed by its own path, once.
        var pendingLinks: [String] = []
        while let current = pending.popLast() ?? pendingLinks.popLast() {
            let listing: FileSystem.Listing
            willList(current)
            do {
                listing = try FileSystem.listing(of: current)
            } catch {
                // A folder that is not there (a link to nowhere) is no problem; one that is, once.
                if let identity = FileSystem.identity(of: current), searched.insert(identity).inserted {
                    found.problems.append(error)
                }
                continue
            }
            guard searched.insert(listing.identity).inserted else { continue }
            for (name, listedKind) in listing.entries where !name.hasPrefix(".") {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                // The folder's entry tells a file and a folder apart; a link is looked at.
                let kind = listedKind ?? FileSystem.kind(of: path)
                if listedKind == nil { found.isFromEntriesAlone = false }
                switch kind {
                case .linkToFolder where !isFollowed(path):
                    continue
                case .folder, .linkToFolder:
                    if name.hasSuffix(".colorset") {
                        found.colorSets.append(path)
                    } else if name.hasSuffix(".imageset") {
                        found.imageSets.append(path)
                    } else if !skippedFolders.contains(name) {
                        if kind == .linkToFolder {
                            pendingLinks.append(path)
                        } else {
                            pending.append(path)
                        }
                    }
                case .file where isSource(name):
                    // A link to a source listed by its own path (as a package's `Sources` may
                    // link to each file) would have it read twice.
                    if listedKind == nil, FileSystem.isLink(path), let target = FileSystem.realPath(path),
                        isListed(ProjectPath.folder(of: target), under: root)
                    {
                        continue
                    }
                    found.sources.append(path)
                case .file where isImage(name):
                    found.imageFiles.append(path)
                case .file where ProjectFonts.isFontFile(name):
                    found.fontFiles.append(path)
                case .file where isInfoPropertyList(name):
                    found.infoPlists.append(path)
                case .special(let what) where isSource(name):
                    found.problems.append(FileError(path, "is \(what), not a source file"))
                default:
                    break
                }
            }
        }
        found.sources.sort()
        found.colorSets.sort()
        found.imageSets.sort()
        found.imageFiles.sort()
        found.fontFiles.sort()
        found.infoPlists.sort()
        found.problems.sort { $0.path < $1.path }
        return found
    }

    /// Whether the search of the folder `root` (links resolved) lists the files of `folder` by
    /// their own paths: it is `root` or lies inside, in no hidden or skipped folder.
    static func isListed(_ folder: String, under root: String) -> Bool {
        guard ProjectPath.isInside(folder, root) else { return false }
        // The folders below `root`, by their bytes where they are ASCII, one character a byte.
        guard folder.utf8.allSatisfy({ $0 < 0x80 }), folder.utf8.starts(with: root.utf8) else {
            return !folder.dropFirst(root.count).split(separator: "/").contains {
                $0.hasPrefix(".") || skippedFolders.contains(String($0))
            }
        }
        return !folder.utf8.dropFirst(root.utf8.count).split(separator: UInt8(ascii: "/")).contains {
            $0.first == UInt8(ascii: ".") || skippedFolders.contains(String(decoding: $0, as: UTF8.self))
        }
    }

    /// The source files under `folder` (as `sourcePaths` finds them), read; those that cannot be
    /// read are problems, with the folders that could not be listed.
    static func sources(under folder: String) -> (files: [SourceFile], problems: [FileError]) {
        let (paths, listingProblems) = sourcePaths(under: folder)
        return read(paths, problems: listingProblems)
    }

    /// The source files at `paths`, read; those that cannot be read are added to `problems`.
    static func read(_ paths: [String], problems listingProblems: [FileError]) -> (
        files: [SourceFile], problems: [FileError]
    ) {
        var problems = listingProblems
        var files: [SourceFile] = []
        files.reserveCapacity(paths.count)
        for path in paths {
            do {
                files.append(SourceFile(path: path, bytes: try FileSystem.read(path, as: .source)))
            } catch {
                problems.append(error)
            }
        }
        return (files, problems.sorted { $0.path < $1.path })
    }

    /// The endings of the image files a bundle may hold outside asset catalogs.
    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf"]

    private static func isImage(_ name: String) -> Bool {
        guard let ending = ending(of: name) else { return false }
        return imageExtensions.contains(ending.lowercased())
    }

    /// Whether a file of this name is an app's information property list, as Xcode names them:
    /// `Info.plist`, `App-Info.plist`, or for one app of several platforms `Info-iOS.plist`.
    private static func isInfoPropertyList(_ name: String) -> Bool {
        name.hasSuffix("Info.plist") || (name.hasPrefix("Info") && name.hasSuffix(".plist"))
    }

    /// Whether a file of this name (or path) is a Swift or Objective-C source.
    static func isSource(_ name: String) -> Bool {
        guard let ending = ending(of: name) else { return false }
        return sourceExtensions.contains(ending)
    }

    /// What follows the last `.` of a name or path, found among its bytes; `nil` when it has
    /// none but at its start.
    private static func ending(of name: String) -> Substring? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        return name[name.utf8.index(after: dot)...]
    }
}

extension FileSystem.Contents {
    /// A Swift or Objective-C file: 64 MiB at the most, far more than any source file holds.
    static let source = FileSystem.Contents(noun: "a source file", limit: 64 << 20)
}
