import DesignerCore
import DesignerSnapshots
import Graphics
import Inspectable
import Rendering

/// `designer audit`: the accessibility of every scene, as drawn and laid out, reported as `check`
/// reports problems.
enum AuditCommand: Command {
    static let spec = CommandSpec(
        name: "audit", abstract: "Audit the accessibility of documents' scenes as they are drawn.",
        discussion:
            #"Lays out and draws every scene of every document found (folders are searched as 'check' searches them) on the device each was saved for, or --device, at the text size --content-size names, and prints 'path:line:column: error|warning: message [rule]' for each finding on standard error, naming the view by the label VoiceOver reads or the text it shows, else its id; exits with 1 if there is an error (--strict: a warning too). Rules: contrast, the WCAG 2 ratio of each text against the pixels drawn behind it (backgrounds, gradients, images, translucent views), in each appearance --appearance names (both by default, or the one an app forces with UIUserInterfaceStyle in its Info.plist, which a note says), at least 4.5:1, or 3:1 for large text (18 points, or 14 bold); icon-contrast, a button's image against the pixels drawn behind it, at least 3:1; missing-label, an image-only button, or an image view or custom view made an accessibility element, with no accessibility label; duplicate-label, two elements of a scene with one label; nested-element, an element inside an element; touch-target, a button or custom control smaller than 44 x 44 points; small-text, text under 11 points; fixed-font-size, text in a font of a fixed size where a text style would follow the user's text size; text-cut-off and text-overlap, at each text size and in each language --locale names; missing-translation, a string of a language --locale names that its strings table or String Catalog lacks. --list-rules lists them. The .designer-check.json that 'check' reads (or --config) turns audit rules off, changes their severities and excludes paths too. With GITHUB_ACTIONS=true, findings are also printed as GitHub Actions annotations, except with --format json."#,
        arguments: [
            .init(
                "file", help: "Documents or folders to audit (default: designer.json).", isRequired: false,
                isRepeating: true)
        ],
        options: [
            CheckCommand.file, CheckCommand.format, CheckCommand.strict, CheckCommand.config, listRules, appearances,
            CommandSpec.device, CommandSpec.orientation, contentSizes, CommandSpec.pseudo, locales, CommandSpec.sources,
            CommandSpec.fonts, CommandSpec.allowExternalImages,
        ])

    static let listRules = CommandSpec.Option(
        "list-rules", help: "List the audit's rules, each with its default severity and what it finds, and exit.")
    static let appearances = TypedOption<SnapshotCommand.Appearances>(
        "appearance", value: "appearances",
        help:
            "light, dark or light,dark: the appearances whose contrast is measured (default: light,dark, or the one the app's Info.plist forces)."
    )

    static let contentSizes = TypedOption<ContentSizes>(
        "content-size", value: "sizes",
        help:
            "The text sizes to lay scenes out at, separated by commas, or all: UIKit's xS, S, M, L, xL, xxL, xxxL, AX1 … AX5 (default: L). Contrast and the other rules are measured at the first; texts cut off or overlapping at each."
    )

    static let locales = TypedOption<Locales>(
        "locale", value: "locales",
        help:
            "Languages of the app to audit Interface Builder documents in too, separated by commas (fr,de,pt-BR): each document's strings from its tables (fr.lproj/Main.strings, Main.xcstrings), for the strings they lack (missing-translation) and the texts cut off or overlapping in each."
    )

    /// Languages, separated by commas, each once, in the order given.
    struct Locales: ListOptionValue {
        let elements: [Localization]
        var localizations: [Localization] { elements }

        static let kind = "locale"
        static let expected: String? = "languages as Xcode names its localizations, separated by commas: fr,de,pt-BR"

        static func element(_ name: String) throws(InvalidValue) -> Localization {
            guard let localization = Localization(name) else { throw invalid(name) }
            return localization
        }
    }

    /// UIKit's text sizes, separated by commas, each once, smallest first; or `all`.
    struct ContentSizes: ListOptionValue {
        let elements: [ContentSizeCategory]
        var sizes: [ContentSizeCategory] { elements }

