#if canImport(Glibc)
    import Glibc
#endif

/// Every hostile input (`HostileCorpus`) through every command that reads a document, each run
/// with a deadline and an address-space limit, on its own fresh copy of the input. A run fails
/// when it crashes, hangs, runs out of memory, fails without naming the file, changes a file it
/// should not, or lets a name forge its output.
enum HostileInputs {
    /// A way of running `designer` on an input.
    struct Command: Sendable {
        let name: String
        /// Whether the command must leave the input as it was whatever happens (`set` only must
        /// when it fails).
        var readOnly = true
        /// Whether its standard output is for a terminal (so a raw U+202E there is a problem), as
        /// opposed to JSON, SVG or PNG.
        var terminal = false
        /// Whether it is given the input's folder rather than the input.
        var takesFolder = false
        /// Whether it reports problems on standard output, as a test runner does, so a position
        /// may be there rather than in standard error.
        var reportsOnOutput = false
        var environment: [String] = []
        /// The command line after the executable, for the input's path (or folder) and key.
        let arguments: @Sendable (_ path: String, _ input: HostileInput, _ artifacts: String) -> [String]
    }

    static let commands: [Command] = [
        Command(name: "check", terminal: true) { path, _, _ in ["check", path] },
        Command(name: "check (GitHub Actions)", terminal: true, environment: ["GITHUB_ACTIONS=true"]) { path, _, _ in
            ["check", path]
        },
        Command(name: "inspect", terminal: true) { path, _, _ in ["inspect", "-f", path] },
        Command(name: "inspect --json") { path, _, _ in ["inspect", "--json", "-f", path] },
        Command(name: "get KEY", terminal: true) { path, input, _ in ["get", input.key, "-f", path] },
        Command(name: "set KEY=V", readOnly: false, terminal: true) { path, input, _ in
            ["set", "\(input.key)=\(input.value)", "-f", path]
        },
        Command(name: "render --format text", terminal: true) { path, _, _ in
            ["render", "--format", "text", "-f", path]
        },
        Command(name: "render --format ansi", terminal: true) { path, _, _ in
            ["render", "--format", "ansi", "-f", path]
        },
        Command(name: "render --format svg") { path, _, _ in ["render", "--format", "svg", "-f", path] },
        Command(name: "render --format png") { path, _, _ in ["render", "--format", "png", "-f", path] },
        Command(name: "render --format png --scale 2") { path, _, _ in
            ["render", "--format", "png", "--scale", "2", "-f", path]
        },
        Command(name: "snapshot --check FOLDER", terminal: true, takesFolder: true, reportsOnOutput: true) {
            folder, _, artifacts in
            ["snapshot", "--check", "--artifacts", artifacts, folder]
        },
    ]

    /// The ways a run can fail, in the order the table lists them.
    enum Problem: String, CaseIterable {
        case crash = "crash (signal, or exit 132-136, 139)"
        case hang = "hang (killed at the deadline)"
        case memory = "memory over the limit"
        case unpositioned = "error without a position"
        case changed = "files changed that should not be"
        case forged = "raw U+202E or a forged line in output"
    }

    /// One failing run.
    struct Failure {
        let input: Int
        let command: Int
        let problems: [Problem]
        /// What happened, in words that runs failing the same way share (no times or paths).
        let detail: String
        let cpuSeconds: Double
        let peakBytes: Int
    }

    /// What the runs found.
    struct Outcome {
        let labels: [String]
        var runs = 0
        /// Runs whose input could not be made here (a device node without the right to make one).
        var skipped = 0
        var counts: [Problem: Int] = [:]
        /// The failing runs, in corpus order.
        var failures: [Failure] = []
        /// The runs that peaked above 1 GiB, and those that wrote more than `ProcessPool.kept`
        /// bytes of errors, which are not failures by themselves.
        var largePeaks: [(pair: String, bytes: Int)] = []
        var longErrors: [(pair: String, bytes: Int)] = []
        var slowest: (seconds: Double, pair: String) = (0, "")
        var seconds = 0.0
        /// This process's resident memory when the runs began: a child's reported peak includes
        /// what its parent held when it started it.
        var ownBytes = 0
        let timeout: Double
        let memoryLimit: Int
        let limited: Bool

        var inputs: Int { labels.count }
        var commands: Int { HostileInputs.commands.count }
    }

    /// Quick runs go six at a time; a heavy one (a core and gigabytes for seconds) runs beside at most
    /// two quick ones and never beside another heavy one, so that a run on this 2-core machine
    /// meets its deadline or misses it by its own work rather than its neighbours'.
    static let capacity = 6
    static let heavyWeight = 4

    /// A run killed at its deadline after less processor time than this was blocked (waiting for
    /// something that never came) rather than busy.
    static let blockedProcessorTime = 0.5

    /// Statuses a shell gives a program ended by SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE or SIGSEGV.
    private static let crashStatuses: Set<Int32> = [132, 133, 134, 135, 136, 139]

