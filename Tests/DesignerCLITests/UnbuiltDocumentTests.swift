import Testing

/// `designer check` on a document its project builds in no target: the app never loads it, so
/// what would stop the app on loading it is a note, and a note says why.
@Suite("Documents no target builds") struct UnbuiltDocumentTests {
    /// A project whose app target lists `App/Built.xib` as a resource, and `App/Left.xib` beside
    /// it, listed nowhere: the login form of `RuntimeCheckTests`, with its missing outlet,
    /// missing actions and unknown class, in both.
    static func project(listing resources: [String] = ["App/Built.xib"]) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            "App.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj([
                ProjectFixture.Target(name: "App", sources: ["App/LoginController.swift"], resources: resources)
            ]))
        try sandbox.write("App/LoginController.swift", RuntimeCheckTests.swiftController)
        try sandbox.write("App/Built.xib", RuntimeCheckTests.loginForm)
        try sandbox.write("App/Left.xib", RuntimeCheckTests.loginForm)
        return sandbox
    }

    @Test func aDocumentNoTargetBuildsHasNotesWhereTheAppWouldStop() throws {
        let sandbox = try Self.project()
        let left = sandbox.runInProcess(["check", "App/Left.xib"])
        #expect(left.status == 0)
        let lines = left.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "App/Left.xib: note: no target of 'App.xcodeproj' builds this document (it is in no target's resources), so the app never loads it; what would stop the app on loading it is a note (4) [unbuilt-document]"
        )
        #expect(lines.contains { $0.contains("note: outlet 'passwordField'") && $0.hasSuffix("[missing-outlet]") })
        #expect(lines.contains { $0.contains("note: unknown class 'Unknowable'") })
        // What does not stop the app keeps its severity.
        #expect(lines.contains { $0.contains("warning: outlet 'titleLabel'") })
        #expect(!left.stderr.contains("error:"))
        #expect(lines.last == "0 errors, 2 warnings and 5 notes in 1 file of 1 checked")

        let built = sandbox.runInProcess(["check", "App/Built.xib"])
        #expect(built.status == 1)
        #expect(built.stderr.contains("error: outlet 'passwordField'") && !built.stderr.contains("unbuilt-document"))
    }

    /// A project file that lists no document says nothing of any: a target may build them all
    /// in ways it does not show, and their launch crashes stay errors.
    @Test func aProjectListingNoDocumentSaysNothing() throws {
        let sandbox = try Self.project(listing: [])
        let run = sandbox.runInProcess(["check", "App/Left.xib"])
        #expect(run.status == 1)
        #expect(!run.stderr.contains("unbuilt-document"))
    }

    /// A configuration can make the finding an error again, or turn the note off.
    @Test func theRuleIsConfigurable() throws {
        let sandbox = try Self.project()
        try sandbox.write(".designer-check.json", #"{"disabled": ["unbuilt-document"]}"#)
        let run = sandbox.runInProcess(["check", "App/Left.xib"])
        #expect(run.status == 0)
        #expect(!run.stderr.contains("unbuilt-document") && run.stderr.contains("note: outlet 'passwordField'"))
    }
}
