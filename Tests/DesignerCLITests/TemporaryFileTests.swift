import Foundation
import Testing

@testable import DesignerCLI

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary files atomic writes make: named to fit wherever the file fits, and removed
/// when an interrupted write left them behind.
@Suite("Temporary files")
struct TemporaryFileTests {
    /// A leftover of an interrupted write of `designer.json`, as a killed `set` leaves it.
    static let leftover = ".designer.json.designer-Ab12Cd"

    @Test func aLaterSetRemovesWhatInterruptedWritesLeft() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        try sandbox.write(Self.leftover, String(progressBarDocument.prefix(40)))
        // Another document's temporary file, and a file that only looks like one, stay.
        try sandbox.write(".other.json.designer-Zz99Yy", "{")
        try sandbox.write(".designer.json.designer-notes.txt", "mine")
        let check = try sandbox.run(["check"])
        #expect(check.status == 0)
        #expect(
            check.stderr == """
                designer.json: warning: .designer.json.designer-Ab12Cd (40 bytes) is left over from an interrupted write; the next 'designer set' of the document removes it [leftover-file]
                0 errors and 1 warning in 1 file of 1 checked

                """)
        let run = try sandbox.run(["set", "percent=60"])
        #expect(run == Run(status: 0, stdout: "", stderr: ""))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == [
                ".designer.json.designer-notes.txt", ".other.json.designer-Zz99Yy", "designer.json",
            ])
        #expect(try sandbox.run(["check"]) == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
    }

    /// A run lists a folder once for the documents in it, and again once the folder changed.
    @Test func aLeftoverMadeDuringARunIsFound() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.write("a.json", progressBarDocument)
        let second = try sandbox.write("b.json", progressBarDocument)
        let scan = LeftoverScan()
        #expect(scan.leftovers(ofDocument: first).isEmpty)
        #expect(scan.leftovers(ofDocument: second).isEmpty)
        // Later than the clock a folder's times are kept by moves on.
        usleep(20_000)
        try sandbox.write(".b.json.designer-Ab12Cd", "{")
        #expect(scan.leftovers(ofDocument: first).isEmpty)
        let found = scan.leftovers(ofDocument: second).map(\.message)
        #expect(found.count == 1 && found[0].hasPrefix(".b.json.designer-Ab12Cd (1 byte"), "\(found)")
    }

    @Test func aTemporaryFileBeingWrittenIsLeftAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let path = try sandbox.write(Self.leftover, "{")
        // A write in progress holds its temporary file locked.
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        #expect(try sandbox.run(["set", "percent=60"]).status == 0)
        #expect(try sandbox.run(["check"]) == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [245, 250, 255])
    func aDocumentWithALongNameCanBeSet(length: Int) throws {
        let sandbox = try Sandbox()
        // Names of the longest kind, in ASCII and in letters of two bytes each.
        for letter in ["a", "é"] {
            let stem = String(repeating: letter, count: (length - 5) / letter.utf8.count)
            let name = stem + ".json"
            try sandbox.write(name, progressBarDocument)
            let run = try sandbox.run(["set", "percent=70", "-f", name])
            #expect(run == Run(status: 0, stdout: "", stderr: ""), "\(name.utf8.count) bytes")
            #expect(try sandbox.run(["get", "percent", "-f", name]).stdout == "70\n")
            #expect(try sandbox.run(["render", "-f", name, "-o", stem + ".svg"]).status == 0)
        }
    }

    @Test func temporaryNamesFitAndAreTheirFilesOwn() {
        let long = String(repeating: "x", count: 250) + ".json"
        let similar = String(repeating: "x", count: 250) + ".jsom"
        let prefix = TemporaryFile.prefix(for: long)
        #expect(prefix.utf8.count + 6 <= 255)
        #expect(prefix != TemporaryFile.prefix(for: similar), "cut names keep a hash of the whole name")
        #expect(TemporaryFile.isTemporaryName(prefix + "Ab12Cd", of: long))
        #expect(!TemporaryFile.isTemporaryName(prefix + "Ab12Cd", of: similar))
        #expect(TemporaryFile.prefix(for: "a.json") == ".a.json.designer-")
        #expect(TemporaryFile.isTemporaryName(".a.json.designer-Ab12Cd"))
        #expect(!TemporaryFile.isTemporaryName("a.json.designer-Ab12Cd"))
        #expect(!TemporaryFile.isTemporaryName(".a.json.designer-Ab12Cd.png"))
    }
}
