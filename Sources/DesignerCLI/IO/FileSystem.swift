#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading files, looking at folders and naming paths, with POSIX calls.
///
/// Only regular files are read: a named pipe, a device, a socket or a folder is refused before
/// anything is read (so nothing can block), and so is a file over the size limit of what it holds.
enum FileSystem {
    /// The largest document `designer` reads: 1 GiB, three times a document of a million views.
    static let maximumDocumentSize = 1 << 30
    /// The largest image file: 256 MiB, more than the largest image an image may be (4096 × 4096
    /// pixels of 16-bit RGBA) takes uncompressed.
    static let maximumImageSize = 256 << 20

    /// What a file holds, for messages: "a document", "an image".
    struct Contents: Sendable {
        let noun: String
        let limit: Int

        static let document = Contents(noun: "a document", limit: maximumDocumentSize)
        static let image = Contents(noun: "an image", limit: maximumImageSize)
        static let snapshot = Contents(noun: "a snapshot", limit: maximumDocumentSize)
    }

    /// The whole contents of the regular file at `path`.
    static func read(_ path: String, as contents: Contents = .document) throws(FileError) -> [UInt8] {
        // Non-blocking, so that opening a named pipe cannot wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw openFailure(path, errno: errno, as: contents) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(path, errno: errno) }
        if let problem = problem(withType: info.st_mode, as: contents) { throw FileError(path, problem) }
        // A regular file is read whole whatever `O_NONBLOCK` says (the system ignores it for one), so
        // it is left set: a project's two thousand files are read with no more calls than needed.
        return try read(descriptor, path: path, as: contents, status: info)
    }

