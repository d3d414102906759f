import DesignerCore
import DesignerSnapshots
import Inspectable
import Rendering

/// `designer render`: the document drawn to the terminal, SVG, PNG or a plain-text picture.
enum RenderCommand: Command {
    static let spec = CommandSpec(
        name: "render", abstract: "Draw the document in the terminal, or as SVG, PNG or a plain-text picture.",
        discussion:
            "The format is --format, or else the extension of --output, or else ansi. ansi fits the terminal (or --width) and uses as many colors as the terminal shows: none when NO_COLOR is set, TERM is dumb or the output is not a terminal. --appearance dark draws each system color (label, systemBackground, systemOrange…) in its dark value, as a view in dark mode draws it. Image paths are relative to the document and may not leave its folder unless --allow-external-images is given.",
        options: [
            CommandSpec.file, CommandSpec.scene, CommandSpec.sources, CommandSpec.fonts, CommandSpec.view, format,
            output, scale, width,
            from, at, animate, accessibility,
            CommandSpec.appearance, CommandSpec.device, CommandSpec.orientation, CommandSpec.contentSize,
            CommandSpec.pseudo, CommandSpec.locale,
            CommandSpec.allowExternalImages,
        ])

    /// Frames a second of an animated SVG.
    static let framesPerSecond = 30.0

    static func run(_ options: Options, project: ProjectContext, documents: DocumentSource, writer: Writer)
        throws(CLIError)
    {
        let output = options.output
        let path = options.file
        if let output,
            let problem = OutputFile.problem(
                documents.onFileResolved(output),
                .init(documents: [(documents.onFileResolved(path), path)]))
        {
            throw .usage("--output \(Printable.quoted(output)) \(problem).", spec)
        }
        let format = try Self.format(options.format, output: output)
        let (scale, width) = (options.scale, options.width)
        let loaded = try documents.loadDocument(path)
        // The images the document names are decoded on another core while it is laid out.
        let loader = documents.imageLoader(for: loaded.source.name, allowExternalImages: options.allowExternalImages)
        let imagesAhead = ImagesAhead(loader, scale: imageScale(format, scale)) { [registry = project.registry] in
            ImageLoader.fileNames(in: ResolvedDocument(loaded, registry: registry, unknownClass: .warning))
        }
        // A command that fails begins no more of them.
        defer { imagesAhead.cancel() }
        if let note = documents.screen.unusedNote(for: loaded) { writer.printError(note) }
        if let note = documents.localizationNote(for: loaded) { writer.printError(note) }
        let document = documents.laidOut(loaded)
        let selected = try documents.selectedView(options.view, in: document, drawn: true)
        let end = ResolvedDocument(document, registry: project.registry, unknownClass: .warning)
        var frames = [end]
        if let animation = try animation(options, format: format, output: output, writer) {
            guard !options.accessibility else {
                throw .usage("--accessibility draws the document as it is; give it without --from.", spec)
            }
            let start = try startDocument(
                document, from: animation.from, selected: selected, project, documents, writer)
            let transition = Transition(from: start, to: end)
            if transition == nil {
                writer.report([
                    Diagnostic(
                        .warning, "--from changes no attribute that animates; the document is drawn as it is",
                        location: .commandLine, rule: .invalidValue)
                ])
            }
            if animation.playsInTerminal, let transition {
                do {
                    try play(
                        transition, view: options.view, appearance: options.appearance, columns: width,
                        allowExternalImages: options.allowExternalImages, documents: documents, writer: writer)
                } catch {
                    throw cannotDraw(document, error)
                }
                return
            }
            if let seconds = animation.at {
                frames = [transition?.frame(at: seconds) ?? end]
            } else if let transition {
                let count = Int((transition.duration * framesPerSecond).rounded(.up))
                frames = (0...count).map { transition.frame(at: Double($0) / framesPerSecond) }
            }
        }
        let frame = ViewTreeDrawing.bounds(of: end, view: options.view)
        if let problem = format.sizeProblem(
            of: Size(width: frame.width, height: frame.height), scale: scale,
            subject: selected == nil ? "the document" : "the view")
        {
            throw .whole(document, problem)
        }
        let rendered: [UInt8]
        do {
            rendered = try render(
                frames, source: document, view: options.view, appearance: options.appearance, format: format,
                scale: scale, columns: width, allowExternalImages: options.allowExternalImages, output: output,
                accessibility: options.accessibility, imagesAhead: imagesAhead, documents, writer)
        } catch {
            throw cannotDraw(document, error)
        }
        if let output {
            do {
                try documents.onFile(output) { path throws(FileError) in
                    // A rendering can be made again: replaced in one step, not waited on.
                    try FileSystem.writeAtomically(rendered, to: path, durable: false)
                }
            } catch {
                throw .file(error)
            }
        } else {
            writer.output.write(bytes: rendered)
        }
    }

    /// `path: error: the document cannot be drawn: …`.
    static func cannotDraw(_ document: Document, _ error: RenderError) -> CLIError {
        .whole(document, "the document cannot be drawn: \(error)")
    }

