/// `diff` of two versions of a 5 MB storyboard, beside Python's ElementTree parsing the same two
/// files, and `textconv` of one. The second version is the first saved again with every tag's
/// attributes in reverse order, other number spellings and a newer tools version, and four real
/// edits, which the diff must list and nothing else.
enum ReviewBenchmark {
    /// The edits made to the second version, each to the first place its text is, and the line
    /// the diff prints for it.
    static let edits: [(old: String, new: String, listed: String)] = [
        (#"text="Row 100" "#, #"text="Row one hundred" "#, #"text: "Row 100" → "Row one hundred""#),
        (#"<integer key="value" value="93"/>"#, #"<integer key="value" value="94"/>"#, "runtime.percent: 93 → 94"),
        (
            #"x="322" y="680" width="51""#, #"x="300" y="680" width="51""#,
            "frame: (322, 680, 51, 31) → (300, 680, 51, 31)"
        ),
        (#"on="YES" id="switch-30-5""#, #"on="NO" id="switch-30-5""#, "on: YES → NO"),
    ]

    /// Prints the table; the targets missed.
    static func run(executable: String, folder: String) -> [String] {
        var failures: [String] = []
        var rows: [[String]] = [["work", "files", "command", "median", "runs", "peak memory", "target"]]
        rows += self.rows(executable: executable, folder: folder, failures: &failures)
        print("")
        for line in Table.lines(rows) { print(line) }
        return failures
    }

    /// The rows of the table, and the targets missed in `failures`.
    private static func rows(executable: String, folder: String, failures: inout [String]) -> [[String]] {
        let text = InterfaceBuilderGenerator.storyboard(scenes: 40, viewsPerScene: 186, seed: 7)
        let old = folder + "/Old.storyboard"
        let resaved = folder + "/Resaved.storyboard"
        let new = folder + "/New.storyboard"
        DocumentGenerator.write(text, to: old)
        var edited = text
        for edit in edits {
            guard let range = edited.firstRange(of: edit.old) else {
                failures.append("the generated storyboard has no \(edit.old)")
                return []
            }
            edited.replaceSubrange(range, with: edit.new)
        }
        DocumentGenerator.write(resave(text), to: resaved)
        DocumentGenerator.write(resave(edited), to: new)
        checkOutput(executable, old, resaved, new, folder: folder, failures: &failures)
        var rows: [[String]] = []
        let bytes = Format.bytes(text.utf8.count)
        let diffArguments = [executable, "diff", old, new]
        if let python = Spawn.which("python3") {
            let script = "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1]); E.parse(sys.argv[2])"
            // Side by side: one run of each in turn, so that both see the same load.
            let (diff, parse) = measurePair(
                (diffArguments, 1), ([python, "-c", script, old, new], 0), failures: &failures)
            if diff.median > parse.median / 2 {
                failures.append(
                    "diff of two \(bytes) storyboards took \(Format.time(diff.median)), more than half of ElementTree's \(Format.time(parse.median))"
                )
            }
            rows.append([
                "diff of two versions", "2 (\(bytes) each)", "designer diff", Format.time(diff.median), "21",
                Format.bytes(diff.peak), "≤ 0.5 × ElementTree (\(Format.time(parse.median)))",
            ])
        } else {
            let diff = measure(diffArguments, expecting: 1, failures: &failures)
            rows.append([
                "diff of two versions", "2 (\(bytes) each)", "designer diff", Format.time(diff.median), "21",
                Format.bytes(diff.peak), "python3 not installed",
            ])
        }
        let textconv = measure([executable, "textconv", new], expecting: 0, failures: &failures)
        if textconv.median >= 0.1 {
            failures.append("textconv of a \(bytes) storyboard took \(Format.time(textconv.median)) (target < 100 ms)")
        }
        rows.append([
            "textconv", "1 (\(bytes))", "designer textconv", Format.time(textconv.median), "21",
            Format.bytes(textconv.peak), "< 100 ms",
        ])
        return rows
    }

    /// Checks what the diff says: nothing for the re-save alone, and exactly the edits for the
    /// edited version.
    private static func checkOutput(
        _ executable: String, _ old: String, _ resaved: String, _ new: String, folder: String,
        failures: inout [String]
    ) {
        let output = folder + "/diff.txt"
        let same = Spawn.run([executable, "diff", old, resaved], outputPath: output)
        let sameText = Files.read(output).map { String(decoding: $0, as: UTF8.self) } ?? ""
        if same.status != 0 || !sameText.isEmpty {
            failures.append("diff of a storyboard and its re-save exited with \(same.status): \(sameText.prefix(300))")
        }
        let changed = Spawn.run([executable, "diff", old, new], outputPath: output)
        let lines = (Files.read(output).map { String(decoding: $0, as: UTF8.self) } ?? "").split(separator: "\n")
        let listed = lines.filter { $0.hasPrefix("    ") }.map { $0.dropFirst(4) }
        if changed.status != 1 || Set(listed.map(String.init)) != Set(edits.map(\.listed)) {
            failures.append("diff of the edited storyboard listed \(listed), not the \(edits.count) edits")
        }
        Files.remove(output)
    }

    /// `text` as another Xcode might save it: each tag's attributes in reverse order, whole
    /// numbers written with a fraction (`20.0`), zero as `0`, and a newer tools version.
    static func resave(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        let newerTools = text.replacing(#"toolsVersion="22155""#, with: #"toolsVersion="23504.1""#)
        for line in newerTools.split(separator: "\n", omittingEmptySubsequences: false) {
            result += resaveLine(line) + "\n"
        }
        result.removeLast()
        return result
    }

    /// One line with its start tag's attributes reversed and respelled.
    private static func resaveLine(_ line: Substring) -> String {
        guard let open = line.firstIndex(of: "<"), line[open...].dropFirst().first?.isLetter == true,
            let space = line[open...].firstIndex(of: " ")
        else { return String(line) }
        let closing = line.hasSuffix("/>") ? "/>" : line.hasSuffix(">") ? ">" : ""
        guard !closing.isEmpty else { return String(line) }
        let body = line[line.index(after: space)..<line.index(line.endIndex, offsetBy: -closing.count)]
        // Attribute values hold no quotes in the generated text: split at `" `.
        let attributes = body.split(separator: "\" ").map { $0.hasSuffix("\"") ? String($0.dropLast()) : String($0) }
        let respelled = attributes.reversed().map { attribute -> String in
            guard let equals = attribute.firstIndex(of: "=") else { return attribute + "\"" }
            let name = attribute[..<equals]
            let value = attribute[attribute.index(equals, offsetBy: 2)...]
            if value == "0.0" { return "\(name)=\"0\"" }
            if !value.isEmpty, value.allSatisfy(\.isNumber) { return "\(name)=\"\(value).0\"" }
            return "\(name)=\"\(value)\""
        }
        return String(line[...space]) + respelled.joined(separator: " ") + closing
    }

    /// Two commands run 21 times each, one after the other in turn: each one's median and peak.
    private static func measurePair(
        _ first: (arguments: [String], status: Int32), _ second: (arguments: [String], status: Int32),
        failures: inout [String]
    ) -> (first: (median: Double, peak: Int), second: (median: Double, peak: Int)) {
        var times: ([Double], [Double]) = ([], [])
        var peaks = (0, 0)
        for _ in 0..<21 {
            for (index, command) in [first, second].enumerated() {
                let measurement = Spawn.run(command.arguments)
                if measurement.status != command.status {
                    failures.append(
                        "\(command.arguments.dropFirst().joined(separator: " ")) exited with \(measurement.status)")
                }
                if index == 0 {
                    times.0.append(measurement.seconds)
                    peaks.0 = max(peaks.0, measurement.peakBytes)
                } else {
                    times.1.append(measurement.seconds)
                    peaks.1 = max(peaks.1, measurement.peakBytes)
                }
            }
        }
        return ((Statistics.median(times.0), peaks.0), (Statistics.median(times.1), peaks.1))
    }

    private static func measure(_ arguments: [String], expecting status: Int32, failures: inout [String]) -> (
        median: Double, peak: Int
    ) {
        var times: [Double] = []
        var peak = 0
        for _ in 0..<21 {
            let measurement = Spawn.run(arguments)
            if measurement.status != status {
                failures.append("\(arguments.dropFirst().joined(separator: " ")) exited with \(measurement.status)")
            }
            times.append(measurement.seconds)
            peak = max(peak, measurement.peakBytes)
        }
        return (Statistics.median(times), peak)
    }
}
