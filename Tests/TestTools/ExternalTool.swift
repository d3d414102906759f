import Foundation

#if canImport(Testing)
    public import Testing
#endif

/// A program some tests drive that a fresh machine may lack (a terminal multiplexer, another shell,
/// an independent SVG rasterizer), found on `PATH` as a shell finds it.
///
/// Where it is missing, the tests that need it are skipped with the reason and how to install it,
/// so that `swift test` passes on a machine with Swift alone. With `DESIGNER_REQUIRE_TOOLS=1` (as
/// CI sets it, after installing every tool) they run anyway and fail, so that no check can pass by
/// being skipped.
public struct ExternalTool: Sendable, CustomStringConvertible {
    /// What the tool is called in a reason for skipping: the program's name, or what it must have.
    public let name: String
    /// What installs it.
    public let installation: String
    /// Where it is, or nil when it is not installed.
    public let path: String?

    /// The program `program`, looked up on `PATH`, called `name` (the program's own by default);
    /// `available` is an extra condition (say, a module the program must load), asked only when the
    /// program is there.
    public init(
        _ program: String, called name: String? = nil, installation: String,
        available: (String) -> Bool = { _ in true }
    ) {
        self.name = name ?? program
        self.installation = installation
        path = Self.lookUp(program).flatMap { available($0) ? $0 : nil }
    }

    public var description: String { name }

    /// Whether the tests that need this tool run.
    public var isInstalled: Bool { path != nil }

    /// Why the tests that need this tool were skipped.
    public var missingReason: String { "\(name) is not installed (\(installation))" }

    /// The tool's path, for a test to run it; where it is missing (and so required), an error that
    /// fails the test with the reason.
    public func executable() throws -> String {
        guard let path else { throw Missing(description: missingReason) }
        return path
    }

    /// A required tool that is not installed.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether a missing tool fails its tests instead of skipping them: `DESIGNER_REQUIRE_TOOLS=1`.
    public static let areRequired = ProcessInfo.processInfo.environment["DESIGNER_REQUIRE_TOOLS"] == "1"

    /// The executable named `name` in the first folder of `PATH` that has one.
    private static func lookUp(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

extension ExternalTool {
    public static let bash = ExternalTool("bash", installation: "apt-get install bash")
    public static let zsh = ExternalTool("zsh", installation: "apt-get install zsh")
    public static let fish = ExternalTool("fish", installation: "apt-get install fish")
    public static let tmux = ExternalTool("tmux", installation: "apt-get install tmux")
    public static let strace = ExternalTool("strace", installation: "apt-get install strace")
    public static let git = ExternalTool("git", installation: "apt-get install git")
    public static let rsvgConvert = ExternalTool("rsvg-convert", installation: "apt-get install librsvg2-bin")
    /// fontconfig's `fc-list`, when it lists Inter, the font our SVG names for text: without it
    /// rsvg-convert draws text in another font, of other widths.
    public static let interFont = ExternalTool(
        "fc-list", called: "the Inter font", installation: "apt-get install fontconfig fonts-inter",
        available: { listsInter($0) })
    /// Python with its `jsonschema` package, an independent JSON Schema validator.
    public static let jsonschema = ExternalTool(
        "python3", called: "Python's jsonschema", installation: "pip install jsonschema",
        available: { canRun($0, ["-c", "import jsonschema"]) })

    /// Python with its Pillow package, an independent PNG decoder (and zlib's inflate through Python's `zlib`).
    public static let pillow = ExternalTool(
        "python3", called: "Python's Pillow", installation: "pip install Pillow",
        available: { canRun($0, ["-c", "import PIL.Image, zlib"]) })

    private static func listsInter(_ fcList: String) -> Bool {
        guard let families = output(of: fcList, ["Inter", "family"]) else { return false }
        return families.split(separator: "\n").contains { $0.hasPrefix("Inter") }
    }

    private static func canRun(_ program: String, _ arguments: [String]) -> Bool {
        output(of: program, arguments) != nil
    }

    /// What `program arguments` printed, when it exited 0.
    private static func output(of program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: text, as: UTF8.self) : nil
    }
}

#if canImport(Testing)
    extension Trait where Self == ConditionTrait {
        /// Runs the test only where every one of `tools` is installed, or where they are required
        /// (`DESIGNER_REQUIRE_TOOLS=1`), and there it fails for the one that is missing.
        public static func needs(_ tools: ExternalTool...) -> Self {
            let missing = tools.filter { !$0.isInstalled }
            return .enabled(
                if: missing.isEmpty || ExternalTool.areRequired,
                Comment(rawValue: missing.map(\.missingReason).joined(separator: "; ")))
        }
    }
#endif
