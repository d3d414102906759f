import Foundation
import TestTools
import Testing

/// `designer --generate-completion-script`: scripts every shell reads, whose completions come from
/// the commands' specs and, for attribute keys, from the document typed on the line.
@Suite("Completion scripts")
struct CompletionScriptTests {
    @Test(.needs(.bash)) func bashReadsItsScript() throws { try expectScriptRead(by: .bash) }
    @Test(.needs(.zsh)) func zshReadsItsScript() throws { try expectScriptRead(by: .zsh) }
    @Test(.needs(.fish)) func fishReadsItsScript() throws { try expectScriptRead(by: .fish) }

    /// The script for `shell`, which the shell itself reads without an error.
    private func expectScriptRead(by shell: ExternalTool) throws {
        let sandbox = try Sandbox()
        let run = try sandbox.run(["--generate-completion-script", shell.name])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdout.contains("render") && run.stdout.contains("generate-completion-script"))
        try sandbox.write("script", run.stdout)
        let check = Process()
        check.executableURL = URL(fileURLWithPath: try shell.executable())
        check.arguments = ["-n", sandbox.path("script")]
        let errors = Pipe()
        check.standardError = errors
        try check.run()
        check.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(check.terminationStatus == 0, "\(shell) -n: \(text)")
    }

    /// What bash's completion offers for the words of `line` (the last one being completed), with
    /// the script loaded for the built designer.
    private func bashCompletes(_ line: [String], in sandbox: Sandbox) throws -> [String] {
        let script = try sandbox.run(["--generate-completion-script", "bash"]).stdout
        try sandbox.write("completion.bash", script)
        let words = ([Binary.designer.path] + line).map { "'\($0)'" }.joined(separator: " ")
        let driver = """
            source completion.bash
            complete -p designer > /dev/null || exit 3
            COMP_WORDS=(\(words))
            COMP_CWORD=\(line.count)
            _designer
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.bash.executable())
        process.arguments = ["-c", driver]
        process.currentDirectoryURL = sandbox.url
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text.split(separator: "\n").map(String.init)
    }

    @Test(.needs(.bash))
    func bashCompletesCommandsOptionsValuesAndKeys() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bar.json", progressBarDocument)
        #expect(try bashCompletes(["re"], in: sandbox) == ["reset", "render"])
        #expect(try bashCompletes(["--gen"], in: sandbox) == ["--generate-completion-script"])
        #expect(try bashCompletes(["--generate-completion-script", ""], in: sandbox) == ["bash", "zsh", "fish"])
        let renderOptions = try bashCompletes(["render", "--f"], in: sandbox)
        #expect(renderOptions.contains("--format") && renderOptions.contains("--file"), "\(renderOptions)")
        #expect(try bashCompletes(["render", "--format", ""], in: sandbox) == ["ansi", "svg", "png", "text"])
        #expect(try bashCompletes(["render", "--appearance", "d"], in: sandbox) == ["dark"])
        #expect(try bashCompletes(["render", "-f", "ba"], in: sandbox) == ["bar.json"])
        #expect(try bashCompletes(["set", "-f", "bar.json", "per"], in: sandbox) == ["percent="])
        #expect(try bashCompletes(["get", "--file", "bar.json", "bar"], in: sandbox) == ["barColor", "barBgColor"])
        // No document, nothing offered, and nothing printed into the prompt.
        #expect(try bashCompletes(["reset", "-f", "missing.json", ""], in: sandbox) == [])
    }

    @Test(.needs(.fish))
    func fishCompletesKeysAndValues() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bar.json", progressBarDocument)
        try sandbox.write("completion.fish", try sandbox.run(["--generate-completion-script", "fish"]).stdout)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.fish.executable())
        process.arguments = [
            "-c",
            #"source completion.fish; complete -C "designer set -f bar.json per"; complete -C "designer render --appearance ""#,
        ]
        process.currentDirectoryURL = sandbox.url
        process.environment = ["PATH": Binary.designer.deletingLastPathComponent().path + ":/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let words = text.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(words == ["percent=", "dark", "light"], "\(text)")
    }

    @Test func theKeysComeFromTheDocumentOrItsView() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "scene.json",
            #"{"class": "View", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "subviews": [{"id": "bar", "class": "MyProgressBar", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}"#
        )
        let all = try sandbox.run(["---complete", "keys", "get", "-f", "scene.json"])
        #expect(all.status == 0 && all.stderr.isEmpty)
        #expect(all.stdout.split(separator: "\n").first == "backgroundColor")
        #expect(all.stdout.contains("percent\n"))
        let view = try sandbox.run(["---complete", "keys", "set", "-f", "scene.json", "--view", "bar"])
        #expect(view.stdout.split(separator: "\n").first == "percent=")
        for broken in [["get", "-f", "missing.json"], ["get", "-f", "scene.json", "--view", "nope"], ["list"], []] {
            try sandbox.write("bad.json", "{")
            let run = try sandbox.run(["---complete", "keys"] + broken)
            #expect(run == Run(status: 0, stdout: "", stderr: ""), "\(broken)")
        }
        #expect(
            try sandbox.run(["---complete", "keys", "get", "-f", "bad.json"]) == Run(status: 0, stdout: "", stderr: ""))
    }

    @Test(arguments: [
        (["--generate-completion-script"], "Error: --generate-completion-script needs a shell: bash, zsh or fish."),
        (
            ["--generate-completion-script", "bahs"],
            "Error: --generate-completion-script: 'bahs' is not a shell; use bash, zsh, fish. Did you mean 'bash'?"
        ),
        (
            ["--generate-completion-script", "bash", "zsh"],
            "Error: --generate-completion-script needs a shell: bash, zsh or fish."
        ),
    ])
    func aMissingOrUnknownShellIsRefused(arguments: [String], message: String) throws {
        let run = try Sandbox().run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == message, "\(run)")
    }
}
