import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rule for every file a command writes besides the document it edits (a rendering, a
/// report, a picture for `watch`): it never takes the place of a document the command reads, nor
/// of a snapshot, however its path is spelled or linked.
enum OutputFile {
    /// What an output must not be.
    struct Protected {
        /// The documents the command reads: where they are as seen from the working directory,
        /// and their names as the user wrote them; `-` is standard input.
        var documents: [(path: String, name: String)]
        /// Whether files in `__snapshots__` folders are protected too: only recording writes there.
        var snapshots = true
    }

    /// Why `output` (as seen from the working directory) may not be written, if it may not; a
    /// phrase to follow the option and the path: "is the document itself; it would be overwritten".
    static func problem(_ output: String, _ protected: Protected) -> String? {
        let written = FileSystem.identity(of: output)
        if let written,
            let document = protected.documents.first(where: { document in
                (document.name == "-" ? FileSystem.identity(ofDescriptor: 0) : FileSystem.identity(of: document.path))
                    == written
            })
        {
            let what =
                protected.documents.count == 1
                ? (document.name == "-" ? "the document read from standard input" : "the document itself")
                : "the document \(Printable.quoted(document.name))"
            return "is \(what); it would be overwritten"
        }
        // Where a write lands: through the output's links, to a file that may not exist yet.
        let target = (try? FileSystem.writeTarget(of: output)) ?? output
        if protected.snapshots, isInSnapshotsFolder(output) || isInSnapshotsFolder(target) {
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
