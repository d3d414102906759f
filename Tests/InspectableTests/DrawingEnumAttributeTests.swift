import DesignerCore
import Inspectable
import Testing

/// A component whose attributes are the drawing API's own enums, declared as an author would,
/// with no conformance of their own.
struct Outline: Component {
    @Inspectable var cap: StrokeStyle.Cap = .round
    @Inspectable var join: StrokeStyle.Join = .miter
    @Inspectable var lineBreak: LineBreakMode = .byTruncatingTail
    @Inspectable var alignment: TextAlignment = .center
    @Inspectable var contentMode: ContentMode = .scaleAspectFit
    @Inspectable var weight: Font.Weight = .semibold
    @Inspectable var dashCap: StrokeStyle.Cap? = nil
}

@Suite("The drawing API's enums as attributes")
struct DrawingEnumAttributeTests {
    let outline = try! ComponentRegistry([Outline.self]).componentClass(named: "Outline")!

    @Test(arguments: [
        ("cap", "StrokeStyle.Cap", "round", "square"),
        ("join", "StrokeStyle.Join", "miter", "bevel"),
        ("lineBreak", "LineBreakMode", "byTruncatingTail", "byCharWrapping"),
        ("alignment", "TextAlignment", "center", "natural"),
        ("contentMode", "ContentMode", "scaleAspectFit", "bottomLeft"),
        ("weight", "Font.Weight", "semibold", "black"),
        ("dashCap", "StrokeStyle.Cap?", "nil", "butt"),
    ])
    func defaultSetAndRoundTrip(name: String, typeName: String, defaultText: String, other: String) throws {
        let attribute = try #require(outline.attribute(named: name))
        #expect(attribute.typeName == typeName)
        #expect(attribute.defaultValue.text == defaultText)
        var configuration = outline.defaults
        let set = try configuration.set(name, text: other)
        #expect(set.applied.text == other)
        // The JSON form is the case name, and reads back to the same value.
        #expect(set.applied.json == .string(other))
        var again = outline.defaults
        #expect(try again.set(name, json: set.applied.json).applied == set.applied)
        #expect(try again.set(name, text: set.applied.text).applied == set.applied)
        // The component is built with it.
        let built = try #require(try configuration.instantiate().component as? Outline)
        let value: String =
            switch name {
            case "cap": built.cap.rawValue
            case "join": built.join.rawValue
            case "lineBreak": built.lineBreak.rawValue
            case "alignment": built.alignment.rawValue
            case "contentMode": built.contentMode.rawValue
            case "weight": built.weight.rawValue
            default: built.dashCap?.rawValue ?? "nil"
            }
        #expect(value == other)
    }

    @Test(arguments: [
        ("cap", "rond", "'rond' is not a StrokeStyle.Cap; did you mean 'round'?"),
        ("join", "bevil", "'bevil' is not a StrokeStyle.Join; did you mean 'bevel'?"),
        ("join", "x", "'x' is not a StrokeStyle.Join; expected one of 'miter', 'round', 'bevel'"),
        ("lineBreak", "byWordwrapping", "'byWordwrapping' is not a LineBreakMode; did you mean 'byWordWrapping'?"),
    ])
    func badValuesAreRefusedWithASuggestion(name: String, text: String, message: String) throws {
        var configuration = outline.defaults
        let fromText = #expect(throws: AttributeError.self) { try configuration.set(name, text: text) }
        #expect(fromText?.description == "\(name): \(message)")
        let fromJSON = #expect(throws: AttributeError.self) { try configuration.set(name, json: .string(text)) }
        #expect(fromJSON?.description == "\(name): \(message)")
        #expect(configuration == outline.defaults)
    }

    @Test func theSchemaListsTheCases() throws {
        #expect(StrokeStyle.Cap.jsonSchema["enum"] == .array(["butt", "round", "square"].map(JSONValue.string)))
        #expect(StrokeStyle.Join.jsonSchema["enum"] == .array(["miter", "round", "bevel"].map(JSONValue.string)))
    }
}
