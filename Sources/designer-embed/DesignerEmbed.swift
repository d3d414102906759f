import Foundation

/// designer-embed: text files as a Swift file of string constants, for the EmbedFiles build-tool
/// plugin to compile into a module, so that the module's binary carries them wherever it is copied.
///
/// ```
/// designer-embed --output FILE --type NAME SOURCE…
/// ```
///
/// writes FILE, an enum NAME with a static constant for each SOURCE, named after the file
/// (`inspector.css` gives `inspectorCss`) and holding its text byte for byte.
enum DesignerEmbed {
    /// A reason to stop: a message for standard error and an exit status.
    struct Failure: Error {
        let message: String
        let status: Int32
    }

    static let usage = "USAGE: designer-embed --output <file> --type <name> <source> ..."

    /// Runs the command `arguments` give: writes the file of constants.
    static func run(_ arguments: [String]) throws(Failure) {
        var arguments = arguments[...]
        var output: String?
        var typeName: String?
        while let option = arguments.first, option.hasPrefix("--") {
            arguments = arguments.dropFirst()
            guard let value = arguments.popFirst() else {
                throw Failure(message: "error: '\(option)' needs a value\n" + usage, status: 64)
            }
            switch option {
            case "--output": output = value
            case "--type": typeName = value
            default: throw Failure(message: "error: unknown option '\(option)'\n" + usage, status: 64)
            }
        }
        guard let output, let typeName else {
            throw Failure(message: "error: '--output <file>' and '--type <name>' are needed\n" + usage, status: 64)
        }
        var files: [EmbeddedFilesSource.File] = []
        for path in arguments {
            let fileName = URL(fileURLWithPath: path).lastPathComponent
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(validating: data, as: UTF8.self)
            else {
                throw Failure(message: "\(path): error: cannot be read as UTF-8 text", status: 1)
            }
            files.append(EmbeddedFilesSource.File(name: fileName, text: text))
        }
        let source: EmbeddedFilesSource
        do {
            source = try EmbeddedFilesSource(typeName: typeName, files: files)
        } catch {
            throw Failure(message: "error: \(error.message)", status: 1)
        }
        // Left as it is when it holds this already, so that the module is not built again for nothing.
        let text = source.text
        guard FileManager.default.contents(atPath: output) != Data(text.utf8) else { return }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Failure(message: "\(output): error: cannot be written", status: 1)
        }
    }
}
