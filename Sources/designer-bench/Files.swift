#if canImport(Glibc)
    import Glibc
#endif

/// Files as bytes, folder listings and clean-up, for the benchmarks that check what a command
/// left on disk.
enum Files {
    /// The bytes of the regular file at `path`, or `nil` if it is missing or not a regular file.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// When the file at `path` was last modified, in seconds since 1970; 0 if it cannot be told.
    static func modified(_ path: String) -> Double {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// Writes `bytes` to the file at `path`, replacing what it held; whether it worked.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Whether two byte arrays are equal, compared with `memcmp`.
    static func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { one in
            second.withUnsafeBytes { other in
                guard let one = one.baseAddress, let other = other.baseAddress else { return true }
                return memcmp(one, other, first.count) == 0
            }
        }
    }

    /// The names in a folder, sorted, without `.` and `..`; empty if it cannot be read.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // Read in place: an entry is only as long as its name, so a copy of the whole
            // `d_name` can read past the memory `readdir` filled.
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Makes a folder (and the folders above it that are missing).
    static func makeFolder(_ path: String) {
        if mkdir(path, 0o755) != 0, errno == ENOENT {
            makeFolder(URL.folder(of: path))
            _ = mkdir(path, 0o755)
        }
    }

    /// Deletes a file, or a folder and everything in it.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT != S_IFDIR {
            unlink(path)
        } else {
            _ = Spawn.run([Spawn.which("rm") ?? "/bin/rm", "-rf", "--", path])
        }
    }

    /// What is in a folder and below it, each entry described by its kind and its contents (for
    /// regular files up to `contentLimit`, a hash of the bytes; for larger ones their size, inode,
    /// allocated blocks and modification time), so two descriptions differ when anything changed.
    static func fingerprint(of folder: String, contentLimit: Int = 64 << 20) -> [String: String] {
        var result: [String: String] = [:]
        for name in names(in: folder) {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                result[name] = "folder"
                for (inner, description) in fingerprint(of: path, contentLimit: contentLimit) {
                    result[name + "/" + inner] = description
                }
            case S_IFREG where Int(info.st_size) <= contentLimit:
                result[name] = "file \(info.st_size) bytes, hash \(hash(ofFile: path))"
            case S_IFREG:
                result[name] =
                    "file \(info.st_size) bytes, inode \(info.st_ino), \(info.st_blocks) blocks, "
                    + "modified \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            case S_IFLNK:
                var target = [CChar](repeating: 0, count: 4096)
                let count = readlink(path, &target, target.count - 1)
                result[name] =
                    "link to "
                    + String(decoding: target.prefix(max(0, count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            default:
                result[name] = "special \(info.st_mode & S_IFMT), device \(info.st_rdev), inode \(info.st_ino)"
            }
        }
        return result
    }

    /// The FNV-1a hash (64 bits) of a file's bytes, read a piece at a time so that a large file is
    /// never held whole; 0 if it cannot be read.
    static func hash(ofFile path: String) -> UInt64 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in chunk[0..<count] { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        return value
    }
}
