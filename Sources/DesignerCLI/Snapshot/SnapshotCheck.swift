import DesignerCore
import DesignerSnapshots
import Inspectable
import Rendering

/// Checks, or records, every snapshot of one document.
enum SnapshotCheck {
    /// The snapshots folder beside a document, and the document's name without `.json`.
    static func place(of document: String) -> (folder: String, name: String) {
        let slash = document.lastIndex(of: "/")
        let folder = slash.map { String(document[...$0]) } ?? ""
        var name = slash.map { String(document[document.index(after: $0)...]) } ?? document
        if name.hasSuffix(".json") { name.removeLast(5) }
        return (folder + "__snapshots__", name)
    }

    static func check(_ path: String, _ settings: SnapshotSettings) -> DocumentOutcome {
        var outcome = DocumentOutcome(path: path)
        let bytes: [UInt8]
        for leftover in settings.leftovers.leftovers(ofDocument: settings.resolved(path)) {
            outcome.problems.append((.warning, nil, leftover.message, nil))
        }
        do {
            bytes = try FileSystem.read(settings.resolved(path))
        } catch {
            outcome.problems.append((.error, nil, error.reason, nil))
            return outcome
        }
        let written = SourceText(name: path, bytes: bytes)
        let registry = settings.projects.registry(ofDocument: path)
        var producedNames: Set<String>? = []
        let (folder, documentName) = place(of: path)
        let loader = ImageLoader(
            folder: settings.resolved(FileSystem.split(path).folder),
            boundary: settings.projects.imageBoundary(ofDocument: path).map(settings.resolved),
            names: settings.projects.assets(ofDocument: path).images,
            allowsExternalImages: settings.allowExternalImages,
            files: SystemImageFiles())
        let clock = ContinuousClock()
        // What the document has wrong is said of its strings as written; a language that only an
        // Interface Builder document's tables have is not drawn for the others.
        for language in settings.languages {
            let source: SourceText
            switch language {
            case .asWritten:
                source = written
            case .pseudolanguage(let pseudolanguage):
                guard ProjectLookup.isInterfaceBuilderDocument(path) else { continue }
                source = pseudolanguage.apply(toDocument: written)
            case .localization(let localization):
                guard ProjectLookup.isInterfaceBuilderDocument(path) else { continue }
                let tables = LocalizedTables(document: path, workingDirectory: settings.workingDirectory)
                do {
                    guard let translation = try tables.translation(into: localization) else { continue }
                    source = translation.apply(toDocument: written)
                } catch {
                    outcome.report(error, program: settings.programName)
                    producedNames = nil
                    continue
                }
            }
            check(
                source, in: language, path: path, folder: folder, documentName: documentName, registry: registry,
                loader: loader, settings, clock: clock, producedNames: &producedNames, outcome: &outcome)
        }
        outcome.producedNames = producedNames
        return outcome
    }

