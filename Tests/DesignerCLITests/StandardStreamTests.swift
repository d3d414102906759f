import Foundation
import Testing

/// Standard input as the document, and standard output that cannot be written.
@Suite("Standard input and output")
struct StandardStreamTests {
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
}
