import Foundation
import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system, as the image loader of a test's snapshot reaches it.
struct TestImageFiles: ImageFiles {
    func read(_ path: String) -> Result<[UInt8], ImageFileError> {
        do {
            return .success(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        } catch {
            return .failure(ImageFileError(reason: error.localizedDescription))
        }
    }

    /// The path with its links followed, as `realpath(3)` gives it: the loader keeps images
    /// inside the test's folder by comparing these.
    func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
