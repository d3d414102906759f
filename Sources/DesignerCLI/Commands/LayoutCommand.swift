import DesignerCore
import Inspectable
import Layout

/// `designer layout`: each view's frame as Auto Layout places it on a device, beside the frame
/// the document saved; `--update` writes the laid-out frames back, as Xcode's Update Frames does.
enum LayoutCommand: Command {
    static let spec = CommandSpec(
        name: "layout", abstract: "Lay out the document's scenes as UIKit does and list each view's frame.",
        discussion:
            #"Every scene with a view is laid out (with --scene, the one named) on the device the document was saved for, or the one --device names, and each view is listed under its superview with its frame in its superview's coordinates, as Xcode writes <rect key="frame">. A frame that differs from the saved one is followed by the saved one, and 'misplaced' where Interface Builder marks the saved frame out of date. The problems Interface Builder shows (unsatisfiable constraints, naming the one UIKit breaks and what it conflicts with, UIKit's own constraints among them; ambiguous positions and sizes; constraints that cannot be laid out; sizes made negative) are warnings on standard error, each at its place. --json prints {"device": …, "scenes": [{"id": …, "views": [{"id": …, "frame": …, "savedFrame": …}]}], "problems": […]}, also when the document cannot be read (no scenes, its errors among the problems). A storyboard whose scenes hold no view (a tab bar controller's, a SwiftUI hosting controller's) has nothing to lay out. --update writes the laid-out frames into the document and removes 'misplaced', changing only the numbers that differ; it refuses a document saved for a device designer does not know (the pixels Xcode rounds frames to are not known) or one whose frames Xcode 8 wrote as insets; a JSON document's frames are its layout, so it has nothing to update."#,
        options: [
            CommandSpec.file, CommandSpec.scene, CommandSpec.sources, CommandSpec.fonts, CommandSpec.device,
            CommandSpec.orientation, CommandSpec.contentSize, CommandSpec.pseudo, CommandSpec.locale,
            CommandSpec.json, update,
        ])

    static let update = CommandSpec.Option(
        "update", help: "Write the laid-out frames into the document, as Xcode's Update Frames does.")

    struct Options: CommandOptions {
        let file: String
        let scene: String?
        let device: String?
        let orientation: Orientation?
        let json: Bool
        let update: Bool

        init(_ arguments: ParsedArguments) {
            (file, scene, json) = (arguments.documentPath, arguments[CommandSpec.scene], arguments[CommandSpec.json])
            (device, orientation) = (arguments[CommandSpec.device], arguments[CommandSpec.orientation])
            update = arguments[LayoutCommand.update]
        }

