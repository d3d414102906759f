import Foundation
import Testing

/// User text in what other programs read: no name can start a line of its own (GitHub Actions
/// runs a line `::error …` as a command), make live Markdown, or hide as something else.
@Suite("Injection")
struct InjectionTests {
    /// A document name made to inject: a workflow command, a Markdown heading and link, a
    /// color escape, and a right-to-left override.
    static let evil = "x\n::error file=evil::pwned\n\n# Heading [link](https:evil.example)\u{1B}[31m\u{202E}.json"

    @Test func namesNeverStartALineOrHideAsSomethingElse() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.evil, progressBarDocument)
        #expect(try sandbox.run(["snapshot", "--format", "text,png"]).status == 0)
        try sandbox.write(Self.evil, progressBarDocument.replacing("\"percent\": 50", with: "\"percent\": 70"))
        let runs = [
            try sandbox.run(
                ["snapshot", "--format", "text,png", "--summary", "summary.md", "--junit", "junit.xml"],
                environment: ["GITHUB_ACTIONS": "true"]),
            try sandbox.run(["check", "."], environment: ["GITHUB_ACTIONS": "true"]),
            try sandbox.run(["inspect", "-f", Self.evil]),
            try sandbox.run(["render", "--format", "text", "-f", Self.evil]),
        ]
        #expect(runs[0].status == 1, "the changed snapshot fails")
        for run in runs {
            for line in (run.stdout + run.stderr).split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!line.hasPrefix("::error file=evil"), "\(line)")
                #expect(!line.hasPrefix("# Heading"), "\(line)")
            }
            #expect(!(run.stdout + run.stderr).contains("\u{1B}"))
            #expect(!(run.stdout + run.stderr).contains("\u{202E}"))
        }
        #expect(runs[0].stdout.contains("::error file=x%0A%3A%3Aerror file=evil%3A%3Apwned%0A%0A# Heading"))
        let summary = try sandbox.read("summary.md")
        for line in summary.split(separator: "\n") {
            #expect(!line.hasPrefix("#") || line == "## designer snapshot", "\(line)")
            #expect(!line.hasPrefix("::"), "\(line)")
        }
        #expect(!summary.contains("\u{1B}") && !summary.contains("\u{202E}"))
        let junit = try sandbox.read("junit.xml")
        #expect(!junit.contains("\u{1B}") && !junit.contains("\u{202E}"))
        #expect(!junit.split(separator: "\n").contains { $0.hasPrefix("::error file=evil") })
    }

    @Test func aClassNameMakesNoLiveMarkdown() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "a.json",
            #"{"class": "[Click me](https:evil.example) ![i](x.png) **bold** `code` _it_", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
        )
        #expect(try sandbox.run(["snapshot", "--format", "text", "--summary", "summary.md"]).status == 1)
        let summary = try sandbox.read("summary.md")
        #expect(
            summary.contains(#"\[Click me\](https:evil.example) \!\[i\](x.png) \*\*bold\*\* \`code\` \_it\_"#),
            "\(summary)")
    }

    @Test func idsAndClassesWithBidirectionalControlsAreShownEscaped() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "designer.json",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}, "subviews": [{"id": "a\#u{202E}b", "class": "M\#u{2066}y", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}]}"#
        )
        let runs = [
            try sandbox.run(["check"]), try sandbox.run(["inspect"]), try sandbox.run(["get", "nope.percent"]),
            try sandbox.run(["render", "--format", "text"]),
        ]
        for run in runs {
            #expect(!(run.stdout + run.stderr).contains("\u{202E}") && !(run.stdout + run.stderr).contains("\u{2066}"))
        }
        #expect(runs[0].stderr.contains("unknown class 'M\\u{2066}y'"))
        #expect(runs[1].stdout.contains("M\\u{2066}y 'a\\u{202E}b'"))
    }
}
