import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Rendering animations")
struct AnimationRenderTests {
    private func customProgress(_ progress: String) -> String {
        """
        {
          "class": "CustomProgress",
          "frame": { "x": 0, "y": 0, "width": 200, "height": 20 },
          "attributes": { "progress": \(progress), "backgroundColor": "white" }
        }

        """
    }

    @Test func aFrameIsTheDocumentWithTheValueOfThatMoment() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", customProgress("0.8"))
        try sandbox.write("half.json", customProgress("0.5"))
        // Ease-in-out over 1.5 s is halfway at 0.75 s: 0.2 + (0.8 - 0.2) / 2.
        let frame = sandbox.runInProcess(["render", "--format", "svg", "--from", "progress=0.2", "--at", "0.75"])
        let half = sandbox.runInProcess(["render", "--format", "svg", "-f", "half.json"])
        #expect(frame == half)
        let start = sandbox.runInProcess(["render", "--format", "svg", "--from", "progress=0.2", "--at", "0"])
        try sandbox.write("start.json", customProgress("0.2"))
        #expect(start == (sandbox.runInProcess(["render", "--format", "svg", "-f", "start.json"])))
        let end = sandbox.runInProcess(["render", "--format", "svg", "--from", "progress=0.2", "--at", "9"])
        #expect(end == (sandbox.runInProcess(["render", "--format", "svg"])))
        #expect(try sandbox.read("designer.json") == customProgress("0.8"))
    }

    @Test func anAnimatedSVGShowsEachFrameInTurnAndEndsWhereTheDocumentIs() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", customProgress("0.8"))
        let run = sandbox.runInProcess(["render", "--from", "progress=0.2", "--animate", "-o", "bar.svg"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        let svg = try sandbox.read("bar.svg")
        // 1.5 s at 30 frames a second, and the last frame.
        let sets = svg.components(separatedBy: "<set attributeName=\"visibility\"").count - 1
        #expect(sets == 46)
        #expect(svg.contains("begin=\"1.467s\" dur=\"0.033s\""))
        // Without animation, a viewer shows the last frame: the document's own picture.
        let still = sandbox.runInProcess(["render", "--format", "svg"]).stdout
        let stillBody = still.split(separator: "\n").drop { !$0.hasPrefix("  </defs>") }.dropFirst().dropLast()
        #expect(stillBody.count > 3)
        let lastFrame = try #require(svg.components(separatedBy: "  <g>\n").last).split(separator: "\n")
        #expect(lastFrame.first == "    <set attributeName=\"visibility\" to=\"hidden\" begin=\"0s\" dur=\"1.5s\"/>")
        #expect(lastFrame.dropFirst().dropLast(2).map { $0.dropFirst(2) } == stillBody.map { $0[...] })
        #expect(lastFrame.suffix(2) == ["  </g>", "</svg>"])
        #if canImport(FoundationXML)
            let parsed = try XMLDocument(xmlString: svg)
            #expect(try parsed.nodes(forXPath: "//*[local-name()='set']").count == 46)
        #endif
    }

    @Test func aChangeThatDoesNotAnimateIsSaid() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", customProgress("0.8"))
        let run = sandbox.runInProcess(["render", "--format", "svg", "--from", "alpha=0.5", "--at", "0.2"])
        #expect(run.status == 0)
        #expect(run.stderr == "warning: --from changes no attribute that animates; the document is drawn as it is\n")
        #expect(run.stdout == (sandbox.runInProcess(["render", "--format", "svg"])).stdout)
    }

    @Test(arguments: [
        (["--at", "1"], "Error: --at and --animate need --from KEY=VALUE: the values the animation starts from.\n"),
        (
            ["--animate", "--format", "svg"],
            "Error: --at and --animate need --from KEY=VALUE: the values the animation starts from.\n"
        ),
        (["--from", "progress=0.2"], "Error: --from needs --at or --animate.\n"),
        (
            ["--from", "progress=0.2", "--at", "1", "--animate", "--format", "svg"],
            "Error: Give --at (one frame) or --animate (all of them), not both.\n"
        ),
        (
            ["--from", "progress=0.2", "--at", "-1"],
            "Error: '-1' is not a moment; use seconds from the start, such as 0.75.\n"
        ),
        (
            ["--from", "progress=0.2", "--at", "nan"],
            "Error: 'nan' is not a moment; use seconds from the start, such as 0.75.\n"
        ),
        (["--from", "progress", "--at", "1"], "Error: Expected KEY=VALUE, such as percent=50, not 'progress'.\n"),
        (
            ["--from", "progress=0.2", "--animate", "-o", "bar.png"],
            "Error: --animate writes an animated SVG (--format svg) or plays in a terminal.\n"
        ),
    ])
    func badAnimationOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", customProgress("0.8"))
        let run = sandbox.runInProcess(["render"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message), "\(run)")
        #expect(run.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("bar.png")))
        #expect(try sandbox.read("designer.json") == customProgress("0.8"))
    }

    @Test func badFromValuesNameTheProblem() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", customProgress("0.8"))
        let unknown = sandbox.runInProcess(["render", "--from", "percent=3", "--at", "1", "-o", "bar.svg"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "Error: --from: no view in the document has an attribute 'percent'\n")
        let invalid = sandbox.runInProcess(["render", "--from", "progress=lots", "--at", "1", "-o", "bar.svg"])
        #expect(invalid.status == 64)
        #expect(invalid.stderr.hasPrefix("Error: --from: progress: 'lots' is not"), "\(invalid)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("bar.svg")))
    }
}
