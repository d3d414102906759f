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
        let run = sandbox.runInProcess(["set", "--view", "root", "download.percent=9"])
        #expect(
            run
                == Run(
                    status: 64, stdout: "",
                    stderr: "Error: 'download.percent' names the view 'download', but --view names 'root'\n"))
        #expect(sandbox.runInProcess(["set", "--view", "download", "download.percent=9"]).status == 0)
    }

    @Test func aRepeatedKeyTakesItsLastValueQuietly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        #expect(sandbox.runInProcess(["set", "percent=150", "percent=5"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(sandbox.runInProcess(["get", "percent"]).stdout == "5\n")
    }
}
