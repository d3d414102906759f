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
        guard record(executable: executable, root: root) else {
            return ["designer snapshot could not record the snapshots"]
        }

        var rows: [[String]] = [["snapshots", "checker", "median", "runs", "vs designer"]]
        var measured: [String: Double] = [:]
        for (label, options) in [
            ("1,000 × text, svg, png", [String]()), ("1,000 × text", ["--format", "text"]),
            ("1,000 × text, one thread", ["--format", "text", "--jobs", "1"]),
        ] {
            guard let seconds = check(executable: executable, root: root, options: options) else {
                return ["designer snapshot \(options) did not pass"]
            }
            measured[label] = seconds
            rows.append([label, "designer snapshot --check", Format.time(seconds), "\(runs)", ""])
        }
        let allFormats = measured["1,000 × text, svg, png"] ?? 0
        if allFormats >= 1 {
            failures.append("checking 1,000 documents in three formats took \(Format.time(allFormats)) (target < 1 s)")
        }

        if let theirs = syrupy(root: root) {
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

    /// Writes the documents below `root`, in ten folders, and records their snapshots in every
    /// format; whether recording worked.
    static func record(executable: String, root: String) -> Bool {
        for index in 0..<documents {
            let subfolder = "\(root)/docs/\(index % 10)"
            Files.makeFolder(subfolder)
            DocumentGenerator.write(
                DocumentGenerator.seedExample(percent: index % 101), to: "\(subfolder)/bar\(index).json")
        }
        return Spawn.run([executable, "snapshot", "\(root)/docs", "--record", "all"]).status == 0
    }

    /// The median time of `designer snapshot --check` with `options` over the documents below
    /// `root`, or `nil` if a run failed.
    static func check(executable: String, root: String, options: [String] = []) -> Double? {
        let measured = Spawn.repeated(runs) { [executable, "snapshot", "\(root)/docs", "--check"] + options }
        return measured.failure == nil ? measured.median : nil
    }

    /// The median time of pytest with syrupy comparing each text snapshot below `root`, read from
    /// our file, with the one syrupy stored itself (recorded first); `nil` if pytest or syrupy is
    /// not installed or a run failed.
    static func syrupy(root: String) -> Double? {
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
        guard let python = Spawn.python() else { return nil }
        let pytest = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:benchmark", test]
        guard Spawn.run(pytest + ["--snapshot-update"]).status == 0 else { return nil }
        let measured = Spawn.repeated(runs) { pytest }
        return measured.failure == nil ? measured.median : nil
    }
}
