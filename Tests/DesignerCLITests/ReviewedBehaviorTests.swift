import Foundation
import Testing

/// Behaviors an independent review asked for, each with its reason in the test's name.
@Suite("Reviewed behaviors")
struct ReviewedBehaviorTests {
    private let unknownRoot =
        #"{"class": "Nope", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": [{"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percnt": 5, "percent": "x"}}]}"#

    @Test func anAttributeOfAnUnknownClassSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", unknownRoot)
        let run = try sandbox.run(["get", "speed"])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "Error: no view in the document has an attribute 'speed'; views of unknown classes ('Nope') have none designer can edit\n"
        )
    }

    @Test func resetRemovesAnAttributeTheClassDoesNotHave() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", unknownRoot)
        #expect(try sandbox.run(["reset", "percnt"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(!(try sandbox.read("designer.json")).contains("percnt"))
        #expect(try sandbox.run(["reset", "nothing"]).status == 64)
    }

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

    @Test func inspectShowsAnUnusableValueAsItIsWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", unknownRoot)
        let run = try sandbox.run(["inspect", "--view", "bar"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Percent           percent          Int     \"x\"        invalid  0...100"))
        let json = try sandbox.run(["inspect", "--view", "bar", "--json"])
        #expect(
            json.stdout.contains(
                #"{"name": "percent", "label": "Percent", "type": "Int", "value": "x", "isDefault": false"#))
    }

    @Test func standardInputCanBeReadButNotEdited() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" get percent -f - < \"$1\"", Binary.designer.path, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "50\n")
        let edit = try sandbox.run(["set", "percent=1", "-f", "-"])
        #expect(
            edit
                == Run(
                    status: 64, stdout: "",
                    stderr: "Error: standard input cannot be edited in place; name a file with --file\n"))
    }

    @Test func aFullDiskIsAFailure() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" schema > /dev/full", Binary.designer.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                == "error: cannot write the output: No space left on device\n")
    }

    @Test func imagesThatCannotBeDrawnAreWarnedAbout() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {"progress": 0.5}}"#
        )
        let set = try sandbox.run(["set", "backImage=../outside.png", "foreImage=missing.png"])
        #expect(set.status == 0)
        #expect(
            set.stderr == """
                warning: backImage: image '../outside.png' does not exist; it will be drawn as a placeholder
                warning: foreImage: image 'missing.png' does not exist; it will be drawn as a placeholder

                """)
        let check = try sandbox.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr.contains("warning: foreImage: image 'missing.png' does not exist; drawn as a placeholder"))
        #expect(try sandbox.run(["check", "--strict"]).status == 1)
    }

    @Test func helpHelpIsTheOverview() throws {
        let run = try Sandbox().run(["help", "help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test func compactDocumentsGetCompactInsertions() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json", #"{"class":"MyProgressBar","frame":{"x":0,"y":0,"width":1,"height":1},"attributes":{}}"#)
        #expect(try sandbox.run(["set", "percent=5", "color=white"]).status == 0)
        #expect(
            try sandbox.read("designer.json")
                == ##"{"class":"MyProgressBar","frame":{"x":0,"y":0,"width":1,"height":1},"attributes":{"percent":5,"color":"#FFFFFF"}}"##
        )
    }
}
