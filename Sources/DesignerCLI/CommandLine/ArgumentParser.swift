import DesignerCore
import Inspectable

/// The options and arguments of one command line, checked against a `CommandSpec`.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// The last value given for an option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    func values(_ name: String) -> [String] { values[name] ?? [] }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Reads `arguments` as `spec` describes: `--name value`, `--name=value`, `-n value`,
    /// flags, and positional arguments (all of them after `--`).
    init(_ arguments: [String], spec: CommandSpec) throws(CLIError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !onlyPositionals, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard let option = Self.option(named: name, in: spec) else {
                let names = spec.allOptions.map { "--\($0.name)" }
                let suggestion =
                    Suggestion.closest(to: name, in: names).map { " Did you mean \(Printable.quoted($0))?" } ?? ""
                throw .usage("Unknown option \(Printable.quoted(name)).\(suggestion)", spec)
            }
            guard option.valueName != nil else {
                if attached != nil { throw .usage("The flag '--\(option.name)' takes no value.", spec) }
                flags.insert(option.name)
                continue
            }
            if let attached {
                values[option.name, default: []].append(attached)
            } else if index < arguments.count {
                values[option.name, default: []].append(arguments[index])
                index += 1
            } else {
                throw .usage("Missing value for \(Printable.quoted(option.usage)).", spec)
            }
        }
        if flags.contains("help") { return }
        let required = spec.arguments.filter(\.isRequired).count
        if positionals.count < required,
            let missing = spec.arguments.filter(\.isRequired).dropFirst(positionals.count).first
        {
            throw .usage("Missing expected argument '<\(missing.name)>'.", spec)
        }
        if !spec.arguments.contains(where: \.isRepeating), positionals.count > spec.arguments.count {
            throw .usage("Unexpected argument \(Printable.quoted(positionals[spec.arguments.count])).", spec)
        }
    }

    private static func option(named name: String, in spec: CommandSpec) -> CommandSpec.Option? {
        if name.hasPrefix("--") {
            let long = name.dropFirst(2)
            return spec.allOptions.first { $0.name == long }
        }
        guard name.count == 2, let short = name.last else { return nil }
        return spec.allOptions.first { $0.short == short }
    }
}
