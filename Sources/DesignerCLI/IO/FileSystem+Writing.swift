import Inspectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing files and making folders, with POSIX calls: a write goes where a symbolic link
/// leads, retries after interruptions and is flushed to disk.
extension FileSystem {
    /// Writes a new file, failing if one exists already. A symbolic link to a file that does not
    /// exist yet is followed, and the file made where it points.
    static func create(_ bytes: [UInt8], at path: String) throws(FileError) {
        let target = try writeTarget(of: path)
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(path, errno: errno) }
        let failure =
            writeAll(bytes, to: descriptor, path: path)
            ?? (fsync(descriptor) == 0 ? nil : FileError(path, errno: errno))
        close(descriptor)
        if let failure {
            unlink(target)
            throw failure
        }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) -> FileError? {
        let code = bytes.withUnsafeBytes { write($0, to: descriptor) }
        return code == 0 ? nil : FileError(path, errno: code)
    }

    /// Writes all of `bytes`, retrying after interruptions; 0, or the `errno` of the failure.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, base + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return 0
    }

    /// The path a write to `path` goes to: where its symbolic links lead, even to a file that does
    /// not exist yet, so that a link stays a link.
    static func writeTarget(of path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw FileError(path, errno: errno) }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : split(current).folder + "/" + link
        }
        throw FileError(path, errno: ELOOP)
    }

    /// Adds `bytes` to the end of the file at `path`, making it if it is missing; anything but a
    /// regular file is refused.
    static func append(_ bytes: [UInt8], to path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o666)
        guard descriptor >= 0 else { throw FileError(path, errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path, errno: errno) }
        if info.st_mode & S_IFMT != S_IFREG { throw FileError(path, "is \(specialKind(info.st_mode)), not a file") }
        if let failure = writeAll(bytes, to: descriptor, path: path) { throw failure }
    }

    /// Makes the folder at `path` and any folders above it that are missing.
    static func createFolders(_ path: String) throws(FileError) {
        if kind(of: path) == .folder || path.isEmpty { return }
        let parent = split(path).folder
        if parent != path, parent != "." { try createFolders(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw FileError(path, errno: errno) }
    }

    /// Why a file (or a folder) cannot be made at `path`, seen from `workingDirectory`, if it
    /// cannot: what is there already is of the other kind, a folder above it is a file, or that
    /// folder may not be written. Folders are named as `path` names them, quoted.
    static func problemCreating(_ path: String, folder: Bool, from workingDirectory: String? = nil) -> String? {
        func kind(_ path: String) -> Kind { Self.kind(of: Self.path(path, from: workingDirectory)) }
        switch kind(path) {
        case .folder, .linkToFolder: return folder ? nil : "it is a folder"
        case .file: return folder ? "it is a file, not a folder" : nil
        case .special(let what): return "it is \(what)"
        case .missing: break
        }
        var above = split(path).folder
        while kind(above) == .missing, above != "/", above != "." { above = split(above).folder }
        switch kind(above) {
        case .folder, .linkToFolder:
            return access(Self.path(above, from: workingDirectory), W_OK) == 0
                ? nil : "cannot write in \(Printable.quoted(above)): \(String(cString: strerror(errno)))"
        default: return "\(Printable.quoted(above)) is not a folder"
        }
    }
}

/// `write(2)`, by a name the methods called `write` do not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}
