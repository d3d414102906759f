import DesignerCore
import Dispatch
import Inspectable
import Synchronization

/// `designer diff OLD NEW`: what changed in meaning between two versions of a document.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff", abstract: "Show what changed in meaning between two versions of a document.",
        discussion:
            "Compares two documents of the same format, Interface Builder (.storyboard, .xib) or JSON, and lists per scene and view: views added, removed or moved (to another parent or place among their siblings), class changes, properties changed with their old and new values (frames, colors, fonts, button states as 'normal.title', runtime attributes as 'runtime.keyPath'), and constraints and connections added, removed or changed. Views are named by their label, text or title, and id. What only spells the document differently is no change: the order of attributes, white space, numbers such as 0.0 and 0, Xcode's tools version and dependencies, and the resources it derives (system colors, image sizes); objects Xcode saved again under new ids are matched by their parent, class and name. The format is read from the content, not the name. Exits with 0 when the two mean the same, 1 when they differ or a document cannot be read.",
        arguments: [
            .init("old", help: "The old version of the document (- reads standard input)."),
            .init("new", help: "The new version of the document."),
        ],
        options: [format])

    static let format = TypedOption<Format>(
        "format", value: "format",
        help: "text (default), markdown (for a pull request comment or a GitHub step summary) or json.")

    /// How the difference is printed.
    enum Format: String, CaseIterable, OptionValue {
        case text, markdown, json

        static let kind = "format"
        static var expected: String? { InvalidValue.alternatives(suggestions) }
    }

    struct Options: CommandOptions {
        let old: String
        let new: String
        let format: Format

        init(_ arguments: ParsedArguments) {
            (old, new) = (arguments.positionals[0], arguments.positionals[1])
            format = arguments[DiffCommand.format] ?? .text
        }

        /// None: the documents are compared as written, without their project's classes.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let files = try read([options.old, options.new], documents)
        let difference = try compare(files[0], files[1], style: documents.diagnosticStyle)
        let report = DifferenceReport(
            difference: difference, oldName: options.old, newName: options.new, colors: writer.outputColors)
        let text =
            switch options.format {
            case .text: report.text
            case .markdown: report.markdown
            case .json: report.json
            }
        if !text.isEmpty { writer.print(text, terminator: "") }
        if !difference.isEmpty { throw .failed }
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
    /// two threads; a document that cannot be read is an error at its place, and two of
    /// different formats a usage error.
    static func compare(
        _ old: (path: String, bytes: [UInt8]), _ new: (path: String, bytes: [UInt8]), style: DiagnosticStyle
    ) throws(CLIError) -> DocumentDifference {
        let formats = [old, new].map { SemanticDocument.format(of: $0.bytes) }
        if formats[0] != formats[1] {
            throw .invalid([
                "\(Printable.quoted(old.path)) is \(describe(formats[0])) and \(Printable.quoted(new.path)) \(describe(formats[1])); diff compares two documents of the same format"
            ])
        }
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
        return DocumentDifference(from: documents[0], to: documents[1])
    }

    private static func describe(_ format: SemanticDocument.Format) -> String {
        switch format {
        case .interfaceBuilder: "an Interface Builder document"
        case .json: "a JSON document"
        }
    }
}
