import Synchronization

/// What interrupted writes left beside the documents of one run of a command that reads many
/// documents (`check`, `snapshot`): each folder is listed once, for the temporary files in it,
/// rather than once for every document in it.
final class LeftoverScan: Sendable {
    /// The names of temporary files in each folder listed so far.
    private let temporaryNames = Mutex<[String: [String]]>([:])

    /// What interrupted writes left beside the document at `path` (links followed).
    func leftovers(ofDocument path: String) -> [FileSystem.Leftover] {
        guard let target = try? FileSystem.writeTarget(of: path) else { return [] }
        let folder = FileSystem.split(target).folder
        let names =
            temporaryNames.withLock { $0[folder] }
            ?? {
                let listed = (try? FileSystem.contents(ofDirectory: folder)) ?? []
                let found = listed.filter(TemporaryFile.isTemporaryName)
                temporaryNames.withLock { $0[folder] = found }
                return found
            }()
        guard !names.isEmpty else { return [] }
        return FileSystem.abandonedTemporaryFiles(of: target, among: names, removing: false)
    }
}
