#if canImport(Glibc)
    import Glibc
#endif

/// A large document and one `designer set` on it: the document's bytes, the bytes the set makes
/// of them, and how long the set takes, learned by running it on copies first.
struct LargeSetFixture {
    let executable: String
    /// The key and value set, as `bar50000.percent=55`: a view in the middle of the document, given
    /// a value it does not have.
    let assignment: String
    let original: [UInt8]
    let expected: [UInt8]
    /// The median time of a whole `designer set` on the document, start to exit.
    let duration: Double
    /// Where copies are made to run the set on.
    private let scratch: String

    /// The document of `views` views (`DocumentGenerator.scene`) and the set, run three times on a
    /// copy in `folder`; `nil` if the set does not work on it or gives different results.
    init?(executable: String, folder: String, views: Int) {
        self.executable = executable
        scratch = folder
        Files.makeFolder(folder)
        let bar = views / 2
        assignment = "bar\(bar).percent=\((bar % 101 + 50) % 101)"
        original = Array(DocumentGenerator.scene(views: views).utf8)
        var results: [[UInt8]] = []
        var times: [Double] = []
        for _ in 0..<3 {
            let copy = "\(folder)/scene.json"
            Files.write(original, to: copy)
            let run = Spawn.run([executable, "set", "-f", copy, assignment])
            guard run.status == 0, let result = Files.read(copy) else { return nil }
            results.append(result)
            times.append(run.seconds)
        }
        guard let first = results.first, results.allSatisfy({ Files.same($0, first) }), !Files.same(first, original)
        else { return nil }
        expected = first
        duration = Statistics.median(times)
    }

    /// The command line of the set on the document at `path`.
    func arguments(path: String) -> [String] {
        [executable, "set", "-f", path, assignment]
    }

    /// What the same set makes of other bytes (run on a copy); `nil` if it fails.
    func applied(to bytes: [UInt8]) -> [UInt8]? {
        let copy = "\(scratch)/scene.json"
        Files.write(bytes, to: copy)
        guard Spawn.run(arguments(path: copy)).status == 0 else { return nil }
        return Files.read(copy)
    }

    /// Removes everything in `folder` but the file `keeping`.
    static func clear(_ folder: String, keeping: String) {
        for name in Files.names(in: folder) where name != keeping { Files.remove("\(folder)/\(name)") }
    }

    /// Sleeps until `deadline`, a `Spawn.now()` reading.
    static func sleep(until deadline: Double) {
        let remaining = deadline - Spawn.now()
        if remaining > 0 { usleep(useconds_t(remaining * 1e6)) }
    }
}
