import DesignerCore
import DesignerSnapshots
import Dispatch
import Inspectable
import Layout
import Rendering
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `designer snapshot`: every document drawn as text, SVG and PNG and compared with the
/// snapshots stored beside it; the documents are the test cases.
enum SnapshotCommand: Command {
    static let spec = CommandSpec(
        name: "snapshot", abstract: "Record rendered snapshots of documents, and check that they still match.",
        discussion:
            "Snapshots are kept in __snapshots__ beside each document, named <document>.<variant>.<ext>: 'default' is the document as written, and a document's \"variants\" and --matrix add others. --appearance light,dark also draws each in the dark appearance, as <document>.<variant>~dark.<ext>; a variant that sets its \"appearance\" is drawn in that one alone, under its own name. Interface Builder documents are laid out on the device they were saved for; --device A,B lays each document out on each of those devices instead, as <document>.<variant>~<device>.<ext> (~<device>-landscape on its side, before any ~dark). --content-size L,AX5 lays each out at those text sizes, a size other than L named ~AX5 after the device; --locale fr,de also draws each Interface Builder document that has a table in those languages (fr.lproj/Main.strings, Main.xcstrings) in them, and --pseudo accented in Xcode's pseudolanguages, named ~fr and ~accented after the text size (a document's own variants are drawn in its strings as written alone). Missing snapshots are recorded unless the record mode is never, which it is when CI is set; DESIGNER_RECORD sets the mode too. A mismatch prints a diff (text, SVG) or the share of pixels that differ (PNG), keeps the actual file and a diff image in the artifacts folder (cleared of what earlier runs wrote there), and makes the exit status 1; the snapshots of one variant that fail in several formats or appearances are one failure, with the most readable diff. Snapshot files no document produces are listed as orphans. --report FILE.json writes every snapshot's result and time: 'merge-reports' makes the reports of the shards of a CI matrix (--shard I/N) one, and --timings balances the shards by an earlier report's times. With --asserted LEDGER the run checks no documents: it lists the files in the __Snapshots__ folders of assertSnapshot tests that the ledger does not name, a ledger that 'DESIGNER_SNAPSHOT_LEDGER=LEDGER swift test' writes; it must come from a run of all the tests, since a filtered run leaves the other tests' snapshots out. A .designer-snapshot.json in the documents' folder or above it can hold the --format, --matrix, --appearance, --device, --content-size, --locale, --pseudo, --scale and --tolerance of every run, as {\"format\": \"text,png\", \"appearance\": \"light,dark\", \"device\": \"retina4_7,ipad9_7\"}; an option given here wins over the file's.",
        arguments: [
            .init(
                "path", help: "Documents, or folders searched for them (default: the current folder).",
                isRequired: false, isRepeating: true)
        ],
        options: [
            formats, matrix, record, check, tolerance, artifacts, junit, summary, report, shard, timings, jobs, prune,
            scale,
            appearances, accessibility, devices, CommandSpec.orientation, contentSizes, locales, pseudolanguages,
            asserted, CommandSpec.sources, CommandSpec.fonts, CommandSpec.allowExternalImages,
        ])

