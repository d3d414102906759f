import Foundation
import Testing

/// Images a document names that cannot be drawn: warned about when set and when checked.
@Suite("Images that cannot be drawn")
struct ImageWarningTests {
    @Test func imagesThatCannotBeDrawnAreWarnedAbout() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "attributes": {"progress": 0.5}}"#
        )
        let set = sandbox.runInProcess(["set", "backImage=../outside.png", "foreImage=missing.png"])
        #expect(set.status == 0)
        #expect(
            set.stderr == """
                warning: backImage: image '../outside.png' does not exist; it will be drawn as a placeholder
                warning: foreImage: image 'missing.png' does not exist; it will be drawn as a placeholder

                """)
        let check = sandbox.runInProcess(["check"])
        #expect(check.status == 0)
        #expect(check.stderr.contains("warning: foreImage: image 'missing.png' does not exist; drawn as a placeholder"))
        #expect(sandbox.runInProcess(["check", "--strict"]).status == 1)
    }
}
