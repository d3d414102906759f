import DesignerCore
import DesignerSnapshots
import Inspectable
import Rendering

/// What a project's `.designer-snapshot.json` asks of `snapshot`: the options a run would
/// otherwise need on every command line, so that a run without them sees the same snapshots
/// (and none of them as orphans).
///
///     {
///       "format": "text,png",
///       "matrix": ["percent=0,50,100"],
///       "appearance": "light,dark",
///       "device": "retina4_7,retina6_12,ipad12_9rounded",
///       "content-size": "L,AX5",
///       "locale": ["fr", "de"],
///       "pseudo": "accented",
///       "scale": 2,
///       "tolerance": "0.1%,8"
///     }
///
/// Each key is an option's long name and takes what the option takes (`format`, `appearance`,
/// `device`, `content-size`, `locale` and `pseudo` also an array of names, `matrix` an array for a
/// repeated option, `scale` and `tolerance` a number, `accessibility` true or false). It is found
/// from the snapshot's paths upward, as `.designer-check.json` is; an option
/// given on the command line wins over the file's. Every mistake in it is an error at its line
/// and column.
struct SnapshotConfiguration: Sendable {
    /// The file's name, found from a snapshot path upward.
    static let fileName = ".designer-snapshot.json"

    /// The keys a configuration has: the options it may set.
    static let keys = [
        "format", "matrix", "appearance", "accessibility", "device", "content-size", "locale", "pseudo", "scale",
        "tolerance",
    ]

    /// The file as the user would write it, for messages; `nil` for no configuration.
    var path: String?
    var formats: [OutputFormat]?
    /// The `--matrix` options, as `SnapshotVariant.matrix` reads them.
    var matrix: [String]?
    var appearances: [Appearance]?
    /// `--accessibility`: `true` or `false`.
    var accessibility: Bool?
    /// The screens of `--device`.
    var devices: [ScreenChoice.Named]?
    /// `--content-size`, `--locale` and `--pseudo`.
    var contentSizes: [ContentSizeCategory]?
    var localizations: [Localization]?
    var pseudolanguages: [Pseudolanguage]?
    var scale: Double?
    var tolerance: Tolerance?

    /// No configuration.
    static let none = SnapshotConfiguration()

    private init() {}

