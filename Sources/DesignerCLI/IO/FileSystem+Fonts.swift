#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem.Contents {
    /// A font file: 64 MiB at the most, more than the largest font collections hold.
    static let font = FileSystem.Contents(noun: "a font file", limit: 64 << 20)
}

extension FileSystem {
    /// When the file at `path` was last modified, in seconds since 1970; 0 when it cannot be
    /// told. With the path, it says whether a file read earlier in the process is the same.
    static func modified(_ path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        #if canImport(Darwin)
            return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
            return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
    }
}
