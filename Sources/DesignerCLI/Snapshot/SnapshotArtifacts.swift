import Inspectable
import Rendering
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder mismatching images and texts are written to, made when the first is written.
///
/// A run lists what it wrote there in a file of the folder's (`.designer-artifacts`, or
/// `.designer-artifacts-2of4` for a shard), and the next run deletes those files before it
/// starts, so the folder holds one run's artifacts and never an earlier one's, and nothing
/// else in it is touched.
final class ArtifactFolder: Sendable {
    /// The folder as given, or `nil` for a new temporary folder.
    private let requested: String?
    private let made = Mutex<Result<String, FileError>?>(nil)
    /// The files written, relative to the folder.
    private let written = Mutex<[String]>([])

    init(_ requested: String?) {
        self.requested = requested
    }

    /// The folder, made if it is not there yet.
    func path(resolving resolve: (String) -> String) throws(FileError) -> String {
        let result = made.withLock { made in
            if let made { return made }
            let result: Result<String, FileError>
            do throws(FileError) {
                if let requested {
                    try FileSystem.createFolders(resolve(requested))
                    result = .success(requested)
                } else {
                    result = .success(try FileSystem.temporaryFolder(prefix: "designer-snapshots"))
                }
            } catch {
                result = .failure(error)
            }
            made = result
            return result
        }
        return try result.get()
    }
}

extension ArtifactFolder {
    /// What drawn bytes kept in the artifacts folder became: where they are, or why they are not.
    struct Kept {
        /// The path without `.actual.<ext>`, for other files about the same snapshot.
        let base: String?
        let path: String?
        /// `  actual:    PATH`, or why the file could not be kept.
        let line: String
    }

    /// A line of a failure's details: `  label:    PATH`, the paths lined up.
    static func line(_ label: String, _ path: String) -> String {
        "  \(label):" + String(repeating: " ", count: max(1, 10 - label.count)) + Printable.visible(path)
    }

    /// Writes what was drawn for `snapshot` into the folder, as `<base>.actual.<ext>`.
    func keep(_ bytes: [UInt8], for snapshot: String, fileExtension: String, _ settings: SnapshotSettings) -> Kept {
        do {
            let base = try path(for: snapshot, settings)
            let path = base + ".actual." + fileExtension
            try write(bytes, to: path, settings)
            return Kept(base: base, path: path, line: Self.line("actual", path))
        } catch {
            return Kept(
                base: nil, path: nil,
                line: "  the actual file could not be kept: \(Printable.visible(error.description))")
        }
    }

    /// Writes `artifact` beside the actual file `kept`, as `<base>.<name>.<ext>`: the line of the
    /// failure's details that says where it is, or why it is not, and its path when it was
    /// written; `nil` when the actual file could not be kept either.
    func keep(_ artifact: SnapshotArtifact, beside kept: Kept, _ settings: SnapshotSettings) -> (
        line: String, path: String?
    )? {
        guard let base = kept.base else { return nil }
        let path = base + "." + artifact.name + "." + artifact.fileExtension
        do {
            try write(artifact.bytes(), to: path, settings)
            return (Self.line(artifact.name, path), path)
        } catch {
            return (
                "  \(artifact.description) could not be written to \(Printable.visible(path)): \(error.reason)", nil
            )
        }
    }

    /// Writes a file into the folder: in place of a link, not through it, and never in place of
    /// a document of the run.
    private static func write(_ bytes: [UInt8], to path: String, _ settings: SnapshotSettings) throws(FileError) {
        if let identity = FileSystem.identity(of: settings.resolved(path)), !FileSystem.isLink(settings.resolved(path)),
            settings.documents.contains(identity)
        {
            throw FileError(path, "is a document this run checks; it would be overwritten")
        }
        try FileSystem.writeAtomically(bytes, to: settings.resolved(path), durable: false, followingLinks: false)
    }

