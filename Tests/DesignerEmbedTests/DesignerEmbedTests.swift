import Foundation
import Testing

@testable import designer_embed

/// designer-embed's command line, as the EmbedFiles plugin runs it.
@Suite struct DesignerEmbedTests {
    /// A new folder of its own for a test's files.
    private func sandbox() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-embed-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        arguments: [
            ([], 64, "error: '--output <file>' and '--type <name>' are needed"),
            (["--output", "Out.swift", "a.css"], 64, "error: '--output <file>' and '--type <name>' are needed"),
            (["--output"], 64, "error: '--output' needs a value"),
            (["--name", "Files"], 64, "error: unknown option '--name'"),
            (
                ["--output", "/nonexistent/Out.swift", "--type", "Files", "/nonexistent/a.css"], 1,
                "/nonexistent/a.css: error: cannot be read as UTF-8 text"
            ),
        ] as [([String], Int32, String)])
    func badArgumentsAreRefused(arguments: [String], status: Int32, message: String) {
        #expect {
            try DesignerEmbed.run(arguments)
        } throws: { error in
            guard let failure = error as? DesignerEmbed.Failure else { return false }
            return failure.status == status && failure.message.split(separator: "\n").first.map(String.init) == message
        }
    }

    @Test func aFileThatIsNotUTF8IsRefused() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("font.ttf")
        try Data([0x00, 0x01, 0xFF, 0xFE]).write(to: font)
        let output = folder.appendingPathComponent("Out.swift")
        #expect(throws: DesignerEmbed.Failure.self) {
            try DesignerEmbed.run(["--output", output.path, "--type", "Files", font.path])
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func theFileIsWrittenAndLeftAloneWhenItHoldsThatAlready() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let css = folder.appendingPathComponent("page.css")
        let output = folder.appendingPathComponent("Out.swift")
        try "body { color: #333; }\n".write(to: css, atomically: true, encoding: .utf8)
        let arguments = ["--output", output.path, "--type", "PageFiles", css.path]

        try DesignerEmbed.run(arguments)
        let written = try String(contentsOf: output, encoding: .utf8)
        let expected = try EmbeddedFilesSource(
            typeName: "PageFiles", files: [.init(name: "page.css", text: "body { color: #333; }\n")]
        ).text
        #expect(written == expected)
        #expect(
            written.contains("enum PageFiles {\n    /// The text of `page.css`.\n    static let `pageCss` = #\"\"\"\n"))

        let old = Date(timeIntervalSince1970: 0)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        try DesignerEmbed.run(arguments)
        let date = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(date == old, "a file that holds this already is not written again")
    }
}
