import Foundation
import Testing

/// `new`, and `check` in a project, in every format and with the files named as every command names them.
extension CommandTests {
    @Test func newWritesADocumentThatChecksClean() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.runInProcess(["new", "MyProgressBar"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(
            try sandbox.read("designer.json") == """
                {
                  "class": "MyProgressBar",
                  "frame": {"x": 0, "y": 0, "width": 200, "height": 20},
                  "attributes": {
                    "percent": 0,
                    "color": "#FFFFFF",
                    "barColor": "orange",
                    "barBgColor": "#AAAAAA"
                  }
                }

                """)
        #expect(
            sandbox.runInProcess(["check"]) == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        #expect(sandbox.runInProcess(["new", "View", "-f", "-"]).stdout.hasPrefix("{\n  \"class\": \"View\""))
        #expect(sandbox.runInProcess(["new", "View", "--force"]).status == 0)
        #expect(try sandbox.read("designer.json").contains("\"class\": \"View\""))
    }

    @Test func aSwiftPackageInAFolderIsAProjectOfItsOwn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/b.json", progressBarDocument)
        // Its documents draw its own components, which this designer does not know: a note says
        // they are left to its own designer.
        try sandbox.write("docs/Stars/Package.swift", "// swift-tools-version: 6.0")
        try sandbox.write("docs/Stars/Tests/card.json", #"{"class": "Scorecard"}"#)
        #expect(
            sandbox.runInProcess(["check", "docs"])
                == Run(
                    status: 0, stdout: "",
                    stderr: """
                        docs/Stars: note: a Swift package: its 1 JSON document is left to its own designer ('swift package designer' in it) [nested-package]
                        0 errors, 0 warnings and 1 note in 1 file of 1 checked

                        """))
        #expect(sandbox.runInProcess(["snapshot", "--record", "all", "docs"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("docs/Stars/Tests/__snapshots__")))
        // Named, or as the folder checked, it is checked.
        #expect(sandbox.runInProcess(["check", "docs/Stars"]).status == 1)
        #expect(sandbox.runInProcess(["check", "docs/Stars/Tests/card.json"]).status == 1)
    }

    @Test func checkReportsInEveryFormat() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "docs/a.json",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": 150, "color": 1}}"#
        )
        try sandbox.write("docs/b.json", progressBarDocument)
        try sandbox.write("docs/designer.schema.json", "{}")
        let text = sandbox.runInProcess(["check", "docs"])
        #expect(
            text
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        docs/a.json:1:106: warning: percent: 150 is outside 0...100; using 100 [clamped-value]
                        docs/a.json:1:120: error: color: expected a color string for Color, found a number [invalid-value]
                        1 error and 1 warning in 1 file of 2 checked

                        """))
        let json = sandbox.runInProcess(["check", "docs", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stderr == "")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(reports.map { $0["severity"] as? String } == ["warning", "error"])
        #expect(reports.map { $0["line"] as? Int } == [1, 1])
        #expect(reports.map { $0["column"] as? Int } == [106, 120])
        let github = sandbox.runInProcess(["check", "docs"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(
            github.stdout == """
                ::warning file=docs/a.json,line=1,col=106,title=clamped-value::percent: 150 is outside 0...100; using 100
                ::error file=docs/a.json,line=1,col=120,title=invalid-value::color: expected a color string for Color, found a number

                """)
        #expect(
            sandbox.runInProcess(["check", "docs/b.json"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    @Test func checkTakesFilesWithDashFAsEveryCommandDoes() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "a.json",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"color": 1}}"#
        )
        try sandbox.write("b.json", progressBarDocument)
        #expect(
            sandbox.runInProcess(["check", "-f", "b.json"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        let both = sandbox.runInProcess(["check", "-f", "b.json", "--file", "a.json"])
        #expect(both.status == 1)
        #expect(both.stderr.hasPrefix("a.json:1:104: error: color: expected a color string"), "\(both)")
        #expect(both.stderr.hasSuffix("1 error and 0 warnings in 1 file of 2 checked\n"), "\(both)")
        let missing = sandbox.runInProcess(["check", "-f", "nope.json"])
        #expect(missing.status == 1 && missing.stderr.contains("nope.json"), "\(missing)")
        #expect(sandbox.runInProcess(["check", "-f"]).status == 64)
    }
}