    /// The first `count` bytes (or fewer, at its end) of the regular file at `path`; `nil` when
    /// it cannot be read or is not a regular file.
    static func start(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { systemRead(descriptor, $0 + filled, count - filled) } ?? 0
            }
            if read < 0, errno == EINTR { continue }
            if read < 0 { return nil }
            if read == 0 { break }
            filled += read
        }
        return Array(bytes[..<filled])
    }

    /// Why `path` could not be opened: what it is, where that is why (a socket cannot be
    /// opened), else the system's reason.
    static func openFailure(_ path: String, errno code: Int32, as contents: Contents) -> FileError {
        var info = stat()
        if code == ENXIO || code == EOPNOTSUPP, stat(path, &info) == 0,
            let problem = problem(withType: info.st_mode, as: contents)
        {
            return FileError(path, problem)
        }
        return FileError(path, errno: code)
    }

    /// Why a file of this type (`st_mode`) cannot be read as `contents`, if it cannot.
    static func problem(withType mode: mode_t, as contents: Contents) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a folder, not \(contents.noun)"
        default: "is \(specialKind(mode)), not \(contents.noun)"
        }
    }

    /// What a file that is neither a regular file nor a folder is, for messages.
    static func specialKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a named pipe"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Everything that can be read from `descriptor` (a regular file or a pipe), up to the limit
    /// of `contents`; `status` is what `fstat` gave for it, when it was asked already.
    static func read(_ descriptor: Int32, path: String, as contents: Contents = .document, status: stat? = nil)
        throws(FileError) -> [UInt8]
    {
        var info = status ?? stat()
        if status == nil, fstat(descriptor, &info) != 0 { throw FileError(path, errno: errno) }
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        func tooLarge(_ size: Int?) -> FileError {
            let measured =
                size.map { "is \(describe(bytes: $0))" } ?? "holds more than \(describe(bytes: contents.limit))"
            return FileError(path, "\(measured); \(contents.noun) may be at most \(describe(bytes: contents.limit))")
        }
        if isRegular, Int(info.st_size) > contents.limit { throw tooLarge(Int(info.st_size)) }
        var failure: Int32 = 0
        // Reads until the buffer is full or the file ends; how much it read.
        func fill(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
            guard let base = buffer.baseAddress else { return 0 }
            var filled = 0
            while filled < buffer.count {
                let count = systemRead(descriptor, base + filled, buffer.count - filled)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = errno }
                if count <= 0 { break }
                filled += count
            }
            return filled
        }
        // A regular file straight into an array a byte longer than its size, so that reading
        // less than the whole array is its end; a pipe, or a file that grew while it was read,
        // in pieces after that.
        let capacity = isRegular ? Int(info.st_size) + 1 : 0
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = fill(UnsafeMutableRawBufferPointer(buffer))
        }
        if bytes.count < capacity, failure == 0 { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while failure == 0 {
            let count = chunk.withUnsafeMutableBytes { fill($0) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > contents.limit { throw tooLarge(isRegular ? bytes.count : nil) }
            if count < chunk.count { break }
        }
        if failure != 0 { throw FileError(path, errno: failure) }
        return bytes
    }

    /// `1.5 GB`, `1 GiB` for a limit that is a power of two.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")]
        for (size, unit) in units where Double(bytes) >= size {
            return String((Double(bytes) / size * 10).rounded() / 10) + " " + unit
        }
        return "\(bytes) bytes"
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// What a path names.
    enum Kind: Equatable {
        case missing, file, folder, linkToFolder
        /// A named pipe, a device or a socket (or a link to one), which is never read as a file.
        case special(String)
    }

    /// What is at `path`, telling a folder from a link to one.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        if info.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else { return .file }
            if target.st_mode & S_IFMT == S_IFDIR { return .linkToFolder }
            info = target
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .special(specialKind(info.st_mode))
        }
    }

    /// Gives `body` the name of each entry of a folder (`.` and `..` too), in no order and
    /// where it lies, without a string for each: for a look into folders that may be large, as a
    /// project is looked for in every folder above a document. A folder that cannot be read
    /// has none.
    static func forEachName(in path: String, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            withName(of: entry, body)
        }
    }

    /// What `body` makes of the name of the folder entry `entry`, read where it lies: an entry
    /// takes only the room its name needs, so a copy of the whole `d_name` array can read past
    /// the end of what `readdir` read, into memory that is not there.
    static func withName<Result>(
        of entry: UnsafeMutablePointer<dirent>, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        withUnsafeMutablePointer(to: &entry.pointee.d_name) { name in
            let start = UnsafeRawPointer(name)
            return body(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
        }
    }

    /// The names in a folder, sorted, without `.` and `..`.
    static func contents(ofDirectory path: String) throws(FileError) -> [String] {
        guard let directory = opendir(path) else { throw FileError(path, errno: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withName(of: entry) { String(decoding: $0, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// A folder's entries, as `listing(of:)` gives them.
    struct Listing {
        /// The folder's identity, as `identity(of:)` gives it.
        let identity: [UInt64]
        /// Its entries but `.` and `..`, sorted by name, each with what it is where the folder's
        /// entry says so: `nil` for a link, and where the file system does not tell.
        let entries: [(name: String, kind: Kind?)]
    }

    /// The entries of the folder at `path`, with what each is as the folder tells it, so that a
    /// search of a large tree needs no look at each of its files.
    static func listing(of path: String) throws(FileError) -> Listing {
        guard let directory = opendir(path) else { throw FileError(path, errno: errno) }
        defer { closedir(directory) }
        var info = stat()
        guard fstat(dirfd(directory), &info) == 0 else { throw FileError(path, errno: errno) }
        var entries: [(name: String, kind: Kind?)] = []
        while let entry = readdir(directory) {
            let isDot = withName(of: entry) { name in
                name.first == UInt8(ascii: ".") && (name.count == 1 || name.count == 2 && name[1] == UInt8(ascii: "."))
            }
            if isDot { continue }
            let kind: Kind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): .folder
                case Int32(DT_REG): .file
                case Int32(DT_FIFO): .special(specialKind(S_IFIFO))
                case Int32(DT_CHR): .special(specialKind(S_IFCHR))
                case Int32(DT_BLK): .special(specialKind(S_IFBLK))
                case Int32(DT_SOCK): .special(specialKind(S_IFSOCK))
                default: nil
                }
            entries.append((withName(of: entry) { String(decoding: $0, as: UTF8.self) }, kind))
        }
        entries.sort { $0.name < $1.name }
        return Listing(identity: [UInt64(info.st_dev), UInt64(info.st_ino)], entries: entries)
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

    /// The identity of the file open as `descriptor`, such as standard input.
    static func identity(ofDescriptor descriptor: Int32) -> [UInt64]? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
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

    /// Flushes a folder's entries to disk, after a file in it was made or renamed.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
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

    /// The absolute path of the file `path` names, symbolic links followed; `nil` if it is missing.
    static func target(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The absolute path of an existing file, its links followed; `nil` when nothing is there.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder and the name of a path.
    static func split(_ path: String) -> (folder: String, name: String) {
        // Found among the bytes: a long path is not walked character by character.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.utf8.index(after: slash)...]))
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
