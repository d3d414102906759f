import DesignerCore
import FuzzSupport
import Inspectable

/// One input: read it as JSON and as a document, and when it is one, edit it and check that the
/// edited text reads back as exactly the intended document.
func fuzz(_ bytes: [UInt8]) {
    let source = SourceText(name: "fuzz.json", bytes: bytes)
    // Reading any bytes must give a value or a positioned error, never a crash.
    if let syntax = try? JSONSyntax(parsing: source) {
        let value = syntax.value(syntax.root)
        let written = SourceText(name: "again.json", text: value.serialized)
        guard let again = try? JSONSyntax(parsing: written), again.value(again.root) == value else {
            fatalError("a value did not survive writing and reading: \(value.serialized)")
        }
        _ = source.location(of: bytes.count / 2)
    }
    let reading = Document.read(source)
    guard let document = reading.document, !reading.diagnostics.hasErrors else { return }
    _ = ResolvedDocument(document, registry: .shipped, unknownClass: .warning)
    guard var oracle = EditOracle(document: document, seed: bytes) else {
        fatalError("a document read from JSON is not JSON")
    }
    oracle.check()
}

LibFuzzer.run { data, count in
    fuzz(LibFuzzer.bytes(data, count))
    return 0
}
