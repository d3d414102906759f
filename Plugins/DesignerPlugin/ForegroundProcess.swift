#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The designer process the plugin runs, as a shell runs a job: given the streams of
/// `swift package`, and, where its input is a terminal, the terminal's foreground while it runs,
/// so that its keys and Ctrl-C reach designer (a plugin runs in a process group of its own, which
/// may not read the terminal). When designer stops itself (Ctrl-Z in `edit`), `swift package` is
/// stopped in its place for the shell to see, and designer continues when it is continued.
enum ForegroundProcess {
    /// The process to pass the signals the plugin is sent on to.
    nonisolated(unsafe) private static var running: pid_t = 0

    /// Runs `path` with `arguments` and gives its exit status (128 and the signal's number when
    /// a signal ended it), or `nil` when it cannot be started. `name` is the process's name for
    /// itself (its `argv[0]`), which designer's help and errors name it by.
    static func run(_ path: String, name: String, _ arguments: [String], streams: StandardStreams) -> Int32? {
        let terminal = streams.input.map(\.fileDescriptor).flatMap { isatty($0) == 1 ? $0 : nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, handle) in [(0, streams.input), (1, streams.output), (2, streams.errors)] {
            if let handle { posix_spawn_file_actions_adddup2(&actions, handle.fileDescriptor, Int32(descriptor)) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        // A process group of its own only to be the terminal's foreground: without a terminal it
        // stays in the plugin's, which whoever ends the plugin ends.
        if terminal != nil {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else { return nil }
        running = pid
        for forwarded in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(forwarded) { received in
                if ForegroundProcess.running > 0 { kill(ForegroundProcess.running, received) }
            }
        }
        let foreground = terminal.map { tcgetpgrp($0) }
        if let terminal {
            // Handing the terminal on from the background would stop the plugin.
            signal(SIGTTOU, SIG_IGN)
            tcsetpgrp(terminal, pid)
            // Had it read the terminal before it was its, it stopped; now it may.
            kill(-pid, SIGCONT)
        }
        defer {
            if let terminal, let foreground { tcsetpgrp(terminal, foreground) }
            running = 0
        }
        while true {
            var status: Int32 = 0
            guard waitpid(pid, &status, WUNTRACED) == pid else {
                if errno == EINTR { continue }
                return 1
            }
            let ending = status & 0x7F
            if ending == 0 { return (status >> 8) & 0xFF }
            if ending != 0x7F { return 128 + ending }
            // Stopped.
            guard let terminal, let foreground else { continue }
            tcsetpgrp(terminal, foreground)
            kill(-foreground, SIGTSTP)
            // Stopping takes a moment; continuing is the shell's `fg`, whenever it comes.
            var waited = 0
            while !isStopped(getppid()), waited < 40 {
                usleep(25_000)
                waited += 1
            }
            while isStopped(getppid()) { usleep(50_000) }
            tcsetpgrp(terminal, pid)
            kill(-pid, SIGCONT)
        }
    }

    /// Whether process `pid` is stopped, as `/proc/PID/stat` says.
    private static func isStopped(_ pid: pid_t) -> Bool {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return false }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The state follows the command's name, which is in parentheses and may hold any.
        guard let close = line.lastIndex(of: ")") else { return false }
        return line[line.index(after: close)...].dropFirst().first == "T"
    }
}