        /// The document laid out: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        // The document says which device its frames are for; they are written for that one.
        if options.update, options.device != nil || options.orientation != nil {
            throw .usage(
                "--update writes the frames of the device the document was saved for; leave out --device and --orientation",
                spec)
        }
        if options.update, project.screen.contentSize != .large {
            throw .usage(
                "--update writes the frames Xcode's canvas shows, at the default text size; leave out --content-size",
                spec)
        }
        if options.update, project.screen.localization != nil || project.screen.pseudolanguage != nil {
            throw .usage(
                "--update writes the frames Xcode's canvas shows, of the strings as written, left to right; leave out --locale and --pseudo",
                spec)
        }
        var listing: LayoutListing?
        var fonts: ProjectFonts?
        var (updated, kept) = (0, 0)
        let readable = try readable(options, project: project, documents: documents, writer: writer)
        guard let first = readable else { return }
        if let note = project.screen.unusedNote(for: first) { writer.printError(note) }
        if let note = documents.localizationNote(for: first) { writer.printError(note) }
        if options.update {
            guard !JSONFormat.accepts(first.source) else {
                writer.print(
                    "\(first.source.name) is a JSON document: its frames are its layout, on every device; nothing to update"
                )
                return
            }
            do {
                try update(options, project: project, documents: documents, writer: writer) { laidOut, counts in
                    (listing, updated, kept) = (laidOut, counts.updated, counts.kept)
                }
            } catch {
                throw failure(error, options, documents, writer)
            }
        } else {
            fonts = documents.projects.fonts(ofDocument: options.file)
            listing = try layOut(first, options, on: project.screen, fonts: fonts)
        }
        guard let listing else { return }
        let reports = listing.reports(shown: documents.shownSource)
        if options.json {
            writer.print(listing.json(reports: reports, updated: options.update ? updated : nil))
        } else {
            writer.print(listing.text(), terminator: "")
            if options.update {
                writer.print(
                    updated == 0
                        ? kept == 0
                            ? "Every frame of \(listing.source.name) is already as laid out; nothing was written."
                            : "Nothing was written to \(listing.source.name)."
                        : "Updated \(updated) frame\(updated == 1 ? "" : "s") in \(listing.source.name).")
            }
        }
        if kept > 0 {
            writer.printError(
                "note: kept the saved frame\(kept == 1 ? "" : "s") of \(kept) view\(kept == 1 ? "" : "s") whose constraints leave \(kept == 1 ? "it" : "them") ambiguous or negative (see the warnings)"
            )
        }
        // In JSON, the problems are among the JSON, as check's are.
        if !options.json {
            for report in reports { writer.printError(writer.colored(report.line, severity: report.diagnostic)) }
            writer.report(Diagnostic.fontProblems(of: fonts))
        }
        if listing.problems.hasErrors { throw .failed }
    }

    /// Writes the laid-out frames into the document, telling `done` the listing and how many
    /// frames were written and kept as saved.
    private static func update(
        _ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer,
        done: (LayoutListing, (updated: Int, kept: Int)) -> Void
    ) throws(CLIError) {
        try documents.editDocument(at: options.file, notes: writer) { document throws(CLIError) in
            let laidOut = try layOut(
                document, options, on: project.screen, fonts: documents.projects.fonts(ofDocument: options.file))
            // A scene that cannot be read is not half updated: nothing is written.
            let errors = laidOut.problems.filter { $0.severity == .error }
            guard errors.isEmpty else { throw .document(errors, in: document.source, documents.diagnosticStyle) }
            try refuseUnknownScale(laidOut, of: document, documents)
            var edit = DocumentEdit(document)
            var (updated, kept) = (0, 0)
            // A document saved for no device is laid out in its roots' own saved frames,
            // which are left as they are. A frame the constraints leave ambiguous or negative
            // is one of many, or none UIKit could draw: the saved one stays.
            let updatesRoots = document.savedDevice != nil
            for scene in laidOut.scenes {
                for view in scene.views where (view.depth > 0 || updatesRoots) && (view.differs || view.isMisplaced) {
                    guard !view.isUnsettled else {
                        kept += 1
                        continue
                    }
                    edit.updateFrame(view.frame, of: view.node)
                    updated += 1
                }
            }
            done(laidOut, (updated, kept))
            return edit
        }
    }

    /// The document `--file` names, or `nil` when it has been answered already: a storyboard
    /// whose scenes hold no view (a tab bar controller's, a SwiftUI hosting controller's) is a
    /// document Xcode opens, with nothing to lay out, listed as such; with `--json`, a document
    /// that cannot be read prints its errors as the JSON of a listing, as a constraint's error does.
    private static func readable(
        _ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer
    ) throws(CLIError) -> Document? {
        do {
            return try documents.loadDocument(options.file)
        } catch {
            guard case .document(let problems, let source, _) = error else { throw error }
            let assets = project.lookup.assets(ofDocument: options.file)
            let listing = LayoutListing(source: source)
            if problems.count(where: { $0.severity == .error }) == 1,
                XIBStoryboardChecks.storyboardWithoutViews(source, assets: assets, registry: project.registry) != nil
            {
                if options.json {
                    writer.print(listing.json(reports: [], updated: options.update ? 0 : nil))
                } else {
                    writer.print(
                        "\(source.name) has no scene with a view to lay out\(options.update ? "; nothing was written" : "")."
                    )
                }
                return nil
            }
            throw failure(error, options, documents, writer)
        }
    }

