#if canImport(Glibc)
    import Glibc
#endif

// Measures a release build of `designer` and prints tables:
//
//     swift build -c release --static-swift-stdlib
//     .build/release/designer-bench [performance] [documents] [interface-builder] [review] [render] [live] [snapshot] [layout]
//     .build/release/designer-bench layout-stress
//     .build/release/designer-bench layout-accuracy DIR…
//     .build/release/designer-bench text-fit DIR…
//     .build/release/designer-bench write-render-project DIR   # the render table's app project, to profile
//     .build/release/designer-bench reliability [concurrent] [kill] [rename] [hostile] [seed=N]
//
// `performance` (the main table, about 2 minutes): every performance target beside its peer in
// the same run (json.load, jq, a Swift hello world, resvg, syrupy), with the ratios, and the
// instructions callgrind counts where the clock is too noisy.
// `documents`: check, set and inspect --json on generated documents of 1, 1,000 and 100,000
// views, with jq making the same edit. `interface-builder`: check of a project folder of 200
// storyboards and xibs with its sources, check of a repository shaped like a real app's (its
// modules in a workspace, subproject, local package and pod), and set on a 5 MB storyboard.
// `review`: diff of two versions of that storyboard beside Python's ElementTree parsing both, and
// textconv of one.
// `render`: PNG rendering against resvg and rsvg-convert rasterizing our SVG of the same
// document, and the example drawn for a terminal in-process.
// `live`: `designer watch` in a pseudo-terminal, from a save to the last byte of the new frame.
// `snapshot`: `designer snapshot --check` on 1,000 documents, with syrupy on the same texts.
// `layout`: `designer layout` on a scene of 1,000 views and 4,000 constraints beside Python's
// kiwisolver solving the same system, and a `LayoutSession` re-solving one constant's edit.
// `layout-stress` (only when named): `designer layout` on scenes hard on a solver (10,000
// constraints on one view, chains of 5,000 views) beside kiwisolver, each under 2 s and 500 MB.
// `layout-accuracy DIR…`: every view placed by constraints in the storyboards and xibs under each
// folder (a project), its saved frame made wrong in the text, laid out again and compared with
// the frame Xcode saved.
// `text-fit DIR…`: every text the iOS scenes under each folder draw, laid out on their devices,
// and how many are cut short that San Francisco would show whole (`TextFit`).
// `reliability` (only when named: it takes minutes): concurrent sets, kill -9 during a set,
// another program's save during a set, and hostile inputs through every reading command.
// Each process figure is the median of several runs of the whole process (start to exit), so
// start-up, reading, parsing, writing and exit all count; peak memory is the child's maximum
// resident set.

@main
enum DesignerBench {
    static func main() {
        // The checks on real projects' folders: a table, and exit 1 when a target is missed.
        let folderChecks: [String: ([String]) -> [String]] = [
            "layout-accuracy": LayoutAccuracy.run(folders:), "text-fit": TextFit.run(folders:),
        ]
        if let name = CommandLine.arguments.dropFirst().first, let check = folderChecks[name] {
            let folders = Array(CommandLine.arguments.dropFirst(2))
            guard !folders.isEmpty else {
                print("error: name the folders to check: designer-bench \(name) DIR…")
                exit(64)
            }
            let failures = check(folders)
            for failure in failures { print("MISSED: \(failure)") }
            exit(failures.isEmpty ? 0 : 1)
        }
        if CommandLine.arguments.dropFirst().first == "write-render-project" {
            guard CommandLine.arguments.count == 3 else {
                print("error: name the folder to write: designer-bench write-render-project DIR")
                exit(64)
            }
            print(RenderProjectFixture.write(to: CommandLine.arguments[2]))
            exit(0)
        }
        let selected = Set(CommandLine.arguments.dropFirst())
        let known =
            [
                "performance", "documents", "interface-builder", "review", "render", "snapshot", "live", "layout",
                "layout-stress", "reliability",
            ]
            + ReliabilityBenchmark.parts
        if let unknown = selected.first(where: { !known.contains($0) && !$0.hasPrefix("seed=") }) {
            print("error: '\(unknown)' is no table; name any of \(known.joined(separator: ", ")) or seed=N")
            exit(64)
        }
        let executable = URL.folder(of: CommandLine.arguments[0]) + "/designer"
        guard access(executable, X_OK) == 0 else {
            print("error: \(executable) not found; build it with `swift build -c release` first")
            exit(1)
        }
        var template = Array("/tmp/designer-bench-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) } ?? "/tmp"
        }
        var failures: [String] = []
        if selected.isEmpty || selected.contains("performance") {
            failures += PerformanceBenchmark.run(executable: executable, folder: folder)
        }
        if selected.isEmpty || selected.contains("documents") {
            failures += DocumentBenchmark.run(executable: executable, folder: folder)
        }
        if selected.isEmpty || selected.contains("interface-builder") {
            failures += InterfaceBuilderBenchmark.run(executable: executable, folder: folder)
        }
        if selected.isEmpty || selected.contains("review") {
            failures += ReviewBenchmark.run(executable: executable, folder: folder)
        }
        if selected.isEmpty || selected.contains("render") {
            failures += RenderBenchmark.run(executable: executable, folder: folder)
        }
        if selected.isEmpty || selected.contains("snapshot") {
            failures += SnapshotBenchmark.run(executable: executable, folder: folder)
        }
        #if os(Linux)
            if selected.isEmpty || selected.contains("live") {
                failures += LiveBenchmark.run(executable: executable, folder: folder)
            }
        #endif
        if selected.isEmpty || selected.contains("layout") {
            failures += LayoutBenchmark.run(executable: executable, folder: folder)
        }
        if selected.contains("layout-stress") {
            failures += LayoutStressBenchmark.run(executable: executable, folder: folder)
        }
        if selected.contains("reliability") {
            failures += ReliabilityBenchmark.run(executable: executable, folder: folder, arguments: selected)
        }
        _ = system("rm -rf '\(folder)'")
        print("")
        if failures.isEmpty {
            print("All targets met.")
        } else {
            for failure in failures { print("MISSED: \(failure)") }
            exit(1)
        }
    }
}
