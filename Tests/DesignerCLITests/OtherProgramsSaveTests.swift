import DesignerCore
import Foundation
import Inspectable
import ProgressBars
import TestTools
import Testing

@testable import DesignerCLI

#if canImport(Glibc)
    import Glibc
#endif

/// What another program does to a document while `designer` edits it: nothing it saves is lost,
/// and a document it deletes stays deleted.
@Suite("Other programs' saves")
struct OtherProgramsSaveTests {
    /// The seed's document with a red background, as an editor might save it.
    static let editorVersion = progressBarDocument.replacing("\"white\"", with: "\"red\"")

    /// Plans `percent=70`, first letting `meanwhile` act the first time only, as another
    /// program would between designer's reading the document and its writing it.
    static func setPercent(
        in sandbox: Sandbox, meanwhile: @escaping () -> Void
    ) -> (result: Result<[UInt8], CLIError>, plans: Int, writer: Writer) {
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        var plans = 0
        let result = Result { () throws(CLIError) -> [UInt8] in
            try parts.documents.editDocument(at: "designer.json", notes: parts.writer) { document throws(CLIError) in
                plans += 1
                if plans == 1 { meanwhile() }
                var plan = EditPlan(document: document, registry: parts.project.registry)
                plan.set([(key: "percent", value: "70")], in: nil, strict: false)
                return plan.edit
            }
        }
        return (result, plans, parts.writer)
    }

