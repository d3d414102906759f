import DesignerCore
import Inspectable

/// `designer convert FILE.storyboard -o scene.json`: a scene of an Interface Builder document
/// as a designer JSON document, so it can leave Xcode.
enum ConvertCommand: Command {
    static let spec = CommandSpec(
        name: "convert", abstract: "Write a scene of a .xib or .storyboard file as a designer JSON document.",
        discussion:
            "Each view becomes a JSON view with its class, frame and the attributes the file gives it (standard properties and runtime attributes, named as designer names them); its id is its label where that is one no other view has, else its Interface Builder object id. Images from asset catalogs are named by their files, relative to the output (or, when the document is printed, to the working folder); a JSON document draws images outside its folder only with --allow-external-images. A class known only from the project's sources is named as it is, for a designer with a component of that name. Without --output the document is printed; an existing file is never replaced without --force.",
        arguments: [.init("file", help: "The .xib or .storyboard file.")],
        options: [CommandSpec.scene, CommandSpec.sources, output, force])

    static let output = TypedOption<String>(
        "output", short: "o", value: "file",
        help: "Where to write the JSON document, a .json file (default, or -: standard output).")
    static let force = CommandSpec.Option("force", help: "Replace the output file if it exists.")

    struct Options: CommandOptions {
        let file: String
        let output: String?
        let force: Bool

        init(_ arguments: ParsedArguments) {
            // The spec requires the argument: a command line without it is not read this far.
            file = arguments.positionals.first ?? ""
            (output, force) = (arguments.outputPath(ConvertCommand.output), arguments[ConvertCommand.force])
        }

        /// The document converted: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let output = options.output
        if let output {
            guard output.lowercased().hasSuffix(".json") else {
                throw .usage(
                    "--output \(Printable.quoted(output)) is no .json file; convert writes designer JSON documents.",
                    spec)
            }
            if let problem = OutputFile.problem(
                documents.onFileResolved(output),
                .init(documents: [(documents.onFileResolved(options.file), options.file)])
            ) {
                throw .usage("--output \(Printable.quoted(output)) \(problem).", spec)
            }
            if !options.force, FileSystem.exists(documents.onFileResolved(output)) {
                throw .file(
                    FileError(output, "already exists; choose another file with --output, or replace it with --force"))
            }
        }
        let document = try documents.loadDocument(options.file)
        guard !(DocumentFormats.format(of: document.source) is JSONFormat.Type) else {
            throw .invalid([
                "\(options.file) is a designer JSON document already; convert reads .xib and .storyboard files"
            ])
        }
        // Image files are named from where the output is: for standard output, the working folder.
        let imageFolder = relativeFolder(from: output ?? "converted.json", to: options.file, documents)
        let text = Array((json(document, imageFolder: imageFolder).prettyPrinted() + "\n").utf8)
        // A JSON document has no project: a class its sources declare is not known there.
        var named: Set<String> = []
        for view in document.allViews where project.baseRegistry.componentClass(named: view.className) == nil {
            guard named.insert(view.className).inserted else { continue }
            writer.printError(
                Printable.visible(
                    "note: \(view.className) is known only from the project's sources; a designer with a component of that name draws it (see 'Your own designer')"
                ))
        }
        guard let output else {
            writer.output.write(bytes: text)
            return
        }
        do {
            try documents.onFile(output) { path throws(FileError) in try FileSystem.writeAtomically(text, to: path) }
        } catch {
            throw .file(error)
        }
    }

    /// The JSON document of `document`'s tree; image paths, relative to the document's folder,
    /// are written from `imageFolder` (the document's folder as seen from the output's).
    static func json(_ document: Document, imageFolder: String) -> JSONValue {
        var labelCounts: [String: Int] = [:]
        for view in document.allViews { if let label = view.label { labelCounts[label, default: 0] += 1 } }
        let ids = Set(document.allViews.compactMap(\.id))
        func id(of view: ViewNode) -> String? {
            if let label = view.label, labelCounts[label] == 1, !ids.contains(label),
                JSONDocumentReader.idProblem(label) == nil
            {
                return label
            }
            return view.id.flatMap { JSONDocumentReader.idProblem($0) == nil ? $0 : nil }
        }
        func object(_ view: ViewNode) -> JSONValue {
            var members: [JSONObject.Member] = []
            if let id = id(of: view) { members.append(.init(key: "id", value: .string(id))) }
            members.append(.init(key: "class", value: .string(view.className)))
            members.append(.init(key: "frame", value: view.frame.json))
            var attributes: [JSONObject.Member] = []
            for attribute in document.syntax.attributes(of: view) {
                let name = KeyPathAliases.attributeName(attribute.name)
                attributes.removeAll { $0.key == name }
                attributes.append(.init(key: name, value: attribute.value))
            }
            if !attributes.isEmpty { members.append(.init(key: "attributes", value: .object(JSONObject(attributes)))) }
            let subviews = document.subviews(of: view)
            if !subviews.isEmpty { members.append(.init(key: "subviews", value: .array(subviews.map(object)))) }
            return .object(JSONObject(members))
        }
        return rebased(object(document.root), images: document.assets.images, folder: imageFolder)
    }

    /// `value` with each name of an asset catalog's image written as the image's file, from `folder`.
    private static func rebased(_ value: JSONValue, images: [String: String], folder: String) -> JSONValue {
        switch value {
        case .string(let name) where images[name] != nil:
            let path = images[name] ?? name
            return .string(folder.isEmpty ? path : folder + "/" + path)
        case .array(let elements): return .array(elements.map { rebased($0, images: images, folder: folder) })
        case .object(var object):
            for index in object.members.indices {
                object.members[index].value = rebased(object.members[index].value, images: images, folder: folder)
            }
            return .object(object)
        default: return value
        }
    }

    /// The folder of `document` as a path relative to the folder of `output`; empty when they
    /// are the same folder.
    private static func relativeFolder(from output: String, to document: String, _ documents: DocumentSource) -> String
    {
        func folder(_ path: String) -> String {
            let folder = FileSystem.split(documents.onFileResolved(path)).folder
            return FileSystem.realPath(folder) ?? folder
        }
        return relativePath(from: folder(output), to: folder(document))
    }
}
