import Foundation
import Rendering
import Testing

/// `--appearance` on the commands that draw, and system colors where a color goes.
@Suite("Appearance commands")
struct AppearanceCommandTests {
    /// A view in the system background with a progress bar in system colors.
    static let document = """
        {
          "class": "View",
          "frame": { "x": 0, "y": 0, "width": 60, "height": 30 },
          "attributes": { "backgroundColor": "systemBackground" },
          "subviews": [
            { "id": "bar", "class": "MyProgressBar", "frame": { "x": 10, "y": 10, "width": 40, "height": 10 },
              "attributes": { "percent": 50, "barColor": "systemOrange", "barBgColor": "systemGray5", "color": "label" } }
          ]
        }

        """

    /// The straight RGBA of one pixel of a PNG file in the sandbox.
    private func pixel(_ sandbox: Sandbox, _ name: String, x: Int, y: Int) throws -> [UInt8] {
        let image = try PNGDecoder.decodeStraight(Array(try sandbox.bytes(name)))
        let start = (y * image.width + x) * 4
        return Array(image.pixels[start..<start + 4])
    }

    @Test func renderDarkDrawsASystemBackgroundBlack() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        #expect(
            try sandbox.run(["render", "--appearance", "dark", "-o", "dark.png"])
                == Run(status: 0, stdout: "", stderr: ""))
        #expect(try sandbox.run(["render", "-o", "light.png"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(try pixel(sandbox, "dark.png", x: 2, y: 2) == [0, 0, 0, 255])
        #expect(try pixel(sandbox, "light.png", x: 2, y: 2) == [255, 255, 255, 255])
        // The bar's system orange, in each appearance's value.
        #expect(try pixel(sandbox, "dark.png", x: 12, y: 12) == [255, 159, 10, 255])
        #expect(try pixel(sandbox, "light.png", x: 12, y: 12) == [255, 149, 0, 255])
        #expect(try sandbox.read("designer.json") == Self.document)
    }

    @Test(arguments: [
        ("text", ["#000000", "#FF9F0A", "#2C2C2E", "\"50%\" #FFFFFF"]),
        ("svg", ["fill=\"#000000\"", "fill=\"#FF9F0A\"", "fill=\"#FFFFFF\""]),
    ])
    func everyFormatIsDrawnInTheAppearance(format: String, shown: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        let run = sandbox.runInProcess(["render", "--format", format, "--appearance", "dark"])
        #expect(run.status == 0, "\(run)")
        for text in shown { #expect(run.stdout.contains(text), "\(text) in \(run.stdout)") }
        let light = sandbox.runInProcess(["render", "--format", format])
        #expect(!light.stdout.contains("#FF9F0A"))
        #expect(light.stdout.contains("#FF9500"))
    }

    @Test func anAnimationIsDrawnInTheAppearance() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 10}, "attributes": {"progress": 0.8}}"#
        )
        let run = sandbox.runInProcess([
            "render", "--from", "progress=0.2", "--at", "0.75", "--appearance", "dark", "--format", "text",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("#0A84FF") && run.stdout.contains("#2C2C2E"), "\(run.stdout)")
    }

    @Test func setWritesAndGetPrintsASystemColorByItsName() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let set = sandbox.runInProcess([
            "set", "barColor=SystemOrange", "color=rgba(label, 50%)", "backgroundColor=tint",
        ])
        #expect(set == Run(status: 0, stdout: "", stderr: ""))
        let written = try sandbox.read("designer.json")
        #expect(written.contains(#""barColor": "systemOrange""#))
        #expect(written.contains(#""color": "rgba(label, 0.5)""#))
        #expect(written.contains(#""backgroundColor": "tintColor""#))
        let get = sandbox.runInProcess(["get", "barColor", "color", "backgroundColor"])
        #expect(get == Run(status: 0, stdout: "systemOrange\nrgba(label, 0.5)\ntintColor\n", stderr: ""))
        #expect(
            sandbox.runInProcess(["check"]) == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    @Test(arguments: [
        ("barColor=systemOrnage", "Error: barColor: 'systemOrnage' is not a color; did you mean 'systemOrange'?\n"),
        (
            "barColor=groupedBackground",
            "Error: barColor: 'groupedBackground' is not a color; did you mean 'systemGroupedBackground'?\n"
        ),
        ("barColor=rgba(lable, 0.5)", "Error: barColor: 'rgba(lable, 0.5)' is not a color; did you mean 'label'?\n"),
    ])
    func aMisspelledSystemColorIsSuggestedAndNothingIsWritten(pair: String, message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = sandbox.runInProcess(["set", pair])
        #expect(run.status == 64)
        #expect(run.stderr == message)
        #expect(try sandbox.read("designer.json") == progressBarDocument)
    }

    @Test func aMisspelledSystemColorInADocumentIsAnErrorAtItsPlace() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            progressBarDocument.replacingOccurrences(of: "\"percent\": 50", with: "\"barColor\": \"labl\""))
        let run = sandbox.runInProcess(["check"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "designer.json:10:35: error: barColor: 'labl' is not a color; did you mean 'label'? [invalid-value]\n"
            ), "\(run)")
    }

    @Test func anAppearanceOnAViewSaysWhereItGoes() throws {
        let sandbox = try Sandbox()
        let text = #"{"appearance": "dark", "class": "View", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
        try sandbox.write("designer.json", text)
        let run = try sandbox.run(["check", "designer.json"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                #"designer.json:1:2: error: unknown key 'appearance' in a view; give the appearance in a variant, as "variants": { "dark": { "appearance": "dark" } }, or with --appearance [invalid-document]"#
                    + "\n"), "\(run)")
        #expect(try sandbox.read("designer.json") == text)
    }

    /// The commands that draw take `--appearance`, and say so in their help.
    @Test(arguments: ["render", "watch", "edit", "snapshot"])
    func theHelpDescribesTheAppearance(command: String) {
        let help = Sandbox.help(command)
        #expect(help.contains("--appearance <appearance"), "\(help)")
        #expect(help.contains("dark"))
    }

    /// A wrong appearance is a usage error before anything is read or written, in every command.
    @Test(arguments: [
        (
            ["render", "--appearance", "drak", "-o", "out.png"],
            "Error: 'drak' is not an appearance; use light or dark. Did you mean 'dark'?"
        ),
        (["render", "--appearance"], "Error: Missing value for '--appearance <appearance>'."),
        (["watch", "--appearance", "dim", "-o", "out.png"], "Error: 'dim' is not an appearance; use light or dark."),
        (
            ["edit", "--appearance", "DARK"],
            "Error: 'DARK' is not an appearance; use light or dark. Did you mean 'dark'?"
        ),
        (
            ["snapshot", "--appearance", "light,night"],
            "Error: 'night' is not an appearance; use light, dark or light,dark. Did you mean 'light'?"
        ),
    ])
    func aWrongAppearanceIsAUsageErrorAndChangesNothing(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        let run = try sandbox.run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == message, "\(run)")
        #expect(lines.contains { $0.hasPrefix("Usage: designer \(arguments[0]) ") })
        #expect(try SnapshotTests.files(in: sandbox) == ["designer.json": Data(Self.document.utf8)])
    }
}
