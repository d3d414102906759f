import Foundation
import Testing

@testable import DesignerCLI

#if canImport(Glibc)
    import CLinux
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
                        stderr: "\(name): error: is a named pipe, not a document, so it cannot be edited in place\n"))
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

    /// Whether files in the temporary folder take `user.` extended attributes.
    static let userAttributesWork: Bool = {
        guard let sandbox = try? Sandbox(), let path = try? sandbox.write("probe", "") else { return false }
        return setxattr(path, "user.probe", "1", 1, 0) == 0
    }()

    @Test(.enabled(if: userAttributesWork, "the temporary folder's file system takes no user extended attributes"))
    func extendedAttributesAreKept() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        #expect(setxattr(path, "user.origin", "editor", 6, 0) == 0)
        #expect(setxattr(path, "user.empty", "", 0, 0) == 0)
        #expect(try sandbox.run(["set", "percent=3"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(try sandbox.read("designer.json").contains("\"percent\": 3"))
        var value = [UInt8](repeating: 0, count: 16)
        #expect(getxattr(path, "user.origin", &value, value.count) == 6)
        #expect(String(decoding: value.prefix(6), as: UTF8.self) == "editor")
        #expect(getxattr(path, "user.empty", &value, value.count) == 0)
    }

    /// A folder entry takes only the room its name needs: one at the end of what `readdir` read
    /// is read in place, not copied whole, which read past the end and crashed.
    @Test func aFolderEntryIsReadNoFurtherThanItsName() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory = try #require(mmap(nil, page * 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(memory != MAP_FAILED)
        defer { munmap(memory, page * 2) }
        // The page after the entry cannot be read.
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        let name = Array("abcdefgh.txt".utf8) + [0]
        let start = try #require(MemoryLayout<dirent>.offset(of: \dirent.d_name))
        let length = (start + name.count + 7) / 8 * 8
        let entry = (memory + page - length).bindMemory(to: dirent.self, capacity: 1)
        (memory + page - length + start).copyMemory(from: name, byteCount: name.count)
        #expect(FileSystem.withName(of: entry) { String(decoding: $0, as: UTF8.self) } == "abcdefgh.txt")
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
        try sandbox.write("docs/bad.json", #"{"class": "View"}"#)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("docs/self"), withDestinationPath: ".")
        let run = try sandbox.run(["check", "docs"])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                docs/bad.json:1:1: error: view has no 'frame' [invalid-document]
                1 error and 0 warnings in 1 file of 2 checked

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
                == "docs/dangling.json: error: No such file or directory [unreadable-file]\n1 error and 0 warnings in 1 file of 2 checked\n"
        )
    }

    @Test func namedPipesAndDevicesAreRefusedWithoutWaitingForThem() throws {
        let sandbox = try Sandbox()
        #expect(mkfifo(sandbox.path("pipe.json"), 0o644) == 0)
        for (path, what) in [("pipe.json", "a named pipe"), ("/dev/zero", "a device"), ("/dev/urandom", "a device")] {
            let error = "\(path): error: is \(what), not a document\n"
            for arguments in [["get", "percent"], ["inspect"], ["inspect", "--json"], ["render", "--format", "png"]] {
                let run = try sandbox.run(arguments + ["-f", path], timeout: 20)
                #expect(run == Run(status: 1, stdout: "", stderr: error), "\(arguments) \(path)")
            }
            let check = try sandbox.run(["check", path], timeout: 20)
            let line = "\(path): error: is \(what), not a document [unreadable-file]\n"
            #expect(
                check == Run(status: 1, stdout: "", stderr: line + "1 error and 0 warnings in 1 file of 1 checked\n"))
        }
    }

    @Test func aSocketIsSaidToBeOne() throws {
        let sandbox = try Sandbox()
        let path = sandbox.path("socket.json")
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        for arguments in [["get", "percent"], ["set", "percent=1"]] {
            let run = try sandbox.run(arguments + ["-f", "socket.json"], timeout: 20)
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("socket.json: error: is a socket, not a document"), "\(run)")
        }
    }

    @Test func folderSearchesPassOverNamedPipes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/good.json", progressBarDocument)
        #expect(mkfifo(sandbox.path("docs/pipe.json"), 0o644) == 0)
        let check = try sandbox.run(["check", "docs"], timeout: 20)
        #expect(
            check
                == Run(
                    status: 0, stdout: "",
                    stderr:
                        "docs/pipe.json: warning: is a named pipe, not a document; skipped [skipped-file]\n0 errors and 1 warning in 1 file of 1 checked\n"
                ))
        let snapshot = try sandbox.run(["snapshot", "docs", "--format", "text"], timeout: 20)
        #expect(snapshot.status == 0)
        #expect(snapshot.stderr == "docs/pipe.json: warning: is a named pipe, not a document; skipped\n")
        #expect(snapshot.stdout.hasSuffix("1 snapshot of 1 document: 0 passed, 1 recorded\n"))
    }

    @Test func anImageThatIsANamedPipeIsDrawnAsAPlaceholder() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{ "class": "CustomProgress", "frame": { "x": 0, "y": 0, "width": 100, "height": 20 }, "attributes": { "backImage": "pipe.png" } }"#
        )
        #expect(mkfifo(sandbox.path("pipe.png"), 0o644) == 0)
        let warning =
            "designer.json:1:116: warning: backImage: image 'pipe.png' cannot be read: is a named pipe, not an image; drawn as a placeholder\n"
        let render = try sandbox.run(["render", "--format", "text"], timeout: 20)
        #expect(render.status == 0)
        #expect(render.stderr == warning)
        let check = try sandbox.run(["check"], timeout: 20)
        #expect(
            check
                == Run(
                    status: 0, stdout: "",
                    stderr: warning.dropLast() + " [unreadable-image]\n0 errors and 1 warning in 1 file of 1 checked\n")
        )
    }

    @Test func aDocumentOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let sandbox = try Sandbox()
        // Sparse: two gigabytes that take no room on the disk.
        let path = try sandbox.write("huge.json", "")
        #expect(truncate(path, 2_000_000_000) == 0)
        let error = "huge.json: error: is 2.0 GB; a document may be at most 1 GiB\n"
        #expect(
            try sandbox.run(["get", "percent", "-f", "huge.json"], timeout: 20)
                == Run(status: 1, stdout: "", stderr: error))
        #expect(
            try sandbox.run(["set", "percent=1", "-f", "huge.json"], timeout: 20)
                == Run(status: 1, stdout: "", stderr: error))
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_size == 2_000_000_000 && info.st_blocks == 0, "the file is as it was")
    }

    @Test func aPipeIsReadUpToTheLimitAndNoFurther() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let limited = FileSystem.Contents(noun: "a document", limit: 10)
        _ = "0123456789ABCDEF".utf8CString.withUnsafeBytes { write(ends[1], $0.baseAddress, 16) }
        close(ends[1])
        #expect(throws: FileError("<stdin>", "holds more than 10 bytes; a document may be at most 10 bytes")) {
            try FileSystem.read(ends[0], path: "<stdin>", as: limited)
        }
    }
}
