#if canImport(Glibc)
    import Glibc
#endif

/// The performance targets, each piece of work measured beside its peer in the same run: designer
/// on documents of 100,000 and 1,000,000 views against Python's json.load and jq, its start-up
/// against a Swift hello world, its PNG against resvg's, live redraws, and a snapshot check against
/// syrupy; then, where a noisy clock matters, the instructions each runs under callgrind.
enum PerformanceBenchmark {
    static func run(executable: String, folder: String) -> [String] {
        var report = Report()
        documents(executable: executable, folder: folder, report: &report)
        largeDocuments(executable: executable, folder: folder, report: &report)
        let startUp = startUp(executable: executable, folder: folder, report: &report)
        let render = render(executable: executable, folder: folder, report: &report)
        #if os(Linux)
            live(executable: executable, folder: folder, report: &report)
        #endif
        snapshots(executable: executable, folder: folder, report: &report)
        print("")
        for line in Table.lines(report.rows) { print(line) }
        for note in report.notes { print(note) }

        let scene = "\(folder)/bars-1000.json"
        _ = DocumentGenerator.writePrettyScene(views: 1_000, to: scene)
        let check = Work(name: "designer check, 1,000 views", designer: [executable, "check", scene], peer: nil)
        instructionCounts([startUp, render, check], folder: folder)
        Files.remove(scene)
        return report.failures
    }

    /// check, set and inspect on 100,000 views, beside json.load reading the same file and jq
    /// making the same edit.
    private static func documents(executable: String, folder: String, report: inout Report) {
        let views = 100_000
        let runs = 5
        guard let (document, size) = scene(views: views, folder: folder, report: &report) else { return }
        let python = Spawn.python()
        let check = inTurn(
            runs, { Spawn.run([executable, "check", document]) },
            python.map { python in
                { Spawn.run([python, "-c", "import json,sys; json.load(open(sys.argv[1]))", document]) }
            })
        report.add(
            "designer check, 100,000 views", runs: runs, designer: check.ours, file: size,
            peer: Peer(name: "json.load", runs: check.theirs), ratio: 0.25)

        let jq = Spawn.which("jq")
        var value = 0
        let set = inTurn(
            runs,
            {
                value += 1
                return Spawn.run([executable, "set", "-f", document, "bar\(views / 2).percent=\(value)"])
            },
            jq.map { jq in { DocumentBenchmark.edit(jq, document, subview: views / 2 - 1) } })
        report.add(
            "designer set, 100,000 views", runs: runs, designer: set.ours, file: size,
            peer: Peer(name: "jq", runs: set.theirs), ratio: 0.08)

        for (name, options, output) in [
            ("inspect", [String](), "inspect.txt"), ("inspect --json", ["--json"], "inspect.json"),
        ] {
            let path = "\(folder)/\(output)"
            let inspect = Spawn.repeated(runs, outputPath: path) {
                [executable, "inspect"] + options + ["-f", document]
            }
            Files.remove(path)
            report.add("designer \(name), 100,000 views", runs: runs, designer: inspect, file: size, seconds: 1)
        }
        Files.remove(document)
    }

    /// The pretty-printed scene of `views` bars, written into `folder`, and its size; `nil`, and
    /// a failure reported, when it cannot be written.
    private static func scene(views: Int, folder: String, report: inout Report) -> (path: String, size: Int)? {
        let document = "\(folder)/bars-\(views).json"
        guard let size = DocumentGenerator.writePrettyScene(views: views, to: document) else {
            report.failures.append("the document of \(Format.count(views)) views could not be written")
            return nil
        }
        report.notes.append("The document of \(Format.count(views)) views: \(Format.count(size)) bytes")
        return (document, size)
    }

    /// check, set and get on 1,000,000 views (about 320 MB), with their peak memory.
    private static func largeDocuments(executable: String, folder: String, report: inout Report) {
        let views = 1_000_000
        let runs = 3
        guard let (document, size) = scene(views: views, folder: folder, report: &report) else { return }
        let key = "bar\(views / 2).percent"
        var value = 0
        let commands: [(name: String, memory: Double, arguments: () -> [String])] = [
            ("check", 1.5, { [executable, "check", document] }),
            (
                "set", 2.5,
                {
                    value += 1
                    return [executable, "set", "-f", document, "\(key)=\(value)"]
                }
            ),
            ("get", 1.5, { [executable, "get", "-f", document, key] }),
        ]
        for command in commands {
            let measured = Spawn.repeated(runs, command.arguments)
            report.add(
                "designer \(command.name), 1,000,000 views", runs: runs, designer: measured, file: size, seconds: 2,
                memory: command.memory)
        }
        Files.remove(document)
    }

    /// `designer check` of a one-view document, the example, beside a Swift hello world.
    private static func startUp(executable: String, folder: String, report: inout Report) -> Work {
        let document = "\(folder)/start-up.json"
        DocumentGenerator.write(DocumentGenerator.seedExample(), to: document)
        let hello = helloWorld(folder: folder, report: &report)
        let work = Work(
            name: "start-up: designer check, one view", designer: [executable, "check", document],
            peer: ("hello world", hello.map { [$0] }))
        measureInTurn(work, runs: 41, ratio: 1.3, report: &report)
        return work
    }

