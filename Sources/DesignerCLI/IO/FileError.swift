#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation that failed, with the reason the system gave.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    init(_ path: String, errno code: Int32) {
        self.init(path, String(cString: strerror(code)))
    }

    /// `path: error: reason`, as a diagnostic about a file.
    public var description: String { "\(path): error: \(reason)" }
}
