import Foundation
import Testing

@testable import DesignerCLI

#if canImport(Glibc)
    import Glibc
#endif

/// `designer snapshot --asserted LEDGER`: the snapshots of `assertSnapshot` tests that no
/// assertion in a test run's ledger asserted are orphans, and `--prune` deletes them alone.
@Suite("Orphans of assertSnapshot tests")
struct AssertedSnapshotTests {
    /// A package's tests: two snapshots asserted, two that are not, a user's note, and a nested
    /// package whose snapshots are its own; the ledger names the asserted two and a file elsewhere.
    private static func package() throws -> Sandbox {
        let sandbox = try Sandbox()
        for file in [
            "Tests/BarTests/__Snapshots__/BarTests/drawsTheBar.1.png",
            "Tests/BarTests/__Snapshots__/BarTests/drawsTheBar.half.svg",
            "Tests/BarTests/__Snapshots__/BarTests/renamedTest.1.png",
            "Tests/BarTests/__Snapshots__/GoneTests/gone.text.txt",
            "Tests/BarTests/__Snapshots__/BarTests/NOTES.md",
            "Kit/Package.swift",
            "Kit/Tests/KitTests/__Snapshots__/KitTests/kit.1.png",
        ] {
            try sandbox.write(file, "snapshot")
        }
        let asserted = ["drawsTheBar.1.png", "drawsTheBar.half.svg"].map {
            sandbox.path("Tests/BarTests/__Snapshots__/BarTests/\($0)")
        }
        try sandbox.write("ledger", (asserted + asserted + ["/nowhere/Other/x.1.png"]).joined(separator: "\n") + "\n")
        return sandbox
    }