    /// Writes a file into the folder and lists it as this run's.
    private func write(_ bytes: [UInt8], to path: String, _ settings: SnapshotSettings) throws(FileError) {
        try Self.write(bytes, to: path, settings)
        if let requested, path.hasPrefix(requested + "/") {
            let relative = String(path.dropFirst(requested.count + 1))
            written.withLock { $0.append(relative) }
        }
    }

    /// Where the actual file of `snapshot` is kept, without its extension: the document's folder
    /// inside this folder, then the snapshot's name.
    private func path(for snapshot: String, _ settings: SnapshotSettings) throws(FileError) -> String {
        let root = try path(resolving: settings.resolved)
        let snapshotsFolder = FileSystem.split(snapshot).folder
        let documentFolder = snapshotsFolder.hasSuffix("__snapshots__") ? String(snapshotsFolder.dropLast(13)) : ""
        let parts = documentFolder.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "__" : String($0) }
        let folder = ([root] + parts).joined(separator: "/")
        try FileSystem.createFolders(settings.resolved(folder))
        var name = FileSystem.split(snapshot).name
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        return folder + "/" + name
    }
}

extension ArtifactFolder {
    /// The name of the list of a run's files: `.designer-artifacts`, or with the shard for one of
    /// several (`.designer-artifacts-2of4`).
    static func listName(shard: (index: Int, count: Int)) -> String {
        ".designer-artifacts" + (shard.count > 1 ? "-\(shard.index + 1)of\(shard.count)" : "")
    }

    /// Deletes what earlier runs listed as theirs (a whole run clears every shard's files; a shard
    /// only its own), and the folders that leaves empty; a file that is no longer a plain file
    /// (a link, a folder) is left where it is.
    func clearEarlierRuns(shard: (index: Int, count: Int), _ settings: SnapshotSettings) {
        guard let requested else { return }
        let root = settings.resolved(requested)
        guard FileSystem.kind(of: root) == .folder, !FileSystem.isLink(root),
            let names = try? FileSystem.contents(ofDirectory: root)
        else { return }
        let own = Self.listName(shard: shard)
        for name in names where name == own || shard.count == 1 && name.hasPrefix(Self.listName(shard: (0, 1)) + "-") {
            let list = root + "/" + name
            guard !FileSystem.isLink(list), let bytes = try? FileSystem.read(list, as: Self.listContents) else {
                continue
            }
            var folders: Set<String> = []
            for entry in bytes.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
                let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
                // Only a path inside the folder, and through no link, is designer's.
                guard !entry.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
                else { continue }
                var folder = root
                var throughLink = false
                for part in parts.dropLast() {
                    folder += "/" + part
                    if FileSystem.isLink(folder) { throughLink = true }
                }
                let file = root + "/" + entry
                guard !throughLink, !FileSystem.isLink(file), FileSystem.kind(of: file) == .file else { continue }
                try? FileSystem.remove(file)
                for count in 1..<parts.count { folders.insert(root + "/" + parts.prefix(count).joined(separator: "/")) }
            }
            try? FileSystem.remove(list)
            // The deepest first; a folder that still holds anything stays.
            for folder in folders.sorted(by: { $0.count > $1.count }) { _ = rmdir(folder) }
        }
    }

    /// Lists this run's files in the folder, for the next run to delete.
    func listWritten(shard: (index: Int, count: Int), _ settings: SnapshotSettings) {
        guard let requested else { return }
        let files = written.withLock { $0 }
        guard !files.isEmpty else { return }
        let bytes: [UInt8] = files.sorted().flatMap { Array($0.utf8) + [0] }
        try? FileSystem.writeAtomically(
            bytes, to: settings.resolved(requested + "/" + Self.listName(shard: shard)), durable: false,
            followingLinks: false)
    }

    /// What the list is, for messages, and the most it may hold.
    static let listContents = FileSystem.Contents(noun: "a list of artifacts", limit: 64 << 20)
}
