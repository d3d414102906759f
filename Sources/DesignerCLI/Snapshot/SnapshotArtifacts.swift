import Inspectable
import Synchronization

/// The folder mismatching images and texts are written to, made when the first is written.
final class ArtifactFolder: Sendable {
    /// The folder as given, or `nil` for a new temporary folder.
    private let requested: String?
    private let made = Mutex<Result<String, FileError>?>(nil)

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
            try Self.write(bytes, to: path, settings)
            return Kept(base: base, path: path, line: Self.line("actual", path))
        } catch {
            return Kept(
                base: nil, path: nil,
                line: "  the actual file could not be kept: \(Printable.visible(error.description))")
        }
    }

    /// Writes `artifact` beside the actual file `kept`, as `<base>.<name>.<ext>`: the line of the
    /// failure's details that says where it is, or why it is not; `nil` when the actual file
    /// could not be kept either.
    func keep(_ artifact: SnapshotArtifact, beside kept: Kept, _ settings: SnapshotSettings) -> String? {
        guard let base = kept.base else { return nil }
        let path = base + "." + artifact.name + "." + artifact.fileExtension
        do {
            try Self.write(artifact.bytes(), to: path, settings)
            return Self.line(artifact.name, path)
        } catch {
            return "  \(artifact.description) could not be written to \(Printable.visible(path)): \(error.reason)"
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
