import Foundation
import Testing

@testable import DesignerCLI

/// `check`'s configuration file: what it turns off, re-grades and leaves out, and every
/// mistake in it as one line at its place.
@Suite struct CheckConfigurationTests {
    /// A document with an id given twice (an error) and an image that is not there (a warning).
    static let flawed = """
        {"class": "View", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "subviews": [
        {"id": "a", "class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}},
        {"id": "a", "class": "CustomProgress", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "attributes": {"backImage": "nope.png"}}]}
        """
    static let sound = #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#

    @Test(arguments: [
        (#"{"disabled": [}"#, "1:15: error: unexpected '}'; expected a value"),
        ("[]", #"1:1: error: a configuration is an object such as {"disabled": ["image-format"]}, not an array"#),
        (#"{"disable": []}"#, "1:2: error: unknown key 'disable'; did you mean 'disabled'?"),
        (
            #"{"rules": []}"#,
            "1:2: error: unknown key 'rules'; a configuration has 'disabled', 'severity', 'exclude'"
        ),
        (#"{"exclude": [], "exclude": []}"#, "1:17: error: duplicate key 'exclude'"),
        (#"{"disabled": "clamped-value"}"#, "1:14: error: 'disabled' is an array of rule ids, not a string"),
        (
            "{\n  \"disabled\": [\"clamped-valu\"]\n}",
            "2:16: error: unknown rule 'clamped-valu'; did you mean 'clamped-value'?"
        ),
        (#"{"disabled": ["zzz"]}"#, "1:15: error: unknown rule 'zzz'; 'designer check --list-rules' lists them"),
        (#"{"disabled": [1]}"#, "1:15: error: a rule id is a string, not a number"),
        (#"{"severity": []}"#, "1:14: error: 'severity' is an object of rule ids and severities, not an array"),
        (
            #"{"severity": {"clamped-value": "fatal"}}"#,
            "1:32: error: 'fatal' is no severity; use 'error', 'warning' or 'note'"
        ),
        (
            #"{"severity": {"clamped-value": 2}}"#,
            "1:32: error: a number is no severity; use 'error', 'warning' or 'note'"
        ),
        (
            #"{"severity": {"clampd-value": "note"}}"#,
            "1:15: error: unknown rule 'clampd-value'; did you mean 'clamped-value'?"
        ),
        (#"{"exclude": "Pods"}"#, "1:13: error: 'exclude' is an array of path patterns, not a string"),
        (#"{"exclude": [true]}"#, "1:14: error: a path pattern is a string, not a boolean"),
        (
            #"{"exclude": ["Pods/[ab]"]}"#,
            "1:20: error: pattern 'Pods/[ab]' has '['; patterns have '*', '?' and '**', not character classes, braces or escapes"
        ),
        (
            #"{"exclude": ["/abs"]}"#,
            "1:15: error: pattern '/abs' is absolute; patterns are relative to the configuration's folder"
        ),
        (
            #"{"exclude": ["App/../x"]}"#,
            "1:19: error: pattern 'App/../x' has '..'; patterns are relative to the configuration's folder"
        ),
        (
            #"{"exclude": ["a/b**"]}"#,
            "1:17: error: pattern 'a/b**' has '**' within a component; '**' stands alone, as in 'Pods/**'"
        ),
        (#"{"exclude": ["a//b"]}"#, "1:17: error: pattern 'a//b' has an empty component ('//')"),
        (#"{"exclude": [""]}"#, "1:14: error: pattern '' is empty, and matches nothing"),
    ])
    func aMistakeIsOneLineAtItsPlace(configuration: String, expected: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(".designer-check.json", configuration)
        try sandbox.write("docs/a.json", Self.flawed)
        let run = sandbox.runInProcess(["check", "docs"])
        #expect(run == Run(status: 64, stdout: "", stderr: ".designer-check.json:\(expected)\n"))
        #expect(try sandbox.read(".designer-check.json") == configuration)
        #expect(try sandbox.read("docs/a.json") == Self.flawed)
    }

    @Test func aConfigurationThatCannotBeReadIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", Self.sound)
        #expect(
            sandbox.runInProcess(["check", "--config", "missing.json", "a.json"])
                == Run(status: 64, stdout: "", stderr: "missing.json: error: No such file or directory\n"))
    }

    @Test func rulesAreTurnedOffAndRegraded() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.json", Self.flawed)
        let missing = "a.json:3:120: warning: backImage: image 'nope.png' does not exist; drawn as a placeholder"
        #expect(sandbox.runInProcess(["check", "a.json"]).stderr.contains(missing + " [missing-image]\n"))
        // The id given twice is made a warning, the missing image an error.
        try sandbox.write(
            ".designer-check.json", #"{"severity": {"duplicate-id": "warning", "missing-image": "error"}}"#)
        var run = sandbox.runInProcess(["check", "a.json"])
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                a.json:3:8: warning: duplicate id 'a'; it is also at 2:8 [duplicate-id]
                a.json:3:120: error: backImage: image 'nope.png' does not exist; drawn as a placeholder [missing-image]
                1 error and 1 warning in 1 file of 1 checked

                """)
        // Off, it is gone, and what is left is a warning: the check passes, unless --strict.
        try sandbox.write(
            ".designer-check.json", #"{"disabled": ["missing-image"], "severity": {"duplicate-id": "warning"}}"#)
        run = sandbox.runInProcess(["check", "a.json"])
        #expect(run.status == 0)
        #expect(!run.stderr.contains("missing-image"))
        #expect(run.stderr.hasSuffix("0 errors and 1 warning in 1 file of 1 checked\n"))
        #expect(sandbox.runInProcess(["check", "--strict", "a.json"]).status == 1)
        // In JSON and annotations, at the severity configured.
        let json = sandbox.runInProcess(["check", "a.json", "--format", "json"]).stdout
        #expect(json.contains(#""severity": "warning""#) && json.contains(#""rule": "duplicate-id""#))
        #expect(
            sandbox.runInProcess(["check", "a.json"], environment: ["GITHUB_ACTIONS": "true"]).stdout
                == "::warning file=a.json,line=3,col=8,title=duplicate-id::duplicate id 'a'; it is also at 2:8\n")
    }

    @Test func theConfigurationIsFoundFromTheCheckedPathUpward() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Views/a.json", Self.flawed)
        try sandbox.write(".designer-check.json", #"{"disabled": ["duplicate-id", "missing-image"]}"#)
        // Checked from within the project, or from outside it, the same configuration applies.
        #expect(sandbox.runInProcess(["check", "a.json"], in: "App/Views").status == 0)
        #expect(sandbox.runInProcess(["check", "App"]).status == 0)
        // --config names another, used instead.
        try sandbox.write("strict.json", "{}")
        #expect(sandbox.runInProcess(["check", "--config", "strict.json", "App"]).status == 1)
    }

    @Test func excludedPathsAreNotCheckedAndANamedOneSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Pods/Lib/broken.json", "{")
        try sandbox.write("Legacy/old.json", "{")
        try sandbox.write("Legacy/Sub/kept.json", Self.sound)
        try sandbox.write("App/a.json", Self.sound)
        try sandbox.write(".designer-check.json", #"{"exclude": ["Pods", "Legacy/*.json"]}"#)
        #expect(
            sandbox.runInProcess(["check", "."])
                == Run(status: 0, stdout: "", stderr: "checked 2 documents: no problems\n"))
        // A folder whose documents are all excluded holds documents: no "holds no documents".
        #expect(
            sandbox.runInProcess(["check", "Pods/Lib"]).stderr == """
                Pods/Lib: note: not checked: '.designer-check.json' excludes it ('Pods') [excluded-path]
                0 errors, 0 warnings and 1 note in 1 file of 0 checked

                """)
        #expect(sandbox.runInProcess(["check", "Legacy"]).status == 0)
        #expect(sandbox.runInProcess(["check", "Legacy/old.json"]).status == 0)
        // Patterns are relative to the configuration's folder, wherever the check starts.
        #expect(
            sandbox.runInProcess(["check", "."], in: "Legacy")
                == Run(status: 0, stdout: "", stderr: "checked 1 document: no problems\n"))
        #expect(sandbox.runInProcess(["check", "Lib"], in: "Pods").stderr.contains("[excluded-path]"))
    }

    @Test(arguments: [
        ("Pods", "Pods/A/b.xib", true),
        ("Pods/**", "Pods", true),
        ("Pods/**", "Pods/A/b.xib", true),
        ("Legacy/*.xib", "Legacy/Old.xib", true),
        ("Legacy/*.xib", "Legacy/Sub/Old.xib", false),
        ("**/Generated", "App/Generated/View.xib", true),
        ("**/Generated", "Generated", true),
        ("App/?.json", "App/a.json", true),
        ("App/?.json", "App/ab.json", false),
        ("*.storyboard", "Main.storyboard", true),
        ("*.storyboard", "App/Main.storyboard", false),
        ("Pod", "Pods/a.xib", false),
    ])
    func patternsMatchComponentByComponent(pattern: String, path: String, matches: Bool) throws {
        #expect(try PathPattern(pattern).matches(path) == matches)
    }
}
