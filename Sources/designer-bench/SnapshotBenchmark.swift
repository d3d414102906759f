#if canImport(Glibc)
    import Glibc
#endif

/// `designer snapshot --check` on 1,000 documents, in all three formats and in text alone, with
/// Python's syrupy checking the same 1,000 text snapshots side by side.
enum SnapshotBenchmark {
    static let documents = 1_000
    static let runs = 7

    static func run(executable: String, folder: String) -> [String] {
        var failures: [String] = []
        let root = "\(folder)/snapshots"
        for index in 0..<documents {
            let subfolder = "\(root)/docs/\(index % 10)"
            _ = mkdir(root, 0o755)
            _ = mkdir("\(root)/docs", 0o755)
            _ = mkdir(subfolder, 0o755)
            DocumentGenerator.write(
                DocumentGenerator.seedExample(percent: index % 101), to: "\(subfolder)/bar\(index).json")
        }
        let recording = Spawn.run([executable, "snapshot", "\(root)/docs", "--record", "all"])
        guard recording.status == 0 else { return ["designer snapshot could not record the snapshots"] }

        var rows: [[String]] = [["snapshots", "checker", "median", "runs", "vs designer"]]
        var measured: [String: Double] = [:]
        for (label, extra) in [
            ("1,000 × text, svg, png", [String]()), ("1,000 × text", ["--format", "text"]),
            ("1,000 × text, one thread", ["--format", "text", "--jobs", "1"]),
        ] {
            let arguments = [executable, "snapshot", "\(root)/docs", "--check"] + extra
            guard let seconds = median(arguments) else { return ["designer snapshot \(extra) did not pass"] }
            measured[label] = seconds
            rows.append([label, "designer snapshot --check", Format.time(seconds), "\(runs)", ""])
        }
        let allFormats = measured["1,000 × text, svg, png"] ?? 0
        if allFormats >= 1 {
            failures.append("checking 1,000 documents in three formats took \(Format.time(allFormats)) (target < 1 s)")
        }

        // syrupy compares each text snapshot, read from our file, with the one it stored itself.
        let python =
            Spawn.pythonScriptsFolder().map { "\($0)/python3" }.flatMap { access($0, X_OK) == 0 ? $0 : nil }
            ?? Spawn.which("python3")
        let test = "\(root)/test_snapshots.py"
        DocumentGenerator.write(
            """
            import pathlib
            import pytest

            TEXTS = sorted(pathlib.Path(__file__).parent.joinpath("docs").glob("*/__snapshots__/*.default.txt"))


            @pytest.mark.parametrize("path", TEXTS, ids=lambda path: path.name)
            def test_text(path, snapshot):
                assert path.read_text() == snapshot

            """, to: test)
        let pytest = python.map { [$0, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:benchmark", test] }
        if let pytest, Spawn.run(pytest + ["--snapshot-update"]).status == 0, let theirs = median(pytest) {
            let ours = measured["1,000 × text"] ?? 0
            rows.append([
                "1,000 × text", "pytest + syrupy", Format.time(theirs), "\(runs)",
                Format.ratio(theirs / ours) + " slower",
            ])
            if theirs / ours < 5 {
                failures.append("designer snapshot was \(Format.ratio(theirs / ours)) faster than syrupy (target 5×)")
            }
        } else {
            rows.append(["1,000 × text", "pytest + syrupy", "not installed", "", ""])
            failures.append("syrupy is not installed: pip install syrupy")
        }
        print("")
        for line in Table.lines(rows) { print(line) }
        return failures
    }

    /// The median wall time of `runs` runs, or `nil` if a run failed.
    private static func median(_ arguments: [String]) -> Double? {
        var times: [Double] = []
        for _ in 0..<runs {
            let run = Spawn.run(arguments)
            guard run.status == 0 else { return nil }
            times.append(run.seconds)
        }
        return Statistics.median(times)
    }
}