    /// Checks, or records, the snapshots of the document `source` holds, in `language`: each
    /// scene of a storyboard (or top-level view of a xib) with a view is a variant of its own,
    /// named by its id. What the file as a whole has wrong is reported once, of the strings as
    /// written.
    private static func check(
        _ source: SourceText, in language: SnapshotSettings.Language, path: String, folder: String,
        documentName: String, registry: ComponentRegistry, loader: ImageLoader, _ settings: SnapshotSettings,
        clock: ContinuousClock, producedNames: inout Set<String>?, outcome: inout DocumentOutcome
    ) {
        let reports = language == .asWritten
        let first = Document.read(source, assets: settings.projects.assets(ofDocument: path))
        func report(_ diagnostics: [Diagnostic], placed: Bool = true) {
            if reports { outcome.report(diagnostics, in: source, placed: placed) }
        }
        var trees: [(reading: Document.Reading, scene: String?)] = [(first, nil)]
        if let document = first.document, document.scenes.count > 1 {
            trees = DocumentSource.allScenes(of: document, reading: first).enumerated()
                .filter { document.scenes[$0.offset].hasView }
                .map { ($0.element, document.scenes[$0.offset].id) }
        }
        var reported: Set<Diagnostic> = []
        for (reading, scene) in trees {
            report(reading.diagnostics.filter { reported.insert($0).inserted })
            // A wrong variant declaration is reported, and the rest of the document still checked.
            let declarationErrors = reading.document?.variantDiagnostics.count { $0.severity == .error } ?? 0
            guard let document = reading.document,
                reading.diagnostics.count(where: { $0.severity == .error }) == declarationErrors
            else {
                producedNames = nil
                // What keeps only another language from being drawn is said, in that language.
                if !reports, !outcome.hasErrors {
                    let language = String(language.suffix.dropFirst())
                    outcome.report(
                        reading.diagnostics.filter { $0.severity == .error && reported.insert($0).inserted }.map {
                            Diagnostic(.error, "in \(language): \($0.message)", location: $0.location, rule: $0.rule)
                        }, in: source)
                }
                continue
            }
            // In another language, a document of one tree is drawn as written, without its variants.
            let variants =
                scene.map { [SnapshotVariant(name: Self.variantName(ofScene: $0), values: [], place: nil)] }
                ?? (language == .asWritten
                    ? self.variants(of: document, in: source, settings, registry: registry, &outcome)
                    : [.asWritten])
            // The snapshots of a variant that could not be read are kept, as the document's are.
            if declarationErrors > 0 { producedNames = nil }
            let screens = settings.screens(for: document)
            producedNames?.formUnion(
                variants.flatMap { variant in
                    screens.flatMap { screen in
                        settings.suffixes(variant.drawings(in: settings.appearances).map(\.suffix)).flatMap { suffix in
                            settings.formats.map {
                                fileName(
                                    documentName, variant.name + screen.suffix + language.suffix + suffix, $0, settings)
                            }
                        }
                    }
                })
            check(
                document, variants, in: language, path: path, folder: folder, documentName: documentName,
                loader: loader, fonts: settings.projects.fonts(ofDocument: path),
                registry: registry, settings, clock: clock, outcome: &outcome, source: source)
        }
    }

    /// A scene's id as a variant's name: each character a variant's name may not hold, and `_`
    /// itself, becomes `_` and its code in hex (`a/b` is `a_2Fb`), so no two ids share a name.
    static func variantName(ofScene id: String) -> String {
        var name = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
                name.unicodeScalars.append(scalar)
            } else {
                name += "_" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return name == Variant.defaultName || name.isEmpty ? "scene_" + name : name
    }

