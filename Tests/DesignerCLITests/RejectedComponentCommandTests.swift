import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// A component an author gets right: a count below 100.
struct Pip: Component {
    @Inspectable(range: 0..<100) var count: Int = 0
}

/// A component with a step that cannot work, whose declaration's line the tests know.
struct Lopsided: Component {
    static let line = #line + 1
    @Inspectable(step: 0) var stride: Int = 1
}

/// An author's own `UILabel`, which the standard view of that name must not replace.
struct AuthorsLabel: Component {
    static var className: String { "UILabel" }
    @Inspectable var caption: String = ""
}

@Suite("Rejected components on the command line")
struct RejectedComponentCommandTests {
    let registry = ComponentRegistry(rejectingInvalid: [Pip.self, Lopsided.self])
    let problem = "Lopsided.stride: step 0 is not greater than 0"

    static let document = #"""
        {"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "subviews": [
          {"id": "p", "class": "Pip", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "attributes": {"count": 5}},
          {"id": "l", "class": "Lopsided", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}
        ]}
        """#

    @Test func listShowsTheRejectedComponentWithItsProblemAtItsDeclaration() throws {
        let run = try Sandbox().runInProcess(["list"], registry: registry)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\nPip       12 attributes (1 + 11 from View)"))
        #expect(run.stdout.contains("\nLopsided  rejected: 1 problem "))
        #expect(run.stdout.hasSuffix(" \(#filePath):\(Lopsided.line): \(problem)\n"))
        let json = try Sandbox().runInProcess(["list", "--json"], registry: registry)
        #expect(json.stdout.contains(#""class": "Lopsided""#))
        #expect(json.stdout.contains(#""rejected": true"#))
        #expect(json.stdout.contains(#""line": \#(Lopsided.line)"#))
    }

    @Test func aPathUnderTheWorkingDirectoryIsShownRelativeToIt() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var context = CommandContext(registry: registry, environment: [:], workingDirectory: folder.path)
        #expect(DesignerCLI.run(["list"], context: &context) == 0)
        let stdout = (context.output as? StringSink)?.text ?? ""
        #expect(stdout.contains(" RejectedComponentCommandTests.swift:\(Lopsided.line): \(problem)\n"))
    }

    /// `swift package designer` compiles an author's files through links in its own package:
    /// a problem names the author's file, not the link.
    @Test func aDeclarationCompiledThroughALinkIsShownAtItsFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/Badge.swift", "struct Badge {}\n")
        try FileManager.default.createDirectory(
            atPath: sandbox.path(".build/host/Mirror"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path(".build/host/Mirror/Badge.swift"),
            withDestinationPath: sandbox.path("Sources/Badge.swift"))
        let documents = CommandParts(
            CommandContext(registry: registry, environment: [:], workingDirectory: sandbox.path("."))
        ).documents
        #expect(documents.shownSource(sandbox.path(".build/host/Mirror/Badge.swift")) == "Sources/Badge.swift")
        #expect(documents.shownSource(sandbox.path("Sources/Badge.swift")) == "Sources/Badge.swift")
    }

    @Test func checkReportsEachProblemAtItsDeclarationAndFails() throws {
        let sandbox = try Sandbox()
        try sandbox.write("pip.json", Self.document.replacingOccurrences(of: "Lopsided", with: "Pip"))
        let run = sandbox.runInProcess(["check", "pip.json"], registry: registry)
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(#filePath):\(Lopsided.line):6: error: \(problem) [invalid-component]\n"))
        // The component's source file was checked as well as the document.
        #expect(run.stderr.hasSuffix("1 error and 0 warnings in 1 file of 2 checked\n"))
        let json = sandbox.runInProcess(["check", "pip.json", "--format", "json"], registry: registry)
        #expect(json.status == 1)
        #expect(json.stdout.contains(#""rule": "invalid-component""#))
    }

    @Test func aViewOfTheRejectedClassIsToldWhyWhereverItIsUsed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        let reason = "class 'Lopsided' was rejected: \(problem)"
        let check = sandbox.runInProcess(["check"], registry: registry)
        #expect(check.stderr.contains("designer.json:3:24: error: \(reason) [invalid-component]\n"))
        let get = sandbox.runInProcess(["get", "l.stride"], registry: registry)
        #expect(get == Run(status: 64, stdout: "", stderr: "Error: view 'l' cannot be used: \(reason)\n"))
        let set = sandbox.runInProcess(["set", "l.stride=3"], registry: registry)
        #expect(
            set == Run(status: 1, stdout: "", stderr: "designer.json:3:24: error: view 'l' cannot be used: \(reason)\n")
        )
        #expect(try sandbox.read("designer.json") == Self.document)
        let inspect = sandbox.runInProcess(["inspect", "--view", "l"], registry: registry)
        #expect(inspect.status == 1)
        #expect(inspect.stderr.contains("designer.json:3:24: error: \(reason)\n"))
        #expect(
            inspect.stdout.contains("  rejected class (see its problems): shown as a placeholder, with no attributes\n")
        )
        let new = sandbox.runInProcess(["new", "Lopsided", "-f", "new.json"], registry: registry)
        #expect(new == Run(status: 64, stdout: "", stderr: "Error: \(reason)\n"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("new.json")))
        let render = sandbox.runInProcess(["render", "--format", "text"], registry: registry)
        #expect(render.status == 0)
        #expect(render.stderr.contains("designer.json:3:24: warning: \(reason)\n"))
    }

    @Test func everyOtherComponentKeepsWorkingSilently() throws {
        let sandbox = try Sandbox()
        try sandbox.write("designer.json", Self.document)
        #expect(
            sandbox.runInProcess(["get", "p.count"], registry: registry) == Run(status: 0, stdout: "5\n", stderr: ""))
        let set = sandbox.runInProcess(["set", "p.count=150"], registry: registry)
        #expect(set == Run(status: 0, stdout: "", stderr: "warning: p.count: 150 is outside 0...99; using 99\n"))
        #expect(try sandbox.read("designer.json").contains(#""count": 99"#))
    }

    @Test func anAuthorsDesignerHasTheStandardViewsAfterItsOwn() {
        let registry = DesignerCLI.registry(adding: [Pip.self, AuthorsLabel.self, Lopsided.self])
        #expect(registry.classNames.prefix(3) == ["View", "Pip", "UILabel"])
        #expect(registry.componentClass(named: "UILabel")?.attribute(named: "caption") != nil)
        #expect(registry.componentClass(named: "UISwitch") != nil)
        #expect(registry.classNames.filter { $0 == "UILabel" }.count == 1)
        #expect(registry.rejected.map(\.className) == ["Lopsided"])
        #expect(registry.componentClass(named: "MyProgressBar") == nil)
    }

    @Test(
        arguments: [
            (["check", "a.json"], "checked 1 document: no problems\n"),
            (["check", "."], "checked 2 documents: no problems\n"),
        ])
    func checkSaysOnStandardErrorThatItFoundNothing(arguments: [String], summary: String) throws {
        let sandbox = try Sandbox()
        let valid = #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
        try sandbox.write("a.json", valid)
        try sandbox.write("b.json", valid)
        #expect(sandbox.runInProcess(arguments) == Run(status: 0, stdout: "", stderr: summary))
        #expect(
            sandbox.runInProcess(arguments + ["--format", "json"]) == Run(status: 0, stdout: "[]\n", stderr: ""))
    }
}
