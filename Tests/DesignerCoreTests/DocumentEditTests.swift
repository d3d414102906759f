import Inspectable
import ProgressBars
import Testing

@testable import DesignerCore

/// Reads `text`, applies `change` to the view with `id` (the root if nil), and returns the new text.
private func edit(_ text: String, view id: String? = nil, _ change: (inout DocumentEdit, ViewNode) -> Void) throws
    -> String
{
    let reading = Document.read(SourceText(name: "t.json", text: text))
    let document = try #require(reading.document, "\(reading.diagnostics)")
    let view = try #require(id.map { document.view(withID: $0) } ?? document.root)
    var edit = DocumentEdit(document)
    change(&edit, view)
    let applied = edit.apply()
    let result = String(decoding: applied.bytes, as: UTF8.self)
    // Every edit must pass its own check and read back as a sound document.
    #expect(applied.problems() == [], "\(result)")
    #expect(Document.read(SourceText(name: "t.json", text: result)).diagnostics.isEmpty, "\(result)")
    return result
}

private let fifty = JSONValue.number(JSONNumber(50))

@Suite("JSON edits change only the bytes of what they edit")
struct DocumentEditTests {
    @Test func replacingAValueTouchesOnlyItsBytes() throws {
        let text = """
            {
                "class"  :   "MyProgressBar",   "frame": {"x":0,"y":0,"width":200,"height":20},
                "attributes": { "color": "white",
                                "percent":    7 ,   "barColor": "#FF9500" }
            }
            """
        let result = try edit(text) { edit, view in edit.setAttribute("percent", to: fifty, of: view) }
        #expect(result == text.replacingOccurrences("7 ,", with: "50 ,"))
    }

    @Test func crlfBomAndTabsSurvive() throws {
        let text =
            "\u{FEFF}{\r\n\t\"class\": \"MyProgressBar\",\r\n\t\"frame\": {\"x\": 0, \"y\": 0, \"width\": 200, \"height\": 20},\r\n\t\"attributes\": {\r\n\t\t\"percent\": 1\r\n\t}\r\n}\r\n"
        let result = try edit(text) { edit, view in
            edit.setAttribute("percent", to: fifty, of: view)
            edit.setAttribute("color", to: .string("#FFFFFF"), of: view)
        }
        #expect(
            result
                == "\u{FEFF}{\r\n\t\"class\": \"MyProgressBar\",\r\n\t\"frame\": {\"x\": 0, \"y\": 0, \"width\": 200, \"height\": 20},\r\n\t\"attributes\": {\r\n\t\t\"percent\": 50,\r\n\t\t\"color\": \"#FFFFFF\"\r\n\t}\r\n}\r\n"
        )
    }

    @Test func aNewKeyFollowsTheObjectsOwnLayout() throws {
        let expanded = """
            {
              "class": "MyProgressBar",
              "frame": { "x": 0, "y": 0, "width": 200, "height": 20 },
              "attributes": {
                "percent":50,
                "color":"white"
              }
            }
            """
        #expect(
            try edit(expanded) { $0.setAttribute("barColor", to: .string("#FF9500"), of: $1) }
                == expanded.replacingOccurrences(
                    "\"color\":\"white\"", with: "\"color\":\"white\",\n    \"barColor\":\"#FF9500\""))
        let inline = """
            {"class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"percent": 5}}
            """
        #expect(
            try edit(inline) { $0.setAttribute("color", to: .string("#FFFFFF"), of: $1) }
                == inline.replacingOccurrences("{\"percent\": 5}", with: "{\"percent\": 5, \"color\": \"#FFFFFF\"}"))
    }

    @Test func aViewWithoutAttributesGetsAnAttributesObject() throws {
        let text = """
            {
                "class": "View",
                "frame": {"x": 0, "y": 0, "width": 300, "height": 120},
                "subviews": [
                    {
                        "id": "bar",
                        "class": "MyProgressBar",
                        "frame": {"x": 50, "y": 50, "width": 200, "height": 20}
                    }
                ]
            }
            """
        let result = try edit(text, view: "bar") { edit, view in
            edit.setAttribute("percent", to: fifty, of: view)
            edit.setAttribute("color", to: .string("#000000"), of: view)
        }
        #expect(
            result
                == text.replacingOccurrences(
                    "\"height\": 20}\n",
                    with:
                        "\"height\": 20},\n            \"attributes\": {\n                \"percent\": 50,\n                \"color\": \"#000000\"\n            }\n"
                ))
    }

    @Test func anEmptyAttributesObjectIsFilled() throws {
        let text =
            "{\n  \"class\": \"MyProgressBar\",\n  \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1},\n  \"attributes\": {}\n}"
        #expect(
            try edit(text) { $0.setAttribute("percent", to: fifty, of: $1) }
                == text.replacingOccurrences("{}", with: "{\n    \"percent\": 50\n  }"))
    }

    @Test(arguments: [
        // Removing the last, a middle and the first member, and the only one.
        ("percent", "{\n  \"color\": \"white\",\n  \"barColor\": \"red\"\n}"),
        ("color", "{\n  \"percent\": 5,\n  \"barColor\": \"red\"\n}"),
        ("barColor", "{\n  \"percent\": 5,\n  \"color\": \"white\"\n}"),
    ])
    func removingAMemberTakesItsLineAndComma(name: String, attributes: String) throws {
        let text =
            "{\"class\": \"MyProgressBar\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"attributes\": {\n  \"percent\": 5,\n  \"color\": \"white\",\n  \"barColor\": \"red\"\n}}"
        let result = try edit(text) { $0.removeAttribute(name, of: $1) }
        #expect(result.hasSuffix("\"attributes\": " + attributes + "}"))
    }

    @Test func removingTheOnlyMemberLeavesAnEmptyObject() throws {
        let text =
            "{\"class\": \"MyProgressBar\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"attributes\": {\n  \"percent\": 5\n}}"
        #expect(try edit(text) { $0.removeAttribute("percent", of: $1) }.hasSuffix("\"attributes\": {}}"))
    }

    @Test func removingAndAddingInOneEdit() throws {
        let text =
            "{\"class\": \"MyProgressBar\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"attributes\": {\"percent\": 5, \"color\": \"white\"}}"
        let result = try edit(text) { edit, view in
            edit.removeAttribute("color", of: view)
            edit.setAttribute("barColor", to: .string("#000000"), of: view)
        }
        #expect(result.hasSuffix("\"attributes\": {\"percent\": 5, \"barColor\": \"#000000\"}}"))
    }

    @Test func aFrameChangesNumberByNumber() throws {
        let text = """
            {
              "class": "View",
              "frame": {
                "x": 0,   "y": 0,
                "width": 300.0, "height": 120
              }
            }
            """
        let result = try edit(text) { $0.setFrame(Rect(x: 0, y: 0, width: 240, height: 120), of: $1) }
        #expect(result == text.replacingOccurrences("300.0", with: "240"))
    }

    @Test func anUnchangedValueKeepsItsSpelling() throws {
        let text =
            "{\"class\": \"View\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"attributes\": {\"alpha\": 1}}"
        #expect(try edit(text) { $0.setAttribute("alpha", to: .number(JSONNumber(1)), of: $1) } == text)
    }

    @Test func classChangesReplaceOnlyTheName() throws {
        let text = "{ \"class\" : \"MyProgressBar\" , \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1} }"
        #expect(
            try edit(text) { $0.setClass("CustomProgress", of: $1) }
                == text.replacingOccurrences("MyProgressBar", with: "CustomProgress"))
    }

    @Test func unicodeAndEscapesAroundTheEditSurvive() throws {
        let text =
            "{\"class\": \"View\", \"id\": \"caf\\u00e9\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"attributes\": {\"backgroundColor\": \"#000000\"}, \"$schema\": \"ü.json\"}"
        let result = try edit(text) { $0.setAttribute("backgroundColor", to: .string("#FFFFFF"), of: $1) }
        #expect(result == text.replacingOccurrences("#000000", with: "#FFFFFF"))
    }
}

