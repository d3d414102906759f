import DesignerCore
import Inspectable
import Layout

/// `designer layout`: each view's frame as Auto Layout places it on a device, beside the frame
/// the document saved; `--update` writes the laid-out frames back, as Xcode's Update Frames does.
enum LayoutCommand: Command {
    static let spec = CommandSpec(
        name: "layout", abstract: "Lay out the document's scenes as UIKit does and list each view's frame.",
        discussion:
            #"Every scene with a view is laid out (with --scene, the one named) on the device the document was saved for, or the one --device names, and each view is listed under its superview with its frame in its superview's coordinates, as Xcode writes <rect key="frame">. A frame that differs from the saved one is followed by the saved one, and 'misplaced' where Interface Builder marks the saved frame out of date. The problems Interface Builder shows (unsatisfiable constraints, naming the one UIKit breaks and what it conflicts with, UIKit's own constraints among them; ambiguous positions and sizes; constraints that cannot be laid out; sizes made negative) are warnings on standard error, each at its place. --json prints {"device": …, "scenes": [{"id": …, "views": [{"id": …, "frame": …, "savedFrame": …}]}], "problems": […]}. --update writes the laid-out frames into the document and removes 'misplaced', changing only the numbers that differ; a JSON document's frames are its layout, so it has nothing to update."#,
        options: [
            CommandSpec.file, CommandSpec.scene, CommandSpec.sources, CommandSpec.device, CommandSpec.orientation,
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
        var listing: LayoutListing?
        var (updated, kept) = (0, 0)
        if options.update {
            let first = try documents.loadDocument(options.file)
            guard !JSONFormat.accepts(first.source) else {
                writer.print(
                    "\(first.source.name) is a JSON document: its frames are its layout, on every device; nothing to update"
                )
                return
            }
            try documents.editDocument(at: options.file, notes: writer) { document throws(CLIError) in
                let laidOut = try layOut(
                    document, options, on: project.screen, fonts: documents.projects.fonts(ofDocument: options.file))
                // A scene that cannot be read is not half updated: nothing is written.
                let errors = laidOut.problems.filter { $0.severity == .error }
                guard errors.isEmpty else { throw .document(errors, in: document.source, documents.diagnosticStyle) }
                var edit = DocumentEdit(document)
                (updated, kept) = (0, 0)
                // A document saved for no device is laid out in its roots' own saved frames,
                // which are left as they are. A frame the constraints leave ambiguous or negative
                // is one of many, or none UIKit could draw: the saved one stays.
                let updatesRoots = document.savedDevice != nil
                for scene in laidOut.scenes {
                    for view in scene.views where (view.depth > 0 || updatesRoots) && (view.differs || view.isMisplaced)
                    {
                        guard !view.isUnsettled else {
                            kept += 1
                            continue
                        }
                        edit.updateFrame(view.frame, of: view.node)
                        updated += 1
                    }
                }
                listing = laidOut
                return edit
            }
        } else {
            listing = try layOut(
                try documents.loadDocument(options.file), options, on: project.screen,
                fonts: documents.projects.fonts(ofDocument: options.file))
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
        }
        if listing.problems.hasErrors { throw .failed }
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
            let layout = sceneDocument.layout(on: screen, fonts: fonts)
            if listing.screen == nil, let laidOut = layout.screen {
                listing.screen = LayoutListing.ScreenName(laidOut, orientation: orientation, asked: options.device)
            }
            listing.append(scene: scene, sceneDocument, layout)
            for diagnostic in layout.diagnostics where reported.insert(diagnostic).inserted {
                listing.problems.append(diagnostic)
            }
        }
        return listing
    }
}
