import Inspectable
import Rendering

/// The options of `designer render`, and the values they take.
extension RenderCommand {
    static let format = TypedOption<OutputFormat>("format", value: "format", help: "ansi, svg, png or text.")
    static let output = TypedOption<String>(
        "output", short: "o", value: "file",
        help: "Write to this file instead of standard output (- is standard output).")
    static let scale = TypedOption<Scale>(
        "scale", value: "scale", help: "Pixels per point for png and svg: 1, 2 or 3, as @2x assets (default: 1).")
    static let width = TypedOption<Columns>(
        "width", value: "columns", help: "Columns for ansi and text (default: the terminal's width).")
    static let from = TypedOption<String>(
        "from", value: "key=value", repeating: true,
        help: "A value the document's animation starts from, as set takes it (repeatable); with --at or --animate.")
    static let at = TypedOption<Moment>(
        "at", value: "seconds", help: "Draw the animation from --from's values to the document's at this moment.")
    static let animate = CommandSpec.Option(
        "animate", help: "Draw the whole animation from --from's values: an animated SVG, or played in the terminal.")
    static let accessibility = CommandSpec.Option(
        "accessibility",
        help:
            "Draw the scene beside a legend of what VoiceOver reads, in its order: each element's label, value and traits, tinted in matching colors (png, svg); ansi and text list them."
    )

    struct Options: CommandOptions {
        let file: String
        let view: String?
        /// `nil`: the extension of `output`, or else ansi.
        let format: OutputFormat?
        let output: String?
        /// Pixels a point.
        let scale: Double
        let width: Int?
        /// The `KEY=VALUE`s the animation starts from, as given.
        let from: [String]
        /// Seconds from the animation's start.
        let at: Double?
        let animate: Bool
        /// Whether the picture is the scene beside the legend of its accessibility elements.
        let accessibility: Bool
        let appearance: Appearance
        let allowExternalImages: Bool

        init(_ arguments: ParsedArguments) {
            (file, view) = (arguments.documentPath, arguments[CommandSpec.view])
            (format, output) = (arguments[RenderCommand.format], arguments.outputPath(RenderCommand.output))
            scale = arguments[RenderCommand.scale]?.pixelsPerPoint ?? 1
            width = arguments[RenderCommand.width]?.count
            (from, at) = (arguments.values(RenderCommand.from), arguments[RenderCommand.at]?.seconds)
            (animate, accessibility) = (arguments[RenderCommand.animate], arguments[RenderCommand.accessibility])
            appearance = arguments[CommandSpec.appearance] ?? .light
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
        }

        /// The document worked on: its project's sources declare the classes of its views.
        var projectDocument: String? { file }
    }

    /// Pixels per point: 1, 2 or 3, as @1x, @2x and @3x assets.
    struct Scale: WholeNumberValue {
        let pixelsPerPoint: Double

        static let kind = "scale"
        static let expected: String? = "1, 2 or 3"
        static let range = 1...3

        init(validated number: Int) { pixelsPerPoint = Double(number) }
    }

    /// The width of a picture in the terminal or as text, in columns.
    struct Columns: WholeNumberValue {
        let count: Int

        static let kind = "width"
        static let expected: String? = "a number of columns from 8 to 1000"
        static let range = 8...1000

        init(validated number: Int) { count = number }
    }

    /// A moment of an animation: seconds from its start.
    struct Moment: OptionValue {
        let seconds: Double

        static let kind = "moment"
        static let expected: String? = "seconds from the start, such as 0.75"

        init?(argument: String) {
            guard let seconds = Double(argument), seconds.isFinite, seconds >= 0 else { return nil }
            self.seconds = seconds
        }
    }
}

/// `ansi`, `svg`, `png` or `text`: what `render --format` takes.
extension OutputFormat: OptionValue {
    static let kind = "format"
}
