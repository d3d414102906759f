import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Files designer must not turn into something else, or write where it may not.
@Suite("File safety")
struct FileSafetyTests {
    @Test func aNamedPipeIsNotEdited() throws {
        let sandbox = try Sandbox()
        #expect(mkfifo(sandbox.path("pipe.json"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("link.json"), withDestinationPath: "pipe.json")
        for name in ["pipe.json", "link.json"] {
            let run = try sandbox.run(["set", "percent=3", "-f", name])
            #expect(
                run
                    == Run(
                        status: 1, stdout: "",
                        stderr: "\(name): error: is not a regular file, so it cannot be edited in place\n"))
        }
        var info = stat()
        #expect(lstat(sandbox.path("pipe.json"), &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("link.json")) == "pipe.json")
    }

    @Test func aReadOnlyFileIsNotRewritten() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let run = try sandbox.run(["set", "percent=3"])
        #expect(run == Run(status: 1, stdout: "", stderr: "designer.json: error: is read-only\n"))
        #expect(try sandbox.read("designer.json") == progressBarDocument)
        #expect(try sandbox.run(["reset", "percent"]).status == 1)
        #expect(try sandbox.run(["get", "percent"]).stdout == "50\n", "reading is still fine")
    }

    @Test func hardLinksAreNamed() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        #expect(link(path, sandbox.path("other.json")) == 0)
        let run = try sandbox.run(["set", "percent=3"])
        #expect(
            run
                == Run(
                    status: 0, stdout: "",
                    stderr: "note: designer.json has other hard links; they keep the old contents\n"))
        #expect(try sandbox.read("other.json") == progressBarDocument)
    }

    @Test func checkDoesNotFollowLinkedFoldersInALoop() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/good.json", progressBarDocument)
        try sandbox.write("docs/bad.json", "{}")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("docs/self"), withDestinationPath: ".")
        let run = try sandbox.run(["check", "docs"])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                docs/bad.json:1:1: error: view has no 'class'
                docs/bad.json:1:1: error: view has no 'frame'
                2 errors and 0 warnings in 1 file of 2 checked

                """)
    }

    @Test func checkReportsAnUnreadableEntryAndGoesOn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/good.json", progressBarDocument)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("docs/dangling.json"), withDestinationPath: "nowhere.json")
        let run = try sandbox.run(["check", "docs"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "docs/dangling.json: error: No such file or directory\n1 error and 0 warnings in 1 file of 2 checked\n"
        )
    }
}
