package import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system, as the image loader reaches it.
package struct SystemImageFiles: ImageFiles {
    package init() {}

    package func read(_ path: String) -> Result<[UInt8], ImageFileError> {
        do {
            return .success(try FileSystem.read(path, as: .image))
        } catch {
            return .failure(ImageFileError(reason: error.reason))
        }
    }

    package func realPath(_ path: String) -> String? {
        FileSystem.realPath(path)
    }
}
