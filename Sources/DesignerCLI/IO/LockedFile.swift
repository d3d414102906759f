import DesignerCore
import Rendering

#if canImport(Glibc)
    import CLinux
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A document held under an exclusive lock, so that concurrent edits from several processes
/// happen one after another and none is lost; and replaced only if it is still the file that
/// was read, so that a program that saves without the lock (an editor renaming its own file
/// over the document) loses nothing either.
///
/// Only a regular file that may be written is opened: a pipe, a device or a file without write
/// permission is refused before anything is read, since replacing it would turn it into an
/// ordinary file (or write where the user may not).
struct LockedFile: ~Copyable {
    /// The path as it was given, for messages.
    let path: String
    /// The file the path names, symbolic links followed: what is replaced.
    let target: String
    private let descriptor: Int32
    /// The file as it was when it was read: any change since means the edit is out of date.
    private var state: State
    /// What `read()` gave, for the file that comes out of the document's place to be compared with.
    private var contents: [UInt8] = []
    /// Whether other hard links share the file; they keep its old contents after a replacement.
    let hasOtherLinks: Bool

    /// What tells one version of a file from another without reading it again. The
    /// modification time can be put back (`touch -r`, `cp -p`, `rsync -t`) after a write of the
    /// same size; the change time cannot, so it is compared too.
    private struct State: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int64
        let modifiedNanoseconds: Int64
        let changed: Int64
        let changedNanoseconds: Int64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
                modified = Int64(info.st_mtimespec.tv_sec)
                modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
                changed = Int64(info.st_ctimespec.tv_sec)
                changedNanoseconds = Int64(info.st_ctimespec.tv_nsec)
            #else
                modified = Int64(info.st_mtim.tv_sec)
                modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
                changed = Int64(info.st_ctim.tv_sec)
                changedNanoseconds = Int64(info.st_ctim.tv_nsec)
            #endif
        }

        func isSameFile(as info: stat) -> Bool {
            device == UInt64(info.st_dev) && inode == UInt64(info.st_ino)
        }
    }

    /// What became of a replacement.
    enum Replacement {
        /// The document now holds the new bytes.
        case replaced
        /// The document changed after it was read (another program wrote it, or saved a file of
        /// its own in its place); nothing was written, and the edit should be made again.
        case changed
        /// The document is gone; nothing was written, and nothing was made in its place.
        case deleted
    }

    /// Opens `path` and waits for its exclusive lock. If another process replaced the file while
    /// this one waited, the lock is taken again on the new file.
    ///
    /// - Parameter waiting: Whether to wait while another process holds the lock; an interactive
    ///   command that must stay responsive says it cannot save now instead.
    init(path: String, waiting: Bool = true) throws(FileError) {
        while true {
            let target = try FileSystem.writeTarget(of: path)
            // Non-blocking, so that opening a named pipe cannot wait for a writer.
            let descriptor = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
            guard descriptor >= 0 else {
                let failure = FileSystem.openFailure(target, errno: errno, as: .document)
                throw FileError(path, failure.reason)
            }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                let code = errno
                close(descriptor)
                throw FileError(path, errno: code)
            }
            if let problem = Self.problem(with: info, path: target) {
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
            if fstat(descriptor, &locked) == 0, stat(target, &current) == 0, locked.st_ino == current.st_ino,
                locked.st_dev == current.st_dev
            {
                self.path = path
                self.target = target
                self.descriptor = descriptor
                self.state = State(locked)
                self.hasOtherLinks = locked.st_nlink > 1
                return
            }
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// Why the file at `path` may not be replaced by an edited copy, if it may not.
    private static func problem(with info: stat, path: String) -> String? {
        if let problem = FileSystem.problem(withType: info.st_mode, as: .document) {
            return info.st_mode & S_IFMT == S_IFDIR ? problem : problem + ", so it cannot be edited in place"
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

    /// The file's contents, as the version a replacement is checked against. A file another
    /// program writes while it is read is read again.
    mutating func read() throws(FileError) -> [UInt8] {
        while true {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileError(path, errno: errno) }
            let bytes = try FileSystem.read(descriptor, path: path)
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw FileError(path, errno: errno) }
            let after = State(info)
            if after == state, bytes.count == Int(after.size) {
                contents = bytes
                return bytes
            }
            state = after
        }
    }

    /// Temporary files that interrupted writes of this document left beside it; the lock
    /// makes sure none of them is being written by another edit.
    func removeLeftovers() {
        FileSystem.removeLeftovers(of: target)
    }

    /// Puts `bytes` in the document's place if it is still the version `read()` gave.
    ///
    /// The new bytes go to a temporary file, flushed to disk (if `durable`), which then trades
    /// names with the document in one step (Linux's `RENAME_EXCHANGE`). If what comes out is not
    /// the file that was read, another program saved its own file there in the meantime: the
    /// two trade names back, and its save stays. Where names cannot be traded, the document is
    /// checked just before the temporary file is renamed over it.
    func replace(with bytes: [UInt8], durable: Bool = true) throws(FileError) -> Replacement {
        var temporary = try FileSystem.temporaryFile(holding: bytes, beside: target, durable: durable, path: path)
        // Written in place since it was read (not by designer, which holds the lock), or its
        // name taken away: moved, deleted, or another program's save renamed over it.
        var now = stat()
        guard fstat(descriptor, &now) == 0, State(now) == state else {
            temporary.discard()
            return FileSystem.exists(target) ? .changed : .deleted
        }
        guard temporary.isLinked else {
            throw FileError(path, "another program deleted designer's temporary file; nothing was written, try again")
        }
        #if os(Linux)
            // Named after its inode first, so that should the command be killed before it has
            // checked what the trade brought out, that file is not taken for designer's own.
            if temporary.nameByInode(read: Zlib.crc(contents)) {
                if renameat2(AT_FDCWD, temporary.path, AT_FDCWD, target, CLinuxRenameExchange) == 0 {
                    // What came out must be the file that was read, as it was read: not another
                    // program's file renamed over it, nor the same file written in place since. The
                    // trade itself changes the file's change time, so its bytes are compared.
                    var displaced = stat()
                    if lstat(temporary.path, &displaced) == 0, state.isSameFile(as: displaced), holdsWhatWasRead() {
                        unlink(temporary.path)
                        if durable { FileSystem.syncFolder(FileSystem.split(target).folder) }
                        return .replaced
                    }
                    try putBack(displaced, from: temporary)
                    return .changed
                }
                switch errno {
                case ENOENT:
                    temporary.discard()
                    return .deleted
                case EINVAL, ENOSYS, EOPNOTSUPP:
                    break  // The file system cannot trade names; check, then rename.
                default:
                    let code = errno
                    temporary.discard()
                    throw FileError(path, errno: code)
                }
            }
        #endif
        var current = stat()
        guard stat(target, &current) == 0 else {
            temporary.discard()
            return .deleted
        }
        guard state.isSameFile(as: current) else {
            temporary.discard()
            return .changed
        }
        guard rename(temporary.path, target) == 0 else {
            let code = errno
            temporary.discard()
            throw FileError(path, errno: code)
        }
        if durable { FileSystem.syncFolder(FileSystem.split(target).folder) }
        return .replaced
    }

    /// Whether the file that was read still holds what `read()` gave.
    private func holdsWhatWasRead() -> Bool {
        guard lseek(descriptor, 0, SEEK_SET) == 0, let bytes = try? FileSystem.read(descriptor, path: path) else {
            return false
        }
        // Compared a block of memory at a time: `==` on arrays compares byte by byte.
        guard bytes.count == contents.count else { return false }
        return bytes.withUnsafeBytes { new in
            contents.withUnsafeBytes { old in
                guard let newStart = new.baseAddress, let oldStart = old.baseAddress else { return true }
                return memcmp(newStart, oldStart, old.count) == 0
            }
        }
    }

    #if os(Linux)
        /// After an exchange brought out another program's save (`displaced`): trades names back,
        /// so that its save is in the document's place again, and deletes the edit's file. Should
        /// yet another save land between the two trades, the names are traded once more so that
        /// the newest save is in place, and the one it superseded is deleted, as its own save
        /// would have deleted it. Nothing is deleted that is not known.
        private func putBack(_ displaced: stat, from temporary: borrowing TemporaryFile) throws(FileError) {
            func swap() -> Bool { renameat2(AT_FDCWD, temporary.path, AT_FDCWD, target, CLinuxRenameExchange) == 0 }
            func holds(_ file: stat) -> Bool {
                var named = stat()
                return lstat(temporary.path, &named) == 0 && named.st_ino == file.st_ino && named.st_dev == file.st_dev
            }
            var edit = stat()
            guard fstat(temporary.descriptor, &edit) == 0, swap() else { throw conflict(temporary) }
            if holds(edit) {
                unlink(temporary.path)
                return
            }
            // A newer save came in between: it is now under the temporary name, the older one in place.
            guard swap(), holds(displaced) else { throw conflict(temporary) }
            unlink(temporary.path)
        }

        /// A save of another program's left where the edit's temporary file was, given a name no
        /// later edit takes for a leftover of its own.
        private func conflict(_ temporary: borrowing TemporaryFile) -> FileError {
            let kept = temporary.path.replacingFirst(".designer-", with: ".conflict-")
            let place = rename(temporary.path, kept) == 0 ? kept : temporary.path
            return FileError(
                path,
                "another program kept saving it while designer was writing, and the saves could not be told apart; check it: one of the other program's saves is in \(place)"
            )
        }
    #endif

    /// Releases the lock; until then the file stays locked, also while its replacement is written.
    consuming func unlock() {}

    deinit {
        // Unlocked before it is closed: a process another thread is starting holds a copy of the
        // descriptor until it runs its program, and closing ours alone would leave the file
        // locked to the next edit until then.
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
