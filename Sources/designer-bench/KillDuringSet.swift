#if canImport(Glibc)
    import Glibc
#endif

/// `kill -9` at a random moment of a `designer set` on a large document, many times: the
/// document must then be its old bytes or its new ones, never a mix. What the killed sets leave
/// beside it (their temporary files) is counted, and then whether one more `set` removes it.
enum KillDuringSet {
    /// What the kills left.
    struct Outcome {
        let trials: Int
        /// Kills that landed while the set still ran (the others came after it had exited).
        var killedRunning = 0
        var old = 0
        var new = 0
        var corrupt = 0
        /// Kills after which a file that was not there before was beside the document.
        var killsLeavingFiles = 0
        /// Files beside the document after the last kill, and the most there were at once.
        var filesAtEnd = 0
        var mostFiles = 0
        /// The exit status of the set run to the end after the kills, and the files beside the
        /// document after it.
        var laterStatus: Int32 = -1
        var filesAfterLaterSet = 0
        /// The names of the files left, as the product named them (the first few).
        var leftNames: [String] = []
    }

    static func run(fixture: LargeSetFixture, folder: String, trials: Int, random: inout SeededGenerator) -> Outcome {
        Files.makeFolder(folder)
        let name = "scene.json"
        let path = "\(folder)/\(name)"
        Files.write(fixture.original, to: path)
        let arguments = fixture.arguments(path: path)
        var outcome = Outcome(trials: trials)
        var restore = false
        for _ in 0..<trials {
            if restore { Files.write(fixture.original, to: path) }
            let before = Set(Files.names(in: folder))
            let delay = Double.random(in: 0..<fixture.duration, using: &random)
            let began = Spawn.now()
            guard let pid = Spawn.start(arguments) else { continue }
            LargeSetFixture.sleep(until: began + delay)
            kill(pid, SIGKILL)
            // A set that had exited is a zombie until reaped, so the kill cannot reach another process.
            if Spawn.finish(pid, startedAt: began).status == 128 + SIGKILL { outcome.killedRunning += 1 }
            let bytes = Files.read(path)
            if let bytes, Files.same(bytes, fixture.original) {
                outcome.old += 1
                restore = false
            } else if let bytes, Files.same(bytes, fixture.expected) {
                outcome.new += 1
                restore = true
            } else {
                outcome.corrupt += 1
                restore = true
            }
            let left = Files.names(in: folder).filter { $0 != name }
            if left.contains(where: { !before.contains($0) }) { outcome.killsLeavingFiles += 1 }
            outcome.mostFiles = max(outcome.mostFiles, left.count)
            outcome.filesAtEnd = left.count
            if outcome.leftNames.count < 3, let first = left.first(where: { !before.contains($0) }) {
                outcome.leftNames.append(first)
            }
        }
        // One more set, run to the end on the old document, among whatever the kills left.
        Files.write(fixture.original, to: path)
        outcome.laterStatus = Spawn.run(arguments).status
        outcome.filesAfterLaterSet = Files.names(in: folder).filter { $0 != name }.count
        return outcome
    }
}
