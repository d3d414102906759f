import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// A class change that leaves keys of the document's variants without a meaning: refused with
/// the keys and the flag that drops them, or, with `--drop-variants`, made with those keys
/// removed in the same write; either way `check` never fails unannounced.
@Suite("Class changes and variants")
struct ClassChangeVariantTests {
    /// The README's tour document, with a variant key that survives any class (the root's
    /// background) and one that was wrong before the change.
    static let document = """
        {
          "variants": {
            "empty": { "percent": 0 },
            "full": { "percent": 100, "backgroundColor": "black" },
            "green": { "percent": 75, "barColor": "#34C759" }
          },
          "class": "View",
          "frame": { "x": 0, "y": 0, "width": 300, "height": 120 },
          "attributes": { "backgroundColor": "white" },
          "subviews": [
            {
              "id": "download",
              "class": "MyProgressBar",
              "frame": { "x": 50, "y": 50, "width": 200, "height": 20 },
              "attributes": { "percent": 50 }
            }
          ]
        }

        """

    @Test func withoutTheFlagTheChangeIsRefusedNamingEachKey() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        let run = sandbox.runInProcess(["set", "download.class=CustomProgress"])
        #expect(run.status == ExitStatus.usage)
        #expect(run.stdout == "")
        #expect(
            run.stderr.split(separator: "\n") == [
                "Error: the class change leaves 4 keys in the variants that no longer apply; add --drop-variants to remove them",
                "Error: variant 'empty': 'percent' no longer applies: no view in the document has an attribute 'percent'",
                "Error: variant 'full': 'percent' no longer applies: no view in the document has an attribute 'percent'",
                "Error: variant 'green': 'percent' no longer applies: no view in the document has an attribute 'percent'",
                "Error: variant 'green': 'barColor' no longer applies: no view in the document has an attribute 'barColor'",
            ])
        #expect(try sandbox.read("designer.json") == Self.document)
    }

    @Test func withTheFlagTheKeysAreDroppedAndTheDocumentChecks() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        let run = sandbox.runInProcess(["set", "--drop-variants", "download.class=CustomProgress"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.split(separator: "\n") == [
                "note: removed percent=50 from 'download': CustomProgress has no such attribute",
                "warning: removed 'percent' from variant 'empty': no view in the document has an attribute 'percent'",
                "warning: removed 'percent' from variant 'full': no view in the document has an attribute 'percent'",
                "warning: removed 'percent' from variant 'green': no view in the document has an attribute 'percent'",
                "warning: removed 'barColor' from variant 'green': no view in the document has an attribute 'barColor'",
            ])
        #expect(
            try sandbox.read("designer.json")
                == Self.document
                .replacingOccurrences(of: #""empty": { "percent": 0 }"#, with: #""empty": {}"#)
                .replacingOccurrences(of: #"{ "percent": 100, "backgroundColor""#, with: #"{ "backgroundColor""#)
                .replacingOccurrences(of: ##"{ "percent": 75, "barColor": "#34C759" }"##, with: "{}")
                .replacingOccurrences(of: "\"MyProgressBar\"", with: "\"CustomProgress\"")
                .replacingOccurrences(of: #"{ "percent": 50 }"#, with: "{}"))
        let check = sandbox.runInProcess(["check", "designer.json"])
        #expect(check.status == 0, "\(check)")
    }

    /// A key that was wrong before the change is `check`'s to report, not the change's.
    @Test func keysThatAppliedBeforeAreTheOnlyOnesNamed() throws {
        let sandbox = try Sandbox()
        let document = Self.document.replacingOccurrences(
            of: #""empty": { "percent": 0 }"#, with: #""empty": { "percent": 0, "nosuch": 1 }"#)
        try sandbox.write("designer.json", document)
        let run = sandbox.runInProcess(["set", "download.class=CustomProgress"])
        #expect(run.stderr.contains("leaves 4 keys"), "\(run)")
        #expect(!run.stderr.contains("nosuch"))
    }

    /// A class change whose new class keeps every key is made as before, without a word.
    @Test func aChangeThatKeepsEveryKeyIsMade() throws {
        let sandbox = try Sandbox()
        let document = Self.document.replacingOccurrences(
            of: ##""green": { "percent": 75, "barColor": "#34C759" }"##, with: #""green": { "download.alpha": 0.5 }"#
        )
        .replacingOccurrences(of: #""empty": { "percent": 0 },"#, with: "")
        .replacingOccurrences(of: #""percent": 100, "#, with: "")
        try sandbox.write("designer.json", document)
        let run = sandbox.runInProcess(["set", "download.class=CustomProgress"])
        #expect(
            run
                == Run(
                    status: 0, stdout: "",
                    stderr: "note: removed percent=50 from 'download': CustomProgress has no such attribute\n"))
    }

    /// A variant that sets the class itself still applies; a key by id that no longer does is named as written.
    @Test func variantsAreAppliedAsCheckAppliesThem() throws {
        let sandbox = try Sandbox()
        let document = """
            {
              "variants": {
                "cp": { "download.class": "CustomProgress", "download.progress": 0.3 },
                "p": { "download.percent": 3 }
              },
              "class": "View",
              "frame": "0,0,300,120",
              "subviews": [{ "id": "download", "class": "MyProgressBar", "frame": "0,0,100,20" }]
            }

            """
        try sandbox.write("designer.json", document)
        let refused = sandbox.runInProcess(["set", "download.class=View"])
        #expect(
            refused.stderr.split(separator: "\n").last
                == "Error: variant 'p': 'download.percent' no longer applies: View has no attribute 'percent'")
        #expect(try sandbox.read("designer.json") == document)
        let dropped = sandbox.runInProcess(["set", "--drop-variants", "download.class=View"])
        #expect(
            dropped.stderr == "warning: removed 'download.percent' from variant 'p': View has no attribute 'percent'\n")
        #expect(
            try sandbox.read("designer.json")
                == document.replacingOccurrences(of: #"{ "download.percent": 3 }"#, with: "{}")
                .replacingOccurrences(of: #""class": "MyProgressBar""#, with: #""class": "View""#))
        #expect(sandbox.runInProcess(["check", "designer.json"]).status == 0)
    }

    /// `serve` and `edit` change a class through the same plan: refused, with the command that drops the keys.
    @Test func theWebInspectorSaysHowToChangeTheClass() throws {
        let sandbox = try Sandbox()
        try sandbox.write("scene.json", Self.document)
        var context = CommandContext(registry: .shipped, workingDirectory: sandbox.path)
        context.programName = "my-designer"
        let parts = CommandParts(context)
        let inspector = parts.inspector(parts.live("scene.json"))
        let outcome = inspector.perform(
            .className("CustomProgress"), on: WebInspector.Selection(index: 1, id: "download"))
        #expect(!outcome.saved)
        #expect(
            outcome.message
                == "Error: the class change leaves 4 keys in the variants that no longer apply; 'my-designer set --drop-variants' removes them"
        )
        #expect(try sandbox.read("scene.json") == Self.document)
    }
}
