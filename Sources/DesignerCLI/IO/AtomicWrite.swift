import Inspectable
import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Replaces the file at `path` with `bytes` so that a crash or kill at any moment leaves
    /// either the old file or the new one, never a mix: the bytes go to a temporary file in the
    /// same folder, are flushed to disk, take the old file's permissions, and are renamed over it.
    /// Symbolic links are followed, so a link stays a link; only a regular file is replaced.
    ///
    /// This is for what `designer` makes (renderings, snapshots, reports); a document is replaced
    /// under its lock, and only if it is still the file that was read (`LockedFile.replace`).
    ///
    /// - Parameters:
    ///   - durable: Whether to wait for the disk; a file that can be made again (a rendering) is
    ///     still replaced in one step, but need not survive a power cut.
    ///   - followingLinks: Whether a symbolic link at `path` is followed; if not, the link itself
    ///     is replaced, as for the files of designer's own folders.
    static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true, followingLinks: Bool = true)
        throws(FileError)
    {
        let target = followingLinks ? try writeTarget(of: path) : path
        var existing = stat()
        if lstat(target, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG, existing.st_mode & S_IFMT != S_IFLNK {
            let what = existing.st_mode & S_IFMT == S_IFDIR ? "a folder" : specialKind(existing.st_mode)
            throw FileError(path, "is \(what); designer replaces only regular files")
        }
        let temporary = try temporaryFile(holding: bytes, beside: target, durable: durable, path: path)
        guard rename(temporary.path, target) == 0 else {
            let code = errno
            temporary.discard()
            throw FileError(path, errno: code)
        }
        if durable { syncFolder(split(target).folder) }
    }

    /// A temporary file beside `target` holding `bytes`; a failure is told under `path`.
    static func temporaryFile(holding bytes: [UInt8], beside target: String, durable: Bool, path: String)
        throws(FileError) -> TemporaryFile
    {
        do {
            return try TemporaryFile.holding(bytes, beside: target, durable: durable)
        } catch {
            throw FileError(path, error.reason)
        }
    }

    /// A temporary file that an interrupted write of a file left beside it.
    struct Leftover: Equatable {
        let path: String
        let size: Int
        /// The file it was to replace, as a command would name it.
        let document: String
        /// Whether it is designer's own: its output, half or wholly written, or the version of the
        /// document it read, which an interrupted trade of names brought out of the document's
        /// place. If not, it is another program's save that trade brought out, and is never deleted.
        let isOwnOutput: Bool

        /// What a command that reads the document says of it.
        var message: String {
            let name = FileSystem.split(path).name
            let size = FileSystem.describe(bytes: size)
            guard isOwnOutput else {
                return
                    "\(name) (\(size)) was taken out of the document's place by an interrupted write, and is not the version designer read: it may be another program's save, and it is kept; to put it back: mv \(Self.shellQuoted(path)) \(Self.shellQuoted(document))"
            }
            return
                "\(name) (\(size)) is left over from an interrupted write; the next 'designer set' of the document removes it"
        }

        /// `text` as one word of a shell command: in single quotes, unless it is plain; in bash's
        /// `$'…'` with escapes when it holds a character a message shows as an escape (a line
        /// break, a bidirectional control), which single quotes would have to hold as it is.
        static func shellQuoted(_ text: String) -> String {
            let plain = text.unicodeScalars.allSatisfy {
                ("0"..."9").contains($0) || ("A"..."Z").contains($0) || ("a"..."z").contains($0)
                    || "/._-+,:@%=".unicodeScalars.contains($0)
            }
            guard !plain || text.isEmpty else { return text }
            guard text.unicodeScalars.contains(where: Printable.isHidden) else {
                return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
                    + "'"
            }
            var quoted = "$'"
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": quoted += "\\\\"
                case "'": quoted += "\\'"
                case _ where Printable.isHidden(scalar):
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    let width = scalar.value < 0x80 ? 2 : 4
                    quoted +=
                        (scalar.value < 0x80 ? "\\x" : "\\u") + String(repeating: "0", count: width - digits.count)
                        + digits
                default: quoted.unicodeScalars.append(scalar)
                }
            }
            return quoted + "'"
        }
    }

    /// Deletes the temporary files interrupted writes of `target` left that are designer's own
    /// output, and says which; one that may hold another program's save stays.
    @discardableResult
    static func removeLeftovers(of target: String) -> [Leftover] {
        abandonedTemporaryFiles(of: target, removing: true)
    }

    /// The CRC-32 of what the file open as `descriptor` holds, read a piece at a time; `nil` if
    /// it cannot be read.
    private static func crc(of descriptor: Int32) -> UInt32? {
        var crc: UInt32 = 0
        var offset: off_t = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return crc }
            crc = buffer.withUnsafeBytes {
                Zlib.crc(UnsafeRawBufferPointer(rebasing: $0[..<count]), initial: UInt(crc))
            }
            offset += off_t(count)
        }
    }

    /// Whether the temporary file at `path` is a leftover: no process holds it locked.
    static func isAbandoned(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    /// The temporary files of `target` that no process is writing (what writes that were killed
    /// or crashed left behind), among `names` (names in its folder) if given; `removing` deletes
    /// those that are designer's own output.
    static func abandonedTemporaryFiles(of target: String, among names: [String]? = nil, removing: Bool) -> [Leftover] {
        let (folder, name) = split(target)
        let names = names ?? (try? contents(ofDirectory: folder)) ?? []
        var found: [Leftover] = []
        for candidate in names where TemporaryFile.isTemporaryName(candidate, of: name) {
            let path = folder + "/" + candidate
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            // A file some process holds locked is being written now.
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                flock(descriptor, LOCK_EX | LOCK_NB) == 0
            else { continue }
            // Under its inode's name, a file of another inode came out of the document's place.
            var isOwnOutput = true
            if case .inode(let inode, let read) = TemporaryFile.tag(of: candidate), inode != UInt64(info.st_ino) {
                isOwnOutput = crc(of: descriptor) == read
            }
            let leftover = Leftover(path: path, size: Int(info.st_size), document: target, isOwnOutput: isOwnOutput)
            if removing, isOwnOutput {
                var named = stat()
                guard lstat(path, &named) == 0, named.st_ino == info.st_ino, named.st_dev == info.st_dev,
                    unlink(path) == 0
                else { continue }
            }
            found.append(leftover)
        }
        return found
    }
}
