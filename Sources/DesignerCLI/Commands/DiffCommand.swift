import DesignerCore
import Dispatch
import Inspectable
import Synchronization

/// `designer diff OLD NEW` and `designer diff REV -- PATH…`: what changed in meaning between two
/// versions of a document, or between documents and their versions at a git revision.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff", abstract: "Show what changed in meaning between two versions of a document.",
        discussion:
            "Compares two documents of the same format, Interface Builder (.storyboard, .xib) or JSON, and lists per scene and view: views added, removed or moved (to another parent or place among their siblings), class changes, properties changed with their old and new values (frames, colors, fonts, button states as 'normal.title', runtime attributes as 'runtime.keyPath'), and constraints and connections added, removed or changed. Views are named by their label, text or title, and id. What only spells the document differently is no change: the order of attributes, white space, numbers such as 0.0 and 0, Xcode's tools version and dependencies, and the resources it derives (system colors, image sizes); objects Xcode saved again under new ids are matched by their parent, class and name. The format is read from the content, not the name. REV -- PATH… compares each document with its version at a git revision (a commit, branch, tag or HEAD~1), named REV:path; options go before '--'. --images DIR writes the before, after and difference pictures of each changed scene, drawn as render --format png draws them at --device, --orientation and --scale, and the report names them. Exits with 0 when the documents mean the same, 1 when they differ (the report on standard output), 2 when one cannot be read, found or drawn (one line on standard error), as diff(1) does, and 64 when the command line is wrong.",
        arguments: [
            .init(
                "old",
                help:
                    "The old version of the document (- reads standard input); with '--', the git revision to compare with."
            ),
            .init(
                "new",
                help:
                    "The new version of the document; after '--', the documents to compare with their versions at the revision.",
                isRepeating: true),
        ],
        options: [format, images, CommandSpec.device, CommandSpec.orientation, scale])

    static let format = TypedOption<Format>(
        "format", value: "format",
        help: "text (default), markdown (for a pull request comment or a GitHub step summary) or json.")
    static let images = TypedOption<String>(
        "images", value: "folder",
        help:
            "Write the before, after and difference PNGs of each changed scene into this folder (made if missing), and name them in the report."
    )
    static let scale = TypedOption<RenderCommand.Scale>(
        "scale", value: "scale", help: "Pixels per point of the --images pictures: 1, 2 or 3 (default: 1).")

    /// How the difference is printed.
    enum Format: String, CaseIterable, OptionValue {
        case text, markdown, json

        static let kind = "format"
        static var expected: String? { InvalidValue.alternatives(suggestions) }
    }

    struct Options: CommandOptions {
        /// The arguments, as `DiffOperands` reads them.
        let positionals: [String]
        let positionalsBeforeSeparator: Int?
        let format: Format
        /// The folder `--images` names; `nil` without it.
        let images: String?
        /// Pixels a point of the pictures.
        let scale: Double
        /// The options that only draw the pictures, as given: `--device`, `--orientation`, `--scale`.
        let drawingOptions: [String]

        init(_ arguments: ParsedArguments) {
            (positionals, positionalsBeforeSeparator) = (arguments.positionals, arguments.positionalsBeforeSeparator)
            format = arguments[DiffCommand.format] ?? .text
            images = arguments[DiffCommand.images]
            scale = arguments[DiffCommand.scale]?.pixelsPerPoint ?? 1
            drawingOptions = [
                CommandSpec.device.declaration, CommandSpec.orientation.declaration, DiffCommand.scale.declaration,
            ]
            .filter { arguments.value($0.name) != nil }.map { "--" + $0.name }
        }

        /// None: the documents are compared as written, without their project's classes.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let differ: Bool
        do {
            differ = try report(options, project: project, documents: documents, writer: writer)
        } catch {
            throw .comparison(error)
        }
        if differ { throw .failed }
    }

    /// Compares the documents the command line names and prints the report; whether they differ.
    private static func report(
        _ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer
    ) throws(CLIError) -> Bool {
        let operands = try DiffOperands(
            options.positionals, separatorAt: options.positionalsBeforeSeparator, spec: spec)
        if options.images == nil, let option = options.drawingOptions.first {
            throw .usage("\(option) is how the --images pictures are drawn; give it with --images FOLDER.", spec)
        }
        let comparisons = try versions(of: operands, documents, writer)
        var differences: [DocumentDifference] = []
        for comparison in comparisons {
            differences.append(
                try compare(
                    (comparison.old.name, comparison.old.bytes), (comparison.new.name, comparison.new.bytes),
                    style: documents.diagnosticStyle))
        }
        var pictures: DifferenceReport.Pictures?
        if let folder = options.images {
            let changed = zip(comparisons, differences).filter { !$0.1.isEmpty }.map { comparison, difference in
                DiffPictures.Comparison(
                    old: comparison.old, new: comparison.new, scenes: difference.scenes.map(\.scene.id))
            }
            pictures = DifferenceReport.Pictures(
                folder: folder,
                written: try DiffPictures.write(
                    changed, into: folder, scale: options.scale, project: project, documents: documents))
        }
        let reports = zip(comparisons, differences).map { comparison, difference in
            DifferenceReport(
                difference: difference, oldName: comparison.old.name, newName: comparison.new.name,
                colors: writer.outputColors, pictures: pictures?.of(document: comparison.new.path))
        }
        let text = printed(reports, format: options.format, operands: operands, colors: writer.outputColors)
        if !text.isEmpty { writer.print(text, terminator: "") }
        return differences.contains { !$0.isEmpty }
    }

    /// The bytes of the files at `paths`, read as the user names them.
    static func read(_ paths: [String], _ documents: DocumentSource) throws(CLIError) -> [(
        path: String, bytes: [UInt8]
    )] {
        var files: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            do {
                files.append((path == "-" ? "<stdin>" : path, try documents.readDocument(path)))
            } catch {
                throw .file(error)
            }
        }
        return files
    }

    /// The difference between two documents given as their paths and bytes, read at once on
    /// two threads; a document that cannot be read is an error at its place, and two documents
    /// of different formats a usage error.
    static func compare(
        _ old: (path: String, bytes: [UInt8]), _ new: (path: String, bytes: [UInt8]), style: DiagnosticStyle
    ) throws(CLIError) -> DocumentDifference {
        let sources = [old, new].map { SourceText(name: $0.path, bytes: $0.bytes) }
        let results = Mutex<[Result<SemanticDocument, SemanticReadError>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result { () throws(SemanticReadError) in try SemanticDocument.read(sources[index]) }
            results.withLock { $0[index] = result }
        }
        var documents: [SemanticDocument] = []
        for (index, result) in results.withLock({ $0 }).enumerated() {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error): throw .document([error.diagnostic], in: sources[index], style)
            case nil: throw .internalFailure("\(sources[index].name) was not read")
            }
        }
        // After reading: a file that is no document is its own error, not another format.
        let formats = [old, new].map { SemanticDocument.format(of: $0.bytes) }
        if formats[0] != formats[1] {
            throw .invalid([
                "\(Printable.quoted(old.path)) is \(describe(formats[0])) and \(Printable.quoted(new.path)) \(describe(formats[1])); diff compares two documents of the same format"
            ])
        }
        return DocumentDifference(from: documents[0], to: documents[1])
    }

    private static func describe(_ format: SemanticDocument.Format) -> String {
        switch format {
        case .interfaceBuilder: "an Interface Builder document"
        case .json: "a JSON document"
        }
    }
}
