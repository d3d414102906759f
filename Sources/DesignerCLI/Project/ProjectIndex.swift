import DesignerCore
import Rendering
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What designer derives from a project's files and keeps between runs, in a file of its cache
/// folder (`DESIGNER_CACHE`, else `$XDG_CACHE_HOME/designer`, else `~/.cache/designer`): each
/// fact with the stamp of the file it was derived from (its size, inode, and times of change to
/// the nanosecond), and given again only while the file still has that stamp.
///
/// It can never change what a command says: a fact whose file changed is derived again; a
/// file changed too recently to be told apart from a later change by its stamp is not kept;
/// an index file that is damaged, of another format or of another build of designer is not
/// read; and one that cannot be written is not, without a word. Each process reads the index
/// of the first project it looks at, and replaces it whole (a new file renamed over the old),
/// so that two processes at once never read half of one.
final class ProjectIndex: Sendable {
    /// What tells that a file is still the one a fact was derived from.
    struct Stamp: Equatable, Sendable {
        var size: Int64
        var inode: Int64
        /// When its contents last changed, in nanoseconds since 1970.
        var modified: Int64
        /// When its contents or its entry (a rename, a `touch -d`) last changed, likewise.
        var changed: Int64

        /// The stamp of the file at `path`, following links; `nil` when it is not there.
        init?(of path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            size = Int64(info.st_size)
            inode = Int64(bitPattern: UInt64(info.st_ino))
            #if canImport(Darwin)
                modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
                changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
            #else
                modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            #endif
        }

        init(size: Int64, inode: Int64, modified: Int64, changed: Int64) {
            (self.size, self.inode, self.modified, self.changed) = (size, inode, modified, changed)
        }

        /// Whether the file changed within the last `racyWindow` nanoseconds of `now`: a file's
        /// times are kept to a clock tick, so a change within the same tick as the read leaves
        /// the stamp as it was.
        func isRecent(now: Int64) -> Bool {
            max(modified, changed) > now - ProjectIndex.racyWindow
        }
    }

    /// The kinds of facts kept.
    enum Kind: String, Sendable {
        /// An Xcode project file (`project.pbxproj`), read (`XcodeProject.indexBytes(of:)`).
        case xcodeProject = "pbxproj"
        /// An image set's `Contents.json`: the file a name gives.
        case imageSet = "imageset"
        /// A color set's `Contents.json`: the color it gives (`AssetCatalog.indexBytes(ofColor:)`).
        case colorSet = "colorset"
        /// A source file: which of the names it was searched for it holds.
        case source = "source"
        /// A project's folder: what it holds (`ProjectListing`).
        case listing = "listing"
    }

    /// Files whose stamp is this recent (a second, in nanoseconds) are derived again next time.
    static let racyWindow: Int64 = 1_000_000_000
    /// The version of the index file's format, written first.
    static let formatVersion = 1
    private static let magic = Array("designer project index\n".utf8)

    private struct Entry {
        let stamp: Stamp
        let value: [UInt8]
    }

    private struct State {
        /// The index file, once the project it is for is known.
        var file: String?
        /// The folder of the project it is for.
        var root = ""
        var entries: [String: Entry] = [:]
        /// The keys of the entries added or replaced since the file was read.
        var added: Set<String> = []
    }

    /// The folder index files are kept in; `nil` when none is used.
    let folder: String?
    /// What says which build of designer wrote an index: its version and its executable's stamp.
    private let build: String
    private let state = Mutex(State())

    /// An index kept in `folder`; none for `nil`.
    init(folder: String?) {
        self.folder = folder
        var build = DesignerCLI.version
        if folder != nil, let executable = Stamp(of: "/proc/self/exe") {
            build += " \(executable.size) \(executable.inode) \(executable.modified)"
        }
        self.build = build
    }

