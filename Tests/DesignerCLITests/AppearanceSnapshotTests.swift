import DesignerCore
import Foundation
import Inspectable
import Rendering
import Testing

@testable import DesignerCLI

/// `snapshot --appearance` and variants that set their appearance.
@Suite("Appearance snapshots")
struct AppearanceSnapshotTests {
    static let document = AppearanceCommandTests.document

    /// The document with `variants` declared on its root.
    static func withVariants(_ variants: String) -> String {
        document.replacingOccurrences(of: "{\n  \"class\"", with: "{\n  \"variants\": \(variants),\n  \"class\"")
    }

    private func names(_ sandbox: Sandbox, _ folder: String = "__snapshots__") throws -> [String] {
        try SnapshotTests.files(in: sandbox, folder).keys.sorted()
    }

    private func firstPixel(_ sandbox: Sandbox, _ name: String) throws -> [UInt8] {
        let image = try PNGDecoder.decodeStraight(Array(try sandbox.bytes("__snapshots__/" + name)))
        return Array(image.pixels[0..<4])
    }

    @Test func bothAppearancesAreRecordedNamedAndChecked() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        let recorded = try sandbox.run(["snapshot", "--appearance", "light,dark"])
        #expect(recorded.status == 0, "\(recorded)")
        #expect(recorded.stdout.hasSuffix("6 snapshots of 1 document: 0 passed, 6 recorded\n"))
        #expect(recorded.stdout.contains("recorded __snapshots__/doc.default~dark.png\n"))
        #expect(
            try names(sandbox) == [
                "doc.default.png", "doc.default.svg", "doc.default.txt",
                "doc.default~dark.png", "doc.default~dark.svg", "doc.default~dark.txt",
            ])
        #expect(try firstPixel(sandbox, "doc.default.png") == [255, 255, 255, 255])
        #expect(try firstPixel(sandbox, "doc.default~dark.png") == [0, 0, 0, 255])
        #expect(
            try sandbox.read("__snapshots__/doc.default~dark.txt").split(separator: "\n").contains {
                $0.count == 9 && $0.hasSuffix(" #000000")
            })

        let checked = try sandbox.run(["snapshot", "--check", "--appearance", "dark,light"])
        #expect(checked == Run(status: 0, stdout: "6 snapshots of 1 document: 6 passed\n", stderr: ""))
        // A run of the default appearance checks the light snapshots, named as they always were,
        // and leaves the dark ones alone: they are no orphans of it.
        let light = try sandbox.run(["snapshot", "--check", "--prune"])
        #expect(light == Run(status: 0, stdout: "3 snapshots of 1 document: 3 passed\n", stderr: ""))
        #expect(try names(sandbox).count == 6)
        let plain = try Sandbox()
        try plain.write("doc.json", Self.document)
        #expect(try plain.run(["snapshot"]).status == 0)
        #expect(
            try SnapshotTests.files(in: plain, "__snapshots__")
                == SnapshotTests.files(in: sandbox, "__snapshots__").filter { !$0.key.contains("~") })
    }

    @Test func aChangeSeenOnlyInTheDarkAppearanceFailsItsDarkSnapshots() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        #expect(sandbox.runInProcess(["snapshot", "--appearance", "light,dark"]).status == 0)
        let before = try SnapshotTests.files(in: sandbox, "__snapshots__")
        // The same orange in the light appearance, red in the dark.
        #expect(sandbox.runInProcess(["set", "-f", "doc.json", "barColor=light-dark(#FF9500, #FF0000)"]).status == 0)
        let run = sandbox.runInProcess(
            ["snapshot", "--appearance", "light,dark", "--artifacts", "out"], environment: ["CI": "true"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "doc.json:1:1: error: variant 'default' fails in 3 snapshots: doc.default~dark.txt, doc.default~dark.svg, doc.default~dark.png"
            ), "\(run)")
        #expect(lines.contains("  doc.default~dark.txt does not match its snapshot"), "\(run)")
        #expect(
            lines.contains { $0.hasPrefix("-") && $0.hasSuffix(" #FF9F0A") }
                && lines.contains { $0.hasPrefix("+") && $0.hasSuffix(" #FF0000") }, "\(run)")
        #expect(lines.contains { $0.hasPrefix("  doc.default~dark.png does not match its snapshot: ") })
        #expect(lines.contains("    actual:    out/doc.default~dark.actual.png"))
        #expect(lines.contains("    diff:      out/doc.default~dark.diff.png"))
        #expect(!lines.contains { $0.contains("doc.default.png does not match") })
        #expect(lines.last == "6 snapshots of 1 document: 3 passed, 3 failed in 1 variant")
        #expect(try SnapshotTests.files(in: sandbox, "__snapshots__") == before)
        // The default run sees no change at all.
        #expect(sandbox.runInProcess(["snapshot", "--check"]).status == 0)
    }

    @Test func aDarkOnlyRunRecordsAndChecksTheDarkSnapshotsAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        let run = sandbox.runInProcess(["snapshot", "--appearance", "dark", "--format", "png"])
        #expect(run.status == 0, "\(run)")
        #expect(try names(sandbox) == ["doc.default~dark.png"])
        let scaled = sandbox.runInProcess(["snapshot", "--appearance", "dark", "--format", "png", "--scale", "2"])
        #expect(scaled.stdout.contains("recorded __snapshots__/doc.default~dark@2x.png\n"), "\(scaled)")
    }

    @Test func aVariantThatSetsItsAppearanceIsDrawnInItAloneUnderItsOwnName() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "doc.json",
            Self.withVariants(
                #"{ "night": { "appearance": "dark" }, "nightFull": { "percent": 100, "appearance": "dark" }, "day": { "appearance": "light" }, "half": { "percent": 50 } }"#
            ))
        #expect(
            sandbox.runInProcess(["check", "doc.json"])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        let run = sandbox.runInProcess(["snapshot", "--appearance", "light,dark", "--format", "png"])
        #expect(run.status == 0, "\(run)")
        #expect(
            try names(sandbox) == [
                "doc.day.png", "doc.default.png", "doc.default~dark.png", "doc.half.png", "doc.half~dark.png",
                "doc.night.png", "doc.nightFull.png",
            ])
        #expect(try firstPixel(sandbox, "doc.night.png") == [0, 0, 0, 255])
        #expect(try firstPixel(sandbox, "doc.day.png") == [255, 255, 255, 255])
        #expect(try sandbox.bytes("__snapshots__/doc.night.png") == sandbox.bytes("__snapshots__/doc.default~dark.png"))
        // The default run draws the variants that set the dark appearance too: their snapshots are
        // checked in CI with no option at all.
        let light = sandbox.runInProcess(["snapshot", "--check", "--format", "png"])
        #expect(light == Run(status: 0, stdout: "5 snapshots of 1 document: 5 passed\n", stderr: ""))
    }

    /// A component with an attribute named as the variant's key for its appearance.
    struct Themed: Component {
        @Inspectable var appearance: Appearance = .light

        func draw(in context: inout GraphicsContext) {
            if appearance == .dark { context.fill(context.bounds, color: .label) }
        }
    }

    @Test func aVariantSetsAnAttributeNamedAppearanceByItsViewsID() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "doc.json",
            #"{"variants": {"both": {"appearance": "dark", "t.appearance": "dark"}, "drawing": {"appearance": "dark"}}, "class": "View", "frame": {"x": 0, "y": 0, "width": 8, "height": 8}, "subviews": [{"id": "t", "class": "Themed", "frame": {"x": 0, "y": 0, "width": 8, "height": 8}}]}"#
        )
        let registry = try ComponentRegistry([Themed.self])
        #expect(
            sandbox.runInProcess(["check", "doc.json"], registry: registry)
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        let run = sandbox.runInProcess(["snapshot", "--format", "text"], registry: registry)
        #expect(run.status == 0, "\(run)")
        // The attribute draws the label color, which the variant's appearance makes white.
        #expect(try sandbox.read("__snapshots__/doc.both.txt").contains("#FFFFFF"))
        #expect(try !sandbox.read("__snapshots__/doc.drawing.txt").contains("#FFFFFF"))
    }

    @Test func theDarkSnapshotsOfAVariantThatIsGoneAreOrphansOfARunThatDrawsDark() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.withVariants(#"{ "half": { "percent": 50 } }"#))
        #expect(sandbox.runInProcess(["snapshot", "--appearance", "light,dark", "--format", "text"]).status == 0)
        try sandbox.write("doc.json", Self.document)
        try sandbox.write("__snapshots__/doc.default~dimmed.txt", "not a snapshot of an appearance")
        try sandbox.write("__snapshots__/doc.default~light.txt", "the light appearance is never named")
        let light = sandbox.runInProcess(["snapshot", "--format", "text"])
        #expect(light.stdout.contains("orphan: __snapshots__/doc.half.txt: "), "\(light)")
        #expect(!light.stdout.contains("doc.half~dark.txt"))
        let both = sandbox.runInProcess(["snapshot", "--format", "text", "--appearance", "light,dark", "--prune"])
        #expect(both.stdout.contains("deleted orphan __snapshots__/doc.half.txt\n"), "\(both)")
        #expect(both.stdout.contains("deleted orphan __snapshots__/doc.half~dark.txt\n"), "\(both)")
        for stranger in ["doc.default~dimmed.txt", "doc.default~light.txt"] {
            #expect(both.stdout.contains("not a snapshot: __snapshots__/\(stranger): "), "\(both)")
        }
        #expect(
            try names(sandbox) == [
                "doc.default.txt", "doc.default~dark.txt", "doc.default~dimmed.txt", "doc.default~light.txt",
            ])
    }

    static let badAppearances: [(value: String, message: String)] = [
        (#""dak""#, "variant 'night': appearance: 'dak' is not an Appearance; did you mean 'dark'?"),
        (#""Dark""#, "variant 'night': appearance: 'Dark' is not an Appearance; did you mean 'dark'?"),
        (
            #""sepia""#,
            "variant 'night': appearance: 'sepia' is not an Appearance; expected one of 'light', 'dark'"
        ),
        ("5", "variant 'night': appearance: expected a string for Appearance, found a number"),
        ("null", "variant 'night': appearance: expected a string for Appearance, found null"),
        (#"["dark"]"#, "variant 'night': appearance: expected a string for Appearance, found an array"),
    ]

    @Test(arguments: badAppearances)
    func aWrongVariantAppearanceIsAnErrorAtItsValue(value: String, message: String) throws {
        let sandbox = try Sandbox()
        let text = Self.withVariants(#"{ "night": { "appearance": \#(value) }, "half": { "percent": 50 } }"#)
        try sandbox.write("doc.json", text)
        // The value starts at column 42 of the second line.
        let check = try sandbox.run(["check", "doc.json"])
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("doc.json:2:42: error: \(message) [invalid-variant]\n"), "\(check)")
        let snapshot = try sandbox.run(["snapshot", "--format", "text"])
        #expect(snapshot.status == 1)
        #expect(snapshot.stderr.hasPrefix("doc.json:2:42: error: \(message)\n"), "\(snapshot)")
        // The other variants are still drawn; the document is as it was.
        #expect(try names(sandbox) == ["doc.default.txt", "doc.half.txt"])
        #expect(try sandbox.read("doc.json") == text)
        // A document whose declaration is wrong is wrong to every command that reads it.
        let render = try sandbox.run(["render", "-f", "doc.json", "--format", "text"])
        #expect(render.status == 1 && render.stderr.contains("doc.json:2:42: error: \(message)"), "\(render)")
    }

    @Test func theAppearanceIsNoMatrixKeyAndTheErrorSaysWhatIs() throws {
        let sandbox = try Sandbox()
        try sandbox.write("doc.json", Self.document)
        let run = sandbox.runInProcess(["snapshot", "--matrix", "appearance=light,dark", "--format", "text"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "error: --matrix appearance: no document has it; appearance: no view in the document has an attribute 'appearance'; to snapshot both appearances, give --appearance light,dark\n"
            ), "\(run)")
    }

    @Test(arguments: [
        ("doc.default~dark.png", [Appearance.light, .dark], SnapshotCommand.SnapshotFile.snapshot(document: "doc")),
        ("doc.default~dark.png", [.light], .ignored),
        ("doc.default.png", [.dark], .ignored),
        ("doc.default.png", [.light], .snapshot(document: "doc")),
        ("a.b.half~dark.txt", [.dark], .snapshot(document: "a.b")),
        ("doc~dark.default.txt", [.light], .snapshot(document: "doc~dark")),
        ("doc.default~light.png", [.light, .dark], .stranger),
        ("doc.default~dimmed.png", [.light, .dark], .stranger),
        ("doc.~dark.png", [.dark], .stranger),
        ("doc.half~dark~dark.png", [.dark], .stranger),
    ])
    func snapshotNamesSayTheirAppearance(
        file: String, appearances: [Appearance], expected: SnapshotCommand.SnapshotFile
    ) throws {
        let sandbox = try Sandbox()
        let settings = SnapshotSettings(
            registry: .shipped,
            projects: ProjectLookup(
                projects: ProjectCache(), baseRegistry: .shipped, sourcesFolder: nil, workingDirectory: sandbox.path),
            formats: OutputFormat.files, scale: 1, appearances: appearances,
            record: .never, tolerance: Tolerance(), matrix: [], allowExternalImages: false,
            artifacts: ArtifactFolder("out"), workingDirectory: sandbox.path)
        #expect(SnapshotCommand.classify(file, settings: settings) == expected)
    }
}
