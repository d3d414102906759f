import DesignerCore
import Foundation
import Inspectable
import ProgressBars
import Testing

/// Every JSON designer writes is JSON designer reads: no duplicate key, nothing its own strict
/// reader refuses.
@Suite("Written JSON")
struct WrittenJSONTests {
    @Test(arguments: [
        ["schema"], ["list", "--json"], ["inspect", "--json"], ["get", "frame", "--json"],
        ["check", "--format", "json"], ["new", "CustomProgress", "-f", "-"], ["new", "View", "-f", "-"],
    ])
    func readsBack(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", progressBarDocument)
        let run = try sandbox.run(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.isEmpty)
        #expect(throws: Never.self) { try JSONSyntax(parsing: SourceText(name: "out.json", text: run.stdout)) }
    }

    /// A new document is one `check` passes.
    @Test func newDocumentsCheckClean() throws {
        let sandbox = try Sandbox()
        for name in ["View", "MyProgressBar", "CustomProgress"] {
            #expect(try sandbox.run(["new", name, "-f", "\(name).json"]).status == 0)
            #expect(
                try sandbox.run(["check", "\(name).json"])
                    == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        }
    }
}
