import DesignerCore
import Inspectable
import ProgressBars
import Testing

/// Reads `text` as `type` and writes it back canonically, or gives the error message.
private func readText<Value: InspectableValue>(_ type: Value.Type, _ text: String) -> String {
    do {
        return try Value(text: text).text
    } catch {
        return "error: \(error)"
    }
}

@Suite("Text forms")
struct ValueTextFormTests {
    @Test(arguments: [
        ("50", "50"),
        ("-3", "-3"),
        ("+7", "7"),
        ("007", "7"),
        ("9223372036854775807", "9223372036854775807"),
        ("-9223372036854775808", "-9223372036854775808"),
        ("abc", "error: 'abc' is not an Int; expected a whole number such as 42"),
        ("", "error: '' is not an Int; expected a whole number such as 42"),
        (" 5 ", "5"),
        ("0x10", "error: '0x10' is not an Int; expected a whole number such as 42"),
        ("1.5", "error: '1.5' is not a whole number, as Int requires"),
        ("1e2", "100"),
        ("2.0", "2"),
        (
            "9223372036854775808",
            "error: '9223372036854775808' is out of range for Int (-9223372036854775808...9223372036854775807)"
        ),
        (
            "99999999999999999999999999",
            "error: '99999999999999999999999999' is out of range for Int (-9223372036854775808...9223372036854775807)"
        ),
        ("1e999999999", "error: '1e999999999' is out of range for Int (-9223372036854775808...9223372036854775807)"),
    ])
    func int(text: String, expected: String) {
        #expect(readText(Int.self, text) == expected)
    }

    @Test(arguments: [
        ("0.5", "0.5"),
        ("1", "1"),
        ("1.0", "1"),
        ("-2.25", "-2.25"),
        (".5", "0.5"),
        ("5.", "5"),
        ("1e-7", "1e-07"),
        ("+3", "3"),
        ("0.1", "0.1"),
        ("nan", "error: 'nan' is not a finite number"),
        ("NaN", "error: 'NaN' is not a finite number"),
        ("inf", "error: 'inf' is not a finite number"),
        ("-Infinity", "error: '-Infinity' is not a finite number"),
        ("1e400", "error: '1e400' is too large for Double"),
        ("0x1p3", "error: '0x1p3' is not a Double; expected a number such as 0.5"),
        ("half", "error: 'half' is not a Double; expected a number such as 0.5"),
        ("", "error: '' is not a Double; expected a number such as 0.5"),
    ])
    func double(text: String, expected: String) {
        #expect(readText(Double.self, text) == expected)
    }

    @Test(arguments: [
        ("0.1", "0.1"),
        ("0.8", "0.8"),
        ("1e39", "error: '1e39' is too large for Float"),
        ("inf", "error: 'inf' is not a finite number"),
    ])
    func float(text: String, expected: String) {
        #expect(readText(Float.self, text) == expected)
    }

    @Test(arguments: [
        ("true", "true"),
        ("false", "false"),
        ("yes", "error: 'yes' is not a Bool; expected 'true' or 'false'"),
        ("TRUE", "error: 'TRUE' is not a Bool; expected 'true' or 'false'"),
        ("1", "error: '1' is not a Bool; expected 'true' or 'false'"),
    ])
    func bool(text: String, expected: String) {
        #expect(readText(Bool.self, text) == expected)
    }

    @Test(arguments: ["", "Loading…", "with spaces", "nil", "\"quoted\""])
    func string(text: String) {
        #expect(readText(String.self, text) == text)
    }

    @Test(arguments: [
        ("10,20", "10,20"),
        ("10, 20", "10,20"),
        ("-1.5,0", "-1.5,0"),
        ("10", "error: '10' is not a Point; expected 'x,y' such as '10,20'"),
        ("10,20,30", "error: '10,20,30' is not a Point; expected 'x,y' such as '10,20'"),
        ("a,b", "error: 'a,b' is not a Point; expected 'x,y' such as '10,20'"),
        ("nan,1", "error: 'nan' is not a finite number"),
    ])
    func point(text: String, expected: String) {
        #expect(readText(Point.self, text) == expected)
    }

    @Test(arguments: [
        ("240,20", "240,20"),
        ("240x20", "error: '240x20' is not a Size; expected 'width,height' such as '10,20'"),
    ])
    func size(text: String, expected: String) {
        #expect(readText(Size.self, text) == expected)
    }

    @Test(arguments: [
        ("50,50,200,20", "50,50,200,20"),
        ("0,0,300", "error: '0,0,300' is not a Rect; expected 'x,y,width,height' such as '10,20,30,40'"),
    ])
    func rect(text: String, expected: String) {
        #expect(readText(Rect.self, text) == expected)
    }

    @Test(arguments: [
        ("1,2,3,4", "1,2,3,4"),
        ("1,2", "error: '1,2' is not an EdgeInsets; expected 'top,left,bottom,right' such as '10,20,30,40'"),
    ])
    func edgeInsets(text: String, expected: String) {
        #expect(readText(EdgeInsets.self, text) == expected)
    }

    @Test(arguments: [
        ("bar.png", "bar.png"),
        ("images/track@2x.png", "images/track@2x.png"),
        ("", "error: '' is not an image path; the path is empty"),
        ("a\u{1B}[31m.png", "error: 'a\\u{1B}[31m.png' is not an image path; the path contains a control character"),
    ])
    func image(text: String, expected: String) {
        #expect(readText(Image.self, text) == expected)
    }

    @Test(arguments: [
        ("left", "left"),
        ("center", "center"),
        ("centre", "error: 'centre' is not an Alignment; did you mean 'center'?"),
        ("middle", "error: 'middle' is not an Alignment; expected one of 'left', 'center', 'right'"),
    ])
    func stringEnum(text: String, expected: String) {
        #expect(readText(Alignment.self, text) == expected)
    }

    @Test(arguments: [
        ("nil", "nil"),
        ("5", "5"),
        ("five", "error: 'five' is not an Int; expected a whole number such as 42"),
    ])
    func optional(text: String, expected: String) {
        #expect(readText(Int?.self, text) == expected)
    }

    @Test func optionalTypeNames() {
        #expect(Int?.typeName == "Int?")
        #expect(Color?.typeName == "Color?")
        #expect(Alignment?.typeName == "Alignment?")
        #expect(Image?.typeName == "Image?")
    }
}

/// A string-backed enum needs no code of its own to be an attribute type.
enum Alignment: String, CaseIterable, InspectableValue {
    case left, center, right
}
