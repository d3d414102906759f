import DesignerCore
import Inspectable
import ProgressBars
import Testing

/// Reads `json` as `type` and writes it back canonically, or gives the error message.
private func readJSON<Value: InspectableValue>(_ type: Value.Type, _ json: JSONValue) -> String {
    do {
        return try Value(json: json).json.serialized
    } catch {
        return "error: \(error)"
    }
}

/// Reads `text` as `type` and gives its JSON form, or the error message.
private func readText<Value: InspectableValue>(_ type: Value.Type, _ text: String) -> String {
    do {
        return try Value(text: text).json.serialized
    } catch {
        return "error: \(error)"
    }
}

private func number(_ literal: String) -> JSONValue {
    .number(JSONNumber(literal: literal)!)
}

@Suite("JSON forms")
struct ValueJSONFormTests {
    @Test(arguments: [
        (number("50"), "50"),
        (number("-0"), "0"),
        (number("1e2"), "100"),
        (number("100.000"), "100"),
        (number("50.5"), "error: '50.5' is not a whole number, as Int requires"),
        (
            number("18446744073709551616"),
            "error: '18446744073709551616' is out of range for Int (-9223372036854775808...9223372036854775807)"
        ),
        (number("1E+400"), "error: '1E+400' is out of range for Int (-9223372036854775808...9223372036854775807)"),
        (.string("50"), "error: expected a number for Int, found a string"),
        (.null, "error: expected a number for Int, found null"),
        (.bool(true), "error: expected a number for Int, found a boolean"),
    ])
    func int(json: JSONValue, expected: String) {
        #expect(readJSON(Int.self, json) == expected)
    }

    @Test(arguments: [
        (number("0.5"), "0.5"),
        (number("1"), "1"),
        (number("-1.25e2"), "-125"),
        (number("1e400"), "error: '1e400' is too large for Double"),
        (.string("0.5"), "error: expected a number for Double, found a string"),
        (.array([]), "error: expected a number for Double, found an array"),
    ])
    func double(json: JSONValue, expected: String) {
        #expect(readJSON(Double.self, json) == expected)
    }

    @Test(arguments: [
        (number("0.8"), "0.8"),
        (number("3.4028236e38"), "error: '3.4028236e38' is too large for Float"),
    ])
    func float(json: JSONValue, expected: String) {
        #expect(readJSON(Float.self, json) == expected)
    }

    @Test(arguments: [
        (JSONValue.bool(true), "true"),
        (.string("true"), "error: expected true or false for Bool, found a string"),
    ])
    func bool(json: JSONValue, expected: String) {
        #expect(readJSON(Bool.self, json) == expected)
    }

