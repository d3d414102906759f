import DesignerCore
import Inspectable
import Layout
import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The options of `designer snapshot`, and the values they take.
extension SnapshotCommand {
    static let formats = TypedOption<Formats>(
        "format", value: "formats", help: "Formats to snapshot, separated by commas (default: text,svg,png).")
    static let matrix = TypedOption<String>(
        "matrix", value: "key=values", repeating: true,
        help:
            "Also snapshot the documents that have KEY with each value, as percent=0,50,100 (repeatable: every combination; separate values that hold commas with |)."
    )
    static let record = TypedOption<RecordMode>(
        "record", value: "mode", help: "missing (default), all, failed or never (default when CI is set).")
    static let check = CommandSpec.Option("check", help: "Only check: the same as --record never.")
    static let tolerance = TypedOption<Tolerance>(
        "tolerance", value: "share[,difference]",
        help:
            "The share of a PNG's pixels that may differ (0.001 or 0.1%), and how much a channel may differ (0-255) before a pixel counts (default: 0,0)."
    )
    static let artifacts = TypedOption<String>(
        "artifacts", value: "folder",
        help: "Where actual files and diff images go (default: .build/designer-snapshots, or a temporary folder).")
    static let junit = TypedOption<String>("junit", value: "file", help: "Write a JUnit XML report.")
    static let summary = TypedOption<String>(
        "summary", value: "file", help: "Write a Markdown summary (default with GitHub Actions: its step summary).")
    static let shard = TypedOption<Shard>(
        "shard", value: "i/n",
        help: "Check only the i-th of n parts of the documents, as 2/4: every n-th document, or by --timings.")
    static let report = TypedOption<String>(
        "report", value: "file",
        help:
            "Write a JSON report of every snapshot's result and time, for merge-reports to merge the shards of a run and --timings to balance them."
    )
    static let timings = TypedOption<String>(
        "timings", value: "report",
        help:
            "Balance --shard by the documents' times in an earlier JSON report (one run's, or merge-reports --report's), the longest first; a document it lacks counts the median time."
    )
    static let jobs = TypedOption<Jobs>(
        "jobs", short: "j", value: "count", help: "Documents checked at once (default: one per core).")
    static let prune = CommandSpec.Option("prune", help: "Delete orphaned snapshot files.")
    static let asserted = TypedOption<String>(
        "asserted", value: "ledger",
        help:
            "Check no documents: list the files in the paths' __Snapshots__ folders (of assertSnapshot tests) that the ledger a test run wrote with DESIGNER_SNAPSHOT_LEDGER does not name, as orphans."
    )
    static let scale = TypedOption<RenderCommand.Scale>(
        "scale", value: "scale", help: "Pixels per point for png and svg: 1, 2 or 3 (default: 1).")
    static let appearances = TypedOption<Appearances>(
        "appearance", value: "appearances",
        help:
            "light, dark or light,dark: the appearances to draw each document in; the dark snapshots are named <document>.<variant>~dark.<ext> (default: light)."
    )

    static let accessibility = CommandSpec.Option(
        "accessibility",
        help:
            "Also draw each snapshot as render --accessibility draws it, the scene beside the legend of what VoiceOver reads, named <document>.<variant>~accessibility.<ext> (after any ~dark)."
    )

    static let devices = TypedOption<Devices>(
        "device", value: "devices",
        help:
            "Devices to lay each document out on, separated by commas: Xcode device ids (retina6_1), marketing names or WIDTHxHEIGHT in points; each is snapshot as <document>.<variant>~<device>.<ext>, ~<device>-landscape on its side (default: the device each document was saved for, not named)."
    )

    static let contentSizes = TypedOption<AuditCommand.ContentSizes>(
        "content-size", value: "sizes",
        help:
            "Text sizes to lay each document out at, separated by commas, or all: UIKit's xS, S, M, L, xL, xxL, xxxL, AX1 … AX5; each other than L is snapshot as <document>.<variant>~<size>.<ext>, after the device (default: L)."
    )
    static let locales = TypedOption<AuditCommand.Locales>(
        "locale", value: "locales",
        help:
            "Languages to draw each Interface Builder document in too, separated by commas (fr,de,pt-BR), from its strings tables (fr.lproj/Main.strings, Main.xcstrings): each snapshot as <document>.<variant>~<locale>.<ext>, after the text size; a document with no table in a language is not drawn in it."
    )
    static let pseudolanguages = TypedOption<Pseudolanguages>(
        "pseudo", value: "languages",
        help:
            "Xcode's pseudolanguages to draw each Interface Builder document in too, separated by commas: double, accented, bounded; each snapshot as <document>.<variant>~<language>.<ext>, after any locale's."
    )