    /// Checks, or records, the snapshots of `variants` of one view tree of the document, laid out
    /// on each of the run's screens.
    private static func check(
        _ document: Document, _ variants: [SnapshotVariant], in language: SnapshotSettings.Language, path: String,
        folder: String, documentName: String,
        loader: ImageLoader, fonts: ProjectFonts?, registry: ComponentRegistry, _ settings: SnapshotSettings,
        clock: ContinuousClock,
        outcome: inout DocumentOutcome, source: SourceText
    ) {
        func report(_ diagnostics: [Diagnostic], placed: Bool = true) {
            if language == .asWritten { outcome.report(diagnostics, in: source, placed: placed) }
        }
        let screens = settings.screens(for: document)
        variants: for variant in variants {
            var started = clock.now
            let (applied, problems) = variant.apply(to: document, registry: registry)
            report(problems, placed: variant.place != nil)
            guard let applied, !problems.contains(where: { $0.severity == .error }) else { continue }
            for (index, screen) in screens.enumerated() {
                let resolved = ResolvedDocument(
                    screen.choice.layOut(applied, fonts: fonts), registry: registry, unknownClass: .error)
                let appearances = variant.drawings(in: settings.appearances)
                let drawings = appearances.map {
                    ViewTreeDrawing.draw(resolved, view: nil, appearance: $0.appearance, fonts: fonts)
                }
                // What cannot be drawn cannot be drawn in any appearance: the first one's warnings say it.
                let drawingWarnings = drawings.first?.1 ?? []
                let (images, imageWarnings) = loader.load(resolved, scale: settings.scale)
                let unscaledImages =
                    settings.scale == 1 || settings.formats.allSatisfy(\.isScaled)
                    ? images : loader.load(resolved, scale: 1).images
                let diagnostics = resolved.diagnostics + drawingWarnings + imageWarnings
                let errors = diagnostics.filter { $0.severity == .error }
                // What the views have wrong is the same on every screen: the first one's say it.
                if variant.isAsWritten, index == 0 {
                    report(diagnostics)
                    // What is wrong with the document as written is wrong with every variant of it.
                    if !errors.isEmpty { break variants }
                } else if !errors.isEmpty, index == 0 {
                    // Places in the edited text are not places in the file: the variant's name is.
                    let label =
                        variant.place == nil ? "--matrix \(variant.name)" : "variant \(Printable.quoted(variant.name))"
                    report(
                        errors.map { .error("\(label): \($0.message)", at: variant.place?.name ?? 0) },
                        placed: variant.place != nil)
                }
                guard errors.isEmpty else { continue variants }
                let location = source.location(
                    of: variant.place?.name ?? document.root.place.start)
                // Each drawing, then its accessibility picture where the run draws them.
                let subjects = zip(appearances, drawings).flatMap { appearance, drawn in
                    let picture =
                        settings.accessibility ? accessibilityPicture(of: resolved, appearance.appearance, fonts) : nil
                    return [(drawn.0, nil)] + (picture.map { [($0.drawing, $0.legend)] } ?? [])
                }
                // What each subject is of, in the order of their suffixes.
                let kinds = appearances.flatMap { drawn in
                    (settings.accessibility ? [false, true] : [false]).map {
                        (appearance: drawn.appearance, accessibility: $0)
                    }
                }
                let named = zip(settings.suffixes(appearances.map(\.suffix)), kinds)
                for ((suffix, kind), (drawing, text)) in zip(named, subjects) {
                    let subject = SnapshotSubject(
                        drawing: drawing, images: images, unscaledImages: unscaledImages, scale: settings.scale,
                        text: text)
                    outcome.results += check(subject, settings, clock: clock, since: &started) { format in
                        let name = fileName(
                            documentName, variant.name + screen.suffix + language.suffix + suffix, format, settings)
                        let key = SnapshotKey(
                            variant: variant.name, device: screen.device, landscape: screen.landscape,
                            contentSize: screen.choice.contentSize.name, locale: language.locale,
                            pseudolanguage: language.pseudolanguage, appearance: kind.appearance.rawValue,
                            accessibility: kind.accessibility, format: format.rawValue)
                        return Target(
                            document: path, key: key, location: location, name: name, path: folder + "/" + name)
                    }
                }
            }
        }
    }

    /// The scene drawn beside the legend of what VoiceOver reads, and that legend as a list, as
    /// `render --accessibility` draws them. The scene is drawn again with its views tagged, which
    /// an SVG keeps as groups: the plain snapshots stay as they are.
    private static func accessibilityPicture(
        of resolved: ResolvedDocument, _ appearance: Appearance, _ fonts: ProjectFonts?
    ) -> (drawing: Drawing, legend: String) {
        let drawing = ViewTreeDrawing.draw(resolved, appearance: appearance, fonts: fonts, tagsViews: true).0
        let elements = AccessibilityReader(resolved).elements(
            frames: ViewTreeDrawing.shownFrames(of: resolved), textViews: Set(DrawnText.all(in: drawing).map(\.view)),
            chrome: resolved.document.chrome.map {
                SceneChromeDrawing.accessibilityElements(
                    of: $0, fonts: fonts, layoutDirection: resolved.document.layoutDirection)
            }
                ?? [],
            sectionTitles: ViewTreeDrawing.sectionTitleElements(of: resolved, fonts: fonts))
        return (
            AccessibilityPicture.draw(drawing, elements: elements, appearance: appearance, fonts: fonts),
            AccessibilityPicture.listing(elements)
        )
    }

