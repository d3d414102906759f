import DesignerCore

/// Completion scripts for bash, zsh and fish, made from the commands' specs
/// (`designer --generate-completion-script SHELL`): subcommands, their options, the values of
/// options that take one of a few (formats, appearances, modes), files for files, and, for `get`,
/// `set` and `reset`, the attribute keys of the document typed so far, which the script asks
/// designer for (`designer ---complete keys COMMAND WORDS…`, never listed in help).
enum CompletionScript {
    /// A shell a script is made for.
    enum Shell: String, CaseIterable, OptionValue {
        case bash, zsh, fish
        static let kind = "shell"
    }

    /// The commands whose arguments are attribute keys; `set`'s end with `=`.
    static let keyCommands = ["get", "set", "reset"]

    /// What an option's value is completed with.
    private enum ValueCompletion {
        case none, files, folders
        case words([String])
    }

    private static func valueCompletion(of option: CommandSpec.Option) -> ValueCompletion {
        if let words = option.valueType?.suggestions, !words.isEmpty { return .words(words) }
        switch option.valueName {
        case "file": return .files
        case "folder": return .folders
        default: return .none
        }
    }

    /// Each of the command's option's spellings: `-f`, `--file`.
    private static func spellings(_ option: CommandSpec.Option) -> [String] {
        (option.short.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
    }

    /// The top level's words: the subcommands, `help` and the flags.
    private static func topLevel(_ commands: [CommandSpec]) -> [String] {
        commands.map(\.name) + ["help", "--help", "--version", "--generate-completion-script"]
    }

    /// A name usable in a shell function's name: `scorecard-designer` is `scorecard_designer`.
    private static func identifier(_ program: String) -> String {
        String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// `text` in single quotes for a shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    static func script(for shell: Shell, program: String, commands: [CommandSpec]) -> String {
        switch shell {
        case .bash: bash(program, commands)
        case .zsh: zsh(program, commands)
        case .fish: fish(program, commands)
        }
    }

    private static func bash(_ program: String, _ commands: [CommandSpec]) -> String {
        let function = "_\(identifier(program))"
        var cases = ""
        for command in commands {
            var values = ""
            for option in command.options where option.valueName != nil {
                let completion: String
                switch valueCompletion(of: option) {
                case .none: completion = "return"
                case .files: completion = "COMPREPLY=($(compgen -f -- \"$cur\")); return"
                case .folders: completion = "COMPREPLY=($(compgen -d -- \"$cur\")); return"
                case .words(let words):
                    completion =
                        "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: "\n"))) -- \"$cur\")); return"
                }
                values += "            \(spellings(option).joined(separator: "|"))) \(completion) ;;\n"
            }
            // One word a line: the script splits on new lines alone, as file names may hold spaces.
            let options = command.options.flatMap(spellings).joined(separator: "\n")
            let positional =
                keyCommands.contains(command.name)
                ? """
                COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" ---complete keys \(command.name) "${COMP_WORDS[@]:2:COMP_CWORD-2}" 2> /dev/null)" -- "$cur"))
                        [[ ${COMPREPLY[0]} == *= ]] && compopt -o nospace
                """
                : "COMPREPLY=($(compgen -f -- \"$cur\"))"
            cases += """
                    \(command.name))
                        case "$prev" in
                \(values)        esac
                        if [[ $cur == -* ]]; then
                            COMPREPLY=($(compgen -W \(quoted(options)) -- "$cur"))
                        else
                            \(positional)
                        fi
                        ;;

                """
        }
        return """
            # bash completion for \(program): `\(program) --generate-completion-script bash`
            \(function)() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                local IFS=$'\\n'
                COMPREPLY=()
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W \(quoted(topLevel(commands).joined(separator: "\n"))) -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in
                --generate-completion-script)
                    [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W \(quoted(Shell.allCases.map(\.rawValue).joined(separator: "\n"))) -- "$cur"))
                    ;;
                help)
                    [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W \(quoted(commands.map(\.name).joined(separator: "\n"))) -- "$cur"))
                    ;;
            \(cases)    esac
            }
            complete -o filenames -F \(function) \(program)

            """
    }

    private static func zsh(_ program: String, _ commands: [CommandSpec]) -> String {
        let function = "_\(identifier(program))"
        var cases = ""
        for command in commands {
            var values = ""
            for option in command.options where option.valueName != nil {
                let completion: String
                switch valueCompletion(of: option) {
                case .none: completion = "return"
                case .files: completion = "_files; return"
                case .folders: completion = "_files -/; return"
                case .words(let words): completion = "compadd -- \(words.map(quoted).joined(separator: " ")); return"
                }
                values += "            \(spellings(option).joined(separator: "|"))) \(completion) ;;\n"
            }
            let options = command.options.flatMap(spellings).map(quoted).joined(separator: " ")
            let positional =
                keyCommands.contains(command.name)
                ? """
                local -a keys
                            keys=(${(f)"$($words[1] ---complete keys \(command.name) ${words[3,CURRENT-1]} 2> /dev/null)"})
                            compadd \(command.name == "set" ? "-S '' " : "")-a keys
                """
                : "_files"
            cases += """
                    \(command.name))
                        case $prev in
                \(values)        esac
                        if [[ $cur == -* ]]; then
                            compadd -- \(options)
                        else
                            \(positional)
                        fi
                        ;;

                """
        }
        return """
            #compdef \(program)
            # zsh completion for \(program): `\(program) --generate-completion-script zsh`
            \(function)() {
                local cur=$words[CURRENT] prev=$words[CURRENT-1]
                if (( CURRENT == 2 )); then
                    compadd -- \(topLevel(commands).map(quoted).joined(separator: " "))
                    return
                fi
                case $words[2] in
                --generate-completion-script)
                    (( CURRENT == 3 )) && compadd -- \(Shell.allCases.map(\.rawValue).joined(separator: " "))
                    ;;
                help)
                    (( CURRENT == 3 )) && compadd -- \(commands.map(\.name).joined(separator: " "))
                    ;;
            \(cases)    esac
            }
            compdef \(function) \(program)

            """
    }

    private static func fish(_ program: String, _ commands: [CommandSpec]) -> String {
        var lines = [
            "# fish completion for \(program): `\(program) --generate-completion-script fish`",
            "complete -c \(program) -f",
            "complete -c \(program) -n __fish_use_subcommand -l help -d 'Show help'",
            "complete -c \(program) -n __fish_use_subcommand -l version -d 'Show the version'",
            "complete -c \(program) -n __fish_use_subcommand -l generate-completion-script -x -a "
                + quoted(Shell.allCases.map(\.rawValue).joined(separator: " ")) + " -d 'Print a completion script'",
            "complete -c \(program) -n __fish_use_subcommand -a help -d 'Show help for a command'",
        ]
        for command in commands {
            lines.append(
                "complete -c \(program) -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.abstract))")
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                var line = "complete -c \(program) \(condition)"
                if let short = option.short { line += " -s \(short)" }
                line += " -l \(option.name)"
                if option.valueName != nil {
                    switch valueCompletion(of: option) {
                    case .none: line += " -x"
                    case .files: line += " -r -F"
                    case .folders: line += " -x -a '(__fish_complete_directories)'"
                    case .words(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
                    }
                }
                lines.append(line + " -d \(quoted(option.help))")
            }
            if keyCommands.contains(command.name) {
                lines.append(
                    "complete -c \(program) \(condition) -a '(\(program) ---complete keys (commandline -opc)[2..-1] 2> /dev/null)'"
                )
            } else if !command.arguments.isEmpty {
                lines.append("complete -c \(program) \(condition) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys `get`, `set` or `reset` may be given next, from the words typed after the
    /// command: the attributes of the `--view`'s class, or of every class in the document
    /// (`-f`, else `designer.json`); `set`'s end with `=`. Nothing where the document cannot be
    /// read: a completion never prints an error into the prompt.
    static func keys(_ words: [String], _ project: ProjectContext, _ documents: DocumentSource) -> [String] {
        guard let command = words.first, keyCommands.contains(command) else { return [] }
        var path = "designer.json"
        var view: String?
        var index = 1
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : nil
            if word == "-f" || word == "--file", let next {
                path = next
                index += 1
            } else if word.hasPrefix("--file=") {
                path = String(word.dropFirst("--file=".count))
            } else if word == "--view", let next {
                view = next
                index += 1
            }
            index += 1
        }
        guard path != "-", let document = try? documents.loadDocument(path) else { return [] }
        let classes: [String]
        if let view {
            guard let node = try? documents.selectedView(view, in: document) else { return [] }
            classes = [node.className]
        } else {
            classes = document.allViews.map(\.className)
        }
        var seen: Set<String> = []
        var keys: [String] = []
        for name in classes {
            let attributes = project.registry.componentClass(named: name)?.sections.flatMap(\.attributes) ?? []
            for attribute in attributes where seen.insert(attribute.name).inserted {
                keys.append(command == "set" ? attribute.name + "=" : attribute.name)
            }
        }
        return keys
    }
}
