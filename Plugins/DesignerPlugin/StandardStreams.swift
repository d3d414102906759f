import Foundation

/// The terminal, pipes and files `swift package` was given as its standard streams, for
/// designer to use as its own.
///
/// SwiftPM hands a plugin no standard input and reads what it writes through a pipe, as text,
/// into its own standard output, at the end: a PNG written to standard output would be lost,
/// errors would join the output, and `edit` would have no keys to read. On Linux a process may
/// open its parent's streams again through `/proc`. A file is opened again only where nothing
/// SwiftPM writes can land on what designer wrote: SwiftPM writes from its own position in the
/// file, so its errors only to a file opened for appending, and its output only when designer's
/// errors do not pass through SwiftPM. Where a stream cannot be opened, the plugin's own is kept.
struct StandardStreams {
    var input: FileHandle?
    var output: FileHandle?
    var errors: FileHandle?

    static let ofSwiftPackage: StandardStreams = {
        #if os(Linux)
            let parent = getppid()
            /// The parent's stream `descriptor`, where it is a terminal, a pipe, or a file `allowsFile` accepts.
            func reopen(_ descriptor: Int32, flags: Int32, allowsFile: (_ isAppending: Bool) -> Bool) -> FileHandle? {
                let opened = open("/proc/\(parent)/fd/\(descriptor)", flags | O_CLOEXEC)
                guard opened >= 0 else { return nil }
                var status = stat()
                let type = fstat(opened, &status) == 0 ? status.st_mode & S_IFMT : 0
                guard type == S_IFCHR || type == S_IFIFO || (type == S_IFREG && allowsFile(isAppending(descriptor)))
                else {
                    close(opened)
                    return nil
                }
                return FileHandle(fileDescriptor: opened, closeOnDealloc: true)
            }
            /// Whether the parent opened `descriptor` for appending, as `/proc/PID/fdinfo` says.
            func isAppending(_ descriptor: Int32) -> Bool {
                guard let info = try? String(contentsOfFile: "/proc/\(parent)/fdinfo/\(descriptor)", encoding: .utf8),
                    let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags:") }),
                    let flags = Int32(line.dropFirst("flags:".count).trimmingCharacters(in: .whitespaces), radix: 8)
                else { return false }
                return flags & O_APPEND != 0
            }
            let errors = reopen(2, flags: O_WRONLY | O_APPEND) { $0 }
            return StandardStreams(
                input: reopen(0, flags: O_RDONLY) { _ in true },
                output: reopen(1, flags: O_WRONLY | O_APPEND) { _ in errors != nil },
                errors: errors)
        #else
            return StandardStreams()
        #endif
    }()
}