        static let kind = "content size"
        static var expected: String? {
            "one or more of \(InvalidValue.alternatives(suggestions)) separated by commas, or all of them (all)"
        }
        static var suggestions: [String] { ContentSizeCategory.allCases.map(\.name) }

        static func parse(_ argument: String) throws(InvalidValue) -> Self {
            let all = argument.split(separator: ",").contains { $0.lowercased() == "all" }
            return all ? Self(elements: ContentSizeCategory.allCases) : try parseList(argument)
        }

        static func element(_ name: String) throws(InvalidValue) -> ContentSizeCategory {
            guard let size = ContentSizeCategory(named: name) else { throw invalid(name) }
            return size
        }

        static func ordered(_ sizes: [ContentSizeCategory]) -> [ContentSizeCategory] {
            ContentSizeCategory.allCases.filter(sizes.contains)
        }
    }

    struct Options: CommandOptions {
        let format: CheckCommand.Format
        let strict: Bool
        let allowExternalImages: Bool
        /// The configuration file `--config` names.
        let configuration: String?
        let listRules: Bool
        var appearances: [Appearance]
        /// Whether `--appearance` was given: else an app that forces one is audited in that one.
        let appearancesGiven: Bool
        /// The text sizes scenes are laid out at: the first for every rule, each for texts that fit.
        let contentSizes: [ContentSizeCategory]
        /// The languages `--locale` names, besides the strings as written.
        let localizations: [Localization]
        /// Documents and folders to audit.
        let paths: [String]

        init(_ arguments: ParsedArguments) {
            (format, strict) = (arguments[CheckCommand.format] ?? .text, arguments[CheckCommand.strict])
            (configuration, listRules) = (arguments[CheckCommand.config], arguments[AuditCommand.listRules])
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
            appearances = arguments[AuditCommand.appearances]?.appearances ?? Appearance.allCases
            appearancesGiven = arguments[AuditCommand.appearances] != nil
            contentSizes = arguments[AuditCommand.contentSizes]?.sizes ?? [.large]
            localizations = arguments[AuditCommand.locales]?.localizations ?? []
            let given = arguments.values(CheckCommand.file) + arguments.positionals
            paths = given.isEmpty ? ["designer.json"] : given
        }

        /// None: a project's classes are taken in per document.
        var projectDocument: String? { nil }
    }

    static func run(_ options: Options, project: ProjectContext, documents source: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        if options.listRules {
            if options.format == .json {
                writer.print(RuleCatalog.json(RuleCatalog.auditRules).prettyPrinted())
            } else {
                writer.print(RuleCatalog.listing(RuleCatalog.auditRules), terminator: "")
            }
            return
        }
        let (searchReports, documents) = try CheckCommand.search(
            options.paths, configuration: options.configuration, source)
        var reports = searchReports
        var forcing: Set<String> = []
        for document in documents {
            var options = options
            // An app forced to one appearance is audited in it alone, unless --appearance says otherwise.
            if !options.appearancesGiven, let forced = project.lookup.forcedAppearance(ofDocument: document.path) {
                options.appearances = [forced.appearance]
                if forcing.insert(forced.infoPlist).inserted {
                    let plist = source.shown(forced.infoPlist)
                    reports.append(
                        .init(
                            path: document.path, location: nil, diagnostic: .note,
                            message:
                                "\(Printable.quoted(plist)) sets UIUserInterfaceStyle to \(forced.appearance == .light ? "Light" : "Dark"), so the scenes of its project are audited in the \(forced.appearance.rawValue) appearance alone; --appearance light,dark audits both",
                            rule: .contrast))
                }
            }
            let found = audit(
                document.path, project.forDocument(document.path), source, options,
                searched: document.path != document.given)
            reports += found.compactMap(document.configuration.applied)
        }
        CheckCommand.show(reports, checked: documents.count, format: options.format, verb: "audited", writer)
        let errors = reports.count { $0.diagnostic == .error }
        let warnings = reports.count { $0.diagnostic == .warning }
        if errors > 0 || (options.strict && warnings > 0) { throw .failed }
    }