extension String {
    /// `self` with every occurrence of `target` replaced (no Foundation here).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

@Suite("Document edits: removing several members")
struct DocumentEditRemovalTests {
    private let text =
        "{\"class\": \"View\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"attributes\": {\n  \"backgroundColor\": \"#2C2C2E\",\n  \"cornerRadius\": 12,\n  \"borderWidth\": 1,\n  \"borderColor\": \"#3A3A3C\",\n  \"clipsToBounds\": true\n}}"

    @Test(arguments: [
        (["backgroundColor", "cornerRadius"], ["borderWidth", "borderColor", "clipsToBounds"]),
        (["cornerRadius", "borderWidth"], ["backgroundColor", "borderColor", "clipsToBounds"]),
        (["borderColor", "clipsToBounds"], ["backgroundColor", "cornerRadius", "borderWidth"]),
        (["backgroundColor", "borderWidth", "clipsToBounds"], ["cornerRadius", "borderColor"]),
        (["backgroundColor", "cornerRadius", "borderWidth", "borderColor"], ["clipsToBounds"]),
    ])
    func adjacentRemovalsLeaveTheRestInPlace(removed: [String], kept: [String]) throws {
        let document = try #require(Document.read(SourceText(name: "t.json", text: text)).document)
        var edit = DocumentEdit(document)
        for name in removed { edit.removeAttribute(name, of: document.root) }
        let applied = edit.apply()
        #expect(applied.problems() == [])
        let result = try #require(Document.read(SourceText(name: "t.json", bytes: applied.bytes)).document)
        #expect(result.syntax.attributes(of: result.root).map(\.name) == kept)
        let lines = String(decoding: applied.bytes, as: UTF8.self).split(separator: "\n").dropFirst().dropLast()
        #expect(lines.allSatisfy { $0.hasPrefix("  \"") }, "every kept member stays on its own line: \(lines)")
    }
}
