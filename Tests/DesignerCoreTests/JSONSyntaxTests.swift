import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

/// Parses `text` and gives the value on one line, or "line:column: message".
private func parse(_ bytes: [UInt8]) -> String {
    let source = SourceText(name: "test.json", bytes: bytes)
    do {
        let syntax = try JSONSyntax(parsing: source)
        return syntax.value(syntax.root).serialized
    } catch {
        return "\(source.location(of: error.offset)): \(error.message)"
    }
}

private func parse(_ text: String) -> String { parse(Array(text.utf8)) }

@Suite("The JSON reader keeps every key and value where it is written, strictly and in linear time")
struct JSONSyntaxTests {
    @Test(arguments: [
        (#"{"b": 1, "a": 2}"#, #"{"b": 1, "a": 2}"#),
        ("  [1, 2.5, -0, 1e5, true, false, null] ", "[1, 2.5, -0, 1e5, true, false, null]"),
        (#""\u00e9\ud83d\ude00\n\"\\\/""#, #""é😀\n\"\\/""#),
        ("\u{FEFF}{\"a\": 1}", #"{"a": 1}"#),
        ("{\r\n  \"a\": [\r\n  ]\r\n}", #"{"a": []}"#),
        (#"{"": {"": {}}}"#, #"{"": {"": {}}}"#),
        (#"{"a": 1, "A": 2}"#, #"{"a": 1, "A": 2}"#),
    ])
    func validDocuments(text: String, value: String) {
        #expect(parse(text) == value)
    }

    @Test(arguments: [
        ("", "1:1: the document is empty; expected a JSON value"),
        ("   \n ", "2:2: the document is empty; expected a JSON value"),
        ("{", "1:2: unexpected end of file; expected '}'"),
        (#"{"a": 1,}"#, "1:8: trailing comma before '}'"),
        ("[1, 2,\n]", "1:6: trailing comma before ']'"),
        (#"{"a": 1 "b": 2}"#, "1:9: unexpected '\"'; expected ',' or '}'"),
        (#"{"a" 1}"#, "1:6: unexpected '1'; expected ':' after the key"),
        (#"{a: 1}"#, "1:2: unexpected 'a'; expected a key in double quotes"),
        (#"{'a': 1}"#, "1:2: keys take double quotes, not single quotes"),
        (#"['a']"#, "1:2: strings take double quotes, not single quotes"),
        ("{\n  // note\n  \"a\": 1}", "2:3: comments are not allowed in JSON"),
        ("[1 /* x */]", "1:4: comments are not allowed in JSON"),
        (#"{"a": 1, "a": 2}"#, "1:10: duplicate key 'a'"),
        (#"{"a": 1, "\u0061": 2}"#, "1:10: duplicate key 'a'"),
        (#"[NaN]"#, "1:2: 'NaN' is not a JSON number; numbers must be finite"),
        (#"[-Infinity]"#, "1:3: 'Infinity' is not a JSON number; numbers must be finite"),
        ("[01]", "1:2: numbers cannot have leading zeros"),
        ("[1.]", "1:4: unexpected ']'; expected a digit after '.'"),
        ("[1e]", "1:4: unexpected ']'; expected a digit in the exponent"),
        ("[+1]", "1:2: unexpected '+'; expected a value"),
        ("[1e400]", "1:2: number 1e400 is too large"),
        ("[-1E+999]", "1:2: number -1E+999 is too large"),
        (#"["\ud800"]"#, #"1:3: lone surrogate \uD800 in a string"#),
        (#"["\udc00x"]"#, #"1:3: lone surrogate \uDC00 in a string"#),
        (#"["\ud800\u0041"]"#, #"1:3: lone surrogate \uD800 in a string"#),
        (#"["\x"]"#, #"1:3: invalid escape '\x'"#),
        (#"["\u12"]"#, #"1:3: a \u escape needs four hex digits"#),
        ("[\"a\nb\"]", "1:4: unescaped control character U+000A in a string"),
        (#"["abc"#, "1:2: unterminated string"),
        ("{} {}", "1:4: unexpected '{' after the end of the document's value"),
        ("[tru]", "1:2: unexpected 'tru'; expected a value"),
        ("[True]", "1:2: unexpected 'True'; expected a value"),
    ])
    func invalidDocuments(text: String, message: String) {
        #expect(parse(text) == message)
    }

    @Test(arguments: [
        ([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")], "1:2: invalid UTF-8 byte 0xFF"),
        ([UInt8(ascii: "\""), 0xC0, 0x80, UInt8(ascii: "\"")], "1:2: invalid UTF-8 byte 0xC0"),
        ([UInt8(ascii: "\""), 0xED, 0xA0, 0x80, UInt8(ascii: "\"")], "1:2: invalid UTF-8 byte 0xED"),
        ([UInt8(ascii: "\""), 0xE2, 0x82, UInt8(ascii: "\"")], "1:2: invalid UTF-8 byte 0xE2"),
        ([UInt8(ascii: "["), 0xFE, UInt8(ascii: "]")], "1:2: invalid UTF-8 byte 0xFE"),
        ([UInt8(ascii: "\""), 0xC3, 0xA9, UInt8(ascii: "\"")], "\"é\""),
    ])
    func invalidUTF8(bytes: [UInt8], message: String) {
        #expect(parse(bytes) == message)
    }

    @Test func nestingIsLimited() {
        let limit = JSONSyntax.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(!parse(deepest).contains("nesting"))
        let tooDeep = String(repeating: "[", count: 100_000)
        #expect(parse(tooDeep) == "1:\(limit + 1): nesting is deeper than \(limit) levels")
        let tooDeepObjects = String(repeating: "{\"a\":", count: limit + 1)
        #expect(parse(tooDeepObjects).hasSuffix("nesting is deeper than \(limit) levels"))
    }

    @Test func largeObjectsFindDuplicateKeys() {
        let members = (0..<100).map { "\"k\($0)\": \($0)" } + ["\"k57\": 0"]
        #expect(parse("{" + members.joined(separator: ", ") + "}").hasSuffix("duplicate key 'k57'"))
    }

    /// A string's escapes are resolved into one buffer: a 16 MB string of letters and escapes,
    /// which took minutes when each escape copied the text resolved so far (4 MB took 28 s in a
    /// debug build), is read in about a second; the bound is thirty times that.
    @Test func longStringsOfEscapesAreReadInLinearTime() throws {
        let contents = String(repeating: #"ab \n"#, count: 3_200_000)
        let syntax = try JSONSyntax(parsing: SourceText(name: "t.json", text: "[\"\(contents)\"]"))
        var value = JSONValue.null
        let elapsed = ContinuousClock().measure { value = syntax.value(syntax.root) }
        #expect(elapsed < .seconds(30), "reading the string took \(elapsed): quadratic again?")
        #expect(value == .array([.string(String(repeating: "ab \n", count: 3_200_000))]))
        #expect(parse(#"["\u00e9\ud83d\ude00\n\t\"x"]"#) == #"["é😀\n\t\"x"]"#)
    }

    @Test func positionsOfKeysAndValues() throws {
        let text = "{\n  \"id\": \"bar\",\n  \"frame\": {\"x\": 1}\n}"
        let syntax = try JSONSyntax(parsing: SourceText(name: "t.json", text: text))
        let frame = try #require(syntax.member(syntax.root, named: "frame"))
        #expect(syntax.source.location(of: syntax.range(frame.key).lowerBound) == SourceLocation(line: 3, column: 3))
        #expect(syntax.source.location(of: syntax.range(frame.value).lowerBound) == SourceLocation(line: 3, column: 12))
        #expect(Array(syntax.source.bytes[syntax.range(frame.value)]) == Array(#"{"x": 1}"#.utf8))
        #expect(syntax.isString(try #require(syntax.member(syntax.root, named: "id")).value, equalTo: "bar"))
    }

    @Test func columnsCountCharactersNotBytes() {
        let source = SourceText(name: "t.json", text: "\u{FEFF}{\"é\": x}")
        // The BOM does not count; "é" is one column.
        #expect(source.location(of: 10) == SourceLocation(line: 1, column: 7))
        #expect(parse("{\"é\": x}") == "1:7: unexpected 'x'; expected a value")
    }

    /// Columns come from characters counted once per 4 KiB block: every offset of a long text of
    /// lines short and long, with characters of one to four bytes across the blocks' edges, gets
    /// the line and column counted from the start of its line.
    @Test func columnsAgreeWithCountingFromTheLineStart() {
        var text = "\u{FEFF}"
        for index in 0..<3_000 {
            text += ["a", "é", "€", "😀"][index % 4] + (index % 700 == 699 ? "\n" : "")
        }
        text += String(repeating: "x", count: 9_000) + "\n\n" + String(repeating: "é", count: 5_000)
        let source = SourceText(name: "t.json", text: text)
        let bytes = source.bytes
        var line = 1
        var charactersBefore = 0
        var mismatches = 0
        for offset in 0...bytes.count {
            // The byte order mark (bytes 0 to 2) does not count.
            if offset > 3, bytes[offset - 1] == UInt8(ascii: "\n") {
                (line, charactersBefore) = (line + 1, 0)
            } else if offset > 3, bytes[offset - 1] & 0xC0 != 0x80 {
                charactersBefore += 1
            }
            // A position inside a character points at that character.
            var column = 1 + charactersBefore
            if offset < bytes.count, bytes[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
            if source.location(of: offset) != SourceLocation(line: line, column: column) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
