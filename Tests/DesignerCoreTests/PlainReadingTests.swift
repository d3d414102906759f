import Inspectable
import Testing

@testable import DesignerCore

/// A component with an attribute of each type that reads plain JSON from its bytes, and some
/// that do not.
private struct Plain: Component {
    enum Style: String, CaseIterable, InspectableValue {
        case flat, raised
    }

    @Inspectable(range: 0...100) var percent: Int = 0
    @Inspectable var count: Int = 0
    @Inspectable var level: Double = 0.5
    @Inspectable(range: 0...1) var progress: Double = 0
    @Inspectable var ratio: Float = 1
    @Inspectable var isLit: Bool = false
    @Inspectable var tint: Color = .red
    @Inspectable var halo: Color? = nil
    @Inspectable var style: Style = .flat
}

/// Values read straight from a document's bytes are read as the general reading reads them:
/// the same values, and the same problems where there are any.
@Suite("Plain values read from bytes")
struct PlainReadingTests {
    private let registry = try! ComponentRegistry([Plain.self])

    /// The view's values and problems with `key` written as it is, and with its first
    /// character escaped, which the general reading reads.
    private func resolutions(_ key: String, _ literal: String) throws -> [(Configuration?, [String])] {
        let first = key.unicodeScalars.first!.value
        let escaped =
            "\\u" + String(repeating: "0", count: 4 - String(first, radix: 16).count)
            + String(first, radix: 16) + key.dropFirst()
        return try [key, escaped].map { written in
            let text =
                #"{"class": "Plain", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "attributes": {"\#(written)": \#(literal)}}"#
            let document = try #require(Document.read(SourceText(name: "plain.json", text: text)).document)
            let resolved = ResolvedDocument(document, registry: registry)
            return (resolved.root.configuration, resolved.diagnostics.map { "\($0.severity): \($0.message)" })
        }
    }

    @Test(
        arguments: [
            ("percent", "50"), ("percent", "-0"), ("percent", "150"), ("percent", "-1"), ("percent", "1.0"),
            ("percent", "1e2"), ("percent", "99999999999999999999"), ("percent", "\"50\""), ("percent", "true"),
            ("count", "-123456789012345678"), ("count", "1234567890123456789"), ("count", "9223372036854775808"),
            ("level", "0.1"), ("level", "-0"), ("level", "123456789012345"), ("level", "1234567890123456789"),
            ("level", "1e-7"), ("level", "1e308"), ("level", "-2.5E3"), ("progress", "0.5"), ("progress", "2"),
            ("progress", "-0.5"), ("ratio", "0.1"), ("ratio", "16777217"), ("isLit", "true"), ("isLit", "false"),
            ("isLit", "1"), ("tint", "\"#FF9500\""), ("tint", "\"#fff\""), ("tint", "\"#FF950080\""),
            ("tint", "\"#FF95\""), ("tint", "\"#GG9500\""), ("tint", "\"#FF95001\""), ("tint", "\" #FF9500\""),
            ("tint", "\"white\""), ("tint", "\"systemOrange\""), ("tint", "\"\""), ("tint", "12"),
            ("halo", "\"#FF9500\""), ("halo", "null"), ("style", "\"raised\""), ("style", "\"round\""),
            ("backgroundColor", "\"#123456\""), ("layer.cornerRadius", "4"), ("cornerRadius", "-1"),
            ("precent", "50"), ("alpha", "0.25"),
        ])
    func plainValuesReadAsTheGeneralReadingReadsThem(key: String, literal: String) throws {
        let readings = try resolutions(key, literal)
        #expect(readings[0].0 == readings[1].0)
        #expect(readings[0].1 == readings[1].1)
    }

    /// What the plain reading takes, and what it leaves to the general reading.
    @Test func plainReadingTakesValidValuesInRange() throws {
        let plain = try #require(registry.componentClass(named: "Plain"))
        func position(_ name: String) -> Int? {
            Array(name.utf8).withUnsafeBufferPointer { plain.namesAsBytes.position(of: $0) }
        }
        func value(_ name: String, _ scalar: (UnsafeBufferPointer<UInt8>) -> PlainJSONScalar, _ text: String) -> String?
        {
            guard let position = position(name), plain.attributes[position].name == name else { return nil }
            return Array(text.utf8).withUnsafeBufferPointer { plain.attributes[position].plainValue(scalar($0))?.text }
        }
        #expect(value("percent", PlainJSONScalar.number, "50") == "50")
        #expect(value("percent", PlainJSONScalar.number, "150") == nil)
        #expect(value("percent", PlainJSONScalar.number, "1.0") == nil)
        #expect(value("level", PlainJSONScalar.number, "-2.5E3") == "-2500")
        #expect(value("progress", PlainJSONScalar.number, "2") == nil)
        #expect(value("ratio", PlainJSONScalar.number, "0.1") == nil)
        #expect(value("tint", PlainJSONScalar.string, "#ff9500") == "#FF9500")
        #expect(value("tint", PlainJSONScalar.string, "white") == nil)
        #expect(value("halo", PlainJSONScalar.string, "#FF9500") == nil)
        #expect(value("style", PlainJSONScalar.string, "raised") == nil)
        #expect(value("isLit", { _ in .bool(true) }, "") == "true")
        // Names are found by their bytes, aliases too; a name no attribute has is not.
        #expect(position("layer.cornerRadius") == plain.attributes.firstIndex { $0.name == "cornerRadius" })
        for name in ["", "precent", "percentx", "Percent"] { #expect(position(name) == nil) }
        for (index, attribute) in plain.attributes.enumerated()
        where plain.attribute(named: attribute.name) === attribute {
            #expect(position(attribute.name) == index)
        }
    }

    /// The plain reading sets what it reads: values in range and of the type.
    @Test func plainValuesAreSet() throws {
        let (configuration, problems) = try resolutions("percent", "42")[0]
        #expect(problems.isEmpty)
        #expect(configuration?.explicitValue(of: "percent") == AttributeValue(42))
        let (colored, _) = try resolutions("tint", "\"#FF950080\"")[0]
        #expect(colored?.explicitValue(of: "tint")?.text == "#FF950080")
        let (clamped, warnings) = try resolutions("percent", "150")[0]
        #expect(clamped?.explicitValue(of: "percent") == AttributeValue(100))
        #expect(warnings == ["warning: percent: 150 is outside 0...100; using 100"])
    }
}
