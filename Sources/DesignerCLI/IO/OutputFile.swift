/// The rule for every file a command writes besides the document it edits (a rendering, a
/// report): it never takes the place of what the command reads or of a snapshot.
enum OutputFile {
    /// What an output must not be.
    struct Protected {
        /// The documents the command reads: where they are as seen from the working directory,
        /// and their names as the user wrote them.
        var documents: [(path: String, name: String)]
        /// Whether files in `__snapshots__` folders are protected too: only recording writes there.
        var snapshots: Bool
    }

    /// Why `output` (as seen from the working directory) may not be written, if it may not; a
    /// phrase to follow the option and the path: "is the document itself; it would be overwritten".
    static func problem(_ output: String, _ protected: Protected) -> String? {
        if let document = protected.documents.first(where: { FileSystem.isSameFile(output, $0.path) }) {
            let what = protected.documents.count == 1 ? "the document itself" : "the document \(document.name)"
            return "is \(what); it would be overwritten"
        }
        if protected.snapshots, isInSnapshotsFolder(output) {
            return "is in a __snapshots__ folder, which holds the snapshots alone; it could overwrite one"
        }
        return nil
    }

    /// Whether `path`, or the folder it is in once links are followed, lies in a `__snapshots__` folder.
    static func isInSnapshotsFolder(_ path: String) -> Bool {
        func named(_ path: String) -> Bool { path.split(separator: "/").dropLast().contains("__snapshots__") }
        if named(path) { return true }
        // The nearest folder above it that exists, with its links followed.
        var folder = FileSystem.split(path).folder
        var rest = [FileSystem.split(path).name]
        while FileSystem.target(of: folder) == nil, folder != "/", folder != "." {
            rest.insert(FileSystem.split(folder).name, at: 0)
            folder = FileSystem.split(folder).folder
        }
        guard let real = FileSystem.target(of: folder) else { return false }
        return named(([real] + rest).joined(separator: "/"))
    }
}
