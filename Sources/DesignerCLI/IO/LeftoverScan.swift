import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What interrupted writes left beside the documents of one run of a command that reads many
/// documents (`check`, `snapshot`): a folder is listed once for the temporary files in it, and
/// again only when it has changed since (its modification time moved), rather than once for
/// every document in it.
final class LeftoverScan: Sendable {
    /// A folder's temporary files, and the folder's modification time when it was listed.
    private struct Listing {
        let modified: timespec
        let names: [String]
    }

    private let listings = Mutex<[String: Listing]>([:])

    /// What interrupted writes left beside the document at `path` (links followed).
    func leftovers(ofDocument path: String) -> [FileSystem.Leftover] {
        guard let target = try? FileSystem.writeTarget(of: path) else { return [] }
        let folder = FileSystem.split(target).folder
        var info = stat()
        guard stat(folder, &info) == 0 else { return [] }
        let modified = info.st_mtim
        let names: [String]
        if let listing = listings.withLock({ $0[folder] }), listing.modified.tv_sec == modified.tv_sec,
            listing.modified.tv_nsec == modified.tv_nsec
        {
            names = listing.names
        } else {
            let listed = (try? FileSystem.contents(ofDirectory: folder)) ?? []
            names = listed.filter(TemporaryFile.isTemporaryName)
            listings.withLock { $0[folder] = Listing(modified: modified, names: names) }
        }
        guard !names.isEmpty else { return [] }
        return FileSystem.abandonedTemporaryFiles(of: target, among: names, removing: false)
    }
}