    private static func files(_ sandbox: Sandbox) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: sandbox.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    @Test func listsTheSnapshotsNoAssertionAsserted() throws {
        let sandbox = try Self.package()
        let before = try Self.files(sandbox)
        let run = sandbox.runInProcess(["snapshot", "--asserted", "ledger"])
        #expect(
            run
                == Run(
                    status: 0,
                    stdout: """
                        orphan: Tests/BarTests/__Snapshots__/BarTests/renamedTest.1.png: no assertSnapshot in the ledger asserted it (--prune deletes it)
                        orphan: Tests/BarTests/__Snapshots__/GoneTests/gone.text.txt: no assertSnapshot in the ledger asserted it (--prune deletes it)
                        not a snapshot: Tests/BarTests/__Snapshots__/BarTests/NOTES.md: not a file of its own named <test>.<name>.<ext>; designer leaves it alone
                        4 snapshot files of assertSnapshot tests: 2 asserted; 2 orphans

                        """, stderr: ""), "\(run)")
        #expect(try Self.files(sandbox) == before)
    }

    @Test func pruneDeletesTheOrphansAloneAndTheFoldersTheyLeaveEmpty() throws {
        let sandbox = try Self.package()
        let link = sandbox.path("Tests/BarTests/__Snapshots__/BarTests/linked.1.png")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.path("ledger"))
        let run = sandbox.runInProcess(["snapshot", "--asserted", "ledger", "--prune", "Tests"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout.split(separator: "\n").last
                == "4 snapshot files of assertSnapshot tests: 2 asserted; 2 orphans, 2 deleted")
        #expect(
            try Self.files(sandbox) == [
                "Kit", "Kit/Package.swift", "Kit/Tests", "Kit/Tests/KitTests", "Kit/Tests/KitTests/__Snapshots__",
                "Kit/Tests/KitTests/__Snapshots__/KitTests", "Kit/Tests/KitTests/__Snapshots__/KitTests/kit.1.png",
                "Tests", "Tests/BarTests", "Tests/BarTests/__Snapshots__", "Tests/BarTests/__Snapshots__/BarTests",
                "Tests/BarTests/__Snapshots__/BarTests/NOTES.md",
                "Tests/BarTests/__Snapshots__/BarTests/drawsTheBar.1.png",
                "Tests/BarTests/__Snapshots__/BarTests/drawsTheBar.half.svg",
                "Tests/BarTests/__Snapshots__/BarTests/linked.1.png", "ledger",
            ])
        // The link is listed, never followed: what it leads to is still there.
        #expect(run.stdout.contains("not a snapshot: Tests/BarTests/__Snapshots__/BarTests/linked.1.png:"))
        #expect(try sandbox.read("ledger").hasSuffix("/nowhere/Other/x.1.png\n"))
    }

    @Test(
        arguments: [
            (
                "",
                "ledger: error: the ledger is empty, and would make every snapshot an orphan; run the tests with DESIGNER_SNAPSHOT_LEDGER set to it first"
            ),
            (
                "\n\n",
                "ledger: error: the ledger is empty, and would make every snapshot an orphan; run the tests with DESIGNER_SNAPSHOT_LEDGER set to it first"
            ),
            (
                "/a/b.1.png\nTests/x.1.png\n",
                "ledger:2:1: error: 'Tests/x.1.png' is not the absolute path of a snapshot; is this a ledger DESIGNER_SNAPSHOT_LEDGER wrote?"
            ),
            (
                "/elsewhere/Tests/x.1.png\n",
                "ledger: error: names none of the 4 snapshot files in .; run the tests with DESIGNER_SNAPSHOT_LEDGER set to it first"
            ),
            (nil, "ledger: error: the ledger cannot be read: No such file or directory"),
        ] as [(String?, String)])
    func aLedgerThatCannotTellIsRefusedAndNothingDeleted(ledger: String?, message: String) throws {
        let sandbox = try Self.package()
        if let ledger {
            try sandbox.write("ledger", ledger)
        } else {
            try FileManager.default.removeItem(atPath: sandbox.path("ledger"))
        }
        let before = try Self.files(sandbox)
        let run = sandbox.runInProcess(["snapshot", "--asserted", "ledger", "--prune"])
        #expect(run == Run(status: 64, stdout: "", stderr: message + "\n"), "\(run)")
        #expect(try Self.files(sandbox) == before)
    }

    @Test(arguments: [
        (
            ["--asserted", "ledger", "--record", "all"],
            "Error: --asserted checks the snapshots of assertSnapshot tests, not documents; it cannot go with --record."
        ),
        (
            ["--asserted", "ledger", "--format", "png"],
            "Error: --asserted checks the snapshots of assertSnapshot tests, not documents; it cannot go with --format."
        ),
        (
            ["--asserted", "ledger", "Kit/Tests/KitTests/__Snapshots__/KitTests"],
            "Kit/Tests/KitTests/__Snapshots__/KitTests: error: holds no __Snapshots__ folder of assertSnapshot tests"
        ),
        (["--asserted", "ledger", "missing"], "missing: error: no such file or folder"),
        (["--asserted", "Tests"], "Tests: error: the ledger cannot be read: is a folder, not a ledger"),
        (["--asserted", ""], "Error: --asserted takes the path of a ledger, not ''."),
        (
            ["--asserted", "ledger", "linked/__Snapshots__"],
            "linked/__Snapshots__: error: is a symbolic link, and designer prunes no snapshots through it"
        ),
    ])
    func wrongArgumentsAreRefused(arguments: [String], message: String) throws {
        let sandbox = try Self.package()
        try FileManager.default.createDirectory(atPath: sandbox.path("linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("linked/__Snapshots__"),
            withDestinationPath: sandbox.path("Tests/BarTests/__Snapshots__"))
        let before = try Self.files(sandbox)
        let run = sandbox.runInProcess(["snapshot", "--prune"] + arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == message, "\(run)")
        #expect(try Self.files(sandbox) == before)
    }

    @Test(.enabled(if: getuid() != 0, "root reads any folder"))
    func aTestFolderThatCannotBeReadIsAnErrorAndNothingDeleted() throws {
        let sandbox = try Self.package()
        let folder = sandbox.path("Tests/BarTests/__Snapshots__/GoneTests")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let run = sandbox.runInProcess(["snapshot", "--asserted", "ledger", "--prune"])
        #expect(
            run
                == Run(
                    status: 64, stdout: "",
                    stderr: "Tests/BarTests/__Snapshots__/GoneTests: error: Permission denied\n"), "\(run)")
        #expect(
            FileManager.default.fileExists(
                atPath: sandbox.path("Tests/BarTests/__Snapshots__/BarTests/renamedTest.1.png")))
    }

    @Test(arguments: [
        ("drawsTheBar.1.png", true), ("clamps-text.half.svg", true), ("t.a.b.txt", true), ("NOTES.md", false),
        ("old.png", false), (".hidden.1.png", false), ("a..png", false), ("a.1.json", false), ("a.1.PNG", false),
    ])
    func assertionsNameTheirSnapshots(name: String, isSnapshot: Bool) {
        #expect(AssertedSnapshots.isSnapshot(name) == isSnapshot)
    }
}