    /// The document drawn in `format`; warnings (unknown classes, missing images) go to standard error.
    static func render(
        _ document: Document, view: String?, format: OutputFormat, scale: Double, columns: Int?,
        allowExternalImages: Bool, output: String? = nil, project: ProjectContext, documents: DocumentSource,
        writer: Writer
    ) throws(RenderError) -> [UInt8] {
        let resolved = ResolvedDocument(document, registry: project.registry, unknownClass: .warning)
        return try render(
            [resolved], source: document, view: view, appearance: .light, format: format, scale: scale,
            columns: columns, allowExternalImages: allowExternalImages, output: output, documents, writer)
    }

    /// Frames of a document drawn in `format` and `appearance`: the last alone, or all of them as
    /// an animated SVG; with `accessibility`, the last beside the legend of what VoiceOver reads
    /// (`AccessibilityPicture`), or that legend as a list for ansi and text. The warnings are the
    /// last frame's.
    private static func render(
        _ frames: [ResolvedDocument], source document: Document, view: String?, appearance: Appearance,
        format: OutputFormat, scale: Double, columns: Int?, allowExternalImages: Bool, output: String?,
        accessibility: Bool = false, imagesAhead: ImagesAhead? = nil, _ documents: DocumentSource,
        _ writer: Writer
    ) throws(RenderError) -> [UInt8] {
        guard let resolved = frames.last else { return [] }
        let fonts = documents.fonts(of: document)
        let loader = documents.imageLoader(for: document.source.name, allowExternalImages: allowExternalImages)
        // The images are decoded (PNGs inflated, PDFs drawn) on another thread while the views
        // are drawn on this one: drawing the views needs only their frames, not the images' pixels.
        let imageScale = imageScale(format, scale)
        let imagesAhead =
            imagesAhead ?? ImagesAhead(loader, scale: imageScale) { ImageLoader.fileNames(in: resolved) }
        var (drawing, drawingWarnings) = ViewTreeDrawing.draw(
            resolved, view: view, appearance: appearance, fonts: fonts, tagsViews: accessibility)
        var (images, imageWarnings) = loader.load(resolved, scale: imageScale, reusing: imagesAhead.files)
        // What a drawing can do without (a value it cannot use, a view it cannot draw) is
        // drawn as Interface Builder draws it, and said; check is what fails on it.
        let problems = resolved.diagnostics.map { Diagnostic(.warning, $0.message, at: $0.offset) }
        writer.report(problems + drawingWarnings + imageWarnings, in: document.source)
        if frames.count > 1, let first = frames.first {
            // The animation may start from other images than it ends with.
            images.merge(loader.load(first, scale: scale).0) { current, _ in current }
            let drawings = frames.map { ViewTreeDrawing.draw($0, view: view, appearance: appearance, fonts: fonts).0 }
            return Array(
                SVGRenderer(scale: scale, images: images).render(frames: drawings, interval: 1 / framesPerSecond).utf8)
        }
        // A glyph's problem shows when it is drawn: the fonts' are said once the picture is made.
        defer { writer.report(Diagnostic.fontProblems(of: fonts), in: document.source) }
        if accessibility {
            let chrome = view == nil ? resolved.document.chrome : nil
            let elements = AccessibilityReader(resolved).elements(
                frames: ViewTreeDrawing.shownFrames(of: resolved, view: view),
                textViews: Set(DrawnText.all(in: drawing).map(\.view)),
                chrome: chrome.map {
                    SceneChromeDrawing.accessibilityElements(
                        of: $0, fonts: fonts, layoutDirection: resolved.document.layoutDirection)
                } ?? [],
                sectionTitles: ViewTreeDrawing.sectionTitleElements(of: resolved, view: view, fonts: fonts))
            guard format != .ansi, format != .text else { return Array(AccessibilityPicture.listing(elements).utf8) }
            drawing = AccessibilityPicture.draw(drawing, elements: elements, appearance: appearance, fonts: fonts)
        }
        guard format == .ansi else {
            return try format.encode(drawing, scale: scale, columns: columns, images: images)
        }
        return try terminalPicture(of: drawing, images: images, columns: columns, output: output, writer)
    }

    /// The scale the images of a picture in `format` at `scale` are loaded at: a PNG's and an
    /// SVG's; a terminal's pictures are sampled from images at 1×.
    private static func imageScale(_ format: OutputFormat, _ scale: Double) -> Double {
        format == .png || format == .svg ? scale : 1
    }

    /// `drawing` as escape codes, in the colors and the width the terminal (or `--output`) takes.
    private static func terminalPicture(
        of drawing: Drawing, images: [String: LoadedImage], columns: Int?, output: String?, _ writer: Writer
    ) throws(RenderError) -> [UInt8] {
        let colors: ColorSupport =
            writer.outputColors != .none || (output != nil && writer.environment["NO_COLOR"]?.isEmpty != false)
            ? max(writer.outputColors, output != nil ? .trueColor : .none) : .none
        let available = columns ?? (writer.isOutputTerminal ? writer.terminalColumns : nil)
        return try OutputFormat.ansi.encode(
            drawing, scale: 1, columns: columns ?? ANSIRenderer.columns(for: drawing, available: available),
            images: images, colors: colors)
    }

