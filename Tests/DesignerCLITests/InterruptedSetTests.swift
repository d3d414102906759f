import Foundation
import Inspectable
import TestTools
import Testing

@testable import DesignerCLI

#if canImport(Glibc)
    import Glibc
#endif

/// What a `set` killed while it trades names with the document leaves: designer's own output is
/// removed later, but a file that came out of the document's place, which may be another
/// program's save, is kept and said, with the command that puts it back.
@Suite("Interrupted sets")
struct InterruptedSetTests {
    /// The name a temporary file of `designer.json` takes before its trade: its inode's, and the
    /// CRC-32 of the document as it was read.
    static func tradeName(_ inode: UInt64, read: String) -> String {
        func hex(_ value: some BinaryInteger, _ width: Int) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: width - digits.count) + digits
        }
        return ".designer.json.designer-" + hex(inode, 16) + hex(crc(read), 8)
    }

    /// CRC-32, as zlib computes it.
    static func crc(_ text: String) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in text.utf8 {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func inode(of path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    /// The process strace runs for it, once it has started.
    static func child(of parent: Int32) -> Int32? {
        let listed = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)
        return listed?.split(separator: " ").first.flatMap { Int32($0) }
    }

    @Test(.needs(.strace))
    func aSaveASetKilledBetweenItsTradesTookOutIsKeptAndSaid() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        try sandbox.write("saved", OtherProgramsSaveTests.editorVersion)
        let process = try OtherProgramsSaveTests.startSetWithSlowTrades(in: sandbox)
        // An editor's save lands while designer's first trade is held; the trade brings it out,
        // and designer is killed while its trade back is held.
        usleep(1_000_000)
        #expect(rename(sandbox.path("saved"), sandbox.path("designer.json")) == 0)
        usleep(2_000_000)
        let designer = try #require(Self.child(of: process.processIdentifier))
        kill(designer, SIGKILL)
        process.waitUntilExit()
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted()
        let leftover = try #require(names.first { $0.hasPrefix(".designer.json.designer-") }, "\(names)")
        #expect(try sandbox.read(leftover) == OtherProgramsSaveTests.editorVersion)
        let put = "mv ./\(leftover) designer.json"
        let check = try sandbox.run(["check"])
        #expect(check.status == 0)
        #expect(
            check.stderr.hasPrefix(
                "designer.json: warning: \(leftover) (\(OtherProgramsSaveTests.editorVersion.utf8.count) bytes) was taken out of the document's place by an interrupted write, and is not the version designer read: it may be another program's save, and it is kept; to put it back: \(put) [leftover-file]\n"
            ), "\(check)")
        #expect(try sandbox.run(["set", "percent=60"]).status == 0)
        #expect(try sandbox.read(leftover) == OtherProgramsSaveTests.editorVersion, "the next set leaves it")
        #expect(try sandbox.run(["check"]).stderr == check.stderr)
    }

    @Test func designersOwnFilesAreRemovedAndAnotherProgramsSaveIsKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let read = progressBarDocument
        // Killed before its trade: the name is its own inode's.
        let own = try sandbox.write("own", String(progressBarDocument.prefix(40)))
        let ownName = Self.tradeName(Self.inode(of: own), read: read)
        #expect(rename(own, sandbox.path(ownName)) == 0)
        // Killed after it, with what it read brought out: under the name of another inode.
        let before = try sandbox.write("before", read)
        let beforeName = Self.tradeName(Self.inode(of: sandbox.path("designer.json")), read: read)
        #expect(rename(before, sandbox.path(beforeName)) == 0)
        // Killed after it, with another program's save brought out.
        let other = try sandbox.write("other", OtherProgramsSaveTests.editorVersion)
        let otherName = Self.tradeName(0xFFFF_FFFF_FFFF_FFFE, read: read)
        #expect(rename(other, sandbox.path(otherName)) == 0)
        let check = try sandbox.run(["check"])
        let lines = check.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(check)")
        #expect(
            lines.contains(
                "designer.json: warning: \(beforeName) (\(read.utf8.count) bytes) is left over from an interrupted write; the next 'designer set' of the document removes it [leftover-file]"
            ))
        #expect(
            lines.contains(
                "designer.json: warning: \(ownName) (40 bytes) is left over from an interrupted write; the next 'designer set' of the document removes it [leftover-file]"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix("designer.json: warning: \(otherName) (")
                    && $0.hasSuffix(" mv ./\(otherName) designer.json [leftover-file]")
            }, "\(lines)")
        #expect(try sandbox.run(["set", "percent=60"]) == Run(status: 0, stdout: "", stderr: ""))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == [otherName, "designer.json"])
    }

    @Test func theCommandThatPutsItBackQuotesWhatTheShellWouldRead() {
        let leftover = FileSystem.Leftover(
            path: "my docs/.it's.json.designer-0000000000000001", size: 3, document: "my docs/it's.json",
            isOwnOutput: false)
        #expect(
            leftover.message.hasSuffix(#" mv 'my docs/.it'\''s.json.designer-0000000000000001' 'my docs/it'\''s.json'"#)
        )
    }

    /// A name with a line break or a bidirectional control, which a message shows as an escape,
    /// is quoted as bash reads escapes, so that the command shown is the one that works.
    @Test(.needs(.bash))
    func aNameWithALineBreakIsQuotedAsBashReadsEscapes() throws {
        let name = "a b'$(id)\nc\\d\u{202E}é\t.json"
        let quoted = FileSystem.Leftover.shellQuoted(name)
        #expect(quoted == #"$'a b\'$(id)\x0Ac\\d\u202Eé\x09.json'"#)
        #expect(Printable.visible(quoted) == quoted, "the message shows it as it is")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.bash.executable())
        process.arguments = ["-c", "printf %s \(quoted)"]
        process.environment = ["LC_ALL": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: printed, as: UTF8.self) == name)
    }
}