    @Test(arguments: [
        (JSONValue.string("a \"quote\"\n"), #""a \"quote\"\n""#),
        (.string("\u{1}"), #""\u0001""#),
        (.string("日本"), "\"日本\""),
        (number("1"), "error: expected a string for String, found a number"),
    ])
    func string(json: JSONValue, expected: String) {
        #expect(readJSON(String.self, json) == expected)
    }

    @Test(arguments: [
        (JSONValue.object(JSONObject(["x": number("10"), "y": number("20")])), #"{"x": 10, "y": 20}"#),
        (.object(JSONObject(["y": number("2"), "x": number("1")])), #"{"x": 1, "y": 2}"#),
        (.object(JSONObject(["x": number("10")])), "error: Point is missing 'y'"),
        (
            .object(JSONObject(["x": number("1"), "y": number("2"), "z": number("3")])),
            "error: Point has no 'z'; did you mean 'x'?"
        ),
        (
            .object(JSONObject(["x": .string("1"), "y": number("2")])),
            "error: Point 'x': expected a number for Double, found a string"
        ),
        (.string("10,20"), #"{"x": 10, "y": 20}"#),
        (
            .array([number("10"), number("20")]),
            "error: expected an object or a string such as '10,20' for Point, found an array"
        ),
    ])
    func point(json: JSONValue, expected: String) {
        #expect(readJSON(Point.self, json) == expected)
    }

    /// Each record type reads the text form `set` takes from a JSON string as it reads it from
    /// the command line, errors and all, and writes the object.
    @Test(arguments: [
        ("Point", "10,20", #"{"x": 10, "y": 20}"#),
        ("Point", " -1.5 , 2e1 ", #"{"x": -1.5, "y": 20}"#),
        ("Size", "0,3", #"{"width": 0, "height": 3}"#),
        ("Rect", "0,0,300,120", #"{"x": 0, "y": 0, "width": 300, "height": 120}"#),
        ("EdgeInsets", "1,2,3,4", #"{"top": 1, "left": 2, "bottom": 3, "right": 4}"#),
        ("Size?", "0,3", #"{"width": 0, "height": 3}"#),
        ("Size", "0;3", "error: '0;3' is not a Size; expected 'width,height' such as '10,20'"),
        ("Size", "0,3,4", "error: '0,3,4' is not a Size; expected 'width,height' such as '10,20'"),
        ("Rect", "0,0,nan,1", "error: 'nan' is not a finite number"),
        ("EdgeInsets", "", "error: '' is not an EdgeInsets; expected 'top,left,bottom,right' such as '10,20,30,40'"),
        ("Point", "1e10,0", "error: '1e10' is out of range for Point (at most 1000000000 points either way)"),
    ])
    func recordTextInAString(type: String, text: String, expected: String) throws {
        let types: [String: any InspectableValue.Type] = [
            "Point": Point.self, "Size": Size.self, "Rect": Rect.self, "EdgeInsets": EdgeInsets.self,
            "Size?": Size?.self,
        ]
        let valueType = try #require(types[type])
        #expect(readJSON(valueType, .string(text)) == expected)
        // The same text on the command line gives the same value, or the same error.
        #expect(readText(valueType, text) == expected)
    }

    @Test func geometryObjects() throws {
        let rect = try Rect(text: "50,50,200,20")
        #expect(rect.json.serialized == #"{"x": 50, "y": 50, "width": 200, "height": 20}"#)
        #expect(try Rect(json: rect.json) == rect)
        let size = try Size(text: "240,20")
        #expect(size.json.serialized == #"{"width": 240, "height": 20}"#)
        let insets = try EdgeInsets(text: "1,2,3,4")
        #expect(insets.json.serialized == #"{"top": 1, "left": 2, "bottom": 3, "right": 4}"#)
        #expect(try EdgeInsets(json: insets.json) == insets)
    }

    @Test(arguments: [
        (JSONValue.string("#FF9500"), "\"#FF9500\""),
        (.string("orange"), #""orange""#),
        (number("1"), "error: expected a color string for Color, found a number"),
    ])
    func color(json: JSONValue, expected: String) {
        #expect(readJSON(Color.self, json) == expected)
    }

    @Test(arguments: [
        (JSONValue.string("center"), #""center""#),
        (.string("top"), "error: 'top' is not an Alignment; expected one of 'left', 'center', 'right'"),
        (number("1"), "error: expected a string for Alignment, found a number"),
    ])
    func stringEnum(json: JSONValue, expected: String) {
        #expect(readJSON(Alignment.self, json) == expected)
    }

    @Test(arguments: [
        (JSONValue.null, "null"),
        (.string("track.png"), #""track.png""#),
        (number("1"), "error: expected a file path string for Image, found a number"),
    ])
    func optionalImage(json: JSONValue, expected: String) {
        #expect(readJSON(Image?.self, json) == expected)
    }

    @Test func jsonNumberGrammar() {
        for valid in ["0", "-0", "12", "1.5", "1e5", "1E-5", "-2.5e+10"] {
            #expect(JSONNumber(literal: valid) != nil, "\(valid)")
        }
        for invalid in ["", "-", "01", "1.", ".5", "+1", "1e", "1e+", "0x10", "NaN", "Infinity", " 1", "1 "] {
            #expect(JSONNumber(literal: invalid) == nil, "\(invalid)")
        }
    }

    @Test func nonFiniteNumbersHaveNoLiteral() {
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(-Double.infinity) == nil)
        #expect(JSONNumber(0.1)?.literal == "0.1")
    }

    /// Whole numbers are written without going through `description`, by `JSONNumber` and by
    /// `JSONWriter.write(number:)`: the same text as `description` without its `.0`.
    @Test(arguments: [
        0, -0.0, 1, -1, 200, 1e9, -1e9, 999_999_999_999_999, 0x1p50 - 1, 0x1p50, 0x1p53, 1e16, 1e300, 0.5, -2.5,
        1e-7, 123_456_789.5,
    ])
    func wholeNumbersReadAsDescriptionWrites(value: Double) throws {
        let text = value == 0 ? "0" : value.description
        let expected = text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        #expect(JSONNumber(value)?.literal == expected)
        var writer = JSONWriter()
        writer.write(number: value)
        #expect(writer.text == expected)
        // A Float keeps to its own description, which writes 2^24 and above with an exponent.
        let float = Float(value)
        let floatText = float == 0 ? "0" : float.description
        #expect(
            JSONNumber(float)?.literal
                == (float.isFinite ? (floatText.hasSuffix(".0") ? String(floatText.dropLast(2)) : floatText) : nil))
    }
}
