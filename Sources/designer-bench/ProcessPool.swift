#if canImport(Glibc)
    import CLinux
    import Glibc
#endif

/// A program for a `ProcessPool` to run: its command line, deadline and memory limit.
struct Launch {
    var arguments: [String]
    /// Variables added to `Spawn.environment`.
    var environment: [String] = []
    /// Seconds after which the program is killed (SIGKILL) and counted as hung.
    var timeout: Double = 20
    /// The address space the program may use, in bytes (RLIMIT_AS, set by `prlimit`), if limited.
    var memoryLimit: Int?
}

/// How a program run by a `ProcessPool` ended, and what it wrote.
struct CapturedResult {
    /// The exit status, or 128 + the signal that ended it, as a shell reports it.
    let status: Int32
    /// The signal that ended it, if one did (the SIGKILL after a timeout included).
    let signal: Int32?
    let timedOut: Bool
    let seconds: Double
    /// User and system time: a hung program that used none was blocked, not busy.
    let cpuSeconds: Double
    /// Peak resident memory in bytes (`ru_maxrss`).
    let peakBytes: Int
    /// Whether the address-space limit was set (it needs `prlimit`).
    let limited: Bool
    /// The first `ProcessPool.kept` bytes of standard output and of standard error, and how many
    /// bytes of each the program wrote in all.
    let output: [UInt8]
    let outputCount: Int
    let errors: [UInt8]
    let errorCount: Int
}

/// Runs many programs at once on one thread: it reads their standard output and error through
/// pipes (so a program that writes a lot never blocks), kills one that passes its deadline, and
/// reaps them with `wait4` for their peak memory. Standard input is `/dev/null`.
///
/// Each program has a weight, and the weights of the programs running at once stay within the
/// capacity, so a few heavy programs (gigabytes for seconds) do not run beside each other while
/// many quick ones do. With `blockedAreFree`, a program that has used no processor time for half a
/// second (it waits, as for a pipe no one writes to) takes no capacity until it runs again, so
/// programs that hang until their deadline do not hold up the others (at most `limit` at once).
///
///     ProcessPool.run(weights: [1, 1, 3], capacity: 4, launch: { Launch(arguments: commands[$0]) }) {
///         index, result in results[index] = result
///     }
enum ProcessPool {
    /// How much of each output is kept: enough for its first lines, and small, since a child's
    /// reported peak memory includes what this process had when the child started.
    static let kept = 64 << 10

    /// The `prlimit` program that sets a memory limit before it runs a command, if installed.
    static let prlimit = Spawn.which("prlimit")

    /// A started program and what it wrote so far.
    private struct Running {
        let index: Int
        let weight: Int
        let pid: pid_t
        let started: Double
        let deadline: Double
        let limited: Bool
        var descriptors: [Int32]
        var kept: [[UInt8]] = [[], []]
        var counts = [0, 0]
        var timedOut = false
        /// The processor time last read from `/proc`, when, and whether none was used since the
        /// reading before.
        var ticks = 0
        var checked: Double
        var blocked = false
    }

    /// Runs program `index` for every index of `weights`, in order as far as the capacity allows
    /// (a lighter program may start before a heavier one that does not fit yet). `launch` makes
    /// what the program needs and describes it (`nil`: skip it); `finished` gets each result as
    /// the program ends, or `nil` if it could not be started.
    static func run(
        weights: [Int], capacity: Int, blockedAreFree: Bool = false, limit: Int = 32, launch: (Int) -> Launch?,
        finished: (Int, CapturedResult?) -> Void
    ) {
        var pending = Array(weights.indices)
        var running: [Running] = []
        while !pending.isEmpty || !running.isEmpty {
            if blockedAreFree { checkBlocked(&running) }
            var load = running.reduce(0) { $0 + ($1.blocked ? 0 : $1.weight) }
            while running.count < limit,
                let position = pending.firstIndex(where: { load + weights[$0] <= capacity || load == 0 })
            {
                let index = pending.remove(at: position)
                guard let description = launch(index) else {
                    finished(index, nil)
                    continue
                }
                guard let started = start(description, index: index, weight: weights[index]) else {
                    finished(index, nil)
                    continue
                }
                running.append(started)
                load += weights[index]
            }
            readAvailable(&running)
            var position = 0
            while position < running.count {
                if let result = reap(&running[position]) {
                    finished(running[position].index, result)
                    running.remove(at: position)
                } else {
                    if !running[position].timedOut, Spawn.now() > running[position].deadline {
                        kill(running[position].pid, SIGKILL)
                        running[position].timedOut = true
                    }
                    position += 1
                }
            }
        }
    }

