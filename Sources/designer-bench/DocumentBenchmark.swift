#if canImport(Glibc)
    import Glibc
#endif

/// check, set, inspect and inspect --json on documents of 1, 1,000 and 100,000 views, beside jq.
enum DocumentBenchmark {
    static func run(executable: String, folder: String) -> [String] {
        let sizes = [1, 1_000, 100_000]
        let jq = Spawn.which("jq")
        var rows: [[String]] = [["views", "file", "command", "median", "runs", "peak memory", "memory / file"]]
        var failures: [String] = []
        var oneViewSet = 0.0

        for size in sizes {
            let path = "\(folder)/scene-\(size).json"
            let text = DocumentGenerator.scene(views: size)
            DocumentGenerator.write(text, to: path)
            let fileSize = text.utf8.count
            let runs = size >= 100_000 ? 7 : 21
            let target = size == 1 ? "download" : "bar\(size / 2)"
            var setValue = 0
            let commands: [(name: String, arguments: () -> [String], output: String)] = [
                ("check", { [executable, "check", path] }, "/dev/null"),
                (
                    "set",
                    {
                        setValue = setValue % 100 + 1
                        return [executable, "set", "-f", path, "\(target).percent=\(setValue)"]
                    }, "/dev/null"
                ),
                ("inspect", { [executable, "inspect", "-f", path] }, "\(folder)/inspect.txt"),
                ("inspect --json", { [executable, "inspect", "--json", "-f", path] }, "\(folder)/inspect.json"),
            ]
            for command in commands {
                let measured = Spawn.repeated(runs, outputPath: command.output, command.arguments)
                if let status = measured.failure {
                    failures.append("\(command.name) on \(size) views exited with \(status)")
                }
                let median = measured.median
                let peak = measured.peakBytes
                if size == 1, command.name == "set" { oneViewSet = median }
                if size == 100_000 {
                    if command.name == "check", median >= 1 {
                        failures.append("check on 100,000 views took \(Format.time(median)) (target < 1 s)")
                    }
                    if command.name == "set", median >= 0.5 {
                        failures.append("set on 100,000 views took \(Format.time(median)) (target < 0.5 s)")
                    }
                    if command.name.hasPrefix("inspect"), median >= 2 {
                        failures.append("\(command.name) on 100,000 views took \(Format.time(median)) (target < 2 s)")
                    }
                    if !command.name.hasPrefix("inspect"), peak >= 8 * fileSize {
                        failures.append(
                            "\(command.name) on 100,000 views peaked at \(Format.bytes(peak)) (target < 8 × \(Format.bytes(fileSize)))"
                        )
                    }
                }
                rows.append([
                    Format.count(size), Format.bytes(fileSize), "designer \(command.name)", Format.time(median),
                    "\(runs)",
                    Format.bytes(peak), Format.ratio(Double(peak) / Double(fileSize)),
                ])
            }
            if let jq {
                var measured = Runs()
                for _ in 0..<runs { measured.add(edit(jq, path, subview: size == 1 ? nil : size / 2 - 1)) }
                if let status = measured.failure { failures.append("jq on \(size) views exited with \(status)") }
                let median = measured.median
                rows.append([
                    Format.count(size), Format.bytes(fileSize), "jq (same edit)", Format.time(median), "\(runs)",
                    Format.bytes(measured.peakBytes), Format.ratio(Double(measured.peakBytes) / Double(fileSize)),
                ])
                if size == 1 {
                    let ratio = median / oneViewSet
                    print(
                        "one-view edit: designer set \(Format.time(oneViewSet)), jq \(Format.time(median)): designer is \(Format.ratio(ratio)) faster"
                    )
                    if oneViewSet >= median {
                        failures.append("designer set on the one-view example is not faster than jq")
                    }
                }
            }
        }
        if jq == nil { print("jq is not installed: the side-by-side edit was skipped") }

        print("")
        for line in Table.lines(rows) { print(line) }
        return failures
    }

    /// jq making the edit a `set` of one view's `percent` makes, on the root view (`subview` `nil`)
    /// or the subview at that index: its output written beside the file, then renamed over it, and
    /// timed to the rename.
    static func edit(_ jq: String, _ path: String, subview: Int?) -> Measurement {
        let filter = (subview.map { ".subviews[\($0)]" } ?? "") + ".attributes.percent = 42"
        let start = Spawn.now()
        let measurement = Spawn.run([jq, filter, path], outputPath: "\(path).jq")
        rename("\(path).jq", path)
        return Measurement(seconds: Spawn.now() - start, peakBytes: measurement.peakBytes, status: measurement.status)
    }
}
