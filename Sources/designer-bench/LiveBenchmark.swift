#if os(Linux)
    import CLinux
    import Glibc

    /// `designer watch` in a pseudo-terminal of our own: the document is replaced on disk as an
    /// editor saves (a new file renamed over it) and the time is taken from the rename to the
    /// last byte of the next frame read from the terminal (frames end with the synchronized-update
    /// marker `ESC [ ? 2026 l`).
    enum LiveBenchmark {
        static let edits = 200

        /// A benchmark's document, and its version after each save.
        struct Case {
            let name: String
            let columns: UInt16
            let rows: UInt16
            let target: Double?
            let version: (Int) -> String
        }

        /// The bars of the 1,000-view scenes.
        static let bars = 1_000

        /// The 1,000-view scene after `save` saves that each changed one bar's percentage. The bars
        /// overlap, each leaving the 25 points at its left visible, so the change fills or empties
        /// those: a change the picture does not show draws no frame.
        static func oneValueChanged(after save: Int) -> String {
            DocumentGenerator.scene(views: bars + 1) { bar in
                guard bar == 1 + (save * 389) % bars else { return bar % 101 }
                return bar % 101 < 13 ? 100 : 0
            }
        }

        /// The 1,000-view scene after `save` saves that each gave every bar a color no save had
        /// before: no view is as in an earlier version.
        static func everyBarChanged(after save: Int) -> String {
            DocumentGenerator.scene(views: bars + 1, color: { bar in save * bars + bar })
        }

        static func run(executable: String, folder: String) -> [String] {
            // As in an editing session, each save changes one value and keeps the others, or
            // changes every bar.
            let cases = [
                Case(name: "the example: one value", columns: 80, rows: 24, target: 0.005) { save in
                    DocumentGenerator.seedExample(percent: (50 + 37 * save) % 101)
                },
                Case(
                    name: "1,000-view scene: one value", columns: 80, rows: 24, target: 0.020,
                    version: oneValueChanged),
                Case(
                    name: "1,000-view scene: one value", columns: 200, rows: 60, target: nil, version: oneValueChanged),
                Case(name: "1,000-view scene: every bar", columns: 80, rows: 24, target: nil, version: everyBarChanged),
            ]
            var failures: [String] = []
            var rows: [[String]] = [
                ["document and change per save", "terminal", "median", "p99", "max", "saves", "target"]
            ]
            for (number, test) in cases.enumerated() {
                guard let latencies = latencies(of: test, executable: executable, path: "\(folder)/live-\(number).json")
                else {
                    failures.append("designer watch on the \(test.name) did not draw its frames")
                    continue
                }
                let sorted = latencies.sorted()
                let median = Statistics.median(latencies)
                let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
                rows.append([
                    test.name, "\(test.columns)×\(test.rows)", Format.time(median), Format.time(p99),
                    Format.time(sorted.last ?? 0), "\(latencies.count)",
                    test.target.map { "< " + Format.time($0) + " median" } ?? "",
                ])
                if let target = test.target, median >= target {
                    failures.append(
                        "designer watch redrew \(test.name) in \(Format.time(median)) (median; target < \(Format.time(target)))"
                    )
                }
            }
            print("")
            for line in Table.lines(rows) { print(line) }
            return failures
        }

        /// The latencies of `edits` saves of the case's document at `path`, each replacing it with
        /// its next version, while `designer watch` shows it in a terminal of the case's size; `nil`
        /// if it did not draw a frame.
        static func latencies(of test: Case, executable: String, path: String) -> [Double]? {
            DocumentGenerator.write(test.version(0), to: path)
            var terminal: Int32 = 0
            var child: Int32 = 0
            var size = winsize(ws_row: test.rows, ws_col: test.columns, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&terminal, &child, nil, nil, &size) == 0 else { return nil }
            defer { close(terminal) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, child, descriptor) }
            posix_spawn_file_actions_addclosefrom_np(&actions, 3)
            let arguments: [String] = [executable, "watch", "-f", path]
            var argv = arguments.map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            let variables: [String] = [
                "SWIFT_BACKTRACE=enable=no", "TERM=xterm-256color", "COLORTERM=truecolor", "PATH=/usr/bin:/bin",
            ]
            var environment = variables.map { strdup($0) } + [nil]
            defer { for variable in environment { free(variable) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, executable, &actions, nil, &argv, &environment) == 0 else { return nil }
            close(child)
            defer {
                _ = write(terminal, "q", 1)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
            var reader = FrameReader(descriptor: terminal)
            guard reader.nextFrameEnd(timeout: 10) != nil else { return nil }
            var latencies: [Double] = []
            let saving = path + ".saving"
            for edit in 0..<edits {
                DocumentGenerator.write(test.version(edit + 1), to: saving)
                let start = Spawn.now()
                rename(saving, path)
                guard let end = reader.nextFrameEnd(timeout: 5) else { return nil }
                latencies.append(end - start)
                // Let the terminal fall quiet, so one save is one frame.
                usleep(2_000)
                reader.drain()
            }
            return latencies
        }
    }

    /// Reads a terminal's output, watching for the end of each frame.
    private struct FrameReader {
        let descriptor: Int32
        private var buffer = [UInt8](repeating: 0, count: 1 << 16)
        /// The last bytes read, so a marker split between two reads is still found.
        private var tail: [UInt8] = []
        private static let marker = Array("\u{1B}[?2026l".utf8)

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Reads until a frame ends; returns the time its last byte was read.
        mutating func nextFrameEnd(timeout: Double) -> Double? {
            let deadline = Spawn.now() + timeout
            while Spawn.now() < deadline {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 100) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return nil }
                let time = Spawn.now()
                let bytes = tail + buffer[0..<count]
                tail = Array(bytes.suffix(Self.marker.count - 1))
                if contains(bytes, Self.marker) { return time }
            }
            return nil
        }

        /// Reads whatever is waiting.
        mutating func drain() {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while poll(&ready, 1, 0) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
            }
            tail = []
        }

        private func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
                if bytes[start..<start + pattern.count].elementsEqual(pattern) { return true }
            }
            return false
        }
    }
#endif
