import DesignerCLI
import DesignerCore
import Foundation
import Inspectable
import ProgressBars
import Testing

@Suite("Render command")
struct RenderCommandTests {
    @Test func rendersEachFormat() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let png = try sandbox.run(["render", "-o", "bar.png", "--scale", "2"])
        #expect(png == Run(status: 0, stdout: "", stderr: ""))
        let bytes = try sandbox.bytes("bar.png")
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // The header says 600 × 240 pixels: the 300 × 120 point root at @2x.
        #expect(Array(bytes[16..<24]) == [0, 0, 2, 88, 0, 0, 0, 240])
        let svg = try sandbox.run(["render", "--format", "svg"])
        #expect(svg.status == 0)
        #expect(svg.stdout.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"120\""))
        let text = try sandbox.run(["render", "--format", "text", "--view", "download"])
        #expect(text.stdout.hasPrefix("200×20 pt, 50×3 cells of 4×8 pt\n"))
        let plain = try sandbox.run(["render"])
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("\u{1B}"), "not a terminal: no color")
        #expect(plain.stdout.contains("50%"))
        #expect(try sandbox.run(["render", "-o", "picture.txt"]).status == 0)
        #expect(try sandbox.read("picture.txt").hasPrefix("300×120 pt"))
        #expect(try sandbox.run(["render", "-o", "picture.svg"]).status == 0)
        #expect(try sandbox.read("picture.svg").hasPrefix("<?xml"))
        // `-` is standard output, as `-f -` is standard input: no file named `-` is written.
        let toStandardOutput = try sandbox.run(["render", "--format", "svg", "-o", "-"])
        #expect(toStandardOutput == svg)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("-")))
    }

    /// Texts of different characters are drawn as written, even where Unicode calls them equal
    /// (and a picture of many labels lays each distinct text out once).
    @Test func equivalentTextsKeepTheirOwnCharacters() throws {
        let sandbox = try Sandbox()
        let (composed, decomposed) = ("caf\u{E9} \u{212B}", "cafe\u{301} \u{C5}")
        func label(_ y: Int, _ text: String) -> String {
            #"{"class": "UILabel", "frame": {"x": 0, "y": \#(y), "width": 200, "height": 20}, "attributes": {"text": ""#
                + text + #""}}"#
        }
        try sandbox.write(
            "labels.json",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 220, "height": 60}, "subviews": ["#
                + label(0, composed) + ", " + label(30, decomposed) + "]}")
        let run = try sandbox.run(["render", "-f", "labels.json", "--format", "text", "--width", "60"])
        #expect(run.status == 0, "\(run)")
        let cells = Array(run.stdout.split(separator: "\n").filter { $0.hasPrefix("|") }.joined().utf8)
        for text in [composed, decomposed] {
            #expect(cells.firstRange(of: Array(text.utf8)) != nil, "\(Array(text.unicodeScalars)) in \(run.stdout)")
        }
    }

    /// Each process hashes with a seed of its own, so an order taken from a `Set` or a
    /// `Dictionary` would differ between two runs; one process rendering twice would not show it.
    @Test(arguments: ["png", "svg", "text", "ansi"])
    func rendersTheSameBytesEveryTime(format: String) throws {
        let sandbox = try Sandbox()
        let scene = try Data(contentsOf: Binary.packageRoot.appendingPathComponent("examples/scene.json"))
        try sandbox.write("scene.json", scene)
        for name in ["first", "second"] {
            let run = try sandbox.run([
                "render", "--file", "scene.json", "--format", format, "--scale", "2", "--width", "60", "-o", name,
            ])
            #expect(run == Run(status: 0, stdout: "", stderr: ""))
        }
        let first = try sandbox.bytes("first")
        #expect(first.count > 100)
        #expect(first == (try sandbox.bytes("second")))
    }

    /// Numbers at the limits of what a document may hold, and attributes with no upper bound
    /// set far beyond the view, draw in every format at every scale.
    @Test func aDocumentAtTheLimitsDrawsEverywhere() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            """
            { "class": "View", "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
              "attributes": { "backgroundColor": "red", "cornerRadius": 1e300, "borderWidth": 1e308, "clipsToBounds": true },
              "subviews": [
                { "class": "MyProgressBar", "frame": { "x": -1e9, "y": 1e9, "width": 1e9, "height": 1e9 },
                  "attributes": { "percent": 50, "cornerRadius": 1e308, "borderWidth": 5e-324 } },
                { "class": "MyProgressBar", "frame": { "x": 1e-300, "y": 5e-324, "width": 1e-300, "height": 1e9 } },
                { "class": "Unknown", "frame": { "x": 10, "y": 10, "width": 1e9, "height": 20 } },
                { "class": "CircularProgressRing", "frame": { "x": 0, "y": 0, "width": 100, "height": 20 },
                  "attributes": { "progress": 0.5, "lineWidth": 1e17 } }
              ] }
            """)
        for format in ["png", "svg", "text", "ansi"] {
            for scale in ["1", "2", "3"] {
                let run = try sandbox.run(["render", "--format", format, "--scale", scale], timeout: 60)
                #expect(run.status == 0, "\(format) @\(scale)x: \(run.stderr)")
                #expect(!run.stderr.contains("CircularProgressRing"), "a round cap larger than any chord is drawn")
            }
        }
    }

    @Test(arguments: [
        (["render", "--format", "jpeg"], "Error: 'jpeg' is not a format; use ansi, svg, png, text.\n"),
        (["render", "--scale", "4"], "Error: '4' is not a scale; use 1, 2 or 3.\n"),
        (["render", "--width", "3"], "Error: '3' is not a width; use a number of columns from 8 to 1000.\n"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = try sandbox.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message))
        #expect(run.stdout == "")
    }

    @Test func unknownClassesAndMissingImagesAreWarnings() throws {
        let sandbox = try Sandbox()
        try sandbox.write("secret.png", (try ExamplesTests.bytes("images/track.png")))
        try sandbox.write(
            "docs/designer.json",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 40}, "subviews": [{"class": "Slider", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}, {"class": "CustomProgress", "frame": {"x": 0, "y": 20, "width": 100, "height": 20}, "attributes": {"backImage": "../secret.png", "foreImage": "gone.png"}}]}"#
        )
        let run = try sandbox.run(["render", "-f", "docs/designer.json", "-o", "out.png"])
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                docs/designer.json:1:97: warning: unknown class 'Slider'; did you mean 'UISlider'?
                docs/designer.json:1:275: warning: backImage: image '../secret.png' lies outside the document's folder (allow it with --allow-external-images); drawn as a placeholder
                docs/designer.json:1:305: warning: foreImage: image 'gone.png' does not exist; drawn as a placeholder

                """)
        #expect(FileManager.default.fileExists(atPath: sandbox.path("out.png")))
        let allowed = try sandbox.run([
            "render", "-f", "docs/designer.json", "--allow-external-images", "-o", "out.png",
        ])
        #expect(!allowed.stderr.contains("secret.png"))
    }

    @Test func anUnwritableOutputIsAFileError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = try sandbox.run(["render", "-o", "missing/folder/out.png"])
        #expect(run.status == 1)
        #expect(run.stderr == "missing/folder/out.png: error: cannot write beside it: No such file or directory\n")
    }

    @Test func setOnATerminalShowsTheResult() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        var context = CommandContextFactory.terminal(environment: ["COLORTERM": "truecolor", "TERM": "xterm"])
        let status = sandbox.runInProcess(["set", "percent=75"], context: &context)
        #expect(status == 0)
        let shown = (context.output as? StringSink)?.text ?? ""
        #expect(shown.contains("\u{1B}[48;2;255;128;0m"))
        #expect(shown.contains("75%"))
        var piped = CommandContext(registry: .shipped)
        #expect(sandbox.runInProcess(["set", "percent=80"], context: &piped) == 0)
        #expect((piped.output as? StringSink)?.text == "")
    }
}