    // MARK: - Animation

    /// What `--from`, `--at` and `--animate` ask for; `nil` when none is given.
    private struct AnimationRequest {
        let from: [(key: String, value: String)]
        let at: Double?
        /// `--animate` drawing to the terminal, frame after frame.
        let playsInTerminal: Bool
    }

    private static func animation(
        _ options: Options, format: OutputFormat, output: String?, _ writer: Writer
    ) throws(CLIError) -> AnimationRequest? {
        let from = try EditPlan.pairs(options.from, spec: spec)
        let (animate, at) = (options.animate, options.at)
        guard !from.isEmpty || animate || at != nil else { return nil }
        guard !from.isEmpty else {
            throw .usage("--at and --animate need --from KEY=VALUE: the values the animation starts from.", spec)
        }
        guard animate != (at != nil) else {
            throw .usage(
                animate
                    ? "Give --at (one frame) or --animate (all of them), not both." : "--from needs --at or --animate.",
                spec)
        }
        let playsInTerminal = animate && format == .ansi && output == nil && writer.isOutputTerminal
        if animate, format != .svg, !playsInTerminal {
            throw .usage("--animate writes an animated SVG (--format svg) or plays in a terminal.", spec)
        }
        return AnimationRequest(from: from, at: at, playsInTerminal: playsInTerminal)
    }

    /// The document with `--from`'s values, as `set` would leave it, laid out and resolved.
    private static func startDocument(
        _ document: Document, from pairs: [(key: String, value: String)], selected: ViewNode?,
        _ project: ProjectContext, _ documents: DocumentSource, _ writer: Writer
    ) throws(CLIError) -> ResolvedDocument {
        var plan = EditPlan(document: document, registry: project.registry)
        plan.set(pairs, in: selected, strict: false)
        guard plan.errors.isEmpty else { throw .invalid(plan.errors.map { "--from: " + $0.message }) }
        writer.report(plan.remarks, prefix: "--from: ")
        let applied = plan.edit.apply()
        guard applied.problems().isEmpty,
            let start = Document.read(document.source.edited(applied.bytes)).document
        else {
            throw .invalid([
                "--from: the values could not be applied: " + applied.problems().map(\.message).joined(separator: "; ")
            ])
        }
        return ResolvedDocument(documents.laidOut(start), registry: project.registry, unknownClass: .warning)
    }

    /// Plays `transition` in the terminal, each frame drawn over the one before; a picture taller
    /// than the terminal, which cannot be drawn over, is drawn once, as it ends.
    static func play(
        _ transition: Transition, view: String?, appearance: Appearance = .light, columns: Int?,
        allowExternalImages: Bool, documents: DocumentSource, writer: Writer
    ) throws(RenderError) {
        let loader = documents.imageLoader(
            for: transition.end.document.source.name, allowExternalImages: allowExternalImages)
        let images = loader.load(transition.end).0.merging(loader.load(transition.start).0) { current, _ in current }
        let fonts = documents.fonts(of: transition.end.document)
        let clock = ContinuousClock()
        let start = clock.now
        var lines = 0
        var finished = false
        let rows = Terminal.rows(1) ?? Int.max
        while !finished {
            let seconds = (clock.now - start).inSeconds
            finished = seconds >= transition.duration
            func frame(at seconds: Double) throws(RenderError) -> String {
                let drawing = ViewTreeDrawing.draw(
                    transition.frame(at: seconds), view: view, appearance: appearance, fonts: fonts
                ).0
                let picture = try terminalPicture(
                    of: drawing, images: images, columns: columns, output: nil, writer)
                return String(decoding: picture, as: UTF8.self)
            }
            var text = try frame(at: seconds)
            if lines == 0, text.count(where: { $0 == "\n" }) >= rows {
                text = try frame(at: transition.duration)
                finished = true
            }
            writer.output.write((lines > 0 ? "\u{1B}[\(lines)F" : "") + text)
            writer.output.flush()
            lines = text.count { $0 == "\n" }
            if !finished { Terminal.pause(milliseconds: 16) }
        }
    }

    /// `--format`, else the format `output`'s name says, else ansi.
    private static func format(_ format: OutputFormat?, output: String?) throws(CLIError) -> OutputFormat {
        if let format { return format }
        guard let output else { return .ansi }
        // A file gets the format its name says; a name that says none would get escape codes.
        let name = FileSystem.split(output).name
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let extensionName = name[name.index(after: dot)...].lowercased()
            if let format = OutputFormat.files.first(where: { $0.fileExtension == extensionName }) { return format }
        }
        throw .usage(
            "--output \(Printable.quoted(output)) names no format; end it in .png, .svg or .txt, or give --format.",
            spec)
    }
}
