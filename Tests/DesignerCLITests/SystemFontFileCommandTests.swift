import Foundation
import TestTools
import Testing

/// The system font is San Francisco's own file where the user's fonts (`--fonts`, or the folder
/// `DESIGNER_FONTS` names) hold it: its advances and kerning, with UIKit's tracking and line
/// height; else Inter made San Francisco's widths.
@Suite struct SystemFontFileCommandTests {
    static let xib = ProjectFontCommandTests.xib.replacingOccurrences(
        of: "<fontDescription key=\"fontDescription\" name=\"TestSans-Light\" family=\"Test Sans\" pointSize=\"20\"/>",
        with: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")

    /// A test font shaped as San Francisco's text face: "AVB" is (600 + 650 + 575 − 80) / 1,000
    /// × 17 = 29.665 points of advances, less UIKit's −0.43 tracking at 17 points after each of
    /// the three letters: 28.375, 28.667 on the 3× grid; 20.29 tall as UIKit's 17-point system
    /// font, 20.333 on the grid.
    static func sanFrancisco(weightClass: UInt16 = 400) -> Data {
        var font = TestFont()
        (font.postScriptName, font.family, font.style) = ("SFProText-Regular", "SF Pro Text", "Regular")
        font.weightClass = weightClass
        font.gposPairs = [(1, 2, -80)]
        return Data(font.bytes)
    }

    static let measuredBySanFrancisco =
        "Fnt-Lb-001: x=\"10\" y=\"10\" width=\"28.666666666666668\" height=\"20.333333333333332\""

    @Test func sanFranciscosFileSetsTheSystemFont() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fonts.xib", Self.xib)
        let before = sandbox.runInProcess(["layout", "-f", "Fonts.xib"])
        #expect(before.status == 0, "\(before)")
        #expect(!before.stdout.contains(Self.measuredBySanFrancisco), "\(before)")
        try sandbox.write("Apple/SF-Pro-Text-Regular.otf", Self.sanFrancisco())
        let run = sandbox.runInProcess(["layout", "-f", "Fonts.xib", "--fonts", "Apple"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(Self.measuredBySanFrancisco), "\(run)")
        let environment = sandbox.runInProcess(["layout", "-f", "Fonts.xib"], environment: ["DESIGNER_FONTS": "Apple"])
        #expect(environment.stdout == run.stdout, "\(environment)")
    }

    /// A file of another weight, or one not named as San Francisco's files are, does not set
    /// the system font: the text is measured as without it.
    @Test(arguments: [("SF-Pro-Text-Bold.otf", UInt16(700)), ("ProText-Regular.otf", UInt16(400))])
    func otherFilesDoNotSetTheSystemFont(name: String, weightClass: UInt16) throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fonts.xib", Self.xib)
        try sandbox.write("Apple/\(name)", Self.sanFrancisco(weightClass: weightClass))
        let without = sandbox.runInProcess(["layout", "-f", "Fonts.xib"])
        let run = sandbox.runInProcess(["layout", "-f", "Fonts.xib", "--fonts", "Apple"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == without.stdout, "\(run)")
    }

    /// `--fonts` wins over `DESIGNER_FONTS`, and a `--fonts` that names no folder is a usage error.
    @Test func theFontsOptionWinsAndMustNameAFolder() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fonts.xib", Self.xib)
        try sandbox.write("Apple/SF-Pro-Text-Regular.otf", Self.sanFrancisco())
        try sandbox.write("Empty/README", "no fonts")
        let run = sandbox.runInProcess(
            ["layout", "-f", "Fonts.xib", "--fonts", "Apple"], environment: ["DESIGNER_FONTS": "Empty"])
        #expect(run.stdout.contains(Self.measuredBySanFrancisco), "\(run)")
        let missing = sandbox.runInProcess(["render", "-f", "Fonts.xib", "--fonts", "Nowhere", "-o", "Fonts.png"])
        #expect(missing.status == 64, "\(missing)")
        #expect(missing.stderr.hasPrefix("Error: --fonts 'Nowhere' does not exist.\n"), "\(missing)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("Fonts.png")))
        let file = sandbox.runInProcess(["layout", "-f", "Fonts.xib", "--fonts", "Fonts.xib"])
        #expect(file.status == 64, "\(file)")
        #expect(file.stderr.hasPrefix("Error: --fonts 'Fonts.xib' is not a folder.\n"), "\(file)")
    }

    /// For the system font only San Francisco's files are read: a damaged one is a warning at its
    /// path, another damaged file in the folder is not read (a Mac's font folder holds hundreds).
    @Test func onlySanFranciscosFilesAreReadForTheSystemFont() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fonts.xib", Self.xib)
        try sandbox.write("Apple/SF-Pro-Text-Regular.otf", Data(Self.sanFrancisco().prefix(40)))
        try sandbox.write("Apple/Broken.ttf", Data(Self.sanFrancisco().prefix(40)))
        let run = sandbox.runInProcess(["check", "Fonts.xib", "--fonts", "Apple"])
        #expect(run.status == 0, "\(run)")
        let output = run.stdout + run.stderr
        #expect(output.contains("Apple/SF-Pro-Text-Regular.otf: warning: font: "), "\(run)")
        #expect(!output.contains("Broken.ttf"), "\(run)")
    }

    /// A `DESIGNER_FONTS` that names no folder stops only the commands that take fonts: a stale
    /// one in a shell's profile does not block `get`, `set` or `list`.
    @Test func commandsWithoutFontsLeaveDesignerFontsAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fonts.xib", Self.xib)
        let environment = ["DESIGNER_FONTS": "Nowhere"]
        let get = sandbox.runInProcess(["get", "-f", "Fonts.xib", "Fnt-Lb-001.text"], environment: environment)
        #expect(get.status == 0 && get.stdout == "AVB\n", "\(get)")
        let set = sandbox.runInProcess(["set", "-f", "Fonts.xib", "Fnt-Lb-001.text=Hello"], environment: environment)
        #expect(set.status == 0, "\(set)")
        let render = sandbox.runInProcess(["render", "-f", "Fonts.xib", "-o", "Fonts.png"], environment: environment)
        #expect(
            render.status == 64 && render.stderr == "Error: DESIGNER_FONTS 'Nowhere' does not exist.\n", "\(render)")
    }

    /// Links to one font file are one file: read once, and said once when it is damaged.
    @Test func linksToOneFontFileAreReadOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Fonts.xib", Self.xib)
        try sandbox.write("Apple/SF-Pro-Text-Regular.otf", Data(Self.sanFrancisco().prefix(40)))
        for index in 1...3 {
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("Apple/SF-Pro-Text-Regular-\(index).otf"),
                withDestinationPath: "SF-Pro-Text-Regular.otf")
        }
        let run = sandbox.runInProcess(["check", "Fonts.xib", "--fonts", "Apple"])
        let warnings = (run.stdout + run.stderr).split(separator: "\n").filter { $0.contains("warning: font:") }
        #expect(warnings.count == 1, "\(run)")
    }
}
