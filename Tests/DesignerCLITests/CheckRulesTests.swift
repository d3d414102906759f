import DesignerCore
import Foundation
import Testing

@testable import DesignerCLI

/// Every finding of `check` names its rule, every rule is listed, and nothing under a folder
/// checked is passed over without a word.
@Suite struct CheckRulesTests {
    static let twice =
        #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "subviews": [{"id": "a", "class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, {"id": "a", "class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#

    static func xib(className: String = "MyProgressBar") -> String {
        IBFixture.xib(IBFixture.view("v1", className: className))
    }

    @Test func theRuleIsShownInTextJSONAndAnnotations() throws {
        let sandbox = try Sandbox()
        try sandbox.write("docs/twice.json", Self.twice)
        try sandbox.write("docs/broken.json", #"{"class": "View""#)
        let text = sandbox.runInProcess(["check", "docs"])
        #expect(
            text
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        docs/broken.json:1:17: error: unexpected end of file; expected '}' [json-syntax]
                        docs/twice.json:1:173: error: duplicate id 'a'; it is also at 1:91 [duplicate-id]
                        2 errors and 0 warnings in 2 files of 2 checked

                        """))
        let json = sandbox.runInProcess(["check", "docs", "--format", "json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(reports.map { $0["rule"] as? String } == ["json-syntax", "duplicate-id"])
        let github = sandbox.runInProcess(["check", "docs"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(
            github.stdout == """
                ::error file=docs/broken.json,line=1,col=17,title=json-syntax::unexpected end of file; expected '}'
                ::error file=docs/twice.json,line=1,col=173,title=duplicate-id::duplicate id 'a'; it is also at 1:91

                """)
    }

    @Test func theFileProblemsOfCheckHaveRulesToo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("empty/readme.txt", "")
        let run = sandbox.runInProcess(["check", "empty", "nope.json"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("empty: error: holds no documents; a document is a .json file"))
        #expect(run.stderr.contains("[no-documents]\n"))
        #expect(run.stderr.contains("nope.json: error: ") && run.stderr.contains("[unreadable-file]\n"))
    }

    @Test func listRulesShowsEachRuleWithItsSeverityAndSummary() throws {
        let sandbox = try Sandbox()
        let run = sandbox.runInProcess(["check", "--list-rules"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("RULE") == true)
        #expect(lines.count == RuleCatalog.rules.count + 1)
        for rule in RuleCatalog.rules {
            #expect(!rule.summary.isEmpty)
            #expect(
                lines.contains {
                    $0.hasPrefix(rule.rawValue + " ") && $0.contains(" \(rule.defaultSeverity.rawValue) ")
                },
                "\(rule.rawValue)")
        }
        let json = sandbox.runInProcess(["check", "--list-rules", "--format", "json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rules.compactMap { $0["rule"] as? String } == RuleCatalog.rules.map(\.rawValue).sorted())
    }

    /// Every rule declared in the sources is in the catalog, so `--list-rules` lists it and a
    /// configuration may name it; and no two share an id.
    @Test func theCatalogHoldsEveryRuleDeclared() throws {
        let sources = Binary.packageRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var declared: [String] = []
        let declaration = /Rule\(\s*(?:rawValue:\s*)?"([a-z0-9-]+)"/
        while let file = enumerator.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            // Doc comments show declarations as examples.
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("///") }
                .joined(separator: "\n")
            declared += text.matches(of: declaration).map { String($0.output.1) }
        }
        let listed = (RuleCatalog.rules + RuleCatalog.auditRules).map(\.rawValue)
        #expect(declared.sorted() == listed.sorted())
        #expect(Set(listed).count == listed.count)
    }

    @Test func otherJSONAFolderHoldsIsNamedNotChecked() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Views/card.json", Self.twice)
        try sandbox.write("App/Resources/animation.json", #"{"v": "5.7.4", "fr": 60, "layers": []}"#)
        try sandbox.write("App/Resources/list.json", "[1, 2]")
        try sandbox.write("App/package.json", #"{"name": "app", "id": "x"}"#)
        // A watch complication's templates are Xcode's, as an asset catalog's contents are.
        try sandbox.write("App/Gallery.ckcomplication/A1.json", #"{"class": "CLKComplicationTemplate"}"#)
        try sandbox.write(
            "App/Views/ok.json", Self.twice.replacingOccurrences(of: #""id": "a", "class""#, with: #""class""#))
        let run = sandbox.runInProcess(["check", "App"])
        #expect(
            run.stderr == """
                App/Views/card.json:1:173: error: duplicate id 'a'; it is also at 1:91 [duplicate-id]
                App: note: 3 JSON files in it are no designer documents (no 'class' at the root), so not checked: 'Resources/animation.json', 'Resources/list.json', 'package.json' [other-json]
                1 error, 0 warnings and 1 note in 2 files of 2 checked

                """)
        // Named, a file is a document, whatever it holds; a file that is no JSON is taken for a
        // broken document when it names a class, and passed over, saying so, when it does not.
        #expect(sandbox.runInProcess(["check", "App/package.json"]).stderr.contains("view has no 'class'"))
        try sandbox.write("App/Resources/broken.json", #"{"class": "View","#)
        try sandbox.write("App/Resources/commented.json", "// settings\n{\"v\": 1}")
        let broken = sandbox.runInProcess(["check", "App"]).stderr
        #expect(broken.contains("App/Resources/broken.json:1:18: error: "))
        #expect(broken.contains("'Resources/commented.json'"))
        // Off, the note is gone.
        try sandbox.write(".designer-check.json", #"{"disabled": ["other-json"]}"#)
        #expect(!sandbox.runInProcess(["check", "App"]).stderr.contains("other-json"))
    }

    @Test func aNestedPackagesInterfaceBuilderDocumentsAreCheckedAndItsJSONNamed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("repo/App/Main.xib", Self.xib())
        try sandbox.write("repo/Kit/Package.swift", "// swift-tools-version: 6.0\n")
        try sandbox.write("repo/Kit/Sources/Kit/Card.xib", Self.xib(className: "Nowhere"))
        try sandbox.write("repo/Kit/Tests/a.json", #"{"class": "Scorecard"}"#)
        try sandbox.write("repo/Kit/Tests/b.json", #"{"class": "Scorecard"}"#)
        try sandbox.write("repo/Kit/Tests/designer.schema.json", "{}")
        // A package in the package is named for its own documents.
        try sandbox.write("repo/Kit/Inner/Package.swift", "// swift-tools-version: 6.0\n")
        try sandbox.write("repo/Kit/Inner/c.json", #"{"class": "Scorecard"}"#)
        // One with no JSON documents is not worth a note, nor is JSON that is no document.
        try sandbox.write("repo/Other/Package.swift", "// swift-tools-version: 6.0\n")
        try sandbox.write("repo/Other/Tests/Fixtures/response.json", #"{"status": "ok"}"#)
        try sandbox.write("repo/Other/Views/Row.xib", Self.xib())
        let run = sandbox.runInProcess(["check", "repo"])
        #expect(run.status == 1, "\(run)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("repo/Kit/Sources/Kit/Card.xib:") && $0.contains("'Nowhere'") })
        #expect(
            lines.contains(
                "repo/Kit/Inner: note: a Swift package: its 1 JSON document is left to its own designer ('swift package designer' in it) [nested-package]"
            ))
        #expect(
            lines.contains(
                "repo/Kit: note: a Swift package: its 2 JSON documents are left to its own designer ('swift package designer' in it) [nested-package]"
            ))
        #expect(!lines.contains { $0.hasPrefix("repo/Other") }, "\(run)")
        #expect(lines.last?.hasSuffix("of 3 checked") == true)
        // Named, a package is checked whole, its JSON documents too.
        #expect(sandbox.runInProcess(["check", "repo/Kit/Tests"]).stderr.contains("[invalid-document]"))
        // Snapshots are a package's own tests' to record: snapshot passes over it.
        let snapshot = sandbox.runInProcess(["snapshot", "--record", "all", "repo"])
        #expect(!snapshot.stderr.contains("repo/Kit"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("repo/Kit/Sources/Kit/__snapshots__")))
    }
}