    static func run(executable: String, folder: String, timeout: Double = 20, memoryLimit: Int = 4 << 30) -> Outcome {
        let started = Spawn.now()
        let inputs = HostileCorpus.inputs()
        var outcome = Outcome(
            labels: inputs.map(\.label), ownBytes: residentBytes(), timeout: timeout, memoryLimit: memoryLimit,
            limited: ProcessPool.prlimit != nil)
        let pairs = inputs.indices.flatMap { input in commands.indices.map { (input, $0) } }
        var before: [Int: (folder: String, path: String, state: [String: String])] = [:]
        Files.makeFolder("\(folder)/hostile")
        let launch = { (index: Int) -> Launch? in
            let (input, command) = (inputs[pairs[index].0], commands[pairs[index].1])
            let place = "\(folder)/hostile/\(pairs[index].0)-\(pairs[index].1)"
            Files.makeFolder(place)
            guard let path = input.make(in: place, inFolder: command.takesFolder || !command.readOnly) else {
                return nil
            }
            before[index] = (place, path, Files.fingerprint(of: place))
            let target = command.takesFolder ? place : path
            return Launch(
                arguments: [executable] + command.arguments(target, input, "\(folder)/hostile/artifacts-\(index)"),
                environment: command.environment, timeout: timeout, memoryLimit: memoryLimit)
        }
        ProcessPool.run(
            weights: pairs.map { inputs[$0.0].heavy ? heavyWeight : 1 }, capacity: capacity, blockedAreFree: true,
            launch: launch
        ) { index, result in
            let (input, command) = (inputs[pairs[index].0], commands[pairs[index].1])
            let pair = "\(input.label) × \(command.name)"
            guard let result, let made = before.removeValue(forKey: index) else {
                outcome.skipped += 1
                return
            }
            outcome.runs += 1
            if result.seconds > outcome.slowest.seconds { outcome.slowest = (result.seconds, pair) }
            if result.peakBytes > 1 << 30 { outcome.largePeaks.append((pair, result.peakBytes)) }
            if result.errorCount > ProcessPool.kept { outcome.longErrors.append((pair, result.errorCount)) }
            let (problems, detail) = classify(
                result, command: command, path: command.takesFolder ? made.folder + "/" + input.fileName : made.path,
                folder: made.folder, memoryLimit: memoryLimit,
                changed: (command.readOnly || result.status != 0) && Files.fingerprint(of: made.folder) != made.state)
            if !problems.isEmpty {
                outcome.failures.append(
                    Failure(
                        input: pairs[index].0, command: pairs[index].1, problems: problems, detail: detail,
                        cpuSeconds: result.cpuSeconds, peakBytes: result.peakBytes))
            }
            Files.remove(made.folder)
            Files.remove("\(folder)/hostile/artifacts-\(index)")
        }
        outcome.failures.sort { ($0.input, $0.command) < ($1.input, $1.command) }
        for failure in outcome.failures {
            for problem in failure.problems { outcome.counts[problem, default: 0] += 1 }
        }
        outcome.seconds = Spawn.now() - started
        return outcome
    }

    /// The failing runs, a line for each input and way of failing with the commands that failed
    /// so (the first `limit` lines), and the other figures of the runs.
    static func report(_ outcome: Outcome, limit: Int) -> [String] {
        let limits =
            outcome.limited
            ? "address space limited to \(gibibytes(outcome.memoryLimit)) (prlimit)"
            : "address space not limited (no prlimit): a peak over \(gibibytes(outcome.memoryLimit)) counts"
        var lines = [
            "hostile runs: \(outcome.inputs) inputs × \(outcome.commands) commands, deadline "
                + "\(Format.time(outcome.timeout)), \(limits); a peak includes what the benchmark held when it "
                + "started the run (\(Format.bytes(outcome.ownBytes)) at the first)"
        ]
        var groups: [(key: String, failures: [Failure])] = []
        var positions: [String: Int] = [:]
        for failure in outcome.failures {
            let key = "\(failure.input) \(failure.detail)"
            if let position = positions[key] {
                groups[position].failures.append(failure)
            } else {
                positions[key] = groups.count
                groups.append((key, [failure]))
            }
        }
        if !groups.isEmpty { lines.append("failing, by input (input: what happened: commands):") }
        for (_, failures) in groups.prefix(limit) {
            guard let first = failures.first else { continue }
            let names =
                failures.count == commands.count
                ? "every command" : failures.map { commands[$0.command].name }.joined(separator: ", ")
            var figures = ""
            if first.problems.contains(.hang) || first.problems.contains(.memory) {
                let cpu = failures.map(\.cpuSeconds).max() ?? 0
                let peak = failures.map(\.peakBytes).max() ?? 0
                figures = " (up to \(Format.time(cpu)) of processor time, peak \(Format.bytes(peak)))"
            }
            lines.append("  \(outcome.labels[first.input]): \(first.detail)\(figures): \(names)")
        }
        if groups.count > limit { lines.append("  … and \(groups.count - limit) more lines") }
        if !outcome.largePeaks.isEmpty {
            lines.append(
                "peak memory over 1 GiB (not a failure by itself): \(outcome.largePeaks.count) runs, the largest:")
            for (pair, bytes) in outcome.largePeaks.sorted(by: { $0.bytes > $1.bytes }).prefix(5) {
                lines.append("  \(pair): \(Format.bytes(bytes))")
            }
        }
        if !outcome.longErrors.isEmpty {
            lines.append(
                "standard error over \(Format.bytes(ProcessPool.kept)) (not a failure by itself): "
                    + "\(outcome.longErrors.count) runs, the largest:")
            for (pair, bytes) in outcome.longErrors.sorted(by: { $0.bytes > $1.bytes }).prefix(5) {
                lines.append("  \(pair): \(Format.bytes(bytes))")
            }
        }
        lines.append("slowest run: \(outcome.slowest.pair), \(Format.time(outcome.slowest.seconds))")
        return lines
    }

