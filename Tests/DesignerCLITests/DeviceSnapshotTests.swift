import DesignerCore
import Foundation
import Inspectable
import Layout
import Rendering
import Testing

@testable import DesignerCLI

/// `snapshot --device A,B`: each document laid out on each device, its snapshots named after the
/// device as the dark ones are after their appearance.
@Suite("Device snapshots")
struct DeviceSnapshotTests {
    static let document = AppearanceCommandTests.document

    private func names(_ sandbox: Sandbox) throws -> [String] {
        try SnapshotTests.files(in: sandbox, "__snapshots__").keys.sorted()
    }

    @Test func eachDeviceIsRecordedUnderItsIdAndChecked() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        let recorded = sandbox.runInProcess([
            "snapshot", "--format", "text", "--device", "iPhone SE (3rd generation),ipad9_7,retina4_7,800x600",
            "--appearance", "light,dark",
        ])
        #expect(recorded.status == 0, "\(recorded)")
        #expect(recorded.stdout.hasSuffix("6 snapshots of 1 document: 0 passed, 6 recorded\n"))
        #expect(
            try names(sandbox) == [
                "doc.default~800x600.txt", "doc.default~800x600~dark.txt", "doc.default~ipad9_7.txt",
                "doc.default~ipad9_7~dark.txt", "doc.default~retina4_7.txt", "doc.default~retina4_7~dark.txt",
            ])
        let checked = sandbox.runInProcess(["snapshot", "--check", "--format", "text", "--device", "ipad9_7"])
        #expect(checked == Run(status: 0, stdout: "1 snapshot of 1 document: 1 passed\n", stderr: ""))
        // The snapshots of other devices are no orphans of a run of one, nor of a run of none.
        for arguments in [["--device", "ipad9_7"], []] {
            let pruned = sandbox.runInProcess(["snapshot", "--format", "text", "--prune"] + arguments)
            #expect(pruned.status == 0, "\(pruned)")
        }
        #expect(try names(sandbox).count == 7)
        #expect(try names(sandbox).contains("doc.default.txt"))
    }

    @Test func theConfigurationNamesDevicesAndTheCommandLineWins() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        try sandbox.write(".designer-snapshot.json", #"{"format": "text", "device": ["retina6_1", "iPad Air 2"]}"#)
        #expect(sandbox.runInProcess(["snapshot"]).status == 0)
        #expect(try names(sandbox) == ["doc.default~ipad9_7.txt", "doc.default~retina6_1.txt"])
        #expect(sandbox.runInProcess(["snapshot", "--device", "retina4_0"]).status == 0)
        #expect(
            try names(sandbox) == [
                "doc.default~ipad9_7.txt", "doc.default~retina4_0.txt", "doc.default~retina6_1.txt",
            ])
    }

    @Test(arguments: [
        (
            ["snapshot", "--device", "retina6_1,iphone 15 pr"],
            "Error: 'iphone 15 pr' is not a device; use Xcode device ids (retina6_1), marketing names (\"iPhone 15 Pro\") or WIDTHxHEIGHT in points, separated by commas. Did you mean 'iPhone 15 Pro'?"
        ),
        (
            ["snapshot", "--orientation", "landscape"],
            "Error: --orientation landscape needs --device: the snapshots of a document's own device name no device, and another orientation would replace them."
        ),
    ])
    func wrongDevicesAreUsageErrors(_ arguments: [String], _ line: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        let run = sandbox.runInProcess(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == line)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("__snapshots__")))
    }

    @Test func aWrongDeviceInTheConfigurationIsPlaced() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        try sandbox.write(".designer-snapshot.json", "{\n  \"device\": \"retina6_11\"\n}\n")
        let run = sandbox.runInProcess(["snapshot"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(".designer-snapshot.json:2:13: error: 'retina6_11' is not a device"))
        #expect(run.stderr.contains("Did you mean 'retina6_1'?"))
    }

    @Test(
        arguments: [
            ("doc.default~retina6_1.png", [], nil, SnapshotCommand.SnapshotFile.ignored),
            ("doc.default~retina6_1.png", ["retina6_1"], nil, .snapshot(document: "doc")),
            ("doc.default~retina6_1~dark.png", ["retina6_1"], nil, .ignored),
            ("doc.default~retina6_1-landscape.png", ["retina6_1"], nil, .snapshot(document: "doc")),
            ("doc.default~retina6_1-landscape.png", ["retina6_1"], .portrait, .ignored),
            ("doc.default~retina6_1.png", ["retina6_1"], .landscape, .ignored),
            ("doc.default~retina6_1-landscape.png", ["retina6_1"], .landscape, .snapshot(document: "doc")),
            ("doc.default~375x667.png", ["375x667"], .landscape, .snapshot(document: "doc")),
            ("doc.default~375x667-landscape.png", ["375x667"], nil, .stranger),
            ("doc.default~ipad9_7.png", ["retina6_1"], nil, .ignored),
            ("doc.default.png", ["retina6_1"], nil, .ignored),
            ("doc.default.png", [], nil, .snapshot(document: "doc")),
            ("doc.default~iPhone 11.png", ["retina6_1"], nil, .stranger),
            ("doc.default~retina9_9.png", ["retina6_1"], nil, .stranger),
            ("doc.default~retina6_1~retina6_1.png", ["retina6_1"], nil, .stranger),
            ("doc.default~dark~retina6_1.png", ["retina6_1"], nil, .stranger),
        ] as [(String, [String], Orientation?, SnapshotCommand.SnapshotFile)])
    func snapshotNamesSayTheirDevice(
        file: String, devices: [String], orientation: Orientation?, expected: SnapshotCommand.SnapshotFile
    ) throws {
        let sandbox = try Sandbox()
        var settings = SnapshotSettings(
            registry: .shipped,
            projects: ProjectLookup(
                projects: ProjectCache(), baseRegistry: .shipped, sourcesFolder: nil, workingDirectory: sandbox.path),
            formats: OutputFormat.files, scale: 1, appearances: [.light],
            record: .never, tolerance: Tolerance(), matrix: [], allowExternalImages: false,
            artifacts: ArtifactFolder("out"), workingDirectory: sandbox.path)
        settings.devices = try devices.map { try ScreenChoice.Named($0) }
        settings.orientation = orientation
        #expect(SnapshotCommand.classify(file, settings: settings) == expected)
    }
}
