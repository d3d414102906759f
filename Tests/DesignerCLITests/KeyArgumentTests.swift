import Foundation
import Testing

/// `key=value` arguments: which view a key names, and a key given twice.
@Suite("Keys on the command line")
struct KeyArgumentTests {
    @Test func aKeyNamingAnotherViewThanViewIsAConflict() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            progressBarDocument.replacingOccurrences(
                of: "\"class\": \"View\",", with: "\"id\": \"root\", \"class\": \"View\","))
        let run = try sandbox.run(["set", "--view", "root", "download.percent=9"])
        #expect(
            run
                == Run(
                    status: 64, stdout: "",
                    stderr: "Error: 'download.percent' names the view 'download', but --view names 'root'\n"))
        #expect(try sandbox.run(["set", "--view", "download", "download.percent=9"]).status == 0)
    }

    @Test func aRepeatedKeyTakesItsLastValueQuietly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        #expect(try sandbox.run(["set", "percent=150", "percent=5"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(try sandbox.run(["get", "percent"]).stdout == "5\n")
    }
}
