import Inspectable

/// `designer new CLASS`: a new document for a class, with its attributes at their defaults.
enum NewCommand: Command {
    static let spec = CommandSpec(
        name: "new", abstract: "Create a document for a component class, with its attributes at their defaults.",
        discussion:
            "Writes designer.json (or --file); an existing file is never replaced unless --force is given. '--file -' prints the document instead.",
        arguments: [.init("class", help: "The component class, such as MyProgressBar.")],
        options: [
            .init(
                "file", short: "f", value: "file",
                help: "Where to write the document (default: designer.json; - for standard output)."),
            .init("force", help: "Replace the file if it exists."),
        ])

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let name = arguments.positionals[0]
        guard let componentClass = context.registry.componentClass(named: name) else {
            let suggestion = context.registry.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
            throw .invalid(["unknown class '\(name)'\(suggestion)"])
        }
        let text = Array(document(for: componentClass).prettyPrinted().utf8) + [UInt8(ascii: "\n")]
        let path = context.documentPath(arguments)
        if path == "-" {
            context.output.write(bytes: text)
            return
        }
        let force = arguments.flag("force")
        do {
            try context.onFile(path) { path throws(FileError) in
                if force, FileSystem.exists(path) {
                    try FileSystem.writeAtomically(text, to: path)
                } else {
                    if FileSystem.exists(path) {
                        throw FileError(
                            path, "already exists; choose another file with --file, or replace it with --force")
                    }
                    try FileSystem.create(text, at: path)
                }
            }
        } catch {
            throw .file(error)
        }
    }

    /// The root view of the class at its default size, listing its own attributes with their defaults.
    static func document(for componentClass: ComponentClass) -> JSONValue {
        let size = componentClass.type.defaultSize
        let own = componentClass.sections.first?.attributes ?? []
        return .object(
            JSONObject([
                "class": .string(componentClass.name),
                "frame": Rect(x: 0, y: 0, width: size.width, height: size.height).json,
                "attributes": .object(JSONObject(own.map { .init(key: $0.name, value: $0.defaultValue.json) })),
            ]))
    }
}
