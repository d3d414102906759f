import DesignerCore
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
        for leftover in FileSystem.leftovers(ofDocument: settings.resolved(path)) {
            outcome.problems.append((.warning, nil, leftover.message))
        }
        do {
            bytes = try FileSystem.read(settings.resolved(path))
        } catch {
            outcome.problems.append((.error, nil, error.reason))
            return outcome
        }
        let source = SourceText(name: path, bytes: bytes)
        let reading = Document.read(source)
        func report(_ diagnostics: [Diagnostic], placed: Bool = true) {
            for diagnostic in diagnostics.sorted(by: { $0.offset < $1.offset }) {
                let location = placed ? source.location(of: diagnostic.offset) : nil
                outcome.problems.append((diagnostic.severity, location, diagnostic.message))
            }
        }
        report(reading.diagnostics)
        // A wrong variant declaration is reported, and the rest of the document still checked.
        let declarationErrors = reading.document?.variantDiagnostics.count { $0.severity == .error } ?? 0
        guard let document = reading.document,
            reading.diagnostics.count(where: { $0.severity == .error }) == declarationErrors
        else { return outcome }
        var variants = [SnapshotVariant.asWritten] + document.variants.map { SnapshotVariant($0) }
        if !settings.matrix.isEmpty {
            switch SnapshotVariant.fit(settings.matrix, document, registry: settings.registry) {
            case .fits:
                outcome.matrixFits = true
                for combination in settings.matrix {
                    if let declared = variants.first(where: { $0.name.lowercased() == combination.name.lowercased() }) {
                        let values = combination.values.map { "\($0.key)=\($0.value.text)" }.joined(separator: " ")
                        report([
                            .error(
                                "variant \(Printable.quoted(declared.name)) has the name --matrix gives \(values); rename it",
                                at: declared.place?.name ?? 0)
                        ])
                    } else {
                        variants.append(combination)
                    }
                }
            case .lacks(let reason): outcome.matrixLacks = reason
            case .wrong(let message): report([.error(message, at: 0)], placed: false)
            }
        }
        let (folder, documentName) = place(of: path)
        // The snapshots of a variant that could not be read are kept, as the document's are.
        outcome.producedNames =
            declarationErrors > 0
            ? nil
            : Set(
                variants.flatMap { variant in
                    settings.formats.map { fileName(documentName, variant.name, $0, settings) }
                })
        let loader = ImageLoader(
            folder: settings.resolved(FileSystem.split(path).folder),
            allowsExternalImages: settings.allowExternalImages,
            files: SystemImageFiles())
        let clock = ContinuousClock()
        for variant in variants {
            var started = clock.now
            let (drawn, problems) = variant.apply(to: document, registry: settings.registry)
            report(problems, placed: variant.place != nil)
            guard let drawn, !problems.contains(where: { $0.severity == .error }) else { continue }
            let resolved = ResolvedDocument(drawn, registry: settings.registry, unknownClass: .error)
            let (drawing, drawingWarnings) = ViewTreeDrawing.draw(resolved, view: nil)
            let (images, imageWarnings) = loader.load(resolved, scale: settings.scale)
            let diagnostics = resolved.diagnostics + drawingWarnings + imageWarnings
            let errors = diagnostics.filter { $0.severity == .error }
            if variant.values.isEmpty {
                report(diagnostics)
                // What is wrong with the document as written is wrong with every variant of it.
                if !errors.isEmpty { break }
            } else if !errors.isEmpty {
                // Places in the edited text are not places in the file: the variant's name is.
                let label =
                    variant.place == nil ? "--matrix \(variant.name)" : "variant \(Printable.quoted(variant.name))"
                report(
                    errors.map { .error("\(label): \($0.message)", at: variant.place?.name ?? 0) },
                    placed: variant.place != nil)
            }
            guard errors.isEmpty else { continue }
            let location = source.location(
                of: variant.place?.name ?? document.root.place.start)
            for format in settings.formats {
                let name = fileName(documentName, variant.name, format, settings)
                if let problem = format.sizeProblem(of: drawing.size, scale: settings.scale) {
                    outcome.results.append(
                        SnapshotResult(
                            document: path, location: location, name: name, path: folder + "/" + name, status: .failed,
                            message: "cannot be drawn: \(problem)", details: "", seconds: 0))
                    continue
                }
                let actual: Drawn
                do throws(RenderError) {
                    if format == .png {
                        let canvas = try FileFormat.raster(drawing, scale: settings.scale, images: images)
                        actual = .image(
                            width: canvas.width, height: canvas.height, pixels: PNGEncoder.straightPixels(of: canvas))
                    } else {
                        actual = .file(
                            try format.encode(drawing, scale: settings.scale, columns: nil, images: images))
                    }
                } catch {
                    outcome.results.append(
                        SnapshotResult(
                            document: path, location: location, name: name, path: folder + "/" + name, status: .failed,
                            message: "cannot be drawn: \(error)", details: "", seconds: 0))
                    continue
                }
                var result = compare(
                    actual, format: format, document: path, name: name, snapshot: folder + "/" + name,
                    location: location, settings)
                result.seconds = (clock.now - started).inSeconds
                started = clock.now
                outcome.results.append(result)
            }
        }
        return outcome
    }

    /// `<document>.<variant>[@2x].<ext>`; the text picture does not depend on the scale.
    static func fileName(
        _ document: String, _ variant: String, _ format: FileFormat, _ settings: SnapshotSettings
    ) -> String {
        "\(document).\(variant)\(format == .text ? "" : settings.scaleSuffix).\(format.fileExtension)"
    }

    /// What a format drew: a file's bytes, or for PNG the image's pixels, which are compared
    /// with the snapshot's without encoding them (decoding costs a fraction of encoding).
    enum Drawn {
        case file([UInt8])
        /// Straight-alpha RGBA, as the PNG holds them.
        case image(width: Int, height: Int, pixels: [UInt8])

        var bytes: [UInt8] {
            switch self {
            case .file(let bytes): bytes
            case .image(let width, let height, let pixels):
                PNGEncoder.encode(width: width, height: height, straight: pixels)
            }
        }

        /// Whether `reference`, a snapshot file, holds exactly this.
        func matches(_ reference: [UInt8]) -> Bool {
            switch self {
            case .file(let bytes): return bytes == reference
            case .image(let width, let height, let pixels):
                guard let stored = try? PNGDecoder.decodeStraight(reference) else { return false }
                return stored.width == width && stored.height == height && stored.pixels == pixels
            }
        }

        /// The image with premultiplied pixels, for a comparison within a tolerance.
        var bitmap: Bitmap? {
            guard case .image(let width, let height, let pixels) = self else { return nil }
            return Bitmap(width: width, height: height, straightRGBA: pixels)
        }
    }

    /// Compares `drawn` with the snapshot at `snapshot`, recording it as the mode says.
    private static func compare(
        _ drawn: Drawn, format: FileFormat, document: String, name: String, snapshot: String,
        location: SourceLocation, _ settings: SnapshotSettings
    ) -> SnapshotResult {
        func result(_ status: SnapshotResult.Status, _ message: String, _ details: String = "") -> SnapshotResult {
            SnapshotResult(
                document: document, location: location, name: name, path: snapshot, status: status, message: message,
                details: details, seconds: 0)
        }
        func record(_ status: SnapshotResult.Status) -> SnapshotResult {
            let actual = drawn.bytes
            if let problem = linkProblem(FileSystem.split(snapshot).folder, settings.workingDirectory) {
                return result(.failed, "could not be recorded: \(problem)")
            }
            // A snapshot is a file of its own: a link in its place could lead to any file at all.
            if FileSystem.isLink(settings.resolved(snapshot)) {
                return result(
                    .failed,
                    "could not be recorded: \(Printable.visible(snapshot)) is a symbolic link, and designer writes snapshots only as files of their own"
                )
            }
            do {
                try FileSystem.createFolders(settings.resolved(FileSystem.split(snapshot).folder))
                try FileSystem.writeAtomically(actual, to: settings.resolved(snapshot), durable: false)
                return result(status, status == .recorded ? "recorded" : "updated")
            } catch {
                return result(.failed, "could not be recorded: \(error.reason)")
            }
        }
        let file = settings.resolved(snapshot)
        switch FileSystem.kind(of: file) {
        case .missing:
            guard settings.record == .never else { return record(.recorded) }
            // Keep what would have been recorded, for CI to offer as an artifact.
            let kept = keep(drawn.bytes, for: snapshot, format: format, settings)
            return result(
                .failed,
                "has no snapshot, and the record mode is never; record it with designer snapshot --record missing",
                kept.line)
        case .folder, .linkToFolder:
            return result(.failed, "cannot be compared: its snapshot path \(snapshot) is a folder")
        case .special(let what):
            return result(.failed, "cannot be compared: its snapshot path \(snapshot) is \(what)")
        case .file:
            break
        }
        let reference: [UInt8]
        do {
            reference = try FileSystem.read(file, as: .snapshot)
        } catch {
            return result(.failed, "its snapshot \(snapshot) cannot be read: \(error.reason)")
        }
        if drawn.matches(reference) { return result(.passed, "matches") }
        let actual = drawn.bytes
        var difference: ImageDifference?
        let message: String
        switch format {
        case .text, .svg:
            message = "does not match its snapshot"
        case .png:
            let comparison = compareImage(reference: reference, actual: drawn, settings)
            guard let mismatch = comparison.mismatch else {
                return settings.record == .all ? record(.updated) : result(.passed, "matches within the tolerance")
            }
            (message, difference) = (mismatch, comparison.difference)
        }
        if settings.record == .all || settings.record == .failed { return record(.updated) }
        // Keep the actual file (and a picture of the difference) where the user can look at it.
        let kept = keep(actual, for: snapshot, format: format, settings)
        // Paths are made visible here, before the details are cut into lines: a line break in a
        // file name must not start a line of its own, which CI would read as a command.
        let shownSnapshot = Printable.visible(snapshot)
        var lines = ["  reference: \(shownSnapshot)", kept.line]
        switch format {
        case .text, .svg:
            let diff = UnifiedDiff.render(
                old: String(decoding: reference, as: UTF8.self), new: String(decoding: actual, as: UTF8.self),
                oldName: shownSnapshot, newName: kept.path.map(Printable.visible) ?? "actual")
            // A diff names both files; bytes that differ where text cannot show it (such as
            // invalid UTF-8) give none, and the paths are given instead.
            if !diff.isEmpty { lines = [String(diff.dropLast())] + (kept.path == nil ? [kept.line] : []) }
        case .png:
            if let base = kept.base, let difference {
                let diffPath = base + ".diff.png"
                do {
                    try writeArtifact(PNGEncoder.encode(difference.picture()), to: diffPath, settings)
                    lines.append("  diff:      \(Printable.visible(diffPath))")
                } catch {
                    lines.append(
                        "  the diff image could not be written to \(Printable.visible(diffPath)): \(error.reason)")
                }
            }
        }
        return result(.failed, message, lines.joined(separator: "\n"))
    }

    /// Writes a file into the artifacts folder: in place of a link, not through it, and never in
    /// place of a document of the run.
    private static func writeArtifact(_ bytes: [UInt8], to path: String, _ settings: SnapshotSettings) throws(FileError)
    {
        if let identity = FileSystem.identity(of: settings.resolved(path)), !FileSystem.isLink(settings.resolved(path)),
            settings.documents.contains(identity)
        {
            throw FileError(path, "is a document this run checks; it would be overwritten")
        }
        try FileSystem.writeAtomically(bytes, to: settings.resolved(path), durable: false, followingLinks: false)
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

    /// What drawn bytes kept in the artifacts folder became: where they are, or why they are not.
    private struct Kept {
        /// The path without `.actual.<ext>`, for other files about the same snapshot.
        let base: String?
        let path: String?
        /// `  actual:    PATH`, or why the file could not be kept.
        let line: String
    }

    /// Writes what was drawn into the artifacts folder, as `<base>.actual.<ext>`.
    private static func keep(
        _ bytes: [UInt8], for snapshot: String, format: FileFormat, _ settings: SnapshotSettings
    ) -> Kept {
        do {
            let base = try artifactPath(for: snapshot, settings)
            let path = base + ".actual." + format.fileExtension
            try writeArtifact(bytes, to: path, settings)
            return Kept(base: base, path: path, line: "  actual:    \(Printable.visible(path))")
        } catch {
            return Kept(
                base: nil, path: nil,
                line: "  the actual file could not be kept: \(Printable.visible(error.description))")
        }
    }

    /// Why a PNG does not match its snapshot within the tolerance (`nil` when it does), and how
    /// the two differ when both could be read.
    private static func compareImage(reference: [UInt8], actual: Drawn, _ settings: SnapshotSettings) -> (
        mismatch: String?, difference: ImageDifference?
    ) {
        let expected: Bitmap
        do {
            expected = try PNGDecoder.decode(reference)
        } catch {
            return ("does not match its snapshot, which is not a PNG image the designer reads: \(error)", nil)
        }
        guard let found = actual.bitmap else { return ("does not match its snapshot", nil) }
        let difference = ImageDifference(reference: expected, actual: found, pixelTolerance: settings.tolerance.pixel)
        guard difference.sizesMatch else {
            return (
                "does not match its snapshot: the image is \(found.width)×\(found.height) pixels, the snapshot \(expected.width)×\(expected.height)",
                difference
            )
        }
        // Counted in whole pixels, so that the share a failure prints, given as the tolerance, passes.
        let allowed = (settings.tolerance.share * Double(difference.pixelCount) * (1 + 1e-9)).rounded(.down)
        guard Double(difference.differingPixels) > allowed else { return (nil, difference) }
        // Rounded up, so that a tolerance of the share printed lets this image pass.
        let percent = (difference.differingShare * 1_000_000).rounded(.up) / 10_000
        return (
            "does not match its snapshot: \(difference.differingPixels) of \(difference.pixelCount) pixels (\(percent)%) differ, by up to \(difference.largestDifference) of 255",
            difference
        )
    }

    /// Where the actual file of `snapshot` is kept, without its extension: the document's folder
    /// inside the artifacts folder, then the snapshot's name.
    private static func artifactPath(for snapshot: String, _ settings: SnapshotSettings) throws(FileError) -> String {
        let root = try settings.artifacts.path(resolving: settings.resolved)
        let snapshotsFolder = FileSystem.split(snapshot).folder
        let documentFolder = snapshotsFolder.hasSuffix("__snapshots__") ? String(snapshotsFolder.dropLast(13)) : ""
        let parts = documentFolder.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "__" : String($0) }
        let folder = ([root] + parts).joined(separator: "/")
        try FileSystem.createFolders(settings.resolved(folder))
        var name = FileSystem.split(snapshot).name
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        return folder + "/" + name
    }
}
