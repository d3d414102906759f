import Foundation

/// designer-scan: what the plugins of designer read in a module's Swift sources, in one program
/// for both to run.
///
/// ```
/// designer-scan components SOURCE…
/// designer-scan descriptions --output FILE SOURCE…
/// ```
///
/// `components` gives the components the sources declare, one a line, for `swift package
/// designer` to register. `descriptions` writes FILE, a Swift file implementing the components'
/// `attributeDescriptions` from their properties' doc comments, which the DesignerDocumentation
/// build-tool plugin (and so `swift package designer`) compiles into the module.
enum DesignerScan {
    /// A reason to stop: a message for standard error and an exit status.
    struct Failure: Error {
        let message: String
        let status: Int32
    }

    static let usage = """
        USAGE: designer-scan components <source> ...
               designer-scan descriptions --output <file> <source> ...
        """

    /// Runs the command `arguments` give and returns what it prints.
    static func run(_ arguments: [String]) throws(Failure) -> String {
        var arguments = arguments[...]
        let command = arguments.popFirst()
        var output: String?
        switch command {
        case "components": break
        case "descriptions":
            guard arguments.count >= 2, arguments.first == "--output" else {
                throw Failure(message: "error: 'descriptions' needs '--output <file>'\n" + usage, status: 64)
            }
            output = arguments.dropFirst().first
            arguments = arguments.dropFirst(2)
        default:
            throw Failure(
                message: "error: expected 'components' or 'descriptions', not '\(command ?? "")'\n" + usage,
                status: 64)
        }
        var scanner = ComponentScanner()
        for path in arguments {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw Failure(message: "\(path): error: cannot be read as UTF-8 text", status: 1)
            }
            scanner.scan(text)
        }
        guard let output else { return scanner.components.map { $0 + "\n" }.joined() }
        let text = AttributeDescriptionsFile(descriptions: scanner.descriptions).text
        // Left as it is when it holds this already, so that the module is not built again for nothing.
        guard (try? String(contentsOfFile: output, encoding: .utf8)) != text else { return "" }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Failure(message: "\(output): error: cannot be written", status: 1)
        }
        return ""
    }
}
