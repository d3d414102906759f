import Inspectable
import Rendering

/// `designer render`: the document drawn to the terminal, SVG, PNG or a plain-text picture.
enum RenderCommand: Command {
    static let spec = CommandSpec(
        name: "render", abstract: "Draw the document in the terminal, or as SVG, PNG or a plain-text picture.",
        discussion:
            "The format is --format, or else the extension of --output, or else ansi. ansi fits the terminal (or --width) and uses as many colors as the terminal shows: none when NO_COLOR is set, TERM is dumb or the output is not a terminal. Image paths are relative to the document and may not leave its folder unless --allow-external-images is given.",
        options: [
            CommandSpec.file, CommandSpec.view,
            .init("format", value: "format", help: "ansi, svg, png or text."),
            .init("output", short: "o", value: "file", help: "Write to this file instead of standard output."),
            .init(
                "scale", value: "scale",
                help: "Pixels per point for png and svg: 1, 2 or 3, as @2x assets (default: 1)."),
            .init("width", value: "columns", help: "Columns for ansi and text (default: the terminal's width)."),
            CommandSpec.allowExternalImages,
        ])

    enum Format: String, CaseIterable {
        case ansi, svg, png, text
    }

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let output = arguments.value("output")
        let format = try Self.format(arguments, output: output)
        let scale = try Self.scale(arguments)
        let width = try Self.width(arguments)
        let path = context.documentPath(arguments)
        let document = try context.loadDocument(path)
        if let id = arguments.value("view"), document.view(withID: id) == nil {
            _ = try context.selectedView(arguments, in: document)
        }
        let rendered = render(
            document, view: arguments.value("view"), format: format, scale: scale, columns: width,
            allowExternalImages: arguments.flag("allow-external-images"), output: output, context: &context)
        if let output {
            do {
                try context.onFile(output) { path throws(FileError) in
                    try FileSystem.writeAtomically(rendered, to: path)
                }
            } catch {
                throw .file(error)
            }
        } else {
            context.output.write(bytes: rendered)
        }
    }

    /// The document drawn in `format`; warnings (unknown classes, missing images) go to standard error.
    static func render(
        _ document: Document, view: String?, format: Format, scale: Double, columns: Int?, allowExternalImages: Bool,
        output: String? = nil, context: inout CommandContext
    ) -> [UInt8] {
        let resolved = ResolvedDocument(document, registry: context.registry, unknownClass: .warning)
        let (drawing, drawingWarnings) = ViewTreeDrawing.draw(resolved, view: view)
        let loader = context.imageLoader(for: document.source.name, allowExternalImages: allowExternalImages)
        let (images, imageWarnings) = loader.load(resolved, scale: format == .png || format == .svg ? scale : 1)
        context.report(resolved.diagnostics + drawingWarnings + imageWarnings, in: document.source)
        switch format {
        case .png:
            let canvas = RasterRenderer(scale: scale, images: images.mapValues(\.bitmap)).render(drawing)
            return PNGEncoder.encode(canvas)
        case .svg:
            return Array(SVGRenderer(scale: scale, images: images).render(drawing).utf8)
        case .ansi:
            let bitmaps = images.mapValues(\.bitmap)
            let colors: ColorSupport =
                context.outputColors != .none || (output != nil && context.environment["NO_COLOR"]?.isEmpty != false)
                ? max(context.outputColors, output != nil ? .trueColor : .none) : .none
            let available = columns ?? (context.isOutputTerminal ? context.terminalColumns : nil)
            let renderer = ANSIRenderer(
                colors: colors, columns: columns ?? ANSIRenderer.columns(for: drawing, available: available),
                images: bitmaps)
            return Array(renderer.render(drawing).utf8)
        case .text:
            let renderer = TextPictureRenderer(
                columns: columns ?? TextPictureRenderer.columns(for: drawing), images: images.mapValues(\.bitmap))
            return Array(renderer.render(drawing).utf8)
        }
    }

    private static func format(_ arguments: ParsedArguments, output: String?) throws(CLIError) -> Format {
        let names = Format.allCases.map(\.rawValue)
        if let name = arguments.value("format") {
            guard let format = Format(rawValue: name) else {
                let suggestion = Suggestion.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
                throw .usage("'\(name)' is not a format; use \(names.joined(separator: ", ")).\(suggestion)", spec)
            }
            return format
        }
        if let output, let dot = output.lastIndex(of: ".") {
            let extensionName = output[output.index(after: dot)...].lowercased()
            if let format = Format(rawValue: extensionName == "txt" ? "text" : extensionName) { return format }
        }
        return .ansi
    }

    private static func scale(_ arguments: ParsedArguments) throws(CLIError) -> Double {
        guard let text = arguments.value("scale") else { return 1 }
        guard let scale = Int(text), (1...3).contains(scale) else {
            throw .usage("'\(text)' is not a scale; use 1, 2 or 3.", spec)
        }
        return Double(scale)
    }

    private static func width(_ arguments: ParsedArguments) throws(CLIError) -> Int? {
        guard let text = arguments.value("width") else { return nil }
        guard let width = Int(text), (8...1000).contains(width) else {
            throw .usage("'\(text)' is not a width; use a number of columns from 8 to 1000.", spec)
        }
        return width
    }
}
