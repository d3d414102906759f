#if canImport(Glibc)
    import CLinux
    import Glibc
#endif

/// One finished run of a program: its wall time, peak memory and exit status.
struct Measurement {
    let seconds: Double
    /// Peak resident memory in bytes (the child's `ru_maxrss`).
    let peakBytes: Int
    let status: Int32
}

/// Repeated runs of one program: the time of each, the highest peak memory and the last status
/// that was not 0.
struct Runs {
    private(set) var times: [Double] = []
    private(set) var peakBytes = 0
    private(set) var failure: Int32?

    var median: Double { Statistics.median(times) }

    mutating func add(_ measurement: Measurement) {
        times.append(measurement.seconds)
        peakBytes = max(peakBytes, measurement.peakBytes)
        if measurement.status != 0 { failure = measurement.status }
    }
}

enum Spawn {
    /// The environment every measured program gets: no backtracer (a crash is a plain signal),
    /// a dumb terminal and the system's programs.
    static let environment = ["SWIFT_BACKTRACE=enable=no", "TERM=dumb", "PATH=/usr/bin:/bin"]

    /// Runs `arguments[0]` with its output sent to `outputPath` and its errors to `errorPath`, and
    /// measures it.
    static func run(_ arguments: [String], outputPath: String = "/dev/null", errorPath: String = "/dev/null")
        -> Measurement
    {
        let began = now()
        guard let pid = start(arguments, outputPath: outputPath, errorPath: errorPath) else {
            return Measurement(seconds: 0, peakBytes: 0, status: -1)
        }
        return finish(pid, startedAt: began)
    }

    /// Starts `arguments[0]` with its output sent to `outputPath` and its errors to `errorPath`
    /// (discarded unless given), without waiting for it; `nil` if it could not be started. `finish`
    /// waits for it.
    static func start(_ arguments: [String], outputPath: String = "/dev/null", errorPath: String = "/dev/null")
        -> pid_t?
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var variables = environment.map { strdup($0) } + [nil]
        defer { for variable in variables { free(variable) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, &variables) == 0 else { return nil }
        return pid
    }

    /// `runs` runs, one after another, of the command `arguments` gives each time.
    static func repeated(_ runs: Int, outputPath: String = "/dev/null", _ arguments: () -> [String]) -> Runs {
        var result = Runs()
        for _ in 0..<runs { result.add(run(arguments(), outputPath: outputPath)) }
        return result
    }

    /// Waits for a started program to end and measures it from `startedAt` (a `now()` reading).
    static func finish(_ pid: pid_t, startedAt start: Double) -> Measurement {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return Measurement(seconds: now() - start, peakBytes: Int(usage.ru_maxrss) * 1024, status: exitStatus(status))
    }

    /// A wait status as a shell reports it: the exit status, or 128 + the signal that ended it.
    static func exitStatus(_ status: Int32) -> Int32 {
        (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The folder where `python3`'s pip installs programs, if Python is installed.
    static func pythonScriptsFolder() -> String? {
        guard let pipe = popen("python3 -c 'import sysconfig; print(sysconfig.get_path(\"scripts\"))' 2>/dev/null", "r")
        else { return nil }
        defer { pclose(pipe) }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard fgets(&buffer, Int32(buffer.count), pipe) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = line.trimmingCharacters(in: "\n")
        return folder.isEmpty ? nil : folder
    }

    /// The `python3` where pip installs programs (where pytest and syrupy are), or else the one on
    /// `PATH`; `nil` if Python is not installed.
    static func python() -> String? {
        pythonScriptsFolder().map { "\($0)/python3" }.flatMap { access($0, X_OK) == 0 ? $0 : nil }
            ?? which("python3")
    }

    /// The full path of a program, if it is installed: a real executable on `PATH` (not a
    /// version manager's shim, whose start-up would be measured too), or in `extra` folders.
    static func which(_ program: String, extra: [String] = []) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init).filter { !$0.hasSuffix("/shims") } + extra
        for folder in folders where access("\(folder)/\(program)", X_OK) == 0 {
            return "\(folder)/\(program)"
        }
        return nil
    }
}
