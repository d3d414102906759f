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

/// Reading, locking and atomically replacing files with POSIX calls.
enum FileSystem {
    /// The largest document `designer` reads.
    static let maximumSize = 1 << 31

    /// The whole contents of the file at `path`.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path, errno: errno) }
        defer { close(descriptor) }
        return try read(descriptor, path: path)
    }

    static func read(_ descriptor: Int32, path: String) throws(FileError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path, errno: errno) }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileError(path, "is a folder, not a document") }
        guard Int(info.st_size) <= maximumSize else { throw FileError(path, "is larger than 2 GiB") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximumSize else { throw FileError(path, "is larger than 2 GiB") }
        }
        return bytes
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    enum Kind {
        case missing, file, folder, linkToFolder
    }

    /// What is at `path`, telling a folder from a link to one.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        if info.st_mode & S_IFMT == S_IFDIR { return .folder }
        if info.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            return stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .file
        }
        return .file
    }

    /// The names in a folder, sorted, without `.` and `..`.
    static func contents(ofDirectory path: String) throws(FileError) -> [String] {
        guard let directory = opendir(path) else { throw FileError(path, errno: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Replaces the file at `path` with `bytes` so that a crash or kill at any moment leaves
    /// either the old file or the new one, never a mix: the bytes go to a temporary file in the
    /// same folder, are flushed to disk, take the old file's permissions, and are renamed over it.
    ///
    /// - Parameter durable: Whether to wait for the disk; a file that can be made again (a
    ///   rendering) is still replaced in one step, but need not survive a power cut.
    static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(FileError) {
        let target = resolvedPath(path)
        let (folder, name) = split(target)
        var existing = stat()
        let hasExisting = stat(target, &existing) == 0
        var template = Array("\(folder)/.\(name).designer-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map(mkstemp) ?? -1 }
        guard descriptor >= 0 else {
            throw FileError(path, "cannot write beside it: \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: FileError?
        if hasExisting {
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = FileError(path, errno: errno) }
        } else {
            let mask = umask(0)
            umask(mask)
            _ = fchmod(descriptor, 0o666 & ~mask)
        }
        if failure == nil { failure = writeAll(bytes, to: descriptor, path: path) }
        if failure == nil, durable, fsync(descriptor) != 0 { failure = FileError(path, errno: errno) }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = FileError(path, errno: errno) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        guard durable else { return }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Writes a new file, failing if one exists already.
    static func create(_ bytes: [UInt8], at path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(path, errno: errno) }
        let failure =
            writeAll(bytes, to: descriptor, path: path)
            ?? (fsync(descriptor) == 0 ? nil : FileError(path, errno: errno))
        close(descriptor)
        if let failure {
            unlink(path)
            throw failure
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) -> FileError? {
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

    /// The file a path names after following symbolic links, so a link stays a link.
    private static func resolvedPath(_ path: String) -> String {
        target(of: path) ?? path
    }

    /// The absolute path of the file `path` names, symbolic links followed; `nil` if it is missing.
    static func target(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Adds `bytes` to the end of the file at `path`, making it if it is missing.
    static func append(_ bytes: [UInt8], to path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(path, errno: errno) }
        defer { close(descriptor) }
        if let failure = writeAll(bytes, to: descriptor, path: path) { throw failure }
    }

    /// Makes the folder at `path` and any folders above it that are missing.
    static func createFolders(_ path: String) throws(FileError) {
        if kind(of: path) == .folder || path.isEmpty { return }
        let parent = split(path).folder
        if parent != path, parent != "." { try createFolders(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw FileError(path, errno: errno) }
    }

    /// Why a file (or a folder) cannot be made at `path`, if it cannot: what is there already is
    /// of the other kind, a folder above it is a file, or that folder may not be written.
    static func problemCreating(_ path: String, folder: Bool) -> String? {
        switch kind(of: path) {
        case .folder, .linkToFolder: return folder ? nil : "it is a folder"
        case .file: return folder ? "it is a file, not a folder" : nil
        case .missing: break
        }
        var above = split(path).folder
        while kind(of: above) == .missing, above != "/", above != "." { above = split(above).folder }
        switch kind(of: above) {
        case .folder, .linkToFolder:
            return access(above, W_OK) == 0 ? nil : "cannot write in \(above): \(String(cString: strerror(errno)))"
        default: return "\(above) is not a folder"
        }
    }

    /// `path` as seen from `folder` (`nil`: the process's current folder).
    static func path(_ path: String, from folder: String?) -> String {
        guard let folder, !path.hasPrefix("/") else { return path }
        return folder + "/" + path
    }

    /// What tells a file from every other however its path is spelled or linked: its device and
    /// inode; `nil` when nothing is there.
    static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// Whether two paths name the same existing file, however they are spelled or linked.
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard let identity = identity(of: first) else { return false }
        return identity == self.identity(of: second)
    }

    /// Whether `path` is a symbolic link itself.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Deletes the file at `path`.
    static func remove(_ path: String) throws(FileError) {
        if unlink(path) != 0 { throw FileError(path, errno: errno) }
    }

    /// A new, empty folder of this process in the system's temporary folder.
    static func temporaryFolder(prefix: String) throws(FileError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ $0.baseAddress.map(mkdtemp) ?? nil }) != nil else {
            throw FileError(base, errno: errno)
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder and the name of a path.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}

/// A document held under an exclusive lock, so that concurrent edits from several processes
/// happen one after another and none is lost.
///
/// Only a regular file that may be written is opened: a pipe, a device or a file without write
/// permission is refused before anything is read, since replacing it would turn it into an
/// ordinary file (or write where the user may not).
struct LockedFile: ~Copyable {
    let path: String
    private let descriptor: Int32
    /// Whether other hard links share the file; they keep its old contents after a replacement.
    let hasOtherLinks: Bool

    /// Opens `path` and waits for its exclusive lock. If another process replaced the file while
    /// this one waited, the lock is taken again on the new file.
    ///
    /// - Parameter waiting: Whether to wait while another process holds the lock; an interactive
    ///   command that must stay responsive says it cannot save now instead.
    init(path: String, waiting: Bool = true) throws(FileError) {
        while true {
            // Non-blocking, so that opening a named pipe cannot wait for a writer.
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { throw FileError(path, errno: errno) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                let code = errno
                close(descriptor)
                throw FileError(path, errno: code)
            }
            if let problem = Self.problem(with: info, path: path) {
                close(descriptor)
                throw FileError(path, problem)
            }
            while flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) != 0 {
                guard errno == EINTR else {
                    let code = errno
                    close(descriptor)
                    if code == EWOULDBLOCK {
                        throw FileError(path, "is being changed by another program; nothing was saved, try again")
                    }
                    throw FileError(path, errno: code)
                }
            }
            var locked = stat()
            var current = stat()
            if fstat(descriptor, &locked) == 0, stat(path, &current) == 0, locked.st_ino == current.st_ino,
                locked.st_dev == current.st_dev
            {
                self.path = path
                self.descriptor = descriptor
                self.hasOtherLinks = locked.st_nlink > 1
                return
            }
            close(descriptor)
        }
    }

    /// Why the file at `path` may not be replaced by an edited copy, if it may not.
    private static func problem(with info: stat, path: String) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a folder, not a document"
        default: return "is not a regular file, so it cannot be edited in place"
        }
        if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
            return "is read-only"
        }
        // A replacement belongs to whoever writes it; only root can give it back to its owner.
        if geteuid() != 0, info.st_uid != geteuid() {
            return "belongs to another user, and designer could not keep the owner of its replacement"
        }
        return nil
    }

    func read() throws(FileError) -> [UInt8] {
        try FileSystem.read(descriptor, path: path)
    }

    /// Releases the lock; until then the file stays locked, also while its replacement is written.
    consuming func unlock() {}

    deinit {
        close(descriptor)
    }
}

/// `read(2)`, by a name the methods called `read` do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

/// `write(2)`, by a name the methods called `write` do not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}
