import DesignerCore
import Foundation
import Inspectable
import Rendering
import Testing

@testable import DesignerCLI

/// `designer snapshot --accessibility`: each drawing's accessibility picture recorded beside it.
@Suite("Accessibility snapshots")
struct AccessibilitySnapshotTests {
    @Test func recordedBesideEachDrawing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Profile.storyboard", AccessibilityPictureTests.storyboard)
        let record = sandbox.runInProcess(["snapshot", "--accessibility", "--appearance", "light,dark", "."])
        #expect(record.status == 0, "\(record)")
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("__snapshots__")).sorted()
        #expect(
            names.filter { $0.hasPrefix("Profile.storyboard.pro-scn-001") } == [
                "Profile.storyboard.pro-scn-001.png", "Profile.storyboard.pro-scn-001.svg",
                "Profile.storyboard.pro-scn-001.txt", "Profile.storyboard.pro-scn-001~accessibility.png",
                "Profile.storyboard.pro-scn-001~accessibility.svg", "Profile.storyboard.pro-scn-001~accessibility.txt",
                "Profile.storyboard.pro-scn-001~dark.png", "Profile.storyboard.pro-scn-001~dark.svg",
                "Profile.storyboard.pro-scn-001~dark.txt", "Profile.storyboard.pro-scn-001~dark~accessibility.png",
                "Profile.storyboard.pro-scn-001~dark~accessibility.svg",
                "Profile.storyboard.pro-scn-001~dark~accessibility.txt",
            ], "\(names)")
        // The text snapshot is the legend, as render lists it.
        #expect(
            try sandbox.read("__snapshots__/Profile.storyboard.pro-scn-001~accessibility.txt")
                == AccessibilityPictureTests.legend)
        let check = sandbox.runInProcess([
            "snapshot", "--accessibility", "--appearance", "light,dark", "--record", "never", ".",
        ])
        #expect(check.status == 0, "\(check)")
        // A run without --accessibility leaves the accessibility pictures alone: no orphans.
        let plain = sandbox.runInProcess([
            "snapshot", "--appearance", "light,dark", "--record", "never", "--prune", ".",
        ])
        #expect(plain.status == 0 && !plain.stderr.contains("orphan"), "\(plain)")
        #expect(FileManager.default.fileExists(atPath: sandbox.path("__snapshots__/\(names[3])")))
    }

    /// The configuration file's "accessibility" key, true or false; anything else is an error at its place.
    @Test func theConfigurationAsksForThem() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Profile.storyboard", AccessibilityPictureTests.storyboard)
        try sandbox.write(".designer-snapshot.json", #"{"format": "text", "accessibility": true}"#)
        let record = sandbox.runInProcess(["snapshot", "."])
        #expect(record.status == 0, "\(record)")
        #expect(
            FileManager.default.fileExists(
                atPath: sandbox.path("__snapshots__/Profile.storyboard.pro-scn-001~accessibility.txt")))
        try sandbox.write(".designer-snapshot.json", #"{"accessibility": "yes"}"#)
        let wrong = sandbox.runInProcess(["snapshot", "."])
        #expect(wrong.status != 0, "\(wrong)")
        #expect(
            wrong.stderr.contains(
                ".designer-snapshot.json:1:19: error: 'accessibility' is true or false, not a string"),
            "\(wrong)")
    }

    @Test(arguments: [
        ("doc.default~accessibility.png", true, SnapshotCommand.SnapshotFile.snapshot(document: "doc")),
        ("doc.default~dark~accessibility.txt", true, .snapshot(document: "doc")),
        ("doc.default~accessibility.png", false, .ignored),
        ("doc.default~accessibility~dark.png", true, .stranger),
    ])
    func namesSayTheyAreAccessibilityPictures(file: String, accessibility: Bool, expected: SnapshotCommand.SnapshotFile)
        throws
    {
        let sandbox = try Sandbox()
        var settings = SnapshotSettings(
            registry: .shipped,
            projects: ProjectLookup(
                projects: ProjectCache(), baseRegistry: .shipped, sourcesFolder: nil, workingDirectory: sandbox.path),
            formats: OutputFormat.files, scale: 1, appearances: [.light, .dark],
            record: .never, tolerance: Tolerance(), matrix: [], allowExternalImages: false,
            artifacts: ArtifactFolder("out"), workingDirectory: sandbox.path)
        settings.accessibility = accessibility
        #expect(SnapshotCommand.classify(file, settings: settings) == expected)
    }
}
