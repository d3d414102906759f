import Foundation
import Testing

@testable import designer_embed

/// The Swift source designer-embed writes, read back by the compiler: each constant must hold its
/// file's text byte for byte, whatever the text holds.
@Suite struct EmbeddedFilesSourceTests {
    /// Texts a literal could get wrong: its own delimiters, escapes, interpolations, line breaks
    /// of every kind, control characters, non-ASCII and nothing at all.
    static let awkwardTexts: [String] = [
        "",
        "\n",
        "one line, no line break",
        "a multi-line string's delimiter: \"\"\"\n and a raw one: \"\"\"# and \"\"\"## and \"#\n",
        "escapes: \\n \\t \\u{1F600} \\#n \\##(x) \\(interpolation) \\#(raw interpolation)\n",
        "a line that ends in a backslash \\\n\\#\nanother\n",
        "# a heading\n## another\ncolor: #0A84FF; ### \"### \\###\n",
        "Windows line breaks\r\nand a lone carriage return\rin the middle\r\n",
        "control characters: \u{0} \u{1} \u{1B}[31m \u{7F} tab\there\n",
        "non-ASCII: café, 日本語, 🎨, \u{301}\"\"\"#\u{301} combining marks\n",
        "  indented\n\tand tabbed\n    \"\"\"\n",
        "trailing spaces   \n\n\n",
    ]

    @Test(arguments: [
        ("inspector.css", "inspectorCss"),
        ("inspector.js", "inspectorJs"),
        ("Inter-Regular.ttf.txt", "interRegularTtfTxt"),
        ("read_me", "readMe"),
        ("page", "page"),
    ])
    func aConstantIsNamedAfterItsFile(fileName: String, name: String) {
        #expect(EmbeddedFilesSource.constantName(fileName: fileName) == name)
    }

    @Test(arguments: [
        ("EmbeddedFiles", [("1.css", "")], "'1.css' gives no Swift identifier; rename the file"),
        ("EmbeddedFiles", [("...", "")], "'...' gives no Swift identifier; rename the file"),
        ("EmbeddedFiles", [("a.css", ""), ("a-css", "")], "'a-css' and 'a.css' both give the name 'aCss'"),
        ("Embedded Files", [("a.css", "")], "'Embedded Files' is not a Swift identifier"),
    ])
    func namesThatCannotBeConstantsAreRefused(typeName: String, files: [(String, String)], message: String) {
        #expect(throws: EmbeddedFilesSource.Problem(message: message)) {
            try EmbeddedFilesSource(typeName: typeName, files: files.map { .init(name: $0, text: $1) })
        }
    }

    @Test(arguments: [
        ("no hash at all", 1),
        ("color: #0A84FF; ### a heading", 1),
        ("\"#", 2),
        ("\"\"\"##", 3),
        ("\\###n and \"#", 4),
        ("\"\u{301}#", 1),
    ])
    func theDelimiterIsLongerThanAnyRunOfHashesAfterAQuoteOrABackslash(text: String, hashes: Int) {
        let literal = EmbeddedFilesSource.literal(text)
        #expect(literal.hasPrefix(String(repeating: "#", count: hashes) + "\"\"\"\n"))
        #expect(!literal.hasPrefix(String(repeating: "#", count: hashes + 1)))
    }

    /// The generated file compiled with a program that writes each constant to a file of its own:
    /// every file must come back as it went in.
    @Test func theCompiledConstantsHoldTheFilesByteForByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-embed-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Self.awkwardTexts.enumerated().map { EmbeddedFilesSource.File(name: "text-\($0).txt", text: $1) }
        let source = try EmbeddedFilesSource(typeName: "Texts", files: files)
        try source.text.write(to: folder.appendingPathComponent("Texts.swift"), atomically: true, encoding: .utf8)
        let writes = source.constants.map { name, _ in
            "try Data(Texts.\(name).utf8).write(to: URL(fileURLWithPath: \"\(name).out\"))"
        }
        try ("import Foundation\n" + writes.joined(separator: "\n") + "\n")
            .write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

        try run("/usr/bin/env", ["swiftc", "-o", "texts", "Texts.swift", "main.swift"], in: folder)
        try run(folder.appendingPathComponent("texts").path, [], in: folder)
        for (name, file) in source.constants {
            let written = try Data(contentsOf: folder.appendingPathComponent("\(name).out"))
            #expect(written == Data(file.text.utf8), "\(file.name) came back changed")
        }
    }

    /// Runs `executable` with `arguments` in `folder`; its output and a failure are the test's.
    private func run(_ executable: String, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(executable) \(arguments.joined(separator: " ")): \(text)")
    }
}
