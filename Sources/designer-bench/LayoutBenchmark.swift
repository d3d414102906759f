import Inspectable
import Layout

#if canImport(Glibc)
    import Glibc
#endif

/// `designer layout` on a scene of 1,000 views and 4,000 constraints, as whole processes taken in
/// turn with Python solving the same system with kiwisolver (target: at most half its time), and
/// in-process: the whole document laid out, the tree solved, and a `LayoutSession` re-solving the
/// scene after one constraint's constant changes (target: under 1 ms).
enum LayoutBenchmark {
    /// The device the scene is saved for and laid out on.
    static let device = "retina6_1"
    static let runs = 21

    static func run(executable: String, folder: String) -> [String] {
        let screen: Screen
        do {
            screen = try Screen.named(device, orientation: .portrait)
        } catch {
            return ["layout: the device \(device) is not known: \(error.message)"]
        }
        guard let tree = scene(on: screen) else {
            return ["layout: the scene of 1,000 views and 4,000 constraints could not be generated"]
        }
        let storyboard = "\(folder)/layout-scene.storyboard"
        let system = "\(folder)/layout-scene.json"
        let text = LayoutSceneStoryboard.text(of: tree, deviceID: device)
        DocumentGenerator.write(text, to: storyboard)
        DocumentGenerator.write(LayoutSceneSystem.json(of: tree, on: screen), to: system)
        defer {
            Files.remove(storyboard)
            Files.remove(system)
        }
        var table = LayoutTable()
        let size = screen.size
        table.notes.append(
            "The scene: \(Format.count(tree.items.count - 1)) views and a safe area guide, "
                + "\(Format.count(tree.constraints.count)) constraints, on \(device) "
                + "(\(LayoutSceneStoryboard.number(size.width))×\(LayoutSceneStoryboard.number(size.height)) pt); "
                + "the storyboard is \(Format.bytes(text.utf8.count)).")
        let peer = kiwisolver(system: system)
        let inProcess = LayoutSolveTiming(tree: tree, screen: screen, storyboard: storyboard)
        if let peer {
            table.notes.append(inProcess.agreement(withPeer: peer + ["--lines"], folder: folder))
        } else {
            table.notes.append(
                "Python with kiwisolver (pip install kiwisolver) or scripts/bench-layout-kiwi.py is missing: no peer")
        }
        let command = [executable, "layout", "-f", storyboard, "--json"]
        // Before `designer layout` exists, designer says the command is unknown (a usage error).
        let hasCommand = Spawn.run(command).status != 64
        processes(hasCommand ? command : nil, inProcess: inProcess, peer: peer, table: &table)
        for timing in inProcess.timings() {
            table.add(timing.work, runs: timing.runs, seconds: timing.seconds, below: timing.target)
            if let problem = timing.problem { table.failures.append("layout: \(timing.work): \(problem)") }
        }
        print("")
        for line in Table.lines(table.rows) { print(line) }
        for note in table.notes { print(note) }
        instructionCounts(designer: hasCommand ? command : nil, peer: peer, folder: folder)
        return table.failures
    }

    /// The generated scene, saved as Xcode saves a scene it has laid out: each view at its frame.
    private static func scene(on screen: Screen) -> LayoutTree? {
        guard var tree = LayoutSceneGenerator.tree(on: screen) else { return nil }
        let solved = LayoutEngine.solve(tree, in: LayoutEnvironment(screen: screen))
        for item in tree.items.indices where solved.frames.indices.contains(item) {
            tree.items[item].savedFrame = solved.frames[item]
        }
        return tree
    }

