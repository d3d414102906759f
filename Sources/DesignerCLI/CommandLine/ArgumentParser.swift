import DesignerCore
import Inspectable

/// The options and arguments of one command line, checked against a `CommandSpec`, with each
/// option's value read as its declaration's type.
struct ParsedArguments {
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// How many of `positionals` came before `--`; `nil` when no `--` was given. `designer diff`
    /// tells `OLD NEW` from `REV -- PATH` by it.
    private(set) var positionalsBeforeSeparator: Int?
    /// The values read as their options' types: the last of each option, all of a repeating one.
    private var typed: [String: [any OptionValue]] = [:]

    /// The last value given for an option, as text, for what reads an option itself
    /// (`SnapshotReport.Files`: `--junit` and `--summary`); a command reads typed values.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Whether the flag was given.
    subscript(_ flag: CommandSpec.Option) -> Bool { flags.contains(flag.name) }

    /// The value the option was given last, `nil` if none.
    subscript<Value>(_ option: TypedOption<Value>) -> Value? {
        typed[option.declaration.name]?.last as? Value
    }

    /// Every value a repeating option was given, in order.
    func values<Value>(_ option: TypedOption<Value>) -> [Value] {
        typed[option.declaration.name]?.compactMap { $0 as? Value } ?? []
    }

    /// Reads `arguments` as `spec` describes: `--name value`, `--name=value`, `-n value`,
    /// flags, and positional arguments (all of them after `--`).
    init(_ arguments: [String], spec: CommandSpec) throws(CLIError) {
        var index = 0
        var onlyPositionals = false
        var given: [(option: CommandSpec.Option, value: String)] = []
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !onlyPositionals, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                positionalsBeforeSeparator = positionals.count
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
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("Missing value for \(Printable.quoted(option.usage)).", spec)
            }
            values[option.name, default: []].append(value)
            given.append((option, value))
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
        try read(given, spec: spec)
    }

    /// Reads the values as their options' types, in the order given: every value of a repeating
    /// option, and only the last of another, as a later value replaces an earlier one.
    private mutating func read(
        _ given: [(option: CommandSpec.Option, value: String)], spec: CommandSpec
    ) throws(CLIError) {
        for (position, (option, text)) in given.enumerated() {
            guard let type = option.valueType,
                option.isRepeating || !given[(position + 1)...].contains(where: { $0.option.name == option.name })
            else { continue }
            do {
                typed[option.name, default: []].append(try type.parse(text))
            } catch {
                throw .invalidValue(error, .option(option.name), spec)
            }
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

extension ParsedArguments {
    /// The document a command works on: `--file`, or `designer.json`.
    var documentPath: String { self[CommandSpec.file] ?? "designer.json" }

    /// The file an output option names; `nil` when it is not given or is `-`, standard output
    /// (as `-f -` is standard input).
    func outputPath(_ option: TypedOption<String>) -> String? {
        self[option].flatMap { $0 == "-" ? nil : $0 }
    }
}