    /// A Swift program that imports Foundation and prints one line, built in `folder` as designer
    /// is built (optimized, the standard library linked statically); `nil`, with a note, if it
    /// cannot be.
    private static func helloWorld(folder: String, report: inout Report) -> String? {
        guard let swiftc = Spawn.which("swiftc") else {
            report.notes.append("swiftc is not on PATH: the start-up has no hello world beside it")
            return nil
        }
        let source = "\(folder)/hello.swift"
        let program = "\(folder)/hello"
        DocumentGenerator.write("import Foundation\n\nprint(\"Hello, world!\")\n", to: source)
        guard Spawn.run([swiftc, "-O", "-static-stdlib", source, "-o", program]).status == 0 else {
            report.notes.append("swiftc -O -static-stdlib could not build hello.swift: the start-up has no peer")
            return nil
        }
        return program
    }

    /// designer's PNG of the example at @2x beside resvg's of designer's SVG of it, and the sizes
    /// of both (a PNG of resvg's much smaller than designer's may lack the label: resvg leaves out
    /// text in a font it does not find).
    private static func render(executable: String, folder: String, report: inout Report) -> Work {
        let document = "\(folder)/render-example.json"
        DocumentGenerator.write(DocumentGenerator.seedExample(), to: document)
        let renderings = RenderBenchmark.renderings(executable: executable, document: document)
        let work = Work(
            name: "designer render --format png --scale 2, the example", designer: renderings.designer.arguments,
            peer: ("resvg", renderings.resvg?.arguments))
        measureInTurn(work, runs: 41, ratio: 0.5, report: &report)
        let sizes = [("designer", renderings.designer.png), ("resvg", renderings.resvg?.png)].compactMap {
            name, png in png.flatMap(Files.read).map { "\(name) \(Format.count($0.count)) bytes" }
        }
        report.notes.append("The example's PNG at @2x: " + sizes.joined(separator: ", "))
        return work
    }

    #if os(Linux)
        /// `designer watch` redrawing the 1,000-view scene after a save that changes one value, and
        /// one that changes every bar.
        private static func live(executable: String, folder: String, report: inout Report) {
            for (number, (name, target, version)) in [
                ("one value changed", 0.004, LiveBenchmark.oneValueChanged),
                ("every bar changed", 0.016, LiveBenchmark.everyBarChanged),
            ].enumerated() {
                let test = LiveBenchmark.Case(name: name, columns: 80, rows: 24, target: target, version: version)
                let title = "live redraw, 1,000-view scene: \(name)"
                guard
                    let latencies = LiveBenchmark.latencies(
                        of: test, executable: executable, path: "\(folder)/live-\(number).json")
                else {
                    report.failures.append("\(title): designer watch did not draw its frames")
                    continue
                }
                report.add(title, runs: latencies.count, designer: Statistics.median(latencies), seconds: target)
            }
        }
    #endif

    /// `designer snapshot --check` of 1,000 documents in text, SVG and PNG, beside pytest and
    /// syrupy checking the texts.
    private static func snapshots(executable: String, folder: String, report: inout Report) {
        let root = "\(folder)/performance-snapshots"
        let work = "designer snapshot --check, 1,000 × text, svg, png"
        defer { Files.remove(root) }
        guard SnapshotBenchmark.record(executable: executable, root: root),
            let ours = SnapshotBenchmark.check(executable: executable, root: root)
        else {
            report.failures.append("\(work): the snapshots could not be recorded or did not pass")
            return
        }
        report.add(
            work, runs: SnapshotBenchmark.runs, designer: ours,
            peer: Peer(name: "pytest + syrupy (texts)", seconds: SnapshotBenchmark.syrupy(root: root)),
            seconds: 0.2)
    }

    /// `runs` runs of designer's command and of its peer's (if any), taken in turn so that a slow
    /// moment of the machine slows both.
    private static func inTurn(_ runs: Int, _ ours: () -> Measurement, _ theirs: (() -> Measurement)?) -> (
        ours: Runs, theirs: Runs?
    ) {
        var mine = Runs()
        var peer = theirs.map { _ in Runs() }
        for _ in 0..<runs {
            mine.add(ours())
            if let theirs { peer?.add(theirs()) }
        }
        return (mine, peer)
    }

    /// A row for `runs` runs of the work's commands taken in turn, designer's at most `ratio` ×
    /// its peer's time.
    private static func measureInTurn(_ work: Work, runs: Int, ratio: Double, report: inout Report) {
        let measured = inTurn(
            runs, { Spawn.run(work.designer) }, work.peer?.arguments.map { peer in { Spawn.run(peer) } })
        report.add(
            work.name, runs: runs, designer: measured.ours,
            peer: work.peer.map { Peer(name: $0.name, runs: measured.theirs) }, ratio: ratio)
    }

