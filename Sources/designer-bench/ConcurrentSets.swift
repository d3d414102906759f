#if canImport(Glibc)
    import Glibc
#endif

/// Many `designer set` processes on one document at once, each setting a different view's
/// attribute: afterwards every update must be in the document, and the document must check.
enum ConcurrentSets {
    /// What the document held afterwards.
    struct Outcome {
        let processes: Int
        let attempted: Int
        var found = 0
        /// Sets that exited with a status other than 0, and the first error one printed.
        var failedSets = 0
        var firstError = ""
        var checkStatus: Int32 = -1
    }

    /// `processes` sets at a time, `rounds` times over, on a document of `views` views: set
    /// number `n` gives bar `1 + 5n` a percentage it did not have.
    static func run(executable: String, folder: String, processes: Int, rounds: Int, views: Int) -> Outcome {
        Files.makeFolder(folder)
        let path = "\(folder)/scene.json"
        DocumentGenerator.write(DocumentGenerator.scene(views: views), to: path)
        let attempted = processes * rounds
        let bars = (0..<attempted).map { 1 + ($0 * 5) % (views - 1) }
        let values = bars.map { ($0 % 101 + 37) % 101 }
        var outcome = Outcome(processes: processes, attempted: attempted)
        let launch = { (index: Int) -> Launch? in
            Launch(arguments: [executable, "set", "-f", path, "bar\(bars[index]).percent=\(values[index])"])
        }
        ProcessPool.run(weights: Array(repeating: 1, count: attempted), capacity: processes, launch: launch) {
            _, result in
            if result?.status != 0 {
                outcome.failedSets += 1
                if outcome.firstError.isEmpty {
                    let text = String(decoding: result?.errors ?? [], as: UTF8.self)
                    outcome.firstError = String(text.split(separator: "\n").first ?? "could not start")
                }
            }
        }
        // Read the values back with one `get` of every key.
        let listing = "\(folder)/values.txt"
        let keys = bars.map { "bar\($0).percent" }
        _ = Spawn.run([executable, "get", "-f", path] + keys, outputPath: listing)
        let lines = String(decoding: Files.read(listing) ?? [], as: UTF8.self).split(separator: "\n")
        for (index, value) in values.enumerated() where index < lines.count && lines[index] == "\(value)" {
            outcome.found += 1
        }
        outcome.checkStatus = Spawn.run([executable, "check", path]).status
        return outcome
    }
}
