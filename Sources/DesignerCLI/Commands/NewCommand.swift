import DesignerCore
import Inspectable

/// `designer new CLASS`: a new document for a class, with its attributes at their defaults.
enum NewCommand: Command {
    static let spec = CommandSpec(
        name: "new", abstract: "Create a document for a component class, with its attributes at their defaults.",
        discussion:
            "Writes designer.json (or --file); an existing file is never replaced unless --force is given. '--file -' prints the document instead.",
        arguments: [.init("class", help: "The component class, such as MyProgressBar.")],
        options: [
            TypedOption<String>(
                "file", short: "f", value: "file",
                help: "Where to write the document (default: designer.json; - for standard output)."),
            force,
        ])

    static let force = CommandSpec.Option("force", help: "Replace the file if it exists.")

    struct Options: CommandOptions {
        let className: String
        let file: String
        let force: Bool

        init(_ arguments: ParsedArguments) {
            // The spec requires the argument: a command line without it is not read this far.
            className = arguments.positionals.first ?? ""
            (file, force) = (arguments.documentPath, arguments[NewCommand.force])
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let name = options.className
        guard let componentClass = project.registry.componentClass(named: name) else {
            if let rejection = project.registry.rejection(named: name) { throw .invalid([rejection.reason]) }
            let suggestion =
                project.registry.suggestion(for: name).map { "; did you mean \(Printable.quoted($0))?" } ?? ""
            throw .invalid(["unknown class \(Printable.quoted(name))\(suggestion)"])
        }
        let path = options.file
        let text = Array(document(for: componentClass, at: path).utf8)
        if path == "-" {
            writer.output.write(bytes: text)
            return
        }
        // A symbolic link is followed, also to a file that does not exist yet: the document is
        // made where it points, and the link stays a link.
        let exists: Bool
        do {
            exists = FileSystem.exists(
                try documents.onFile(path) { path throws(FileError) in try FileSystem.writeTarget(of: path) })
        } catch {
            throw .file(error)
        }
        if exists {
            guard options.force else {
                throw .file(
                    FileError(path, "already exists; choose another file with --file, or replace it with --force"))
            }
            // Under the document's lock, as an edit is made, so that no edit in progress is lost in between.
            var notes: [Diagnostic] = []
            defer { writer.report(notes) }
            switch try documents.replaceLocked(
                at: path, waiting: true, notes: &notes, { _ throws(CLIError) in .write(text) })
            {
            case .written, .kept: return
            case .deleted: break  // Made anew below.
            }
        }
        do {
            try documents.onFile(path) { path throws(FileError) in try FileSystem.create(text, at: path) }
        } catch {
            throw .file(error)
        }
    }

    /// A document of one view of the class at its default size, listing its own attributes with
    /// their defaults, in the format `path` calls for.
    static func document(for componentClass: ComponentClass, at path: String) -> String {
        let size = componentClass.type.defaultSize
        let own = componentClass.sections.first?.attributes ?? []
        return DocumentFormats.format(of: SourceText(name: path, text: "")).newDocument(
            className: componentClass.name, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            attributes: own.map { ($0.name, $0.defaultValue.json, $0.typeName) })
    }
}