    private static func start(_ launch: Launch, index: Int, weight: Int) -> Running? {
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return nil }
        guard pipe(&errors) == 0 else {
            close(output[0])
            close(output[1])
            return nil
        }
        // One thread spawns, so no other program can inherit these between `pipe` and here.
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(output[1])
            close(errors[1])
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        // Signals this process ignores or blocks must not stay ignored or blocked in the child.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD, SIGALRM] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var arguments = launch.arguments
        var limited = false
        if let limit = launch.memoryLimit, let prlimit {
            arguments = [prlimit, "--as=\(limit)", "--"] + arguments
            limited = true
        }
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var variables = (Spawn.environment + launch.environment).map { strdup($0) } + [nil]
        defer { for variable in variables { free(variable) } }
        var pid: pid_t = 0
        resetPeakMemory()
        let started = Spawn.now()
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &variables) == 0 else {
            close(output[0])
            close(errors[0])
            return nil
        }
        for descriptor in [output[0], errors[0]] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        return Running(
            index: index, weight: weight, pid: pid, started: started, deadline: started + launch.timeout,
            limited: limited, descriptors: [output[0], errors[0]], checked: started)
    }

    /// Lowers this process's peak resident memory to what it holds now. Linux counts a parent's
    /// peak in the `ru_maxrss` of a child it starts (the memory the child shared before `exec`),
    /// so without this every child would seem to use at least the most this process ever used.
    private static func resetPeakMemory() {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = write(descriptor, "5", 1)
        close(descriptor)
    }

    /// Marks the programs that used no processor time in the last half second as blocked.
    private static func checkBlocked(_ running: inout [Running]) {
        let now = Spawn.now()
        for position in running.indices where now - running[position].checked >= 0.5 {
            guard let ticks = processorTicks(running[position].pid) else { continue }
            running[position].blocked = ticks == running[position].ticks
            running[position].ticks = ticks
            running[position].checked = now
        }
    }

    /// The user and system time of a process in clock ticks, from `/proc/PID/stat`.
    private static func processorTicks(_ pid: pid_t) -> Int? {
        guard let bytes = Files.read("/proc/\(pid)/stat"), let close = bytes.lastIndex(of: UInt8(ascii: ")")) else {
            return nil
        }
        // After the name in parentheses: state, then fields 4 to 13, then utime and stime.
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 12, let user = Int(String(decoding: fields[11], as: UTF8.self)),
            let system = Int(String(decoding: fields[12], as: UTF8.self))
        else { return nil }
        return user + system
    }

    /// Waits up to 20 ms for output from any running program and reads what is there.
    private static func readAvailable(_ running: inout [Running]) {
        var polled: [pollfd] = []
        for program in running {
            for descriptor in program.descriptors where descriptor >= 0 {
                polled.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
        }
        guard !polled.isEmpty else {
            usleep(20_000)
            return
        }
        guard poll(&polled, nfds_t(polled.count), 20) > 0 else { return }
        for position in running.indices { drain(&running[position]) }
    }

    /// Reads whatever a program's pipes hold now, closing a pipe at its end.
    private static func drain(_ program: inout Running) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        for stream in 0..<2 where program.descriptors[stream] >= 0 {
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    read(program.descriptors[stream], $0.baseAddress, $0.count)
                }
                if count < 0, errno == EINTR { continue }
                if count == 0 || (count < 0 && errno != EAGAIN) {
                    close(program.descriptors[stream])
                    program.descriptors[stream] = -1
                }
                guard count > 0 else { break }
                program.counts[stream] += count
                let room = kept - program.kept[stream].count
                if room > 0 { program.kept[stream] += buffer[0..<min(room, count)] }
            }
        }
    }

    /// The result of a program that has ended, its pipes read to the end; `nil` while it runs.
    private static func reap(_ program: inout Running) -> CapturedResult? {
        var status: Int32 = 0
        var usage = rusage()
        var reaped = wait4(program.pid, &status, WNOHANG, &usage)
        while reaped < 0, errno == EINTR { reaped = wait4(program.pid, &status, WNOHANG, &usage) }
        guard reaped == program.pid else { return nil }
        let seconds = Spawn.now() - program.started
        drain(&program)
        for descriptor in program.descriptors where descriptor >= 0 { close(descriptor) }
        program.descriptors = [-1, -1]
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        return CapturedResult(
            status: Spawn.exitStatus(status), signal: (status & 0x7F) == 0 ? nil : status & 0x7F,
            timedOut: program.timedOut, seconds: seconds, cpuSeconds: cpu, peakBytes: Int(usage.ru_maxrss) * 1024,
            limited: program.limited, output: program.kept[0], outputCount: program.counts[0],
            errors: program.kept[1], errorCount: program.counts[1])
    }
}