    /// The folder the environment says index files are kept in: `DESIGNER_CACHE` when it names
    /// one, none when it is `off`, else `designer` in `XDG_CACHE_HOME`, else `.cache/designer`
    /// in the home folder; only absolute paths are taken.
    static func folder(environment: [String: String]) -> String? {
        if let setting = environment["DESIGNER_CACHE"], !setting.isEmpty {
            return setting == "off" || !setting.hasPrefix("/") ? nil : setting
        }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/designer" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/designer" }
        return nil
    }

    /// Reads the index of the project whose folder is `root` (absolute, links resolved), unless
    /// one was read already in this process.
    func open(forRoot root: String) {
        guard let folder else { return }
        state.withLock { state in
            guard state.file == nil else { return }
            let file = folder + "/" + Self.fileName(ofRoot: root)
            (state.file, state.root) = (file, root)
            state.entries = (try? FileSystem.read(file, as: .index)).flatMap { read($0, root: root) } ?? [:]
        }
    }

    /// Whether an index was opened: facts are kept.
    var isOpen: Bool {
        state.withLock { $0.file != nil }
    }

    /// The fact of `kind` about the file at `path`: the one kept, if the file still has the
    /// stamp it had; else `make()`'s, kept if the file did not change while it was made.
    func value(_ kind: Kind, of path: String, make: () -> [UInt8]) -> [UInt8] {
        guard isOpen, let stamp = Stamp(of: path) else { return make() }
        if let kept = kept(kind, of: path, stamp: stamp) { return kept }
        let value = make()
        if Stamp(of: path) == stamp { keep(kind, of: path, stamp: stamp, value: value) }
        return value
    }

    /// The fact of `kind` kept about the file at `path` when it had `stamp`.
    func kept(_ kind: Kind, of path: String, stamp: Stamp) -> [UInt8]? {
        let key = kind.rawValue + "\u{0}" + path
        return state.withLock { state in state.entries[key].flatMap { $0.stamp == stamp ? $0.value : nil } }
    }

    /// Keeps `value`, derived from the file at `path` while it had `stamp`, unless the file
    /// changed too recently for a later change to be told by its stamp.
    func keep(_ kind: Kind, of path: String, stamp: Stamp, value: [UInt8]) {
        guard !stamp.isRecent(now: Self.now()) else { return }
        let key = kind.rawValue + "\u{0}" + path
        state.withLock { state in
            guard state.file != nil else { return }
            state.entries[key] = Entry(stamp: stamp, value: value)
            state.added.insert(key)
        }
    }

    /// Writes the index file if a fact was added or replaced, without the facts of files that
    /// changed or went since (so that the index holds no more than the project); a folder or
    /// file that cannot be written is left as it is.
    func save() {
        guard let folder else { return }
        let (file, entries, added, root) = state.withLock { state in
            defer { state.added = [] }
            return (state.file, state.entries, state.added, state.root)
        }
        guard let file, !added.isEmpty, Self.makeFolder(folder) else { return }
        let current = entries.filter { key, entry in
            guard !added.contains(key), let path = key.split(separator: "\u{0}", maxSplits: 1).last else {
                return true
            }
            return Stamp(of: String(path)) == entry.stamp
        }
        let bytes = written(current, root: root)
        try? FileSystem.writeAtomically(bytes, to: file, durable: false, followingLinks: false)
    }

    /// The name of the index file of a project: a hash of its folder's path.
    static func fileName(ofRoot root: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in root.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits + ".index"
    }

    /// The entries of an index file's bytes; `nil` for a file of another format, build or
    /// project, or one damaged or cut short.
    private func read(_ bytes: [UInt8], root: String) -> [String: Entry]? {
        guard bytes.count > Self.magic.count + 4, bytes.starts(with: Self.magic) else { return nil }
        let end = bytes.count - 4
        let stored = bytes[end...].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.1) << (8 * $1.0) }
        guard bytes.withUnsafeBytes({ Zlib.crc(UnsafeRawBufferPointer(rebasing: $0[..<end])) }) == stored else {
            return nil
        }
        var reader = IndexBytes.Reader(bytes, in: Self.magic.count..<end)
        guard reader.int() == Self.formatVersion, reader.string() == build, reader.string() == root,
            let count = reader.count()
        else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = reader.string(), let size = reader.int64(), let inode = reader.int64(),
                let modified = reader.int64(), let changed = reader.int64(), let value = reader.bytes()
            else { return nil }
            entries[key] = Entry(
                stamp: Stamp(size: size, inode: inode, modified: modified, changed: changed), value: value)
        }
        return reader.isAtEnd ? entries : nil
    }

    /// The bytes of an index file holding `entries`, sorted by key so that the same facts make
    /// the same file.
    private func written(_ entries: [String: Entry], root: String) -> [UInt8] {
        var writer = IndexBytes.Writer()
        writer.append(Self.formatVersion)
        writer.append(build)
        writer.append(root)
        writer.append(entries.count)
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            writer.append(key)
            writer.append(entry.stamp.size)
            writer.append(entry.stamp.inode)
            writer.append(entry.stamp.modified)
            writer.append(entry.stamp.changed)
            writer.append(bytes: entry.value)
        }
        var bytes = Self.magic + writer.bytes
        let crc = Zlib.crc(bytes)
        for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: crc >> (8 * UInt32(index)))) }
        return bytes
    }

    /// Makes `folder` and the folders above it that are not there, for the user alone;
    /// whether it is a folder now.
    private static func makeFolder(_ folder: String) -> Bool {
        if FileSystem.kind(of: folder) == .folder { return true }
        let parent = FileSystem.split(folder).folder
        guard parent != folder, makeFolder(parent) else { return false }
        return mkdir(folder, 0o700) == 0 || FileSystem.kind(of: folder) == .folder
    }

    /// The time now, in nanoseconds since 1970.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

extension FileSystem.Contents {
    /// The project index's file: 256 MiB at the most.
    static let index = FileSystem.Contents(noun: "an index file", limit: 256 << 20)
}
