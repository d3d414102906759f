/// Help screens laid out as swift-argument-parser lays them out:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS, wrapped at 80 columns. `program` is
/// the name the command line was run by: `designer`, or a designer a package ships.
enum HelpFormatter {
    static let labelWidth = 26
    static let width = 80

    static func help(for spec: CommandSpec, program: String) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)", ""]
        if let discussion = spec.discussion {
            lines += [discussion, ""]
        }
        lines += ["USAGE: \(spec.usage(program: program))", ""]
        if !spec.arguments.isEmpty {
            lines.append("ARGUMENTS:")
            lines += spec.arguments.flatMap { entry("<\($0.name)>", $0.help) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        lines += spec.allOptions.flatMap { entry($0.label, $0.help) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func help(commands: [CommandSpec], program: String) -> String {
        var lines = [
            "OVERVIEW: \(DesignerCLI.overview)", "",
            "USAGE: \(program) <subcommand>", "",
            "OPTIONS:",
        ]
        lines += entry("--version", "Show the version.")
        lines += entry(
            "--generate-completion-script <shell>",
            "Print a completion script for bash, zsh or fish.")
        lines += entry("-h, --help", "Show help information.")
        lines += ["", "SUBCOMMANDS:"]
        for command in commands {
            lines += entry(command.name, command.abstract)
        }
        lines += entry("help", "Show subcommand help information.")
        lines += ["", "  See '\(program) help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label and its help, the help wrapped into a column beside or below the label.
    static func entry(_ label: String, _ help: String) -> [String] {
        let indent = String(repeating: " ", count: labelWidth)
        let wrapped = wrap(help, width: width - labelWidth)
        let first = "  " + label
        var lines: [String] = []
        if first.count < labelWidth {
            lines.append(first + String(repeating: " ", count: labelWidth - first.count) + (wrapped.first ?? ""))
            lines += wrapped.dropFirst().map { indent + $0 }
        } else {
            lines.append(first)
            lines += wrapped.map { indent + $0 }
        }
        return lines
    }

    /// Splits text into lines of at most `width` characters, at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