    /// Checks one drawing in every format against its `target`'s snapshot, each result timed from
    /// `started` on.
    private static func check(
        _ subject: SnapshotSubject, _ settings: SnapshotSettings, clock: ContinuousClock,
        since started: inout ContinuousClock.Instant, target: (OutputFormat) -> Target
    ) -> [SnapshotResult] {
        settings.formats.map { format in
            let target = target(format)
            if let problem = format.sizeProblem(of: subject.drawing.size, scale: settings.scale) {
                return target.result(.failed, "cannot be drawn: \(problem)")
            }
            let drawn: DrawnOutput
            do throws(RenderError) {
                drawn = try subject.drawn(as: format)
            } catch {
                return target.result(.failed, "cannot be drawn: \(error)")
            }
            var result = compare(drawn, fileExtension: format.fileExtension, with: target, settings)
            result.seconds = (clock.now - started).inSeconds
            started = clock.now
            return result
        }
    }

    /// The document as written, its declared variants, then the `--matrix` combinations that fit
    /// it; a combination named as a declared variant is reported instead.
    private static func variants(
        of document: Document, in source: SourceText, _ settings: SnapshotSettings, registry: ComponentRegistry,
        _ outcome: inout DocumentOutcome
    ) -> [SnapshotVariant] {
        var variants = [SnapshotVariant.asWritten] + document.variants.map { SnapshotVariant($0) }
        if !settings.matrix.isEmpty {
            switch SnapshotVariant.fit(settings.matrix, document, registry: registry) {
            case .fits:
                outcome.matrixFits = true
                for combination in settings.matrix {
                    if let declared = variants.first(where: { $0.name.lowercased() == combination.name.lowercased() }) {
                        let values = combination.values.map { "\($0.key)=\($0.value.text)" }.joined(separator: " ")
                        outcome.report(
                            [
                                .error(
                                    "variant \(Printable.quoted(declared.name)) has the name --matrix gives \(values); rename it",
                                    at: declared.place?.name ?? 0)
                            ], in: source)
                    } else {
                        variants.append(combination)
                    }
                }
            case .lacks(let reason): outcome.matrixLacks = reason
            case .wrong(let message): outcome.report([.error(message, at: 0)], in: source, placed: false)
            }
        }
        return variants
    }

    /// `<document>.<variant>[@2x].<ext>`, where the variant's name carries its appearance
    /// (`default~dark`); a format that does not depend on the scale, as the text picture does
    /// not, names none.
    static func fileName(_ document: String, _ variant: String, _ format: OutputFormat, _ settings: SnapshotSettings)
        -> String
    {
        "\(document).\(variant)\(format.isScaled ? settings.scaleSuffix : "").\(format.fileExtension)"
    }

    /// A snapshot file of one variant, and the results of checking it.
    private struct Target {
        let document: String
        let key: SnapshotKey
        /// Where the variant is declared, or the document's start.
        let location: SourceLocation
        let name: String
        /// The snapshot's path, as the document's path is written.
        let path: String

        func result(
            _ status: SnapshotResult.Status, _ message: String, _ details: String = "", files: String? = nil,
            artifacts: [(label: String, path: String)] = []
        ) -> SnapshotResult {
            SnapshotResult(
                document: document, key: key, location: location, name: name, path: path, status: status,
                message: message, details: details, files: files ?? details, artifacts: artifacts, seconds: 0)
        }
    }