    /// The findings of every scene of the document at `path`; what keeps it from being read is
    /// one error, as `check` gives it in full. What a folder search finds that is no document to
    /// audit (a JSON file that is no document, another platform's storyboard, a storyboard
    /// without a view) has no findings; `check` names it. Each language `--locale` names adds
    /// the strings its tables lack, and the texts cut off or overlapping in it.
    private static func audit(
        _ path: String, _ project: ProjectContext, _ documents: DocumentSource, _ options: Options, searched: Bool
    ) -> [CheckCommand.Report] {
        let bytes: [UInt8]
        do {
            bytes = try documents.readDocument(path)
        } catch {
            return [
                .init(path: path, location: nil, diagnostic: .error, message: error.reason, rule: .unreadableFile)
            ]
        }
        let written = SourceText(name: path == "-" ? "<stdin>" : path, bytes: bytes)
        let source: SourceText
        do {
            source = try documents.source(written)
        } catch {
            return report(error, path)
        }
        if searched, JSONFormat.accepts(source), !JSONFormat.isDocument(source) { return [] }
        if XIBPlatform.otherPlatform(of: source) != nil { return [] }
        let first = Document.read(source, assets: project.lookup.assets(ofDocument: path))
        if first.document == nil, !JSONFormat.accepts(source),
            XIBStoryboardChecks.storyboardWithoutViews(source, assets: .none, registry: project.registry) != nil
        {
            return []
        }
        guard let document = first.document else {
            let problem = first.diagnostics.first { $0.severity == .error }
            return [
                .init(
                    path: path, location: problem.map { source.location(of: $0.offset) }, diagnostic: .error,
                    message: "cannot be audited: \(problem?.message ?? "it has no view"); 'designer check' says more",
                    rule: .invalidDocument)
            ]
        }
        var reports = findings(in: document, reading: first, everyRule: true, nil, project, documents, options)
        for localization in options.localizations where !JSONFormat.accepts(source) {
            let translation: DocumentTranslation?
            do {
                translation = try documents.translation(ofDocument: path, into: localization)
            } catch {
                reports += report(error, path)
                continue
            }
            guard let translation else {
                let missing = LocalizedTables(document: path, workingDirectory: documents.workingDirectory).missing(
                    localization)
                reports.append(
                    .init(
                        path: path, location: nil, diagnostic: .note, message: "the document \(missing)",
                        rule: .missingTranslation))
                continue
            }
            let tables = translation.tables.joined(separator: " or ")
            for entry in translation.untranslated(in: written) {
                reports.append(
                    CheckCommand.Report(
                        .warning(
                            "\(entry.className) \(Printable.quoted(SceneAudit.shortened(entry.text))): no \(localization) translation of \(Printable.quoted(entry.key ?? "")) in \(tables)",
                            at: entry.range.lowerBound, rule: .missingTranslation), in: written))
            }
            let translated = documents.source(written, translatedBy: translation)
            let reading = Document.read(translated, assets: project.lookup.assets(ofDocument: path))
            guard let document = reading.document else {
                // What keeps the document from being read in the language is said, in it.
                let problem = reading.diagnostics.first { $0.severity == .error }
                reports.append(
                    .init(
                        path: path, location: problem.map { translated.location(of: $0.offset) }, diagnostic: .error,
                        message: "cannot be audited in \(localization): \(problem?.message ?? "it has no view")",
                        rule: .invalidDocument))
                continue
            }
            reports += findings(
                in: document, reading: reading, everyRule: false, localization, project, documents, options)
        }
        // A text that does not fit at several sizes or in several languages is said at the first.
        var unfit: Set<String> = []
        return reports.enumerated().filter { _, report in
            guard let rule = report.rule, [.textCutOff, .textOverlap].contains(rule), let location = report.location
            else { return true }
            return unfit.insert("\(rule.rawValue) \(location)").inserted
        }.sorted {
            ($0.element.location?.line ?? 0, $0.element.location?.column ?? 0, $0.offset)
                < ($1.element.location?.line ?? 0, $1.element.location?.column ?? 0, $1.offset)
        }.map(\.element)
    }

