import Foundation
import TestTools
import Testing

/// Python's `jsonschema` package as an independent JSON Schema 2020-12 validator.
enum PythonJSONSchema {
    static func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.jsonschema.executable())
        process.arguments = arguments
        let output = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

@Suite("Schema validation")
struct SchemaValidationTests {
    /// Validates each document against the schema and prints one line per document: its errors, or "ok".
    static let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            errors = sorted(e.message for e in validator.iter_errors(json.load(open(path))))
            print("; ".join(errors) or "ok")
        """

    @Test(.needs(.jsonschema))
    func theSchemaAcceptsTheExamplesAndRejectsMistakes() throws {
        let sandbox = try Sandbox()
        let examples = ExamplesTests.examples
        let bad = try sandbox.write(
            "bad.json",
            #"{"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": 150, "colr": "red"}}"#
        )
        let badAppearance = try sandbox.write(
            "appearance.json",
            #"{"variants": {"night": {"appearance": "dim"}}, "class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
        )
        let result = try PythonJSONSchema.run(
            ["-c", Self.script, examples.appendingPathComponent("designer.schema.json").path]
                + ["progress-bar.json", "custom-progress.json", "scene.json", "system-colors.json"].map {
                    examples.appendingPathComponent($0).path
                } + [bad, badAppearance])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output == """
                ok
                ok
                ok
                ok
                150 is greater than the maximum of 100; Additional properties are not allowed ('colr' was unexpected)
                'dim' is not one of ['light', 'dark']

                """)
    }
}
