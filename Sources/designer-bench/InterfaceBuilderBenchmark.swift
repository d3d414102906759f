#if canImport(Glibc)
    import Glibc
#endif

/// `check` of an iOS project folder of 200 storyboards and xibs with its sources, `audit` of 50
/// of them in both appearances, and `set` on a 5 MB storyboard.
enum InterfaceBuilderBenchmark {
    static func run(executable: String, folder: String) -> [String] {
        var rows: [[String]] = [["work", "files", "command", "median", "runs", "peak memory", "target"]]
        var failures: [String] = []
        let project = folder + "/Project"
        Files.makeFolder(project + "/App.xcodeproj")
        Files.makeFolder(project + "/App/Screens")
        DocumentGenerator.write("// !$*UTF8*$!\n{}\n", to: project + "/App.xcodeproj/project.pbxproj")
        DocumentGenerator.write(source, to: project + "/App/Gauge.swift")
        var bytes = 0
        for index in 0..<100 {
            let storyboard = InterfaceBuilderGenerator.storyboard(scenes: 3, viewsPerScene: 12, seed: index)
            let xib = InterfaceBuilderGenerator.xib(views: 12, seed: index)
            DocumentGenerator.write(storyboard, to: project + "/App/Screens/Screen\(index).storyboard")
            DocumentGenerator.write(xib, to: project + "/App/Screens/Cell\(index).xib")
            bytes += storyboard.utf8.count + xib.utf8.count
        }
        let checkArguments = [executable, "check", project + "/App/Screens"]
        let check = measure(checkArguments, runs: 11, failures: &failures)
        if check.median >= 1 {
            failures.append("check of 200 storyboards and xibs took \(Format.time(check.median)) (target < 1 s)")
        }
        rows.append([
            "check, a project of 200 storyboards and xibs", "200 (\(Format.bytes(bytes)))", "designer check",
            Format.time(check.median), "11", Format.bytes(check.peak), "< 1 s",
        ])
        let real = realProject(executable: executable, folder: folder, failures: &failures)
        rows.append(real.row)
        // The audit lays out and draws every scene in both appearances: 50 documents of the same shapes.
        Files.makeFolder(project + "/App/Audited")
        for index in 0..<25 {
            for name in ["Screen\(index).storyboard", "Cell\(index).xib"] {
                _ = system("cp '\(project)/App/Screens/\(name)' '\(project)/App/Audited/\(name)'")
            }
        }
        let auditArguments = [executable, "audit", project + "/App/Audited", "--appearance", "light,dark"]
        // The documents' findings make the exit status 1; only the time counts here.
        var ignored: [String] = []
        let audit = measure(auditArguments, runs: 11, failures: &ignored)
        if audit.median >= 2 {
            failures.append(
                "audit of 50 storyboards and xibs in both appearances took \(Format.time(audit.median)) (target < 2 s)")
        }
        rows.append([
            "audit, 50 storyboards and xibs, light and dark", "50", "designer audit", Format.time(audit.median), "11",
            Format.bytes(audit.peak), "< 2 s",
        ])

        let large = project + "/App/Large.storyboard"
        let text = InterfaceBuilderGenerator.storyboard(scenes: 40, viewsPerScene: 186, seed: 7)
        DocumentGenerator.write(text, to: large)
        var value = 0
        let set = measure(runs: 21, failures: &failures) {
            value = value % 100 + 1
            return [executable, "set", "-f", large, "--scene", "scene-20", "gauge-20-93.percent=\(value)"]
        }
        if set.median >= 0.05 {
            failures.append(
                "set on a \(Format.bytes(text.utf8.count)) storyboard took \(Format.time(set.median)) (target < 50 ms)")
        }
        rows.append([
            "set one runtime attribute", "1 (\(Format.bytes(text.utf8.count)))", "designer set",
            Format.time(set.median),
            "21", Format.bytes(set.peak), "< 50 ms",
        ])
        print("")
        for line in Table.lines(rows) { print(line) }
        let reads = sourceReads(of: real.arguments, folder: folder)
        if let reads, reads.times != 1 {
            failures.append(
                "check, a real project: each source was read \(reads.times) times (\(reads.opens) opens of \(reads.files) files; target once per process)"
            )
        }
        print(
            reads.map {
                "Sources read by check of the real project (strace): \($0.opens) opens of \($0.files) files, each read \($0.times) times (target once)"
            }
                ?? "strace is not installed or failed: the real project's reads of its sources are not counted (apt-get install strace)"
        )
        instructionCounts(
            [
                ("check, 200 storyboards and xibs", checkArguments), ("check, a real project", real.arguments),
                ("audit, 50 storyboards and xibs, light and dark", auditArguments),
            ],
            folder: folder)
        return failures
    }

