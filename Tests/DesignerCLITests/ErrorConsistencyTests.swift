import Foundation
import Testing

/// One problem, one diagnostic: the same words, place and exit status from every command that
/// meets it, and no untrue errors piled on a real one.
@Suite("Consistent errors")
struct ErrorConsistencyTests {
    static let problems = """
        {
          "class": "View",
          "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
          "attributes": { "alpha": 5, "nope": 1, "borderColor": "bleu" },
          "subviews": [
            { "id": "a", "class": "MyProgressBar", "frame": { "x": 0, "y": 0, "width": -5, "height": 20 },
              "attributes": { "percent": 500, "color": 7 } },
            { "id": "b", "class": "Mystery", "frame": { "x": 0, "y": 0, "width": 5, "height": 20 } }
          ]
        }

        """

    @Test func checkAndInspectReportEachProblemAtOnePlace() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.problems)
        let check = sandbox.runInProcess(["check"])
        let inspect = sandbox.runInProcess(["inspect"])
        func places(_ stderr: String) -> [String] {
            stderr.split(separator: "\n").filter { $0.hasPrefix("designer.json:") }.map {
                // The unknown class is an error to check and a warning to inspect: the place is the same.
                // check names the rule each breaks.
                String($0).replacing(": warning: unknown class", with: ": error: unknown class")
                    .replacing(/\ \[[a-z-]+\]$/, with: "")
            }.sorted()
        }
        #expect(places(check.stderr).count == 7)
        #expect(places(check.stderr) == places(inspect.stderr))
    }

    @Test func aStructuralMistakeIsNotFollowedByUntrueVariantErrors() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            """
            {
              "variants": { "empty": { "percent": 0 }, "full": { "percent": 100 } },
              "class": "View",
              "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
              "subviews": [
                { "id": "download", "class": "MyProgressBar", "frame": { "x": 50, "y": 50, "width": 200 } }
              ]
            }
            """)
        let run = sandbox.runInProcess(["check"])
        #expect(
            run
                == Run(
                    status: 1, stdout: "",
                    stderr:
                        "designer.json:6:60: error: frame: Rect is missing 'height' [invalid-document]\n1 error and 0 warnings in 1 file of 1 checked\n"
                ))
    }

    @Test func aBadVariantNameDoesNotHideTheOtherVariantsMistakes() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{ "variants": { "bad name": { "percent": 1 }, "ok": { "nosuch": 1 } }, "class": "MyProgressBar", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }"#
        )
        let run = sandbox.runInProcess(["check"])
        #expect(run.stderr.contains("error: variant name 'bad name' may contain only letters, digits, '-' and '_'"))
        #expect(run.stderr.contains("error: variant 'ok': no view in the document has an attribute 'nosuch'"))
    }

    @Test func renderDrawsWhatItCanAndWarnsOfTheRest() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{ "class": "CustomProgress", "frame": { "x": 0, "y": 0, "width": 100, "height": 20 }, "attributes": { "backImage": 5 } }"#
        )
        let render = sandbox.runInProcess(["render", "--format", "text"])
        #expect(render.status == 0)
        #expect(
            render.stderr
                == "designer.json:1:116: warning: backImage: expected a file path string for Image, found a number\n")
        #expect(sandbox.runInProcess(["check"]).status == 1, "check still fails on it")
    }

    @Test func settingAViewOfAnUnknownClassIsADocumentProblem() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.problems)
        let run = sandbox.runInProcess(["set", "b.percent=3"])
        #expect(
            run
                == Run(
                    status: 1, stdout: "",
                    stderr: "designer.json:8:27: error: view 'b' has the unknown class 'Mystery'\n"))
        #expect(try sandbox.read("designer.json") == Self.problems)
    }

    @Test(arguments: ["x.jpg", "picture", "out.json", ".png"])
    func anOutputNamedForNoFormatIsAUsageError(name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = sandbox.runInProcess(["render", "-o", name])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: --output '\(name)' names no format; end it in .png, .svg or .txt, or give --format.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["designer.json"])
        #expect(sandbox.runInProcess(["render", "-o", name, "--format", "svg"]).status == 0, "a format given is kept")
    }
}
