import Glibc
import Rendering

/// The folder of this process that each input is written to as a document, beside the images
/// a document may name.
///
/// The folder is `designer-render-fuzz.PID` in `$TMPDIR`, else in `/dev/shm` (memory, so that
/// writing each input costs little), else in `/tmp`. It is removed when the process exits; a
/// process that crashes, or that libFuzzer ends (as it ends the workers of `-fork`), leaves its
/// folder behind, and the next process removes the folders of processes that are gone. The
/// images are drawn here, not read from the repository, so the target runs from anywhere:
///
///     images/track.png, images/track@2x.png      as in examples/custom-progress.json
///     images/fill.png, images/fill@2x.png, images/fill@3x.png
///     images/damaged.png                         a PNG signature and nothing else
struct RenderWorkspace: Sendable {
    /// The folder, without a trailing `/`.
    let folder: String

    /// The name each input is written under, relative to the folder.
    static let documentName = "document.json"

    /// The workspace of this process, made on first use.
    static let shared = RenderWorkspace()

    /// The images, by their path relative to the folder.
    static let images: [(path: String, bytes: [UInt8])] = [
        ("images/track.png", picture(width: 30, height: 20, red: 199, green: 199, blue: 204)),
        ("images/track@2x.png", picture(width: 60, height: 40, red: 199, green: 199, blue: 204)),
        ("images/fill.png", picture(width: 30, height: 20, red: 0, green: 122, blue: 255)),
        ("images/fill@2x.png", picture(width: 60, height: 40, red: 0, green: 122, blue: 255)),
        ("images/fill@3x.png", picture(width: 90, height: 60, red: 0, green: 122, blue: 255)),
        ("images/damaged.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    ]

    /// The start of the folder's name; the process's id follows.
    private static let prefix = "designer-render-fuzz."

    private init() {
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        let base = !temporary.isEmpty ? temporary : Self.isFolder("/dev/shm") ? "/dev/shm" : "/tmp"
        Self.removeAbandoned(in: base)
        folder = "\(base)/\(Self.prefix)\(getpid())"
        // A process that had this id before may have left its folder.
        Self.remove(folder)
        guard mkdir(folder, 0o700) == 0, mkdir(folder + "/images", 0o700) == 0 else {
            fatalError("cannot make \(folder)/images: \(String(cString: strerror(errno)))")
        }
        for image in Self.images { write(image.bytes, to: image.path) }
        atexit { RenderWorkspace.remove(RenderWorkspace.shared.folder) }
    }

    /// Writes `bytes` as the document, in place of the one before.
    func writeDocument(_ bytes: [UInt8]) {
        write(bytes, to: Self.documentName)
    }

    private func write(_ bytes: [UInt8], to path: String) {
        let descriptor = open(folder + "/" + path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fatalError("cannot write \(folder)/\(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 || errno == EINTR else {
                fatalError("cannot write \(folder)/\(path): \(String(cString: strerror(errno)))")
            }
            written += max(count, 0)
        }
    }

    /// Removes a workspace's folder and what it wrote there; a folder that holds anything else
    /// stays.
    private static func remove(_ folder: String) {
        for path in [documentName] + images.map(\.path) { unlink(folder + "/" + path) }
        rmdir(folder + "/images")
        rmdir(folder)
    }

    /// Removes the workspaces in `base` whose processes no longer run.
    private static func removeAbandoned(in base: String) {
        guard let directory = opendir(base) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        closedir(directory)
        for name in names where name.hasPrefix(prefix) {
            guard let id = Int32(name.dropFirst(prefix.count)), kill(id, 0) == -1, errno == ESRCH else { continue }
            remove(base + "/" + name)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// A picture of one color, opaque in the middle and fading out to the left and right edges,
    /// so that the caps, the stretched middle and alpha all show.
    private static func picture(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<height {
            for x in 0..<width {
                let edge = min(x, width - 1 - x)
                pixels += [red, green, blue, UInt8(min(255, 64 + edge * 48))]
            }
        }
        return PNGEncoder.encode(width: width, height: height, straight: pixels)
    }
}
