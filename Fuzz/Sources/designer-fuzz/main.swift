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

/// The same input as an Interface Builder document: reading it must give a document or a
/// positioned error, and edits of it must be written, refused with a reason, or fail their own
/// check, never give a text that is not XML or has other views.
func fuzzInterfaceBuilder(_ bytes: [UInt8]) {
    let reading = Document.read(SourceText(name: "fuzz.storyboard", bytes: bytes))
    guard let document = reading.document, !reading.diagnostics.hasErrors, !document.allViews.isEmpty else { return }
    _ = ResolvedDocument(document, registry: .shipped, unknownClass: .warning)
    var state = bytes.reduce(UInt64(0x9E37_79B9_7F4A_7C15)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    var edit = DocumentEdit(document)
    let names = [
        "percent", "backgroundColor", "alpha", "isHidden", "text", "fontSize", "layer.cornerRadius", "on", "extra",
    ]
    let values: [(JSONValue, String?)] = [
        (.number(JSONNumber(50)), "Int"), (.number(JSONNumber(0.25) ?? JSONNumber(0)), "Double"),
        (.string("#FF9500"), "Color"), (.string("systemBlue"), "Color"), (.bool(true), "Bool"),
        (.string("é\"<&\n"), "String"), (.null, "Color?"),
    ]
    for _ in 0..<(1 + next(4)) {
        let view = document.allViews[next(document.allViews.count)]
        let name = names[next(names.count)]
        switch next(4) {
        case 0: edit.removeAttribute(name, of: view)
        case 1: edit.setFrame(Rect(x: Double(next(100)), y: 0.5, width: Double(next(300)), height: 20), of: view)
        default:
            let (value, type) = values[next(values.count)]
            edit.setAttribute(name, to: value, typeName: type, of: view)
        }
    }
    let applied = edit.apply()
    guard applied.refusals.isEmpty, applied.problems().isEmpty else { return }
    let again = Document.read(document.source.edited(applied.bytes))
    guard let edited = again.document else {
        fatalError("an edit that passed its check gave a text that does not read: \(again.diagnostics)")
    }
    guard edited.allViews.count == document.allViews.count else {
        fatalError("an edit changed the number of views from \(document.allViews.count) to \(edited.allViews.count)")
    }
}

LibFuzzer.run { data, count in
    let bytes = LibFuzzer.bytes(data, count)
    fuzz(bytes)
    fuzzInterfaceBuilder(bytes)
    return 0
}
