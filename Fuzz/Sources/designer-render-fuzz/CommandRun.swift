import DesignerCLI
import DesignerCore
import FuzzSupport
import Inspectable
import Rendering

/// One command line the render target runs on each document, the terminal it runs in, and what
/// its output must be.
///
/// The commands run in-process exactly as `designer` runs them, so their own limits apply (the
/// largest PNG or text picture `render` draws, the largest image it reads). Whatever the
/// document, a command must end with status 0 or 1, say why when it fails, and print what its
/// format promises when it succeeds.
struct CommandRun: Sendable {
    /// What a run that succeeds must print.
    enum Output: Sendable {
        /// Anything: the inspector, a diagnostic list, a terminal picture.
        case anything
        /// A JSON value.
        case json
        /// An SVG document.
        case svg
        /// A PNG image of the document's size at this scale, which the decoder reads back.
        case png(scale: Double)
    }

    let arguments: [String]
    /// The environment, which decides the colors of a terminal.
    let environment: [String: String]
    /// Whether standard output is a terminal.
    let isTerminal: Bool
    /// The terminal's width, when it is one.
    let columns: Int?
    let output: Output

    init(
        _ arguments: [String], terminal environment: [String: String]? = nil, columns: Int? = nil,
        output: Output = .anything
    ) {
        self.arguments = arguments
        self.environment = environment ?? [:]
        self.isTerminal = environment != nil
        self.columns = columns
        self.output = output
    }

    /// The command lines, in the order they run: every command that reads a document and draws
    /// it, in every format, at every color level and scale, at several widths and in both appearances.
    static let all: [CommandRun] = {
        let document = ["-f", RenderWorkspace.documentName]
        let render = ["render"] + document + ["--format"]
        return [
            CommandRun(["check", RenderWorkspace.documentName]),
            CommandRun(["inspect"] + document, terminal: ["TERM": "xterm", "COLORTERM": "truecolor"], columns: 100),
            CommandRun(["inspect", "--json"] + document, output: .json),
            // ANSI: plain characters (not a terminal), 16 colors, the 256-color palette, 24-bit.
            CommandRun(render + ["ansi"]),
            CommandRun(render + ["ansi", "--width", "8"], terminal: ["TERM": "xterm"]),
            CommandRun(render + ["ansi"], terminal: ["TERM": "xterm-256color"], columns: 80),
            CommandRun(render + ["ansi", "--width", "200"], terminal: ["TERM": "xterm", "COLORTERM": "24bit"]),
            CommandRun(render + ["text"]),
            CommandRun(render + ["text", "--width", "120", "--appearance", "dark"]),
            CommandRun(render + ["svg"], output: .svg),
            CommandRun(render + ["svg", "--scale", "2"], output: .svg),
            CommandRun(render + ["png", "--scale", "1"], output: .png(scale: 1)),
            CommandRun(render + ["png", "--scale", "2", "--appearance", "dark"], output: .png(scale: 2)),
            CommandRun(render + ["png", "--scale", "3"], output: .png(scale: 3)),
        ]
    }()

    /// Runs the command line on the document in `workspace`, which holds `bytes`, and stops the
    /// process with what is wrong if the command did not keep its promises.
    func check(in workspace: RenderWorkspace, bytes: [UInt8]) {
        var context = CommandContext(
            registry: .shipped, environment: environment, isOutputTerminal: isTerminal, terminalColumns: columns,
            workingDirectory: workspace.folder)
        let status = DesignerCLI.run(arguments, context: &context)
        let printed = (context.output as? StringSink)?.bytes ?? []
        let errors = (context.errorOutput as? StringSink)?.text ?? ""
        let command = "designer " + arguments.joined(separator: " ")
        guard status == 0 || status == 1 else {
            fatalError("\(command) ended with status \(status) on a valid command line:\n\(errors)")
        }
        guard status == 0 else {
            if errors.isEmpty { fatalError("\(command) failed without saying why") }
            return
        }
        if let problem = problem(with: printed, document: bytes) {
            fatalError("\(command) succeeded but \(problem)")
        }
    }

    /// What is wrong with the output of a run that succeeded, if anything.
    private func problem(with printed: [UInt8], document bytes: [UInt8]) -> String? {
        switch output {
        case .anything:
            return nil
        case .json:
            let source = SourceText(name: "inspect.json", bytes: printed)
            return (try? JSONSyntax(parsing: source)) == nil ? "printed what is not JSON" : nil
        case .svg:
            return printed.starts(with: Array("<?xml".utf8)) ? nil : "printed what is not an SVG document"
        case .png(let scale):
            guard let frame = Document.read(SourceText(name: "document.json", bytes: bytes)).document?.root.frame
            else {
                return "drew a document that does not read"
            }
            let size = (
                width: Int((max(0, frame.width) * scale).rounded(.up)),
                height: Int((max(0, frame.height) * scale).rounded(.up))
            )
            return Self.problem(withPNG: printed, width: size.width, height: size.height)
        }
    }

    /// What is wrong with a PNG that should be `width` × `height` pixels: its header must say so,
    /// and an image small enough for the decoder must decode to that many pixels.
    private static func problem(withPNG png: [UInt8], width: Int, height: Int) -> String? {
        let header = Array("IHDR".utf8)
        guard png.count >= 24, Array(png[12..<16]) == header else { return "wrote a PNG that does not start with IHDR" }
        func number(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let stored = (width: number(at: 16), height: number(at: 20))
        guard stored == (width, height) else {
            return "wrote a PNG of \(stored.width)×\(stored.height) pixels for a document of \(width)×\(height)"
        }
        guard width * height <= PNGDecoder.maximumPixels else { return nil }
        do {
            let image = try PNGDecoder.decodeStraight(png)
            guard image.width == width, image.height == height, image.pixels.count == width * height * 4 else {
                return "wrote a PNG that decodes to \(image.width)×\(image.height) pixels (\(image.pixels.count) bytes)"
            }
            return nil
        } catch {
            return "wrote a PNG the decoder rejects: \(error)"
        }
    }
}
