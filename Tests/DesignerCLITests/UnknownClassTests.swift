import Foundation
import Testing

/// A document that names a class designer does not know, or holds a value it cannot use: what
/// can still be read and edited, and what is said about the rest.
@Suite("Unknown classes and unusable values")
struct UnknownClassTests {
    let unknownRoot =
        #"{"class": "Nope", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": [{"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percnt": 5, "percent": "x"}}]}"#

    @Test func anAttributeOfAnUnknownClassSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", unknownRoot)
        let run = sandbox.runInProcess(["get", "speed"])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "Error: no view in the document has an attribute 'speed'; views of unknown classes ('Nope') have none designer can edit\n"
        )
    }

    @Test func resetRemovesAnAttributeTheClassDoesNotHave() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", unknownRoot)
        #expect(sandbox.runInProcess(["reset", "percnt"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(!(try sandbox.read("designer.json")).contains("percnt"))
        #expect(sandbox.runInProcess(["reset", "nothing"]).status == 64)
    }

    @Test func inspectShowsAnUnusableValueAsItIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", unknownRoot)
        let run = sandbox.runInProcess(["inspect", "--view", "bar"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Percent           percent          Int     \"x\"        invalid  0...100"))
        let json = sandbox.runInProcess(["inspect", "--view", "bar", "--json"])
        #expect(
            json.stdout.contains(
                #"{"name": "percent", "label": "Percent", "type": "Int", "value": "x", "isDefault": false"#))
    }
}