    /// The error to end with for `error`: with `--json`, a document's errors are printed as the
    /// JSON of a listing, with no scenes and the errors among its problems, as a constraint's are.
    private static func failure(_ error: CLIError, _ options: Options, _ documents: DocumentSource, _ writer: Writer)
        -> CLIError
    {
        guard options.json, case .document(let problems, let source, _) = error else { return error }
        var failed = LayoutListing(source: source)
        failed.problems = problems
        writer.print(failed.json(reports: failed.reports(shown: documents.shownSource), updated: nil))
        return .failed
    }

    /// Refuses to update frames laid out on a screen designer guessed: Xcode rounds each frame
    /// it writes to the pixels of the device the document was saved for, and the scale of a
    /// device designer does not know (`layout-unknown-device`) is not known either; 2 or 3
    /// would write numbers Xcode would not.
    private static func refuseUnknownScale(_ laidOut: LayoutListing, of document: Document, _ documents: DocumentSource)
        throws(CLIError)
    {
        guard let unknown = laidOut.problems.first(where: { $0.rule == .unknownDevice }),
            let device = document.savedDevice?.id
        else { return }
        let error = Diagnostic(
            .error,
            "--update does not write frames for \(Printable.quoted(device)), a device designer does not know: Xcode rounds each frame to the device's pixels, and its scale is not known; nothing was written",
            location: unknown.location, rule: .unknownDevice)
        throw .document([error], in: laidOut.source, documents.diagnosticStyle)
    }

    /// Lays out every scene of `document` with a view of its own, or the one `--scene` names.
    private static func layOut(
        _ document: Document, _ options: Options, on choice: ScreenChoice, fonts: ProjectFonts?
    ) throws(CLIError) -> LayoutListing {
        let saved = document.savedDevice
        let orientation = options.orientation ?? saved?.orientation ?? .portrait
        // Turning a document's own device needs a device to turn.
        if options.device == nil, let asked = options.orientation, !JSONFormat.accepts(document.source) {
            guard let saved else {
                throw .invalid([
                    "\(document.source.name) names no device to turn to \(asked.rawValue); name one with --device"
                ])
            }
            guard Device.named(saved.id) != nil else {
                throw .invalid([
                    "\(document.source.name) was saved for \(Printable.quoted(saved.id)), a device designer does not know; name one with --device"
                ])
            }
        }
        let screen = choice.screen(saved: saved)
        // Each scene as read: its document, or the problems that keep it from being read.
        var readings: [(scene: Document.Scene?, document: Document?, problems: [Diagnostic])] = []
        if options.scene != nil || document.scenes.isEmpty {
            readings = [(document.sceneIndex.map { document.scenes[$0] }, document, [])]
        } else {
            for (index, scene) in document.scenes.enumerated() where scene.hasView {
                guard index != document.sceneIndex else {
                    readings.append((scene, document, []))
                    continue
                }
                let reading = document.readScene(index)
                readings.append((scene, reading.document, reading.diagnostics.filter { $0.severity == .error }))
            }
        }
        var listing = LayoutListing(source: document.source)
        var reported: Set<Diagnostic> = []
        for (scene, sceneDocument, problems) in readings {
            for diagnostic in problems where reported.insert(diagnostic).inserted {
                listing.problems.append(diagnostic)
            }
            guard let sceneDocument else { continue }
            let layout = sceneDocument.layout(
                on: screen, contentSize: choice.contentSize, layoutDirection: choice.layoutDirection, fonts: fonts)
            if listing.screen == nil, let laidOut = layout.screen {
                listing.screen = LayoutListing.ScreenName(
                    laidOut, orientation: orientation, asked: options.device, contentSize: choice.contentSize,
                    layoutDirection: choice.layoutDirection)
            }
            listing.append(scene: scene, sceneDocument, layout)
            for diagnostic in layout.diagnostics where reported.insert(diagnostic).inserted {
                listing.problems.append(diagnostic)
            }
        }
        return listing
    }
}
