import DesignerCore
import DesignerSnapshots
import Inspectable
import Rendering

/// `designer check`: every problem in every document, as a compiler reports them.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check", abstract: "Check documents and report every problem in them.",
        discussion:
            #"Prints 'path:line:column: error: message' for each problem on standard error and exits with 1 if there is an error. Folders are searched for .json, .xib and .storyboard documents (schemas, *.schema.json, and the insides of .xcassets, .xcodeproj, .xcworkspace and .ckcomplication folders are skipped; linked folders are not followed). An Interface Builder document is checked against its project as Xcode builds it (the modules of its Xcode projects, workspaces, subprojects, local packages and development pods, then the repository's other sources; or --sources): every object of every scene (views, static cells, view controllers, bar items, gesture recognizers, custom objects); a class declared nowhere (a class of a module whose sources are not there is a warning); a runtime attribute whose key the class does not have, by UIKit's keys and the project's declarations; a value of the wrong type; outlets and actions the classes lack; segues and storyboard references to nothing; storyboard, reuse and object ids given twice (in a document no target of its Xcode projects builds, what would stop the app on loading it is a note); and, as warnings, the layout problems Interface Builder shows on the device the document was saved for (constraints that cannot all hold, views whose position or size they leave open, constraints that cannot be laid out), in each scene that designer lays out as Xcode saved it (every view not marked misplaced within a point of its saved frame; 'designer layout' shows the others' problems). --verbose prints each project's modules. A Swift package inside a folder is searched for Interface Builder documents; its JSON documents are left to its own designer, and a note says how many. A JSON file found whose root has no 'class' (an animation, a manifest) is no document, and a note names it. Each problem ends with the rule it breaks ('[duplicate-id]'; --list-rules lists them). A .designer-check.json found from each checked path upward (or --config) turns rules off, changes their severities and excludes paths: {"disabled": ["image-format"], "severity": {"clamped-value": "error"}, "exclude": ["Pods", "Legacy/*.xib"]}. With GITHUB_ACTIONS=true, problems are also printed as GitHub Actions annotations, titled with their rules, except with --format json."#,
        arguments: [
            .init(
                "file", help: "Documents or folders to check (default: designer.json).", isRequired: false,
                isRepeating: true)
        ],
        options: [
            file, format, strict, config, listRules, CommandSpec.sources, CommandSpec.fonts,
            CommandSpec.allowExternalImages, verbose,
        ])

    /// `-f`, as every other command takes it, here as many times as there are documents.
    static let file = TypedOption<String>(
        "file", short: "f", value: "file", repeating: true,
        help: "A document or folder to check, as the arguments are (- reads standard input).")
    static let format = TypedOption<Format>("format", value: "format", help: "text (default) or json.")
    static let strict = CommandSpec.Option("strict", help: "Fail on warnings too.")
    static let config = TypedOption<String>(
        "config", value: "file",
        help: "The configuration to check with (default: the .designer-check.json found from each checked path upward)."
    )
    static let listRules = CommandSpec.Option(
        "list-rules", help: "List the rules, each with its default severity and what it finds, and exit.")
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
        /// The configuration file `--config` names.
        let configuration: String?
        let listRules: Bool
        let verbose: Bool
        /// Documents and folders to check.
        let paths: [String]

        init(_ arguments: ParsedArguments) {
            (format, strict) = (arguments[CheckCommand.format] ?? .text, arguments[CheckCommand.strict])
            (configuration, listRules) = (arguments[CheckCommand.config], arguments[CheckCommand.listRules])
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
            verbose = arguments[CheckCommand.verbose]
            let given = arguments.values(CheckCommand.file) + arguments.positionals
            paths = given.isEmpty ? ["designer.json"] : given
        }

        /// None: the command works on no one document; a project's classes are taken in per document.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents source: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let format = options.format
        if options.listRules {
            if format == .json {
                writer.print(RuleCatalog.json().prettyPrinted())
            } else {
                writer.print(RuleCatalog.listing(), terminator: "")
            }
            return
        }
        var (reports, documents) = try search(options.paths, configuration: options.configuration, source)
        var projects: Set<String> = []
        let leftovers = LeftoverScan()
        var checked = 0
        let references = StoryboardReferences()
        // JSON files a folder holds that are no documents, by the folder given.
        var others: [(given: String, paths: [String], configuration: CheckConfiguration)] = []
        for document in documents {
            guard
                let found = check(
                    document.path, project.forDocument(document.path), source,
                    searched: document.path != document.given,
                    allowExternalImages: options.allowExternalImages, leftovers: leftovers,
                    references: references)
            else {
                if others.last?.given == document.given {
                    others[others.count - 1].paths.append(document.path)
                } else {
                    others.append((document.given, [document.path], document.configuration))
                }
                continue
            }
            checked += 1
            let documentProject = project.lookup.project(ofDocument: document.path)
            // A document no target builds has its launch crashes as notes, whatever severity
            // the configuration gives their rules.
            reports += UnbuiltDocument.adjusted(
                found.compactMap(document.configuration.applied),
                path: FileSystem.realPath(source.onFileResolved(document.path)) ?? document.path,
                shown: document.path, project: documentProject, configuration: document.configuration)
            // What a project's sources say cannot be read is said once, for its first document.
            if let project = documentProject, projects.insert(project.root).inserted {
                if options.verbose, format == .text {
                    for line in ProjectReport.lines(of: project, shown: source.shown) { writer.print(line) }
                }
                reports += project.problems.compactMap { problem in
                    document.configuration.applied(to: Report(problem, shown: source.shown))
                }
            }
        }
        reports += others.compactMap { $0.configuration.applied(to: otherJSONNote($0.given, $0.paths)) }
        reports = symbolsSaidOnce(reports)
        // The components the designer turned away, at their declarations, under the first path's configuration.
        let configuration = documents.first?.configuration ?? .none
        let components = componentReports(project, source).compactMap(configuration.applied)
        reports += components
        // The components' source files were checked too: a tally names them among the files.
        show(reports, checked: checked + Set(components.map(\.path)).count, format: format, writer)
        let errors = reports.count { $0.diagnostic == .error }
        let warnings = reports.count { $0.diagnostic == .warning }
        if errors > 0 || (options.strict && warnings > 0) { throw .failed }
    }

    /// The reports as `format` asks, with annotations for GitHub Actions and a tally of the
    /// `checked` documents, which the tally says were checked, or audited (`verb`).
    static func show(_ reports: [Report], checked: Int, format: Format, verb: String = "checked", _ writer: Writer) {
        if format == .json {
            writer.print(JSONValue.array(reports.map(\.json)).prettyPrinted())
        } else {
            for report in reports { writer.printError(writer.colored(report.line, severity: report.diagnostic)) }
        }
        // Annotations go with the text report; in JSON mode, standard output is the JSON alone.
        if format == .text, writer.environment["GITHUB_ACTIONS"] == "true" {
            for report in reports { writer.print(Printable.visible(annotation(report))) }
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
            writer.printError("\(tally) in \(count(files, "file")) of \(checked) \(verb)")
        } else if format == .text {
            // Said on standard error, so a CI log shows the check ran; standard output stays empty.
            writer.printError("\(verb) \(count(checked, "document")): no problems")
        }
    }

    /// The problems of the components the registry turned away, each at its declaration when known.
    private static func componentReports(_ project: ProjectContext, _ documents: DocumentSource) -> [Report] {
        project.registry.rejected.flatMap { rejection in
            rejection.problems.map { problem in
                let location = problem.line.map { SourceLocation(line: $0, column: problem.column ?? 1) }
                return Report(
                    path: problem.file.map(documents.shownSource) ?? rejection.className, location: location,
                    diagnostic: .error, message: problem.problem.description, rule: .invalidComponent)
            }
        }
    }

    /// A document found, the path given it was found under, and the configuration it is checked with.
    struct Found {
        let path: String
        let given: String
        let configuration: CheckConfiguration
    }

    /// The documents under `paths` and what their search found wrong, each path with its
    /// configuration (the one `given` names, else the one found from the path upward). Every
    /// configuration is read before anything is checked: a mistake in one is a usage error.
    static func search(_ paths: [String], configuration given: String?, _ source: DocumentSource) throws(CLIError)
        -> (reports: [Report], documents: [Found])
    {
        // One file configures check and audit: it may name the rules of either.
        var configurations = CheckConfiguration.Lookup(
            given: given, rules: RuleCatalog.rules + RuleCatalog.auditRules)
        var reports: [Report] = []
        var documents: [Found] = []
        for given in paths {
            let configuration: CheckConfiguration
            do {
                configuration = try configurations.configuration(for: given, source)
            } catch {
                throw .configuration(error.diagnostic)
            }
            var search = DocumentSearch(source)
            search.configuration = configuration
            search.search([given])
            reports += search.problems.compactMap(configuration.applied)
            documents += search.documents.map { Found(path: $0, given: given, configuration: configuration) }
        }
        return (reports, documents)
    }

    /// The reports with their SF Symbols (`systemSymbol`) said in one note, at the first: designer
    /// draws every symbol as a placeholder, which is worth knowing once, not at each use.
    private static func symbolsSaidOnce(_ reports: [Report]) -> [Report] {
        let symbols = reports.filter { $0.rule == .systemSymbol }
        guard let first = symbols.first else { return reports }
        let count = symbols.count == 1 ? "an SF Symbol" : "\(symbols.count) SF Symbols"
        let note = Report(
            path: first.path, location: first.location, diagnostic: first.diagnostic,
            message:
                "\(first.message)\(symbols.count == 1 ? "" : ", the first of \(symbols.count)"): designer draws \(count) as \(symbols.count == 1 ? "a placeholder of its size showing its name" : "placeholders of their sizes showing their names"), in the tint the device draws \(symbols.count == 1 ? "it" : "them") in",
            rule: .systemSymbol)
        var said = false
        return reports.compactMap { report in
            guard report.rule == .systemSymbol else { return report }
            defer { said = true }
            return said ? nil : note
        }
    }

    /// The note for the JSON files under a folder that are no documents.
    private static func otherJSONNote(_ folder: String, _ paths: [String]) -> Report {
        let prefix = folder.hasSuffix("/") ? folder.count : folder.count + 1
        let names = paths.prefix(3).map { Printable.quoted(String($0.dropFirst(prefix))) }
        let more = paths.count > names.count ? " and \(paths.count - names.count) more" : ""
        return Report(
            path: folder, location: nil, diagnostic: .note,
            message:
                "\(paths.count == 1 ? "a JSON file in it is" : "\(paths.count) JSON files in it are") no designer document\(paths.count == 1 ? "" : "s") (no 'class' at the root), so not checked: \(names.joined(separator: ", "))\(more)",
            rule: .otherJSON)
    }

    /// The problems of the document at `path`; `nil` for a JSON file a folder search found that
    /// is no document (`searched`).
    private static func check(
        _ path: String, _ project: ProjectContext, _ documents: DocumentSource, searched: Bool,
        allowExternalImages: Bool,
        leftovers scan: LeftoverScan, references: StoryboardReferences
    ) -> [Report]? {
        let bytes: [UInt8]
        do {
            bytes = try documents.readDocument(path)
        } catch {
            return [Report(path: path, location: nil, diagnostic: .error, message: error.reason, rule: .unreadableFile)]
        }
        let source = SourceText(name: path == "-" ? "<stdin>" : path, bytes: bytes)
        if searched, JSONFormat.accepts(source), !JSONFormat.isDocument(source) { return nil }
        // A repository's tvOS and macOS apps have storyboards too, which are no iOS documents,
        // whether a folder's search finds them or a list of changed files names them.
        if let platform = XIBPlatform.otherPlatform(of: source) {
            return [
                Report(
                    path: path, location: nil, diagnostic: .note,
                    message:
                        "an Interface Builder document for \(platform); designer reads those of iOS, so it is not checked",
                    rule: .otherPlatform)
            ]
        }
        let leftovers =
            path == "-"
            ? []
            : scan.leftovers(ofDocument: documents.onFileResolved(path)).map {
                Report(path: path, location: nil, diagnostic: .warning, message: $0.message, rule: .leftoverFile)
            }
        let assets = project.lookup.assets(ofDocument: path)
        let first = Document.read(source, assets: assets)
        var diagnostics: [Diagnostic] = []
        var reported: Set<Diagnostic> = []
        func checkReferences(_ found: [XIBStoryboardChecks.Reference]) {
            diagnostics += references.problems(
                of: found, at: documents.onFileResolved(path),
                projectRoot: project.lookup.project(ofDocument: path)?.root,
                shown: { documents.shown(FileSystem.realPath($0) ?? $0) })
        }
        if let document = first.document {
            diagnostics += XIBStoryboardChecks.problems(in: document)
            checkReferences(XIBStoryboardChecks.references(in: document))
        } else if let storyboard = XIBStoryboardChecks.storyboardWithoutViews(
            source, assets: assets, registry: project.registry)
        {
            // A storyboard of SwiftUI hosting controllers has no view to draw, but objects to check.
            checkReferences(storyboard.references)
            return leftovers + reports(storyboard.problems + diagnostics, in: source, documents)
        }
        // Every scene of a storyboard is checked: the views and other objects of each with a
        // view of its own, the objects of the others (a navigation controller's). What the file
        // as a whole has wrong (an id given twice, a xib's top-level objects) each scene's
        // reading carries, and is reported once.
        let scenes = first.document.map { DocumentSource.allScenes(of: $0, reading: first) } ?? [first]
        for (index, reading) in scenes.enumerated() {
            if let document = first.document, !document.scenes.isEmpty, !document.scenes[index].hasView {
                diagnostics += document.objectProblems(ofScene: index, registry: project.registry)
                continue
            }
            for diagnostic in reading.diagnostics where reported.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
            guard let document = reading.document else { continue }
            // One view at a time, so that nothing of the resolved document is kept.
            var images: [ImageReference] = []
            for view in document.allNodes {
                let resolution = ResolvedDocument.resolve(view, in: document, registry: project.registry)
                for diagnostic in resolution.diagnostics where reported.insert(diagnostic).inserted {
                    diagnostics.append(diagnostic)
                }
                // An object that is not a view is not drawn: its images are not loaded.
                if view.isView { images += ImageReference.all(of: view, resolution, in: document) }
            }
            let loader = documents.imageLoader(for: path, allowExternalImages: allowExternalImages)
            diagnostics += loader.load(images).warnings
            diagnostics += images.compactMap { reference in
                reference.symbol.map {
                    Diagnostic(
                        .note, "\(reference.attribute): \(Printable.quoted($0.name)) is an SF Symbol",
                        at: reference.offset, rule: .systemSymbol)
                }
            }
            // A view left out for a mistake in its structure would make every variant that sets
            // it look wrong too: the variants are checked once the views are sound. (A mistake
            // in one variant's declaration does not keep the others from being checked.)
            let viewsAreSound = !reading.diagnostics.contains {
                $0.severity == .error && !document.variantDiagnostics.contains($0)
            }
            for variant in document.variants where viewsAreSound {
                diagnostics +=
                    SnapshotVariant(variant)
                    .apply(to: document, registry: project.registry).problems
            }
            // Constraints that cannot all hold, or leave a view's place open, on the device the
            // document was saved for: Xcode warns of them, and the app still launches.
            if viewsAreSound {
                let fonts = documents.projects.fonts(ofDocument: path)
                for diagnostic in LayoutCheck.problems(of: document, fonts: fonts) + Diagnostic.fontProblems(of: fonts)
                where reported.insert(diagnostic).inserted {
                    diagnostics.append(diagnostic)
                }
            }
        }
        // Outlets and actions connect objects of every scene: checked once for the file.
        if let document = first.document {
            diagnostics += XIBConnections.problems(in: document, classes: project.registry.runtimeClasses)
        }
        return leftovers + reports(diagnostics, in: source, documents)
    }

    /// The reports of a document's diagnostics, in the order of the text; a note in a source
    /// file (a component's declaration) is shown as the component's own problems are.
    private static func reports(_ diagnostics: [Diagnostic], in source: SourceText, _ documents: DocumentSource)
        -> [Report]
    {
        diagnostics.sorted { $0.offset < $1.offset }.map { Report($0, in: source, shownNote: documents.shownSource) }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension Diagnostic.Rule {
    /// A file an interrupted save left beside a document.
    static let leftoverFile = Diagnostic.Rule(
        "leftover-file", .warning,
        "A temporary file an interrupted save left beside a document, or another program's save.")

    /// Interface Builder documents a folder search found that are for other platforms.
    static let otherPlatform = Diagnostic.Rule(
        "other-platform", .note,
        "Interface Builder documents found in a folder that are for macOS, tvOS or watchOS, which are not checked.")

    /// JSON files a folder search found that are no documents.
    static let otherJSON = Diagnostic.Rule(
        "other-json", .note,
        "JSON files found in a folder that are no designer documents (no 'class' at the root), which are not checked."
    )
}
