#if canImport(Glibc)
    import Glibc
#endif

/// One hostile input: a broken or abusive document, or something that is not a document at all,
/// made afresh in a folder of its own for each command, so that commands can run side by side
/// and what each one did to the file is its own doing.
struct HostileInput {
    /// What the input is on disk.
    enum Content {
        /// A regular file holding these bytes.
        case bytes([UInt8])
        /// A regular file of `prefix`, `count` times `byte` and `suffix`, written a piece at a time,
        /// so that the benchmark never holds it: a child's peak memory as Linux reports it includes
        /// what its parent held when it started.
        case repeated(prefix: [UInt8], byte: UInt8, count: Int, suffix: [UInt8])
        /// A named pipe no one writes to.
        case fifo
        /// An empty folder.
        case folder
        /// A device such as `/dev/zero`: the commands that only read get its own path; `set` and
        /// `snapshot`, which need it in a folder, get a node of the same device made there with
        /// `mknod`, so that nothing they do can replace the real one.
        case device(String)
        /// A file of this many bytes with nothing written in it (`ftruncate`).
        case sparse(Int)
        /// A document, and a named pipe at the relative path `pipe` beside it (an image it uses).
        case documentWithFIFO([UInt8], pipe: String)
    }

    /// How the input is named in the failure list.
    let label: String
    /// The name of the input in its folder.
    var fileName = "doc.json"
    /// The key `get` reads and `set` changes, and the value `set` gives it.
    var key = "percent"
    var value = "42"
    let content: Content
    /// Whether it may take gigabytes or a core for seconds, so only a few run at once.
    var heavy = false

    /// Makes the input in `folder` (which exists and is empty) and returns the path to give a
    /// command; `nil` if it could not be made. `inFolder` asks for a device to be made in the
    /// folder too, rather than named by its own path.
    func make(in folder: String, inFolder: Bool) -> String? {
        let path = "\(folder)/\(fileName)"
        switch content {
        case .bytes(let bytes):
            return Files.write(bytes, to: path) ? path : nil
        case .repeated(let prefix, let byte, let count, let suffix):
            guard let file = fopen(path, "w") else { return nil }
            defer { fclose(file) }
            let piece = [UInt8](repeating: byte, count: 1 << 20)
            var written = fwrite(prefix, 1, prefix.count, file)
            for start in stride(from: 0, to: count, by: piece.count) {
                written += fwrite(piece, 1, min(piece.count, count - start), file)
            }
            written += fwrite(suffix, 1, suffix.count, file)
            return written == prefix.count + count + suffix.count ? path : nil
        case .fifo:
            return mkfifo(path, 0o644) == 0 ? path : nil
        case .folder:
            return mkdir(path, 0o755) == 0 ? path : nil
        case .device(let device):
            guard inFolder else { return device }
            var info = stat()
            guard stat(device, &info) == 0, mknod(path, info.st_mode, info.st_rdev) == 0 else { return nil }
            return path
        case .sparse(let size):
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            return ftruncate(descriptor, off_t(size)) == 0 ? path : nil
        case .documentWithFIFO(let bytes, let pipe):
            Files.makeFolder(URL.folder(of: "\(folder)/\(pipe)"))
            guard Files.write(bytes, to: path), mkfifo("\(folder)/\(pipe)", 0o644) == 0 else { return nil }
            return path
        }
    }
}
