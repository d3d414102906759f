import DesignerCore
import Inspectable
import Rendering

/// `designer check`: every problem in every document, as a compiler reports them.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check", abstract: "Check documents and report every problem in them.",
        discussion:
            "Prints 'path:line:column: error: message' for each problem on standard error and exits with 1 if there is an error. Folders are searched for .json, .xib and .storyboard documents (schemas, *.schema.json, and the insides of .xcassets, .xcodeproj and .xcworkspace folders are skipped; linked folders are not followed). An Interface Builder document is checked against the classes its project's sources declare (the folder around it holding an .xcodeproj, .xcworkspace or Package.swift, or --sources): a runtime attribute naming no property, a value of the wrong type, a class declared nowhere, an id given twice. With GITHUB_ACTIONS=true, problems are also printed as GitHub Actions annotations, except with --format json.",
        arguments: [
            .init(
                "file", help: "Documents or folders to check (default: designer.json).", isRequired: false,
                isRepeating: true)
        ],
        options: [file, format, strict, CommandSpec.sources, CommandSpec.allowExternalImages, verbose])

    /// `-f`, as every other command takes it, here as many times as there are documents.
    static let file = TypedOption<String>(
        "file", short: "f", value: "file", repeating: true,
        help: "A document or folder to check, as the arguments are (- reads standard input).")
    static let format = TypedOption<Format>("format", value: "format", help: "text (default) or json.")
    static let strict = CommandSpec.Option("strict", help: "Fail on warnings too.")
    static let verbose = CommandSpec.Option(
        "verbose", help: "Print each project's modules, their folders and classes on standard output (text format).")

    /// How the problems are reported.
    enum Format: String, CaseIterable, OptionValue {
        case text, json

        static let kind = "format"
        static var expected: String? { InvalidValue.alternatives(suggestions) }
    }

    struct Options: CommandOptions {
        let format: Format
        let strict: Bool
        let allowExternalImages: Bool
        let verbose: Bool
        /// Documents and folders to check.
        let paths: [String]

        init(_ arguments: ParsedArguments) {
            (format, strict) = (arguments[CheckCommand.format] ?? .text, arguments[CheckCommand.strict])
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
            verbose = arguments[CheckCommand.verbose]
            let given = arguments.values(CheckCommand.file) + arguments.positionals
            paths = given.isEmpty ? ["designer.json"] : given
        }
    }

    struct Report {
        let path: String
        let location: SourceLocation?
        let diagnostic: Diagnostic.Severity
        let message: String
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws(CLIError) {
        let format = options.format
        var reports: [Report] = []
        let paths = documents(in: options.paths, context, problems: &reports)
        var projects: Set<String> = []
        let leftovers = LeftoverScan()
        for path in paths {
            var documentContext = context
            documentContext.adoptProject(ofDocument: path)
            reports += check(
                path, documentContext, allowExternalImages: options.allowExternalImages, leftovers: leftovers)
            // What a project's sources say cannot be read is said once, for its first document.
            if let project = context.projectLookup.project(ofDocument: path), projects.insert(project.root).inserted {
                if options.verbose, format == .text {
                    for line in ProjectReport.lines(of: project, shown: context.shown) { context.print(line) }
                }
                reports += project.problems.map { problem in
                    Report(
                        path: context.shown(problem.path),
                        location: problem.line > 0 ? SourceLocation(line: problem.line, column: problem.column) : nil,
                        diagnostic: .warning, message: problem.message)
                }
            }
        }
        if format == .json {
            context.print(JSONValue.array(reports.map(json)).prettyPrinted())
        } else {
            for report in reports {
                let severity = report.diagnostic.rawValue
                let place = report.path + (report.location.map { ":\($0)" } ?? "")
                let line = Printable.visible("\(place): \(severity): \(report.message)")
                context.printError(context.colored(line, severity: report.diagnostic))
            }
        }
        // Annotations go with the text report; in JSON mode, standard output is the JSON alone.
        if format == .text, context.environment["GITHUB_ACTIONS"] == "true" {
            for report in reports { context.print(Printable.visible(annotation(report))) }
        }
        let errors = reports.count { $0.diagnostic == .error }
        let warnings = reports.count { $0.diagnostic == .warning }
        let notes = reports.count { $0.diagnostic == .note }
        if format == .text, !reports.isEmpty {
            let files = Set(reports.map(\.path)).count
            let tally =
                notes == 0
                ? "\(count(errors, "error")) and \(count(warnings, "warning"))"
                : "\(count(errors, "error")), \(count(warnings, "warning")) and \(count(notes, "note"))"
            context.printError("\(tally) in \(count(files, "file")) of \(paths.count) checked")
        }
        if errors > 0 || (options.strict && warnings > 0) { throw .failed }
    }

    /// Whether a file of this name found in a folder is a document: JSON (but not a schema), or
    /// an Interface Builder file.
    static func isDocumentName(_ name: String) -> Bool {
        (name.hasSuffix(".json") && !name.hasSuffix(".schema.json")) || ProjectLookup.isInterfaceBuilderDocument(name)
    }

    /// The folders of an Xcode project that are searched for no documents.
    static let xcodeFolderEndings = [".xcassets", ".xcodeproj", ".xcworkspace"]

    /// The documents among `paths`, with folders searched for `.json`, `.xib` and `.storyboard` files. Linked folders are
    /// not entered, so a link cannot make a loop, nor Swift packages within them; a folder that cannot be read is a problem of its
    /// own, and the search goes on.
    static func documents(in paths: [String], _ context: CommandContext, problems: inout [Report]) -> [String] {
        var snapshotFolders: [String] = []
        return documents(in: paths, context, problems: &problems, snapshotFolders: &snapshotFolders)
    }

    /// The documents among `paths`, and the `__snapshots__` folders the search passed, which
    /// hold no documents. A folder that holds no documents (nor, if `snapshotsCount`, snapshots)
    /// is a problem: more likely a mistake in a CI configuration than a passing run.
    static func documents(
        in paths: [String], _ context: CommandContext, problems: inout [Report], snapshotFolders: inout [String],
        snapshotsCount: Bool = false
    ) -> [String] {
        var result: [String] = []
        func kind(_ path: String) -> FileSystem.Kind {
            (try? context.onFile(path) { path throws(FileError) in FileSystem.kind(of: path) }) ?? .missing
        }
        func search(_ folder: String) {
            let names: [String]
            do {
                names = try context.onFile(folder) { folder throws(FileError) in
                    try FileSystem.contents(ofDirectory: folder)
                }
            } catch {
                problems.append(Report(path: folder, location: nil, diagnostic: .error, message: error.reason))
                return
            }
            for name in names where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                switch kind(path) {
                case .folder where name == "__snapshots__": snapshotFolders.append(path)
                // An Xcode project's asset catalogs and project files hold JSON that is no document.
                case .folder where Self.xcodeFolderEndings.contains(where: name.hasSuffix): continue
                // A Swift package inside the folder is a project of its own, whose documents
                // draw its own components: its designer checks them (`swift package designer`).
                case .folder where kind(path + "/Package.swift") == .file: continue
                case .folder: search(path)
                case .linkToFolder: continue
                case .missing where name.contains("\u{FFFD}") && Self.isDocumentName(name):
                    // A name that is not UTF-8 reads back as another name, which designer cannot open.
                    problems.append(
                        Report(
                            path: path, location: nil, diagnostic: .warning,
                            message: "its name is not valid UTF-8, so designer cannot open it; skipped"))
                case .special(let what):
                    if Self.isDocumentName(name) {
                        problems.append(
                            Report(
                                path: path, location: nil, diagnostic: .warning,
                                message: "is \(what), not a document; skipped"))
                    }
                default:
                    if Self.isDocumentName(name) { result.append(path) }
                }
            }
        }
        for path in paths {
            switch path == "-" ? .file : kind(path) {
            case .folder, .linkToFolder:
                let (documents, snapshots, errors) = (result.count, snapshotFolders.count, problems.count)
                search(path)
                let found = result.count > documents || (snapshotsCount && snapshotFolders.count > snapshots)
                if !found, !problems[errors...].contains(where: { $0.diagnostic == .error }) {
                    problems.append(
                        Report(
                            path: path, location: nil, diagnostic: .error,
                            message:
                                "holds no documents; a document is a .json file (not *.schema.json), a .xib or a .storyboard"
                        ))
                }
            default: result.append(path)
            }
        }
        return result
    }

    private static func check(
        _ path: String, _ context: CommandContext, allowExternalImages: Bool, leftovers scan: LeftoverScan
    ) -> [Report] {
        let bytes: [UInt8]
        do {
            bytes = try context.readDocument(path)
        } catch {
            return [Report(path: path, location: nil, diagnostic: .error, message: error.reason)]
        }
        let source = SourceText(name: path == "-" ? "<stdin>" : path, bytes: bytes)
        let leftovers =
            path == "-"
            ? []
            : scan.leftovers(ofDocument: context.onFileResolved(path)).map {
                Report(path: path, location: nil, diagnostic: .warning, message: $0.message)
            }
        let first = Document.read(source, assets: context.projectLookup.assets(ofDocument: path))
        var diagnostics: [Diagnostic] = []
        var reported: Set<Diagnostic> = []
        // Every scene of a storyboard with a view of its own is checked; what the file as a
        // whole has wrong (an id given twice) each scene's reading carries, and is reported once.
        let scenes = first.document.map { CommandContext.allScenes(of: $0, reading: first) } ?? [first]
        for (index, reading) in scenes.enumerated()
        where first.document.map({ $0.scenes.isEmpty || $0.scenes[index].hasView }) ?? true {
            for diagnostic in reading.diagnostics where reported.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
            guard let document = reading.document else { continue }
            // One view at a time, so that nothing of the resolved document is kept.
            var images: [ImageLoader.Reference] = []
            for view in document.allViews {
                let resolution = ResolvedDocument.resolve(view, in: document, registry: context.registry)
                diagnostics += resolution.diagnostics
                images += ImageLoader.references(of: view, resolution, in: document)
            }
            let loader = context.imageLoader(for: path, allowExternalImages: allowExternalImages)
            diagnostics += loader.load(images).warnings
            // A view left out for a mistake in its structure would make every variant that sets
            // it look wrong too: the variants are checked once the views are sound. (A mistake
            // in one variant's declaration does not keep the others from being checked.)
            let viewsAreSound = !reading.diagnostics.contains {
                $0.severity == .error && !document.variantDiagnostics.contains($0)
            }
            for variant in document.variants where viewsAreSound {
                diagnostics +=
                    SnapshotVariant(variant)
                    .apply(to: document, registry: context.registry).problems
            }
        }
        return leftovers
            + diagnostics.sorted { $0.offset < $1.offset }.map {
                Report(
                    path: source.name, location: source.location(of: $0.offset), diagnostic: $0.severity,
                    message: $0.message)
            }
    }

    private static func json(_ report: Report) -> JSONValue {
        .object(
            JSONObject([
                "file": .string(report.path),
                "line": report.location.map { .number(JSONNumber($0.line)) } ?? .null,
                "column": report.location.map { .number(JSONNumber($0.column)) } ?? .null,
                "severity": .string(report.diagnostic.rawValue),
                "message": .string(report.message),
            ]))
    }

    /// `::error file=…,line=…,col=…::message`, escaped as GitHub's workflow commands require.
    static func annotation(_ report: Report) -> String {
        func escape(_ text: String, property: Bool) -> String {
            var result = ""
            for character in text {
                switch character {
                case "%": result += "%25"
                case "\r": result += "%0D"
                case "\n": result += "%0A"
                case ":" where property: result += "%3A"
                case "," where property: result += "%2C"
                default: result.append(character)
                }
            }
            return result
        }
        var properties = ["file=\(escape(report.path, property: true))"]
        if let location = report.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        return
            "::\(report.diagnostic == .note ? "notice" : report.diagnostic.rawValue) \(properties.joined(separator: ","))::\(escape(report.message, property: false))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
