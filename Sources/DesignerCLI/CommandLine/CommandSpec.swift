/// What a subcommand accepts, as data: its name, help text, options and arguments.
struct CommandSpec {
    struct Option {
        /// The long name without dashes: `file` for `--file`.
        let name: String
        let short: Character?
        /// The placeholder of the option's value (`file` for `--file <file>`); `nil` for a flag.
        let valueName: String?
        let help: String

        init(_ name: String, short: Character? = nil, value valueName: String? = nil, help: String) {
            self.name = name
            self.short = short
            self.valueName = valueName
            self.help = help
        }

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
    var discussion: String? = nil
    var arguments: [Argument] = []
    var options: [Option] = []

    static let help = Option("help", short: "h", help: "Show help information.")
    static let file = Option(
        "file", short: "f", value: "file",
        help: "The document to work on (default: designer.json; - reads standard input).")
    static let view = Option("view", value: "id", help: "The view to work on, by its id (default: by the key).")
    static let json = Option("json", help: "Print JSON instead of text.")
    static let allowExternalImages = Option(
        "allow-external-images", help: "Let image paths reach outside the document's folder.")

    var allOptions: [Option] { options + [Self.help] }

    /// `designer set [--file <file>] [--view <id>] <key=value> ...`
    var usage: String {
        (["designer", name] + options.map { "[\($0.usage)]" } + arguments.map(\.usage)).joined(separator: " ")
    }
}
