import DesignerCore
import Foundation
import Inspectable
import Testing

@testable import DesignerCLI

/// A designer a package ships names itself by the name it was run by, in help, usage errors and
/// `--version`, as a command built with ArgumentParser does.
@Suite("Program name")
struct ProgramNameTests {
    private func run(_ arguments: [String], as program: String) -> Run {
        var context = CommandContext(registry: .shipped, workingDirectory: FileManager.default.temporaryDirectory.path)
        context.programName = program
        let status = DesignerCLI.run(arguments, context: &context)
        return Run(
            status: status, stdout: (context.output as? StringSink)?.text ?? "",
            stderr: (context.errorOutput as? StringSink)?.text ?? "")
    }

    @Test(arguments: ["designer", "scorecard-designer"])
    func everyLineThatNamesTheCommandUsesItsName(program: String) {
        #expect(run(["--version"], as: program).stdout == "\(program) \(DesignerCLI.version)\n")
        let help = run(["--help"], as: program).stdout
        #expect(help.contains("USAGE: \(program) <subcommand>\n"))
        #expect(help.contains("  See '\(program) help <subcommand>' for detailed help.\n"))
        #expect(run(["help", "get"], as: program).stdout.contains("USAGE: \(program) get ["))
        #expect(run(["get", "--help"], as: program).stdout.contains("USAGE: \(program) get ["))
        let usage = run(["get", "--frobnicate"], as: program)
        #expect(usage.status == ExitStatus.usage)
        let lines = usage.stderr.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: \(program) get [") == true)
        #expect(lines.last == "  See '\(program) get --help' for more information.")
        let unknown = run(["frobnicate"], as: program).stderr.split(separator: "\n")
        #expect(unknown.dropFirst().first == "Usage: \(program) <subcommand>")
        #expect(unknown.last == "  See '\(program) --help' for more information.")
        #expect(
            run(["watch", "-f", "-"], as: program).stderr
                == "Error: \(program) watch needs a document file to watch, not standard input\n")
        // No other name slips in.
        #expect(!help.contains("USAGE: designer") || program == "designer")
        #expect(!usage.stderr.contains("'designer ") || program == "designer")
    }

    /// The package plugin runs designer as `swift package designer`: its help says so, but no
    /// completion script can be made for three words, which would take over `swift`'s.
    @Test func thePluginsNameIsNotCompleted() {
        let program = "swift package designer"
        #expect(run(["set", "--help"], as: program).stdout.contains("USAGE: swift package designer set ["))
        let completion = run(["--generate-completion-script", "bash"], as: program)
        #expect(
            completion
                == Run(
                    status: ExitStatus.usage, stdout: "",
                    stderr:
                        "Error: a shell cannot complete 'swift package designer'; run the designer's own binary with --generate-completion-script\n"
                ))
    }
}
