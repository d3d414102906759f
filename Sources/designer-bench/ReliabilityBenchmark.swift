/// The product's reliability claims, measured against the release `designer`, as one table:
///
/// - concurrent `set`s lose no update;
/// - `kill -9` at any moment of a `set` leaves the old document or the new one, and what it
///   leaves beside the document is gone after a later `set`;
/// - another program's save (a rename over the document) or deletion during a `set` is not undone;
/// - hostile inputs through every reading command: no crash, hang, runaway memory, error without
///   a position, changed file or forged output.
///
///     .build/release/designer-bench reliability [concurrent] [kill] [rename] [hostile] [seed=N]
///
/// Naming rows runs only those. The moments of the kills and saves come from a seeded generator
/// (each row its own, from the printed seed), so a run can be repeated.
enum ReliabilityBenchmark {
    /// The rows that can be named after `reliability`.
    static let parts = ["concurrent", "kill", "rename", "hostile"]
    /// The documents of the kill and rename rows.
    static let largeViews = 100_000
    static let killTrials = 150
    static let saveTrials = 50
    /// How many hostile runs are listed below the table.
    static let listed = 40

    static func run(executable: String, folder: String, arguments: Set<String>) -> [String] {
        let seed = arguments.compactMap { $0.hasPrefix("seed=") ? UInt64($0.dropFirst(5)) : nil }.first ?? 2026
        let named = parts.filter(arguments.contains)
        let chosen = Set(named.isEmpty ? parts : named)
        let base = "\(folder)/reliability"
        Files.makeFolder(base)
        print("")
        print("reliability: seed \(seed) (`designer-bench reliability seed=\(seed)` repeats the same moments)")
        var rows = [["claim", "tries", "result", "holds"]]
        var failures: [String] = []
        var notes: [String] = []
        var times: [String] = []
        // The hostile runs go first, while this process is small: a child's reported peak memory
        // includes what its parent holds when it starts it.
        let hostile = chosen.contains("hostile") ? HostileInputs.run(executable: executable, folder: base) : nil

        if chosen.contains("concurrent") {
            let started = Spawn.now()
            let outcome = ConcurrentSets.run(
                executable: executable, folder: "\(base)/concurrent", processes: 8, rounds: 25, views: 1_001)
            let holds = outcome.found == outcome.attempted && outcome.failedSets == 0 && outcome.checkStatus == 0
            rows.append([
                "concurrent sets: \(outcome.processes) processes at a time, each a different bar (1,000 views)",
                "\(outcome.attempted)",
                "\(outcome.found) of \(outcome.attempted) updates found, \(outcome.failedSets) sets failed; "
                    + "check exits \(outcome.checkStatus)",
                verdict(holds),
            ])
            if !outcome.firstError.isEmpty {
                notes.append("first failed set: " + outcome.firstError.escapingControls)
            }
            if !holds {
                failures.append(
                    "concurrent sets: \(outcome.found) of \(outcome.attempted) updates found, check exited \(outcome.checkStatus)"
                )
            }
            times.append("concurrent \(Format.time(Spawn.now() - started))")
        }

        var fixture: LargeSetFixture?
        if chosen.contains("kill") || chosen.contains("rename") {
            fixture = LargeSetFixture(executable: executable, folder: "\(base)/fixture", views: largeViews)
            if let fixture {
                notes.append(
                    "set \(fixture.assignment) on \(Format.count(largeViews)) views (\(Format.bytes(fixture.original.count))) "
                        + "takes \(Format.time(fixture.duration)) (median of 3); each kill, rename or delete comes at a "
                        + "uniformly random moment in 0..<\(Format.time(fixture.duration)) after the set starts")
            } else {
                failures.append("designer set does not work on the \(Format.count(largeViews))-view document")
            }
        }

        if chosen.contains("kill"), let fixture {
            let started = Spawn.now()
            var random = SeededGenerator(seed: seed &+ 1)
            let outcome = KillDuringSet.run(
                fixture: fixture, folder: "\(base)/kill", trials: killTrials, random: &random)
            rows.append([
                "kill -9 during set (\(Format.count(largeViews)) views)", "\(outcome.trials)",
                "old \(outcome.old), new \(outcome.new), corrupt \(outcome.corrupt) "
                    + "(\(outcome.killedRunning) killed while running)",
                verdict(outcome.corrupt == 0),
            ])
            rows.append([
                "  files left beside the document by those kills", "\(outcome.trials)",
                "left by \(outcome.killsLeavingFiles) kills; \(outcome.filesAtEnd) there after the last", "-",
            ])
            rows.append([
                "  still there after one more set, run to the end", "1",
                "\(outcome.filesAfterLaterSet) of \(outcome.filesAtEnd) remain (set exits \(outcome.laterStatus))",
                verdict(outcome.filesAfterLaterSet == 0),
            ])
            if !outcome.leftNames.isEmpty {
                notes.append(
                    "files the kills left: " + outcome.leftNames.map(\.escapingControls).joined(separator: ", ")
                        + ", …")
            }
            if outcome.corrupt > 0 { failures.append("kill -9 during set left \(outcome.corrupt) corrupt documents") }
            if outcome.filesAfterLaterSet > 0 {
                failures.append("\(outcome.filesAfterLaterSet) temporary files of killed sets remain after a later set")
            }
            times.append("kill \(Format.time(Spawn.now() - started))")
        }

        if chosen.contains("rename"), let fixture {
            let started = Spawn.now()
            for (offset, change) in [ForeignSaveDuringSet.Change.rename, .delete].enumerated() {
                var random = SeededGenerator(seed: seed &+ 2 &+ UInt64(offset))
                guard
                    let outcome = ForeignSaveDuringSet.run(
                        fixture: fixture, change: change, folder: "\(base)/\(change)", views: largeViews,
                        trials: saveTrials, random: &random)
                else {
                    failures.append("designer set does not work on the other program's version of the document")
                    continue
                }
                let statuses = outcome.statuses.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
                    .joined(separator: ", ")
                let during = "\(outcome.duringSet) while set ran; set exits \(statuses)"
                switch change {
                case .rename:
                    let kept = outcome.keptAlone + outcome.keptBoth
                    rows.append([
                        "another program's save (rename) during set", "\(outcome.trials)",
                        "kept \(kept) (\(outcome.keptAlone) as saved, \(outcome.keptBoth) with set's change too), "
                            + "lost \(outcome.lost), other \(outcome.other); \(during)",
                        verdict(outcome.lost == 0 && outcome.other == 0),
                    ])
                    if outcome.lost + outcome.other > 0 {
                        failures.append(
                            "set undid another program's save \(outcome.lost + outcome.other) times of \(outcome.trials)"
                        )
                    }
                case .delete:
                    rows.append([
                        "another program's delete during set", "\(outcome.trials)",
                        "left deleted \(outcome.leftDeleted), re-created \(outcome.recreated); \(during)",
                        verdict(outcome.recreated == 0),
                    ])
                    if outcome.recreated > 0 {
                        failures.append(
                            "set re-created a deleted document \(outcome.recreated) times of \(outcome.trials)")
                    }
                }
            }
            times.append("rename and delete \(Format.time(Spawn.now() - started))")
        }

        if let outcome = hostile {
            let failed = outcome.failures.count
            rows.append([
                "hostile inputs: \(outcome.inputs) inputs × \(outcome.commands) commands", "\(outcome.runs)",
                "\(failed) runs failed" + (outcome.skipped > 0 ? " (\(outcome.skipped) could not be made here)" : ""),
                verdict(failed == 0),
            ])
            for problem in HostileInputs.Problem.allCases {
                let count = outcome.counts[problem] ?? 0
                var result = "\(count)"
                if problem == .hang, count > 0 {
                    let blocked = outcome.failures.filter {
                        $0.problems.contains(.hang) && $0.cpuSeconds < HostileInputs.blockedProcessorTime
                    }.count
                    result += " (\(blocked) blocked, \(count - blocked) busy)"
                }
                rows.append(["  " + problem.rawValue, "\(outcome.runs)", result, verdict(count == 0)])
            }
            if failed > 0 { failures.append("\(failed) of \(outcome.runs) hostile runs failed") }
            times.append("hostile \(Format.time(outcome.seconds))")
        }

        print("")
        for line in Table.lines(rows) { print(line) }
        print("")
        for note in notes { print(note) }
        if let hostile { for line in HostileInputs.report(hostile, limit: listed) { print(line) } }
        print("rows took: " + times.joined(separator: ", "))
        return failures
    }

    private static func verdict(_ holds: Bool) -> String { holds ? "yes" : "NO" }
}