    struct Options: CommandOptions {
        /// Documents, or folders searched for them.
        let paths: [String]
        /// `--format`, `--matrix`, `--scale`, `--appearance` and `--tolerance` when given: each
        /// wins over the configuration file's, which wins over the default.
        let formats: [OutputFormat]?
        /// The `--matrix` options as given, which `SnapshotVariant.matrix` reads.
        let matrix: [String]
        let record: RecordMode?
        let check: Bool
        let tolerance: Tolerance?
        let artifacts: String?
        let shard: Shard
        /// `--timings`: the report whose times balance the shards.
        let timings: String?
        let jobs: Int
        /// A document for each job.
        var documentsAtOnce: Int { jobs }
        let prune: Bool
        /// The ledger of `--asserted`: the run is of the snapshots of `assertSnapshot` tests.
        let asserted: String?
        /// Pixels a point.
        let scale: Double?
        let appearances: [Appearance]?
        /// `--accessibility`: the accessibility pictures are snapshot too.
        let accessibility: Bool
        /// The screens `--device` names, each once.
        let devices: [ScreenChoice.Named]?
        let orientation: Orientation?
        /// `--content-size`, `--locale` and `--pseudo` when given.
        let contentSizes: [ContentSizeCategory]?
        let localizations: [Localization]?
        let pseudolanguages: [Pseudolanguage]?
        let allowExternalImages: Bool
        /// The command line, from which `SnapshotReport.Files` reads `--junit` and `--summary`.
        let reportFiles: ParsedArguments

        init(_ arguments: ParsedArguments) {
            paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
            formats = arguments[SnapshotCommand.formats]?.formats
            matrix = arguments.values(SnapshotCommand.matrix)
            (record, check) = (arguments[SnapshotCommand.record], arguments[SnapshotCommand.check])
            tolerance = arguments[SnapshotCommand.tolerance]
            artifacts = arguments[SnapshotCommand.artifacts]
            shard = arguments[SnapshotCommand.shard] ?? Shard(index: 0, count: 1)
            timings = arguments[SnapshotCommand.timings]
            jobs = arguments[SnapshotCommand.jobs]?.count ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
            prune = arguments[SnapshotCommand.prune]
            asserted = arguments[SnapshotCommand.asserted]
            scale = arguments[SnapshotCommand.scale]?.pixelsPerPoint
            appearances = arguments[SnapshotCommand.appearances]?.appearances
            accessibility = arguments[SnapshotCommand.accessibility]
            (devices, orientation) = (arguments[SnapshotCommand.devices]?.screens, arguments[CommandSpec.orientation])
            contentSizes = arguments[SnapshotCommand.contentSizes]?.sizes
            localizations = arguments[SnapshotCommand.locales]?.localizations
            pseudolanguages = arguments[SnapshotCommand.pseudolanguages]?.pseudolanguages
            allowExternalImages = arguments[CommandSpec.allowExternalImages]
            reportFiles = arguments
        }

        /// None: the command works on no one document; a project's classes are taken in per document.
        var projectDocument: String? { nil }

        /// `--device`, else the configuration's; `--orientation` turns the devices named, which the
        /// snapshots' names say, and is refused without them: the snapshots of a document's own device
        /// are named after no device, and would be overwritten in another orientation.
        func devices(_ configuration: SnapshotConfiguration) throws(CLIError) -> [ScreenChoice.Named] {
            let devices = self.devices ?? configuration.devices ?? []
            if let orientation, devices.isEmpty {
                throw .usage(
                    "--orientation \(orientation.rawValue) needs --device: the snapshots of a document's own device name no device, and another orientation would replace them.",
                    SnapshotCommand.spec)
            }
            return devices
        }
    }

    /// The formats to snapshot, separated by commas, each once: `text,svg`.
    struct Formats: ListOptionValue {
        let elements: [OutputFormat]
        var formats: [OutputFormat] { elements }

        static let kind = "snapshot format"
        static var expected: String? { InvalidValue.alternatives(suggestions) }
        static var suggestions: [String] { OutputFormat.files.map(\.rawValue) }

