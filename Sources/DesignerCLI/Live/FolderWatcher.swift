#if os(Linux)
    import CLinux
    import Glibc

    /// The changes to the files of one folder, from inotify. The folder is watched rather than the
    /// file: editors save by writing a new file and renaming it over the old one, which would end a
    /// watch on the file itself, and a deleted and recreated document is seen this way too.
    final class FolderWatcher {
        let descriptor: Int32

        init(folder: String) throws(FileError) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw FileError(folder, errno: errno) }
            let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
            guard inotify_add_watch(descriptor, folder, events) >= 0 else {
                let code = errno
                close(descriptor)
                throw FileError(folder, errno: code)
            }
        }

        /// The names of the files that changed since the last call: every event waiting is read,
        /// so a burst of events (a save writes, closes and renames) is one change.
        func changedNames() -> Set<String> {
            var names: Set<String> = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let length = buffer.withUnsafeBytes {
                        Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    }
                    let name = buffer[offset + header..<min(offset + header + length, count)].prefix { $0 != 0 }
                    if !name.isEmpty { names.insert(String(decoding: name, as: UTF8.self)) }
                    offset += header + length
                }
            }
            return names
        }

        deinit {
            close(descriptor)
        }
    }
#endif
