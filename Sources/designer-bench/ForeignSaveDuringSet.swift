#if canImport(Glibc)
    import Glibc
#endif

/// Another program changes the document while `designer set` works on it, at a random moment:
/// it saves a new version as editors do (written to a temporary file beside the document, then
/// renamed over it), or it deletes the document. The other program's save must not be lost to
/// the set's, and a deleted document must not come back.
enum ForeignSaveDuringSet {
    /// What the other program does to the document.
    enum Change {
        case rename, delete
    }

    /// How the tries ended.
    struct Outcome {
        let change: Change
        let trials: Int
        /// Changes made while the set still ran (the others came after it had exited).
        var duringSet = 0
        /// rename: the document is exactly the other program's save.
        var keptAlone = 0
        /// rename: the other program's change and the set's are both in the document.
        var keptBoth = 0
        /// rename: the set's result replaced the other program's save.
        var lost = 0
        /// delete: no document after the set.
        var leftDeleted = 0
        /// delete: a document is there again after the set.
        var recreated = 0
        /// Anything else: the old document, or bytes that are neither version.
        var other = 0
        /// How many sets exited with each status.
        var statuses: [Int32: Int] = [:]
    }

    static func run(
        fixture: LargeSetFixture, change: Change, folder: String, views: Int, trials: Int,
        random: inout SeededGenerator
    ) -> Outcome? {
        Files.makeFolder(folder)
        let name = "scene.json"
        let path = "\(folder)/\(name)"
        let saving = "\(folder)/.\(name).saving"
        // The other program's version changes the first bar, which the set does not touch.
        let theirs = Array(DocumentGenerator.scene(views: views, percent: { $0 == 1 ? 77 : $0 % 101 }).utf8)
        guard let both = fixture.applied(to: theirs) else { return nil }
        let arguments = fixture.arguments(path: path)
        var outcome = Outcome(change: change, trials: trials)
        for _ in 0..<trials {
            LargeSetFixture.clear(folder, keeping: name)
            Files.write(fixture.original, to: path)
            if change == .rename { Files.write(theirs, to: saving) }
            let delay = Double.random(in: 0..<fixture.duration, using: &random)
            let began = Spawn.now()
            guard let pid = Spawn.start(arguments) else { continue }
            LargeSetFixture.sleep(until: began + delay)
            var status = exitStatusIfEnded(pid)
            if status == nil { outcome.duringSet += 1 }
            switch change {
            case .rename: rename(saving, path)
            case .delete: unlink(path)
            }
            if status == nil { status = Spawn.finish(pid, startedAt: began).status }
            outcome.statuses[status ?? -1, default: 0] += 1
            let bytes = Files.read(path)
            var info = stat()
            let exists = lstat(path, &info) == 0
            switch change {
            case .rename:
                if let bytes, Files.same(bytes, theirs) {
                    outcome.keptAlone += 1
                } else if let bytes, Files.same(bytes, both) {
                    outcome.keptBoth += 1
                } else if let bytes, Files.same(bytes, fixture.expected) {
                    outcome.lost += 1
                } else {
                    outcome.other += 1
                }
            case .delete:
                if exists { outcome.recreated += 1 } else { outcome.leftDeleted += 1 }
            }
        }
        LargeSetFixture.clear(folder, keeping: name)
        return outcome
    }

    /// The exit status of a started program if it has ended (it is then reaped), else `nil`.
    private static func exitStatusIfEnded(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        var reaped = waitpid(pid, &status, WNOHANG)
        while reaped < 0, errno == EINTR { reaped = waitpid(pid, &status, WNOHANG) }
        return reaped == pid ? Spawn.exitStatus(status) : nil
    }
}
