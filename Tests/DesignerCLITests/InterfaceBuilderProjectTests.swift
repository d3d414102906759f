import DesignerCLI
import Foundation
import Testing

@Suite("Interface Builder documents in their project") struct InterfaceBuilderProjectTests {
    /// The example iOS project, copied into the sandbox.
    static func project(in sandbox: Sandbox) throws -> String {
        let source = Binary.packageRoot.appendingPathComponent("examples/ProgressDemo")
        try FileManager.default.copyItem(at: source, to: sandbox.url.appendingPathComponent("ProgressDemo"))
        return "ProgressDemo/ProgressDemo/Base.lproj/Main.storyboard"
    }

    @Test func checkNamesAPropertyTheSourcesNoLongerDeclare() throws {
        let sandbox = try Sandbox()
        let storyboard = try Self.project(in: sandbox)
        #expect(
            sandbox.runInProcess(["check", storyboard])
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        // The card's `radius` renamed in the storyboard, as a property removed from the source would be.
        let text = try sandbox.read(storyboard).replacingOccurrences(
            of: "keyPath=\"radius\"", with: "keyPath=\"raduis\""
        )
        .replacingOccurrences(of: "keyPath=\"elevated\" value=\"YES\"", with: "keyPath=\"elevated\" value=\"7\"")
        try sandbox.write(storyboard, text)
        let run = sandbox.runInProcess(["check", storyboard])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                \(storyboard):81:89: error: RoundedCard has no key 'raduis': loading the document stops the app with 'this class is not key value coding-compliant for the key raduis'; did you mean 'radius'? [unknown-key-path]
                \(storyboard):84:90: error: elevated: '7' is not YES or NO; it is left out [invalid-value]
                2 errors and 0 warnings in 1 file of 1 checked

                """)
    }

    @Test func declaredPropertiesHaveTheSourcesTypesAndDefaults() throws {
        let sandbox = try Sandbox()
        let storyboard = try Self.project(in: sandbox)
        let run = sandbox.runInProcess(["get", "-f", storyboard, "card.radius", "card.elevated", "card.borderUIColor"])
        #expect(run == Run(status: 0, stdout: "14\ntrue\nnil\n", stderr: ""))
        let inspect = sandbox.runInProcess(["inspect", "-f", storyboard, "--view", "card", "--json"]).stdout
        #expect(inspect.contains("\"type\": \"Double\""))
        // A source file beside the document declares the class; removing it leaves the class unknown.
        try FileManager.default.removeItem(atPath: sandbox.path("ProgressDemo/ProgressDemo/RoundedCard.swift"))
        let unknown = sandbox.runInProcess(["check", storyboard])
        #expect(unknown.stderr.contains("error: unknown class 'RoundedCard'"))
    }
}
