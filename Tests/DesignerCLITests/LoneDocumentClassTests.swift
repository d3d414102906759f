import Testing

@Suite("Classes of a document in no project") struct LoneDocumentClassTests {
    @Test(arguments: [
        (
            #"customModule="Ads""#,
            "t.xib:5:61: warning: class 'Banner' of module 'Ads': designer found no sources of that module (a remote package or pod not checked out?); name them with --sources [unresolved-module]\n0 errors and 1 warning in 1 file of 1 checked\n",
            Int32(0)
        ),
        (
            #"customModule="App" customModuleProvider="target""#,
            "t.xib:5:61: warning: class 'Banner' of module 'App': designer found no sources of that module (a remote package or pod not checked out?); name them with --sources [unresolved-module]\n0 errors and 1 warning in 1 file of 1 checked\n",
            0
        ),
        (
            "",
            "t.xib:5:61: error: unknown class 'Banner' [unknown-class]\n1 error and 0 warnings in 1 file of 1 checked\n",
            1
        ),
    ])
    func aClassOfAModuleIsAWarningAndOneOfNoModuleAnError(module: String, stderr: String, status: Int32) throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.xib", ProjectFixture.xib([("b", "Banner", module, "")]))
        #expect(sandbox.runInProcess(["check", "t.xib"]) == Run(status: status, stdout: "", stderr: stderr))
    }
}