        static func element(_ name: String) throws(InvalidValue) -> OutputFormat {
            guard let format = OutputFormat.files.first(where: { $0.rawValue == name }) else { throw invalid(name) }
            return format
        }
    }

    /// The appearances to snapshot, separated by commas, each once, light first: `light,dark`.
    struct Appearances: ListOptionValue {
        let elements: [Appearance]
        var appearances: [Appearance] { elements }

        static let kind = "appearance"
        static var expected: String? { "light, dark or light,dark" }
        static var suggestions: [String] { Appearance.allCases.map(\.rawValue) }

        static func element(_ name: String) throws(InvalidValue) -> Appearance {
            guard let appearance = Appearance(rawValue: name) else { throw invalid(name) }
            return appearance
        }

        static func ordered(_ appearances: [Appearance]) -> [Appearance] {
            Appearance.allCases.filter(appearances.contains)
        }
    }

    /// Pseudolanguages, separated by commas, each once, in the order given: `accented,double`.
    struct Pseudolanguages: ListOptionValue {
        let elements: [Pseudolanguage]
        var pseudolanguages: [Pseudolanguage] { elements }

        static let kind = "pseudolanguage"
        static var expected: String? { "one or more of \(InvalidValue.alternatives(suggestions)) separated by commas" }
        static var suggestions: [String] { Pseudolanguage.allCases.map(\.rawValue) }

        static func element(_ name: String) throws(InvalidValue) -> Pseudolanguage {
            guard let language = Pseudolanguage(argument: name) else { throw invalid(name) }
            return language
        }
    }

    /// The screens to snapshot, separated by commas, each once: `retina4_7,iPad Air 2,800x600`.
    struct Devices: ListOptionValue {
        let elements: [ScreenChoice.Named]
        var screens: [ScreenChoice.Named] { elements }

        static let kind = "device"
        static var expected: String? {
            "Xcode device ids (retina6_1), marketing names (\"iPhone 15 Pro\") or WIDTHxHEIGHT in points, separated by commas"
        }

        static func element(_ name: String) throws(InvalidValue) -> ScreenChoice.Named {
            do {
                return try ScreenChoice.Named(name)
            } catch {
                throw InvalidValue(value: name, kind: kind, expected: expected, suggestion: error.suggestion)
            }
        }

        static func isSame(_ first: ScreenChoice.Named, _ second: ScreenChoice.Named) -> Bool {
            first.name == second.name
        }
    }

    /// One of `count` parts of a run's documents, as `--shard i/n` gives it.
    struct Shard: Equatable {
        /// From 0.
        let index: Int
        let count: Int

        /// The shard, from 0, that checks each of `documents` (the whole run's, sorted): every
        /// `count`-th in turn, or with `timings`, by their times (`ShardTimings`); `reportPaths`
        /// are the documents as reports name them.
        static func assignments(
            of documents: [String], reportPaths: [String], count: Int, timings: ShardTimings?
        ) -> [Int] {
            guard let timings else { return documents.indices.map { $0 % count } }
            return timings.assignments(of: reportPaths, count: count)
        }

        /// Whether this shard deals with the snapshot files of `owner`: the shard that checks the
        /// document (as `assignments` gives each of `documents`), or for a document that is
        /// gone, the one its path's hash picks.
        func owns(_ owner: String, in documents: [String], assignments: [Int]) -> Bool {
            if let position = documents.firstIndex(of: owner) { return assignments[position] == index }
            var hash = FNV1a()
            hash.add(owner.utf8)
            return Int(hash.value % UInt64(count)) == index
        }
    }

    /// How many documents are checked at once: 1 to 256.
    struct Jobs: WholeNumberValue {
        let count: Int

        static let kind = "number of jobs"
        static let expected: String? = "1 to 256"
        static let range = 1...256

        init(validated number: Int) { count = number }
    }
}

extension SnapshotCommand.Shard: OptionValue {
    static let kind = "shard"
    static let expected: String? = "i/n with i from 1 to n, such as 2/4"

    /// `i/n`, with `i` from 1.
    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index - 1, count: count)
    }
}

extension RecordMode: OptionValue {
    static let kind = "record mode"
}

extension Tolerance: OptionValue {
    static let kind = "tolerance"
    static let expected: String? =
        "a share of pixels from 0 to 1 (or 0% to 100%), optionally with a channel difference from 0 to 255, such as 0.001 or 0.5%,8"

    init?(argument: String) { self.init(text: argument) }
}