    /// What a table that cannot be read, or the document's own reading, stops: one finding.
    private static func report(_ error: CLIError, _ path: String) -> [CheckCommand.Report] {
        switch error {
        case .document(let diagnostics, let source, _):
            return diagnostics.map { CheckCommand.Report($0, in: source) }
        case .file(let error):
            return [
                .init(path: error.path, location: nil, diagnostic: .error, message: error.reason, rule: .unreadableFile)
            ]
        default:
            return [.init(path: path, location: nil, diagnostic: .error, message: "\(error)", rule: .invalidDocument)]
        }
    }

    /// The findings of every scene of `document`, read in `localization` (`nil`: as written):
    /// with `everyRule`, those of every rule, else only texts cut off or overlapping.
    private static func findings(
        in document: Document, reading first: Document.Reading, everyRule: Bool, _ localization: Localization?,
        _ project: ProjectContext, _ documents: DocumentSource, _ options: Options
    ) -> [CheckCommand.Report] {
        let path = document.source.name
        let fonts = documents.fonts(of: document)
        let loader = documents.imageLoader(for: path, allowExternalImages: options.allowExternalImages)
        var diagnostics: [Diagnostic] = []
        var said: Set<Diagnostic> = []
        for reading in DocumentSource.allScenes(of: document, reading: first) {
            guard let scene = reading.document else { continue }
            var found: [Diagnostic] = []
            for (sizeIndex, size) in options.contentSizes.enumerated() {
                var screen = documents.screen
                screen.contentSize = size
                let resolved = ResolvedDocument(
                    screen.layOut(scene, fonts: fonts), registry: project.registry, unknownClass: .warning)
                let audit = SceneAudit(resolved)
                let measuresAll = everyRule && sizeIndex == 0
                // Whether texts fit is the same in either appearance: the first one's drawing says.
                let appearances = measuresAll ? options.appearances : Array(options.appearances.prefix(1))
                let bitmaps = measuresAll ? loader.load(resolved, scale: 1).0.mapValues(\.bitmap) : [:]
                let unknown = measuresAll ? audit.unknownBackdrops(loaded: Set(bitmaps.keys)) : [:]
                let buttonImages = measuresAll ? audit.buttonImages() : [:]
                for (index, appearance) in appearances.enumerated() {
                    let drawing = ViewTreeDrawing.draw(
                        resolved, appearance: appearance, fonts: fonts, tagsViews: true
                    ).0
                    let texts = DrawnText.all(in: drawing)
                    if index == 0 { found += audit.textFitProblems(of: texts, at: size, in: localization) }
                    guard measuresAll else { continue }
                    if index == 0 {
                        found += audit.labelProblems(textViews: Set(texts.map(\.view)))
                        found += audit.touchTargetProblems()
                        found += audit.smallTextProblems(of: texts)
                        found += audit.fixedFontProblems(of: texts)
                    }
                    let renderer = RasterRenderer(scaleX: 1, scaleY: 1, images: bitmaps, drawsText: false)
                    guard let background = try? renderer.render(drawing) else { continue }
                    found += audit.contrastProblems(
                        of: texts, background: background, scale: 1, appearance: appearance, unknown: unknown)
                    let icons = DrawnIcon.all(in: drawing, images: buttonImages)
                    if !icons.isEmpty,
                        let behind = try? renderer.render(DrawnIcon.removing(images: buttonImages, from: drawing))
                    {
                        found += audit.iconContrastProblems(
                            of: icons, drawn: background, behind: behind, scale: 1, appearance: appearance,
                            unknown: unknown)
                    }
                }
            }
            for diagnostic in found where said.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        return diagnostics.map { CheckCommand.Report($0, in: document.source) }
    }
}
