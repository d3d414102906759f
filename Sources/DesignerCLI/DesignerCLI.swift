public import DesignerCore
public import Inspectable
import StandardViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if os(Linux)
    import CLinux
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
        NewCommand.self, CheckCommand.self, AuditCommand.self, SchemaCommand.self, RenderCommand.self,
        WatchCommand.self, EditCommand.self,
        ServeCommand.self,
        SnapshotCommand.self, MergeReportsCommand.self, ConvertCommand.self, LayoutCommand.self, DiffCommand.self,
        TextconvCommand.self,
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
        ProcessHeap.keepFreedMemory()
        var context = CommandContext.process(registry: registry)
        if let name = CommandLine.arguments.first?.split(separator: "/").last { context.programName = String(name) }
        var status: Int32
        do {
            status = run(try ProcessArguments.read(), context: &context)
        } catch {
            for line in error.lines(program: context.programName) { context.errorOutput.write(line + "\n") }
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

    /// Runs one command line in-process and gives its exit status; output goes to the context's
    /// streams.
    public static func run(_ arguments: [String], context: inout CommandContext) -> Int32 {
        let writer = Writer(context)
        defer { (context.output, context.errorOutput) = (writer.output, writer.errorOutput) }
        do {
            try dispatch(arguments, context, writer)
            return ExitStatus.success
        } catch {
            for line in error.lines(program: writer.programName) { writer.printError(line) }
            return error.status
        }
    }

    private static func dispatch(_ arguments: [String], _ context: CommandContext, _ writer: Writer) throws(CLIError) {
        guard let first = arguments.first else {
            writer.print(
                HelpFormatter.help(commands: commands.map { $0.spec }, program: writer.programName), terminator: "")
            return
        }
        switch first {
        case "--version":
            writer.print("\(writer.programName) \(version)")
        case "--generate-completion-script":
            let usage = "--generate-completion-script needs a shell: bash, zsh or fish."
            guard arguments.count == 2 else { throw .usage(usage, nil) }
            // A shell completes one command's name; `swift package designer` is three.
            guard !writer.programName.contains(" ") else {
                throw .invalid([
                    "a shell cannot complete \(Printable.quoted(writer.programName)); run the designer's own binary with --generate-completion-script"
                ])
            }
            do throws(InvalidValue) {
                let shell = try CompletionScript.Shell.parse(arguments[1])
                writer.print(
                    CompletionScript.script(
                        for: shell, program: writer.programName, commands: commands.map { $0.spec }),
                    terminator: "")
            } catch {
                throw .usage(
                    "--generate-completion-script: \(error.message(from: .option("generate-completion-script")))", nil)
            }
        case "---complete":
            // What a completion script asks, never an error: a prompt is no place for one.
            guard arguments.count >= 2, arguments[1] == "keys" else { return }
            let project = ProjectContext(registry: context.registry, workingDirectory: context.workingDirectory)
            let documents = DocumentSource(project, problemsFor: writer)
            for key in CompletionScript.keys(Array(arguments.dropFirst(2)), project, documents) { writer.print(key) }
        case "-h", "--help":
            writer.print(
                HelpFormatter.help(commands: commands.map { $0.spec }, program: writer.programName), terminator: "")
        case "help":
            guard let name = arguments.dropFirst().first, name != "help" else {
                writer.print(
                    HelpFormatter.help(commands: commands.map { $0.spec }, program: writer.programName), terminator: ""
                )
                return
            }
            let command = try subcommand(named: name)
            writer.print(HelpFormatter.help(for: command.spec, program: writer.programName), terminator: "")
        default:
            let command = try subcommand(named: first)
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
            if parsed[CommandSpec.help] {
                writer.print(HelpFormatter.help(for: command.spec, program: writer.programName), terminator: "")
                return
            }
            try run(command, parsed, context, writer)
        }
    }

    /// Runs `command` with what it declares it needs: the project of its document, with
    /// `--sources` and `--scene` where its spec has them, its documents, and the writer.
    private static func run<Subcommand: Command>(
        _ command: Subcommand.Type, _ arguments: ParsedArguments, _ context: CommandContext, _ writer: Writer
    ) throws(CLIError) {
        let options = Subcommand.Options(arguments)
        let project = try ProjectContext(
            arguments, of: command.spec, document: options.projectDocument,
            namedClassesOnly: options.readsDocumentOnce, registry: context.registry,
            workingDirectory: context.workingDirectory, fontsFolder: context.environment["DESIGNER_FONTS"],
            indexFolder: ProjectIndex.folder(environment: context.environment))
        if context.exitsAfterCommand { ProcessHeap.prepare(forDocumentsAtOnce: options.documentsAtOnce) }
        defer {
            project.lookup.projects.saveIndex()
            if context.exitsAfterCommand { ProcessExit.keep(project) }
        }
        try Subcommand.run(
            options, project: project, documents: DocumentSource(project, problemsFor: writer), writer: writer)
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
///
/// The dispatcher parses its command line by `spec`, reads it into `Options`, and runs it with
/// what it needs, as values: the project it works in (made for its `Options.projectDocument`),
/// the source of its documents, and the writer of its output.
protocol Command: Sendable {
    /// What the command line gives the command, as typed values.
    associatedtype Options: CommandOptions
    static var spec: CommandSpec { get }
    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
}

/// A command's options and arguments, taken from a command line that `spec` has checked and
/// whose values are read already.
protocol CommandOptions {
    init(_ arguments: ParsedArguments)

    /// The document whose project the command works in, whose sources declare the classes its
    /// views resolve against; `nil` for a command that works on no one document.
    var projectDocument: String? { get }

    /// Whether the command reads its project document once, so that the classes it names then
    /// are all the project's classes it resolves; not for a command that follows the document's
    /// changes.
    var readsDocumentOnce: Bool { get }

    /// How many documents the command reads and draws at once (`ProcessHeap.prepare(forDocumentsAtOnce:)`).
    var documentsAtOnce: Int { get }
}

extension CommandOptions {
    var readsDocumentOnce: Bool { true }
    /// One: a command works on one document at a time.
    var documentsAtOnce: Int { 1 }
}
