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
