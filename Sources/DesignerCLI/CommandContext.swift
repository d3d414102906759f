public import DesignerCore
public import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command line runs with: the registry, the environment, the working folder, and the
/// two output streams with what is known about their terminals.
///
/// `DesignerCLI.run(_:context:)` runs a command line in-process with one, and leaves what it
/// wrote in its streams. A command does not see it: the dispatcher makes from it the
/// ``ProjectContext`` a command works in, the ``DocumentSource`` it reads documents from and the
/// ``Writer`` it writes to.
public struct CommandContext {
    public var registry: ComponentRegistry
    public var environment: [String: String]
    public var output: any OutputSink
    public var errorOutput: any OutputSink
    public var isOutputTerminal: Bool
    public var isErrorTerminal: Bool
    /// The terminal's width, when the output is a terminal.
    public var terminalColumns: Int?
    /// The folder relative paths start from; `nil` for the process's current folder.
    public var workingDirectory: String?
    /// The name the command line was run by, which completion scripts complete: `designer`, or
    /// the name of a designer a package ships.
    var programName = "designer"
    /// Whether the process exits when the command ends, so that what the command made need not
    /// be freed (`ProcessExit.keep`); commands run in-process free everything.
    var exitsAfterCommand = false

    public init(
        registry: ComponentRegistry, environment: [String: String] = [:], output: any OutputSink = StringSink(),
        errorOutput: any OutputSink = StringSink(), isOutputTerminal: Bool = false, isErrorTerminal: Bool = false,
        terminalColumns: Int? = nil, workingDirectory: String? = nil
    ) {
        self.registry = registry
        self.environment = environment
        self.output = output
        self.errorOutput = errorOutput
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.terminalColumns = terminalColumns
        self.workingDirectory = workingDirectory
    }

    /// The context of this process: its environment, standard output and standard error.
    public static func process(registry: ComponentRegistry) -> CommandContext {
        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        var context = CommandContext(
            registry: registry, environment: environment, output: FileDescriptorSink(descriptor: 1),
            errorOutput: FileDescriptorSink(descriptor: 2), isOutputTerminal: Terminal.isTerminal(1),
            isErrorTerminal: Terminal.isTerminal(2), terminalColumns: Terminal.columns(1))
        context.exitsAfterCommand = true
        return context
    }

    /// The colors standard output can show.
    public var outputColors: ColorSupport {
        ColorSupport.detect(isTerminal: isOutputTerminal, environment: environment)
    }
}
