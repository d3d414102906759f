public import DesignerCore
import Inspectable
public import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a command reads from and writes to besides files: the registry, the
/// environment, and the two output streams with what is known about their terminals.
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
    /// Which scene of a document of several (a storyboard) the command works on.
    var scene = SceneChoice.default
    /// The folder `--sources` names: the project of the Interface Builder documents read.
    var sourcesFolder: String?
    /// The registry the context was made with, before any project's classes were taken in.
    let baseRegistry: ComponentRegistry
    /// The projects read so far.
    let projects = ProjectCache()

    public init(
        registry: ComponentRegistry, environment: [String: String] = [:], output: any OutputSink = StringSink(),
        errorOutput: any OutputSink = StringSink(), isOutputTerminal: Bool = false, isErrorTerminal: Bool = false,
        terminalColumns: Int? = nil, workingDirectory: String? = nil
    ) {
        self.registry = registry
        self.baseRegistry = registry
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
        return CommandContext(
            registry: registry, environment: environment, output: FileDescriptorSink(descriptor: 1),
            errorOutput: FileDescriptorSink(descriptor: 2), isOutputTerminal: Terminal.isTerminal(1),
            isErrorTerminal: Terminal.isTerminal(2), terminalColumns: Terminal.columns(1))
    }

    /// The colors standard output can show.
    public var outputColors: ColorSupport {
        ColorSupport.detect(isTerminal: isOutputTerminal, environment: environment)
    }

    var errorColors: ColorSupport {
        ColorSupport.detect(isTerminal: isErrorTerminal, environment: environment)
    }

    /// Runs a file operation on `path` as seen from the working directory, reporting a failure
    /// under the path as the user wrote it.
    func onFile<Result: ~Copyable>(_ path: String, _ operation: (String) throws(FileError) -> Result) throws(FileError)
        -> Result
    {
        do {
            return try operation(onFileResolved(path))
        } catch {
            throw FileError(path, error.reason)
        }
    }

    /// `path` as seen from the working directory.
    func onFileResolved(_ path: String) -> String {
        FileSystem.path(path, from: workingDirectory)
    }

    mutating func print(_ text: String, terminator: String = "\n") {
        output.write(text + terminator)
    }

    mutating func printError(_ text: String) {
        errorOutput.write(text + "\n")
    }

    /// How diagnostics are printed on standard error: in color on a color terminal.
    var diagnosticStyle: DiagnosticStyle {
        DiagnosticStyle(colored: errorColors != .none)
    }

    /// Prints diagnostics as a compiler does, with the severity in color on a color terminal;
    /// each after `prefix` (`--from: warning: …`).
    mutating func report(_ diagnostics: [Diagnostic], in source: SourceText? = nil, prefix: String = "") {
        for diagnostic in diagnostics {
            printError(prefix + format(diagnostic, in: source))
        }
    }

    /// A diagnostic's line as `report` prints it.
    func format(_ diagnostic: Diagnostic, in source: SourceText?) -> String {
        diagnosticStyle.line(diagnostic, in: source)
    }

    /// A `path:line:column: error: …` line with its severity in color, on a color terminal.
    func colored(_ line: String, severity: Diagnostic.Severity) -> String {
        diagnosticStyle.colored(line, severity: severity)
    }
}

/// Which scene of a document that holds several a command works on.
enum SceneChoice: Equatable {
    /// The document's default scene: a storyboard's initial view controller's.
    case `default`
    /// The scene `--scene` names.
    case named(String)
    /// The scene holding the first of these views (ids or labels) that one holds, else the default.
    case holding([String])

    /// `--scene` if given, else the scene of the views `keys` (`download.percent`) and `view` name.
    init(scene: String?, keys: [String] = [], view: String? = nil) {
        if let scene {
            self = .named(scene)
            return
        }
        let ids =
            [view].compactMap { $0 }
            + keys.compactMap { key in key.split(separator: ".", maxSplits: 1).first.map(String.init) }
        self = ids.isEmpty ? .default : .holding(ids)
    }
}
