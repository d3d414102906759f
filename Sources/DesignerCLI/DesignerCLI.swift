public import DesignerCore
public import Inspectable
import StandardViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `designer` command line, as a library: a package with components of its own ships its
/// own designer by running this with its components.
///
///     import DesignerCLI
///     DesignerCLI.main(adding: [Scorecard.self])
public enum DesignerCLI {
    public static let version = "0.1.0"

    static let overview =
        "Xcode's Attributes Inspector for the command line: list, inspect, edit and check the @Inspectable attributes of UI components in JSON documents and in the .xib and .storyboard files of iOS projects."

    /// The subcommands, in the order help lists them.
    static let commands: [any Command.Type] = [
        ListCommand.self, InspectCommand.self, GetCommand.self, SetCommand.self, ResetCommand.self,
        NewCommand.self, CheckCommand.self, SchemaCommand.self, RenderCommand.self, WatchCommand.self, EditCommand.self,
        ServeCommand.self,
        SnapshotCommand.self, ConvertCommand.self,
    ]

    /// Runs the process's command line with `View`, UIKit's standard views (`UILabel`,
    /// `UIButton`…, which Interface Builder documents place) and `components`.
    ///
    /// A component whose declaration has problems is set aside, not fatal: `list` shows it,
    /// `check` reports its problems at their declarations and fails, and a document that uses
    /// it is told why its class cannot be used; every other command and component works.
    /// Validate components strictly in their package's tests with `ComponentRegistry(_:)`.
    public static func main(adding components: [any Component.Type]) -> Never {
        main(registry: registry(adding: components))
    }

    /// The registry `main(adding:)` runs with: `components` validated, and listed first, then
    /// the standard views, validated by designer's own tests; an author's class of the same
    /// name as one of them stays.
    package static func registry(adding components: [any Component.Type]) -> ComponentRegistry {
        ComponentRegistry(rejectingInvalid: components).adding(validatedByTests: StandardViews.components)
    }

    /// Runs the process's command line with `registry` and exits with the command's status.
    public static func main(registry: ComponentRegistry) -> Never {
        var context = CommandContext.process(registry: registry)
        if let name = CommandLine.arguments.first?.split(separator: "/").last { context.programName = String(name) }
        var status: Int32
        do {
            status = run(try ProcessArguments.read(), context: &context)
        } catch {
            for line in error.lines(program: context.programName) { context.printError(line) }
            status = error.status
        }
        context.output.flush()
        if let failure = context.output.failure {
            // A full disk or a closed file must not pass for success.
            context.errorOutput.write("error: cannot write the output: \(failure)\n")
            status = ExitStatus.failure
        }
        context.errorOutput.flush()
        exit(status)
    }

    /// Runs one command line in-process and gives its exit status; output goes to the context.
    public static func run(_ arguments: [String], context: inout CommandContext) -> Int32 {
        do {
            try dispatch(arguments, &context)
            return ExitStatus.success
        } catch {
            for line in error.lines(program: context.programName) { context.printError(line) }
            return error.status
        }
    }

