#if canImport(Glibc)
    import Glibc
#endif

/// One finished run of a program: its wall time, peak memory and exit status.
struct Measurement {
    let seconds: Double
    /// Peak resident memory in bytes (the child's `ru_maxrss`).
    let peakBytes: Int
    let status: Int32
}

enum Spawn {
    /// Runs `arguments[0]` with its output sent to `outputPath`, and measures it.
    static func run(_ arguments: [String], outputPath: String = "/dev/null") -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables: [String] = ["SWIFT_BACKTRACE=enable=no", "TERM=dumb", "PATH=/usr/bin:/bin"]
        var environment = variables.map { strdup($0) } + [nil]
        defer { for variable in environment { free(variable) } }
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, &environment) == 0 else {
            return Measurement(seconds: 0, peakBytes: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = now() - start
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Measurement(seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024, status: exitStatus)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The full path of a program on `PATH`, if it is installed.
    static func which(_ program: String) -> String? {
        for folder in ["/usr/local/bin", "/usr/bin", "/bin"] where access("\(folder)/\(program)", X_OK) == 0 {
            return "\(folder)/\(program)"
        }
        return nil
    }
}