    /// Compares `drawn` with its snapshot, recording it as the mode says.
    private static func compare(
        _ drawn: DrawnOutput, fileExtension: String, with target: Target, _ settings: SnapshotSettings
    ) -> SnapshotResult {
        let snapshot = target.path
        let file = settings.resolved(snapshot)
        switch FileSystem.kind(of: file) {
        case .missing:
            guard settings.record == .never else { return record(drawn, .recorded, target, settings) }
            // Keep what would have been recorded, for CI to offer as an artifact.
            let kept = settings.artifacts.keep(drawn.bytes(), for: snapshot, fileExtension: fileExtension, settings)
            return target.result(
                .failed,
                "has no snapshot, and the record mode is never; record it with \(settings.programName) snapshot --record missing",
                kept.line, artifacts: kept.path.map { [("actual", $0)] } ?? [])
        case .folder, .linkToFolder:
            return target.result(.failed, "cannot be compared: its snapshot path \(snapshot) is a folder")
        case .special(let what):
            return target.result(.failed, "cannot be compared: its snapshot path \(snapshot) is \(what)")
        case .file:
            break
        }
        let reference: [UInt8]
        do {
            reference = try FileSystem.read(file, as: .snapshot)
        } catch {
            return target.result(.failed, "its snapshot \(snapshot) cannot be read: \(error.reason)")
        }
        let mismatch: SnapshotMismatch
        switch drawn.compare(reference, settings.tolerance) {
        case .exact:
            return target.result(.passed, "matches")
        case .withinTolerance:
            guard settings.record == .all else { return target.result(.passed, "matches within the tolerance") }
            return record(drawn, .updated, target, settings)
        case .mismatch(let found):
            mismatch = found
        }
        if settings.record == .all || settings.record == .failed { return record(drawn, .updated, target, settings) }
        // Keep the actual file (and what shows the difference) where the user can look at it.
        let kept = settings.artifacts.keep(drawn.bytes(), for: snapshot, fileExtension: fileExtension, settings)
        // Paths are made visible here, before the details are cut into lines: a line break in a
        // file name must not start a line of its own, which CI would read as a command.
        var files = [ArtifactFolder.line("reference", snapshot), kept.line]
        var artifacts = kept.path.map { [(label: "actual", path: $0)] } ?? []
        for artifact in mismatch.artifacts {
            guard let written = settings.artifacts.keep(artifact, beside: kept, settings) else { continue }
            files.append(written.line)
            if let path = written.path { artifacts.append((artifact.name, path)) }
        }
        var lines = files
        let diff =
            mismatch.textDiff?(Printable.visible(snapshot), kept.path.map(Printable.visible) ?? "actual") ?? ""
        // A diff names both files; bytes that differ where text cannot show it (such as
        // invalid UTF-8) give none, and the paths are given instead.
        if !diff.isEmpty {
            lines = [String(diff.dropLast())] + (kept.path == nil ? [kept.line] : []) + files.dropFirst(2)
        }
        return target.result(
            .failed, mismatch.message, lines.joined(separator: "\n"), files: files.joined(separator: "\n"),
            artifacts: artifacts)
    }

    /// Writes what was drawn as the snapshot: `status` says whether it is new.
    private static func record(
        _ drawn: DrawnOutput, _ status: SnapshotResult.Status, _ target: Target, _ settings: SnapshotSettings
    ) -> SnapshotResult {
        let snapshot = target.path
        if let problem = linkProblem(FileSystem.split(snapshot).folder, settings.workingDirectory) {
            return target.result(.failed, "could not be recorded: \(problem)")
        }
        // A snapshot is a file of its own: a link in its place could lead to any file at all.
        if FileSystem.isLink(settings.resolved(snapshot)) {
            return target.result(
                .failed,
                "could not be recorded: \(Printable.visible(snapshot)) is a symbolic link, and designer writes snapshots only as files of their own"
            )
        }
        do {
            try FileSystem.createFolders(settings.resolved(FileSystem.split(snapshot).folder))
            try FileSystem.writeAtomically(drawn.bytes(), to: settings.resolved(snapshot), durable: false)
            return target.result(status, status == .recorded ? "recorded" : "updated")
        } catch {
            return target.result(.failed, "could not be recorded: \(error.reason)")
        }
    }

    /// Why snapshots may not be written through `path`, a snapshots folder or a snapshot file, if
    /// they may not: it is a symbolic link that leads out of the project, the working directory
    /// (a repository must not make a snapshot run write elsewhere).
    static func linkProblem(_ path: String, _ workingDirectory: String?) -> String? {
        let resolved = FileSystem.path(path, from: workingDirectory)
        guard FileSystem.isLink(resolved) else { return nil }
        // Where a write would land, also through a link to a file that is not there yet.
        guard let target = try? FileSystem.writeTarget(of: resolved) else {
            return "\(path) is a symbolic link that cannot be followed, and designer writes no snapshot through it"
        }
        let (folder, name) = FileSystem.split(target)
        let real = FileSystem.target(of: target) ?? ((FileSystem.target(of: folder) ?? folder) + "/" + name)
        let project = FileSystem.target(of: workingDirectory ?? ".") ?? "/"
        guard real != project, !real.hasPrefix(project == "/" ? "/" : project + "/") else { return nil }
        return
            "\(path) is a symbolic link to \(real), outside the project, and designer writes no snapshot through it"
    }
}
