import DesignerCore
import Foundation
import Graphics
import Layout
import Rendering
import Testing

@testable import DesignerCLI

/// `designer snapshot --content-size`, `--locale` and `--pseudo`: a matrix of text sizes and
/// languages, each snapshot named after them (`~AX5`, `~fr`, `~accented`), as after its device.
@Suite("Snapshots in text sizes and languages")
struct LanguageSnapshotTests {
    @Test(
        arguments: [
            ("doc.default~AX5.png", [], [], [], SnapshotCommand.SnapshotFile.ignored),
            ("doc.default~AX5.png", ["AX5"], [], [], .snapshot(document: "doc")),
            ("doc.default.png", ["L", "AX5"], [], [], .snapshot(document: "doc")),
            ("doc.default.png", ["AX5"], [], [], .ignored),
            ("doc.default~L.png", ["L"], [], [], .stranger),
            ("doc.default~fr.png", [], [], [], .ignored),
            ("doc.default~fr.png", [], ["fr"], [], .snapshot(document: "doc")),
            ("doc.default~pt-BR~dark.png", [], ["pt-BR"], [], .ignored),
            ("doc.default~pt-BR.png", [], ["pt-BR"], [], .snapshot(document: "doc")),
            ("doc.default~pt_BR.png", [], ["pt-BR"], [], .stranger),
            ("doc.default~AX5~fr.png", ["AX5"], ["fr"], [], .snapshot(document: "doc")),
            ("doc.default~fr~AX5.png", ["AX5"], ["fr"], [], .stranger),
            ("doc.default~fr~accented.png", [], ["fr"], ["accented"], .stranger),
            ("doc.default~accented.png", [], [], ["accented"], .snapshot(document: "doc")),
            ("doc.default~accented.png", [], ["fr"], ["double"], .ignored),
            ("doc.default~retina6_1~AX5~de.png", ["AX5"], ["de"], [], .ignored),
            ("doc.default~french.png", [], ["fr"], [], .stranger),
        ] as [(String, [String], [String], [String], SnapshotCommand.SnapshotFile)])
    func snapshotNamesSayTheirTextSizeAndLanguage(
        file: String, sizes: [String], locales: [String], pseudo: [String], expected: SnapshotCommand.SnapshotFile
    ) throws {
        let sandbox = try Sandbox()
        var settings = SnapshotSettings(
            registry: .shipped,
            projects: ProjectLookup(
                projects: ProjectCache(), baseRegistry: .shipped, sourcesFolder: nil, workingDirectory: sandbox.path),
            formats: OutputFormat.files, scale: 1, appearances: [.light],
            record: .never, tolerance: Tolerance(), matrix: [], allowExternalImages: false,
            artifacts: ArtifactFolder("out"), workingDirectory: sandbox.path)
        if !sizes.isEmpty { settings.contentSizes = sizes.compactMap { ContentSizeCategory(named: $0) } }
        settings.localizations = locales.compactMap { Localization($0) }
        settings.pseudolanguages = pseudo.compactMap { Pseudolanguage(rawValue: $0) }
        #expect(SnapshotCommand.classify(file, settings: settings) == expected)
    }

    /// Recorded in French and accented at two text sizes; a run that asks for no language
    /// neither fails on the French snapshots nor calls them orphans; the configuration file asks
    /// the same; once the French table is gone, its snapshots are orphans.
    @Test func aMatrixOfTextSizesAndLanguagesIsRecordedAndKept() throws {
        let sandbox = try LocalizationTests.sandbox()
        let record = sandbox.runInProcess([
            "snapshot", "App", "--format", "svg", "--content-size", "L,AX3", "--locale", "fr,ja", "--pseudo",
            "accented",
        ])
        #expect(record.status == 0, "\(record)")
        let folder = "App/Base.lproj/__snapshots__"
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.path(folder)).sorted()
        #expect(
            files == [
                "Main.storyboard.default.svg", "Main.storyboard.default~AX3.svg",
                "Main.storyboard.default~AX3~accented.svg", "Main.storyboard.default~AX3~fr.svg",
                "Main.storyboard.default~accented.svg", "Main.storyboard.default~fr.svg",
            ])
        #expect(try sandbox.read(folder + "/Main.storyboard.default~fr.svg").contains("Se connecter"))
        let plain = sandbox.runInProcess(["snapshot", "App", "--format", "svg", "--record", "never"])
        #expect(plain.status == 0 && !plain.stdout.contains("orphan"), "\(plain)")
        try sandbox.write(
            "App/.designer-snapshot.json",
            #"{"format": "svg", "content-size": ["L", "AX3"], "locale": "fr", "pseudo": ["accented"]}"#)
        let configured = sandbox.runInProcess(["snapshot", "App", "--record", "never"])
        #expect(configured.status == 0 && configured.stdout.contains("6 passed"), "\(configured)")
        try FileManager.default.removeItem(atPath: sandbox.path("App/fr.lproj/Main.strings"))
        let gone = sandbox.runInProcess(["snapshot", "App", "--record", "never"])
        #expect(gone.stdout.contains("orphan") && gone.stdout.contains("Main.storyboard.default~fr.svg"), "\(gone)")
        #expect(!gone.stdout.contains("default~accented.svg"), "\(gone)")
        try sandbox.write("App/.designer-snapshot.json", #"{"locale": "fr,x1"}"#)
        let bad = sandbox.runInProcess(["snapshot", "App", "--record", "never"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("App/.designer-snapshot.json:1:12: error: 'x1' is not a locale"), "\(bad)")
    }
}