    /// A configuration read from `source`, or the error of its first mistake, as
    /// `path:line:column: error: …`.
    init(reading source: SourceText) throws(CLIError) {
        let syntax: JSONSyntax
        do {
            syntax = try JSONSyntax(parsing: source)
        } catch {
            throw Self.error(source, error.offset, error.message)
        }
        func fail(_ message: String, at index: JSONSyntax.Index) -> CLIError {
            Self.error(source, syntax.start(index), message)
        }
        /// The option's text: a string as written, a number as written, or an array's strings
        /// joined by commas.
        func text(_ key: String, _ value: JSONSyntax.Index, list: Bool = false, number: Bool = false)
            throws(CLIError) -> String
        {
            switch syntax.kind(value) {
            case .string: return syntax.string(value)
            case .number where number: return String(decoding: source.bytes[syntax.range(value)], as: UTF8.self)
            case .array where list:
                var names: [String] = []
                for element in syntax.elements(value) {
                    guard syntax.kind(element) == .string else {
                        throw fail("'\(key)' lists strings, not \(syntax.kind(element).kindDescription)", at: element)
                    }
                    names.append(syntax.string(element))
                }
                return names.joined(separator: ",")
            default:
                let expected = list ? "a string or an array of strings" : number ? "a number or a string" : "a string"
                throw fail("'\(key)' is \(expected), not \(syntax.kind(value).kindDescription)", at: value)
            }
        }
        func parse<Value: OptionValue>(_: Value.Type, _ key: String, _ value: JSONSyntax.Index, _ text: String)
            throws(CLIError) -> Value
        {
            do {
                return try Value.parse(text)
            } catch {
                throw fail(
                    String(error.message(from: .option(key)).dropLast(error.suggestion == nil ? 1 : 0)), at: value)
            }
        }
        /// A list of names, each checked where it is written.
        func parseList<Value: OptionValue>(_ type: Value.Type, _ key: String, _ value: JSONSyntax.Index)
            throws(CLIError) -> Value
        {
            if syntax.kind(value) == .array {
                for element in syntax.elements(value) where syntax.kind(element) == .string {
                    _ = try parse(type, key, element, syntax.string(element))
                }
            }
            return try parse(type, key, value, text(key, value, list: true))
        }
        guard syntax.kind(syntax.root) == .object else {
            throw fail(
                "a snapshot configuration is an object such as {\"format\": \"text,png\"}, not "
                    + syntax.kind(syntax.root).kindDescription, at: syntax.root)
        }
        self.init()
        path = source.name
        // The reader refuses a key given twice.
        for (key, value) in syntax.members(syntax.root) {
            let name = syntax.string(key)
            switch name {
            case "format":
                formats = try parseList(SnapshotCommand.Formats.self, name, value).formats
            case "appearance":
                appearances = try parseList(SnapshotCommand.Appearances.self, name, value).appearances
            case "accessibility":
                guard [.true, .false].contains(syntax.kind(value)) else {
                    throw fail(
                        "'accessibility' is true or false, not \(syntax.kind(value).kindDescription)", at: value)
                }
                accessibility = syntax.kind(value) == .true
            case "device":
                devices = try parseList(SnapshotCommand.Devices.self, name, value).screens
            case "content-size":
                contentSizes = try parseList(AuditCommand.ContentSizes.self, name, value).sizes
            case "locale":
                localizations = try parseList(AuditCommand.Locales.self, name, value).localizations
            case "pseudo":
                pseudolanguages = try parseList(SnapshotCommand.Pseudolanguages.self, name, value).pseudolanguages
            case "scale":
                scale = try parse(RenderCommand.Scale.self, name, value, text(name, value, number: true)).pixelsPerPoint
            case "tolerance":
                tolerance = try parse(Tolerance.self, name, value, text(name, value, number: true))
            case "matrix":
                let options =
                    syntax.kind(value) == .array
                    ? try syntax.elements(value).map { element throws(CLIError) in try text(name, element) }
                    : [try text(name, value)]
                do {
                    _ = try SnapshotVariant.matrix(options)
                } catch {
                    let message = error.message
                    // The message of --matrix, as a compiler's: no capital, no full stop.
                    throw fail(
                        message.prefix(1).lowercased() + message.dropFirst().dropLast(message.hasSuffix(".") ? 1 : 0),
                        at: value)
                }
                matrix = options
            default:
                let guess = Suggestion.closest(to: name, in: Self.keys).map {
                    "; did you mean \(Printable.quoted($0))?"
                }
                throw fail(
                    "unknown key \(Printable.quoted(name))"
                        + (guess
                            ?? "; a snapshot configuration has \(Self.keys.map(Printable.quoted).joined(separator: ", "))"),
                    at: key)
            }
        }
    }

    private static func error(_ source: SourceText, _ offset: Int, _ message: String) -> CLIError {
        .problem(in: source, at: offset, message)
    }

    /// The configuration of a run over `paths`: the nearest `.designer-snapshot.json` in the
    /// folder of each path or above it, which must be the same file for all; none if there is none.
    static func find(for paths: [String], _ context: DocumentSource) throws(CLIError) -> SnapshotConfiguration {
        var found: [(real: String, shown: String)] = []
        for path in paths {
            guard let file = nearest(from: path, context), !found.contains(where: { $0.real == file.real }) else {
                continue
            }
            found.append(file)
        }
        guard let file = found.first else { return .none }
        if found.count > 1 {
            throw .usage(
                "The paths have different snapshot configurations, "
                    + found.map { Printable.quoted($0.shown) }.joined(separator: " and ")
                    + "; snapshot them in separate runs.", SnapshotCommand.spec)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(file.real, as: contents)
        } catch {
            throw .problem(in: file.shown, error.reason)
        }
        return try SnapshotConfiguration(reading: SourceText(name: file.shown, bytes: bytes))
    }

    /// The nearest configuration file from `path` upward.
    private static func nearest(from path: String, _ context: DocumentSource) -> (real: String, shown: String)? {
        guard var folder = FileSystem.realPath(context.onFileResolved(path)) else { return nil }
        if FileSystem.kind(of: folder) != .folder { folder = FileSystem.split(folder).folder }
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if FileSystem.kind(of: candidate) != .missing { return (candidate, context.shown(candidate)) }
            guard folder != "/" else { return nil }
            folder = FileSystem.split(folder).folder
        }
    }

    /// What a configuration file is, for messages, and the most it may hold.
    static let contents = FileSystem.Contents(noun: "a snapshot configuration", limit: 1 << 20)
}
