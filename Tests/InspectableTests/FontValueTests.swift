import DesignerCore
import Inspectable
import Testing

/// A component with a font of its own, as a label has.
struct Caption: Component {
    @Inspectable var titleFont: Font = .system(size: 17, weight: .semibold)
    @Inspectable var detailFont: Font? = nil
}

/// `Font` as an inspectable value: a size and a weight, as text or JSON, clamped to nothing but
/// refused outside what a font can be.
@Suite("Font values")
struct FontValueTests {
    private func read(text: String) -> String {
        do {
            let font = try Font(text: text)
            return "\(font.text) \(font.json.serialized)"
        } catch {
            return "error: \(error)"
        }
    }

    private func read(json: String) -> String {
        do {
            let syntax = try JSONSyntax(parsing: SourceText(name: "font.json", text: json))
            let font = try Font(json: syntax.value(syntax.root))
            return "\(font.text) \(font.json.serialized)"
        } catch {
            return "error: \(error)"
        }
    }

    @Test(arguments: [
        ("17", #"17 {"size": 17, "weight": "regular"}"#),
        (" 12.5  bold ", #"12.5 bold {"size": 12.5, "weight": "bold"}"#),
        ("17 regular", #"17 {"size": 17, "weight": "regular"}"#),
        ("17 semibld", "error: 'semibld' is not a Font.Weight; did you mean 'semibold'?"),
        ("semibold", "error: 'semibold' is not a Font; expected a size in points and a weight, such as '17 semibold'"),
        (
            "17 bold italic",
            "error: '17 bold italic' is not a Font; expected a size in points and a weight, such as '17 semibold'"
        ),
        ("", "error: '' is not a Font; expected a size in points and a weight, such as '17 semibold'"),
        ("0", "error: '0' is not a font size; expected a size above 0 and at most 1000 points"),
        ("1001 bold", "error: '1001' is not a font size; expected a size above 0 and at most 1000 points"),
    ])
    func textForms(text: String, expected: String) {
        #expect(read(text: text) == expected)
    }

    @Test(arguments: [
        (#"{"size": 17, "weight": "semibold"}"#, #"17 semibold {"size": 17, "weight": "semibold"}"#),
        (#"{"size": 14}"#, #"14 {"size": 14, "weight": "regular"}"#),
        (#""14 medium""#, #"14 medium {"size": 14, "weight": "medium"}"#),
        (#"{"weight": "bold"}"#, "error: Font is missing 'size'"),
        (#"{"size": 14, "wieght": "bold"}"#, "error: Font has no 'wieght'; did you mean 'weight'?"),
        (#"{"size": "14"}"#, "error: Font 'size': expected a number for Double, found a string"),
        (#"{"size": 14, "weight": 700}"#, "error: Font 'weight': expected a string for Font.Weight, found a number"),
        (#"{"size": -2}"#, "error: '-2' is not a font size; expected a size above 0 and at most 1000 points"),
        ("17", "error: expected an object or a string such as '17 semibold' for Font, found a number"),
    ])
    func jsonForms(json: String, expected: String) {
        #expect(read(json: json) == expected)
    }

    @Test func aFontIsAnAttribute() throws {
        let caption = try #require(try ComponentRegistry([Caption.self]).componentClass(named: "Caption"))
        let attribute = try #require(caption.attribute(named: "titleFont"))
        #expect(attribute.typeName == "Font")
        #expect(attribute.defaultValue.text == "17 semibold")
        var configuration = caption.defaults
        #expect(
            try configuration.set("titleFont", text: "20 bold").applied.json.serialized
                == #"{"size": 20, "weight": "bold"}"#)
        #expect(try configuration.set("detailFont", json: .string("12")).applied.text == "12")
        let built = try #require(try configuration.instantiate().component as? Caption)
        #expect(built.titleFont == .system(size: 20, weight: .bold))
        #expect(built.detailFont == .system(size: 12))
        let refused = #expect(throws: AttributeError.self) { try configuration.set("titleFont", text: "20 hevy") }
        #expect(refused?.description == "titleFont: 'hevy' is not a Font.Weight; did you mean 'heavy'?")
    }
}
