import Foundation
import Testing

@testable import designer_scan

/// designer-scan's command line, as the plugins run it.
@Suite struct DesignerScanTests {
    /// A new folder of its own for a test's files.
    private func sandbox() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-scan-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        arguments: [
            ([], 64, "error: expected 'descriptions', not ''"),
            (["components", "a.swift"], 64, "error: expected 'descriptions', not 'components'"),
            (["descriptions", "a.swift"], 64, "error: 'descriptions' needs '--output <file>'"),
            (["descriptions", "--output"], 64, "error: 'descriptions' needs '--output <file>'"),
            (
                ["descriptions", "--output", "/nonexistent/Out.swift", "/nonexistent/Meter.swift"], 1,
                "/nonexistent/Meter.swift: error: cannot be read as UTF-8 text"
            ),
        ] as [([String], Int32, String)])
    func badArgumentsAreRefused(arguments: [String], status: Int32, message: String) {
        #expect {
            try DesignerScan.run(arguments)
        } throws: { error in
            guard let failure = error as? DesignerScan.Failure else { return false }
            return failure.status == status && failure.message.split(separator: "\n").first.map(String.init) == message
        }
    }

    @Test func descriptionsAreWrittenAndLeftAloneWhenTheyHoldThatAlready() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Meter.swift")
        let output = folder.appendingPathComponent("Generated.swift")
        try "struct Meter: Component {\n    /// How full.\n    @Inspectable var level = 0\n}\n".write(
            to: source, atomically: true, encoding: .utf8)
        #expect(try DesignerScan.run(["descriptions", "--output", output.path, source.path]) == "")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.contains(#""level": "How full.","#))
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        _ = try DesignerScan.run(["descriptions", "--output", output.path, source.path])
        let date = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(date == past)
        try "struct Meter: Component {\n    /// How full now.\n    @Inspectable var level = 0\n}\n".write(
            to: source, atomically: true, encoding: .utf8)
        _ = try DesignerScan.run(["descriptions", "--output", output.path, source.path])
        #expect(try String(contentsOf: output, encoding: .utf8).contains(#""level": "How full now.","#))
    }

    @Test func anOutputThatCannotBeWrittenIsReported() throws {
        let folder = try sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("missing/Generated.swift").path
        #expect {
            try DesignerScan.run(["descriptions", "--output", output])
        } throws: { error in
            (error as? DesignerScan.Failure)?.message == "\(output): error: cannot be written"
        }
    }
}