    private static func dispatch(_ arguments: [String], _ context: inout CommandContext) throws(CLIError) {
        guard let first = arguments.first else {
            context.print(
                HelpFormatter.help(commands: commands.map { $0.spec }, program: context.programName), terminator: "")
            return
        }
        switch first {
        case "--version":
            context.print("\(context.programName) \(version)")
        case "--generate-completion-script":
            let usage = "--generate-completion-script needs a shell: bash, zsh or fish."
            guard arguments.count == 2 else { throw .usage(usage, nil) }
            // A shell completes one command's name; `swift package designer` is three.
            guard !context.programName.contains(" ") else {
                throw .invalid([
                    "a shell cannot complete \(Printable.quoted(context.programName)); run the designer's own binary with --generate-completion-script"
                ])
            }
            do throws(InvalidValue) {
                let shell = try CompletionScript.Shell.parse(arguments[1])
                context.print(
                    CompletionScript.script(
                        for: shell, program: context.programName, commands: commands.map { $0.spec }),
                    terminator: "")
            } catch {
                throw .usage(
                    "--generate-completion-script: \(error.message(from: .option("generate-completion-script")))", nil)
            }
        case "---complete":
            // What a completion script asks, never an error: a prompt is no place for one.
            guard arguments.count >= 2, arguments[1] == "keys" else { return }
            for key in CompletionScript.keys(Array(arguments.dropFirst(2)), context) { context.print(key) }
        case "-h", "--help":
            context.print(
                HelpFormatter.help(commands: commands.map { $0.spec }, program: context.programName), terminator: "")
        case "help":
            guard let name = arguments.dropFirst().first, name != "help" else {
                context.print(
                    HelpFormatter.help(commands: commands.map { $0.spec }, program: context.programName), terminator: ""
                )
                return
            }
            let command = try subcommand(named: name)
            context.print(HelpFormatter.help(for: command.spec, program: context.programName), terminator: "")
        default:
            let command = try subcommand(named: first)
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
            if parsed[CommandSpec.help] {
                context.print(HelpFormatter.help(for: command.spec, program: context.programName), terminator: "")
                return
            }
            try run(command, parsed, &context)
        }
    }

    private static func run<Subcommand: Command>(
        _ command: Subcommand.Type, _ arguments: ParsedArguments, _ context: inout CommandContext
    ) throws(CLIError) {
        let options = Set(command.spec.options.map(\.name))
        if options.contains(CommandSpec.sources.declaration.name), let folder = arguments[CommandSpec.sources] {
            switch FileSystem.kind(of: context.onFileResolved(folder)) {
            case .folder, .linkToFolder: context.sourcesFolder = folder
            case .missing: throw .usage("--sources \(Printable.quoted(folder)) does not exist.", command.spec)
            default: throw .usage("--sources \(Printable.quoted(folder)) is not a folder.", command.spec)
            }
        }
        // The document's project gives the classes its views are resolved against.
        if options.contains(CommandSpec.file.declaration.name) {
            context.adoptProject(ofDocument: arguments.documentPath)
        } else if command.spec.name == ConvertCommand.spec.name, let path = arguments.positionals.first {
            context.adoptProject(ofDocument: path)
        }
        if options.contains(CommandSpec.scene.declaration.name) {
            // The keys of get, set and reset (`download.percent=50`) name the views whose scene is meant.
            let keys = arguments.positionals.map { String($0.prefix { $0 != "=" }) }
            context.scene = SceneChoice(
                scene: arguments[CommandSpec.scene], keys: keys, view: arguments[CommandSpec.view])
        }
        try Subcommand.run(Subcommand.Options(arguments), &context)
    }

    private static func subcommand(named name: String) throws(CLIError) -> any Command.Type {
        if let command = commands.first(where: { $0.spec.name == name }) { return command }
        let names = commands.map { $0.spec.name } + ["help"]
        if name.hasPrefix("-") {
            let suggestion = Suggestion.closest(to: name, in: ["--help", "--version"]).map {
                " Did you mean \(Printable.quoted($0))?"
            }
            throw .usage("Unknown option \(Printable.quoted(name)).\(suggestion ?? "")", nil)
        }
        let suggestion = Suggestion.closest(to: name, in: names).map { " Did you mean \(Printable.quoted($0))?" } ?? ""
        throw .usage("Unknown subcommand \(Printable.quoted(name)).\(suggestion)", nil)
    }
}

/// A subcommand of `designer`.
protocol Command: Sendable {
    /// What the command line gives the command, as typed values.
    associatedtype Options: CommandOptions
    static var spec: CommandSpec { get }
    static func run(_ options: Options, _ context: inout CommandContext) throws(CLIError)
}

/// A command's options and arguments, taken from a command line that `spec` has checked and
/// whose values are read already.
protocol CommandOptions {
    init(_ arguments: ParsedArguments)
}
