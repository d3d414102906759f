import DesignerCore
import Foundation
import Inspectable
import Testing

/// A document may give a structured value in the text form `set` takes (`"shadowOffset": "0,3"`),
/// as a person writes it: read as `set` reads it, its errors at its place, its spelling kept
/// until it is set, when `set` writes its canonical object.
@Suite("Text forms in documents")
struct TextFormInDocumentTests {
    static let document = """
        {
          "class": "View",
          "frame": "0,0,300,120",
          "attributes": { "shadowOffset": "0,3", "shadowOpacity": 0.5, "shadowRadius": 2 }
        }

        """

    @Test func theTextFormIsReadAsSetReadsIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        #expect(sandbox.runInProcess(["check", "designer.json"]).status == 0)
        #expect(sandbox.runInProcess(["get", "shadowOffset", "frame"]).stdout == "0,3\n0,0,300,120\n")
        #expect(
            sandbox.runInProcess(["get", "--json", "shadowOffset"]).stdout.contains(#"{"width": 0, "height": 3}"#))
    }

    @Test func anotherEditKeepsTheSpellingAndSetWritesTheObject() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        #expect(sandbox.runInProcess(["set", "shadowRadius=4"]).status == 0)
        let kept = Self.document.replacingOccurrences(of: #""shadowRadius": 2"#, with: #""shadowRadius": 4"#)
        #expect(try sandbox.read("designer.json") == kept)
        // The same value, however it is spelled, is not rewritten.
        #expect(sandbox.runInProcess(["set", "shadowOffset=0,3"]).status == 0)
        #expect(try sandbox.read("designer.json") == kept)
        #expect(sandbox.runInProcess(["set", "shadowOffset=1,2", "frame.width=240"]).status == 0)
        #expect(
            try sandbox.read("designer.json")
                == kept.replacingOccurrences(of: #""0,3""#, with: #"{"width": 1, "height": 2}"#)
                .replacingOccurrences(of: #""0,0,300,120""#, with: #"{"x": 0, "y": 0, "width": 240, "height": 120}"#))
    }

    @Test(arguments: [
        (
            #""shadowOffset": "0;3""#,
            "designer.json:4:35: error: shadowOffset: '0;3' is not a Size; expected 'width,height' such as '10,20' [invalid-value]"
        ),
        (
            #""shadowOffset": [0, 3]"#,
            "designer.json:4:35: error: shadowOffset: expected an object or a string such as '10,20' for Size, found an array [invalid-value]"
        ),
        (
            #""shadowOffset": "0,inf""#,
            "designer.json:4:35: error: shadowOffset: 'inf' is not a finite number [invalid-value]"
        ),
    ])
    func aWrongTextIsReportedAtItsPlace(written: String, error: String) throws {
        let sandbox = try Sandbox()
        let document = Self.document.replacingOccurrences(of: #""shadowOffset": "0,3""#, with: written)
        try sandbox.write("designer.json", document)
        let run = sandbox.runInProcess(["check", "designer.json"])
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == error, "\(run)")
        #expect(try sandbox.read("designer.json") == document)
    }
}
