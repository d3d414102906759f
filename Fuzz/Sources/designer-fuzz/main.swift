import Glibc
import Inspectable

// libFuzzer's entry point; the fuzzer supplies `main` when linked with -sanitize=fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzer(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// One input: read it as JSON and as a document, and when it is one, edit it and check that the
/// edited text reads back as exactly the intended document.
func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
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
    guard let document = reading.document, !reading.diagnostics.hasErrors else { return 0 }
    _ = ResolvedDocument(document, registry: .builtIn, unknownClass: .warning)
    var oracle = EditOracle(document: document, seed: bytes)
    oracle.check()
    return 0
}

/// Hands the command line to libFuzzer, which runs `fuzz` on each input.
func main() {
    var arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    var argc = Int32(CommandLine.arguments.count)
    arguments.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress
        _ = runFuzzer(&argc, &argv) { fuzz($0, $1) }
    }
}

main()
