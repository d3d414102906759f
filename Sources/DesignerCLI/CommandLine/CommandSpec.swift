import DesignerCore
import Inspectable
import Layout

/// What a subcommand accepts, as data: its name, help text, options and arguments.
struct CommandSpec {
    /// An option as help and the parser see it; `TypedOption` declares one that has a value.
    struct Option: OptionDeclaration {
        /// The long name without dashes: `file` for `--file`.
        let name: String
        let short: Character?
        /// The placeholder of the option's value (`file` for `--file <file>`); `nil` for a flag.
        let valueName: String?
        /// What the value is read as; `nil` for a flag.
        let valueType: (any OptionValue.Type)?
        /// Whether every value given counts, not only the last.
        let isRepeating: Bool
        let help: String

        /// A flag: `--strict`.
        init(_ name: String, short: Character? = nil, help: String) {
            self.init(name, short: short, value: nil, type: nil, repeating: false, help: help)
        }

        fileprivate init(
            _ name: String, short: Character?, value valueName: String?, type: (any OptionValue.Type)?,
            repeating: Bool, help: String
        ) {
            self.name = name
            self.short = short
            self.valueName = valueName
            self.valueType = type
            self.isRepeating = repeating
            self.help = help
        }

        var declaration: Option { self }

        /// `-f, --file <file>`
        var label: String {
            (short.map { "-\($0), " } ?? "") + "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
        }

        /// `--file <file>`
        var usage: String { "--\(name)" + (valueName.map { " <\($0)>" } ?? "") }
    }

    struct Argument {
        let name: String
        let help: String
        let isRequired: Bool
        let isRepeating: Bool

        init(_ name: String, help: String, isRequired: Bool = true, isRepeating: Bool = false) {
            self.name = name
            self.help = help
            self.isRequired = isRequired
            self.isRepeating = isRepeating
        }

        /// `<key=value> ...` or `[<file> ...]`
        var usage: String {
            let text = "<\(name)>" + (isRepeating ? " ..." : "")
            return isRequired ? text : "[\(text)]"
        }
    }

    let name: String
    let abstract: String
    let discussion: String?
    let arguments: [Argument]
    let options: [Option]

    init(
        name: String, abstract: String, discussion: String? = nil, arguments: [Argument] = [],
        options: [any OptionDeclaration] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.declaration)
    }

    static let help = Option("help", short: "h", help: "Show help information.")
    static let file = TypedOption<String>(
        "file", short: "f", value: "file",
        help: "The document to work on (default: designer.json; - reads standard input).")
    /// `--file` of the commands that change the document, which standard input cannot be.
    static let editedFile = TypedOption<String>(
        "file", short: "f", value: "file", help: "The document to work on (default: designer.json).")
    static let view = TypedOption<String>(
        "view", value: "id", help: "The view to work on, by its id or label (default: by the key).")
    static let json = Option("json", help: "Print JSON instead of text.")
    static let sources = TypedOption<String>(
        "sources", value: "folder",
        help:
            "A folder of Swift and Objective-C sources an Interface Builder document's project uses but designer cannot find (a remote package or pod checked out elsewhere), read beside the modules of the Xcode projects, workspaces, local packages and pods around the document and the rest of its repository; for a document in no project, its project's sources."
    )
    static let fonts = TypedOption<String>(
        "fonts", value: "folder",
        help:
            "A folder of font files every document may use after its project's own: San Francisco (Apple's SF-Pro-*.otf, or SFNS.ttf), which then sets the system font, and the fonts iOS ships (default: the folder DESIGNER_FONTS names)."
    )
    static let scene = TypedOption<String>(
        "scene", value: "scene",
        help:
            "The storyboard scene to work on: its id, or its view controller's id, title or class (default: the initial one; commands that list show every scene)."
    )
    static let allowExternalImages = Option(
        "allow-external-images", help: "Let image paths reach outside the document's folder.")
    static let appearance = TypedOption<Appearance>(
        "appearance", value: "appearance",
        help:
            "light or dark: which value of each system color, such as label or systemBackground, is drawn (default: light)."
    )
    static let device = TypedOption<String>(
        "device", value: "device",
        help:
            "The screen scenes are laid out on: an Xcode device id (retina6_1), a marketing name (\"iPhone 15 Pro\") or WIDTHxHEIGHT in points, a screen of that size whose sides give its orientation (default: the device the document was saved for). On a screen asked for, a view controller Interface Builder sizes freely (freeform) fills it, as at run time."
    )
    static let contentSize = TypedOption<ContentSizeCategory>(
        "content-size", value: "size",
        help:
            "The text size the user picked, one of UIKit's twelve: xS, S, M, L, xL, xxL, xxxL, AX1 … AX5 (default: L, UIKit's and the canvas's). Text in a text style (Body, Headline…) takes its style's size at it; text of a fixed size keeps its own."
    )
    static let pseudo = TypedOption<Pseudolanguage>(
        "pseudo", value: "language",
        help:
            "Draw an Interface Builder document's strings in one of Xcode's pseudolanguages: double (each string twice), accented (its letters accented) or bounded ([# each string #]), to see the room translations need; or rtl, the strings as written and the interface mirrored as in Arabic or Hebrew (leading and trailing constraints, horizontal stack views, natural text alignment, as each view's semantic content attribute allows). The file is not changed."
    )
    static let locale = TypedOption<Localization>(
        "locale", value: "locale",
        help:
            "Draw an Interface Builder document in one of its app's languages (fr, pt-BR, zh-Hant): its strings from the table named after it in that language's .lproj folder beside Base.lproj (fr.lproj/Main.strings), else pt.lproj for pt-BR, or from its String Catalog (Main.xcstrings). A string without a translation is drawn as written. The file is not changed."
    )
    static let orientation = TypedOption<Orientation>(
        "orientation", value: "orientation",
        help:
            "portrait or landscape: turns the device (default: the document's); a WIDTHxHEIGHT screen is as its sides say."
    )

    var allOptions: [Option] { options + [Self.help] }

    /// `designer set [--file <file>] [--view <id>] <key=value> ...`, run as `program`.
    func usage(program: String) -> String {
        ([program, name] + options.map { "[\($0.usage)]" } + arguments.map(\.usage)).joined(separator: " ")
    }
}

/// What a command's spec lists among its options: a flag, or an option with a typed value.
protocol OptionDeclaration: Sendable {
    var declaration: CommandSpec.Option { get }
}

/// An option declared with the type of its value, which is read as the command line is:
/// `--scale <scale>` gives a `Scale`, and a command reads `arguments[scale]`, never its text.
///
///     static let width = TypedOption<Columns>("width", value: "columns", help: "Columns for ansi.")
struct TypedOption<Value: OptionValue>: OptionDeclaration {
    let declaration: CommandSpec.Option

    /// `repeating`: every value given counts (`values(_:)`), not only the last.
    init(_ name: String, short: Character? = nil, value valueName: String, repeating: Bool = false, help: String) {
        declaration = CommandSpec.Option(
            name, short: short, value: valueName, type: Value.self, repeating: repeating, help: help)
    }
}
