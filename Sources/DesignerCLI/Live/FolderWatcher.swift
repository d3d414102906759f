#if os(Linux)
    import CLinux
    import Glibc

    /// The changes to the files of some folders, from inotify. Folders are watched rather than
    /// files: editors save by writing a new file and renaming it over the old one, which would end
    /// a watch on the file itself, and a deleted and recreated document is seen this way too.
    ///
    /// A folder that is moved or deleted is watched again, by its path, once a folder is there.
    final class FolderWatcher {
        let descriptor: Int32
        /// Each watch's folder.
        private var watches: [Int32: String] = [:]
        /// Folders no longer watched because they were moved or deleted.
        private(set) var lost: Set<String> = []

        /// The name reported when a whole folder changed: anything in it may have.
        static let anything = "*"

        private static let events = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF
                | IN_MOVE_SELF)

        init(folders: [String]) throws(FileError) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw FileError(folders.first ?? ".", errno: errno) }
            for folder in Set(folders) where !watch(folder) {
                let code = errno
                close(descriptor)
                throw FileError(folder, errno: code)
            }
        }

        /// Watches `folders` too, such as those of a document's images; one that cannot be watched
        /// (it is missing) is left out until the next call.
        func add(_ folders: [String]) {
            for folder in folders where !watches.values.contains(folder) {
                let watch = inotify_add_watch(descriptor, folder, Self.events)
                if watch >= 0 { watches[watch] = folder }
            }
        }

        private func watch(_ folder: String) -> Bool {
            let watch = inotify_add_watch(descriptor, folder, Self.events)
            guard watch >= 0 else {
                lost.insert(folder)
                return false
            }
            watches[watch] = folder
            lost.remove(folder)
            return true
        }

        /// The names of the files that changed since the last call (`anything` when a folder was
        /// moved or deleted): every event waiting is read, so a burst of events (a save writes,
        /// closes and renames) is one change.
        func changedNames() -> Set<String> {
            var names: Set<String> = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let (watch, mask, length) = buffer.withUnsafeBytes {
                        (
                            $0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        )
                    }
                    if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0, let folder = watches[watch] {
                        // A moved folder would still be followed under its new name: stop, and watch
                        // the path again when a folder is there.
                        inotify_rm_watch(descriptor, watch)
                        watches[watch] = nil
                        lost.insert(folder)
                        names.insert(Self.anything)
                    }
                    let name = buffer[offset + header..<min(offset + header + length, count)].prefix { $0 != 0 }
                    if !name.isEmpty { names.insert(String(decoding: name, as: UTF8.self)) }
                    offset += header + length
                }
            }
            return names
        }

        /// Watches the lost folders again where folders are back; whether any is.
        func rewatch() -> Bool {
            var back = false
            for folder in lost where watch(folder) { back = true }
            return back
        }

        deinit {
            close(descriptor)
        }
    }
#endif
