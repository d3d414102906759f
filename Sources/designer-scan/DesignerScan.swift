import Foundation

/// designer-scan: the doc comments of a module's `@Inspectable` properties as a Swift file, for
/// the DesignerDocumentation build-tool plugin to compile into the module.
///
/// ```
/// designer-scan descriptions --output FILE SOURCE…
/// ```
///
/// writes FILE, an extension of each documented component implementing `attributeDescriptions`.
/// `swift package designer` applies the plugin to the targets it builds, and reads components
/// with the same scanner, whose files it compiles in itself.
enum DesignerScan {
    /// A reason to stop: a message for standard error and an exit status.
    struct Failure: Error {
        let message: String
        let status: Int32
    }

    static let usage = "USAGE: designer-scan descriptions --output <file> <source> ..."

    /// Runs the command `arguments` give and returns what it prints.
    static func run(_ arguments: [String]) throws(Failure) -> String {
        var arguments = arguments[...]
        let command = arguments.popFirst()
        guard command == "descriptions" else {
            throw Failure(message: "error: expected 'descriptions', not '\(command ?? "")'\n" + usage, status: 64)
        }
        guard arguments.count >= 2, arguments.first == "--output", let output = arguments.dropFirst().first else {
            throw Failure(message: "error: 'descriptions' needs '--output <file>'\n" + usage, status: 64)
        }
        arguments = arguments.dropFirst(2)
        var scanner = ComponentScanner()
        for path in arguments {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw Failure(message: "\(path): error: cannot be read as UTF-8 text", status: 1)
            }
            scanner.scan(text)
        }
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