    /// `4 GiB`.
    private static func gibibytes(_ bytes: Int) -> String {
        Format.fixed(Double(bytes) / Double(1 << 30), bytes % (1 << 30) == 0 ? 0 : 1) + " GiB"
    }

    /// This process's resident memory, from `/proc/self/statm`.
    private static func residentBytes() -> Int {
        let fields = (Files.read("/proc/self/statm") ?? []).split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The problems of one run, and a few words on them that runs failing the same way share.
    private static func classify(
        _ result: CapturedResult, command: Command, path: String, folder: String, memoryLimit: Int, changed: Bool
    ) -> ([Problem], String) {
        var problems: [Problem] = []
        var details: [String] = []
        let errors = String(decoding: result.errors, as: UTF8.self)
        let crashed = !result.timedOut && (result.signal != nil || crashStatuses.contains(result.status))
        let lowered = errors.lowercased()
        let outOfMemory =
            crashed
            && (lowered.contains("alloc") || lowered.contains("out of memory") || result.peakBytes >= memoryLimit / 4)
        if result.timedOut {
            problems.append(.hang)
            details.append(result.cpuSeconds < blockedProcessorTime ? "hang, blocked" : "hang, busy")
        } else if outOfMemory || (!result.limited && result.peakBytes > memoryLimit) {
            problems.append(.memory)
            details.append("out of memory, " + (result.signal.map { "signal \($0)" } ?? "exit \(result.status)"))
        } else if crashed {
            problems.append(.crash)
            details.append(
                "crash, " + (result.signal.map { "signal \($0)" } ?? "exit \(result.status)")
                    + firstLine(errors, folder: folder))
        } else if result.status != 0 {
            let output = command.reportsOnOutput ? String(decoding: result.output, as: UTF8.self) : ""
            if !namesPlace(errors, path: path, folder: folder), !namesPlace(output, path: path, folder: folder) {
                problems.append(.unpositioned)
                details.append(
                    "exit \(result.status) without a position"
                        + firstLine(errors.isEmpty ? output : errors, folder: folder))
            }
        }
        if changed {
            problems.append(.changed)
            details.append(command.readOnly ? "changed the files" : "failed and changed the files")
        }
        if forged(result.errors) || (command.terminal && forged(result.output)) {
            problems.append(.forged)
            details.append("raw U+202E or a forged line in its output")
        }
        return (problems, details.joined(separator: "; "))
    }

    /// Whether some line of `errors` names the file (`path:`, `path:line:column:`, the path
    /// escaped, or any file in its folder), names the folder itself (`folder: error: …`, as a
    /// search that found nothing does), or is an `Error:` line.
    private static func namesPlace(_ errors: String, path: String, folder: String) -> Bool {
        if errors.hasPrefix(path + ":") || errors.contains("\n" + path + ":") { return true }
        return errors.split(separator: "\n").contains { line in
            line.hasPrefix("Error:") || line.hasPrefix(folder + "/") || line.hasPrefix("'" + folder + "/")
                || line.hasPrefix(folder + ": ")
        }
    }

    /// Whether output holds a raw U+202E (which reverses the text after it on a terminal) or a
    /// line the newline in a file name made (`::error file=evil`, a GitHub Actions command).
    private static func forged(_ bytes: [UInt8]) -> Bool {
        let override: [UInt8] = [0xE2, 0x80, 0xAE]
        if bytes.count >= 3, (0...(bytes.count - 3)).contains(where: { bytes[$0..<$0 + 3].elementsEqual(override) }) {
            return true
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains {
            $0.hasPrefix("::error file=evil")
        }
    }

    /// `: '` and the first line of `text` and `'`, its input's folder written `…`, shortened and
    /// with control and direction characters escaped; nothing if it is empty.
    private static func firstLine(_ text: String, folder: String) -> String {
        guard let line = text.split(separator: "\n").first else { return "" }
        var shown = String(line)
        if shown.hasPrefix(folder) { shown = "…" + shown.dropFirst(folder.count) }
        return ": '" + String(shown.prefix(100)).escapingControls + "'"
    }
}
