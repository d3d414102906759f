import Inspectable
import Layout

#if canImport(Glibc)
    import Glibc
#endif

/// `designer layout` on scenes that are hard on a constraint solver (`LayoutStressScenes`): each
/// whole process timed with its peak memory, beside Python's kiwisolver solving the same system.
/// Target: each under 2 s and 500 MB; a run still going after `limit` seconds is stopped.
enum LayoutStressBenchmark {
    static let device = "retina6_1"
    /// Runs of a scene that takes under a second; a slower one runs once.
    static let runs = 5
    /// The longest a run may take before it is stopped.
    static let limit = 60.0
    static let targetSeconds = 2.0
    static let targetBytes = 500 * 1_024 * 1_024

    static func run(executable: String, folder: String) -> [String] {
        guard let screen = try? Screen.named(device, orientation: .portrait) else {
            return ["layout-stress: the device \(device) is not known"]
        }
        var rows = [["scene", "views", "constraints", "designer layout", "peak memory", "kiwisolver", "ratio", "met"]]
        var failures: [String] = []
        var notes: [String] = []
        let peer = LayoutBenchmark.kiwisolverCommand()
        for scene in LayoutStressScenes.all(on: screen) {
            let storyboard = "\(folder)/layout-stress.storyboard"
            let system = "\(folder)/layout-stress.json"
            DocumentGenerator.write(LayoutSceneStoryboard.text(of: scene.tree, deviceID: device), to: storyboard)
            DocumentGenerator.write(LayoutSceneSystem.json(of: scene.tree, on: screen), to: system)
            defer {
                Files.remove(storyboard)
                Files.remove(system)
            }
            let ours = measure([executable, "layout", "-f", storyboard, "--json"])
            let theirs = peer.map { measure($0 + [system]) }
            let views = scene.tree.items.count { $0.kind == .view }
            let isMet = ours.status == 0 && ours.seconds < targetSeconds && ours.peakBytes < targetBytes
            rows.append([
                scene.name, Format.count(views), Format.count(scene.tree.constraints.count), describe(ours),
                Format.bytes(ours.peakBytes), theirs.map(describe) ?? "",
                ratio(ours, to: theirs),
                isMet ? "yes" : "NO",
            ])
            if !isMet {
                failures.append(
                    "layout-stress: \(scene.name): \(describe(ours)), \(Format.bytes(ours.peakBytes)) "
                        + "(target < \(Format.time(targetSeconds)), < \(Format.bytes(targetBytes)))")
            }
        }
        if peer == nil {
            notes.append(
                "Python with kiwisolver (pip install kiwisolver) or scripts/bench-layout-kiwi.py is missing: no peer")
        }
        print("")
        for line in Table.lines(rows) { print(line) }
        for note in notes { print(note) }
        return failures
    }

    /// The median of `runs` runs of `arguments` (one if the first takes a second or more), with
    /// the highest peak memory and the last failing status; a run is stopped after `limit`.
    private static func measure(_ arguments: [String]) -> Measurement {
        var measurements = [stopped(arguments)]
        if measurements[0].seconds < 1 && measurements[0].status == 0 {
            measurements += (1..<runs).map { _ in stopped(arguments) }
        }
        return Measurement(
            seconds: Statistics.median(measurements.map(\.seconds)),
            peakBytes: measurements.map(\.peakBytes).max() ?? 0,
            status: measurements.last { $0.status != 0 }?.status ?? 0)
    }

    /// One run of `arguments`, killed if it is still going after `limit` seconds (its status then
    /// 128 + SIGKILL).
    private static func stopped(_ arguments: [String]) -> Measurement {
        let began = Spawn.now()
        guard let pid = Spawn.start(arguments) else { return Measurement(seconds: 0, peakBytes: 0, status: -1) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Spawn.now() - began > limit { kill(pid, SIGKILL) }
            usleep(5_000)
        }
        return Measurement(
            seconds: Spawn.now() - began, peakBytes: Int(usage.ru_maxrss) * 1024, status: Spawn.exitStatus(status))
    }

    /// Our time over the peer's, where both ran to the end.
    private static func ratio(_ ours: Measurement, to theirs: Measurement?) -> String {
        guard let theirs, ours.status == 0, theirs.status == 0 else { return "" }
        return Format.fixed(ours.seconds / theirs.seconds, 2) + "×"
    }

    /// A run's time, or what stopped it.
    private static func describe(_ measurement: Measurement) -> String {
        switch measurement.status {
        case 0: Format.time(measurement.seconds)
        case 128 + SIGKILL: "> " + Format.time(limit) + " (stopped)"
        default: Format.time(measurement.seconds) + " (exit \(measurement.status))"
        }
    }
}
