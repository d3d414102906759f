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

    /// The note can be turned off; a severity the configuration gives a launch rule does not
    /// make a document no target builds stop the app.
    @Test(arguments: [
        #"{"disabled": ["unbuilt-document"]}"#,
        #"{"severity": {"missing-outlet": "error", "unknown-class": "warning"}}"#,
    ])
    func theConfigurationCannotMakeItStopTheApp(configuration: String) throws {
        let sandbox = try Self.project()
        try sandbox.write(".designer-check.json", configuration)
        let run = sandbox.runInProcess(["check", "App/Left.xib"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("note: outlet 'passwordField'") && run.stderr.contains("note: unknown class"))
        #expect(run.stderr.contains("unbuilt-document") == !configuration.contains("disabled"))
    }

    /// Xcode builds on a disk that ignores case, and a pod or package lists its resources in its
    /// own manifest: neither document is noted.
    @Test func aResourceOfAnotherCaseOrInAPodIsBuilt() throws {
        let sandbox = try Self.project(listing: ["App/built.xib"])
        #expect(!sandbox.runInProcess(["check", "App/Built.xib"]).stderr.contains("unbuilt-document"))
        try sandbox.write("LocalPod/LocalPod.podspec", "Pod::Spec.new do |s|\n  s.resources = 'Assets/*.xib'\nend\n")
        try sandbox.write("LocalPod/Assets/Pod.xib", RuntimeCheckTests.loginForm)
        let pod = sandbox.runInProcess(["check", "LocalPod/Assets/Pod.xib"])
        #expect(!pod.stderr.contains("unbuilt-document") && pod.status == 1)
    }
}