    @Test func aSaveByRenamingOverTheDocumentIsKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = Self.setPercent(in: sandbox) {
            // Editors save by writing a new file and renaming it over the old one.
            _ = try? sandbox.write(".designer.json.swp", Self.editorVersion)
            rename(sandbox.path(".designer.json.swp"), sandbox.path("designer.json"))
        }
        #expect(throws: Never.self) { try run.result.get() }
        #expect(run.plans == 2, "the edit is planned again on the editor's version")
        let saved = try sandbox.read("designer.json")
        #expect(saved == Self.editorVersion.replacing("\"percent\": 50", with: "\"percent\": 70"))
        #expect(
            (run.writer.errorOutput as? StringSink)?.text
                == "note: designer.json changed while designer was writing it; the change is made again on the new version\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["designer.json"])
    }

    @Test func aSaveInPlaceIsKept() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        let run = Self.setPercent(in: sandbox) {
            // Some programs write the file itself, not a new one.
            guard let file = fopen(path, "w") else { return }
            fputs(Self.editorVersion, file)
            fclose(file)
        }
        #expect(throws: Never.self) { try run.result.get() }
        #expect(run.plans == 2)
        #expect(
            try sandbox.read("designer.json")
                == Self.editorVersion.replacing("\"percent\": 50", with: "\"percent\": 70"))
    }

    /// The seed's document with a black background: the same size as the seed's.
    static let sameSizeVersion = progressBarDocument.replacing("\"white\"", with: "\"black\"")

    /// Writes `text` into the file at `path` itself, and puts its times back as they were, as
    /// `cp -p`, `rsync --inplace -t` or `touch -r` do: only its change time tells.
    static func writeInPlaceKeepingTimes(_ text: String, to path: String) {
        var before = stat()
        guard stat(path, &before) == 0, let file = fopen(path, "w") else { return }
        fputs(text, file)
        fclose(file)
        let times = [before.st_atim, before.st_mtim]
        _ = utimensat(AT_FDCWD, path, times, 0)
    }

    @Test func aSaveInPlaceOfTheSameSizeWithItsTimesPutBackIsKept() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        let run = Self.setPercent(in: sandbox) { Self.writeInPlaceKeepingTimes(Self.sameSizeVersion, to: path) }
        #expect(throws: Never.self) { try run.result.get() }
        #expect(run.plans == 2, "the edit is planned again on the other program's version")
        #expect(
            try sandbox.read("designer.json")
                == Self.sameSizeVersion.replacing("\"percent\": 50", with: "\"percent\": 70"))
    }

    @Test func aDocumentDeletedDuringAnEditStaysDeleted() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = Self.setPercent(in: sandbox) { unlink(sandbox.path("designer.json")) }
        #expect(throws: CLIError.self) { try run.result.get() }
        if case .failure(let error) = run.result {
            #expect(
                error.lines(program: "designer") == [
                    "designer.json: error: was deleted while it was being edited; nothing was written"
                ])
            #expect(error.status == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == [])
    }

    @Test func aDocumentMovedAwayDuringAnEditIsNotMadeAgain() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = Self.setPercent(in: sandbox) {
            rename(sandbox.path("designer.json"), sandbox.path("renamed.json"))
        }
        #expect(throws: CLIError.self) { try run.result.get() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["renamed.json"])
        #expect(try sandbox.read("renamed.json") == progressBarDocument, "the moved file is untouched")
    }

    @Test func undoDoesNotPutBackTextOverAnotherProgramsSave() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let parts = CommandParts(CommandContext(registry: .shipped, workingDirectory: sandbox.path))
        try sandbox.write("designer.json", Self.editorVersion)
        let restored = try parts.documents.replaceDocument(
            at: "designer.json", expecting: Array(progressBarDocument.utf8), with: Array("{}".utf8), notes: parts.writer
        )
        #expect(!restored)
        #expect(try sandbox.read("designer.json") == Self.editorVersion)
    }

    /// A lock on the document alone does not stop a program that takes no lock; the check
    /// just before the replacement does.
    @Test func aReplacementChecksTheFileItRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        var file = try LockedFile(path: sandbox.path("designer.json"))
        #expect(try file.read() == Array(progressBarDocument.utf8))
        try sandbox.write("other.json", Self.editorVersion)
        #expect(rename(sandbox.path("other.json"), sandbox.path("designer.json")) == 0)
        #expect(try file.replace(with: Array("{}".utf8)) == .changed)
        #expect(try sandbox.read("designer.json") == Self.editorVersion)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["designer.json"])
    }

    /// `designer set percent=30` started under strace, which holds each of its `renameat2` name
    /// trades for two seconds, opening the windows between its checks and its trades.
    static func startSetWithSlowTrades(in sandbox: Sandbox) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.strace.executable())
        process.arguments = [
            "-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2", "-e", "inject=renameat2:delay_enter=2000000",
            Binary.designer.path, "set", "percent=30", "-f", "designer.json",
        ]
        process.currentDirectoryURL = sandbox.url
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `startSetWithSlowTrades`, and `meanwhile` at the given moments (seconds after it
    /// starts); its exit status.
    static func setWithSlowTrades(in sandbox: Sandbox, _ steps: [(at: Double, action: () -> Void)]) throws -> Int32 {
        let start = Date()
        let process = try startSetWithSlowTrades(in: sandbox)
        for step in steps {
            let wait = step.at - Date().timeIntervalSince(start)
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
            step.action()
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(.needs(.strace))
    func aSaveBetweenTheTwoTradesIsKeptAndNothingUnknownIsDeleted() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        try sandbox.write("first", progressBarDocument.replacing("\"white\"", with: "\"red\""))
        try sandbox.write("second", progressBarDocument.replacing("\"white\"", with: "\"blue\""))
        // One save before designer's first trade of names, the next between that and the trade back.
        let status = try Self.setWithSlowTrades(
            in: sandbox,
            [
                (1, { rename(sandbox.path("first"), sandbox.path("designer.json")) }),
                (3, { rename(sandbox.path("second"), sandbox.path("designer.json")) }),
            ])
        #expect(status == 0)
        let saved = try sandbox.read("designer.json")
        #expect(saved.contains("\"blue\"") && saved.contains("\"percent\": 30"), "\(saved)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["designer.json"])
    }

    @Test(.needs(.strace))
    func aWriteInPlaceJustBeforeTheTradeIsKept() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        let status = try Self.setWithSlowTrades(
            in: sandbox,
            [
                (
                    1,
                    {
                        // The same file, truncated and written again.
                        guard let file = fopen(path, "w") else { return }
                        fputs(Self.editorVersion, file)
                        fclose(file)
                    }
                )
            ])
        #expect(status == 0)
        #expect(
            try sandbox.read("designer.json")
                == Self.editorVersion.replacing("\"percent\": 50", with: "\"percent\": 30"))
    }

    @Test(.needs(.strace))
    func aSaveInPlaceOfTheSameSizeWithItsTimesPutBackJustBeforeTheTradeIsKept() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("designer.json", progressBarDocument)
        let status = try Self.setWithSlowTrades(
            in: sandbox, [(1, { Self.writeInPlaceKeepingTimes(Self.sameSizeVersion, to: path) })])
        #expect(status == 0)
        #expect(
            try sandbox.read("designer.json")
                == Self.sameSizeVersion.replacing("\"percent\": 50", with: "\"percent\": 30"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["designer.json"])
    }

    @Test func newForceReplacesUnderTheLockAndFollowsALinkToAFileNotThereYet() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("designer.json"), withDestinationPath: "documents/bar.json")
        try FileManager.default.createDirectory(atPath: sandbox.path("documents"), withIntermediateDirectories: true)
        for arguments in [["new", "MyProgressBar", "--force"], ["new", "MyProgressBar"], ["new", "View", "--force"]] {
            if arguments.count == 2 { unlink(sandbox.path("documents/bar.json")) }
            let run = try sandbox.run(arguments)
            #expect(run == Run(status: 0, stdout: "", stderr: ""), "\(arguments)")
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.path("designer.json"))
                    == "documents/bar.json", "the link stays a link")
            #expect(try sandbox.read("documents/bar.json").contains("\"class\": \"\(arguments[1])\""))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("documents")) == ["bar.json"])
    }
}