    static func run(_ options: Options, project: ProjectContext, documents source: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        if let ledger = options.asserted { return try runAsserted(ledger: ledger, options, source, writer) }
        var settings = try settings(options, project, source, writer)
        let (shard, jobs) = (options.shard, options.jobs)
        let reportFiles = try SnapshotReport.Files(
            options.reportFiles, source, environment: writer.environment, spec: spec)
        if options.timings != nil, options.reportFiles.value(Self.shard.declaration.name) == nil {
            throw .usage("--timings balances the shards of --shard I/N; give --shard too.", spec)
        }
        if let timings = options.timings { try reportFiles.check(againstReports: [timings], source) }
        let timings = try options.timings.map { path throws(CLIError) in try ShardTimings.read(path, source) }
        let paths = options.paths.map(normalized)
        if paths.contains("-") {
            throw .usage(
                "Snapshots are kept beside documents; give a document's path rather than standard input.", spec)
        }
        // A path that holds neither documents nor snapshots is a problem of the search. A Swift
        // package inside is a project of its own, whose snapshots its own tests record.
        var search = DocumentSearch(source)
        (search.snapshotsCount, search.entersPackages) = (true, false)
        search.search(paths)
        var (searchProblems, snapshotFolders) = (search.problems, search.snapshotFolders)
        // A JSON file a folder holds that is no document (a localization, an animation) has no
        // snapshot; one named on the command line is taken as the user means it.
        let found = search.documents.filter { path in
            paths.contains(normalized(path)) || !path.lowercased().hasSuffix(".json") || search.isDocument(json: path)
        }
        let all = unique(found.map(normalized), source)
        try reportFiles.check(against: all, source)
        settings.documents = Set(all.compactMap { FileSystem.identity(of: source.onFileResolved($0)) })
        snapshotFolders = snapshotFolders.map(normalized)
        searchProblems = searchProblems.map {
            CheckCommand.Report(
                path: normalized($0.path), location: $0.location, diagnostic: $0.diagnostic, message: $0.message,
                rule: $0.rule)
        }
        let reportPaths = all.map { SnapshotReport.reportPath($0, source) }
        let assignments = Shard.assignments(
            of: all, reportPaths: reportPaths, count: shard.count, timings: timings)
        let documents = all.indices.filter { assignments[$0] == shard.index }.map { all[$0] }
        // What an earlier run left in the artifacts folder would pass for this run's.
        settings.artifacts.clearEarlierRuns(shard: (shard.index, shard.count), settings)
        let outcomes = check(documents, settings, jobs: jobs)
        settings.artifacts.listWritten(shard: (shard.index, shard.count), settings)
        let leftOver = self.orphans(
            documents: all, outcomes: outcomes, explicit: paths, snapshotFolders: snapshotFolders, settings: settings)
        let orphans = leftOver.orphans.filter { shard.owns($0.owner, in: all, assignments: assignments) }.map(\.path)
        var report = SnapshotReport(outcomes: outcomes, orphans: orphans, searchProblems: searchProblems)
        // Each is listed once, by the first shard.
        report.strangers = shard.index == 0 ? leftOver.strangers : []
        report.shard = shard.count > 1 ? "\(shard.index + 1)/\(shard.count)" : nil
        // A --matrix key that no document of the whole run has is a mistake, not a sweep of nothing.
        // Each shard looks at the others' documents too, so that a typo fails every shard.
        if let first = settings.matrix.first, !outcomes.contains(where: \.matrixFits),
            outcomes.contains(where: { $0.matrixLacks != nil }) || shard.count > 1,
            !Set(all).subtracting(documents).contains(where: { fits(settings.matrix, $0, settings) })
        {
            let reasons = outcomes.compactMap(\.matrixLacks)
            report.matrixProblem = SnapshotMatrixProblem(
                origin: settings.matrixOrigin, keys: first.values.map(\.key),
                reason: reasons.first { $0.contains("did you mean") } ?? reasons.first ?? "",
                namesAppearance: first.values.contains { $0.key == Variant.appearanceKey })
        }
        if options.prune {
            report.pruneFailures = prune(orphans, source)
            report.pruned = true
        }
        report.print(writer)
        let run =
            reportFiles.report == nil
            ? nil
            : SnapshotRun(
                documents: all, paths: paths, shard: shard.count > 1 ? shard : nil, settings: settings,
                timings: timings, source)
        try report.write(reportFiles, run: run, context: source)
        if !report.succeeded { throw .failed }
    }

    /// `--asserted`: the orphans of `assertSnapshot` tests, and no documents, whose options have
    /// nothing to do.
    private static func runAsserted(
        ledger: String, _ options: Options, _ source: DocumentSource, _ writer: Writer
    ) throws(CLIError) {
        let documentOptions = [
            formats.declaration, matrix.declaration, record.declaration, check, tolerance.declaration,
            artifacts.declaration, junit.declaration, summary.declaration, report.declaration, shard.declaration,
            timings.declaration, scale.declaration,
            appearances.declaration, devices.declaration, CommandSpec.orientation.declaration,
            contentSizes.declaration, locales.declaration, pseudolanguages.declaration,
            CommandSpec.sources.declaration, CommandSpec.fonts.declaration, CommandSpec.allowExternalImages,
        ]
        let arguments = options.reportFiles
        if let given = documentOptions.first(where: { arguments[$0] || arguments.value($0.name) != nil }) {
            throw .usage(
                "--asserted checks the snapshots of assertSnapshot tests, not documents; it cannot go with --\(given.name).",
                spec)
        }
        guard !ledger.isEmpty else { throw .usage("--asserted takes the path of a ledger, not ''.", spec) }
        var asserted = try AssertedSnapshots(ledger: ledger, paths: options.paths.map(normalized), source)
        if options.prune { asserted.prune(source) }
        asserted.print(writer)
        if !asserted.pruneFailures.isEmpty { throw .failed }
    }