    /// `runs` rounds of the whole `designer layout` process (or, before it exists, the document
    /// laid out in this process) and the whole kiwisolver process, taken in turn.
    private static func processes(
        _ command: [String]?, inProcess: LayoutSolveTiming, peer: [String]?, table: inout LayoutTable
    ) {
        var ours = Runs()
        var theirs = Runs()
        var inProcessTimes: [Double] = []
        for _ in 0..<runs {
            if let command { ours.add(Spawn.run(command)) } else { inProcessTimes.append(inProcess.documentLayout()) }
            if let peer { theirs.add(Spawn.run(peer)) }
        }
        if let status = ours.failure { table.failures.append("layout: designer layout exited with \(status)") }
        if peer != nil, let status = theirs.failure {
            table.notes.append("python3 with kiwisolver exited with \(status): no ratio")
        }
        table.add(
            command == nil
                ? "Document.read + layout(on: nil), in-process (no `designer layout` yet)"
                : "designer layout --json, whole process",
            runs: runs, seconds: command == nil ? Statistics.median(inProcessTimes) : ours.median,
            peer: peer == nil || theirs.failure != nil ? nil : theirs.median)
        if let python = Spawn.python() {
            let startUp = Spawn.repeated(runs) { [python, "-c", "import json, kiwisolver"] }
            table.add("python3 -c 'import json, kiwisolver' (its start-up alone)", runs: runs, seconds: startUp.median)
        }
    }

    /// The command that solves the system with kiwisolver, if Python has it and the script is found.
    private static func kiwisolver(system: String) -> [String]? {
        kiwisolverCommand().map { $0 + [system] }
    }

    /// The command that solves a system's file, named after it, with kiwisolver, if Python has it
    /// and the script is found.
    static func kiwisolverCommand() -> [String]? {
        guard let python = Spawn.python(), Spawn.run([python, "-c", "import kiwisolver"]).status == 0,
            let script = repositoryFile("scripts/bench-layout-kiwi.py")
        else { return nil }
        return [python, script]
    }

    /// A file of the repository, found from the folder designer-bench runs from
    /// (`.build/release`) up, or from the working directory.
    private static func repositoryFile(_ path: String) -> String? {
        var folder = realpath(CommandLine.arguments[0], nil).map { pointer in
            defer { free(pointer) }
            return URL.folder(of: String(cString: pointer))
        }
        while let current = folder, !current.isEmpty {
            if access("\(current)/\(path)", R_OK) == 0 { return "\(current)/\(path)" }
            folder = current.contains("/") ? URL.folder(of: current) : nil
        }
        return access(path, R_OK) == 0 ? path : nil
    }

    private static func instructionCounts(designer: [String]?, peer: [String]?, folder: String) {
        var parts: [String] = []
        for (name, arguments) in [("designer layout", designer), ("python3 + kiwisolver", peer)] {
            guard let arguments else { continue }
            if let counted = InstructionCount.of(arguments, folder: folder) {
                parts.append("\(name) \(Format.count(counted.count)) (\(counted.tool))")
            } else {
                parts.append("\(name) not counted (neither perf nor valgrind could)")
            }
        }
        if !parts.isEmpty { print("Instructions: " + parts.joined(separator: "; ")) }
    }
}

/// The layout table as it is measured: its rows, the notes printed below it, and every target missed.
private struct LayoutTable {
    private(set) var rows = [["work", "runs", "median", "python3 + kiwisolver", "ratio", "target", "met"]]
    var notes: [String] = []
    var failures: [String] = []

    /// A row for `work`, its median time `seconds`, at most half the peer's median if one is
    /// given, and under `below` seconds if that is given.
    mutating func add(_ work: String, runs: Int, seconds: Double, peer: Double? = nil, below target: Double? = nil) {
        var met = ""
        var targetText = ""
        if let peer {
            targetText = "≤ 0.50× kiwisolver"
            met = seconds <= 0.5 * peer ? "yes" : "NO"
            if seconds > 0.5 * peer {
                failures.append(
                    "layout: \(work) took \(Format.fixed(seconds / peer, 2))× kiwisolver's time (target ≤ 0.5×)")
            }
        }
        if let target {
            targetText = "< " + Format.time(target)
            met = seconds < target ? "yes" : "NO"
            if seconds >= target {
                failures.append("layout: \(work) took \(Format.time(seconds)) (target < \(Format.time(target)))")
            }
        }
        rows.append([
            work, "\(runs)", Format.time(seconds), peer.map(Format.time) ?? "",
            peer.map { Format.fixed(seconds / $0, 2) + "×" } ?? "", targetText, met,
        ])
    }
}
