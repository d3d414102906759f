#if canImport(Glibc)
    import CLinux
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `git` program on `PATH`, run with arguments as they are: no shell ever reads them, so a
/// path or a revision is only ever a path or a revision to git.
///
///     let git = try GitProgram.find(environment: writer.environment)
///     let run = try git.run(["-C", folder, "rev-parse", "--show-prefix"])
struct GitProgram: Sendable {
    /// The absolute path of the program.
    let path: String
    /// The environment git runs with, as `NAME=value`.
    let environment: [String]

    /// What a finished run of git wrote and how it ended.
    struct Run: Sendable {
        /// Its exit status, or 128 + the signal that ended it.
        let status: Int32
        let output: [UInt8]
        let errors: [UInt8]

        /// The standard error as one line: git's `fatal: ` and `error: ` taken off each line, the
        /// lines joined by `; `.
        var errorLine: String {
            String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline).map { line in
                var line = Substring(line)
                for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) {
                    line = line.dropFirst(prefix.count)
                }
                return String(line.drop { $0 == " " || $0 == "\t" })
            }.filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "; ")
        }
    }

    /// The first `git` among the folders of `environment`'s `PATH` that can run, which then runs
    /// with `environment`; `nil` when none can. A `PATH` that is not set is searched as
    /// `/usr/bin:/bin`.
    static func find(environment: [String: String]) -> GitProgram? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            // An empty entry is the current folder, as a shell reads it.
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/git"
            var info = stat()
            guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 else {
                continue
            }
            let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return GitProgram(path: candidate, environment: variables)
        }
        return nil
    }

    /// Runs git with `arguments`, its standard input empty, and waits for it to end; or the
    /// system's reason it could not be started.
    func run(_ arguments: [String]) -> Result<Run, SpawnFailure> {
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return .failure(SpawnFailure(code: errno)) }
        guard pipe(&errors) == 0 else {
            let code = errno
            close(output[0])
            close(output[1])
            return .failure(SpawnFailure(code: code))
        }
        // Only git's own ends of the pipes are passed on to it (`adddup2` clears the flag there);
        // another thread's program started meanwhile inherits none of them.
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        #if canImport(Glibc)
            // Nor any file this process has open (a document under its lock).
            posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        #endif
        // A signal this process ignores (a closed pipe's) must not stay ignored in git.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var variables = environment.map { strdup($0) } + [nil]
        defer { for variable in variables { free(variable) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, path, &actions, &attributes, &argv, &variables)
        close(output[1])
        close(errors[1])
        guard started == 0 else {
            close(output[0])
            close(errors[0])
            return .failure(SpawnFailure(code: started))
        }
        let (written, said) = Self.readBoth(output[0], errors[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return .success(Run(status: exit, output: written, errors: said))
    }

    /// Why git could not be started.
    struct SpawnFailure: Error, Sendable {
        let code: Int32

        var reason: String { String(cString: strerror(code)) }
    }

    /// Everything written to two pipes until both are closed, read as it comes, so that a full
    /// one never stops the program while the other is read; each is closed when it ends.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var descriptors = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR && errno != EAGAIN {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1
                }
            }
        }
        for descriptor in descriptors where descriptor.fd >= 0 { close(descriptor.fd) }
        return (collected[0], collected[1])
    }
}