    /// Prints the instructions each work's commands run under callgrind.
    private static func instructionCounts(_ works: [Work], folder: String) {
        print("")
        guard let valgrind = Spawn.which("valgrind") else {
            print("valgrind is not installed: no instruction counts (apt-get install valgrind)")
            return
        }
        var rows = [["work (instructions, callgrind)", "designer", "peer", "ratio"]]
        for work in works {
            let ours = instructions(work.designer, valgrind: valgrind, folder: folder)
            let theirs = work.peer?.arguments.flatMap { instructions($0, valgrind: valgrind, folder: folder) }
            rows.append([
                work.name, ours.map(Format.count) ?? "failed",
                work.peer.map { peer in
                    "\(peer.name) " + (theirs.map(Format.count) ?? (peer.arguments == nil ? "not installed" : "failed"))
                } ?? "–",
                ours.flatMap { ours in theirs.map { Format.fixed(Double(ours) / Double($0), 2) + "×" } } ?? "–",
            ])
        }
        for line in Table.lines(rows) { print(line) }
    }

    /// The instructions `arguments` runs, as callgrind counts them (`Collected : N` on its
    /// errors); `nil` if the program failed or callgrind said nothing.
    private static func instructions(_ arguments: [String], valgrind: String, folder: String) -> Int? {
        let log = "\(folder)/callgrind.txt"
        let run = Spawn.run(
            [valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null"] + arguments, errorPath: log)
        defer { Files.remove(log) }
        guard run.status == 0, let bytes = Files.read(log) else { return nil }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.contains("Collected : ") }
        return line?.split(separator: " ").last.flatMap { Int($0) }
    }
}

/// A piece of work: designer's command line, and its peer's when it has one (the peer's name, and
/// its command line or `nil` when it is not installed).
private struct Work {
    let name: String
    let designer: [String]
    let peer: (name: String, arguments: [String]?)?
}

/// What designer's time is set beside: a program's name and its median time, `nil` when it could
/// not be measured.
private struct Peer {
    let name: String
    let seconds: Double?
}

extension Peer {
    /// The peer's median over `runs`, unless one failed.
    init(name: String, runs: Runs?) {
        self.init(name: name, seconds: runs.flatMap { $0.failure == nil ? $0.median : nil })
    }
}

/// The table as it is measured: a row for each piece of work, notes printed below it, and every
/// target missed.
private struct Report {
    private(set) var rows = [["work", "runs", "designer", "peer", "ratio", "peak memory", "target", "met"]]
    var notes: [String] = []
    var failures: [String] = []

    /// A row for whole runs of a designer command, with their peak memory beside the size of the
    /// file they read when `file` is given; a run that failed is a failure too.
    mutating func add(
        _ work: String, runs: Int, designer: Runs, file: Int? = nil, peer: Peer? = nil, ratio: Double? = nil,
        seconds: Double? = nil, memory: Double? = nil
    ) {
        if let status = designer.failure { failures.append("\(work) exited with \(status)") }
        add(
            work, runs: runs, designer: designer.median, peak: file.map { (designer.peakBytes, $0) }, peer: peer,
            ratio: ratio, seconds: seconds, memory: memory)
    }

    /// A row for `work`, whose median time was `designer` over `runs` runs, judged against each
    /// target given: at most `ratio` × the peer's time, at most `seconds`, and a peak memory at
    /// most `memory` × the file's size.
    mutating func add(
        _ work: String, runs: Int, designer: Double, peak: (bytes: Int, file: Int)? = nil, peer: Peer? = nil,
        ratio: Double? = nil, seconds: Double? = nil, memory: Double? = nil
    ) {
        var targets: [String] = []
        var missed: [String] = []
        if let peer, peer.seconds == nil {
            notes.append("\(peer.name) could not be run (not installed, or it failed): \(work) has no peer")
        }
        if let ratio, let peer {
            targets.append("≤ \(Format.fixed(ratio, 2))× \(peer.name)")
            if let theirs = peer.seconds, designer > ratio * theirs {
                missed.append("took \(Format.fixed(designer / theirs, 2))× \(peer.name)'s time")
            }
        }
        if let seconds {
            targets.append("≤ " + Format.time(seconds))
            if designer > seconds { missed.append("took \(Format.time(designer))") }
        }
        if let memory, let peak {
            targets.append("memory ≤ \(Format.ratio(memory)) file")
            if Double(peak.bytes) > memory * Double(peak.file) {
                missed.append(
                    "peaked at \(Format.bytes(peak.bytes)), \(Format.ratio(Double(peak.bytes) / Double(peak.file))) the file"
                )
            }
        }
        let target = targets.joined(separator: ", ")
        if !missed.isEmpty { failures.append("\(work): \(missed.joined(separator: ", ")) (target \(target))") }
        rows.append([
            work, "\(runs)", Format.time(designer),
            peer.map { peer in "\(peer.name) " + (peer.seconds.map(Format.time) ?? "not measured") } ?? "–",
            peer?.seconds.map { Format.fixed(designer / $0, 2) + "×" } ?? "–",
            peak.map { "\(Format.bytes($0.bytes)) (\(Format.ratio(Double($0.bytes) / Double($0.file))) file)" } ?? "",
            target, !missed.isEmpty ? "NO" : ratio != nil && peer?.seconds == nil ? "–" : "yes",
        ])
    }
}