    /// Prints the instructions each command runs, as cachegrind counts them without simulating
    /// caches (a few seconds each, where callgrind takes twice as long).
    private static func instructionCounts(_ works: [(name: String, arguments: [String])], folder: String) {
        guard let valgrind = Spawn.which("valgrind") else {
            print("valgrind is not installed: no instruction counts (apt-get install valgrind)")
            return
        }
        let log = "\(folder)/cachegrind.txt"
        for work in works {
            let run = Spawn.run(
                [valgrind, "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + work.arguments,
                errorPath: log)
            let text = Files.read(log).map { String(decoding: $0, as: UTF8.self) } ?? ""
            Files.remove(log)
            let line = text.split(separator: "\n").first { $0.contains("I   refs:") || $0.contains("I refs:") }
            let count = line?.split(separator: " ").last.flatMap { Int($0.filter { $0 != "," }) }
            print(
                "Instructions (cachegrind), \(work.name): "
                    + (run.status == 0 ? count.map(Format.count) ?? "not reported" : "failed (\(run.status))"))
        }
    }

    /// How often the command opens each Swift and Objective-C source, under strace: the opens of
    /// files named like sources, the files, and the opens per file (`times`, rounded: a manifest
    /// such as `Package.swift` is opened more often than the rest); `nil` when strace is not
    /// installed or the run failed.
    private static func sourceReads(of arguments: [String], folder: String) -> (
        opens: Int, files: Int, times: Int
    )? {
        guard let strace = Spawn.which("strace") else { return nil }
        let log = "\(folder)/strace.txt"
        defer { Files.remove(log) }
        let run = Spawn.run([strace, "-f", "-e", "trace=openat", "-o", log] + arguments)
        guard run.status == 0, let bytes = Files.read(log) else { return nil }
        var opens = 0
        var files: Set<Substring> = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            guard let start = line.firstIndex(of: "\""),
                let end = line[line.index(after: start)...].firstIndex(of: "\"")
            else { continue }
            let path = line[line.index(after: start)..<end]
            guard path.hasSuffix(".swift") || path.hasSuffix(".h") || path.hasSuffix(".m"), !line.contains("ENOENT")
            else { continue }
            opens += 1
            files.insert(path)
        }
        guard !files.isEmpty else { return nil }
        return (opens, files.count, (opens + files.count / 2) / files.count)
    }

    /// `check` of a repository shaped like a real app's (`RealProjectFixture`), once with
    /// `--verbose` to see that it is checked clean with every module's sources found (a run that
    /// reports anything measures the wrong work), then timed as a whole.
    private static func realProject(executable: String, folder: String, failures: inout [String]) -> (
        row: [String], arguments: [String]
    ) {
        let root = folder + "/Shop"
        let written = RealProjectFixture.write(to: root)
        let work = "check, a real project: \(written.documents) documents, \(written.sources) sources in 7 modules"
        let (output, errors) = (folder + "/real-project.out", folder + "/real-project.err")
        let verbose = Spawn.run([executable, "check", "--verbose", root], outputPath: output, errorPath: errors)
        let listing = Files.read(output).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let reported = Files.read(errors).map { String(decoding: $0, as: UTF8.self) } ?? ""
        Files.remove(output)
        Files.remove(errors)
        // check says on standard error that it found nothing; anything else is a finding.
        let clean = "checked \(written.documents) documents: no problems\n"
        if verbose.status != 0 || reported != clean {
            let lines = reported.split(separator: "\n").prefix(5).joined(separator: "\n  ")
            failures.append("\(work): check exited with \(verbose.status) and reported:\n  \(lines)")
        }
        let lines = listing.split(separator: "\n")
        let missing = written.modules.filter { module in
            !lines.contains { $0.hasPrefix("  module \(module) (") && !$0.hasSuffix("no sources found") }
        }
        if !missing.isEmpty || lines.contains(where: { $0.hasSuffix("no sources found") }) {
            failures.append("\(work): modules without sources in check --verbose: \(missing)\n\(listing)")
        }
        let arguments = [executable, "check", root]
        let check = measure(arguments, runs: 11, failures: &failures)
        if check.median >= 1 {
            failures.append("\(work) took \(Format.time(check.median)) (target < 1 s)")
        }
        let row = [
            "check, a real project (\(written.sources) sources, \(Format.bytes(written.sourceBytes)))",
            "\(written.documents) (\(Format.bytes(written.documentBytes)))", "designer check",
            Format.time(check.median), "11", Format.bytes(check.peak), "< 1 s",
        ]
        return (row, arguments)
    }

