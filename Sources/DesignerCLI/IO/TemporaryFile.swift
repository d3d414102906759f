#if canImport(Glibc)
    import CLinux
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new file beside the one it will replace, `.NAME.designer-XXXXXX`, locked for as long as
/// this process has it open.
///
/// The lock tells a temporary file being written from one an interrupted write left behind: a
/// process that is killed loses its locks, so a temporary file nobody holds locked is a
/// leftover (`LeftoverScan`). A later write of the same file deletes it if it is designer's own
/// output, which its name tells (`Tag`), and never if it may hold another program's save.
struct TemporaryFile: ~Copyable {
    private(set) var path: String
    let descriptor: Int32

    /// The longest file name most file systems allow, in bytes.
    static let maximumNameLength = 255
    private static let marker = ".designer-"
    private static let randomLength = 6

    /// Makes the file in the folder of `target`, with the permissions, the extended attributes
    /// (and, where the user may, the owner) of the file it will replace, or those a new file gets.
    init(beside target: String) throws(FileError) {
        let (folder, name) = FileSystem.split(target)
        var template = Array((folder + "/" + Self.prefix(for: name) + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map(mkstemp) ?? -1 }
        guard descriptor >= 0 else {
            throw FileError(target, "cannot write beside it: \(String(cString: strerror(errno)))")
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // No other process has the new file yet, so the lock is taken at once.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        var existing = stat()
        if stat(target, &existing) == 0 {
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                let failure = FileError(target, errno: errno)
                unlink(path)
                close(descriptor)
                throw failure
            }
            #if os(Linux)
                Self.copyExtendedAttributes(of: target, to: descriptor)
            #endif
        } else {
            let mask = umask(0)
            umask(mask)
            _ = fchmod(descriptor, 0o666 & ~mask)
        }
        self.path = path
        self.descriptor = descriptor
    }

    #if os(Linux)
        /// Gives the file open as `descriptor` the extended attributes of the file at `path`, as
        /// far as the user may set them (`user.*` and ACLs; `trusted.*` and `security.*` only as
        /// root), so that a replacement keeps them.
        private static func copyExtendedAttributes(of path: String, to descriptor: Int32) {
            let listed = Self.attributeBytes { listxattr(path, $0?.assumingMemoryBound(to: CChar.self), $1) }
            // Names as the bytes they are, whether or not they are UTF-8.
            for name in listed.split(separator: 0).map({ $0.map { CChar(bitPattern: $0) } + [0] }) {
                let value = Self.attributeBytes { getxattr(path, name, $0, $1) }
                _ = value.withUnsafeBytes { fsetxattr(descriptor, name, $0.baseAddress, $0.count, 0) }
            }
        }

        /// What a call that fills a buffer of a size it reports (`listxattr`, `getxattr`) gives;
        /// empty when it fails.
        private static func attributeBytes(_ call: (UnsafeMutableRawPointer?, Int) -> Int) -> [UInt8] {
            while true {
                let size = call(nil, 0)
                guard size > 0 else { return [] }
                var buffer = [UInt8](repeating: 0, count: size)
                let read = buffer.withUnsafeMutableBytes { call($0.baseAddress, size) }
                // ERANGE: it grew since its size was asked.
                if read < 0, errno == ERANGE { continue }
                return read < 0 ? [] : Array(buffer.prefix(read))
            }
        }
    #endif

    /// A temporary file beside `target` holding `bytes`, flushed to disk if `durable`.
    static func holding(_ bytes: [UInt8], beside target: String, durable: Bool) throws(FileError) -> TemporaryFile {
        let file = try TemporaryFile(beside: target)
        if let failure = FileSystem.writeAll(bytes, to: file.descriptor, path: file.path)
            ?? (durable && fsync(file.descriptor) != 0 ? FileError(file.path, errno: errno) : nil)
        {
            file.discard()
            throw failure
        }
        return file
    }

    /// `.NAME.designer-`: what the names of the temporary files of the file `name` start with.
    /// A name too long to leave room for the rest is cut, and a hash of it added, so that the
    /// temporary file fits wherever the file itself fits.
    static func prefix(for name: String) -> String {
        let room = maximumNameLength - 1 - marker.utf8.count - max(randomLength, inodeLength)
        guard name.utf8.count > room else { return "." + name + marker }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(UInt32(truncatingIfNeeded: hash ^ hash >> 32), radix: 16)
        let tag = "~" + String(repeating: "0", count: 8 - digits.count) + digits
        var kept = ""
        for character in name where kept.utf8.count + character.utf8.count + tag.utf8.count <= room {
            kept.append(character)
        }
        return "." + kept + tag + marker
    }

    /// What follows the marker in a temporary file's name.
    enum Tag: Equatable {
        /// Six characters `mkstemp` chose: the name the file is made with, which only ever
        /// names designer's own output.
        case random
        /// The file's inode and the CRC-32 of the document as designer read it, in 16 and 8
        /// hexadecimal digits: the name a document's replacement takes before it trades names
        /// with the document (`nameByInode(read:)`). After the trade, this name holds what came
        /// out of the document's place, of another inode: the version designer read, if it has
        /// that CRC, or else another program's save.
        case inode(UInt64, read: UInt32)
    }

    private static let inodeLength = 16 + 8

    /// The name of the file a temporary file's name was made for (the part before the marker,
    /// without its dot), and its tag; `nil` if `candidate` is not named as a temporary file.
    private static func parts(of candidate: String) -> (name: Substring.UTF8View, tag: Tag)? {
        let bytes = candidate.utf8
        guard bytes.first == UInt8(ascii: ".") else { return nil }
        for length in [randomLength, inodeLength] where bytes.count > 1 + marker.utf8.count + length {
            let stem = bytes.dropLast(length)
            guard stem.suffix(marker.utf8.count).elementsEqual(marker.utf8) else { continue }
            let name = stem.dropFirst().dropLast(marker.utf8.count)
            guard length == inodeLength else { return (name, .random) }
            let digits = bytes.suffix(length)
            guard
                digits.allSatisfy({
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
                }),
                let inode = UInt64(String(decoding: digits.prefix(16), as: UTF8.self), radix: 16),
                let read = UInt32(String(decoding: digits.suffix(8), as: UTF8.self), radix: 16)
            else { continue }
            return (name, .inode(inode, read: read))
        }
        return nil
    }

    /// The tag of a temporary file's name; `nil` if `candidate` is not named as one.
    static func tag(of candidate: String) -> Tag? {
        parts(of: candidate)?.tag
    }

    /// Whether `candidate` is the name of a temporary file of the file `name`.
    static func isTemporaryName(_ candidate: String, of name: String) -> Bool {
        guard let parts = parts(of: candidate) else { return false }
        return ("." + String(decoding: parts.name, as: UTF8.self) + marker) == prefix(for: name)
    }

    /// The name of the file a temporary file's name was made for, where it was not cut: `a.json`
    /// for `.a.json.designer-Ab12Cd`.
    static func nameOfTemporaryFile(_ temporary: String) -> String? {
        parts(of: temporary).map { String(decoding: $0.name, as: UTF8.self) }
    }

    /// Whether `candidate` is the name of any temporary file `designer` makes.
    static func isTemporaryName(_ candidate: String) -> Bool {
        parts(of: candidate) != nil
    }

    /// Renames the file after its inode and `read`, the CRC-32 of the document it is to replace
    /// as it was read (`Tag.inode`), without replacing anything already under that name; whether
    /// it was renamed. A hard link is made first and the old name removed after, so that an
    /// interruption leaves nothing but designer's own file.
    mutating func nameByInode(read: UInt32) -> Bool {
        var info = stat()
        guard case .random = Self.tag(of: FileSystem.split(path).name), fstat(descriptor, &info) == 0 else {
            return false
        }
        func hex(_ value: some BinaryInteger, _ width: Int) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: width - digits.count) + digits
        }
        let stem = String(decoding: path.utf8.dropLast(Self.randomLength), as: UTF8.self)
        let renamed = stem + hex(UInt64(info.st_ino), 16) + hex(read, 8)
        guard link(path, renamed) == 0 else { return false }
        unlink(path)
        path = renamed
        return true
    }

    /// Whether the file still has its name: another process may have deleted it.
    var isLinked: Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_nlink > 0
    }

    /// Deletes the file, unused.
    consuming func discard() {
        unlink(path)
    }

    deinit {
        close(descriptor)
    }
}
