import DesignerCore
import DesignerSnapshots
import Inspectable
import Layout
import Rendering

/// What a JSON snapshot report says of the run it comes from, beside its results: the tool, the
/// folder its paths are relative to, the shard, and what all the shards of one run share. That
/// is the options that decide which snapshots a run makes and how it judges them, the run's
/// documents, and a digest of their contents, so that `merge-reports` can tell the shards of
/// one run from those of another.
struct SnapshotRun: Equatable {
    /// `designer 0.1.0`.
    var tool: String
    /// The folder the report's paths are relative to, as an absolute path; a path outside it is
    /// written whole. Machines differ in it, and merged reports need not share it.
    var root: String
    /// Which shard the report is of; `nil` for a run of all the documents.
    var shard: SnapshotCommand.Shard?
    /// The paths the run was given, relative to the root.
    var paths: [String]
    /// The options, by their long names, as text, in a fixed order: `format`, `text,svg,png`.
    var options: [Option]
    /// Every document of the run, every shard's, relative to the root, sorted.
    var documents: [String]
    /// FNV-1a of the documents' paths and contents, 16 hexadecimal digits.
    var digest: String

    /// An option of a run and its value, as text.
    struct Option: Equatable {
        let name: String
        let value: String
    }

    /// The run `settings` make of `documents`, as the shard `shard` (`nil` for all of them).
    init(
        documents: [String], paths: [String], shard: SnapshotCommand.Shard?, settings: SnapshotSettings,
        timings: ShardTimings?, _ source: DocumentSource
    ) {
        tool = "designer \(DesignerCLI.version)"
        root = FileSystem.realPath(source.workingDirectory ?? ".") ?? source.workingDirectory ?? "."
        self.shard = shard
        self.paths = paths.map { SnapshotReport.reportPath($0, source) }
        self.documents = documents.map { SnapshotReport.reportPath($0, source) }
        let named = { (names: [String]) in names.joined(separator: ",") }
        options = [
            Option(name: "format", value: named(settings.formats.map(\.rawValue))),
            Option(name: "scale", value: String(Int(settings.scale))),
            Option(name: "appearance", value: named(settings.appearances.map(\.rawValue))),
            Option(name: "accessibility", value: String(settings.accessibility)),
            Option(name: "device", value: named(settings.devices.map(\.name))),
            Option(name: "orientation", value: settings.orientation?.rawValue ?? ""),
            Option(name: "content-size", value: named(settings.contentSizes.map(\.name))),
            Option(name: "locale", value: named(settings.localizations.map(\.description))),
            Option(name: "pseudo", value: named(settings.pseudolanguages.map(\.rawValue))),
            Option(name: "matrix", value: named(settings.matrix.map(\.name))),
            Option(
                name: "tolerance",
                value: "\(JSONNumber(settings.tolerance.share) ?? JSONNumber(0)),\(settings.tolerance.pixel)"),
            Option(name: "record", value: settings.record.rawValue),
            Option(name: "timings", value: timings?.digest ?? ""),
        ]
        var hash = FNV1a()
        for (document, shown) in zip(documents, self.documents) {
            hash.add(shown.utf8)
            hash.add([0])
            // A document that cannot be read is the same to every shard that cannot read it.
            hash.add((try? FileSystem.read(settings.resolved(document))) ?? [])
            hash.add([0])
        }
        digest = hash.hex
    }

    /// A run read from a report.
    init(
        tool: String, root: String, shard: SnapshotCommand.Shard?, paths: [String], options: [Option],
        documents: [String], digest: String
    ) {
        (self.tool, self.root, self.shard, self.paths) = (tool, root, shard, paths)
        (self.options, self.documents, self.digest) = (options, documents, digest)
    }

    /// What makes `other`, the run of the report `otherName`, another run than this one, the run
    /// of `name`; `nil` when they are shards of the same run. The root and the shard may differ.
    func difference(from other: SnapshotRun, names: (String, String)) -> String? {
        let (name, otherName) = (Printable.quoted(names.0), Printable.quoted(names.1))
        if tool != other.tool { return "\(otherName) was written by \(other.tool) and \(name) by \(tool)" }
        if paths != other.paths {
            return "\(otherName) checked \(Self.list(other.paths)) and \(name) \(Self.list(paths))"
        }
        for (mine, theirs) in zip(options, other.options) where mine != theirs {
            func value(_ option: Option) -> String {
                option.value.isEmpty ? "not given" : Printable.quoted(option.value)
            }
            return "--\(theirs.name) is \(value(theirs)) in \(otherName) and \(value(mine)) in \(name)"
        }
        if options.map(\.name) != other.options.map(\.name) {
            return "\(otherName) and \(name) name other options"
        }
        if let document = other.documents.first(where: { !documents.contains($0) }) {
            return "the run of \(otherName) has the document \(Printable.quoted(document)) and that of \(name) has not"
        }
        if let document = documents.first(where: { !other.documents.contains($0) }) {
            return "the run of \(name) has the document \(Printable.quoted(document)) and that of \(otherName) has not"
        }
        if digest != other.digest { return "the documents' contents differ between \(name) and \(otherName)" }
        return nil
    }

    private static func list(_ paths: [String]) -> String { paths.map(Printable.quoted).joined(separator: " ") }
}

/// The 64-bit FNV-1a hash, the same on every machine.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// The hash as 16 hexadecimal digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