    private static func measure(_ arguments: [String], runs: Int, failures: inout [String]) -> (
        median: Double, peak: Int
    ) {
        measure(runs: runs, failures: &failures) { arguments }
    }

    private static func measure(runs: Int, failures: inout [String], _ arguments: () -> [String]) -> (
        median: Double, peak: Int
    ) {
        var times: [Double] = []
        var peak = 0
        for _ in 0..<runs {
            let command = arguments()
            let measurement = Spawn.run(command)
            if measurement.status != 0 {
                failures.append("\(command.dropFirst().joined(separator: " ")) exited with \(measurement.status)")
            }
            times.append(measurement.seconds)
            peak = max(peak, measurement.peakBytes)
        }
        return (Statistics.median(times), peak)
    }

    /// The project's one designable class, which the documents' gauges are.
    private static let source = """
        import UIKit

        @IBDesignable final class Gauge: UIView {
            @IBInspectable var percent: Int = 0
            @IBInspectable var fillColor: UIColor = .systemBlue
            @IBInspectable var showsLabel: Bool = true
        }

        """
}

/// Storyboards and xibs as Xcode writes them, of labels, buttons, switches and designable gauges.
enum InterfaceBuilderGenerator {
    static func storyboard(scenes: Int, viewsPerScene: Int, seed: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-0">
                <scenes>

            """
        for scene in 0..<scenes {
            text += """
                        <scene sceneID="scene-\(scene)">
                            <objects>
                                <viewController title="Screen \(scene)" id="vc-\(scene)" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="root-\(seed)-\(scene)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <subviews>

                """
            text += views(viewsPerScene, prefix: "\(scene)", indent: "                                    ")
            text += """
                                        </subviews>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(scene)" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>

                """
        }
        return text + "    </scenes>\n</document>\n"
    }

    static func xib(views count: Int, seed: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="cell-\(seed)">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                    <subviews>

        """ + views(count, prefix: "x\(seed)", indent: "                ") + """
                        </subviews>
                    </view>
                </objects>
            </document>

            """
    }

    /// `count` views in a `<subviews>` element indented by `indent`, every third one a gauge.
    private static func views(_ count: Int, prefix: String, indent: String) -> String {
        var text = ""
        for index in 0..<count {
            let y = index * 40 % 800
            switch index % 3 {
            case 0:
                text += """
                    \(indent)    <view contentMode="scaleToFill" id="gauge-\(prefix)-\(index)" customClass="Gauge" customModule="App" customModuleProvider="target">
                    \(indent)        <rect key="frame" x="20" y="\(y)" width="353" height="20"/>
                    \(indent)        <userDefinedRuntimeAttributes>
                    \(indent)            <userDefinedRuntimeAttribute type="number" keyPath="percent">
                    \(indent)                <integer key="value" value="\(index % 101)"/>
                    \(indent)            </userDefinedRuntimeAttribute>
                    \(indent)            <userDefinedRuntimeAttribute type="color" keyPath="fillColor">
                    \(indent)                <color key="value" red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    \(indent)            </userDefinedRuntimeAttribute>
                    \(indent)        </userDefinedRuntimeAttributes>
                    \(indent)    </view>

                    """
            case 1:
                text += """
                    \(indent)    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(index)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label-\(prefix)-\(index)">
                    \(indent)        <rect key="frame" x="20" y="\(y)" width="200" height="21"/>
                    \(indent)        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    \(indent)        <color key="textColor" systemColor="labelColor"/>
                    \(indent)        <nil key="highlightedColor"/>
                    \(indent)    </label>

                    """
            default:
                text += """
                    \(indent)    <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="switch-\(prefix)-\(index)">
                    \(indent)        <rect key="frame" x="322" y="\(y)" width="51" height="31"/>
                    \(indent)    </switch>

                    """
            }
        }
        return text
    }
}
