import DesignerCore
import Inspectable
import ProgressBars
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// `designer render --format png` against the SVG rasterizers a user can install here, each
/// rasterizing our SVG of the same document at @2x; a scene of a project shaped like a large app's
/// (`RenderProjectFixture`) against the 30 ms a scene may take; and the example drawn for a
/// terminal in-process.
enum RenderBenchmark {
    static func run(executable: String, folder: String) -> [String] {
        var failures: [String] = []
        var rows: [[String]] = [["document", "renderer", "median", "runs", "vs designer"]]
        // Each scene, how many runs, and the most of resvg's time designer may take: the gallery's
        // scenes at most half, the bars less than all of it.
        let scenes = [
            ("one 200×20 bar", DocumentGenerator.scene(views: 1), 41, 1.0),
            ("1,000-bar scene", DocumentGenerator.scene(views: 1_001), 9, 1),
            ("1,000-ring scene", DocumentGenerator.rings(), 9, 0.5),
            ("1,000-gradient scene", DocumentGenerator.gradients(), 9, 0.5),
        ]
        for (index, (name, text, runs, target)) in scenes.enumerated() {
            let document = "\(folder)/render-\(index).json"
            DocumentGenerator.write(text, to: document)
            let renderings = renderings(executable: executable, document: document)
            let ours = Spawn.repeated(runs) { renderings.designer.arguments }.median
            rows.append([name, "designer render --format png", Format.time(ours), "\(runs)", ""])
            for (label, rendering) in [("resvg", renderings.resvg), ("rsvg-convert", renderings.rsvgConvert)] {
                guard let rendering else {
                    rows.append([name, label, "not installed", "", ""])
                    continue
                }
                let theirs = Spawn.repeated(runs) { rendering.arguments }.median
                rows.append([
                    name, label + " (our SVG)", Format.time(theirs), "\(runs)", Format.ratio(theirs / ours) + " slower",
                ])
                if label == "resvg", ours >= theirs * target {
                    failures.append(
                        "designer render on the \(name) took \(Format.time(ours)), resvg \(Format.time(theirs))")
                }
            }
        }
        // A scene of a project shaped like a large app's, whole process, as a developer renders it.
        let card = RenderProjectFixture.write(to: folder + "/render-project")
        let project = Spawn.repeated(21) {
            [executable, "render", "-f", card, "--format", "png", "--scale", "2", "-o", folder + "/render-project.png"]
        }.median
        rows.append([
            "a card in a large app's project", "designer render --format png", Format.time(project), "21",
            "target < 30 ms",
        ])
        if project >= 0.030 {
            failures.append(
                "designer render of a card in a large app's project took \(Format.time(project)) (target < 30 ms)")
        }
        print("")
        for line in Table.lines(rows) { print(line) }

        // The example, from its text to the terminal's escape sequences, in this process.
        let text = DocumentGenerator.seedExample()
        guard let registry = try? ComponentRegistry(ProgressBars.components) else {
            return failures + ["the progress bars do not register"]
        }
        var times: [Double] = []
        var size = 0
        for _ in 0..<2_001 {
            let start = Spawn.now()
            guard let document = Document.read(SourceText(name: "designer.json", text: text)).document else { break }
            let resolved = ResolvedDocument(document, registry: registry)
            let (drawing, _) = ViewTreeDrawing.draw(resolved)
            let columns = ANSIRenderer.columns(for: drawing, available: 80)
            size = (try? ANSIRenderer(colors: .trueColor, columns: columns).render(drawing))?.utf8.count ?? 0
            times.append(Spawn.now() - start)
        }
        let median = Statistics.median(times)
        print("")
        print(
            "The example (300×120 pt) to 24-bit ANSI in-process, text to escape sequences: median \(Format.time(median)) over \(times.count) runs (\(size) bytes)"
        )
        if median >= 0.001 {
            failures.append("the example to ANSI took \(Format.time(median)) in-process (target < 1 ms)")
        }
        return failures
    }

    /// A command line that makes a PNG, and the PNG it writes.
    struct Rendering {
        let arguments: [String]
        let png: String
    }

    /// The PNGs of `document` (a `.json` file) at @2x: designer's, and resvg's and rsvg-convert's of
    /// designer's SVG of it (made here; `nil` for a rasterizer not installed), each written beside
    /// the document.
    static func renderings(executable: String, document: String) -> (
        designer: Rendering, resvg: Rendering?, rsvgConvert: Rendering?
    ) {
        let base = String(document.dropLast(".json".count))
        let svg = base + ".svg"
        _ = Spawn.run([executable, "render", "-f", document, "--format", "svg", "--scale", "2", "-o", svg])
        // PyPI's resvg-cli puts resvg where Python keeps the programs pip installs.
        let resvg = Spawn.which("resvg", extra: Spawn.pythonScriptsFolder().map { [$0] } ?? [])
        let rsvg = Spawn.which("rsvg-convert")
        return (
            Rendering(
                arguments: [
                    executable, "render", "-f", document, "--format", "png", "--scale", "2", "-o", base + ".png",
                ],
                png: base + ".png"),
            resvg.map { Rendering(arguments: [$0, svg, base + "-resvg.png"], png: base + "-resvg.png") },
            rsvg.map { Rendering(arguments: [$0, svg, "-o", base + "-rsvg.png"], png: base + "-rsvg.png") }
        )
    }
}