    /// Whether the `--matrix` keys all name something in the document at `path`.
    private static func fits(_ matrix: [SnapshotVariant], _ path: String, _ settings: SnapshotSettings) -> Bool {
        guard let bytes = try? FileSystem.read(settings.resolved(path)),
            let document = Document.read(SourceText(name: path, bytes: bytes)).document
        else { return false }
        if case .fits = SnapshotVariant.fit(matrix, document, registry: settings.registry) { return true }
        return false
    }

    /// A path as the user would write it: no `.` parts, no doubled slashes.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + parts }
        return parts.isEmpty ? "." : parts
    }

    /// Of two names of one file or folder, whether the first is the one to show: relative, then
    /// shorter, then first in order.
    private static func isPreferred(_ first: String, to second: String) -> Bool {
        (first.hasPrefix("/") ? 1 : 0, first.count, first) < (second.hasPrefix("/") ? 1 : 0, second.count, second)
    }

    /// The documents, sorted, each file once however many ways it was named: by a name that is
    /// not a symbolic link (the file's own, whose snapshots are its), then its preferred one.
    private static func unique(_ documents: [String], _ source: DocumentSource) -> [String] {
        let names = Set(documents).map { (path: $0, isLink: FileSystem.isLink(source.onFileResolved($0))) }
        var seen: Set<[UInt64]> = []
        var result: [String] = []
        for (document, _) in names.sorted(by: {
            $0.isLink != $1.isLink ? !$0.isLink : isPreferred($0.path, to: $1.path)
        }) {
            if let identity = FileSystem.identity(of: source.onFileResolved(document)) {
                guard seen.insert(identity).inserted else { continue }
            }
            result.append(document)
        }
        return result.sorted()
    }

    // MARK: - Checking

    /// Checks the documents on `jobs` threads; the outcomes are in the documents' order.
    private static func check(_ documents: [String], _ settings: SnapshotSettings, jobs: Int) -> [DocumentOutcome] {
        let next = Atomic<Int>(0)
        let outcomes = Mutex<[DocumentOutcome?]>(Array(repeating: nil, count: documents.count))
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(documents.count, 1))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < documents.count else { return }
                let started = ContinuousClock.now
                var outcome = SnapshotCheck.check(documents[index], settings)
                outcome.seconds = (ContinuousClock.now - started).inSeconds
                outcomes.withLock { $0[index] = outcome }
            }
        }
        return outcomes.withLock { $0.compactMap { $0 } }
    }

    // MARK: - Orphans

    /// Snapshot files no document produces. A folder the search passed is looked through
    /// whole; beside a document named on the command line, only that document's files are.
    private static func orphans(
        documents: [String], outcomes: [DocumentOutcome], explicit: [String], snapshotFolders: [String],
        settings: SnapshotSettings
    ) -> (orphans: [(path: String, owner: String)], strangers: [String]) {
        // Snapshots by where they go, a folder known by its identity however it is spelled,
        // and the name of their document: `<folder id>/<name>`.
        func identity(_ folder: String) -> String {
            FileSystem.identity(of: settings.resolved(folder.isEmpty ? "." : folder)).map { "\($0[0]):\($0[1])" }
                ?? "path:" + folder
        }
        func key(_ document: String) -> String {
            let (folder, name) = SnapshotCheck.place(of: document)
            return identity(String(folder.dropLast("__snapshots__".count))) + "/" + name
        }
        var produced: [String: Set<String>?] = [:]
        for outcome in outcomes { produced[key(outcome.path)] = outcome.producedNames }
        var documentsByKey: [String: String] = [:]
        for document in documents { documentsByKey[key(document)] = document }
        // Each snapshot folder once, by its shortest relative spelling: the document names to look
        // at in it, or nil for all.
        var folders: [String: (path: String, names: Set<String>?)] = [:]
        func visit(_ folder: String, names: Set<String>?) {
            let id = identity(folder)
            let existing = folders[id]
            let path = [existing?.path, folder].compactMap { $0 }.min(by: isPreferred)
            let merged: Set<String>? =
                existing.map { $0.names == nil || names == nil ? nil : $0.names?.union(names ?? []) } ?? names
            folders[id] = (path ?? folder, merged)
        }
        for folder in snapshotFolders { visit(folder, names: nil) }
        for path in explicit where documents.contains(path) {
            let (folder, name) = SnapshotCheck.place(of: path)
            visit(folder, names: [name])
        }
        var result: [(path: String, owner: String)] = []
        var strangers: [String] = []
        for (folder, names) in folders.values.sorted(by: { $0.path < $1.path }) {
            let files = (try? FileSystem.contents(ofDirectory: settings.resolved(folder))) ?? []
            let documentFolderPath = String(folder.dropLast("__snapshots__".count))
            let documentFolder = identity(documentFolderPath)
            for file in files {
                let path = folder + "/" + file
                switch classify(file, settings: settings) {
                case .leftover:
                    // What an interrupted atomic write left behind is an orphan too, or it would be
                    // committed unseen; one being written now is not.
                    if FileSystem.isAbandoned(settings.resolved(path)) { result.append((path, folder)) }
                case .ignored:
                    continue
                case .stranger:
                    if names == nil { strangers.append(path) }
                case .snapshot(let document):
                    if let names, !names.contains(document) { continue }
                    let ownerKey = documentFolder + "/" + document
                    switch produced[ownerKey] {
                    case .some(.some(let names)) where names.contains(file): continue
                    case .some(.none): continue  // its document could not be read; its snapshots are kept
                    default:
                        // A document that is there but was passed over (a named pipe for now, a
                        // folder) keeps its snapshots too: only a document that is gone loses them.
                        if produced[ownerKey] == nil,
                            FileSystem.exists(settings.resolved(documentFolderPath + document + ".json"))
                                || ProjectLookup.isInterfaceBuilderDocument(document)
                                    && FileSystem.exists(settings.resolved(documentFolderPath + document))
                        {
                            continue
                        }
                        result.append((path, documentsByKey[ownerKey] ?? ownerKey))
                    }
                }
            }
        }
        return (result, strangers)
    }

    /// What a file in a `__snapshots__` folder is to a run.
    enum SnapshotFile: Equatable {
        /// A snapshot of this run's formats, scale, devices and appearances,
        /// `<document>.<variant>[~<device>[-landscape]][~dark][@2x].<ext>`, of this document.
        case snapshot(document: String)
        /// A temporary file of designer's, which an interrupted write may have left.
        case leftover
        /// A snapshot of another scale, format, device or appearance, or a hidden file: not this
        /// run's business.
        case ignored
        /// A file not named as snapshots are, which designer never deletes.
        case stranger
    }

    /// What `file`, a name in a `__snapshots__` folder, is to a run with these settings.
    static func classify(_ file: String, settings: SnapshotSettings) -> SnapshotFile {
        // Only the temporary file of a snapshot's name is designer's: `.<snapshot>.designer-XXXXXX`.
        if TemporaryFile.isTemporaryName(file), let snapshot = TemporaryFile.nameOfTemporaryFile(file) {
            switch classify(snapshot, settings: settings) {
            case .snapshot, .ignored: return .leftover
            case .leftover, .stranger: return .ignored
            }
        }
        if file.hasPrefix(".") { return .ignored }
        guard let dot = file.lastIndex(of: "."),
            let format = OutputFormat.files.first(where: {
                $0.fileExtension == file[file.index(after: dot)...]
            })
        else { return .stranger }
        var stem = file[..<dot]
        var scale = 1
        for factor in [2, 3] where stem.hasSuffix("@\(factor)x") {
            scale = factor
            stem = stem.dropLast(3)
        }
        guard let variantDot = stem.lastIndex(of: "."), variantDot != stem.startIndex else { return .stranger }
        // The variant, then the device (none for a document's own) and the appearance (only the
        // dark one is named; a snapshot without one is of the light appearance).
        var parts = stem[stem.index(after: variantDot)...].split(
            separator: Character(SnapshotVariant.appearanceSeparator), omittingEmptySubsequences: false)[...]
        let variant = parts.removeFirst()
        // An accessibility picture's name ends in its own part, after the appearance.
        let isAccessibility = parts.last == Substring(SnapshotSettings.accessibilityPart)
        if isAccessibility { parts.removeLast() }
        var appearance = Appearance.light
        if let last = parts.last, let named = Appearance(rawValue: String(last)) {
            guard named != .light else { return .stranger }
            appearance = named
            parts.removeLast()
        }
        // Then the device, the text size and the language, each at most once and in this order.
        var device: (name: String, landscape: Bool)?
        var size = ContentSizeCategory.large
        var language = SnapshotSettings.Language.asWritten
        var stage = 0
        for part in parts {
            if stage < 1, let named = SnapshotSettings.device(named: part) {
                (device, stage) = (named, 1)
            } else if stage < 2, let named = SnapshotSettings.contentSize(named: part) {
                (size, stage) = (named, 2)
            } else if stage < 3, let named = SnapshotSettings.Language(named: part) {
                (language, stage) = (named, 3)
            } else {
                return .stranger
            }
        }
        // Text pictures do not depend on the scale, and their names never carry one.
        guard variant == Variant.defaultName || Variant.nameProblem(String(variant)) == nil,
            format.isScaled || scale == 1
        else { return .stranger }
        guard settings.formats.contains(format), !format.isScaled || Double(scale) == settings.scale,
            settings.appearances.contains(appearance), settings.draws(device), settings.contentSizes.contains(size),
            settings.languages.contains(language), settings.accessibility || !isAccessibility
        else {
            return .ignored
        }
        return .snapshot(document: String(stem[..<variantDot]))
    }

    /// Deletes the orphans; the problems of those that could not be deleted.
    private static func prune(_ orphans: [String], _ source: DocumentSource) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        for orphan in orphans {
            if let problem = SnapshotCheck.linkProblem(FileSystem.split(orphan).folder, source.workingDirectory) {
                failures.append(.pruneFailure(orphan, "not deleted: \(problem)"))
                continue
            }
            do {
                try FileSystem.remove(source.onFileResolved(orphan))
            } catch {
                failures.append(.pruneFailure(orphan, "cannot delete it: \(error.reason)"))
            }
        }
        return failures
    }

    // MARK: - Options

    private static func settings(
        _ options: Options, _ project: ProjectContext, _ source: DocumentSource, _ writer: Writer
    ) throws(CLIError)
        -> SnapshotSettings
    {
        let configuration = try SnapshotConfiguration.find(for: options.paths, source)
        let matrix: [SnapshotVariant]
        do {
            matrix = try SnapshotVariant.matrix(options.matrix.isEmpty ? configuration.matrix ?? [] : options.matrix)
        } catch {
            throw .usage(error.message, spec)
        }
        var artifacts = options.artifacts
        if let artifacts,
            let problem = FileSystem.problemCreating(artifacts, folder: true, from: source.workingDirectory)
        {
            throw .usage("--artifacts \(Printable.quoted(artifacts)): \(problem).", spec)
        }
        if let artifacts, OutputFile.isInSnapshotsFolder(source.onFileResolved(artifacts) + "/actual") {
            throw .usage(
                "--artifacts \(artifacts) is in a __snapshots__ folder, which holds the snapshots alone; choose another folder.",
                spec)
        }
        // The default goes under .build when there is one that can be written, else a temporary folder.
        if artifacts == nil, FileSystem.kind(of: source.onFileResolved(".build")) == .folder,
            FileSystem.problemCreating(".build/designer-snapshots", folder: true, from: source.workingDirectory) == nil
        {
            artifacts = ".build/designer-snapshots"
        }
        return SnapshotSettings(
            registry: project.registry, projects: project.lookup,
            formats: options.formats ?? configuration.formats ?? OutputFormat.files,
            scale: options.scale ?? configuration.scale ?? 1,
            appearances: options.appearances ?? configuration.appearances ?? [.light],
            accessibility: options.accessibility || configuration.accessibility == true,
            devices: try options.devices(configuration),
            orientation: options.orientation,
            contentSizes: options.contentSizes ?? configuration.contentSizes ?? [.large],
            localizations: options.localizations ?? configuration.localizations ?? [],
            pseudolanguages: options.pseudolanguages ?? configuration.pseudolanguages ?? [],
            record: try recordMode(options, writer),
            tolerance: options.tolerance ?? configuration.tolerance ?? Tolerance(),
            matrix: matrix,
            matrixOrigin: options.matrix.isEmpty
                ? configuration.path.map { "'matrix' of \($0)" } ?? "--matrix" : "--matrix",
            allowExternalImages: options.allowExternalImages,
            artifacts: ArtifactFolder(artifacts), workingDirectory: source.workingDirectory,
            programName: writer.programName)
    }

    /// `--record`, else `--check`, else `DESIGNER_RECORD`, else never on CI and missing elsewhere.
    private static func recordMode(_ options: Options, _ writer: Writer) throws(CLIError) -> RecordMode {
        if let mode = options.record {
            if options.check, mode != .never {
                throw .usage("--check never records; it cannot go with --record \(mode.rawValue).", spec)
            }
            return mode
        }
        if options.check { return .never }
        if let text = writer.environment["DESIGNER_RECORD"], !text.isEmpty {
            do {
                return try RecordMode.parse(text)
            } catch {
                throw .invalidValue(error, .environment("DESIGNER_RECORD"), spec)
            }
        }
        let ci = (writer.environment["CI"] ?? "").lowercased()
        return ci.isEmpty || ci == "false" || ci == "0" || ci == "no" ? .missing : .never
    }
}
